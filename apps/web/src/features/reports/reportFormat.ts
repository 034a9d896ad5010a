import {
  CUSTOM_RANGE_LABEL,
  TIME_RANGE_PRESETS,
  isTimeZone,
  reportFileName,
  zoneOffsetMinutes,
} from '@vigil/domain';
import type { TimeRange } from '@vigil/domain';

/** A report's range as the picker named it: Day, Week … or Custom. */
export function reportRangeLabel(range: TimeRange): string {
  if (range === 'CUSTOM') return CUSTOM_RANGE_LABEL;
  return TIME_RANGE_PRESETS.find((preset) => preset.range === range)?.label ?? range;
}

/**
 * The name a report downloads under, as the server names it: the view and the range's first day
 * in the time zone the report is written in (the browser's when that zone is unknown here).
 */
export function reportFileNameOf(report: {
  viewName: string;
  startDate: number;
  timeZone: string;
}): string {
  const offset = isTimeZone(report.timeZone)
    ? zoneOffsetMinutes(report.startDate, report.timeZone)
    : -new Date(report.startDate).getTimezoneOffset();
  return reportFileName(report.viewName, report.startDate, offset);
}

/** An instant in the browser's time zone, e.g. "10 Mar 2026, 13:00". */
export const whenFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
