import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendPlainComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerEChartsParts } from 'echarts/core';
import type { EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import type { EChartProps } from './EChart';

// Only what the app's charts draw is bundled (tree-shaken ECharts).
registerEChartsParts([
  LineChart,
  GridComponent,
  TooltipComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  MarkLineComponent,
  LegendPlainComponent,
  AriaComponent,
  CanvasRenderer,
]);

/** Whether this browser can draw on a canvas (jsdom and very old browsers cannot). */
function canvasSupported(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/** A small ECharts host: one instance per element, resized with its box, disposed on unmount. */
export function EChartCanvas({ option, label, height = 320, notMerge = true }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [supported] = useState(canvasSupported);

  useEffect(() => {
    const host = element.current;
    if (!host || !supported) return;
    const instance = init(host, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(host);
    return () => {
      observer?.disconnect();
      chart.current = null;
      instance.dispose();
    };
  }, [supported]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge, lazyUpdate: true });
  }, [option, notMerge]);

  if (!supported) {
    return (
      <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    );
  }
  return <Box ref={element} role="img" aria-label={label} sx={{ width: '100%', height }} />;
}
