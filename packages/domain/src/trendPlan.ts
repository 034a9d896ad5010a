// How a trend is bucketed (ARCHITECTURE §6): at most ~1000 buckets per series, read from raw
// rows for short ranges and from hourly or daily rollups for long ones.

export const MAX_TREND_CHUNKS = 1000;

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type TrendSource = 'raw' | 'hourly' | 'daily';

/** Raw rows answer windows up to this long; hourly rollups up to RAW…HOURLY; daily beyond. */
export const RAW_TREND_MAX_MS = 8 * DAY_MS;
export const HOURLY_TREND_MAX_MS = 2 * 366 * DAY_MS;

export interface TrendPlan {
  source: TrendSource;
  /** Bucket width in ms: a whole multiple of the source's resolution. */
  chunkSize: number;
}

/**
 * The source and bucket width for a window of `from`..`to` epoch ms, with at most about
 * `maxChunks` buckets (a report's charts ask for fewer than a screen's).
 */
export function trendPlan(from: number, to: number, maxChunks = MAX_TREND_CHUNKS): TrendPlan {
  const span = Math.max(to - from, SECOND_MS);
  const source: TrendSource =
    span <= RAW_TREND_MAX_MS ? 'raw' : span <= HOURLY_TREND_MAX_MS ? 'hourly' : 'daily';
  const unit = source === 'raw' ? SECOND_MS : source === 'hourly' ? HOUR_MS : DAY_MS;
  const chunkSize = Math.max(unit, Math.ceil(span / maxChunks / unit) * unit);
  return { source, chunkSize };
}
