import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { zodResolver } from '@hookform/resolvers/zod';
import { SERVICE_CONTACTS_MAX, serviceContactSchema } from '@vigil/domain';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField';
import type { CompanySettingsFieldsFragment } from '../../../graphql/generated/graphql';
import { settingsTexts as texts } from '../adminTexts';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { SettingsSaveBar } from './SettingsSaveBar';

const schema = z.object({
  serviceContacts: z.array(serviceContactSchema).max(SERVICE_CONTACTS_MAX),
});
type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

const valuesOf = (settings: CompanySettingsFieldsFragment): FormInput => ({
  serviceContacts: settings.serviceContacts.map((contact) => ({
    name: contact.name,
    email: contact.email ?? '',
    phone: contact.phone ?? '',
  })),
});

/** The Service contacts tab: who to call about the site, each a name with an e-mail and phone. */
export function ServiceContactsForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const {
    control,
    register,
    onSubmit,
    state,
    failure,
    formState: { errors, isDirty },
  } = useSettingsForm<FormInput, FormValues>({
    settings,
    resolver: zodResolver(schema),
    valuesOf,
    toInput: ({ serviceContacts }) => ({
      serviceContacts: serviceContacts.map((contact) => ({
        name: contact.name,
        email: contact.email || null,
        phone: contact.phone || null,
      })),
    }),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'serviceContacts' });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.contactsHint}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body1" sx={{ mb: 2 }}>
          {texts.noContacts}
        </Typography>
      ) : null}
      {fields.map((field, index) => {
        const fieldErrors = errors.serviceContacts?.[index];
        return (
          <Paper
            key={field.id}
            component="fieldset"
            variant="outlined"
            sx={{ mb: 2, px: 2, pb: 1, border: 1, borderColor: 'divider' }}
          >
            <Box
              component="legend"
              sx={{ px: 0.5, typography: 'subtitle2', display: 'flex', alignItems: 'center' }}
            >
              {texts.contactLegend(index + 1)}
              <IconButton
                size="small"
                aria-label={texts.removeContact(index + 1)}
                onClick={() => remove(index)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: { sm: 2 },
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              <FormTextField
                label={texts.contactName}
                registration={register(`serviceContacts.${index}.name`)}
                error={fieldErrors?.name}
                required
                autoComplete="off"
              />
              <FormTextField
                label={texts.contactEmail}
                registration={register(`serviceContacts.${index}.email`)}
                error={fieldErrors?.email}
                type="email"
                autoComplete="off"
              />
              <FormTextField
                label={texts.contactPhone}
                registration={register(`serviceContacts.${index}.phone`)}
                error={fieldErrors?.phone}
                type="tel"
                autoComplete="off"
              />
            </Box>
          </Paper>
        );
      })}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={fields.length >= SERVICE_CONTACTS_MAX}
        onClick={() => append({ name: '', email: '', phone: '' })}
      >
        {texts.addContact}
      </Button>
      <SettingsSaveBar state={state} failure={failure} disabled={!isDirty} />
    </Box>
  );
}
