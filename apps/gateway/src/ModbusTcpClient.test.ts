import { startUpsModbusServer, UpsModel, type ModbusServerHandle } from '@vigil/simulator';
import { UPS_REGISTER_MAP } from '@vigil/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModbusExceptionError } from './ModbusExceptionError.js';
import type { ModbusPoint } from './ModbusPoint.js';
import { ModbusTcpClient } from './ModbusTcpClient.js';
import { pollModbus } from './pollModbus.js';
import { runPollCommand } from './runPollCommand.js';

const UNIT_ID = 5;
const model = new UpsModel({ clock: () => Date.UTC(2026, 0, 15, 12), seed: 11 });
let server: ModbusServerHandle;
let client: ModbusTcpClient;

beforeAll(async () => {
  server = await startUpsModbusServer({ model, port: 0, unitId: UNIT_ID });
  client = ModbusTcpClient.fromConfig({
    host: server.host,
    port: server.port,
    unitId: UNIT_ID,
    timeoutMs: 1000,
  });
  await client.connect();
  model.force('inputVoltage', 0);
  model.force('outputVoltage', 229.9);
  model.force('loadPercent', 73);
  model.force('batteryCharge', 18);
  model.force('runtimeMinutes', 1200.5);
  model.force('batteryTemperature', -12.3);
  model.force('onBattery', true);
  model.force('lowBattery', true);
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe('ModbusTcpClient against the simulated UPS', () => {
  it('polls the UPS register map and decodes every point', async () => {
    expect(await pollModbus(client, UPS_REGISTER_MAP)).toEqual([
      { name: 'inputVoltage', value: 0 },
      { name: 'outputVoltage', value: 229.9 },
      { name: 'loadPercent', value: 73 },
      { name: 'batteryCharge', value: 18 },
      { name: 'runtimeSeconds', value: 72_030 },
      { name: 'batteryTemperature', value: -12.3 },
      { name: 'status', value: 0b11 },
      { name: 'onBattery', value: 1 },
      { name: 'lowBattery', value: 1 },
    ]);
  });

  it('reads the same words from the input registers, with a mask', async () => {
    const points: ModbusPoint[] = [
      {
        name: 'runtimeSeconds',
        functionCode: 4,
        address: 4,
        dataType: 'UINT32',
        wordOrder: 'ABCD',
      },
      {
        name: 'runtimeLowWord',
        functionCode: 4,
        address: 5,
        dataType: 'UINT16',
        wordOrder: 'ABCD',
      },
      {
        name: 'onBattery',
        functionCode: 4,
        address: 7,
        dataType: 'UINT16',
        wordOrder: 'ABCD',
        mask: 0b01,
      },
    ];
    expect(await pollModbus(client, points)).toEqual([
      { name: 'runtimeSeconds', value: 72_030 },
      { name: 'runtimeLowWord', value: 72_030 - 0x10000 },
      { name: 'onBattery', value: 1 },
    ]);
  });

  it('reports an address the device refuses and reads the rest', async () => {
    const [status, beyond] = await pollModbus(client, [
      { name: 'status', functionCode: 3, address: 7, dataType: 'UINT16', wordOrder: 'ABCD' },
      { name: 'beyond', functionCode: 3, address: 8, dataType: 'UINT16', wordOrder: 'ABCD' },
    ]);
    expect(status).toEqual({ name: 'status', value: 0b11 });
    expect(beyond).toEqual({
      name: 'beyond',
      error: expect.stringMatching(
        /^holding registers 8: Modbus exception 2: Illegal data address/,
      ),
    });
  });

  it('rejects a refused read with a ModbusExceptionError carrying the code', async () => {
    const refusal = await client.readCoils(0, 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ModbusExceptionError);
    expect(refusal).toMatchObject({ code: 2 });
  });

  it('prints one JSON line per point from the poll command', async () => {
    const lines: string[] = [];
    const config = { host: server.host, port: server.port, unitId: UNIT_ID, timeoutMs: 1000 };
    const exitCode = await runPollCommand(
      config,
      (line) => lines.push(line),
      () => new Date(0),
    );
    expect(exitCode).toBe(0);
    expect(lines.map((line) => JSON.parse(line))).toEqual(
      UPS_REGISTER_MAP.map((point) => ({
        ts: '1970-01-01T00:00:00.000Z',
        name: point.name,
        value: expect.any(Number),
        ...(point.unit ? { unit: point.unit } : {}),
      })),
    );
    expect(JSON.parse(lines[4]!)).toMatchObject({
      name: 'runtimeSeconds',
      value: 72_030,
      unit: 's',
    });
  });

  it('times out on a unit id the device does not answer to', async () => {
    const stranger = ModbusTcpClient.fromConfig({
      host: server.host,
      port: server.port,
      unitId: UNIT_ID + 1,
      timeoutMs: 100,
    });
    await stranger.connect();
    try {
      await expect(stranger.readHoldingRegisters(0, 1)).rejects.toThrow('Timed out after 100 ms');
    } finally {
      await stranger.close();
    }
  });

  it('fails to connect to a closed port', async () => {
    const nowhere = ModbusTcpClient.fromConfig({
      host: '127.0.0.1',
      port: 1,
      unitId: 1,
      timeoutMs: 500,
    });
    await expect(nowhere.connect()).rejects.toThrow(/ECONNREFUSED/);
    await nowhere.close();
  });
});
