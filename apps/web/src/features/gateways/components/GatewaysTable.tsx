import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { GatewaySortColumnName, SortOrder } from '@vigil/domain';
import type { MouseEvent } from 'react';
import { GatewayStatus } from '../../../components/GatewayStatus';
import type { GatewayFieldsFragment } from '../../../graphql/generated/graphql';
import { formatGatewayDate } from '../formatGatewayDate';
import { gatewayTexts } from '../gatewayTexts';
import { LastSeen } from './LastSeen';
import { NextPollCountdown } from './NextPollCountdown';

export interface GatewaysTableProps {
  gateways: readonly GatewayFieldsFragment[];
  selectedID: string | null;
  sortColumn: GatewaySortColumnName;
  order: SortOrder;
  onSort: (column: GatewaySortColumnName) => void;
  onSelect: (gatewayID: string) => void;
  /** The address that selects a gateway, so its name is a real link (new tab, copy link). */
  hrefFor: (gatewayID: string) => string;
}

// Phones keep name and status (with the countdown); wider screens add the rest.
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;

interface Column {
  id: string;
  label: string;
  sort?: GatewaySortColumnName;
  sx?: object;
  align?: 'right';
}

const COLUMNS: Column[] = [
  { id: 'name', label: gatewayTexts.columns.name, sort: 'name' },
  { id: 'status', label: gatewayTexts.columns.status },
  { id: 'lastUpdated', label: gatewayTexts.columns.lastUpdated, sort: 'lastUpdated', sx: fromSm },
  {
    id: 'pollInterval',
    label: gatewayTexts.columns.pollInterval,
    sort: 'pollInterval',
    sx: fromSm,
    align: 'right',
  },
  {
    id: 'deviceCount',
    label: gatewayTexts.columns.deviceCount,
    sort: 'deviceCount',
    sx: fromSm,
    align: 'right',
  },
  { id: 'version', label: gatewayTexts.columns.version, sx: fromMd },
  { id: 'ha', label: gatewayTexts.columns.ha, sx: fromMd },
  { id: 'createdAt', label: gatewayTexts.columns.createdAt, sort: 'createdAt', sx: fromMd },
];

/** A plain click selects in place; modified clicks keep the browser's own link behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One page of gateways; a row's name selects it, and sortable headers sort on the server. */
export function GatewaysTable({
  gateways,
  selectedID,
  sortColumn,
  order,
  onSort,
  onSelect,
  hrefFor,
}: GatewaysTableProps) {
  return (
    <Table size="small" aria-label="Gateways">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell
              key={column.id}
              align={column.align}
              sx={column.sx}
              sortDirection={column.sort && column.sort === sortColumn ? order : false}
            >
              {column.sort ? (
                <TableSortLabel
                  active={column.sort === sortColumn}
                  direction={column.sort === sortColumn ? order : 'asc'}
                  onClick={() => onSort(column.sort as GatewaySortColumnName)}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {gateways.map((gateway) => {
          const selected = gateway.id === selectedID;
          return (
            <TableRow
              key={gateway.id}
              hover
              selected={selected}
              data-testid={`gateway-row-${gateway.id}`}
              onClick={() => onSelect(gateway.id)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                <Link
                  href={hrefFor(gateway.id)}
                  aria-current={selected ? 'true' : undefined}
                  underline="hover"
                  onClick={(event) => {
                    // The row selects; the link's own navigation is left to modified clicks.
                    event.stopPropagation();
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onSelect(gateway.id);
                  }}
                  sx={{ fontWeight: 500 }}
                >
                  {gateway.name}
                </Link>
                {gateway.gwType === 'HA1' ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={gatewayTexts.haChip}
                    aria-label={gatewayTexts.haChipLabel}
                    title={gatewayTexts.haChipLabel}
                    data-testid="ha-chip"
                    sx={{ ml: 1, height: 20 }}
                  />
                ) : null}
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                  <GatewayStatus gateway={gateway} />
                  <Typography variant="caption" color="text.secondary">
                    {gatewayTexts.nextPoll}{' '}
                    <NextPollCountdown
                      lastUpdated={gateway.lastUpdated}
                      pollInterval={gateway.pollInterval}
                    />
                  </Typography>
                </Box>
              </TableCell>
              <TableCell sx={fromSm}>
                <LastSeen lastUpdated={gateway.lastUpdated} />
              </TableCell>
              <TableCell sx={fromSm} align="right">
                {gatewayTexts.seconds(gateway.pollInterval)}
              </TableCell>
              <TableCell sx={fromSm} align="right">
                {gateway.deviceCount}
              </TableCell>
              <TableCell sx={fromMd}>{gateway.version ?? gatewayTexts.none}</TableCell>
              <TableCell sx={fromMd}>{`${gateway.gwType} / ${gateway.haStatus}`}</TableCell>
              <TableCell sx={fromMd}>{formatGatewayDate(gateway.createdAt)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
