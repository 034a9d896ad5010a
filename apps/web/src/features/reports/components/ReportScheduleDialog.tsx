import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SCHEDULE_RANGES,
  SCHEDULE_RANGE_LABELS,
  messages,
  reportScheduleSchema,
  splitRecipients,
} from '@vigil/domain';
import type { ScheduleRange } from '@vigil/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../app/errorMessage';
import { FormDialog, FormDialogActions } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { StatusBanner } from '../../../components/StatusBanner';
import type { ReportScheduleFieldsFragment } from '../../../graphql/generated/graphql';
import { useAddReportSchedule } from '../hooks/useAddReportSchedule';
import { useUpdateReportSchedule } from '../hooks/useUpdateReportSchedule';
import { reportTexts as texts } from '../reportTexts';
import { ReportViewPicker } from './ReportViewPicker';
import { TimeZoneField, browserTimeZone } from './TimeZoneField';

/** The domain's schedule rules, with the dashboard it reports on and recipients typed as text. */
const scheduleFormSchema = reportScheduleSchema.extend({
  view: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .transform((view, ctx) => {
      if (view) return view;
      ctx.addIssue({ code: 'custom', message: texts.viewRequired });
      return z.NEVER;
    }),
  recipients: z.string().transform(splitRecipients).pipe(reportScheduleSchema.shape.recipients),
});
type ScheduleFormInput = z.input<typeof scheduleFormSchema>;
type ScheduleFormValues = z.output<typeof scheduleFormSchema>;

export interface ReportScheduleDialogProps {
  open: boolean;
  customerID: string;
  /** The schedule edited; none to add one. */
  schedule: ReportScheduleFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds a scheduled report, or changes when and to whom one is sent (its view stays). */
export function ReportScheduleDialog({ open, onClose, ...props }: ReportScheduleDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={props.schedule ? texts.editScheduleTitle : texts.addScheduleTitle}
    >
      {(onBusyChange) =>
        // Remounted at each opening, so the fields start from the schedule or the defaults.
        open ? <ScheduleForm {...props} onClose={onClose} onBusyChange={onBusyChange} /> : null
      }
    </FormDialog>
  );
}

const asScheduleRange = (range: string): ScheduleRange =>
  SCHEDULE_RANGES.find((candidate) => candidate === range) ?? 'DAY';

function defaultsOf(schedule: ReportScheduleFieldsFragment | null): ScheduleFormInput {
  if (!schedule) {
    return { view: null, range: 'DAY', time: '07:00', timeZone: browserTimeZone(), recipients: '' };
  }
  return {
    view: { id: schedule.viewID, name: schedule.viewName },
    range: asScheduleRange(schedule.range),
    time: schedule.time,
    timeZone: schedule.timeZone,
    recipients: schedule.recipients.join('\n'),
  };
}

function ScheduleForm({
  customerID,
  schedule,
  onClose,
  onSaved,
  onBusyChange,
}: Omit<ReportScheduleDialogProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const [addSchedule] = useAddReportSchedule(customerID);
  const [updateSchedule] = useUpdateReportSchedule(customerID);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ScheduleFormInput, unknown, ScheduleFormValues>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: defaultsOf(schedule),
  });

  const onSubmit = handleSubmit(async ({ view, range, time, timeZone, recipients }) => {
    setFailure(null);
    setBusy(true);
    onBusyChange(true);
    try {
      const change = { range, time, timeZone, recipients };
      if (schedule) await updateSchedule(schedule.id, change);
      else await addSchedule({ viewID: view.id, ...change });
      onBusyChange(false);
      onSaved();
    } catch (error) {
      onBusyChange(false);
      setBusy(false);
      setFailure(errorMessage(error) ?? messages.snackbarError);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 0 }}>
        {failure ? <StatusBanner kind="error">{failure}</StatusBanner> : null}
        <Controller
          control={control}
          name="view"
          render={({ field }) => (
            <ReportViewPicker
              customerID={customerID}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.view?.message}
              disabled={schedule !== null}
            />
          )}
        />
        <Controller
          control={control}
          name="range"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={texts.rangeField}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {SCHEDULE_RANGES.map((range) => (
                <MenuItem key={range} value={range}>
                  {SCHEDULE_RANGE_LABELS[range]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          type="time"
          label={texts.timeField}
          registration={register('time')}
          error={errors.time}
          help={texts.timeHelp}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.timeZone?.message}
            />
          )}
        />
        <FormTextField
          label={texts.recipientsField}
          registration={register('recipients')}
          error={errors.recipients}
          help={texts.recipientsHelp}
          required
          multiline
          minRows={3}
          autoComplete="email"
        />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        cancelLabel={texts.cancel}
        submitLabel={schedule ? texts.save : texts.add}
        busy={busy}
        failed={Boolean(failure)}
      />
    </Box>
  );
}
