import { describe, expect, it } from 'vitest';
import {
  STATUS_COLORS,
  dateStatus,
  defaultRedTo,
  equipmentStatus,
  matchesViewStatusFilter,
  numericStatus,
  readingStatus,
  redLimit,
  stateLabel,
  stateStatus,
  statusColor,
  worstStatus,
} from './status.js';
import type {
  EquipmentStatus,
  StateCondition,
  Status,
  Thresholds,
  ViewStatusCounts,
  ViewStatusFilter,
} from './status.js';

describe('defaultRedTo', () => {
  it.each([
    [100, 120],
    [80, 96],
    [33.33, 40],
    [0.1, 0.12],
    [12.345, 14.81],
    [0, 0],
    [-10, -12],
  ])('yellow %d → red %d', (yellow, red) => {
    expect(defaultRedTo(yellow)).toBe(red);
  });

  it.each<[{ yellowTo?: number | null; redTo?: number | null }, number | null]>([
    [{ yellowTo: 50, redTo: 70 }, 70],
    [{ yellowTo: 50 }, 60],
    [{ yellowTo: 50, redTo: null }, 60],
    [{}, null],
  ])('red limit of %j is %s', (t, expected) => {
    expect(redLimit(t)).toBe(expected);
  });
});

describe('numericStatus', () => {
  const rising: Thresholds = { greenTo: 50, yellowTo: 80 };
  const falling: Thresholds = { greenTo: 30, yellowTo: 10 };
  const band: Thresholds = { greenTo: 25, yellowTo: 30, greenTo2: 18, yellowTo2: 15 };

  it.each<[string, number, Thresholds, Status]>([
    ['no thresholds', 1000, {}, 'ok'],
    ['null thresholds', 1000, { greenTo: null, yellowTo: null }, 'ok'],
    ['rising, below green', 40, rising, 'ok'],
    ['rising, equal to green', 50, rising, 'ok'],
    ['rising, just past green', 50.01, rising, 'warning'],
    ['rising, equal to yellow', 80, rising, 'warning'],
    ['rising, past yellow', 81, rising, 'error'],
    ['falling, above green', 40, falling, 'ok'],
    ['falling, equal to green', 30, falling, 'ok'],
    ['falling, below green', 29, falling, 'warning'],
    ['falling, equal to yellow', 10, falling, 'warning'],
    ['falling, below yellow', 9.9, falling, 'error'],
    ['only green given', 51, { greenTo: 50 }, 'warning'],
    ['only yellow given', 81, { yellowTo: 80 }, 'error'],
    ['only yellow given, below', 79, { yellowTo: 80 }, 'ok'],
    ['green equal to yellow', 51, { greenTo: 50, yellowTo: 50 }, 'error'],
    ['negative rising', -5, { greenTo: -10, yellowTo: -2 }, 'warning'],
    ['band, inside', 21, band, 'ok'],
    ['band, warm', 27, band, 'warning'],
    ['band, hot', 31, band, 'error'],
    ['band, cool', 17, band, 'warning'],
    ['band, cold', 14, band, 'error'],
    ['band, at the low yellow limit', 15, band, 'warning'],
    ['second pair only', 5, { greenTo2: 20, yellowTo2: 10 }, 'error'],
    ['worse side wins', 100, { greenTo: 50, yellowTo: 80, greenTo2: 60, yellowTo2: 40 }, 'error'],
    ['not a number', Number.NaN, rising, 'unknown'],
    ['infinite', Number.POSITIVE_INFINITY, rising, 'unknown'],
  ])('%s: %d → %s', (_name, value, t, expected) => {
    expect(numericStatus(value, t)).toBe(expected);
  });
});

describe('stateLabel and stateStatus', () => {
  const states = ['Closed', 'Open'];
  const conditions: StateCondition[] = ['Normal', 'Alarm'];

  it.each<[number, string, Status]>([
    [0, 'Closed', 'ok'],
    [1, 'Open', 'error'],
    [2, 'unknown', 'unknown'],
    [-1, 'unknown', 'unknown'],
    [0.5, 'unknown', 'unknown'],
    [Number.NaN, 'unknown', 'unknown'],
  ])('%d → %s, %s', (value, label, status) => {
    expect(stateLabel(value, states)).toBe(label);
    expect(stateStatus(value, states, conditions)).toBe(status);
  });

  it.each<[number, (StateCondition | null)[], Status]>([
    [0, [], 'ok'],
    [1, ['Normal', 'Warning'], 'warning'],
    [1, ['Normal', null], 'ok'],
    [2, ['Normal', 'Warning', 'Alarm'], 'unknown'],
  ])('state %d with conditions %j → %s', (value, conds, status) => {
    expect(stateStatus(value, states, conds)).toBe(status);
  });

  it('gives unknown for any index without states', () => {
    expect(stateLabel(0, [])).toBe('unknown');
  });
});

