import { describe, expect, it } from 'vitest';
import { buildModbusTables } from './buildModbusTables.js';
import { UPS_REGISTER_MAP } from './upsRegisterMap.js';

const values = {
  inputVoltage: 230.5,
  outputVoltage: 229.9,
  loadPercent: 42,
  batteryCharge: 97,
  runtimeSeconds: 72_000,
  batteryTemperature: -5.5,
  status: 0b01,
  onBattery: 1,
  lowBattery: 0,
};

describe('UPS register map', () => {
  it('lays values out as documented, mirrored into the input registers', () => {
    const tables = buildModbusTables(UPS_REGISTER_MAP, values, { mirrorInputRegisters: true });
    expect([...tables.holdingRegisters.entries()].sort(([a], [b]) => a - b)).toEqual([
      [0, 2305],
      [1, 2299],
      [2, 42],
      [3, 97],
      [4, 0x0001],
      [5, 0x1940],
      [6, 0xffc9],
      [7, 0b01],
    ]);
    expect(tables.inputRegisters).toEqual(tables.holdingRegisters);
    expect([...tables.discreteInputs.entries()]).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(tables.coils.size).toBe(0);
  });

  it('names the point a value is missing for', () => {
    const withoutStatus = Object.fromEntries(
      Object.entries(values).filter(([name]) => name !== 'status'),
    );
    expect(() => buildModbusTables(UPS_REGISTER_MAP, withoutStatus)).toThrow(
      'No value for register point status',
    );
  });
});
