import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { CUSTOM_RANGE_LABEL, TIME_RANGE_PRESETS, keepLatestReadings } from '@vigil/domain';
import type { FixedTimeRange } from '@vigil/domain';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/EChart';
import { timeRangeRequest } from '../../../components/timeRangeValue';
import type { TimeRangeValue } from '../../../components/timeRangeValue';
import { useLiveReadingListener } from '../../../app/live/useLiveReadings';
import { SensorTrendDocument } from '../../../graphql/generated/graphql';
import { sensorTexts } from '../sensorTexts';
import { chunksToPoints, trendOption } from '../trendOption';
import type { TrendPoint, TrendSensor } from '../trendOption';
import { RetryBanner } from '../../../components/RetryBanner';

/** Ranges short enough for live readings to be worth appending to the chart. */
const LIVE_RANGES: ReadonlySet<string> = new Set<FixedTimeRange>(['HOUR', 'DAY']);

export interface SensorTrendProps {
  sensors: readonly TrendSensor[];
  range: TimeRangeValue;
  customerID: string | undefined;
}

function rangeLabel(range: TimeRangeValue): string {
  if (range.range === 'CUSTOM') return `a ${CUSTOM_RANGE_LABEL.toLowerCase()} range`;
  const preset = TIME_RANGE_PRESETS.find((p) => p.range === range.range);
  return `the last ${preset?.label.toLowerCase() ?? range.range.toLowerCase()}`;
}

/**
 * The sensors' trend over the picked range: mean lines (with the min–max band for one sensor)
 * and threshold lines. For short ranges, live readings are appended as they arrive. Give it a
 * `key` of the range and ids so a new choice starts with no appended points.
 */
export function SensorTrend({ sensors, range, customerID }: SensorTrendProps) {
  const sensorIDs = useMemo(() => sensors.map((s) => s.id), [sensors]);
  const { data, previousData, loading, error, refetch } = useQuery(SensorTrendDocument, {
    variables: { customerID, widgets: [{ sensorIDs, ...timeRangeRequest(range) }] },
  });
  const [live, setLive] = useState<ReadonlyMap<string, TrendPoint[]>>(() => new Map());
  const appendsLive = LIVE_RANGES.has(range.range);

  useLiveReadingListener(
    sensorIDs,
    (reading) => {
      const at = Date.parse(reading.createdAt);
      if (reading.value === null || reading.disconnected || !Number.isFinite(at)) return;
      const point: TrendPoint = [at, reading.value, reading.value, reading.value];
      setLive((current) => {
        const next = new Map(current);
        next.set(reading.sensorID, keepLatestReadings(current.get(reading.sensorID) ?? [], point));
        return next;
      });
    },
    { enabled: appendsLive },
  );

  const result = (data ?? previousData)?.readings[0];
  const option = useMemo(() => {
    if (!result) return null;
    const points = new Map<string, TrendPoint[]>();
    let latest = result.to;
    for (const sensor of sensors) {
      const loaded = chunksToPoints(
        result.trend.find((series) => series.sensorID === sensor.id)?.chunks ?? [],
      );
      const lastLoaded = loaded[loaded.length - 1]?.[0] ?? Number.NEGATIVE_INFINITY;
      const appended = (live.get(sensor.id) ?? []).filter(([t]) => t > lastLoaded);
      for (const [t] of appended) latest = Math.max(latest, t);
      points.set(sensor.id, [...loaded, ...appended]);
    }
    // A live range slides with the newest reading, keeping its length.
    const window = { from: latest - (result.to - result.from), to: latest };
    const empty = [...points.values()].every((list) => list.length === 0);
    return {
      empty,
      value: trendOption({ sensors, points, window, band: sensors.length === 1 }),
    };
  }, [result, sensors, live]);

  const label = sensorTexts.trendLabel(
    sensors.map((s) => s.name),
    rangeLabel(range),
  );

  if (error && !result) {
    return <RetryBanner retry={refetch}>{error.message}</RetryBanner>;
  }
  if (!option) return <Skeleton variant="rectangular" height={320} aria-label="Loading trend" />;
  return (
    <Box data-testid="sensor-trend" aria-busy={loading}>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label="Loading trend" /> : null}</Box>
      {option.empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {sensorTexts.noTrend}
        </Typography>
      ) : (
        <EChart option={option.value} label={label} />
      )}
    </Box>
  );
}
