import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { WidgetChart } from './WidgetChart';
import { WidgetMessage } from './WidgetMessage';
import { WidgetValue } from './WidgetValue';
import { gaugeOption } from './gaugeOption';
import {
  displayText,
  effectiveThresholds,
  sensorLatest,
  sensorValueDisplay,
} from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/**
 * Gauge: the first sensor's value on a dial with green, yellow and red bands. The value and its
 * status are written beside the canvas, which screen readers and tests cannot read.
 */
export const GaugeWidget = memo(function GaugeWidget({ widget, sensors, latest }: WidgetBodyProps) {
  const [sensor] = sensors;
  const thresholds = useMemo(() => effectiveThresholds(widget, sensor), [widget, sensor]);
  const reading = sensor ? sensorLatest(sensor, latest) : null;
  const value = reading && !reading.disconnected ? reading.value : null;
  const name = sensor?.name ?? '';
  const option = useMemo(
    () =>
      gaugeOption({
        value,
        thresholds,
        lowerBound: widget.lowerBound,
        upperBound: widget.upperBound,
        name,
      }),
    [value, thresholds, widget.lowerBound, widget.upperBound, name],
  );
  if (!sensor) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  const display = sensorValueDisplay(widget, sensor, latest);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ width: '100%' }}>
        {/* The pointer moves on each live value: the option is merged, not replaced. */}
        <WidgetChart
          option={option}
          label={widgetTexts.gaugeLabel(name, displayText(display))}
          height={180}
          notMerge={false}
        />
      </Box>
      <WidgetValue display={display} size="medium" />
      <Typography variant="caption" color="text.secondary">
        {name}
      </Typography>
    </Box>
  );
});
