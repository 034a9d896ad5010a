import { describe, expect, it } from 'vitest';
import type { ModbusClient } from './ModbusClient.js';
import { ModbusExceptionError } from './ModbusExceptionError.js';
import type { ModbusFunctionCode } from '@vigil/domain';
import type { ModbusPoint } from './ModbusPoint.js';
import { pollModbus } from './pollModbus.js';

/**
 * An in-memory device: registers and bits by function code, exception 02 for anything
 * unmapped, and a transport failure for the function codes listed in `unreachable`.
 */
function memoryDevice(
  tables: Partial<Record<ModbusFunctionCode, Record<number, number>>>,
  unreachable: ModbusFunctionCode[] = [],
) {
  const requests: string[] = [];
  const read = async (functionCode: ModbusFunctionCode, address: number, length: number) => {
    requests.push(`${functionCode}:${address}+${length}`);
    if (unreachable.includes(functionCode)) throw new Error('Timed out after 100 ms');
    return Array.from({ length }, (_, i) => {
      const value = tables[functionCode]?.[address + i];
      if (value === undefined) throw new ModbusExceptionError(2, 'Modbus exception 2');
      return value;
    });
  };
  const client: ModbusClient = {
    connect: async () => undefined,
    readCoils: async (address, length) => (await read(1, address, length)).map(Boolean),
    readDiscreteInputs: async (address, length) => (await read(2, address, length)).map(Boolean),
    readHoldingRegisters: (address, length) => read(3, address, length),
    readInputRegisters: (address, length) => read(4, address, length),
    close: async () => undefined,
  };
  return { client, requests };
}

const point = (
  name: string,
  functionCode: ModbusFunctionCode,
  address: number,
  extra: Partial<ModbusPoint> = {},
): ModbusPoint => ({
  name,
  functionCode,
  address,
  dataType: 'UINT16',
  wordOrder: 'ABCD',
  ...extra,
});

describe('pollModbus', () => {
  it('reads contiguous points in one request per block and decodes each', async () => {
    const device = memoryDevice({
      1: { 0: 1 },
      2: { 0: 0, 1: 1 },
      3: { 0: 2305, 1: 0x0001, 2: 0x1940, 3: 0xffc9, 10: 0b11 },
      4: { 0: 0x3fc0, 1: 0x0000 },
    });
    const results = await pollModbus(device.client, [
      point('voltage', 3, 0, { multiplier: 0.1 }),
      point('runtime', 3, 1, { dataType: 'UINT32' }),
      point('temperature', 3, 3, { dataType: 'INT16', multiplier: 0.1 }),
      point('lowBattery', 3, 10, { mask: 0b10 }),
      point('ratio', 4, 0, { dataType: 'FLOAT', wordOrder: 'ABCD' }),
      point('coil', 1, 0),
      point('contact0', 2, 0),
      point('contact1', 2, 1),
    ]);
    expect(results).toEqual([
      { name: 'voltage', value: 230.5 },
      { name: 'runtime', value: 72_000 },
      { name: 'temperature', value: -5.5 },
      { name: 'lowBattery', value: 2 },
      { name: 'ratio', value: 1.5 },
      { name: 'coil', value: 1 },
      { name: 'contact0', value: 0 },
      { name: 'contact1', value: 1 },
    ]);
    expect(device.requests).toEqual(['1:0+1', '2:0+2', '3:0+4', '3:10+1', '4:0+2']);
  });

  it('splits more than 50 contiguous registers into blocks of 50', async () => {
    const registers = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [i, i]));
    const device = memoryDevice({ 3: registers });
    const points = Array.from({ length: 120 }, (_, i) => point(`r${i}`, 3, i));
    const results = await pollModbus(device.client, points);
    expect(results.map((r) => ('value' in r ? r.value : r.error))).toEqual(
      Array.from({ length: 120 }, (_, i) => i),
    );
    expect(device.requests).toEqual(['3:0+50', '3:50+50', '3:100+20']);
  });

  it('reports a refused point as an error and still reads its neighbours', async () => {
    const device = memoryDevice({ 3: { 6: 0xffc9, 7: 3 } });
    const results = await pollModbus(device.client, [
      point('temperature', 3, 6, { dataType: 'INT16', multiplier: 0.1 }),
      point('status', 3, 7),
      point('missing', 3, 8),
      point('far', 3, 100),
    ]);
    expect(results).toEqual([
      { name: 'temperature', value: -5.5 },
      { name: 'status', value: 3 },
      { name: 'missing', error: 'holding registers 8: Modbus exception 2' },
      { name: 'far', error: 'holding registers 100: Modbus exception 2' },
    ]);
    expect(device.requests).toEqual(['3:6+3', '3:6+1', '3:7+1', '3:8+1', '3:100+1']);
  });

  it('reports every point of an unreachable block without retrying them one by one', async () => {
    const device = memoryDevice({ 3: { 0: 1 } }, [4]);
    const results = await pollModbus(device.client, [
      point('ok', 3, 0),
      point('a', 4, 0),
      point('b', 4, 1, { dataType: 'INT32' }),
    ]);
    expect(results).toEqual([
      { name: 'ok', value: 1 },
      { name: 'a', error: 'input registers 0-2: Timed out after 100 ms' },
      { name: 'b', error: 'input registers 0-2: Timed out after 100 ms' },
    ]);
    expect(device.requests).toEqual(['3:0+1', '4:0+3']);
  });

  it('reports points it cannot address or decode without reading them', async () => {
    const device = memoryDevice({ 3: { 0: 0x7fc0, 1: 0, 65_535: 1 } });
    const results = await pollModbus(device.client, [
      point('nan', 3, 0, { dataType: 'FLOAT' }),
      point('negative', 3, -1),
      point('pastEnd', 3, 65_535, { dataType: 'UINT32' }),
      point('badCode', 5 as ModbusFunctionCode, 0),
    ]);
    expect(results).toEqual([
      { name: 'nan', error: 'FLOAT registers hold NaN' },
      { name: 'negative', error: 'Address -1 is outside 0-65535' },
      { name: 'pastEnd', error: 'Address 65535 is outside 0-65535' },
      { name: 'badCode', error: 'Function code 5 is not 1, 2, 3 or 4' },
    ]);
    expect(device.requests).toEqual(['3:0+2']);
  });

  it('returns nothing for no points', async () => {
    expect(await pollModbus(memoryDevice({}).client, [])).toEqual([]);
  });
});
