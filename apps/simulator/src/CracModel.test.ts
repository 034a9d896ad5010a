import { describe, expect, it } from 'vitest';
import { CracModel } from './CracModel.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 15, 9);

function sample(model: CracModel, fromMs: number, minutes: number) {
  return Array.from({ length: minutes * 6 }, (_, index) =>
    model.read(START + fromMs + index * 10_000),
  );
}

describe('CracModel', () => {
  it('cycles its compressor and holds the supply air around the setpoint', () => {
    const model = new CracModel({ clock: () => START, seed: 4 });
    const samples = sample(model, 0, 60);
    expect(new Set(samples.map((s) => s.compressorOn))).toEqual(new Set([0, 1]));
    for (const s of samples) {
      expect(Math.abs(s.supplyAirTemperature - s.setpoint)).toBeLessThan(2);
      expect(s.returnAirTemperature - s.supplyAirTemperature).toBeGreaterThan(4);
      expect(s.fanSpeed).toBeGreaterThan(40);
      expect(s.fanSpeed).toBeLessThan(100);
      expect(s.humidity).toBeGreaterThan(35);
      expect(s.humidity).toBeLessThan(55);
    }
  });

  it('steers to a forced setpoint', () => {
    const model = new CracModel({ clock: () => START, seed: 4 });
    model.force('setpoint', 24);
    const settled = sample(model, 30 * MINUTE, 30);
    for (const s of settled) {
      expect(s.setpoint).toBe(24);
      expect(Math.abs(s.supplyAirTemperature - 24)).toBeLessThan(2);
    }
  });

  it('stops and lets the room warm up while the mains has failed', () => {
    const model = new CracModel({ clock: () => START, seed: 4 });
    model.setMainsFailure(true, START);
    const later = model.read(START + 30 * MINUTE);
    expect(later).toMatchObject({ compressorOn: 0, fanSpeed: 0 });
    expect(later.supplyAirTemperature).toBeGreaterThan(later.setpoint + 5);
    expect(later.returnAirTemperature).toBeGreaterThan(later.supplyAirTemperature);
  });
});
