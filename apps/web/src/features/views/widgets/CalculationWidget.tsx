import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CALCULATIONS, calculate } from '@vigil/domain';
import { memo } from 'react';
import { WidgetMessage } from './WidgetMessage';
import { WidgetValue } from './WidgetValue';
import { effectiveThresholds, sensorLatest, valueDisplay } from './widgetDisplay';
import { CALCULATION_LABELS, widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/**
 * Calculation: the widget's calculation over its sensors' latest values in order, coloured by the
 * widget's thresholds. Disconnected sensors are left out (their last value is stale); with all of
 * them disconnected the widget says so.
 */
export const CalculationWidget = memo(function CalculationWidget({
  widget,
  sensors,
  latest,
}: WidgetBodyProps) {
  const calculation = CALCULATIONS.find((c) => c === widget.calculation);
  if (!calculation) return <WidgetMessage>{widgetTexts.noCalculation}</WidgetMessage>;
  if (sensors.length === 0) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  const readings = sensors.map((sensor) => sensorLatest(sensor, latest));
  const disconnected = readings.filter((r) => r.disconnected).length;
  const value = calculate(
    calculation,
    readings.map((r) => (r.disconnected ? null : r.value)),
  );
  const display = valueDisplay(
    { value, disconnected: disconnected === readings.length },
    { thresholds: effectiveThresholds(widget), unit: widget.unit || sensors[0]?.unit },
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <WidgetValue display={display} size="large" />
      <Typography variant="body2" color="text.secondary">
        {widgetTexts.calculationOf(CALCULATION_LABELS[calculation], sensors.length)}
      </Typography>
      {disconnected > 0 && disconnected < readings.length ? (
        <Typography variant="caption" color="text.secondary">
          {widgetTexts.leftOut(disconnected)}
        </Typography>
      ) : null}
    </Box>
  );
});
