import {
  META_ANSWER_MAX,
  type MetaAnswer,
  type PollEquipment,
  type WireReading,
} from '@vigil/domain';
import type { ModbusClient } from './ModbusClient.js';
import { ModbusTcpClient } from './ModbusTcpClient.js';
import { NetSnmpClient } from './NetSnmpClient.js';
import { pollModbus, type PollResult } from './pollModbus.js';
import { pollSnmp } from './pollSnmp.js';
import type { SnmpClient } from './SnmpClient.js';
import { toModbusPoint } from './toModbusPoint.js';

export type ModbusEquipment = Extract<PollEquipment, { protocol: 'Modbus' }>;
export type SnmpEquipment = Extract<PollEquipment, { protocol: 'SNMP' }>;

/** How the agent reaches a device; tests swap in fakes. */
export interface DeviceClients {
  modbus(equipment: ModbusEquipment): ModbusClient;
  snmp(equipment: SnmpEquipment): SnmpClient;
}

/** Modbus TCP and SNMP over UDP, with `timeoutMs` for connecting and each request (one retry for SNMP). */
export function realDeviceClients(timeoutMs: number): DeviceClients {
  return {
    modbus: (equipment) =>
      ModbusTcpClient.fromConfig({
        host: equipment.ip,
        port: equipment.port,
        unitId: equipment.unitId,
        timeoutMs,
      }),
    snmp: (equipment) =>
      NetSnmpClient.fromConfig({
        host: equipment.ip,
        port: equipment.port,
        credentials: equipment.snmp,
        timeoutMs,
        retries: 1,
      }),
  };
}

export interface EquipmentPoll {
  readings: WireReading[];
  /**
   * Whether the device answered: false when it could not be reached or no point could be
   * read, undefined when it was not asked (no points, or its settings cannot make a client).
   */
  answered: boolean | undefined;
  /** Why the device or some of its points could not be read, one line each. */
  problems: string[];
  /** The device facts read from it (libraryMeta.ts), when they were asked for and it answered. */
  meta?: MetaAnswer[];
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Readings of the points that were read; each point's result is at its index. */
function toReadings(
  points: readonly { sensorId: number }[],
  results: readonly PollResult[],
  ts: number,
): { readings: WireReading[]; problems: string[] } {
  const readings: WireReading[] = [];
  const problems: string[] = [];
  results.forEach((result, i) => {
    const sensorId = points[i]?.sensorId;
    if (sensorId === undefined) return;
    if ('error' in result) problems.push(`${result.name}: ${result.error}`);
    else if (Number.isFinite(result.value)) readings.push([sensorId, ts, result.value]);
    else problems.push(`${result.name}: ${result.value} is not a finite number`);
  });
  return { readings, problems };
}

function settle(
  points: readonly { sensorId: number }[],
  results: readonly PollResult[],
  ts: number,
): EquipmentPoll {
  const { readings, problems } = toReadings(points, results, ts);
  return { readings, answered: points.length === 0 || readings.length > 0, problems };
}

/**
 * The device facts of an SNMP equipment: each OID asked on its own (an SNMPv1 agent fails a whole
 * request for one object it lacks), those it has no answer for left out, long texts cut.
 */
async function readMeta(client: SnmpClient, oids: readonly string[]): Promise<MetaAnswer[]> {
  const answers: MetaAnswer[] = [];
  for (const oid of oids) {
    const [varbind] = await client.get([oid]).catch(() => []);
    if (!varbind || 'error' in varbind) continue;
    const value = String(varbind.value);
    answers.push({
      oid,
      value: value.length <= META_ANSWER_MAX ? value : `${value.slice(0, META_ANSWER_MAX - 1)}…`,
    });
  }
  return answers;
}

/**
 * Poll every point of one equipment once (and, with `readMeta`, its device facts), with a fresh
 * connection that is closed after:
 * devices drop idle connections between polls, and a reconnect each poll recovers from
 * anything a device did to the last one. Never rejects.
 */
export async function pollEquipment(
  equipment: PollEquipment,
  clients: DeviceClients,
  now: () => number,
  options: { readMeta?: boolean } = {},
): Promise<EquipmentPoll> {
  if (equipment.protocol === 'Modbus') {
    let client: ModbusClient;
    try {
      client = clients.modbus(equipment);
    } catch (error) {
      return { readings: [], answered: undefined, problems: [errorMessage(error)] };
    }
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => undefined);
      return { readings: [], answered: false, problems: [`connect: ${errorMessage(error)}`] };
    }
    try {
      const ts = Math.round(now());
      const results = await pollModbus(client, equipment.points.map(toModbusPoint));
      return settle(equipment.points, results, ts);
    } finally {
      await client.close().catch(() => undefined);
    }
  }

  if (equipment.points.length === 0) return { readings: [], answered: undefined, problems: [] };
  let client: SnmpClient;
  try {
    client = clients.snmp(equipment);
  } catch (error) {
    return { readings: [], answered: undefined, problems: [errorMessage(error)] };
  }
  try {
    const ts = Math.round(now());
    const results = await pollSnmp(client, equipment.points);
    const poll = settle(equipment.points, results, ts);
    if (options.readMeta && poll.answered && equipment.meta?.length) {
      poll.meta = await readMeta(client, equipment.meta);
    }
    return poll;
  } finally {
    await client.close().catch(() => undefined);
  }
}
