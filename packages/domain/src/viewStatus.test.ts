import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import type { ViewStatusCounts, ViewStatusFilter } from './status.js';
import {
  isViewStatusFilter,
  matchesAnyViewStatusFilter,
  viewAlarmLists,
  viewAlarmStatus,
  viewCountsOf,
  viewStatusOf,
  viewTagMessages,
  viewTagSchema,
  type ViewSensorState,
} from './viewStatus.js';

let next = 0;
function sensor(overrides: Partial<ViewSensorState> = {}): ViewSensorState {
  next += 1;
  return {
    sensorId: String(next),
    name: `Sensor ${next}`,
    equipmentId: 'e1',
    equipmentName: 'UPS 1',
    status: 'ok',
    disconnected: false,
    isMaintenance: false,
    isRepair: false,
    ...overrides,
  };
}

describe('viewAlarmStatus', () => {
  it.each<[Partial<ViewSensorState>, string | null]>([
    [{ status: 'error' }, 'error'],
    [{ status: 'warning' }, 'warning'],
    [{ status: 'ok' }, null],
    [{ status: 'unknown' }, null],
    [{ status: 'error', disconnected: true }, null],
    [{ status: 'warning', disconnected: true }, null],
  ])('%j → %s', (overrides, expected) => {
    expect(viewAlarmStatus(sensor(overrides))).toBe(expected);
  });
});

describe('viewStatusOf', () => {
  it('is all clear for a view without sensors', () => {
    expect(viewStatusOf([])).toEqual({
      errors: 0,
      warnings: 0,
      disconnected: 0,
      maintenance: 0,
      isRepair: false,
      lastAlarmTimestamp: null,
      errorList: [],
      warningList: [],
    });
  });

  it.each<[string, Partial<ViewSensorState>[], Partial<ReturnType<typeof viewStatusOf>>]>([
    ['one error', [{ status: 'error' }], { errors: 1, warnings: 0, disconnected: 0 }],
    ['one warning', [{ status: 'warning' }, { status: 'ok' }], { errors: 0, warnings: 1 }],
    [
      'a disconnected sensor counts as disconnected, not by its stale status',
      [{ status: 'error', disconnected: true }],
      { errors: 0, disconnected: 1 },
    ],
    [
      'maintenance counts equipment, not sensors',
      [
        { equipmentId: 'a', isMaintenance: true },
        { equipmentId: 'a', isMaintenance: true },
        { equipmentId: 'b', isMaintenance: true },
        { equipmentId: 'c' },
      ],
      { maintenance: 2 },
    ],
    ['any equipment in repair', [{ isRepair: true }, {}], { isRepair: true }],
    [
      'the latest alarm time wins',
      [
        { lastAlarmAt: '2026-01-02T00:00:00.000Z' },
        { lastAlarmAt: '2026-03-01T10:00:00.000Z' },
        { lastAlarmAt: null },
      ],
      { lastAlarmTimestamp: '2026-03-01T10:00:00.000Z' },
    ],
  ])('%s', (_name, sensors, expected) => {
    expect(viewStatusOf(sensors.map(sensor))).toMatchObject(expected);
  });

  it('counts a sensor shown by several widgets once', () => {
    const shared = sensor({ status: 'error', disconnected: false });
    const status = viewStatusOf([shared, { ...shared }, sensor({ status: 'warning' })]);
    expect(status).toMatchObject({ errors: 1, warnings: 1 });
    expect(status.errorList).toHaveLength(1);
  });
});

describe('viewAlarmLists', () => {
  it('lists alarms newest first, undated last, then by equipment and name', () => {
    const lists = viewAlarmLists([
      sensor({ sensorId: 'old', status: 'error', since: '2026-01-01T00:00:00.000Z' }),
      sensor({ sensorId: 'undated', status: 'error', since: null }),
      sensor({ sensorId: 'new', status: 'error', since: '2026-02-01T00:00:00.000Z' }),
      sensor({ sensorId: 'b', status: 'warning', equipmentName: 'B', name: 'x' }),
      sensor({ sensorId: 'a', status: 'warning', equipmentName: 'A', name: 'y' }),
      sensor({ sensorId: 'off', status: 'error', disconnected: true }),
    ]);
    expect(lists.errorList.map((item) => item.sensorID)).toEqual(['new', 'old', 'undated']);
    expect(lists.warningList.map((item) => item.sensorID)).toEqual(['a', 'b']);
  });

  it('carries what the list shows', () => {
    const [item] = viewAlarmLists([
      sensor({
        sensorId: '7',
        name: 'Temperature',
        equipmentName: 'CRAC 2',
        status: 'error',
        value: 35.5,
        unit: '°C',
        since: '2026-01-01T00:00:00.000Z',
      }),
    ]).errorList;
    expect(item).toEqual({
      sensorID: '7',
      name: 'Temperature',
      equipmentName: 'CRAC 2',
      status: 'error',
      value: 35.5,
      unit: '°C',
      since: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('view counts per filter', () => {
  const clear: ViewStatusCounts = { errors: 0, warnings: 0, disconnected: 0, maintenance: 0 };
  const views: ViewStatusCounts[] = [
    clear,
    { ...clear, errors: 2, warnings: 1 },
    { ...clear, disconnected: 1 },
    { ...clear, maintenance: 1, isRepair: true },
  ];

  it('counts each view under every filter it matches', () => {
    expect(viewCountsOf(views)).toEqual({
      total: 4,
      ok: 1,
      warning: 1,
      error: 1,
      disconnected: 1,
      repair: 1,
      maintenance: 1,
    });
  });

  it.each<[ViewStatusFilter[], number[]]>([
    [[], [0, 1, 2, 3]],
    [['ok'], [0]],
    [
      ['error', 'disconnected'],
      [1, 2],
    ],
    [['repair'], [3]],
    [
      ['warning', 'maintenance'],
      [1, 3],
    ],
  ])('any of %j keeps views %j', (filters, kept) => {
    const result = views.flatMap((view, i) =>
      matchesAnyViewStatusFilter(view, filters) ? [i] : [],
    );
    expect(result).toEqual(kept);
  });

  it.each([
    ['ok', true],
    ['maintenance', true],
    ['OK', false],
    ['alarm', false],
  ])('%s is a filter: %s', (value, expected) => {
    expect(isViewStatusFilter(value)).toBe(expected);
  });
});

describe('viewTagSchema', () => {
  it.each<[Record<string, unknown>, string | null]>([
    [{ name: 'Building A' }, null],
    [{ name: 'Site', latitude: 45.5, longitude: -73.6 }, null],
    [{ name: 'Pole', latitude: -90, longitude: 180 }, null],
    [{ name: '  ' }, messages.required],
    [{ name: 'x'.repeat(101) }, messages.tooLong(100)],
    [{ name: 'North', latitude: 90.1 }, viewTagMessages.latitudeRange],
    [{ name: 'West', longitude: -180.5 }, viewTagMessages.longitudeRange],
  ])('%j → %s', (input, message) => {
    const parsed = viewTagSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('trims the name', () => {
    expect(viewTagSchema.parse({ name: '  Roof  ' }).name).toBe('Roof');
  });

  it('names a duplicate', () => {
    expect(viewTagMessages.nameTaken('Roof')).toBe("There is already a tag named 'Roof' here.");
  });
});
