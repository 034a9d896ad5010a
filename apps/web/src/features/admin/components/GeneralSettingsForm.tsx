import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { companyMessages, companySettingsSchema } from '@vigil/domain';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField';
import type { CompanySettingsFieldsFragment } from '../../../graphql/generated/graphql';
import { settingsTexts as texts } from '../adminTexts';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { SettingsSaveBar } from './SettingsSaveBar';

const schema = z.object({ name: companySettingsSchema.shape.name.unwrap().unwrap() });
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

export interface GeneralSettingsFormProps {
  settings: CompanySettingsFieldsFragment;
  /** Renaming needs manage company (mc) on top of manage users. */
  canRename: boolean;
}

/** The General tab: the company's name, for those who manage the company. */
export function GeneralSettingsForm({ settings, canRename }: GeneralSettingsFormProps) {
  const {
    register,
    onSubmit,
    state,
    failure,
    formState: { errors, isDirty },
  } = useSettingsForm<FormInput, FormValues>({
    settings,
    resolver: zodResolver(schema),
    valuesOf: ({ name }) => ({ name }),
    toInput: (values) => values,
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="body2" color="text.secondary">
        {texts.generalHint}
      </Typography>
      <FormTextField
        label={texts.nameLabel}
        registration={register('name')}
        error={errors.name}
        required
        disabled={!canRename}
        help={canRename ? undefined : companyMessages.renameNeedsManageCompany}
        autoComplete="organization"
      />
      <SettingsSaveBar state={state} failure={failure} disabled={!canRename || !isDirty} />
    </Box>
  );
}
