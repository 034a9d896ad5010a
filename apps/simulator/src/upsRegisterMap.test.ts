import { describe, expect, it } from 'vitest';
import type { UpsReading } from './UpsModel.js';
import { UPS_REGISTER_MAP, upsModbusTables } from './upsRegisterMap.js';

const reading: UpsReading = {
  inputVoltage: 230.5,
  outputVoltage: 229.9,
  loadPercent: 42,
  batteryCharge: 97,
  runtimeMinutes: 1200,
  batteryTemperature: -5.5,
  onBattery: true,
  lowBattery: false,
};

describe('UPS register map', () => {
  it('gives each point its own registers', () => {
    const used = new Set<string>();
    for (const point of UPS_REGISTER_MAP) {
      const count = point.dataType.endsWith('32') || point.dataType === 'FLOAT' ? 2 : 1;
      for (let i = 0; i < count; i += 1) {
        const key = `${point.functionCode}:${point.address + i}`;
        expect(used.has(key), `${point.name} overlaps at ${key}`).toBe(false);
        used.add(key);
      }
    }
  });

  it('lays a reading out as documented', () => {
    const tables = upsModbusTables(reading);
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

  it.each([
    [false, false, 0b00],
    [true, false, 0b01],
    [false, true, 0b10],
    [true, true, 0b11],
  ])(
    'sets the status word for on battery %s, low battery %s to %i',
    (onBattery, lowBattery, word) => {
      const tables = upsModbusTables({ ...reading, onBattery, lowBattery });
      expect(tables.holdingRegisters.get(7)).toBe(word);
      expect(tables.discreteInputs.get(0)).toBe(onBattery);
      expect(tables.discreteInputs.get(1)).toBe(lowBattery);
    },
  );
});
