import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { PermissionCode } from '@vigil/domain';
import { sortedRoles } from '@vigil/domain';
import { Controller } from 'react-hook-form';
import type { CompanySettingsFieldsFragment } from '../../../graphql/generated/graphql';
import { settingsTexts as texts } from '../adminTexts';
import { RolesFieldset } from './RolesFieldset';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { SettingsSaveBar } from './SettingsSaveBar';

interface FormValues {
  defaultRoles: string[];
  emailAlertsDefault: boolean;
  smsAlertsDefault: boolean;
}

const valuesOf = (settings: CompanySettingsFieldsFragment): FormValues => ({
  defaultRoles: sortedRoles(settings.defaultRoles),
  emailAlertsDefault: settings.emailAlertsDefault,
  smsAlertsDefault: settings.smsAlertsDefault,
});

export interface UserDefaultsFormProps {
  settings: CompanySettingsFieldsFragment;
  /** The roles the editor holds on the company: only these can be given or taken away. */
  editable: readonly PermissionCode[];
}

/**
 * The User defaults tab: the roles users created by the company's single sign-on start with, and
 * how the company's new users are told about alerts.
 */
export function UserDefaultsForm({ settings, editable }: UserDefaultsFormProps) {
  const {
    control,
    onSubmit,
    state,
    failure,
    formState: { errors, isDirty },
  } = useSettingsForm<FormValues>({ settings, valuesOf, toInput: (values) => values });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="h6" component="h2">
        {texts.rolesHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.rolesHint}
      </Typography>
      <Controller
        control={control}
        name="defaultRoles"
        render={({ field }) => (
          <RolesFieldset value={field.value} onChange={field.onChange} editable={editable} />
        )}
      />
      {errors.defaultRoles?.message ? (
        <Typography color="error" variant="body2" role="alert">
          {errors.defaultRoles.message}
        </Typography>
      ) : null}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {texts.notificationsHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.notificationsHint}
      </Typography>
      <FormGroup>
        {(
          [
            ['emailAlertsDefault', texts.emailAlerts],
            ['smsAlertsDefault', texts.smsAlerts],
          ] as const
        ).map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FormControlLabel
                label={label}
                control={
                  <Switch
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
        ))}
      </FormGroup>
      <SettingsSaveBar state={state} failure={failure} disabled={!isDirty} />
    </Box>
  );
}
