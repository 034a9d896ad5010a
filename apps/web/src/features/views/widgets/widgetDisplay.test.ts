import { STATUS_COLORS } from '@vigil/domain';
import type { SensorStatus } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import {
  displayText,
  effectiveThresholds,
  formatDuration,
  formatSince,
  sensorLatest,
  sensorValueDisplay,
  valueDisplay,
  widgetThresholdLines,
} from './widgetDisplay';
import type { ValueOptions } from './widgetDisplay';
import { NOW, doorContact, latestOf, latestValue, testWidget, upsLoad } from './widgetTestData';

const load: ValueOptions = { thresholds: { greenTo: 60, yellowTo: 80 }, unit: '%' };
const door: ValueOptions = { states: ['Closed', 'Open'] };

describe('valueDisplay', () => {
  it.each<[string, number | null, boolean, ValueOptions, SensorStatus, string, string]>([
    ['UPS load below green', 45, false, load, 'ok', '45 %', STATUS_COLORS.green],
    ['UPS load on the green limit', 60, false, load, 'ok', '60 %', STATUS_COLORS.green],
    ['UPS load beyond green', 70.456, false, load, 'warning', '70.46 %', STATUS_COLORS.yellow],
    ['UPS load beyond yellow', 91, false, load, 'error', '91 %', STATUS_COLORS.red],
    ['a disconnected sensor', 45, true, load, 'disconnected', 'Disconnected', STATUS_COLORS.grey],
    ['no reading', null, false, load, 'unknown', '—', STATUS_COLORS.grey],
    ['no thresholds', 45, false, { unit: 'kW' }, 'ok', '45 kW', STATUS_COLORS.green],
    ['a closed door', 0, false, door, 'ok', 'Closed', STATUS_COLORS.green],
    ['an open door', 1, false, door, 'ok', 'Open', STATUS_COLORS.green],
    ['an unknown state index', 3, false, door, 'unknown', 'unknown', STATUS_COLORS.grey],
    ['relative to a basis', 45, false, { ...load, basis: 40 }, 'ok', '5 %', STATUS_COLORS.green],
    [
      'a basis does not change the status',
      91,
      false,
      { ...load, basis: 40 },
      'error',
      '51 %',
      STATUS_COLORS.red,
    ],
  ])('%s', (_case, value, disconnected, options, status, text, color) => {
    const display = valueDisplay({ value, disconnected }, options);
    expect(display.status).toBe(status);
    expect(displayText(display)).toBe(text);
    expect(display.color).toBe(color);
    expect(display.label).not.toBe('');
  });
});

describe('thresholds', () => {
  it("takes the widget's thresholds over the sensor's when it sets any", () => {
    expect(effectiveThresholds(testWidget(), upsLoad())).toEqual({
      greenTo: 60,
      yellowTo: 80,
      redTo: null,
    });
    expect(effectiveThresholds(testWidget({ greenTo: 40, yellowTo: 50 }), upsLoad())).toEqual({
      greenTo: 40,
      yellowTo: 50,
      greenTo2: null,
      yellowTo2: null,
      redTo: null,
    });
    const widget = testWidget({ greenTo: 40, yellowTo: 50 });
    expect(sensorValueDisplay(widget, upsLoad(), new Map()).status).toBe('warning');
  });

  it('uses the widget states over the sensor states', () => {
    const widget = testWidget({ states: ['Shut', 'Ajar'] });
    expect(sensorValueDisplay(widget, doorContact(), new Map()).text).toBe('Shut');
  });

  it.each<[string, object, [string, number, boolean][]]>([
    [
      'red defaults to 1.2 × yellow',
      { greenTo: 60, yellowTo: 80 },
      [
        ['green', 60, false],
        ['yellow', 80, false],
        ['red', 96, true],
      ],
    ],
    [
      'a given red',
      { greenTo: 60, yellowTo: 80, redTo: 100 },
      [
        ['green', 60, false],
        ['yellow', 80, false],
        ['red', 100, false],
      ],
    ],
    ['none', {}, []],
  ])('threshold lines: %s', (_case, thresholds, expected) => {
    expect(widgetThresholdLines(thresholds).map((l) => [l.kind, l.value, l.defaulted])).toEqual(
      expected,
    );
  });
});

describe('sensorLatest', () => {
  it('prefers the live latest value, else the loaded reading', () => {
    const sensor = upsLoad();
    expect(sensorLatest(sensor, new Map())).toMatchObject({ value: 45, disconnected: false });
    expect(sensorLatest(sensor, latestOf({ 's-load': latestValue(70) })).value).toBe(70);
    expect(sensorLatest(upsLoad({ disconnected: true }), new Map()).disconnected).toBe(true);
  });
});

describe('formats', () => {
  it.each<[number, 'm' | 's', string]>([
    [0, 's', '0 s'],
    [-5_000, 's', '0 s'],
    [59_999, 's', '59 s'],
    [(2 * 86_400 + 4 * 3_600 + 5 * 60 + 10) * 1000, 's', '2 d 4 h 5 m 10 s'],
    [(3 * 3_600 + 20 * 60 + 42) * 1000, 'm', '3 h 20 m'],
    [30_000, 'm', '0 m'],
    [86_400_000, 's', '1 d'],
  ])('formatDuration(%d, %s) is %s', (ms, smallest, text) => {
    expect(formatDuration(ms, smallest)).toBe(text);
  });

  it('says when relative to now', () => {
    expect(formatSince(NOW - 5 * 60_000, NOW)).toMatch(/5 minutes ago/);
    expect(formatSince(new Date(NOW - 2 * 3_600_000).toISOString(), NOW)).toMatch(/2 hours ago/);
    expect(formatSince(null, NOW)).toBeNull();
  });
});
