import { templateSlotOrder } from '@vigil/domain';

// The slots of a template made from a view (spec core §3 View template): the distinct equipment
// its widgets read, through their sensors or by themselves, in the domain's slot order, which is
// the order newTemplate takes equipmentNames in.

export interface SlotEquipment {
  id: string;
  name: string;
}

/** The ids of equipment widgets show by themselves that no sensor names. */
export function unnamedWidgetEquipment(
  widgets: readonly { equipmentID?: string | null }[],
  sensors: readonly { equipmentID: string }[],
): string[] {
  const named = new Set(sensors.map((sensor) => sensor.equipmentID));
  const ids = widgets.flatMap((widget) => (widget.equipmentID ? [widget.equipmentID] : []));
  return [...new Set(ids)].filter((id) => !named.has(id));
}

/** The slots: the sensors' equipment and the widgets' own, each once, in slot order. */
export function viewSlots(
  sensors: readonly { equipmentID: string; equipmentName: string }[],
  widgetEquipment: readonly SlotEquipment[],
): SlotEquipment[] {
  return templateSlotOrder([
    ...sensors.map((sensor) => ({ id: sensor.equipmentID, name: sensor.equipmentName })),
    ...widgetEquipment,
  ]);
}