describe('dateStatus', () => {
  const now = 1_000_000;
  it.each<[{ start?: number; end?: number }, Status]>([
    [{ start: now - 10, end: now - 1 }, 'error'],
    [{ end: now - 1 }, 'error'],
    [{ start: now - 10, end: now + 10 }, 'warning'],
    [{ start: now - 10 }, 'warning'],
    [{ start: now + 10, end: now + 20 }, 'ok'],
    [{ end: now + 1 }, 'ok'],
    [{ end: now }, 'ok'],
    [{ start: now }, 'unknown'],
    [{ start: now + 10 }, 'unknown'],
    [{}, 'unknown'],
  ])('%j → %s', (range, expected) => {
    expect(dateStatus(range, now)).toBe(expected);
  });
});

describe('statusColor', () => {
  it.each<[Status | 'disconnected' | EquipmentStatus, string]>([
    ['ok', STATUS_COLORS.green],
    ['warning', STATUS_COLORS.yellow],
    ['error', STATUS_COLORS.red],
    ['unknown', STATUS_COLORS.grey],
    ['disconnected', STATUS_COLORS.grey],
    ['OK', STATUS_COLORS.green],
    ['CONNECTED', STATUS_COLORS.green],
    ['WARNING', STATUS_COLORS.yellow],
    ['LOW_BATTERY', STATUS_COLORS.yellow],
    ['ERROR', STATUS_COLORS.red],
    ['INFO', STATUS_COLORS.blue],
    ['MAINTENANCE', STATUS_COLORS.grey],
    ['REPAIR', STATUS_COLORS.grey],
    ['DISCONNECTED', STATUS_COLORS.grey],
    ['UNKNOWN', STATUS_COLORS.grey],
  ])('%s → %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });
});

describe('worstStatus', () => {
  it.each<[Status[], Status]>([
    [[], 'ok'],
    [['ok', 'warning'], 'warning'],
    [['unknown', 'ok'], 'unknown'],
    [['warning', 'error', 'ok'], 'error'],
  ])('%j → %s', (statuses, expected) => {
    expect(worstStatus(statuses)).toBe(expected);
  });
});

describe('readingStatus', () => {
  it.each<
    [string, Parameters<typeof readingStatus>[0], Parameters<typeof readingStatus>[1], string]
  >([
    [
      'disconnected wins over the value',
      { value: 99, disconnected: true },
      { yellowTo: 10 },
      'disconnected',
    ],
    ['no reading yet', { value: null }, { yellowTo: 10 }, 'unknown'],
    ['numeric', { value: 11 }, { greenTo: 5, yellowTo: 10 }, 'error'],
    [
      'state sensor',
      { value: 1 },
      { states: ['Closed', 'Open'], conditions: [null, 'Warning'] },
      'warning',
    ],
    ['state sensor, unknown index', { value: 5 }, { states: ['Closed', 'Open'] }, 'unknown'],
  ])('%s', (_name, reading, sensor, expected) => {
    expect(readingStatus(reading, sensor)).toBe(expected);
  });
});

describe('equipmentStatus', () => {
  it.each<[Parameters<typeof equipmentStatus>[0], EquipmentStatus]>([
    [{}, 'OK'],
    [{ warnings: 2 }, 'WARNING'],
    [{ warnings: 2, errors: 1 }, 'ERROR'],
    [{ errors: 1, disconnected: true }, 'DISCONNECTED'],
    [{ disconnected: true, isRepair: true }, 'REPAIR'],
    [{ isRepair: true, isMaintenance: true }, 'MAINTENANCE'],
    [{ lowBattery: true }, 'LOW_BATTERY'],
    [{ lowBattery: true, warnings: 1 }, 'WARNING'],
  ])('%j → %s', (e, expected) => {
    expect(equipmentStatus(e)).toBe(expected);
  });
});

describe('matchesViewStatusFilter', () => {
  const clean: ViewStatusCounts = { errors: 0, warnings: 0, disconnected: 0, maintenance: 0 };
  it.each<[ViewStatusCounts, ViewStatusFilter, boolean]>([
    [clean, 'ok', true],
    [clean, 'error', false],
    [{ ...clean, errors: 1 }, 'error', true],
    [{ ...clean, errors: 1 }, 'ok', false],
    [{ ...clean, warnings: 3 }, 'warning', true],
    [{ ...clean, disconnected: 1 }, 'disconnected', true],
    [{ ...clean, maintenance: 1 }, 'maintenance', true],
    [{ ...clean, maintenance: 1 }, 'ok', false],
    [{ ...clean, isRepair: true }, 'repair', true],
    [{ ...clean, repair: 2 }, 'repair', true],
    [{ ...clean, isRepair: true }, 'ok', false],
  ])('%j under %s → %s', (view, filter, expected) => {
    expect(matchesViewStatusFilter(view, filter)).toBe(expected);
  });
});
