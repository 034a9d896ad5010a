import Skeleton from '@mui/material/Skeleton';
import { memo, useMemo } from 'react';
import { WidgetChart } from './WidgetChart';
import { WidgetMessage } from './WidgetMessage';
import { trendWidgetOption } from './trendWidgetOption';
import { effectiveThresholds } from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type { WidgetBodyProps } from './widgetTypes';

/**
 * Trend: the sensors' mean lines over the view's range (with the min–max band for one sensor),
 * their threshold lines (the widget's when it sets any), and the live readings since the last
 * bucket appended.
 */
export const TrendWidget = memo(function TrendWidget({
  widget,
  sensors,
  trend,
  history,
  window,
}: WidgetBodyProps) {
  const trendSensors = useMemo(
    () => sensors.map((sensor) => ({ ...sensor, ...effectiveThresholds(widget, sensor) })),
    [widget, sensors],
  );
  const chart = useMemo(
    () => (trend ? trendWidgetOption({ sensors: trendSensors, trend, history, window }) : null),
    [trendSensors, trend, history, window],
  );
  if (sensors.length === 0) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  if (!chart) {
    return (
      <Skeleton
        variant="rectangular"
        height={240}
        aria-label={widgetTexts.loadingTrend}
        data-testid="trend-loading"
      />
    );
  }
  if (chart.empty) return <WidgetMessage>{widgetTexts.noTrend}</WidgetMessage>;
  return (
    <WidgetChart
      // A new set of sensors starts a fresh chart; live points merge into the current one, so
      // zoom survives them.
      key={sensors.map((s) => s.id).join(',')}
      option={chart.option}
      label={widgetTexts.trendLabel(sensors.map((s) => s.name))}
      height={240}
      notMerge={false}
    />
  );
});
