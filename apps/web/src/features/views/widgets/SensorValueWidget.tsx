import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { ThresholdList } from './ThresholdList';
import { WidgetMessage } from './WidgetMessage';
import { WidgetValue } from './WidgetValue';
import {
  effectiveThresholds,
  formatNumber,
  formatSince,
  sensorLatest,
  sensorValueDisplay,
} from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/**
 * Sensor Value: the first sensor's value and unit in its status colour, its name and equipment,
 * the thresholds it is coloured by and when it last changed. With a basis set the value is shown
 * relative to it (value − basis); the status still goes by the value itself.
 */
export const SensorValueWidget = memo(function SensorValueWidget({
  widget,
  sensors,
  latest,
  now,
}: WidgetBodyProps) {
  const [sensor] = sensors;
  if (!sensor) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  const reading = sensorLatest(sensor, latest);
  const display = sensorValueDisplay(widget, sensor, latest, { basis: widget.basis });
  const since = reading.disconnected ? null : formatSince(reading.at, now);
  const isStateSensor = (widget.states.length > 0 ? widget.states : sensor.states).length > 0;
  const showsNumber = !isStateSensor && !reading.disconnected && reading.value !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography variant="subtitle2" component="p" sx={{ m: 0 }}>
        {sensor.name}
        <Typography component="span" variant="body2" color="text.secondary">
          {` · ${sensor.equipmentName}`}
        </Typography>
      </Typography>
      <WidgetValue display={display} size="large" />
      {typeof widget.basis === 'number' && showsNumber ? (
        <Typography variant="caption" color="text.secondary" data-testid="basis">
          {widgetTexts.relativeToBasis(formatNumber(widget.basis))}
        </Typography>
      ) : null}
      {isStateSensor ? null : (
        <ThresholdList
          thresholds={effectiveThresholds(widget, sensor)}
          unit={widget.unit || sensor.unit}
        />
      )}
      {since ? (
        <Typography variant="caption" color="text.secondary">
          {widgetTexts.updated(since)}
        </Typography>
      ) : null}
    </Box>
  );
});
