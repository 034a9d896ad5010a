import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { companySettingsSchema } from '@vigil/domain';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField';
import type { CompanySettingsFieldsFragment } from '../../../graphql/generated/graphql';
import { settingsTexts as texts } from '../adminTexts';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { SettingsSaveBar } from './SettingsSaveBar';

const schema = z.object({
  livestreamURL: companySettingsSchema.shape.livestreamURL.unwrap().unwrap(),
});
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

/** The Livestream tab: the address of the site's live video (http or https), or none. */
export function LivestreamForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const {
    register,
    onSubmit,
    state,
    failure,
    formState: { errors, isDirty },
  } = useSettingsForm<FormInput, FormValues>({
    settings,
    resolver: zodResolver(schema),
    valuesOf: ({ livestreamURL }) => ({ livestreamURL: livestreamURL ?? '' }),
    toInput: (values) => values,
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="body2" color="text.secondary">
        {texts.livestreamHint}
      </Typography>
      <FormTextField
        label={texts.livestreamURL}
        registration={register('livestreamURL')}
        error={errors.livestreamURL}
        help={texts.livestreamURLHint}
        type="url"
        inputMode="url"
        autoComplete="off"
      />
      <SettingsSaveBar state={state} failure={failure} disabled={!isDirty} />
    </Box>
  );
}
