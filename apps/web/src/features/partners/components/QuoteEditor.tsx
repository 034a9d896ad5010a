import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery } from '@apollo/client/react';
import {
  PLAN_DEVICE_LIMITS,
  PLAN_TIERS,
  QUOTE_ITEM_KINDS,
  formatCents,
  messages,
} from '@vigil/domain';
import type { PlanType } from '@vigil/domain';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../app/errorMessage';
import { FormTextField } from '../../../components/FormTextField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { QuoteCustomersDocument } from '../../../graphql/generated/graphql';
import type { QuoteFieldsFragment, QuoteInput } from '../../../graphql/generated/graphql';
import { useSaveQuote } from '../hooks/useSaveQuote';
import { partnerTexts, quoteEditorTexts as texts } from '../partnerTexts';
import {
  emptyQuoteItem,
  formTotalCents,
  lineTotalCents,
  newQuoteForm,
  quoteFormFrom,
  quoteFormResolver,
} from '../quoteForm';
import type { QuoteFormValues } from '../quoteForm';

/** Customers offered in the picker: a partner has a handful; super users type to narrow. */
const CUSTOMER_LIMIT = 500;

export interface QuoteEditorProps {
  /** The portal's partner (the address's), whose quote a new one becomes. */
  partnerID: string;
  /** The partner whose customers are offered; null for every company (a super user's portal). */
  scope: string | null;
  /** The quote edited; null to create one. */
  quote: QuoteFieldsFragment | null;
  /** The customer chosen at first for a new quote (query customer). */
  initialCustomerID?: string | null;
  onSaved: (quote: QuoteFieldsFragment) => void;
  onCancel: () => void;
}

/**
 * Create a Quote / Edit Quote: the customer, the plan (its device count, editable for a custom
 * plan), the lines (kind, description, quantity, unit price in dollars) with live totals, title,
 * priority and hidden; checked with the domain's quote rules before Save.
 */
