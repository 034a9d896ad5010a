import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { SensorTable } from './SensorTable';
import { WidgetMessage } from './WidgetMessage';
import { WidgetValue } from './WidgetValue';
import { sensorValueDisplay } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/**
 * Open / Closed: the state label of each sensor, looked up by index in the widget's states (or
 * the sensor's), in its status colour.
 */
export const OpenClosedWidget = memo(function OpenClosedWidget({
  widget,
  sensors,
  latest,
}: WidgetBodyProps) {
  const [only] = sensors;
  if (!only) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  if (sensors.length > 1) return <SensorTable widget={widget} sensors={sensors} latest={latest} />;
  return (
    <Box>
      <WidgetValue display={sensorValueDisplay(widget, only, latest)} size="medium" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {only.name}
      </Typography>
    </Box>
  );
});
