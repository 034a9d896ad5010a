import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOM_RANGE_LABEL, customDateRangeSchema, defaultCustomRange } from '@vigil/domain';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { fromDateTimeLocal, toDateTimeLocal } from './localDateTime';

export interface CustomRangeDialogProps {
  open: boolean;
  /** The custom range already chosen, if any; otherwise the domain's defaults are shown. */
  initial?: { start: number; end: number } | undefined;
  onApply: (range: { start: number; end: number }) => void;
  onCancel: () => void;
}

interface CustomRangeFields {
  start: string;
  end: string;
}

/** The text inputs read as local dates, then checked by the domain's custom-range rules. */
function customRangeFormSchema(now: Date) {
  return z
    .object({ start: z.string(), end: z.string() })
    .transform(({ start, end }) => ({
      start: fromDateTimeLocal(start),
      end: fromDateTimeLocal(end),
    }))
    .pipe(customDateRangeSchema(now));
}

/** Start and end dates and times of a custom trend range (spec core §2 and §5). */
export function CustomRangeDialog({ open, initial, onApply, onCancel }: CustomRangeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{CUSTOM_RANGE_LABEL} range</DialogTitle>
      {/* Remounted at each opening, so the fields start from the current or default range. */}
      {open ? <CustomRangeForm initial={initial} onApply={onApply} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function CustomRangeForm({ initial, onApply, onCancel }: Omit<CustomRangeDialogProps, 'open'>) {
  // "Today" is fixed when the dialog opens, so the rule does not shift under the user's typing.
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => customRangeFormSchema(now), [now]);
  const defaults = useMemo<CustomRangeFields>(() => {
    const range = initial
      ? { start: new Date(initial.start), end: new Date(initial.end) }
      : defaultCustomRange(now);
    return { start: toDateTimeLocal(range.start), end: toDateTimeLocal(range.end) };
  }, [initial, now]);
  const { control, handleSubmit } = useForm<CustomRangeFields, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const maxEnd = toDateTimeLocal(defaultCustomRange(now).end);

  const onSubmit = handleSubmit(({ start, end }) =>
    onApply({ start: start.getTime(), end: end.getTime() }),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent sx={{ pt: 1 }}>
        {(['start', 'end'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="datetime-local"
                label={name === 'start' ? 'Start' : 'End'}
                fullWidth
                margin="normal"
                autoFocus={name === 'start'}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    'aria-required': true,
                    ...(name === 'end' ? { max: maxEnd } : {}),
                  },
                }}
              />
            )}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained">
          Apply
        </Button>
      </DialogActions>
    </Box>
  );
}
