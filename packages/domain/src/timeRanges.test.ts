import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  CUSTOM_RANGE_LABEL,
  TIME_RANGES,
  TIME_RANGE_MS,
  TIME_RANGE_PRESETS,
  customDateRangeSchema,
  defaultCustomRange,
  rangeWindow,
} from './timeRanges.js';
import type { FixedTimeRange, TimeRange } from './timeRanges.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('catalogues', () => {
  it('lists the ranges of the spec', () => {
    expect(TIME_RANGES).toEqual([
      'HOUR',
      'DAY',
      'WEEK',
      'MONTH',
      'SIX_MONTHS',
      'YEAR',
      'LATEST',
      'CUSTOM',
    ]);
  });

  it.each<[FixedTimeRange, number]>([
    ['HOUR', HOUR],
    ['DAY', DAY],
    ['WEEK', 7 * DAY],
    ['MONTH', 30 * DAY],
    ['SIX_MONTHS', 182 * DAY],
    ['YEAR', 365 * DAY],
  ])('%s lasts %i ms', (range, ms) => {
    expect(TIME_RANGE_MS[range]).toBe(ms);
  });

  it('has a length only for the fixed ranges', () => {
    expect(Object.keys(TIME_RANGE_MS)).toEqual([
      'HOUR',
      'DAY',
      'WEEK',
      'MONTH',
      'SIX_MONTHS',
      'YEAR',
    ]);
  });

  it('offers the presets in order, then Custom', () => {
    expect(TIME_RANGE_PRESETS).toEqual([
      { range: 'HOUR', label: 'Hour' },
      { range: 'DAY', label: 'Day' },
      { range: 'WEEK', label: 'Week' },
      { range: 'MONTH', label: 'Month' },
      { range: 'SIX_MONTHS', label: 'Six months' },
      { range: 'YEAR', label: 'Year' },
    ]);
    expect(CUSTOM_RANGE_LABEL).toBe('Custom');
  });
});

describe('rangeWindow', () => {
  const now = Date.UTC(2024, 5, 15, 12, 0, 0);

  it.each<[TimeRange, number]>([
    ['HOUR', HOUR],
    ['DAY', DAY],
    ['WEEK', 7 * DAY],
    ['MONTH', 30 * DAY],
    ['SIX_MONTHS', 182 * DAY],
    ['YEAR', 365 * DAY],
    ['LATEST', HOUR],
  ])('%s ends now and spans %i ms', (range, span) => {
    expect(rangeWindow(range, now)).toEqual({ from: now - span, to: now });
  });

  it.each<[string, { start: number; end: number }]>([
    ['a custom window', { start: now - 3 * DAY, end: now - DAY }],
    ['a zero-length window', { start: now, end: now }],
    ['a window in the future', { start: now + DAY, end: now + 2 * DAY }],
  ])('CUSTOM uses %s as given', (_name, custom) => {
    expect(rangeWindow('CUSTOM', now, custom)).toEqual({ from: custom.start, to: custom.end });
  });

  it('ignores custom bounds for a fixed range', () => {
    expect(rangeWindow('DAY', now, { start: 0, end: 1 })).toEqual({ from: now - DAY, to: now });
  });

  it.each<[string, { start: number; end: number } | undefined]>([
    ['no custom bounds', undefined],
    ['start after end', { start: now, end: now - 1 }],
    ['a NaN start', { start: Number.NaN, end: now }],
    ['an infinite end', { start: now, end: Number.POSITIVE_INFINITY }],
  ])('CUSTOM throws with %s', (_name, custom) => {
    expect(() => rangeWindow('CUSTOM', now, custom)).toThrow(Error);
  });

  it('throws for an unknown range', () => {
    expect(() => rangeWindow('FORTNIGHT' as TimeRange, now)).toThrow(/unknown range/);
  });
});

