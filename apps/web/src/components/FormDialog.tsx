import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

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
