import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface TrapRow {
  id: string;
  oid: string;
  value: string;
  /** ISO 8601. */
  createdAt: string;
}

export const TRAP_COLUMNS = { oid: 'OID', value: 'Value', time: 'Received' } as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** When a trap arrived, in local time to the second (traps come in bursts). */
export function formatTrapTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? timeFormat.format(new Date(at)) : iso;
}

export interface TrapsTableProps {
  /** In the order shown: callers sort them newest first. */
  traps: readonly TrapRow[];
  /** The table's accessible name. */
  label?: string | undefined;
  /** Traps to mark as new (e.g. those that arrived live). */
  fresh?: ReadonlySet<string> | undefined;
}

/** SNMP traps: OID, value and time, one row each; long OIDs and values wrap at narrow widths. */
export function TrapsTable({ traps, label, fresh }: TrapsTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{TRAP_COLUMNS.oid}</TableCell>
          <TableCell>{TRAP_COLUMNS.value}</TableCell>
          <TableCell>{TRAP_COLUMNS.time}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {traps.map((trap) => (
          <TableRow
            key={trap.id}
            data-testid={`trap-${trap.id}`}
            data-fresh={fresh?.has(trap.id) ? 'true' : undefined}
            sx={fresh?.has(trap.id) ? { bgcolor: 'action.selected' } : undefined}
          >
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {trap.oid}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{trap.value}</TableCell>
            <TableCell>
              <time dateTime={trap.createdAt}>{formatTrapTime(trap.createdAt)}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
