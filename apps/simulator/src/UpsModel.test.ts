import { describe, expect, it } from 'vitest';
import type { PointValues } from './DeviceModel.js';
import { UpsModel, type UpsPoint } from './UpsModel.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MIDNIGHT = Date.UTC(2026, 0, 15);

function simulatedUps(seed = 7, start = MIDNIGHT) {
  const model = new UpsModel({ clock: () => start, seed });
  return {
    model,
    at: (ms: number): PointValues<UpsPoint> => model.read(start + ms),
    failMains: (ms: number, failed = true) => model.setMainsFailure(failed, start + ms),
  };
}

describe('UpsModel', () => {
  it('gives the same readings for the same seed and clock, however often it is read', () => {
    const often = simulatedUps();
    const once = simulatedUps();
    for (let ms = 0; ms <= 2 * HOUR; ms += 10_000) {
      often.at(ms);
      if (ms === HOUR) often.failMains(ms);
    }
    once.failMains(HOUR);
    expect(once.at(2 * HOUR)).toEqual(often.at(2 * HOUR));
  });

  it('gives different noise for different seeds', () => {
    expect(simulatedUps(1).at(HOUR).inputVoltage).not.toBe(simulatedUps(2).at(HOUR).inputVoltage);
  });

  it('runs on mains with a full battery, reporting it as the UPS-MIB does', () => {
    const reading = simulatedUps().at(12 * HOUR);
    expect(reading.inputVoltage).toBeGreaterThan(225);
    expect(reading).toMatchObject({
      onBattery: 0,
      lowBattery: 0,
      batteryCharge: 100,
      status: 0,
      batteryStatus: 2,
      outputSource: 3,
      secondsOnBattery: 0,
      // 48 cells floating at 2.25 V.
      batteryVoltage: expect.closeTo(108, 0),
      inputFrequency: expect.closeTo(50, 1),
      outputFrequency: expect.closeTo(50, 1),
      alarmsPresent: 0,
    });
    // A 3 kVA UPS: its load's share of 3000 VA at the output voltage.
    expect(reading.outputCurrent).toBeCloseTo(
      (reading.loadPercent / 100) * (3000 / reading.outputVoltage),
      6,
    );
    expect(reading.outputCurrent).toBeGreaterThan(1);
    expect(reading.outputCurrent).toBeLessThan(3000 / 225);
  });

  it('discharges the battery while the mains has failed, and recharges once it returns', () => {
    const ups = simulatedUps();
    const before = ups.at(12 * HOUR);
    ups.failMains(12 * HOUR);
    const after5 = ups.at(12 * HOUR + 5 * MINUTE);
    const after10 = ups.at(12 * HOUR + 10 * MINUTE);

    expect(ups.model.mainsFailed).toBe(true);
    expect(after5).toMatchObject({
      inputVoltage: 0,
      onBattery: 1,
      status: 0b01,
      outputSource: 5,
      secondsOnBattery: 300,
      inputFrequency: 0,
      outputFrequency: expect.closeTo(50, 1),
      alarmsPresent: 1,
    });
    expect(after5.outputVoltage).toBeGreaterThan(225);
    expect(after5.batteryCharge).toBeLessThan(before.batteryCharge);
    expect(after10.batteryCharge).toBeLessThan(after5.batteryCharge);
    expect(after10.runtimeMinutes).toBeLessThan(after5.runtimeMinutes);
    expect(after5.runtimeMinutes).toBeLessThan(before.runtimeMinutes);
    expect(after10.batteryVoltage).toBeLessThan(after5.batteryVoltage);
    expect(after5.batteryVoltage).toBeLessThan(before.batteryVoltage);

    ups.failMains(12 * HOUR + 10 * MINUTE, false);
    const restored = ups.at(12 * HOUR + 40 * MINUTE);
    expect(restored).toMatchObject({ onBattery: 0, secondsOnBattery: 0, outputSource: 3 });
    expect(restored.inputVoltage).toBeGreaterThan(220);
    expect(restored.batteryCharge).toBeGreaterThan(after10.batteryCharge);
  });

  it('raises low battery and finally shuts the output down when the battery runs flat', () => {
    const ups = simulatedUps();
    ups.failMains(12 * HOUR);
    const low = ups.at(12 * HOUR + 20 * MINUTE);
    const flat = ups.at(15 * HOUR);
    expect(low).toMatchObject({
      lowBattery: 1,
      status: 0b11,
      batteryStatus: 3,
      alarmsPresent: 2,
    });
    expect(flat).toMatchObject({
      batteryCharge: 0,
      runtimeMinutes: 0,
      outputVoltage: 0,
      loadPercent: 0,
      onBattery: 1,
      lowBattery: 1,
      batteryStatus: 4,
      outputSource: 2,
      outputFrequency: 0,
      outputCurrent: 0,
      // On battery, low battery, depleted battery, output off.
      alarmsPresent: 4,
    });
  });

  it.each<[UpsPoint, number | boolean, Partial<PointValues<UpsPoint>>]>([
    ['inputVoltage', 231.7, {}],
    ['outputVoltage', 0, { outputSource: 2, outputCurrent: 0, alarmsPresent: 1 }],
    ['loadPercent', 87, {}],
    ['batteryCharge', 42.5, {}],
    ['runtimeMinutes', 12.25, { runtimeSeconds: 735 }],
    ['batteryTemperature', -5.5, {}],
    ['onBattery', true, { onBattery: 1, status: 0b01, outputSource: 5, alarmsPresent: 1 }],
    ['inputFrequency', 49.2, {}],
    ['alarmsPresent', 3, {}],
    ['lowBattery', 1, { status: 0b10, batteryStatus: 3 }],
    ['batteryStatus', 4, {}],
  ])(
    'reports a forced %s of %s exactly, with what follows from it, until released',
    (name, value, follows) => {
      const ups = simulatedUps();
      const untouched = simulatedUps();
      ups.model.force(name, value);
      const expected = { [name]: Number(value), ...follows };
      expect(ups.at(HOUR)).toMatchObject(expected);
      expect(ups.at(2 * HOUR)).toMatchObject(expected);
      expect(ups.model.forcedPoints()).toEqual([name]);
      ups.model.release(name);
      // The simulation carried on underneath, untouched by the forced value.
      expect(ups.at(3 * HOUR)).toEqual(untouched.at(3 * HOUR));
      expect(ups.at(3 * HOUR)[name]).not.toBe(Number(value));
    },
  );

  it('releases every forced value at once', () => {
    const ups = simulatedUps();
    ups.model.force('loadPercent', 1);
    ups.model.force('batteryCharge', 1);
    ups.model.release();
    expect(ups.model.forcedPoints()).toEqual([]);
    expect(ups.at(HOUR).batteryCharge).toBe(100);
  });

  it.each([
    [
      'an unknown point',
      'nonsense',
      1,
      /A ups has no point 'nonsense'; its points are inputVoltage/,
    ],
    ['a non-finite value', 'loadPercent', Number.NaN, /loadPercent must be a finite number/],
  ])('refuses to force %s', (_, name, value, message) => {
    expect(() => simulatedUps().model.force(name as UpsPoint, value)).toThrow(message);
  });

  it.each<[string, number[]]>([
    ['on mains all day', []],
    ['with a two-hour mains failure at noon', [12, 14]],
  ])('stays in plausible ranges over 24 hours %s', (_, failure) => {
    const ups = simulatedUps(3);
    const loads: number[] = [];
    for (let ms = 0; ms <= 24 * HOUR; ms += MINUTE) {
      if (ms === (failure[0] ?? -1) * HOUR) ups.failMains(ms);
      if (ms === (failure[1] ?? -1) * HOUR) ups.failMains(ms, false);
      const r = ups.at(ms);
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
      expect(r.batteryVoltage).toBeGreaterThan(80);
      expect(r.batteryVoltage).toBeLessThan(112);
      if (r.outputVoltage !== 0) loads.push(r.loadPercent);
    }
    // The load follows the working day rather than sitting still.
    expect(Math.max(...loads) - Math.min(...loads)).toBeGreaterThan(30);
  });
});
