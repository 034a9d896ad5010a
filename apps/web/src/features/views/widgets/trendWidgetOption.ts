import { chunksToPoints, trendOption } from '../../sensors/trendOption';
import type { TrendPoint, TrendSensor } from '../../sensors/trendOption';
import type { EChartOption } from '../../../components/EChart';
import type { LivePoint, TrendSeries } from './widgetTypes';

export interface TrendWidgetInput {
  /** The widget's sensors, with the thresholds the widget colours by. */
  sensors: readonly TrendSensor[];
  trend: readonly TrendSeries[];
  /** Live readings kept for the widget, oldest first. */
  history: readonly LivePoint[];
  /** The range the trend covers; without one, the span of the data. */
  window?: { from: number; to: number };
}

export interface TrendWidgetChart {
  option: EChartOption;
  /** No bucket and no live reading for any sensor. */
  empty: boolean;
}

/**
 * Loaded buckets per sensor followed by the live readings newer than the last bucket. The window
 * slides with the newest live reading and keeps its length.
 */
export function mergeTrendPoints(
  sensors: readonly { id: string }[],
  trend: readonly TrendSeries[],
  history: readonly LivePoint[],
  window: { from: number; to: number },
): { points: Map<string, TrendPoint[]>; window: { from: number; to: number } } {
  const points = new Map<string, TrendPoint[]>();
  let latest = window.to;
  for (const sensor of sensors) {
    const loaded = chunksToPoints(trend.find((s) => s.sensorID === sensor.id)?.chunks ?? []);
    const lastLoaded = loaded[loaded.length - 1]?.[0] ?? Number.NEGATIVE_INFINITY;
    const appended = history
      .filter((p) => p.sensorID === sensor.id && p.value !== null && p.at > lastLoaded)
      .map(({ at, value }) => [at, value, value, value] as TrendPoint);
    for (const [t] of appended) latest = Math.max(latest, t);
    points.set(sensor.id, [...loaded, ...appended]);
  }
  return { points, window: { from: latest - (window.to - window.from), to: latest } };
}

function dataWindow(trend: readonly TrendSeries[]): { from: number; to: number } {
  const starts = trend.flatMap((series) => series.chunks.map((c) => c.chunkStart));
  const ends = trend.flatMap((series) => series.chunks.map((c) => c.chunkStart + series.chunkSize));
  return starts.length > 0
    ? { from: Math.min(...starts), to: Math.max(...ends) }
    : { from: 0, to: 0 };
}

/** A trend widget's chart: the sensors' mean lines (band for one sensor) and threshold lines. */
export function trendWidgetOption({
  sensors,
  trend,
  history,
  window,
}: TrendWidgetInput): TrendWidgetChart {
  const merged = mergeTrendPoints(sensors, trend, history, window ?? dataWindow(trend));
  const empty = [...merged.points.values()].every((list) => list.length === 0);
  return {
    empty,
    option: trendOption({ sensors, ...merged, band: sensors.length === 1 }),
  };
}