export function QuoteEditor({
  partnerID,
  scope,
  quote,
  initialCustomerID,
  onSaved,
  onCancel,
}: QuoteEditorProps) {
  const [save, { loading: saving }] = useSaveQuote();
  const [failure, setFailure] = useState<string | null>(null);
  const customers = useQuery(QuoteCustomersDocument, {
    variables: { partnerID: scope, limit: CUSTOMER_LIMIT },
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<QuoteFormValues, unknown, QuoteInput>({
    resolver: quoteFormResolver,
    defaultValues: quote ? quoteFormFrom(quote) : newQuoteForm(initialCustomerID ?? ''),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const planType = useWatch({ control, name: 'planType' });
  const planLimit = PLAN_DEVICE_LIMITS[planType];

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    // A super user's own portal quotes for the customer's partner.
    const customerPartner = customers.data?.customers.find((c) => c.id === input.customerID);
    const owner = quote?.partnerID ?? scope ?? customerPartner?.parentID ?? partnerID;
    try {
      onSaved(await save(quote?.id ?? null, owner, input));
    } catch (error) {
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
  });

  const customerOptions = customers.data?.customers ?? [];
  const itemsError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
      {customers.error ? <StatusBanner kind="error">{customers.error.message}</StatusBanner> : null}
      {quote ? (
        <Typography variant="subtitle1" color="text.secondary" data-testid="quote-revision">
          {quote.visibleID} · {texts.revision(quote.revision)}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
        }}
      >
        <Controller
          control={control}
          name="customerID"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={texts.customer}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              disabled={quote !== null}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? (customers.loading ? texts.customersLoading : null)
              }
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{texts.chooseCustomer}</option>
              {quote && !customerOptions.some((c) => c.id === quote.customerID) ? (
                <option value={quote.customerID}>{quote.customerName}</option>
              ) : null}
              {customerOptions.map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                </option>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          label={texts.title}
          registration={register('title')}
          error={errors.title}
          autoComplete="off"
        />
        <Controller
          control={control}
          name="planType"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={texts.plan}
              value={field.value}
              inputRef={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              onChange={(event) => {
                const tier = event.target.value as PlanType;
                field.onChange(tier);
                const limit = PLAN_DEVICE_LIMITS[tier];
                if (limit !== null)
                  setValue('deviceCount', String(limit), { shouldValidate: false });
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {PLAN_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {tier}
                </option>
              ))}
              <option value="UNKNOWN">{texts.planUnknown}</option>
            </TextField>
          )}
        />
        <FormTextField
          label={texts.deviceCount}
          registration={register('deviceCount')}
          error={errors.deviceCount}
          help={texts.deviceCountHint}
          slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: planLimit !== null } }}
        />
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={texts.priority}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {partnerTexts.priorities.map((label, index) => (
                <option key={label} value={String(index)}>
                  {label}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="hidden"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={texts.hidden}
            />
          )}
        />
      </Box>

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {texts.itemsHeading}
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={texts.itemsLabel} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.kind}</TableCell>
              <TableCell>{texts.description}</TableCell>
              <TableCell sx={{ width: 110 }}>{texts.quantity}</TableCell>
              <TableCell sx={{ width: 140 }}>{texts.unitPrice}</TableCell>
              <TableCell align="right">{texts.lineTotal}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((line, index) => {
              const n = index + 1;
              const lineErrors = errors.items?.[index];
              const typed = items[index];
              return (
                <TableRow key={line.id} data-testid="quote-line" sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <Controller
                      control={control}
                      name={`items.${index}.kind`}
                      render={({ field }) => (
                        <TextField
                          select
                          size="small"
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          inputRef={field.ref}
                          name={field.name}
                          slotProps={{
                            select: { native: true },
                            htmlInput: { 'aria-label': texts.kindOf(n) },
                          }}
                        >
                          {QUOTE_ITEM_KINDS.map((kind) => (
                            <option key={kind} value={kind}>
                              {kind}
                            </option>
                          ))}
                        </TextField>
                      )}
                    />
                  </TableCell>
                  <TableCell>
                    <FormTextField
                      size="small"
                      margin="none"
                      registration={register(`items.${index}.description`)}
                      error={lineErrors?.description}
                      required
                      autoComplete="off"
                      slotProps={{ htmlInput: { 'aria-label': texts.descriptionOf(n) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <FormTextField
                      size="small"
                      margin="none"
                      registration={register(`items.${index}.quantity`)}
                      error={lineErrors?.quantity}
                      slotProps={{
                        htmlInput: { 'aria-label': texts.quantityOf(n), inputMode: 'numeric' },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <FormTextField
                      size="small"
                      margin="none"
                      registration={register(`items.${index}.unitPrice`)}
                      error={lineErrors?.unitPrice}
                      slotProps={{
                        htmlInput: { 'aria-label': texts.unitPriceOf(n), inputMode: 'decimal' },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', pt: 2 }}>
                    {formatCents(typed ? lineTotalCents(typed) : 0)}
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton aria-label={texts.removeLine(n)} onClick={() => remove(index)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={4} align="right">
                <Typography sx={{ fontWeight: 600 }}>{texts.total}</Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Typography sx={{ fontWeight: 600 }} data-testid="quote-total">
                  {formatCents(formTotalCents(items))}
                </Typography>
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {itemsError ? <FormHelperText error>{itemsError}</FormHelperText> : null}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => append(emptyQuoteItem(fields.length === 0 ? 'PLAN' : 'SERVICE'))}
      >
        {texts.addLine}
      </Button>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onCancel} disabled={saving}>
          {texts.cancel}
        </Button>
        <RequestButton
          type="submit"
          variant="contained"
          state={saving ? 'fetching' : failure ? 'error' : 'before'}
        >
          {texts.save}
        </RequestButton>
      </Box>
    </Box>
  );
}
