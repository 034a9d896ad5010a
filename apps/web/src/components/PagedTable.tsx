import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { ListPanel } from './ListPanel';

/** The list's query (a useQuery result): its last rows stay shown while the next ones load. */
export interface PagedTableQuery {
  loading: boolean;
  error?: { message: string } | undefined;
  refetch: () => Promise<unknown>;
  data?: unknown;
  previousData?: unknown;
}

export interface PagedTableProps {
  query: PagedTableQuery;
  loadingLabel: string;
  /** What shows instead of the table (see ListPanel), or null while the list is not empty. */
  empty: ReactNode;
  /** The table itself. */
  children: ReactNode;
  count: number;
  page: number;
  rowsPerPage: number;
  onPage: (page: number) => void;
}

/**
 * A list page's table, paged on the server: a ListPanel (loading bar, a failed first load with
 * Retry, the empty state) holding the table and its pagination (the templates, libraries,
 * reports, companies and all-gateways lists).
 */
export function PagedTable(props: PagedTableProps) {
  const { query, count, rowsPerPage } = props;
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <ListPanel
      loading={query.loading}
      loadingLabel={props.loadingLabel}
      shown={Boolean(query.data ?? query.previousData)}
      error={query.error}
      retry={query.refetch}
      empty={props.empty}
    >
      <TableContainer sx={{ overflowX: 'auto' }}>{props.children}</TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={Math.min(props.page, lastPage)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[rowsPerPage]}
        onPageChange={(_event, next) => props.onPage(next)}
      />
    </ListPanel>
  );
}
