import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { NARROW_QUERY } from './narrowQuery';

export interface EquipmentFormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form, told how to report that it is busy (the dialog then cannot be closed). */
  children: (onBusyChange: (busy: boolean) => void) => ReactNode;
}

/** The add and edit forms' dialog: wide on a desktop, the whole screen on a phone. */
export function EquipmentFormDialog({ open, title, onClose, children }: EquipmentFormDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={narrow}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children(setBusy)}
    </Dialog>
  );
}
