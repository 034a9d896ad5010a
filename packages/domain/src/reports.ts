// PDF reports (spec core §2 Generate Report and /{customer}/reports, §7 report): which ranges a
// report covers, how scheduled reports are timed in the user's time zone, and their limits.
import { z } from 'zod';
import { EMAIL_PATTERN } from './validation.js';
import { TIME_RANGE_MS, type TimeRange } from './timeRanges.js';

/** Ranges a generated report may cover: the trend presets and Custom (not LATEST). */
export const REPORT_RANGES = [
  'HOUR',
  'DAY',
  'WEEK',
  'MONTH',
  'SIX_MONTHS',
  'YEAR',
  'CUSTOM',
] as const satisfies readonly TimeRange[];
export type ReportRangeName = (typeof REPORT_RANGES)[number];

/** A report's longest range: the Year preset and a day to spare for a custom one. */
export const REPORT_SPAN_MAX_MS = TIME_RANGE_MS.YEAR + 24 * 3600_000;

/** The ranges a scheduled report covers, each ending at its run. */
export const SCHEDULE_RANGES = ['DAY', 'WEEK', 'MONTH'] as const satisfies readonly TimeRange[];
export type ScheduleRange = (typeof SCHEDULE_RANGES)[number];
export const SCHEDULE_RANGE_LABELS: Record<ScheduleRange, string> = {
  DAY: 'Last day (daily)',
  WEEK: 'Last week (Mondays)',
  MONTH: 'Last month (on the 1st)',
};

export const REPORT_RECIPIENTS_MAX = 20;
export const REPORT_TIME_ZONE_MAX = 64;
/** The most past reports one page of the Reports page lists. */
export const REPORTS_PAGE_MAX = 100;
/** The most schedules a customer keeps. */
export const REPORT_SCHEDULES_MAX = 200;

export const reportMessages = {
  unableToGenerate: 'Unable to generate the report',
  rangeOrder: 'The end must be after the start.',
  rangeTooLong: 'A report covers at most a year.',
  notDashboard: 'Reports are made of dashboard views.',
  time: 'Enter a time as HH:MM, e.g. 07:00.',
  timeZone: 'Choose a time zone.',
  recipientsRequired: 'Add at least one recipient.',
  recipientsMax: `Send to at most ${REPORT_RECIPIENTS_MAX} recipients.`,
  recipient: (address: string) => `Not an e-mail address: ${address}`,
  schedulesMax: `A company keeps at most ${REPORT_SCHEDULES_MAX} scheduled reports.`,
  busy: 'Many reports are being generated right now. Try again in a minute.',
} as const;

/** Whether a name is an IANA time zone this runtime knows (e.g. Europe/Berlin, UTC). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > REPORT_TIME_ZONE_MAX) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function parseScheduleTime(time: string): { hour: number; minute: number } | null {
  const match = TIME_PATTERN.exec(time);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** A schedule as its form edits it; recipients are one per line or separated by commas. */
export const reportScheduleSchema = z.object({
  range: z.enum(SCHEDULE_RANGES),
  time: z.string().regex(TIME_PATTERN, reportMessages.time),
  timeZone: z.string().refine(isTimeZone, reportMessages.timeZone),
  recipients: z
    .array(z.string().trim().max(254))
    .transform((list) => [...new Set(list.map((address) => address.trim()).filter(Boolean))])
    .superRefine((list, ctx) => {
      if (list.length === 0)
        ctx.addIssue({ code: 'custom', message: reportMessages.recipientsRequired });
      if (list.length > REPORT_RECIPIENTS_MAX) {
        ctx.addIssue({ code: 'custom', message: reportMessages.recipientsMax });
      }
      const bad = list.find((address) => !EMAIL_PATTERN.test(address));
      if (bad !== undefined)
        ctx.addIssue({ code: 'custom', message: reportMessages.recipient(bad) });
    }),
});
export type ReportScheduleInput = z.input<typeof reportScheduleSchema>;

/** Addresses typed one per line or separated by commas or semicolons. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * A generated report's range: an end in the future is now (a custom range may end tonight, as
 * the picker allows); then end after start and at most a year. The range, or the message.
 */
export function reportRange(
  start: number,
  end: number,
  now: number,
): { start: number; end: number } | { error: string } {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return { error: reportMessages.rangeOrder };
  const until = Math.min(end, now);
  if (until <= start) return { error: reportMessages.rangeOrder };
  if (until - start > REPORT_SPAN_MAX_MS) return { error: reportMessages.rangeTooLong };
  return { start, end: until };
}

