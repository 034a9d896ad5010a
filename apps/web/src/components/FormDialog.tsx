import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import type { DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { RequestButton } from './RequestButton';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  maxWidth?: DialogProps['maxWidth'];
  /** The form, told how to report that it is busy (the dialog then cannot be closed). */
  children: (onBusyChange: (busy: boolean) => void) => ReactNode;
}

/** A dialog holding one form: titled for assistive technology, not closable while it saves. */
export function FormDialog({ open, onClose, title, maxWidth = 'sm', children }: FormDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children(setBusy)}
    </Dialog>
  );
}

export interface FormDialogActionsProps {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  failed: boolean;
  /** The form cannot be sent yet (e.g. it is incomplete). */
  submitDisabled?: boolean;
}

/** A form dialog's Cancel and submit buttons; the submit shows the request's progress. */
export function FormDialogActions({
  onCancel,
  cancelLabel,
  submitLabel,
  busy,
  failed,
  submitDisabled = false,
}: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <RequestButton
        type="submit"
        variant="contained"
        state={busy ? 'fetching' : failed ? 'error' : 'before'}
        disabled={submitDisabled}
      >
        {submitLabel}
      </RequestButton>
    </DialogActions>
  );
}
