import Skeleton from '@mui/material/Skeleton';
import type { BarSeriesOption, GaugeSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { ComposeOption } from 'echarts/core';
import { Suspense, lazy, memo } from 'react';
import { loadChunk } from '../../../app/loadChunk';
import type { EChartOption, EChartProps } from '../../../components/EChart';

/** The app's line-chart option plus the gauge, bar and pie series widgets draw. */
export type WidgetChartOption =
  EChartOption | ComposeOption<BarSeriesOption | GaugeSeriesOption | PieSeriesOption>;

export interface WidgetChartProps extends Omit<EChartProps, 'option'> {
  option: WidgetChartOption;
}

const WidgetChartCanvas = lazy(() =>
  loadChunk(() => import('./WidgetChartCanvas')).then((m) => ({ default: m.WidgetChartCanvas })),
);

/**
 * A widget's ECharts chart. The instance is created once per mounted widget and later options
 * are set on it, so live updates never rebuild the chart. Keep `option` memoised.
 */
export const WidgetChart = memo(function WidgetChart(props: WidgetChartProps) {
  const height = props.height ?? 200;
  return (
    <Suspense
      fallback={<Skeleton variant="rectangular" height={height} aria-label="Loading chart" />}
    >
      <WidgetChartCanvas {...props} height={height} />
    </Suspense>
  );
});
