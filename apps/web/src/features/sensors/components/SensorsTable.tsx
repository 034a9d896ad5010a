import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { statusColor } from '@vigil/domain';
import type { LiveReading } from '@vigil/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SensorsQuery } from '../../../graphql/generated/graphql';
import { formatLocalTime, formatUpdated } from '../../../components/formatUpdated';
import type { SensorSortColumn, SortOrder } from '../sensorListParams';
import { sensorDisplay } from '../sensorDisplay';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import { sensorTexts } from '../sensorTexts';

export type ListedSensor = SensorsQuery['sensors'][number];

const COLUMNS: { label: string; sort?: SensorSortColumn; align?: 'right' }[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Equipment', sort: 'equipment' },
  { label: 'Gateway' },
  { label: 'Value', align: 'right' },
  { label: 'Status', sort: 'status' },
  { label: 'Updated', sort: 'updated' },
];

export interface SensorsTableProps {
  /** Null while the first page loads: skeleton rows are shown. */
  sensors: readonly ListedSensor[] | null;
  live: ReadonlyMap<string, LiveReading>;
  now: number;
  sort: SensorSortColumn | null;
  order: SortOrder;
  onSort: (column: SensorSortColumn) => void;
  pathFor: (sensorID: string) => string;
  /** Where a sensor's equipment and its library are shown. */
  equipmentPathFor: (equipmentID: string) => string;
  libraryPathFor: (libraryID: string) => string;
  skeletonRows?: number;
}

/**
 * One page of sensors: each row links to its sensor page, its equipment and its equipment's
 * library, and shows the live value.
 */
export function SensorsTable({
  sensors,
  live,
  now,
  sort,
  order,
  onSort,
  pathFor,
  equipmentPathFor,
  libraryPathFor,
  skeletonRows = 5,
}: SensorsTableProps) {
  const navigate = useNavigate();
  return (
    <Table size="small" aria-label="Sensors">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell
              key={column.label}
              align={column.align}
              sortDirection={column.sort && sort === column.sort ? order : false}
            >
              {column.sort ? (
                <TableSortLabel
                  active={sort === column.sort}
                  direction={sort === column.sort ? order : 'asc'}
                  onClick={() => onSort(column.sort as SensorSortColumn)}
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
        {sensors === null
          ? Array.from({ length: skeletonRows }, (_, row) => (
              <TableRow key={row} data-testid="sensor-row-skeleton">
                {COLUMNS.map((column) => (
                  <TableCell key={column.label}>
                    <Skeleton />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : sensors.map((sensor) => {
              const display = sensorDisplay(sensor, live.get(sensor.id));
              const updated = formatUpdated(display.createdAt, now);
              const path = pathFor(sensor.id);
              return (
                <TableRow
                  key={sensor.id}
                  hover
                  data-testid="sensor-row"
                  data-sensor-id={sensor.id}
                  // The name is the keyboard's way in; the whole row is a larger target for a mouse.
                  onClick={(event) => {
                    if ((event.target as HTMLElement).closest('a')) return;
                    void navigate(path);
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>
                    <Link component={RouterLink} to={path}>
                      {sensor.name}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={equipmentPathFor(sensor.equipmentID)}>
                      {sensor.equipmentName}
                    </Link>
                    <Link
                      component={RouterLink}
                      to={libraryPathFor(sensor.equipment.id)}
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                      aria-label={sensorTexts.libraryLink(
                        sensor.equipment.manufacturer,
                        sensor.equipment.model,
                      )}
                    >
                      {sensor.equipment.manufacturer} {sensor.equipment.model}
                    </Link>
                  </TableCell>
                  <TableCell>{sensor.gateway.name}</TableCell>
                  <TableCell
                    align="right"
                    data-testid="sensor-value"
                    data-status={display.status}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    <Box component="span" sx={{ color: statusColor(display.status) }}>
                      {display.text}
                    </Box>
                    {display.unit ? ` ${display.unit}` : ''}
                  </TableCell>
                  <TableCell>
                    <SensorStatusIndicator status={display.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {updated && display.createdAt ? (
                      <time
                        dateTime={display.createdAt}
                        title={formatLocalTime(Date.parse(display.createdAt))}
                      >
                        {updated}
                      </time>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
