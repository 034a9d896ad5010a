import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import type { ViewStatusCounts, ViewStatusFilter } from './status.js';
import {
  isCountedViewAlarm,
  isViewStatusFilter,
  matchesAnyViewStatusFilter,
  viewAlarmLists,
  viewCountsOf,
  viewStatusOf,
  viewTagMessages,
  viewTagSchema,
  type ViewAlarmState,
  type ViewSensorState,
} from './viewStatus.js';

let next = 0;
function sensor(overrides: Partial<ViewSensorState> = {}): ViewSensorState {
  next += 1;
  return {
    sensorId: String(next),
    equipmentId: 'e1',
    disconnected: false,
    isMaintenance: false,
    isRepair: false,
    ...overrides,
  };
}

function alarm(overrides: Partial<ViewAlarmState> = {}): ViewAlarmState {
  next += 1;
  return {
    alarmId: String(next),
    sensorId: String(next),
    name: `Sensor ${next}`,
    equipmentName: 'UPS 1',
    severity: 'error',
    phase: 'open',
    disconnected: false,
    value: null,
    unit: null,
    openedAt: null,
    ...overrides,
  };
}

describe('isCountedViewAlarm', () => {
  it.each<[Partial<ViewAlarmState>, boolean]>([
    [{ phase: 'open' }, true],
    [{ phase: 'cleared' }, false],
    [{ phase: 'open', disconnected: true }, false],
  ])('%j → %s', (overrides, expected) => {
    expect(isCountedViewAlarm(alarm(overrides))).toBe(expected);
  });
});

describe('viewStatusOf', () => {
  it('is all clear for a view without sensors', () => {
    expect(viewStatusOf([], [])).toEqual({
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

  it.each<
    [
      string,
      Partial<ViewSensorState>[],
      Partial<ViewAlarmState>[],
      Partial<ReturnType<typeof viewStatusOf>>,
    ]
  >([
    ['one open error', [], [{ severity: 'error' }], { errors: 1, warnings: 0, disconnected: 0 }],
    [
      'one open warning, a cleared error',
      [],
      [{ severity: 'warning' }, { severity: 'error', phase: 'cleared' }],
      { errors: 0, warnings: 1 },
    ],
    [
      'an alarm on a disconnected sensor counts as disconnected, not as an alarm',
      [{ disconnected: true }],
      [{ severity: 'error', disconnected: true }],
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
      [],
      { maintenance: 2 },
    ],
    ['any equipment in repair', [{ isRepair: true }, {}], [], { isRepair: true }],
    [
      'the latest opening wins, cleared ones too',
      [],
      [
        { openedAt: '2026-01-02T00:00:00.000Z' },
        { openedAt: '2026-03-01T10:00:00.000Z', phase: 'cleared' },
        { openedAt: null },
      ],
      { lastAlarmTimestamp: '2026-03-01T10:00:00.000Z' },
    ],
  ])('%s', (_name, sensors, alarms, expected) => {
    expect(viewStatusOf(sensors.map(sensor), alarms.map(alarm))).toMatchObject(expected);
  });

  it('counts an alarm given by several widgets once', () => {
    const shared = alarm({ severity: 'error' });
    const status = viewStatusOf([], [shared, { ...shared }, alarm({ severity: 'warning' })]);
    expect(status).toMatchObject({ errors: 1, warnings: 1 });
    expect(status.errorList).toHaveLength(1);
  });
});

describe('viewAlarmLists', () => {
  it('lists alarms newest first, undated last, then by equipment and name', () => {
    const lists = viewAlarmLists([
      alarm({ sensorId: 'old', openedAt: '2026-01-01T00:00:00.000Z' }),
      alarm({ sensorId: 'undated', openedAt: null }),
      alarm({ sensorId: 'new', openedAt: '2026-02-01T00:00:00.000Z' }),
      alarm({ sensorId: 'b', severity: 'warning', equipmentName: 'B', name: 'x' }),
      alarm({ sensorId: 'a', severity: 'warning', equipmentName: 'A', name: 'y' }),
      alarm({ sensorId: 'off', disconnected: true }),
    ]);
    expect(lists.errorList.map((item) => item.sensorID)).toEqual(['new', 'old', 'undated']);
    expect(lists.warningList.map((item) => item.sensorID)).toEqual(['a', 'b']);
  });

  it('carries what the list shows', () => {
    const [item] = viewAlarmLists([
      alarm({
        sensorId: '7',
        name: 'Temperature',
        equipmentName: 'CRAC 2',
        severity: 'error',
        value: 35.5,
        unit: '°C',
        openedAt: '2026-01-01T00:00:00.000Z',
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