/** The offset of a time zone from UTC at an instant, in minutes (Europe/Berlin in summer: 120). */
export function zoneOffsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - (at - (at % 1000))) / 60_000);
}

interface LocalDate {
  year: number;
  /** 0–11; may overflow, as Date.UTC allows. */
  month: number;
  day: number;
}

function localDateOf(at: number, timeZone: string): LocalDate & { weekday: number } {
  const local = new Date(at + zoneOffsetMinutes(at, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

/**
 * The instant a local wall-clock time happens in a time zone. A time skipped by a DST change
 * moves forward by the gap; a repeated one takes its first occurrence.
 */
export function zonedInstant(
  date: LocalDate,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const wall = Date.UTC(date.year, date.month, date.day, hour, minute);
  // The offsets on either side of any change that day: a time that happens under one of them is
  // that instant; under both (a repeated hour) the first; under neither (a skipped hour) the
  // earlier offset places it after the gap.
  const before = wall - zoneOffsetMinutes(wall - 12 * 3600_000, timeZone) * 60_000;
  const after = wall - zoneOffsetMinutes(wall + 12 * 3600_000, timeZone) * 60_000;
  const happens = (at: number) => at + zoneOffsetMinutes(at, timeZone) * 60_000 === wall;
  const candidates = [before, after].filter(happens);
  return candidates.length > 0 ? Math.min(...candidates) : before;
}

/** The first run of a schedule strictly after `after` (epoch ms). */
export function nextScheduledRun(
  schedule: { range: ScheduleRange; time: string; timeZone: string },
  after: number,
): number {
  const time = parseScheduleTime(schedule.time);
  if (!time || !isTimeZone(schedule.timeZone)) throw new Error('nextScheduledRun: bad schedule');
  const today = localDateOf(after, schedule.timeZone);
  for (let days = 0; days <= 62; days += 1) {
    const date = { year: today.year, month: today.month, day: today.day + days };
    const noon = new Date(Date.UTC(date.year, date.month, date.day, 12));
    if (schedule.range === 'WEEK' && noon.getUTCDay() !== 1) continue;
    if (schedule.range === 'MONTH' && noon.getUTCDate() !== 1) continue;
    const at = zonedInstant(date, time.hour, time.minute, schedule.timeZone);
    if (at > after) return at;
  }
  throw new Error('nextScheduledRun: no run within two months');
}

/** The range a scheduled run covers: the last day, week or calendar month before it. */
export function scheduledRunWindow(
  schedule: { range: ScheduleRange; timeZone: string },
  runAt: number,
): { start: number; end: number } {
  const local = new Date(runAt + zoneOffsetMinutes(runAt, schedule.timeZone) * 60_000);
  const back = { DAY: [0, 1], WEEK: [0, 7], MONTH: [1, 0] }[schedule.range];
  const start = zonedInstant(
    {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() - (back[0] as number),
      day: local.getUTCDate() - (back[1] as number),
    },
    local.getUTCHours(),
    local.getUTCMinutes(),
    schedule.timeZone,
  );
  return { start, end: runAt };
}

/** "UTC+02:00" for a browser's getTimezoneOffset() of -120. */
export function utcOffsetLabel(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A report's file name: the view's name and the range's first day, e.g. "Main room 2026-11-27.pdf". */
export function reportFileName(viewName: string, start: number, utcOffsetMinutes: number): string {
  const day = new Date(start + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
  // Path and reserved characters, and control characters, become spaces.
  const safe =
    [...viewName]
      .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .replace(/ {2,}/g, ' ')
      .trim() || 'Report';
  return `${safe.slice(0, 100)} ${day}.pdf`;
}

/**
 * How long each status lasted within [start, end), from a sensor's status changes oldest first
 * (the first may be before start: the status the range began in). Before the first change the
 * status is unknown and not counted.
 */
export function timeInStatuses(
  changes: readonly { at: number; status: string }[],
  start: number,
  end: number,
): Map<string, number> {
  const totals = new Map<string, number>();
  changes.forEach((change, i) => {
    const next = changes[i + 1];
    const from = Math.max(start, change.at);
    const to = Math.min(end, next ? next.at : end);
    if (to > from) totals.set(change.status, (totals.get(change.status) ?? 0) + (to - from));
  });
  return totals;
}
