import { statusColor } from '@vigil/domain';
import { SENSOR_STATUS_LABELS } from '@vigil/domain';
import type { SensorStatus } from '@vigil/domain';
import { StatusDot } from './StatusDot';

export interface SensorStatusIndicatorProps {
  status: SensorStatus;
}

/** A dot in the domain's status colour with the status written beside it. */
export function SensorStatusIndicator({ status }: SensorStatusIndicatorProps) {
  return (
    <StatusDot color={statusColor(status)} data-testid="sensor-status" data-status={status}>
      {SENSOR_STATUS_LABELS[status]}
    </StatusDot>
  );
}
