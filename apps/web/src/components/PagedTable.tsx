import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { RetryBanner } from './RetryBanner';
import { StatusBanner } from './StatusBanner';

export interface PagedTableProps {
  /** A load is in flight (a thin bar shows while rows are already on screen). */
  loading: boolean;
  loadingLabel: string;
  /** Rows have been shown: a failed reload keeps them under an error line. */
  shown: boolean;
  error?: { message: string } | undefined;
  retry: () => Promise<unknown>;
  /** What an empty list shows instead of the table, or null while the list is not empty. */
  empty: ReactNode;
  /** The table itself. */
  children: ReactNode;
  count: number;
  page: number;
  rowsPerPage: number;
  onPage: (page: number) => void;
}

/**
 * A list page's table, paged on the server: the loading bar, a failed first load with Retry, the
 * empty state, and the table with its pagination (the templates, libraries and reports lists).
 */
export function PagedTable(props: PagedTableProps) {
  const { loading, loadingLabel, shown, error, retry, empty, children } = props;
  const lastPage = Math.max(0, Math.ceil(props.count / props.rowsPerPage) - 1);
  let body;
  if (error && !shown) {
    body = <RetryBanner retry={retry}>{error.message}</RetryBanner>;
  } else if (empty) {
    body = empty;
  } else {
    body = (
      <>
        {error ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}
        <TableContainer sx={{ overflowX: 'auto' }}>{children}</TableContainer>
        <TablePagination
          component="div"
          count={props.count}
          page={Math.min(props.page, lastPage)}
          rowsPerPage={props.rowsPerPage}
          rowsPerPageOptions={[props.rowsPerPage]}
          onPageChange={(_event, next) => props.onPage(next)}
        />
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
