import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { companySettingsSchema } from '@vigil/domain';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField';
import type { CompanySettingsFieldsFragment } from '../../../graphql/generated/graphql';
import { settingsTexts as texts } from '../adminTexts';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { SettingsSaveBar } from './SettingsSaveBar';

const { shape } = companySettingsSchema;
const schema = z.object({
  helpDeskEmail: shape.helpDeskEmail.unwrap().unwrap(),
  helpDeskToken: z.string(),
  removeToken: z.boolean(),
  helpDeskDomain: shape.helpDeskDomain.unwrap().unwrap(),
});
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

const valuesOf = (settings: CompanySettingsFieldsFragment): FormInput => ({
  helpDeskEmail: settings.helpDeskEmail ?? '',
  helpDeskToken: '',
  removeToken: false,
  helpDeskDomain: settings.helpDeskDomain ?? '',
});

/**
 * The Help desk tab: the address tickets come from, the API token and the help desk's domain.
 * The token is write-only: the page only knows whether one is stored; typing one replaces it,
 * and it can be removed.
 */
export function HelpDeskForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const {
    register,
    onSubmit,
    state,
    failure,
    watch,
    control,
    formState: { errors, isDirty },
  } = useSettingsForm<FormInput, FormValues>({
    settings,
    resolver: zodResolver(schema),
    valuesOf,
    toInput: ({ helpDeskToken, removeToken, ...rest }) => {
      const token = helpDeskToken.trim();
      // A token typed replaces the stored one; Remove token clears it; otherwise it stays.
      return {
        ...rest,
        ...(token ? { helpDeskToken: token } : removeToken ? { helpDeskToken: '' } : {}),
      };
    },
  });
  const typing = watch('helpDeskToken') !== '';
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="body2" color="text.secondary">
        {texts.helpDeskHint}
      </Typography>
      <FormTextField
        label={texts.helpDeskEmail}
        registration={register('helpDeskEmail')}
        error={errors.helpDeskEmail}
        type="email"
        autoComplete="off"
      />
      <FormTextField
        label={texts.helpDeskToken}
        registration={register('helpDeskToken')}
        error={errors.helpDeskToken}
        type="password"
        autoComplete="new-password"
        help={settings.helpDeskTokenSet ? texts.helpDeskTokenSet : texts.helpDeskTokenNone}
      />
      {settings.helpDeskTokenSet ? (
        <Controller
          control={control}
          name="removeToken"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value && !typing}
                  disabled={typing}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={texts.removeToken}
            />
          )}
        />
      ) : null}
      <FormTextField
        label={texts.helpDeskDomain}
        registration={register('helpDeskDomain')}
        error={errors.helpDeskDomain}
        help={texts.helpDeskDomainHint}
        autoComplete="off"
      />
      <SettingsSaveBar state={state} failure={failure} disabled={!isDirty} />
    </Box>
  );
}
