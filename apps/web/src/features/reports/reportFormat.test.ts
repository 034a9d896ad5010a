import { describe, expect, it } from 'vitest';
import { reportFileNameOf, reportRangeLabel } from './reportFormat';

describe('reportRangeLabel', () => {
  it.each([
    ['HOUR', 'Hour'],
    ['DAY', 'Day'],
    ['SIX_MONTHS', 'Six months'],
    ['YEAR', 'Year'],
    ['CUSTOM', 'Custom'],
  ] as const)('%s → %s', (range, label) => {
    expect(reportRangeLabel(range)).toBe(label);
  });
});

describe('reportFileNameOf', () => {
  // 23:30 UTC on 9 March is already 10 March in Berlin and still 9 March in New York.
  const start = Date.UTC(2026, 2, 9, 23, 30);
  it.each([
    ['Europe/Berlin', 'Plant 2026-03-10.pdf'],
    ['America/New_York', 'Plant 2026-03-09.pdf'],
    ['UTC', 'Plant 2026-03-09.pdf'],
  ])('names the first day in %s', (timeZone, name) => {
    expect(reportFileNameOf({ viewName: 'Plant', startDate: start, timeZone })).toBe(name);
  });
});
