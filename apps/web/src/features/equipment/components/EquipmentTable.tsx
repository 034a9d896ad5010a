import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { EquipmentSortColumn, SortOrder } from '@vigil/domain';
import { Link as RouterLink } from 'react-router';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentTexts } from '../equipmentTexts';
import { EquipmentFlagChips } from './EquipmentFlagChips';
import { EquipmentStatusLabel } from './EquipmentStatusLabel';
import { EquipmentTime } from './EquipmentTime';

type Display = Record<'xs' | 'sm' | 'md' | 'lg', 'none' | 'table-cell'>;
const from = (breakpoint: 'sm' | 'md' | 'lg'): Display => ({
  xs: 'none',
  sm: breakpoint === 'sm' ? 'table-cell' : 'none',
  md: breakpoint === 'lg' ? 'none' : 'table-cell',
  lg: 'table-cell',
});

interface Column {
  sort: EquipmentSortColumn;
  /** Narrow screens keep the name and status; the rest appears as the width allows. */
  display?: Display;
  /** Left out while the details panel takes part of the width. */
  wide?: boolean;
}

const COLUMNS: Column[] = [
  { sort: 'name' },
  { sort: 'equipmentIP', display: from('sm') },
  { sort: 'protocol', display: from('md') },
  { sort: 'gateway', display: from('md') },
  { sort: 'status' },
  { sort: 'createdAt', display: from('lg'), wide: true },
  { sort: 'lastUpdated', display: from('lg'), wide: true },
];

/** A cell of the columns after the name. */
function cellOf(column: EquipmentSortColumn, equipment: EquipmentFieldsFragment, now: number) {
  switch (column) {
    case 'equipmentIP':
      return (
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {equipment.equipmentIP}
        </Box>
      );
    case 'protocol':
      return equipment.protocol;
    case 'gateway':
      return equipment.gateway.name;
    case 'status':
      return <EquipmentStatusLabel status={equipment.status} />;
    case 'createdAt':
      return <EquipmentTime iso={equipment.createdAt} now={now} />;
    case 'lastUpdated':
      return <EquipmentTime iso={equipment.lastUpdated} now={now} />;
    case 'name':
      return equipment.name;
  }
}

export interface EquipmentTableProps {
  /** Null while the first page loads: skeleton rows are shown. */
  items: readonly EquipmentFieldsFragment[] | null;
  sortColumn: string;
  order: SortOrder;
  onSort: (column: EquipmentSortColumn) => void;
  selectedID: string | null;
  /** The address that selects a row, so its name is a real link (new tab, keyboard). */
  pathFor: (equipmentID: string) => string;
  onSelect: (equipmentID: string) => void;
  /** The details panel is open beside the table. */
  compact: boolean;
  now: number;
}

/** One page of equipment: sortable columns, status in colour and words, flags as chips. */
export function EquipmentTable({
  items,
  sortColumn,
  order,
  onSort,
  selectedID,
  pathFor,
  onSelect,
  compact,
  now,
}: EquipmentTableProps) {
  // Beside the details the dates make room, unless the list is sorted by one of them.
  const columns = COLUMNS.filter(
    (column) => !(compact && column.wide && column.sort !== sortColumn),
  );
  return (
    <Table size="small" aria-label={equipmentTexts.listLabel}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column.sort}
              sortDirection={sortColumn === column.sort ? order : false}
              sx={{ display: column.display, whiteSpace: 'nowrap' }}
            >
              <TableSortLabel
                active={sortColumn === column.sort}
                direction={sortColumn === column.sort ? order : 'asc'}
                onClick={() => onSort(column.sort)}
              >
                {equipmentTexts.columns[column.sort]}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items === null
          ? Array.from({ length: 5 }, (_, row) => (
              <TableRow key={row} data-testid="equipment-row-skeleton">
                {columns.map((column) => (
                  <TableCell key={column.sort} sx={{ display: column.display }}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : items.map((equipment) => {
              const selected = equipment.id === selectedID;
              return (
                <TableRow
                  key={equipment.id}
                  hover
                  selected={selected}
                  aria-selected={selected}
                  data-testid="equipment-row"
                  data-equipment-id={equipment.id}
                  // The name is the keyboard's way in; the whole row is a larger target for a mouse.
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('a')) return;
                    onSelect(equipment.id);
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ minWidth: 140 }}>
                    <Link
                      component={RouterLink}
                      to={pathFor(equipment.id)}
                      aria-current={selected ? 'true' : undefined}
                      sx={{ fontWeight: 500, wordBreak: 'break-word' }}
                    >
                      {equipment.name}
                    </Link>
                    {/* On a phone the hidden columns' essentials sit under the name. */}
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      {equipment.protocol} · {equipment.equipmentIP}
                    </Typography>
                    <Box sx={{ mt: 0.5 }}>
                      <EquipmentFlagChips equipment={equipment} />
                    </Box>
                  </TableCell>
                  {columns.slice(1).map((column) => (
                    <TableCell
                      key={column.sort}
                      sx={{
                        display: column.display,
                        // Gateway names may be long; the rest are short words and dates.
                        whiteSpace: column.sort === 'gateway' ? undefined : 'nowrap',
                      }}
                    >
                      {cellOf(column.sort, equipment, now)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
