import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';

export type EquipmentFlag = 'isMaintenance' | 'isRepair' | 'locked';

const FLAG_STATUSES = new Set(['MAINTENANCE', 'REPAIR', 'DISCONNECTED']);

/**
 * The equipment as it will be once a toggle is saved, for the optimistic answer: the flag set
 * and the status the flags decide (maintenance, then repair, then disconnected, as the domain's
 * equipmentListStatus ranks them). When no flag decides, the sensors' status stays; if a flag
 * hid it, it is unknown until the server answers a moment later.
 */
export function equipmentWithFlag(
  equipment: EquipmentFieldsFragment,
  flag: EquipmentFlag,
  value: boolean,
): EquipmentFieldsFragment {
  const next = { ...equipment, [flag]: value };
  let status: string;
  if (next.isMaintenance) status = 'MAINTENANCE';
  else if (next.isRepair) status = 'REPAIR';
  else if (next.disconnected) status = 'DISCONNECTED';
  else status = FLAG_STATUSES.has(equipment.status) ? 'UNKNOWN' : equipment.status;
  return { ...next, status };
}
