import Skeleton from '@mui/material/Skeleton';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { Suspense, lazy } from 'react';
import { loadChunk } from '../app/loadChunk';

/** The options of the chart kinds and components EChartCanvas registers. */
export type EChartOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

export interface EChartProps {
  option: EChartOption;
  /** What the chart shows, for assistive technology (the canvas itself says nothing). */
  label: string;
  height?: number;
  /** Replace the whole option instead of merging it into the previous one. */
  notMerge?: boolean;
}

// ECharts is a large library: it arrives in its own chunk, when the first chart is shown.
const EChartCanvas = lazy(() =>
  loadChunk(() => import('./EChartCanvas')).then((m) => ({ default: m.EChartCanvas })),
);

/** An ECharts chart (line charts with grid, tooltip, zoom, mark lines and legend). */
export function EChart(props: EChartProps) {
  const height = props.height ?? 320;
  return (
    <Suspense
      fallback={<Skeleton variant="rectangular" height={height} aria-label="Loading chart" />}
    >
      <EChartCanvas {...props} height={height} />
    </Suspense>
  );
}
