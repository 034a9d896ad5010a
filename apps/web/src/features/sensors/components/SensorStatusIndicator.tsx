import Box from '@mui/material/Box';
import { statusColor } from '@vigil/domain';
import { SENSOR_STATUS_LABELS } from '@vigil/domain';
import type { SensorStatus } from '@vigil/domain';

export interface SensorStatusIndicatorProps {
  status: SensorStatus;
}

/** A dot in the domain's status colour with the status written beside it. */
export function SensorStatusIndicator({ status }: SensorStatusIndicatorProps) {
  return (
    <Box
      component="span"
      data-testid="sensor-status"
      data-status={status}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: statusColor(status),
        }}
      />
      {SENSOR_STATUS_LABELS[status]}
    </Box>
  );
}
