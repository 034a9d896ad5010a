import { createContext, useContext } from 'react';

export interface StatusSnackbarApi {
  showError: (message?: string) => void;
  showSuccess: () => void;
}

export const StatusSnackbarContext = createContext<StatusSnackbarApi | null>(null);

/** Raises the app-wide status snackbar. */
export function useStatusSnackbar(): StatusSnackbarApi {
  const api = useContext(StatusSnackbarContext);
  if (!api) throw new Error('useStatusSnackbar needs a StatusSnackbarProvider above it');
  return api;
}
