import { isOID } from '@vigil/domain';
import type { TrapEquipment } from './ViewTrapsButton';

interface SensorOfEquipment {
  equipmentID: string;
  equipmentName: string;
  /** The register or OID the sensor reads. */
  register: string;
  gateway: { id: string };
}

/**
 * The view's SNMP equipment, from its widgets' sensors: an SNMP sensor reads an OID, a Modbus one
 * a register number. Each equipment once, by name.
 */
export function trapEquipment(sensors: readonly SensorOfEquipment[]): TrapEquipment[] {
  const byId = new Map<string, TrapEquipment>();
  for (const sensor of sensors) {
    if (!isOID(sensor.register) || byId.has(sensor.equipmentID)) continue;
    byId.set(sensor.equipmentID, {
      equipmentID: sensor.equipmentID,
      name: sensor.equipmentName,
      gatewayID: sensor.gateway.id,
    });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
