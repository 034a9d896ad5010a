import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_HIDE_MS, messages } from '@vigil/domain';

export type SnackbarKind = 'error' | 'success';

export interface StatusSnackbarProps {
  open: boolean;
  kind: SnackbarKind;
  /** Shown for errors; falls back to the catalogue's generic text. */
  message?: string | undefined;
  onClose: () => void;
}

/** The spec's status snackbar: errors show their message or 'Error', success shows 'Success'. */
export function StatusSnackbar({ open, kind, message, onClose }: StatusSnackbarProps) {
  const text = kind === 'success' ? messages.snackbarSuccess : message || messages.snackbarError;
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_HIDE_MS}
      onClose={(_event, reason) => {
        // A stray click elsewhere should not hide a message the user has not read yet.
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={kind} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
