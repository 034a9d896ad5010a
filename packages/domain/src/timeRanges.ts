// Trend and report time ranges of spec core §4 "Trend ranges", core §5 and access §9.
import { z } from 'zod';
import { messages } from './messages.js';

export const TIME_RANGES = [
  'HOUR',
  'DAY',
  'WEEK',
  'MONTH',
  'SIX_MONTHS',
  'YEAR',
  'LATEST',
  'CUSTOM',
] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

/** Ranges of a fixed length that ends now. */
export type FixedTimeRange = Exclude<TimeRange, 'LATEST' | 'CUSTOM'>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const TIME_RANGE_MS: Record<FixedTimeRange, number> = {
  HOUR: HOUR_MS,
  DAY: DAY_MS,
  WEEK: 7 * DAY_MS,
  MONTH: 30 * DAY_MS,
  // Half of the 365-day YEAR, rounded down to whole days; the spec gives no length of its own.
  SIX_MONTHS: 182 * DAY_MS,
  YEAR: 365 * DAY_MS,
};

/** LATEST shows the most recent readings, which we take to be those of the last hour. */
const LATEST_WINDOW_MS = TIME_RANGE_MS.HOUR;

/** The picker's preset buttons, in order; CUSTOM has its own control. */
export const TIME_RANGE_PRESETS: readonly { range: FixedTimeRange; label: string }[] = [
  { range: 'HOUR', label: 'Hour' },
  { range: 'DAY', label: 'Day' },
  { range: 'WEEK', label: 'Week' },
  { range: 'MONTH', label: 'Month' },
  { range: 'SIX_MONTHS', label: 'Six months' },
  { range: 'YEAR', label: 'Year' },
];

export const CUSTOM_RANGE_LABEL = 'Custom';

/** The window a range covers, in epoch ms; CUSTOM takes its bounds from `custom`. */
export function rangeWindow(
  range: TimeRange,
  now: number,
  custom?: { start: number; end: number },
): { from: number; to: number } {
  if (range === 'CUSTOM') {
    if (!custom) throw new Error('rangeWindow: a CUSTOM range needs custom start and end');
    if (!Number.isFinite(custom.start) || !Number.isFinite(custom.end)) {
      throw new Error('rangeWindow: custom start and end must be finite epoch ms');
    }
    if (custom.start > custom.end) throw new Error('rangeWindow: custom start is after its end');
    return { from: custom.start, to: custom.end };
  }
  if (range === 'LATEST') return { from: now - LATEST_WINDOW_MS, to: now };
  const length = TIME_RANGE_MS[range] as number | undefined;
  if (length === undefined) throw new Error(`rangeWindow: unknown range ${String(range)}`);
  return { from: now - length, to: now };
}

/** Local midnight of the day `days` after the day of `date` (negative goes back). */
function startOfLocalDay(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, 0, 0, 0, 0);
}

function endOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** The custom picker's defaults (core §5): 7 days ago at 00:00 to today at 23:59, local time. */
export function defaultCustomRange(now: Date): { start: Date; end: Date } {
  return { start: startOfLocalDay(now, -7), end: endOfLocalDay(now) };
}

/** Custom date range form (core §5): both dates required, end not after today, start ≤ end. */
export function customDateRangeSchema(now: Date = new Date()) {
  const endOfToday = endOfLocalDay(now).getTime();
  return z
    .object({
      start: z.date({ error: messages.required }),
      end: z.date({ error: messages.required }),
    })
    .superRefine(({ start, end }, ctx) => {
      if (end.getTime() > endOfToday) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: messages.endDateAfterToday });
      }
      if (start.getTime() > end.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['start'], message: messages.startAfterEnd });
      }
    });
}
export type CustomDateRangeInput = z.infer<ReturnType<typeof customDateRangeSchema>>;
