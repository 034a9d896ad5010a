import { STATUS_COLORS, numericStatus, redLimit, statusColor } from '@vigil/domain';
import type { WidgetChartOption } from './WidgetChart';
import { hasThresholds } from './widgetDisplay';
import type { WidgetThresholds } from './widgetDisplay';

export interface GaugeBounds {
  min: number;
  max: number;
}

function isSet(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Every limit a dial should show: green, yellow (both sides) and red (given or defaulted). */
function limits(t: WidgetThresholds): number[] {
  return [t.greenTo, t.yellowTo, t.greenTo2, t.yellowTo2, redLimit(t)].filter(isSet);
}

/**
 * The dial's ends: the bounds given, else from 0 (or the lowest limit) to the highest limit. When
 * the dial ends where red ends (rising thresholds) it stops there, since everything beyond is red
 * anyway; when readings above the top limit are fine (falling thresholds) it leaves a quarter
 * of the span above it so the green band shows. Without thresholds the dial goes to 100.
 */
export function gaugeBounds(
  t: WidgetThresholds,
  lowerBound?: number | null,
  upperBound?: number | null,
): GaugeBounds {
  const all = hasThresholds(t) ? limits(t) : [];
  const min = isSet(lowerBound) ? lowerBound : Math.min(0, ...all);
  let max: number;
  if (isSet(upperBound)) {
    max = upperBound;
  } else if (all.length === 0) {
    max = Math.max(100, min + 100);
  } else {
    const top = Math.max(...all);
    const above = top + Math.max(Math.abs(top), 1) * 0.01;
    max = numericStatus(above, t) === 'error' ? top : top + (top - min) * 0.25;
  }
  return { min, max: max > min ? max : min + 1 };
}

/**
 * The dial's colour bands as ECharts wants them: [end as a fraction of the dial, colour], each
 * band coloured by the domain's status of a value inside it, neighbours of one colour merged.
 * Without thresholds the whole dial is neutral grey.
 */
export function gaugeBands(t: WidgetThresholds, { min, max }: GaugeBounds): [number, string][] {
  if (!hasThresholds(t)) return [[1, STATUS_COLORS.grey]];
  const cuts = [...new Set([t.greenTo, t.yellowTo, t.greenTo2, t.yellowTo2].filter(isSet))]
    .filter((v) => v > min && v < max)
    .sort((a, b) => a - b);
  const edges = [min, ...cuts, max];
  const bands: [number, string][] = [];
  for (let i = 1; i < edges.length; i += 1) {
    const from = edges[i - 1] as number;
    const to = edges[i] as number;
    const color = statusColor(numericStatus((from + to) / 2, t));
    const end = (to - min) / (max - min);
    const previous = bands[bands.length - 1];
    if (previous && previous[1] === color) previous[0] = end;
    else bands.push([end, color]);
  }
  return bands;
}

export interface GaugeInput {
  value: number | null;
  thresholds: WidgetThresholds;
  lowerBound?: number | null;
  upperBound?: number | null;
  name: string;
}

/** A gauge dial with green, yellow and red bands; the value and status are written outside it. */
export function gaugeOption({
  value,
  thresholds,
  lowerBound,
  upperBound,
  name,
}: GaugeInput): WidgetChartOption {
  const bounds = gaugeBounds(thresholds, lowerBound, upperBound);
  return {
    aria: { enabled: true },
    series: [
      {
        id: 'gauge',
        type: 'gauge',
        min: bounds.min,
        max: bounds.max,
        radius: '95%',
        center: ['50%', '58%'],
        axisLine: { lineStyle: { width: 12, color: gaugeBands(thresholds, bounds) } },
        pointer: { width: 5, itemStyle: { color: 'auto' } },
        axisTick: { distance: -12, length: 4, lineStyle: { color: '#fff' } },
        splitLine: { distance: -12, length: 12, lineStyle: { color: '#fff', width: 2 } },
        axisLabel: { distance: 16, fontSize: 10 },
        title: { show: false },
        detail: { show: false },
        data: value === null ? [] : [{ value, name }],
      },
    ],
  };
}
