import { reportRange } from '@vigil/domain';
import type { ReportRangeName } from '@vigil/domain';
import { timeRangeWindow } from '../../components/timeRangeValue';
import type { TimeRangeValue } from '../../components/timeRangeValue';

/** What a report request says of its range: the preset (or CUSTOM) and its bounds in epoch ms. */
export interface ReportWindow {
  reportRange: ReportRangeName;
  startDate: number;
  endDate: number;
}

/**
 * The range the picker chose as a report covers it at `now`, or why it cannot be reported. A
 * custom range may end later today (the custom picker's default ends at 23:59): a report covers
 * what has happened, so it ends now (the domain's reportRange, as the server applies it).
 */
export function reportWindow(
  value: TimeRangeValue,
  now: number,
): { window: ReportWindow } | { error: string } {
  const { from, to } = timeRangeWindow(value, now);
  const range = reportRange(from, to, now);
  if ('error' in range) return range;
  return { window: { reportRange: value.range, startDate: range.start, endDate: range.end } };
}
