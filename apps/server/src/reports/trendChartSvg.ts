// A trend widget as the web draws it: one line per sensor over the range, with the threshold
// lines in their status colours; times on the axis read in the user's time zone.
import { STATUS_COLORS, redLimit } from '@vigil/domain';
import type { EChartsOption } from 'echarts';
import type { ReportRange, ReportThresholds, ReportTrendWidget } from './ReportModel.js';
import { renderEChartsSvg } from './renderEChartsSvg.js';
import { formatReportNumber } from './reportFormat.js';

export interface ThresholdLine {
  value: number;
  color: string;
  label: string;
}

function isSet(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Green, yellow and red lines (red given or defaulted from yellow), then the band's other side. */
export function thresholdLines(t: ReportThresholds): ThresholdLine[] {
  const lines: ThresholdLine[] = [];
  if (isSet(t.greenTo))
    lines.push({ value: t.greenTo, color: STATUS_COLORS.green, label: 'Green to' });
  if (isSet(t.yellowTo))
    lines.push({ value: t.yellowTo, color: STATUS_COLORS.yellow, label: 'Yellow to' });
  const red = redLimit(t);
  if (red !== null) lines.push({ value: red, color: STATUS_COLORS.red, label: 'Red to' });
  if (isSet(t.greenTo2))
    lines.push({ value: t.greenTo2, color: STATUS_COLORS.green, label: 'Green to (2)' });
  if (isSet(t.yellowTo2))
    lines.push({ value: t.yellowTo2, color: STATUS_COLORS.yellow, label: 'Yellow to (2)' });
  return lines;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function trendChartSvg(
  widget: ReportTrendWidget,
  range: ReportRange,
  width: number,
  height: number,
): string {
  // ECharts formats times in the process's zone or UTC; shifting by the user's offset and
  // asking for UTC puts the ticks and labels on the user's clock.
  const shift = range.utcOffsetMinutes * 60_000;
  const lines = thresholdLines(widget.thresholds);
  const spanMs = range.end - range.start;
  const option: EChartsOption = {
    useUTC: true,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, itemWidth: 14, itemHeight: 8, textStyle: { fontSize: 10 } },
    xAxis: {
      type: 'time',
      min: range.start + shift,
      max: range.end + shift,
      axisLabel: {
        fontSize: 9,
        hideOverlap: true,
        formatter: (value: number) => {
          const d = new Date(value);
          const day = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.`;
          const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
          return spanMs > 2 * 86_400_000 ? day : `${day} ${time}`;
        },
      },
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: widget.unit ?? '',
      nameGap: 10,
      nameTextStyle: { fontSize: 9, align: 'right' },
      axisLabel: { fontSize: 9, formatter: (v: number) => formatReportNumber(v) },
      splitLine: { lineStyle: { color: '#e0e0e0' } },
    },
    series: widget.series.map((s, i) => ({
      type: 'line' as const,
      name: s.sensorName,
      showSymbol: false,
      sampling: 'lttb' as const,
      // No clip path per series: svg-to-pdfkit spends a third of a chart's time on it.
      clip: false,
      lineStyle: { width: 1 },
      data: s.points.map(([t, v]) => [t + shift, v]),
      // The threshold lines ride on the first series so they are drawn once.
      ...(i === 0 && lines.length > 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              label: { show: false },
              data: lines.map((l) => ({
                yAxis: l.value,
                lineStyle: { color: l.color, type: 'dashed' as const, width: 1 },
              })),
            },
          }
        : {}),
    })),
  };
  return renderEChartsSvg(option, width, height);
}