describe('defaultCustomRange', () => {
  it.each<[string, Date, Date, Date]>([
    [
      'mid-month afternoon',
      new Date(2024, 5, 15, 14, 30, 5, 123),
      new Date(2024, 5, 8, 0, 0, 0, 0),
      new Date(2024, 5, 15, 23, 59, 59, 999),
    ],
    [
      'just after midnight',
      new Date(2024, 5, 15, 0, 0, 0, 0),
      new Date(2024, 5, 8, 0, 0, 0, 0),
      new Date(2024, 5, 15, 23, 59, 59, 999),
    ],
    [
      'just before midnight',
      new Date(2024, 5, 15, 23, 59, 59, 999),
      new Date(2024, 5, 8, 0, 0, 0, 0),
      new Date(2024, 5, 15, 23, 59, 59, 999),
    ],
    [
      'across a month start',
      new Date(2024, 2, 3, 9),
      new Date(2024, 1, 25, 0, 0, 0, 0),
      new Date(2024, 2, 3, 23, 59, 59, 999),
    ],
    [
      'across a year start',
      new Date(2024, 0, 2, 9),
      new Date(2023, 11, 26, 0, 0, 0, 0),
      new Date(2024, 0, 2, 23, 59, 59, 999),
    ],
  ])('%s', (_name, now, start, end) => {
    const nowCopy = now.getTime();
    expect(defaultCustomRange(now)).toEqual({ start, end });
    expect(now.getTime()).toBe(nowCopy);
  });

  it('passes its own schema', () => {
    const now = new Date(2024, 5, 15, 14, 30);
    expect(customDateRangeSchema(now).safeParse(defaultCustomRange(now)).success).toBe(true);
  });
});

describe('customDateRangeSchema', () => {
  const now = new Date(2024, 5, 15, 14, 30);
  const day = (date: number, ...time: number[]) => new Date(2024, 5, date, ...time);

  it.each<[string, unknown, [string, string][]]>([
    ['a week up to now', { start: day(8), end: now }, []],
    ['end at the last ms of today', { start: day(8), end: day(15, 23, 59, 59, 999) }, []],
    ['start equal to end', { start: day(10, 12), end: day(10, 12) }, []],
    [
      'end at midnight tomorrow',
      { start: day(8), end: day(16, 0, 0, 0, 0) },
      [['end', messages.endDateAfterToday]],
    ],
    [
      'end next month',
      { start: day(8), end: new Date(2024, 6, 1) },
      [['end', messages.endDateAfterToday]],
    ],
    ['start after end', { start: day(12), end: day(10) }, [['start', messages.startAfterEnd]]],
    [
      'start 1 ms after end',
      { start: day(10, 0, 0, 0, 1), end: day(10) },
      [['start', messages.startAfterEnd]],
    ],
    [
      'both rules broken',
      { start: day(20), end: day(18) },
      [
        ['end', messages.endDateAfterToday],
        ['start', messages.startAfterEnd],
      ],
    ],
    ['start missing', { end: now }, [['start', messages.required]]],
    ['end null', { start: day(8), end: null }, [['end', messages.required]]],
    [
      'both missing',
      {},
      [
        ['start', messages.required],
        ['end', messages.required],
      ],
    ],
    ['an invalid date', { start: new Date('nope'), end: now }, [['start', messages.required]]],
    ['a date string', { start: '2024-06-08', end: now }, [['start', messages.required]]],
  ])('%s', (_name, input, expected) => {
    const result = customDateRangeSchema(now).safeParse(input);
    const issues = result.success
      ? []
      : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
    expect(issues).toEqual(expected);
  });

  it('returns the dates it was given', () => {
    const input = { start: day(8), end: now };
    expect(customDateRangeSchema(now).parse(input)).toEqual(input);
  });

  it('defaults today to the current date', () => {
    const dayAfterTomorrow = new Date();
    dayAfterTomorrow.setDate(dayAfterTomorrow.getDate() + 2);
    const result = customDateRangeSchema().safeParse({ start: new Date(0), end: dayAfterTomorrow });
    expect(result.success).toBe(false);
    expect(
      customDateRangeSchema().safeParse({ start: new Date(0), end: new Date(Date.now() - DAY) })
        .success,
    ).toBe(true);
  });
});
