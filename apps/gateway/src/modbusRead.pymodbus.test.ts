import { decodeAllOrders, type GatewayConfig, type WireAction } from '@vigil/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionRunner } from './ActionRunner.js';
import { freePort } from './freePort.js';
import { modbusRead } from './modbusRead.js';
import { realDeviceClients } from './pollEquipment.js';
import { ServerLane } from './ServerLane.js';
import { FakeUplink } from './testing/FakeUplink.js';
import type { PeerProcess } from './testing/startPeer.js';
import { startPymodbus } from './testing/startPymodbus.js';

const UNIT_ID = 9;
const CONFIG: GatewayConfig = {
  gateway: { id: 41, name: 'Site B', pollInterval: 3600, listen: true },
  equipment: [],
  revision: 'r1',
};

let pymodbus: PeerProcess;
let port: number;
let runner: ActionRunner | undefined;

beforeAll(async () => {
  ({ port, peer: pymodbus } = await startPymodbus(UNIT_ID));
});
afterAll(async () => {
  await pymodbus?.stop();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

const read = (
  functionCode: 1 | 2 | 3 | 4,
  address: number,
  count: number,
  overrides: Partial<{ port: number; unitId: number }> = {},
) => ({
  kind: 'read' as const,
  ip: '127.0.0.1',
  port,
  unitId: UNIT_ID,
  functionCode,
  address,
  count,
  ...overrides,
});

describe('Read Registers against a pymodbus server', () => {
  it('runs from the queue and reports the raw words: a CDAB float reads right only in the CDAB column', async () => {
    // pymodbusServer.py: holding 12-13 hold -3.5 and 24-25 hold 123.456f, both sent CDAB.
    const server = new FakeUplink(CONFIG);
    const action: WireAction = { id: 5, action: 'MODBUS_READ', params: read(3, 10, 16) };
    server.enqueue(action);
    const logs: string[] = [];
    runner = new ActionRunner({
      uplink: server,
      lane: new ServerLane((line) => logs.push(line)),
      log: (line) => logs.push(line),
      isRunning: () => true,
      isListening: () => listen.connected,
      retryMs: { first: 5, max: 20 },
      host: {
        poll: async () => undefined,
        facts: () => ({
          version: '1.2.3',
          startedAt: 0,
          queuedBatches: 0,
          queuedReadings: 0,
          revision: 'r1',
          equipmentCount: 0,
        }),
        logs: () => '',
        restart: undefined,
        tokens: undefined,
      },
    });
    const started = runner;
    const listen = server.openListen({
      onConnect: () => started.wake(),
      onMode: () => undefined,
      onActions: () => started.wake(),
      onCancel: (id) => started.cancel(id),
      onError: () => undefined,
    });
    await vi.waitFor(() => expect(server.item(5)?.status).toBe('SUCCESS'), { timeout: 5_000 });

    const result = server.item(5)!.result!;
    const words = result.registers!;
    expect(words).toHaveLength(16);
    expect(words.slice(14)).toEqual([0xe979, 0x42f6]);
    expect(result.output).toMatch(
      new RegExp(
        `^Read holding registers 10-25 of 127\\.0\\.0\\.1:${port} \\(unit ${UNIT_ID}\\): 0x[0-9A-F]{4}( 0x[0-9A-F]{4}){15}$`,
      ),
    );

    const reference = decodeAllOrders(words, 14, 'FLOAT');
    expect(reference).toEqual([
      { order: 'ABCD', value: -1.88336714481846e25 },
      { order: 'CDAB', value: 123.456001281738 },
      { order: 'BADC', value: 1.5184998373248e35 },
      { order: 'DCBA', value: -9.86111545194985e32 },
    ]);
    const minusThreeAndAHalf = decodeAllOrders(words, 2, 'FLOAT');
    expect(minusThreeAndAHalf.find((d) => d.order === 'CDAB')).toEqual({
      order: 'CDAB',
      value: -3.5,
    });
    for (const other of minusThreeAndAHalf.filter((d) => d.order !== 'CDAB')) {
      expect(other).not.toMatchObject({ value: -3.5 });
    }
    // The same block holds the other orders: 72000 as BADC at 15-16, -100000 as DCBA at 17-18.
    expect(decodeAllOrders(words, 5, 'UINT32')).toContainEqual({ order: 'BADC', value: 72_000 });
    expect(decodeAllOrders(words, 7, 'INT32')).toContainEqual({ order: 'DCBA', value: -100_000 });
  });

  it('reads input registers, and coils and contacts as 0 or 1', async () => {
    const clients = realDeviceClients(2000);
    const input = await modbusRead(read(4, 19, 2), clients);
    expect(input).toMatchObject({ status: 'SUCCESS' });
    const words = input !== 'restart' && input !== 'stopped' ? input.registers! : [];
    expect(decodeAllOrders(words, 0, 'FLOAT')).toContainEqual({ order: 'DCBA', value: 1013.25 });

    expect(await modbusRead(read(1, 0, 4), clients)).toEqual({
      status: 'SUCCESS',
      output: `Read coils 0-3 of 127.0.0.1:${port} (unit ${UNIT_ID}): 1 0 1 1`,
      registers: [1, 0, 1, 1],
    });
    expect(await modbusRead(read(2, 1, 1), clients)).toMatchObject({
      status: 'SUCCESS',
      registers: [1],
    });
  });

  it('says why when the block is past the end, the unit is wrong or the device is not there', async () => {
    const clients = realDeviceClients(500);
    expect(await modbusRead(read(3, 20, 10), clients)).toEqual({
      status: 'FAILED',
      error: expect.stringMatching(
        new RegExp(
          `^127\\.0\\.0\\.1:${port} \\(unit ${UNIT_ID}\\), holding registers 20-29: Modbus exception 2: Illegal data address`,
        ),
      ),
    });
    // pymodbus 3.0 drops requests for a unit it does not serve; others answer exception 11.
    expect(await modbusRead(read(3, 0, 1, { unitId: UNIT_ID + 1 }), clients)).toMatchObject({
      status: 'FAILED',
      error: expect.stringMatching(/Timed out after 500 ms|Modbus exception 11/),
    });
    const closed = await freePort('tcp');
    expect(await modbusRead(read(3, 0, 1, { port: closed }), clients)).toMatchObject({
      status: 'FAILED',
      error: expect.stringMatching(
        new RegExp(`^127\\.0\\.0\\.1:${closed} \\(unit ${UNIT_ID}\\), .*ECONNREFUSED`),
      ),
    });
  });
});
