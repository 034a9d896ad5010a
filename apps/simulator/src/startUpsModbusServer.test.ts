import ModbusRTU from 'modbus-serial';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModbusServerHandle } from './startModbusServer.js';
import { startUpsModbusServer } from './startUpsModbusServer.js';
import { UpsModel } from './UpsModel.js';

const UNIT_ID = 3;
const model = new UpsModel({ clock: () => Date.UTC(2026, 0, 15, 12), seed: 9 });
const client = new ModbusRTU.default();
let server: ModbusServerHandle;

beforeAll(async () => {
  server = await startUpsModbusServer({ model, port: 0, unitId: UNIT_ID });
  client.setTimeout(2000);
  await client.connectTCP(server.host, { port: server.port });
  client.setID(UNIT_ID);
});

afterAll(async () => {
  await new Promise<void>((resolve) => client.close(() => resolve()));
  await server.close();
});

const modbusCode = (error: unknown) => (error as { modbusCode?: number }).modbusCode;

describe('UPS Modbus TCP server', () => {
  it('listens on a free port on 127.0.0.1 when asked for port 0', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(0);
    expect(server.unitId).toBe(UNIT_ID);
  });

  it('serves forced values that decode back exactly', async () => {
    model.force('inputVoltage', 230.5);
    model.force('outputVoltage', 229.9);
    model.force('loadPercent', 42);
    model.force('batteryCharge', 97);
    model.force('runtimeMinutes', 1200);
    model.force('batteryTemperature', -5.5);
    model.force('onBattery', true);
    model.force('lowBattery', true);

    const { data } = await client.readHoldingRegisters(0, 8);
    const [input, output, load, charge, runtimeHigh, runtimeLow, temperature, status] = data;
    expect(input! / 10).toBe(230.5);
    expect(output! / 10).toBe(229.9);
    expect(load).toBe(42);
    expect(charge).toBe(97);
    expect(runtimeHigh! * 0x10000 + runtimeLow!).toBe(72_000);
    expect(new Int16Array([temperature!])[0]! / 10).toBe(-5.5);
    expect(status).toBe(0b11);

    expect((await client.readInputRegisters(0, 8)).data).toEqual(data);
    expect((await client.readDiscreteInputs(0, 2)).data.slice(0, 2)).toEqual([true, true]);
  });

  it('answers live values from the model', async () => {
    model.release('batteryCharge');
    const { data } = await client.readHoldingRegisters(3, 1);
    expect(data).toEqual([100]);
  });

  it.each([
    ['an unmapped holding register', () => client.readHoldingRegisters(7, 2), 2],
    ['an unmapped input register', () => client.readInputRegisters(100, 1), 2],
    ['a coil', () => client.readCoils(0, 1), 2],
    ['a register write', () => client.writeRegister(0, 1), 1],
    ['a coil write', () => client.writeCoil(0, true), 1],
  ])('answers %s with a Modbus exception', async (_, request, code) => {
    await expect(request().catch(modbusCode)).resolves.toBe(code);
  });

  it('refuses a unit id outside 1-247', async () => {
    await expect(startUpsModbusServer({ model, port: 0, unitId: 0 })).rejects.toThrow(RangeError);
  });

  it('reports a port already in use', async () => {
    await expect(startUpsModbusServer({ model, port: server.port })).rejects.toThrow(/EADDRINUSE/);
  });
});
