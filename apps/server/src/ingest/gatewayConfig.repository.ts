import { resolveOid } from '@vigil/domain';
import type {
  GatewayConfig,
  ModbusDataType,
  PollEquipment,
  SnmpVersion,
  WordOrder,
} from '@vigil/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { equipment, equipmentLibraries, modbusPoints, sensors, snmpPoints } from '../db/schema.js';
import type { NetworkPublicRow } from '../modules/gateways/gateways.repository.js';

/** The OID an equipment polls, its variables filled in; null while it lacks a number for one. */
function polledOid(oid: string, vars: Parameters<typeof resolveOid>[1]): string | null {
  const resolved = resolveOid(oid, vars);
  return 'oid' in resolved ? resolved.oid : null;
}

/**
 * What a gateway polls: its equipment and, for each, the points that have a sensor; for SNMP
 * equipment also the OIDs of its library's device facts (libraryMeta.ts).
 */
export async function loadGatewayConfig(
  db: Database,
  gateway: NetworkPublicRow,
): Promise<GatewayConfig> {
  const rows = await db
    .select({
      sensorId: sensors.id,
      equipment,
      metaList: equipmentLibraries.metaList,
      modbus: modbusPoints,
      snmp: snmpPoints,
    })
    .from(sensors)
    .innerJoin(equipment, eq(equipment.id, sensors.equipmentId))
    .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, equipment.libraryId))
    .leftJoin(modbusPoints, eq(modbusPoints.id, sensors.modbusPointId))
    .leftJoin(snmpPoints, eq(snmpPoints.id, sensors.snmpPointId))
    .where(and(eq(sensors.networkId, gateway.id), eq(equipment.networkId, gateway.id)))
    .orderBy(asc(equipment.id), asc(sensors.id));

  const byEquipment = new Map<number, PollEquipment>();
  for (const row of rows) {
    const e = row.equipment;
    let entry = byEquipment.get(e.id);
    if (!entry) {
      const base = {
        id: e.id,
        name: e.name,
        ip: e.ip,
        port: e.port,
        maintenance: e.isMaintenance,
        repair: e.isRepair,
        locked: e.locked,
      };
      entry =
        e.protocol === 'SNMP'
          ? {
              ...base,
              protocol: 'SNMP',
              snmp: {
                version: (e.snmpVersion ?? '2') as SnmpVersion,
                communityString: e.communityString,
                username: e.username,
                securityLevel: e.securityLevel,
                authType: e.authType,
                authKey: e.authKey,
                privacyType: e.privacyType,
                privacySecret: e.privacySecret,
                context: e.context,
              },
              points: [],
              meta: row.metaList
                .map((entry) => polledOid(entry.oid, e.oidVars))
                .filter((oid) => oid !== null),
            }
          : {
              ...base,
              protocol: 'Modbus',
              unitId: e.slaveId ?? 1,
              points: [],
            };
      byEquipment.set(e.id, entry);
    }
    if (entry.protocol === 'Modbus' && row.modbus) {
      const p = row.modbus;
      entry.points.push({
        sensorId: row.sensorId,
        name: p.name,
        functionCode: p.functionCode as 1 | 2 | 3 | 4,
        address: p.startingRegister + p.addressOffset,
        dataType: p.dataType as ModbusDataType,
        wordOrder: p.wordOrder as WordOrder,
        multiplier: p.multiplier,
        offset: p.offset,
        mask: p.mask,
      });
    } else if (entry.protocol === 'SNMP' && row.snmp) {
      const p = row.snmp;
      // A point whose OID needs a number the equipment has not been given is not polled.
      const oid = polledOid(p.oid, e.oidVars);
      if (oid === null) continue;
      entry.points.push({
        sensorId: row.sensorId,
        name: p.name,
        oid,
        multiplier: p.multiplier,
        offset: p.offset,
        strMask: p.strMask,
      });
    }
  }
  return {
    gateway: {
      id: gateway.id,
      name: gateway.name,
      pollInterval: gateway.pollInterval,
      listen: gateway.slave || gateway.listenTriggered,
    },
    equipment: [...byEquipment.values()],
    revision: String(gateway.configRevision),
  };
}
