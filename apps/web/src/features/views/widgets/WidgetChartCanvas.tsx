import { BarChart, GaugeChart, PieChart } from 'echarts/charts';
import { use as registerEChartsParts } from 'echarts/core';
import { EChartCanvas } from '../../../components/EChartCanvas';
import type { EChartOption } from '../../../components/EChart';
import type { WidgetChartProps } from './WidgetChart';

// The shared canvas registers line charts and their components; widgets add these kinds, in the
// same lazily loaded chunk.
registerEChartsParts([BarChart, GaugeChart, PieChart]);

export function WidgetChartCanvas({ option, ...props }: WidgetChartProps) {
  // EChartCanvas passes the option straight to setOption, which takes every registered kind.
  return <EChartCanvas {...props} option={option as EChartOption} />;
}
