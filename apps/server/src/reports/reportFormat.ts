// How numbers, times and durations read in a report. Numbers follow the domain's rule (at most
// two decimals, as the web shows them) in a fixed locale, so a report does not depend on the
// server's.
import { formatDisplayNumber, utcOffsetLabel } from '@vigil/domain';
import type { ReportRange } from './ReportModel.js';

const REPORT_LOCALE = 'en-US';

export const NO_VALUE = '–';

export function formatReportNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? formatDisplayNumber(value, REPORT_LOCALE)
    : NO_VALUE;
}

export function formatReportValue(value: number | null | undefined, unit?: string | null): string {
  const text = formatReportNumber(value);
  return unit && text !== NO_VALUE ? `${text} ${unit}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-05-01 14:05" in the user's offset. */
export function formatReportTime(ms: number, utcOffsetMinutes: number): string {
  const d = new Date(ms + utcOffsetMinutes * 60_000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
  );
}

/** "2025-05-01 00:00 – 2025-05-31 00:00 (Europe/Berlin, UTC+02:00)". */
export function formatReportRange(range: ReportRange): string {
  const from = formatReportTime(range.start, range.utcOffsetMinutes);
  const to = formatReportTime(range.end, range.utcOffsetMinutes);
  return `${from} – ${to} (${range.timeZoneLabel}, ${utcOffsetLabel(range.utcOffsetMinutes)})`;
}

/** "0 min", "45 min", "3 h 05 min", "2 d 4 h 00 min"; rounded down to the minute. */
export function formatReportDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return `${d} d ${h} h ${pad(m)} min`;
  if (h > 0) return `${h} h ${pad(m)} min`;
  return `${m} min`;
}
