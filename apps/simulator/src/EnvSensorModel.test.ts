import { describe, expect, it } from 'vitest';
import { EnvSensorModel } from './EnvSensorModel.js';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 15);

describe('EnvSensorModel', () => {
  it('drifts over a day within room conditions, and sometimes the door opens', () => {
    const model = new EnvSensorModel({ clock: () => START, seed: 2 });
    const samples = Array.from({ length: 24 * 60 }, (_, minute) =>
      model.read(START + minute * 60_000),
    );
    const temperatures = samples.map((s) => s.temperature);
    expect(Math.min(...temperatures)).toBeGreaterThan(18);
    expect(Math.max(...temperatures)).toBeLessThan(26);
    expect(Math.max(...temperatures) - Math.min(...temperatures)).toBeGreaterThan(1);
    for (const { humidity } of samples) {
      expect(humidity).toBeGreaterThan(30);
      expect(humidity).toBeLessThan(60);
    }
    const open = samples.filter((s) => s.doorOpen === 1).length;
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(samples.length / 10);
    expect(samples.every((s) => s.doorOpen === 0 || s.doorOpen === 1)).toBe(true);
  });

  it('reads the same at the same time whatever happened before, and has no mains', () => {
    const model = new EnvSensorModel({ clock: () => START, seed: 2 });
    model.read(START + DAY);
    expect(new EnvSensorModel({ clock: () => START, seed: 2 }).read(START + DAY)).toEqual(
      model.read(START + DAY),
    );
    expect('setMainsFailure' in model).toBe(false);
  });
});
