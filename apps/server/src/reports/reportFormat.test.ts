import { describe, expect, it } from 'vitest';
import {
  NO_VALUE,
  formatReportDuration,
  formatReportRange,
  formatReportTime,
  formatReportValue,
} from './reportFormat.js';

describe('reportFormat', () => {
  it.each([
    [12.345, '°C', '12.35 °C'],
    [1234.5, 'W', '1,234.5 W'],
    [-0.5, null, '-0.5'],
    [null, '°C', NO_VALUE],
    [Number.NaN, '°C', NO_VALUE],
  ])('formats %s %s as %s', (value, unit, text) => {
    expect(formatReportValue(value, unit)).toBe(text);
  });

  it.each([
    [0, '0 min'],
    [59_999, '0 min'],
    [45 * 60_000, '45 min'],
    [(3 * 60 + 5) * 60_000, '3 h 05 min'],
    [(2 * 1440 + 4 * 60) * 60_000, '2 d 4 h 00 min'],
  ])('formats a duration of %s ms as %s', (ms, text) => {
    expect(formatReportDuration(ms)).toBe(text);
  });

  it('formats times and ranges on the user clock', () => {
    const start = Date.UTC(2025, 3, 30, 22, 0);
    expect(formatReportTime(start, 120)).toBe('2025-05-01 00:00');
    expect(
      formatReportRange({
        start,
        end: start + 86_400_000,
        utcOffsetMinutes: 120,
        timeZoneLabel: 'Europe/Berlin',
      }),
    ).toBe('2025-05-01 00:00 – 2025-05-02 00:00 (Europe/Berlin, UTC+02:00)');
  });
});
