import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DebouncedSearchField } from '../../../components/DebouncedSearchField';
import { StatusBanner } from '../../../components/StatusBanner';

export interface OidPickColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
  /** The whole text on hover, for a cell that cuts it. */
  title?: (row: Row) => string | undefined;
}

export interface OidPickTableProps<Row> {
  searchLabel: string;
  /** The search in effect; a new one goes back to the first page. */
  query: string;
  onSearch: (query: string) => void;
  /** Why the rows could not be loaded. */
  error: { message: string } | undefined;
  loading: boolean;
  loadingLabel: string;
  tableLabel: string;
  /** The header of the checkbox column. */
  pickLabel: string;
  columns: readonly OidPickColumn<Row>[];
  /** The page shown; undefined before the first one arrives. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Said in the table when a page arrives empty. */
  emptyText?: string;
  checkboxLabel: (row: Row) => string;
  /** Rows that cannot be picked keep a disabled checkbox. */
  pickable?: (row: Row) => boolean;
  checked: (row: Row) => boolean;
  onToggle: (row: Row, checked: boolean) => void;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * A source's candidate OIDs, searched and paged on the server, each picked or unpicked with its
 * checkbox (the MIB module's objects, the walk's OIDs).
 */
export function OidPickTable<Row>({
  searchLabel,
  query,
  onSearch,
  error,
  loading,
  loadingLabel,
  tableLabel,
  pickLabel,
  columns,
  rows,
  rowKey,
  emptyText,
  checkboxLabel,
  pickable = () => true,
  checked,
  onToggle,
  total,
  page,
  pageSize,
  onPageChange,
}: OidPickTableProps<Row>) {
  return (
    <>
      <DebouncedSearchField
        label={searchLabel}
        value={query}
        onSearch={(next) => {
          onSearch(next);
          onPageChange(0);
        }}
      />
      {error ? <StatusBanner kind="error">{error.message}</StatusBanner> : null}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={loadingLabel} /> : null}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{pickLabel}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {emptyText && rows?.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>{emptyText}</TableCell>
              </TableRow>
            ) : null}
            {(rows ?? []).map((row) => {
              const canPick = pickable(row);
              const isChecked = canPick && checked(row);
              return (
                <TableRow key={rowKey(row)} hover={canPick} selected={isChecked}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isChecked}
                      disabled={!canPick}
                      onChange={(event) => onToggle(row, event.target.checked)}
                      slotProps={{ input: { 'aria-label': checkboxLabel(row) } }}
                    />
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.label} title={column.title?.(row)} sx={column.sx}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        onPageChange={(_event, next) => onPageChange(next)}
      />
    </>
  );
}
