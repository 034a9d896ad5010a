// The Artificial Intelligence widget's learning (spec core §3 Widget smartThresholds): a sensor's
// normal band per hour of the week from its history, robust against the outliers it is meant to
// find (median and scaled median absolute deviation), the current value's deviation from it, and
// where the recent trend is heading. Pure: the server feeds it hourly means and recent readings.
import type { Thresholds } from './status.js';

export interface Sample {
  /** Epoch ms. */
  at: number;
  value: number;
}

/** Normal value and spread for one hour of the week. */
export interface Band {
  median: number;
  spread: number;
  samples: number;
}

export interface Baseline {
  /** 168 slots, Monday 00:00 UTC first; null where the hour has too little history. */
  hours: (Band | null)[];
  overall: Band | null;
  learnedHours: number;
}

export const HOURS_PER_WEEK = 168;
/** An hour of the week needs this many samples before it has a band of its own. */
export const MIN_SAMPLES_PER_HOUR = 3;
/** Deviations at or beyond this many spreads are anomalies; half of it is worth a warning. */
export const ANOMALY_DEVIATION = 3;
export const NOTABLE_DEVIATION = 2;
/** Proposed smart thresholds: this many spreads beyond normal for warning and for critical. */
export const SMART_WARNING_SPREADS = 3;
export const SMART_CRITICAL_SPREADS = 5;
/** Projections further ahead than this are not reported. */
export const PROJECTION_HORIZON_MS = 7 * 24 * 3600_000;
/** Scales the median absolute deviation to a standard deviation for normal data. */
const MAD_SCALE = 1.4826;

/** Hour of the week in UTC, 0 = Monday 00:00–01:00. */
export function hourOfWeek(at: number): number {
  const date = new Date(at);
  const day = (date.getUTCDay() + 6) % 7;
  return day * 24 + date.getUTCHours();
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median and scaled MAD of values; the spread never drops to zero for flat data. */
export function robustBand(values: readonly number[]): Band | null {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const centre = median(sorted);
  const deviations = sorted.map((v) => Math.abs(v - centre)).sort((a, b) => a - b);
  const spread = Math.max(median(deviations) * MAD_SCALE, Math.abs(centre) * 0.005, 1e-6);
  return { median: centre, spread, samples: finite.length };
}

/** Learns the weekly pattern from hourly means. */
export function learnBaseline(hourly: readonly Sample[]): Baseline {
  const byHour: number[][] = Array.from({ length: HOURS_PER_WEEK }, () => []);
  for (const sample of hourly) {
    if (Number.isFinite(sample.value)) byHour[hourOfWeek(sample.at)]!.push(sample.value);
  }
  return {
    hours: byHour.map((values) =>
      values.length >= MIN_SAMPLES_PER_HOUR ? robustBand(values) : null,
    ),
    overall: robustBand(hourly.map((s) => s.value)),
    learnedHours: hourly.length,
  };
}

/** The band expected at a time: the hour's own, else the overall one. */
export function expectedBand(baseline: Baseline, at: number): Band | null {
  return baseline.hours[hourOfWeek(at)] ?? baseline.overall;
}

export interface Judgement {
  expected: number | null;
  spread: number | null;
  /** Signed distance from normal in spreads. */
  deviation: number | null;
  anomaly: boolean;
}

export function judge(baseline: Baseline, sample: Sample | null): Judgement {
  const band = sample ? expectedBand(baseline, sample.at) : null;
  if (!sample || !band) {
    return {
      expected: band?.median ?? null,
      spread: band?.spread ?? null,
      deviation: null,
      anomaly: false,
    };
  }
  const deviation = (sample.value - band.median) / band.spread;
  return {
    expected: band.median,
    spread: band.spread,
    deviation,
    anomaly: Math.abs(deviation) >= ANOMALY_DEVIATION,
  };
}

/** Least-squares line through samples: value per ms and the value at `at`. */
export function fitLine(
  samples: readonly Sample[],
  at: number,
): { slope: number; valueAt: number } | null {
  const points = samples.filter((s) => Number.isFinite(s.value));
  if (points.length < 3) return null;
  const meanT = points.reduce((sum, s) => sum + s.at, 0) / points.length;
  const meanV = points.reduce((sum, s) => sum + s.value, 0) / points.length;
  let num = 0;
  let den = 0;
  for (const s of points) {
    num += (s.at - meanT) * (s.value - meanV);
    den += (s.at - meanT) ** 2;
  }
  if (den === 0) return null;
  const slope = num / den;
  return { slope, valueAt: meanV + slope * (at - meanT) };
}

export type CrossingLevel = 'warning' | 'error';

/** The limits a value can still cross on one side of its thresholds, nearest first. */
function limitsAhead(
  value: number,
  greenTo: number | null | undefined,
  yellowTo: number | null | undefined,
): { limit: number; level: CrossingLevel; rising: boolean }[] {
  const set = (n: number | null | undefined): n is number =>
    typeof n === 'number' && Number.isFinite(n);
  if (!set(greenTo) && !set(yellowTo)) return [];
  const rising = !(set(greenTo) && set(yellowTo) && yellowTo < greenTo);
  const ahead = (limit: number) => (rising ? value <= limit : value >= limit);
  const limits: { limit: number; level: CrossingLevel; rising: boolean }[] = [];
  if (set(greenTo) && ahead(greenTo)) limits.push({ limit: greenTo, level: 'warning', rising });
  if (set(yellowTo) && ahead(yellowTo)) limits.push({ limit: yellowTo, level: 'error', rising });
  return limits;
}

/**
 * When the recent trend crosses the next threshold it heads for, within the horizon: a line
 * through the recent samples, projected from now.
 */
export function projectCrossing(
  recent: readonly Sample[],
  thresholds: Thresholds,
  now: number,
): { at: number; level: CrossingLevel } | null {
  const line = fitLine(recent, now);
  if (!line || line.slope === 0) return null;
  const candidates = [
    ...limitsAhead(line.valueAt, thresholds.greenTo, thresholds.yellowTo),
    ...limitsAhead(line.valueAt, thresholds.greenTo2, thresholds.yellowTo2),
  ]
    .filter((c) => (c.rising ? line.slope > 0 : line.slope < 0))
    .map((c) => ({ at: now + (c.limit - line.valueAt) / line.slope, level: c.level }))
    .filter((c) => c.at >= now && c.at - now <= PROJECTION_HORIZON_MS)
    .sort((a, b) => a.at - b.at);
  return candidates[0] ?? null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Warning and critical values proposed from the learned band: the widest normal hour plus three
 * and five spreads, above normal for rising thresholds and below it for falling ones.
 */
export function proposeSmartThresholds(
  baseline: Baseline,
  falling = false,
): { warning: number; critical: number } | null {
  const bands = baseline.hours.filter((b): b is Band => b !== null);
  const all = bands.length > 0 ? bands : baseline.overall ? [baseline.overall] : [];
  if (all.length === 0) return null;
  const edge = (spreads: number) =>
    falling
      ? Math.min(...all.map((b) => b.median - spreads * b.spread))
      : Math.max(...all.map((b) => b.median + spreads * b.spread));
  return {
    warning: round2(edge(SMART_WARNING_SPREADS)),
    critical: round2(edge(SMART_CRITICAL_SPREADS)),
  };
}

/** Whether thresholds fall (yellow below green). */
export function thresholdsFall(t: Thresholds): boolean {
  return typeof t.greenTo === 'number' && typeof t.yellowTo === 'number' && t.yellowTo < t.greenTo;
}
