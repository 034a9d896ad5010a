import { describe, expect, it } from 'vitest';
import { UpsModel, type UpsQuantity, type UpsReading } from './UpsModel.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MIDNIGHT = Date.UTC(2026, 0, 15);

function simulatedUps(seed = 7, start = MIDNIGHT) {
  const clock = { now: start };
  const model = new UpsModel({ clock: () => clock.now, seed });
  return {
    model,
    at(ms: number): UpsReading {
      clock.now = start + ms;
      return model.read();
    },
  };
}

describe('UpsModel', () => {
  it('gives the same readings for the same seed and clock, however often it is read', () => {
    const often = simulatedUps();
    const once = simulatedUps();
    for (let ms = 0; ms <= 2 * HOUR; ms += 10_000) {
      often.at(ms);
      if (ms === HOUR) often.model.failMains();
    }
    once.at(HOUR);
    once.model.failMains();
    expect(once.at(2 * HOUR)).toEqual(often.at(2 * HOUR));
  });

  it('gives different noise for different seeds', () => {
    expect(simulatedUps(1).at(HOUR).inputVoltage).not.toBe(simulatedUps(2).at(HOUR).inputVoltage);
  });

  it('runs on mains with a full battery', () => {
    const reading = simulatedUps().at(12 * HOUR);
    expect(reading.inputVoltage).toBeGreaterThan(220);
    expect(reading.onBattery).toBe(false);
    expect(reading.lowBattery).toBe(false);
    expect(reading.batteryCharge).toBe(100);
  });

  it('discharges the battery while the mains has failed, and recharges once it returns', () => {
    const ups = simulatedUps();
    const before = ups.at(12 * HOUR);
    ups.model.failMains();
    const after5 = ups.at(12 * HOUR + 5 * MINUTE);
    const after10 = ups.at(12 * HOUR + 10 * MINUTE);

    expect(after5.inputVoltage).toBe(0);
    expect(after5.outputVoltage).toBeGreaterThan(225);
    expect(after5.onBattery).toBe(true);
    expect(after5.batteryCharge).toBeLessThan(before.batteryCharge);
    expect(after10.batteryCharge).toBeLessThan(after5.batteryCharge);
    expect(after10.runtimeMinutes).toBeLessThan(after5.runtimeMinutes);
    expect(after5.runtimeMinutes).toBeLessThan(before.runtimeMinutes);

    ups.model.restoreMains();
    const restored = ups.at(12 * HOUR + 40 * MINUTE);
    expect(restored.inputVoltage).toBeGreaterThan(220);
    expect(restored.onBattery).toBe(false);
    expect(restored.batteryCharge).toBeGreaterThan(after10.batteryCharge);
  });

  it('raises low battery and finally shuts the output down when the battery runs flat', () => {
    const ups = simulatedUps();
    ups.at(12 * HOUR);
    ups.model.failMains();
    const low = ups.at(12 * HOUR + 20 * MINUTE);
    const flat = ups.at(15 * HOUR);
    expect(low.lowBattery).toBe(true);
    expect(flat).toMatchObject({
      batteryCharge: 0,
      runtimeMinutes: 0,
      outputVoltage: 0,
      loadPercent: 0,
      onBattery: true,
      lowBattery: true,
    });
  });

  it.each<[UpsQuantity, UpsReading[UpsQuantity]]>([
    ['inputVoltage', 231.7],
    ['outputVoltage', 0],
    ['loadPercent', 87],
    ['batteryCharge', 42.5],
    ['runtimeMinutes', 12.25],
    ['batteryTemperature', -5.5],
    ['onBattery', true],
    ['lowBattery', true],
  ])('reports a forced %s of %s exactly until released', (name, value) => {
    const ups = simulatedUps();
    const simulated = ups.at(HOUR)[name];
    ups.model.force(name, value);
    expect(ups.at(HOUR)[name]).toBe(value);
    expect(ups.at(2 * HOUR)[name]).toBe(value);
    ups.model.release(name);
    const released = ups.at(3 * HOUR)[name];
    expect(released).not.toBe(value);
    expect(typeof released).toBe(typeof simulated);
  });

  it.each<[string, number[]]>([
    ['on mains all day', []],
    ['with a two-hour mains failure at noon', [12, 14]],
  ])('stays in plausible ranges over 24 hours %s', (_, failure) => {
    const ups = simulatedUps(3);
    const loads: number[] = [];
    for (let ms = 0; ms <= 24 * HOUR; ms += MINUTE) {
      const r = ups.at(ms);
      if (ms === (failure[0] ?? -1) * HOUR) ups.model.failMains();
      if (ms === (failure[1] ?? -1) * HOUR) ups.model.restoreMains();
      if (r.onBattery) {
        expect(r.inputVoltage).toBe(0);
      } else {
        expect(r.inputVoltage).toBeGreaterThanOrEqual(225);
        expect(r.inputVoltage).toBeLessThanOrEqual(235);
      }
      if (r.outputVoltage !== 0) {
        expect(Math.abs(r.outputVoltage - 230)).toBeLessThanOrEqual(0.5);
      }
      expect(r.loadPercent).toBeGreaterThanOrEqual(0);
      expect(r.loadPercent).toBeLessThanOrEqual(100);
      expect(r.batteryCharge).toBeGreaterThanOrEqual(0);
      expect(r.batteryCharge).toBeLessThanOrEqual(100);
      expect(r.runtimeMinutes).toBeGreaterThanOrEqual(0);
      expect(r.runtimeMinutes).toBeLessThan(600);
      expect(r.batteryTemperature).toBeGreaterThan(15);
      expect(r.batteryTemperature).toBeLessThan(40);
      if (r.outputVoltage !== 0) loads.push(r.loadPercent);
    }
    // The load follows the working day rather than sitting still.
    expect(Math.max(...loads) - Math.min(...loads)).toBeGreaterThan(30);
  });
});
