import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { messages } from '@vigil/domain';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../../app/errorMessage';
import { viewTexts } from './viewTexts';

export interface AddHeaderDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the header; a rejection keeps the dialog open with the error under the field. */
  onAdd: (text: string) => Promise<unknown>;
}

/** Add Header: the header's text, then a Header widget at the bottom of the view. */
export function AddHeaderDialog({ open, onClose, onAdd }: AddHeaderDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setText('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const header = text.trim();
    if (!header) {
      setError(messages.required);
      return;
    }
    setBusy(true);
    try {
      await onAdd(header);
      setText('');
      setError(null);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure) ?? messages.snackbarError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{viewTexts.headerDialogTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={viewTexts.headerText}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error !== null}
            helperText={error}
            slotProps={{ htmlInput: { 'aria-required': true, maxLength: 255 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {viewTexts.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {viewTexts.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
