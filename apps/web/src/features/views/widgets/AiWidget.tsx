import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isSensorStatus, statusColor } from '@vigil/domain';
import type { Status } from '@vigil/domain';
import { memo } from 'react';
import { WidgetMessage } from './WidgetMessage';
import { WidgetValue } from './WidgetValue';
import {
  formatDuration,
  formatNumber,
  formatValue,
  sensorLatest,
  sensorValueDisplay,
} from './widgetDisplay';
import { widgetTexts } from './widgetTexts';
import type {
  LatestValue,
  SensorInsight,
  ViewWidget,
  WidgetBodyProps,
  WidgetSensor,
} from './widgetTypes';

/** Hours of history the learned band needs before its verdicts mean anything. */
export const LEARNING_HOURS = 24;
/** Deviation (in spreads) from which a value that is not an anomaly is still called unusual. */
export const UNUSUAL_DEVIATION = 2;

/** The verdict on a value: an anomaly is error, an unusual value warning, else ok. */
export function insightStatus(insight: Pick<SensorInsight, 'anomaly' | 'deviation'>): Status {
  if (insight.anomaly) return 'error';
  if (insight.deviation !== null && Math.abs(insight.deviation) >= UNUSUAL_DEVIATION) {
    return 'warning';
  }
  return 'ok';
}

const VERDICT: Record<Status, string> = {
  error: widgetTexts.anomaly,
  warning: widgetTexts.unusual,
  ok: widgetTexts.normal,
  unknown: widgetTexts.noInsight,
};

function signed(n: number): string {
  return `${n > 0 ? '+' : ''}${formatNumber(n)}`;
}

interface InsightRowProps {
  widget: ViewWidget;
  sensor: WidgetSensor;
  latest: ReadonlyMap<string, LatestValue>;
  insight: SensorInsight | undefined;
  now: number;
}

function InsightRow({ widget, sensor, latest, insight, now }: InsightRowProps) {
  const display = sensorValueDisplay(widget, sensor, latest);
  const unit = widget.unit || sensor.unit;
  const disconnected = sensorLatest(sensor, latest).disconnected;
  const learning = !insight || insight.learnedHours < LEARNING_HOURS;
  const status = insight && !learning && !disconnected ? insightStatus(insight) : 'unknown';
  const color = statusColor(status);
  const crossesLevel = insight?.crossesLevel;
  const level = crossesLevel && isSensorStatus(crossesLevel) ? crossesLevel : 'warning';
  const smart = insight?.smartThresholds;
  return (
    <Box
      data-testid={`insight-${sensor.id}`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, py: 0.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ m: 0 }} noWrap>
          {sensor.name}
        </Typography>
        {learning || disconnected ? null : (
          <Box
            component="span"
            data-testid="insight-verdict"
            data-status={status}
            data-color={color}
            sx={{
              px: 1,
              borderRadius: 1,
              typography: 'caption',
              fontWeight: 600,
              color: status === 'warning' ? 'text.primary' : '#fff',
              bgcolor: color,
            }}
          >
            {VERDICT[status]}
          </Box>
        )}
      </Box>
      <WidgetValue display={display} size="small" />
      {!insight ? (
        <Typography variant="caption" color="text.secondary">
          {widgetTexts.noInsight}
        </Typography>
      ) : learning ? (
        <Typography variant="caption" color="text.secondary" data-testid="insight-learning">
          {widgetTexts.learning(insight.learnedHours)}
        </Typography>
      ) : (
        <>
          {insight.expected !== null && insight.spread !== null ? (
            <Typography variant="caption" color="text.secondary">
              {widgetTexts.expected(
                formatValue(insight.expected, unit),
                formatNumber(insight.spread),
              )}
              {insight.deviation !== null && !disconnected
                ? ` · ${widgetTexts.deviation(signed(insight.deviation))}`
                : null}
            </Typography>
          ) : null}
          <Typography variant="caption" data-testid="insight-crossing">
            {insight.crossesAt !== null && insight.crossesAt > now
              ? widgetTexts.reaches(level, formatDuration(insight.crossesAt - now, 'm'))
              : widgetTexts.noCrossing}
          </Typography>
          {smart && (smart.warning !== null || smart.critical !== null) ? (
            <Typography variant="caption" color="text.secondary" data-testid="insight-smart">
              {widgetTexts.smartThresholds(
                smart.warning === null ? widgetTexts.noValue : formatValue(smart.warning, unit),
                smart.critical === null ? widgetTexts.noValue : formatValue(smart.critical, unit),
              )}
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}

/**
 * Artificial Intelligence: per sensor, the value against its learned normal band (expected ±
 * spread, deviation in spreads), an Anomaly / Unusual / Normal verdict, where the trend is
 * heading, and the thresholds the band proposes. Until a day of history is learned it says so.
 */
export const AiWidget = memo(function AiWidget({
  widget,
  sensors,
  latest,
  insights,
  now,
}: WidgetBodyProps) {
  if (sensors.length === 0) return <WidgetMessage>{widgetTexts.noSensors}</WidgetMessage>;
  if (!insights) return <WidgetMessage loading>{widgetTexts.loadingInsights}</WidgetMessage>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {sensors.map((sensor) => (
        <InsightRow
          key={sensor.id}
          widget={widget}
          sensor={sensor}
          latest={latest}
          insight={insights.find((i) => i.sensorID === sensor.id)}
          now={now}
        />
      ))}
    </Box>
  );
});
