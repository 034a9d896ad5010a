import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { LibraryFieldsFragment } from '../../../graphql/generated/graphql';
import { libraryTexts as texts } from '../libraryTexts';

type Column = keyof typeof texts.columns;

/** Phones keep the model (with its manufacturer under it); the rest appears as width allows. */
const DISPLAY: Record<Column, Record<'xs' | 'sm' | 'md', 'none' | 'table-cell'>> = {
  model: { xs: 'table-cell', sm: 'table-cell', md: 'table-cell' },
  manufacturer: { xs: 'none', sm: 'table-cell', md: 'table-cell' },
  protocols: { xs: 'none', sm: 'table-cell', md: 'table-cell' },
  revision: { xs: 'none', sm: 'none', md: 'table-cell' },
  tags: { xs: 'none', sm: 'none', md: 'table-cell' },
  owner: { xs: 'none', sm: 'table-cell', md: 'table-cell' },
};
const COLUMNS = Object.keys(DISPLAY) as Column[];
const OTHER_COLUMNS = COLUMNS.filter(
  (column): column is Exclude<Column, 'model'> => column !== 'model',
);

function cellOf(column: Exclude<Column, 'model'>, library: LibraryFieldsFragment) {
  switch (column) {
    case 'manufacturer':
      return library.manufacturer;
    case 'protocols':
      return library.protocols.length > 0 ? library.protocols.join(', ') : texts.noProtocols;
    case 'revision':
      return library.docRevision ?? texts.none;
    case 'tags':
      return library.tags.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {library.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Box>
      ) : (
        texts.none
      );
    case 'owner':
      return library.owner ?? texts.builtIn;
  }
}

export interface LibrariesTableProps {
  /** Null while the first page loads: skeleton rows are shown. */
  libraries: readonly LibraryFieldsFragment[] | null;
  /** The library's page, so its model is a real link (new tab, keyboard). */
  pathFor: (library: LibraryFieldsFragment) => string;
  /** The history state a link leaves, so the library's page can lead back to this list. */
  linkState?: unknown;
}

/** One page of libraries; on a phone each row is the model with its manufacturer and owner. */
export function LibrariesTable({ libraries, pathFor, linkState }: LibrariesTableProps) {
  return (
    <Table size="small" aria-label={texts.listLabel}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} sx={{ display: DISPLAY[column], whiteSpace: 'nowrap' }}>
              {texts.columns[column]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {libraries === null
          ? Array.from({ length: 5 }, (_, row) => (
              <TableRow key={row} data-testid="library-row-skeleton">
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ display: DISPLAY[column] }}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : libraries.map((library) => (
              <TableRow key={library.id} hover data-testid="library-row">
                <TableCell sx={{ display: DISPLAY.model }}>
                  <Link
                    component={RouterLink}
                    to={pathFor(library)}
                    state={linkState}
                    underline="hover"
                  >
                    {library.model}
                  </Link>
                  {library.archived ? (
                    <Chip label={texts.archived} size="small" sx={{ ml: 1 }} />
                  ) : null}
                  {/* What the hidden columns would say, on a phone. */}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    {`${library.manufacturer} · ${library.owner ?? texts.builtIn}`}
                  </Typography>
                </TableCell>
                {OTHER_COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ display: DISPLAY[column] }}>
                    {cellOf(column, library)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
