import type { WireActionParams } from '@vigil/domain';
import { failed, succeeded } from './actionResults.js';
import type { ActionOutcome } from './actionKinds.js';
import type { DeviceClients } from './pollEquipment.js';
import { describeRange, readBlock } from './pollModbus.js';

type ReadParams = Extract<WireActionParams, { kind: 'read' }>;

/** How long Read Registers waits for a device: a person is watching the preview. */
export const MODBUS_READ_TIMEOUT_MS = 3_000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** '0x42F6' for a register, '1' for a bit. */
const wordText = (bits: boolean) => (word: number) =>
  bits ? String(word) : `0x${word.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Read Registers: one block of one device's registers (coils and contacts as 0 or 1), read
 * once with a fresh connection and reported raw in `registers`, for the Add Modbus Template
 * preview to decode in every byte order. SUCCESS lists the words; FAILED says why none came.
 */
export async function modbusRead(
  params: ReadParams,
  clients: DeviceClients,
): Promise<ActionOutcome> {
  const device = `${params.ip}:${params.port} (unit ${params.unitId})`;
  const range = describeRange(params.functionCode, params.address, params.count);
  const client = clients.modbus({
    id: 1,
    name: 'Read registers',
    ip: params.ip,
    port: params.port,
    protocol: 'Modbus',
    unitId: params.unitId,
    points: [],
  });
  try {
    await client.connect();
    const words = await readBlock(client, params.functionCode, params.address, params.count);
    if (words.length !== params.count) {
      return failed(`${device} answered ${words.length} of the ${params.count} ${range}.`);
    }
    const bits = params.functionCode === 1 || params.functionCode === 2;
    return succeeded(`Read ${range} of ${device}: ${words.map(wordText(bits)).join(' ')}`, {
      registers: words,
    });
  } catch (error) {
    return failed(`${device}, ${range}: ${errorMessage(error)}`);
  } finally {
    await client.close().catch(() => undefined);
  }
}
