import Box from '@mui/material/Box';
import { memo, useMemo } from 'react';
import { SensorTable } from './SensorTable';
import { WidgetChart } from './WidgetChart';
import { WidgetMessage } from './WidgetMessage';
import { chartKind, chartOption } from './chartOption';
import { sensorLatest, sensorValueDisplay } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/**
 * Chart: the sensors' latest values as bars (or a pie) in their status colours, with the values
 * and statuses in words beneath.
 */
export const ChartWidget = memo(function ChartWidget({ widget, sensors, latest }: WidgetBodyProps) {
  const kind = chartKind(widget.chartType);
  const option = useMemo(
    () =>
      chartOption(
        kind,
        sensors.map((sensor) => {
          const reading = sensorLatest(sensor, latest);
          return {
            id: sensor.id,
            name: sensor.name,
            value: reading.disconnected ? null : reading.value,
            color: sensorValueDisplay(widget, sensor, latest).color,
          };
        }),
      ),
    [kind, widget, sensors, latest],
  );
  if (sensors.length === 0) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  return (
    <Box>
      <WidgetChart
        option={option}
        label={widgetTexts.chartLabel(
          kind,
          sensors.map((s) => s.name),
        )}
        height={200}
      />
      <SensorTable widget={widget} sensors={sensors} latest={latest} />
    </Box>
  );
});
