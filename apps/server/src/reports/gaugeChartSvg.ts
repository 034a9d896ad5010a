// A gauge widget: the dial coloured by the thresholds' bands, the needle at the latest value.
import { STATUS_COLORS, numericStatus, statusColor } from '@vigil/domain';
import type { EChartsOption } from 'echarts';
import type { ReportGaugeWidget } from './ReportModel.js';
import { renderEChartsSvg } from './renderEChartsSvg.js';
import { formatReportValue } from './reportFormat.js';

/**
 * The dial's colour stops (fractions of min..max), each the status the domain gives a value
 * there: sampling the rule keeps rising, falling and two-sided bands right without re-deriving it.
 */
export function gaugeBands(w: ReportGaugeWidget, steps = 200): [number, string][] {
  const span = w.max - w.min;
  if (!(span > 0)) return [[1, STATUS_COLORS.grey]];
  const bands: [number, string][] = [];
  for (let i = 1; i <= steps; i += 1) {
    const mid = w.min + (span * (i - 0.5)) / steps;
    const color = statusColor(numericStatus(mid, w.thresholds));
    const last = bands[bands.length - 1];
    if (last && last[1] === color) last[0] = i / steps;
    else bands.push([i / steps, color]);
  }
  return bands;
}

export function gaugeChartSvg(w: ReportGaugeWidget, width: number, height: number): string {
  const option: EChartsOption = {
    series: [
      {
        type: 'gauge',
        min: w.min,
        max: w.max,
        radius: '85%',
        splitNumber: 4,
        center: ['50%', '55%'],
        axisLine: { lineStyle: { width: 12, color: gaugeBands(w) } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { width: 1, color: '#757575' } },
        axisLabel: { fontSize: 8, distance: 16, color: '#616161' },
        pointer: { width: 4, itemStyle: { color: '#424242' } },
        detail: {
          fontSize: 14,
          offsetCenter: [0, '75%'],
          color: statusColor(w.latest.status),
          formatter: () => formatReportValue(w.latest.value, w.unit),
        },
        data: [{ value: w.latest.value ?? w.min }],
      },
    ],
  };
  return renderEChartsSvg(option, width, height);
}
