import type { WidgetChartOption } from './WidgetChart';

export type ChartKind = 'bar' | 'pie';

/** Bar unless the widget asks for a pie. */
export function chartKind(chartType: string | null | undefined): ChartKind {
  return chartType === 'pie' ? 'pie' : 'bar';
}

export interface ChartItem {
  id: string;
  name: string;
  /** Null for a sensor without a current value (disconnected or never read). */
  value: number | null;
  color: string;
}

/**
 * Sensors' latest values side by side: bars (or slices) in each value's status colour. Sensors
 * without a value keep their place on a bar chart and are left out of a pie.
 */
export function chartOption(kind: ChartKind, items: readonly ChartItem[]): WidgetChartOption {
  if (kind === 'pie') {
    return {
      aria: { enabled: true },
      tooltip: { trigger: 'item' },
      series: [
        {
          id: 'values',
          type: 'pie',
          radius: ['35%', '70%'],
          itemStyle: { borderColor: '#fff', borderWidth: 2 },
          label: { formatter: '{b}: {c}' },
          data: items
            .filter((item) => item.value !== null)
            .map((item) => ({
              id: item.id,
              name: item.name,
              value: item.value as number,
              itemStyle: { color: item.color },
            })),
        },
      ],
    };
  }
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'item' },
    // ECharts 6 keeps axis labels inside the grid's outer bounds by itself.
    grid: { left: 8, right: 8, top: 16, bottom: 8 },
    xAxis: {
      type: 'category',
      data: items.map((item) => item.name),
      axisLabel: { interval: 0, overflow: 'truncate', width: 80 },
    },
    yAxis: { type: 'value' },
    series: [
      {
        id: 'values',
        type: 'bar',
        data: items.map((item) => ({
          id: item.id,
          name: item.name,
          value: item.value ?? '-',
          itemStyle: { color: item.color },
        })),
      },
    ],
  };
}
