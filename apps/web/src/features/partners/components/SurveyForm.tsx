import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, normalizeCompanyName, siteSurveySchema } from '@vigil/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton } from '../../../components/RequestButton';
import type { RequestState } from '../../../components/RequestButton';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { SurveyCustomersDocument } from '../../../graphql/generated/graphql';
import type { SiteSurveyInput } from '../../../graphql/generated/graphql';
import { surveyTexts as texts } from '../surveyTexts';
import { SurveyEquipmentFields, surveyEquipmentLinesSchema } from './SurveyEquipmentFields';
import type { SurveyEquipmentLine } from './SurveyEquipmentFields';

interface CustomerOption {
  id: string;
  name: string;
}

const formSchema = siteSurveySchema.extend({
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  customerName: z.string().transform(normalizeCompanyName),
  equipment: surveyEquipmentLinesSchema,
});
export type SurveyFormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** The editor needs one of the partner's customers; onboarding a new customer's name. */
const schemaFor = (mode: 'edit' | 'onboard') =>
  formSchema.superRefine((values, ctx) => {
    if (mode === 'edit' && !values.customer) {
      ctx.addIssue({ code: 'custom', path: ['customer'], message: texts.customerRequired });
    }
    if (mode === 'onboard' && !values.customerName) {
      ctx.addIssue({ code: 'custom', path: ['customerName'], message: messages.required });
    }
  });

export interface SurveyFormProps {
  partnerID: string;
  /** Onboarding names a new customer; the editor picks one of the partner's. */
  mode: 'edit' | 'onboard';
  defaultValues: SurveyFormInput;
  /** The quote the survey is for, whose customer is fixed. */
  quoteVisibleID?: string | null;
  submitLabel: string;
  /** Saves; rejects with the reason it could not (shown by the caller). */
  onSubmit: (values: { customerName: string; survey: SiteSurveyInput }) => Promise<void>;
  state: RequestState;
  /** Shown above the fields (the save's outcome). */
  banner?: ReactNode;
}

/** The partner's site survey form: customer, site, contact and equipment lines. */
export function SurveyForm({
  partnerID,
  mode,
  defaultValues,
  quoteVisibleID,
  submitLabel,
  onSubmit,
  state,
  banner,
}: SurveyFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SurveyFormInput, unknown, FormValues>({
    resolver: zodResolver(schemaFor(mode)),
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    await onSubmit({
      customerName: values.customerName,
      survey: {
        customerID: values.customer?.id ?? '',
        siteName: values.siteName ?? null,
        siteContactName: values.siteContactName ?? null,
        siteContactEmail: values.siteContactEmail ?? null,
        equipment: values.equipment.map((line) => ({
          id: line.id,
          name: line.name,
          quantity: line.quantity,
        })),
      },
    });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 720 }}
    >
      {banner}
      {mode === 'onboard' ? (
        <FormTextField
          label={texts.customerName}
          registration={register('customerName')}
          error={errors.customerName}
          required
          autoFocus
          autoComplete="organization"
        />
      ) : (
        <Controller
          control={control}
          name="customer"
          render={({ field, fieldState }) => (
            <CustomerPicker
              partnerID={partnerID}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={Boolean(quoteVisibleID)}
              help={quoteVisibleID ? texts.forQuote(quoteVisibleID) : undefined}
            />
          )}
        />
      )}
      <FormTextField
        label={texts.siteName}
        registration={register('siteName')}
        error={errors.siteName}
      />
      <FormTextField
        label={texts.siteContactName}
        registration={register('siteContactName')}
        error={errors.siteContactName}
        autoComplete="off"
      />
      <FormTextField
        label={texts.siteContactEmail}
        type="email"
        registration={register('siteContactEmail')}
        error={errors.siteContactEmail}
        autoComplete="off"
      />
      <Controller
        control={control}
        name="equipment"
        render={({ field }) => (
          <SurveyEquipmentFields
            lines={field.value as SurveyEquipmentLine[]}
            onChange={field.onChange}
            errors={errors.equipment as never}
          />
        )}
      />
      <Box sx={{ mt: 2 }}>
        <RequestButton type="submit" variant="contained" state={state}>
          {submitLabel}
        </RequestButton>
      </Box>
    </Box>
  );
}

interface CustomerPickerProps {
  partnerID: string;
  value: CustomerOption | null | undefined;
  onChange: (value: CustomerOption | null) => void;
  error?: string | undefined;
  disabled: boolean;
  help?: string | undefined;
}

/** One of the partner's customers, searched on the server as the user types. */
function CustomerPicker({
  partnerID,
  value,
  onChange,
  error,
  disabled,
  help,
}: CustomerPickerProps) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, 250);
  const typed = value && input === value.name ? '' : query;
  const list = useQuery(SurveyCustomersDocument, {
    variables: { partnerID, query: typed || undefined, limit: 50 },
    skip: disabled,
  });
  const options = list.data?.customers ?? (value ? [value] : []);
  return (
    <Autocomplete<CustomerOption>
      options={options}
      value={value ?? null}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={list.loading}
      loadingText={texts.customerLoading}
      noOptionsText={texts.noCustomer}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={texts.customer}
          required
          error={Boolean(error)}
          helperText={error ?? help}
        />
      )}
    />
  );
}

/** A new survey's form values. */
export const emptySurveyForm = (customer: CustomerOption | null): SurveyFormInput => ({
  customer,
  customerName: '',
  siteName: '',
  siteContactName: '',
  siteContactEmail: '',
  equipment: [],
});
