import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { RetryBanner } from './RetryBanner';
import { StatusBanner } from './StatusBanner';

export interface ListPanelProps {
  /** A load is in flight (a thin bar shows while rows are already on screen). */
  loading: boolean;
  loadingLabel: string;
  /** Rows have been shown: a failed reload keeps them under an error line. */
  shown: boolean;
  error?: { message: string } | undefined;
  retry: () => Promise<unknown>;
  /**
   * What shows instead of the list (the first load's placeholder, or the empty state), or null
   * to show the list.
   */
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * A list loaded from the server, in its outlined panel: the loading bar, a failed first load with
 * Retry, the empty state, and the list under the error of a failed reload (the paged tables and
 * the company's users).
 */
export function ListPanel({
  loading,
  loadingLabel,
  shown,
  error,
  retry,
  empty,
  children,
}: ListPanelProps) {
  let body;
  if (error && !shown) {
    body = <RetryBanner retry={retry}>{error.message}</RetryBanner>;
  } else if (empty) {
    body = empty;
  } else {
    body = (
      <>
        {error ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}
        {children}
      </>
    );
  }
  return (
    <Paper variant="outlined" aria-busy={loading}>
      <Box sx={{ height: 4 }}>
        {loading && shown ? <LinearProgress aria-label={loadingLabel} /> : null}
      </Box>
      {body}
    </Paper>
  );
}
