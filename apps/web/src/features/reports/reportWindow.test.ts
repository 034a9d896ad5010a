import { reportMessages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { reportWindow } from './reportWindow';

const NOW = Date.UTC(2026, 2, 10, 12);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('reportWindow', () => {
  it.each([
    [{ range: 'HOUR' }, 'HOUR', NOW - HOUR, NOW],
    [{ range: 'DAY' }, 'DAY', NOW - DAY, NOW],
    [{ range: 'WEEK' }, 'WEEK', NOW - 7 * DAY, NOW],
    [{ range: 'MONTH' }, 'MONTH', NOW - 30 * DAY, NOW],
    [{ range: 'SIX_MONTHS' }, 'SIX_MONTHS', NOW - 182 * DAY, NOW],
    [{ range: 'YEAR' }, 'YEAR', NOW - 365 * DAY, NOW],
    // A custom range in the past keeps its bounds.
    [{ range: 'CUSTOM', start: NOW - 3 * DAY, end: NOW - DAY }, 'CUSTOM', NOW - 3 * DAY, NOW - DAY],
    // One ending later today ends now.
    [{ range: 'CUSTOM', start: NOW - 3 * DAY, end: NOW + 11 * HOUR }, 'CUSTOM', NOW - 3 * DAY, NOW],
  ] as const)('%o covers %s from %i to %i', (value, reportRange, startDate, endDate) => {
    expect(reportWindow(value, NOW)).toEqual({ window: { reportRange, startDate, endDate } });
  });

  it.each([
    // Starting later today, it would end before it starts.
    [{ range: 'CUSTOM', start: NOW + HOUR, end: NOW + 2 * HOUR }, reportMessages.rangeOrder],
    [{ range: 'CUSTOM', start: NOW - 400 * DAY, end: NOW - DAY }, reportMessages.rangeTooLong],
  ] as const)('refuses %o: %s', (value, error) => {
    expect(reportWindow(value, NOW)).toEqual({ error });
  });
});
