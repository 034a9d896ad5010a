import { TIME_RANGE_PRESETS, rangeWindow } from '@vigil/domain';
import type { FixedTimeRange, TimeRange } from '@vigil/domain';

/** What the time-range picker chooses: a preset ending now, or custom bounds in epoch ms. */
export type TimeRangeValue =
  { range: FixedTimeRange } | { range: 'CUSTOM'; start: number; end: number };

export const DEFAULT_TIME_RANGE: TimeRangeValue = { range: 'DAY' };

/** URL query keys: `range`, and `start`/`end` (epoch ms) for a custom range. */
export const TIME_RANGE_PARAMS = { range: 'range', start: 'start', end: 'end' } as const;

const PRESET_RANGES = new Set<string>(TIME_RANGE_PRESETS.map((preset) => preset.range));

function isPreset(range: string): range is FixedTimeRange {
  return PRESET_RANGES.has(range);
}

/** Epoch ms from a number or an ISO 8601 date, so hand-written links work too. */
function parseInstant(text: string | null): number | null {
  if (!text) return null;
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** The range a URL asks for; anything unknown or incomplete falls back to the default. */
export function timeRangeFromSearchParams(
  params: URLSearchParams,
  fallback: TimeRangeValue = DEFAULT_TIME_RANGE,
): TimeRangeValue {
  const range = params.get(TIME_RANGE_PARAMS.range)?.toUpperCase() ?? '';
  if (isPreset(range)) return { range };
  if (range === 'CUSTOM') {
    const start = parseInstant(params.get(TIME_RANGE_PARAMS.start));
    const end = parseInstant(params.get(TIME_RANGE_PARAMS.end));
    if (start !== null && end !== null && start <= end) return { range, start, end };
  }
  return fallback;
}

/** A copy of `params` carrying the range (custom bounds only for a custom range). */
export function timeRangeToSearchParams(
  value: TimeRangeValue,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(TIME_RANGE_PARAMS.range, value.range);
  if (value.range === 'CUSTOM') {
    next.set(TIME_RANGE_PARAMS.start, String(value.start));
    next.set(TIME_RANGE_PARAMS.end, String(value.end));
  } else {
    next.delete(TIME_RANGE_PARAMS.start);
    next.delete(TIME_RANGE_PARAMS.end);
  }
  return next;
}

/** The window the value covers at `now`, in epoch ms. */
export function timeRangeWindow(value: TimeRangeValue, now: number): { from: number; to: number } {
  return value.range === 'CUSTOM'
    ? rangeWindow('CUSTOM', now, { start: value.start, end: value.end })
    : rangeWindow(value.range, now);
}

/** The `range` and `date` of a readings request (schema `WidgetReadingsInput`). */
export function timeRangeRequest(value: TimeRangeValue): {
  range: TimeRange;
  date?: { start: number; end: number };
} {
  return value.range === 'CUSTOM'
    ? { range: 'CUSTOM', date: { start: value.start, end: value.end } }
    : { range: value.range };
}
