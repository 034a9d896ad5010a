import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { messages } from '@vigil/domain';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { graphQLErrorField } from '../../../app/graphQLErrorField';
import { RequestButton } from '../../../components/RequestButton';
import { StatusBanner } from '../../../components/StatusBanner';
import { formFieldOfArgument, serverMessage } from '../libraryForms';
import { libraryTexts as texts } from '../libraryTexts';

export interface RegisterDialogProps {
  title: string;
  busy: boolean;
  /** Why the last save failed, in the server's words when it gave some. */
  failure: string | null;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The dialog a register is edited in: its form, a save that shows its progress, and the spec's
 * 'There was an error saving registers' above the form when saving fails. Full screen on phones;
 * a click beside it does not throw away what was typed.
 */
export function RegisterDialog({
  title,
  busy,
  failure,
  onClose,
  onSubmit,
  children,
}: RegisterDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (!busy && reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          {failure ? (
            <StatusBanner kind="error" title={messages.errorSavingRegisters}>
              {failure}
            </StatusBanner>
          ) : null}
          {children}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {texts.cancel}
        </Button>
        <RequestButton
          type="submit"
          form={formId}
          variant="contained"
          state={busy ? 'fetching' : failure ? 'error' : 'before'}
        >
          {texts.save}
        </RequestButton>
      </DialogActions>
    </Dialog>
  );
}

/** A titled group of the register form's inputs, laid out in as many columns as fit. */
export function RegisterFieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          columnGap: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The alarm-only checkbox of a register form. */
export function AlarmOnlyField<T extends FieldValues, Checked extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, Checked>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={texts.registerFields.alarmOnly}
        />
      )}
    />
  );
}

/**
 * What a failed save shows: a refusal naming an input goes on that input (with 'Unable to update
 * registers.' above the form); another refusal in the server's words; anything else 'Unable to
 * update registers.' (spec core §8).
 */
export function registerSaveFailure<T extends FieldValues>(
  error: unknown,
  input: T,
  setError: UseFormSetError<T>,
): string {
  const named = graphQLErrorField(error);
  const field = named ? formFieldOfArgument(named.field, input) : undefined;
  if (named && field) {
    setError(field as unknown as Path<T>, { type: 'server', message: named.message });
    return messages.unableToUpdateRegisters;
  }
  return serverMessage(error) ?? messages.unableToUpdateRegisters;
}
