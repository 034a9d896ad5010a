import type { WireActionParams } from '@vigil/domain';
import { failed, succeeded } from './actionResults.js';
import type { ActionOutcome } from './actionKinds.js';
import type { DeviceClients } from './pollEquipment.js';
import { pollModbus } from './pollModbus.js';
import { toModbusPoint } from './toModbusPoint.js';

type ProbeParams = Extract<WireActionParams, { kind: 'probe' }>;

/** How long Test Connection waits for a device: a person is watching. */
export const TEST_CONNECTION_TIMEOUT_MS = 3_000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Test Connection: one value of one device, read as the gateway would poll it (the library's
 * first point; SNMP without a library: sysDescr.0). SUCCESS says what was read, FAILED why not.
 */
export async function testConnection(
  params: ProbeParams,
  clients: DeviceClients,
): Promise<ActionOutcome> {
  const where = `${params.ip}:${params.port}`;
  if (params.protocol === 'SNMP') {
    const point = params.snmpPoint;
    if (!params.snmp || !point) return failed('Test Connection needs SNMP credentials and an OID.');
    let client;
    try {
      client = clients.snmp({
        id: 1,
        name: 'Test connection',
        ip: params.ip,
        port: params.port,
        protocol: 'SNMP',
        snmp: params.snmp,
        points: [],
      });
    } catch (error) {
      return failed(`${where}: ${errorMessage(error)}`);
    }
    try {
      const [varbind] = await client.get([point.oid]);
      if (!varbind) return failed(`${where} did not answer for ${point.oid}.`);
      if ('error' in varbind) return failed(`${where} answered ${point.oid}: ${varbind.error}`);
      const value =
        typeof varbind.value === 'number'
          ? varbind.value * point.multiplier + point.offset
          : varbind.value;
      return succeeded(`Read "${point.name}" (${point.oid}) from ${where}: ${value}`);
    } catch (error) {
      return failed(`${where}: ${errorMessage(error)}`);
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  const point = params.modbusPoint;
  if (!point) return failed('Test Connection needs a Modbus point to read.');
  const client = clients.modbus({
    id: 1,
    name: 'Test connection',
    ip: params.ip,
    port: params.port,
    protocol: 'Modbus',
    unitId: params.unitId ?? 1,
    points: [],
  });
  try {
    await client.connect();
    const [result] = await pollModbus(client, [toModbusPoint(point)]);
    if (!result) return failed(`${where} gave no answer for "${point.name}".`);
    if ('error' in result) return failed(`${where}, "${point.name}": ${result.error}`);
    return succeeded(
      `Read "${point.name}" from ${where} (unit ${params.unitId ?? 1}): ${result.value}`,
    );
  } catch (error) {
    return failed(`${where}: ${errorMessage(error)}`);
  } finally {
    await client.close().catch(() => undefined);
  }
}
