import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { statusColor } from '@vigil/domain';
import type { SensorDisplay } from '../sensorDisplay';
import { SensorStatusIndicator } from '../../../components/SensorStatusIndicator';

export interface SensorValueProps {
  display: SensorDisplay;
  sensorID: string;
}

/** The big live value in its status colour, and the status in words beneath it. */
export function SensorValue({ display, sensorID }: SensorValueProps) {
  return (
    <Box>
      <Typography
        component="p"
        variant="h3"
        data-testid="sensor-value"
        data-status={display.status}
        data-sensor-id={sensorID}
        sx={{ color: statusColor(display.status), fontWeight: 500, lineHeight: 1.2 }}
      >
        {display.text}
        {display.unit ? (
          <Box component="span" data-testid="sensor-unit" sx={{ fontSize: '0.5em', ml: 0.75 }}>
            {display.unit}
          </Box>
        ) : null}
      </Typography>
      <SensorStatusIndicator status={display.status} />
    </Box>
  );
}
