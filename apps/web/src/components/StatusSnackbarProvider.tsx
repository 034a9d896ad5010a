import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { StatusSnackbar } from './StatusSnackbar';
import type { SnackbarKind } from './StatusSnackbar';
import { StatusSnackbarContext } from './StatusSnackbarContext';
import type { StatusSnackbarApi } from './StatusSnackbarContext';

interface SnackbarState {
  open: boolean;
  kind: SnackbarKind;
  message?: string | undefined;
}

/** One snackbar for the whole app, so messages replace each other instead of stacking. */
export function StatusSnackbarProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SnackbarState>({ open: false, kind: 'success' });
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo<StatusSnackbarApi>(
    () => ({
      showError: (message) => setState({ open: true, kind: 'error', message }),
      showSuccess: () => setState({ open: true, kind: 'success' }),
    }),
    [],
  );
  return (
    <StatusSnackbarContext value={api}>
      {children}
      <StatusSnackbar open={state.open} kind={state.kind} message={state.message} onClose={close} />
    </StatusSnackbarContext>
  );
}
