import { describe, expect, it } from 'vitest';
import { MAX_TREND_CHUNKS, trendPlan } from './trendPlan.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('trendPlan', () => {
  it.each([
    ['an hour', HOUR, 'raw', 4_000],
    ['a day', DAY, 'raw', 87_000],
    ['a week', 7 * DAY, 'raw', 605_000],
    ['eight days', 8 * DAY, 'raw', 692_000],
    ['thirty days', 30 * DAY, 'hourly', HOUR],
    ['a year', 365 * DAY, 'hourly', 9 * HOUR],
    ['three years', 3 * 365 * DAY, 'daily', 2 * DAY],
    ['a zero-length window', 0, 'raw', 1_000],
  ] as const)('%s', (_label, span, source, chunkSize) => {
    expect(trendPlan(0, span)).toEqual({ source, chunkSize });
  });

  it.each([HOUR, DAY, 7 * DAY, 30 * DAY, 182 * DAY, 365 * DAY, 1000 * DAY])(
    'a window of %i ms needs at most 1000 buckets',
    (span) => {
      const { chunkSize } = trendPlan(0, span);
      expect(Math.ceil(span / chunkSize)).toBeLessThanOrEqual(MAX_TREND_CHUNKS);
    },
  );
});

describe('fewer buckets on request', () => {
  it('keeps the source and widens the buckets', () => {
    const month = 30 * 24 * HOUR;
    expect(trendPlan(0, month, 250)).toEqual({ source: 'hourly', chunkSize: 3 * HOUR });
    expect(trendPlan(0, month).source).toBe('hourly');
  });
});
