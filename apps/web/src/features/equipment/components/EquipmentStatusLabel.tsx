import { EQUIPMENT_LIST_STATUSES, statusColor } from '@vigil/domain';
import type { EquipmentListStatus } from '@vigil/domain';
import { StatusDot } from '../../../components/StatusDot';
import { equipmentTexts } from '../equipmentTexts';

/** The server's status word as the list knows it; anything else is shown as unknown. */
export function listStatusOf(status: string): EquipmentListStatus {
  return (EQUIPMENT_LIST_STATUSES as readonly string[]).includes(status)
    ? (status as EquipmentListStatus)
    : 'UNKNOWN';
}

/** An equipment's status as a dot in the domain's colour with the word beside it. */
export function EquipmentStatusLabel({ status }: { status: string }) {
  const known = listStatusOf(status);
  return (
    <StatusDot color={statusColor(known)} data-testid="equipment-status" data-status={known}>
      {equipmentTexts.statuses[known]}
    </StatusDot>
  );
}
