import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';
import { WidgetValue } from './WidgetValue';
import { sensorValueDisplay } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { LatestValue, ViewWidget, WidgetSensor } from './widgetTypes';

export interface SensorTableProps {
  widget: ViewWidget;
  sensors: readonly WidgetSensor[];
  latest: ReadonlyMap<string, LatestValue>;
}

/** A compact table of sensors: name, value in its status colour, and the status in words. */
export const SensorTable = memo(function SensorTable({
  widget,
  sensors,
  latest,
}: SensorTableProps) {
  return (
    <Table size="small" aria-label={widget.name ?? undefined}>
      <TableHead>
        <TableRow>
          <TableCell>{widgetTexts.tableColumns.name}</TableCell>
          <TableCell>{widgetTexts.tableColumns.value}</TableCell>
          <TableCell>{widgetTexts.tableColumns.status}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sensors.map((sensor) => {
          const display = sensorValueDisplay(widget, sensor, latest);
          return (
            <TableRow key={sensor.id} data-testid={`sensor-row-${sensor.id}`}>
              <TableCell component="th" scope="row">
                {sensor.name}
              </TableCell>
              <TableCell>
                <WidgetValue display={display} size="small" hideLabel />
              </TableCell>
              <TableCell>
                <SensorStatusIndicator status={display.status} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
});
