import { STATUS_COLORS } from '@vigil/domain';
import type { EChartOption } from '../../components/EChart';
import { formatLocalTime } from '../../components/formatUpdated';
import { formatNumber, thresholdLines } from './sensorDisplay';
import type { DisplayedSensor } from './sensorDisplay';

/** One bucket of a trend: [time, min, mean, max]. */
export type TrendPoint = [time: number, min: number, mean: number, max: number];

export interface TrendSensor extends DisplayedSensor {
  id: string;
  name: string;
}

export interface TrendInput {
  sensors: readonly TrendSensor[];
  /** Buckets (and appended live readings) per sensor id, oldest first. */
  points: ReadonlyMap<string, readonly TrendPoint[]>;
  window: { from: number; to: number };
  /** Draw the min–max band behind the mean line (one sensor only, or it gets unreadable). */
  band: boolean;
}

/** The trend's [min, mean, max] buckets as points at each bucket's start. */
export function chunksToPoints(
  chunks: readonly { chunkStart: number; values: readonly number[] }[],
): TrendPoint[] {
  return chunks.flatMap(({ chunkStart, values }) => {
    const [min, mean, max] = values;
    if (min === undefined || mean === undefined || max === undefined) return [];
    return [[chunkStart, min, mean, max] satisfies TrendPoint];
  });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The tooltip is HTML, and sensor names and units are user data. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

interface AxisTooltipParam {
  seriesId?: string;
  seriesName?: string;
  marker?: unknown;
  data?: unknown;
  axisValue?: unknown;
}

/**
 * Axis bounds that take in the threshold lines too: ECharts sizes the axis to the data only, and
 * a threshold above or below every reading would otherwise not be drawn.
 */
function thresholdExtent(limits: readonly number[]) {
  if (limits.length === 0) return {};
  const low = Math.min(...limits);
  const high = Math.max(...limits);
  // Fixed ends are not rounded by ECharts, so they are rounded here to half a power of ten.
  const step = (min: number, max: number) => 10 ** Math.floor(Math.log10(max - min || 1)) / 2;
  return {
    min: ({ min, max }: { min: number; max: number }) => {
      const from = Math.min(min, low);
      const s = step(from, Math.max(max, high));
      return Math.floor(from / s) * s;
    },
    max: ({ min, max }: { min: number; max: number }) => {
      const to = Math.max(max, high);
      const s = step(Math.min(min, low), to);
      return Math.ceil(to / s) * s;
    },
  };
}

/**
 * The ECharts option of a sensor trend: a mean line per sensor over a time axis spanning the
 * window, a min–max band when asked, and one dashed line per distinct threshold (green, yellow,
 * and red given or defaulted by the domain's redLimit).
 */
export function trendOption({ sensors, points, window, band }: TrendInput): EChartOption {
  const units = new Map(sensors.map((s) => [s.id, s.unit ? ` ${s.unit}` : '']));
  const seen = new Set<string>();
  const thresholds = sensors.flatMap(thresholdLines).filter((line) => {
    const key = `${line.kind}:${line.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const series: NonNullable<EChartOption['series']> = [];
  sensors.forEach((sensor, index) => {
    const data = points.get(sensor.id) ?? [];
    if (band) {
      series.push(
        {
          id: `band-low:${sensor.id}`,
          type: 'line',
          data: data.map(([t, min]) => [t, min]),
          stack: `band:${sensor.id}`,
          symbol: 'none',
          lineStyle: { opacity: 0 },
          silent: true,
        },
        {
          id: `band:${sensor.id}`,
          type: 'line',
          data: data.map(([t, min, , max]) => [t, max - min]),
          stack: `band:${sensor.id}`,
          symbol: 'none',
          lineStyle: { opacity: 0 },
          areaStyle: { opacity: 0.15 },
          silent: true,
        },
      );
    }
    series.push({
      id: `mean:${sensor.id}`,
      name: sensor.name,
      type: 'line',
      data: data.map(([t, min, mean, max]) => [t, mean, min, max]),
      showSymbol: false,
      ...(index === 0 && thresholds.length > 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              data: thresholds.map((line) => ({
                name: line.label,
                yAxis: line.value,
                lineStyle: { color: STATUS_COLORS[line.kind], type: 'dashed' as const },
                label: {
                  position: 'insideEndTop' as const,
                  formatter: `${line.label} ${formatNumber(line.value)}`,
                },
              })),
            },
          }
        : {}),
    });
  });

  return {
    aria: { enabled: true },
    animation: false,
    grid: { left: 56, right: 24, top: sensors.length > 1 ? 40 : 16, bottom: 72 },
    legend: sensors.length > 1 ? { top: 0, data: sensors.map((s) => s.name) } : { show: false },
    tooltip: {
      trigger: 'axis',
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as AxisTooltipParam[];
        const means = params.filter((p) => p.seriesId?.startsWith('mean:'));
        const first = means[0];
        if (!first || !Array.isArray(first.data)) return '';
        const lines = means.map((p) => {
          const [, mean, min, max] = p.data as number[];
          const unit = units.get(p.seriesId?.slice('mean:'.length) ?? '') ?? '';
          const spread =
            min !== undefined && max !== undefined && min !== max
              ? ` (${formatNumber(min)} – ${formatNumber(max)})`
              : '';
          const name = escapeHtml(p.seriesName ?? '');
          const value = `${formatNumber(mean ?? Number.NaN)}${escapeHtml(unit)}${spread}`;
          return `${String(p.marker ?? '')}${name}: ${value}`;
        });
        return [formatLocalTime((first.data as number[])[0] ?? 0), ...lines].join('<br/>');
      },
    },
    xAxis: { type: 'time', min: window.from, max: window.to },
    yAxis: { type: 'value', scale: true, ...thresholdExtent(thresholds.map((l) => l.value)) },
    dataZoom: [{ type: 'inside' }, { type: 'slider', bottom: 16 }],
    series,
  };
}
