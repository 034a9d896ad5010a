// The contract between the view page and the widget components: the page loads widgets, their
// sensors (30 widget ids per request), readings (trends 3 widgets per request) and live updates,
// and hands each widget what it shows. Widgets that need data of their own (timers, alarms,
// traps, asset data) fetch it themselves.
import type { TimeRange } from '@vigil/domain';
import type {
  WidgetFieldsFragment,
  WidgetSensorFieldsFragment,
} from '../../../graphql/generated/graphql';

export type ViewWidget = WidgetFieldsFragment;
export type WidgetSensor = WidgetSensorFieldsFragment;

/** A sensor's newest value as the widget shows it: from the sensor query, then from live pushes. */
export interface LatestValue {
  value: number | null;
  detail: string | null;
  /** Epoch ms. */
  at: number | null;
  disconnected: boolean;
}

/** One kept live reading (the newest 200 per widget, LIVE_READINGS_PER_WIDGET). */
export interface LivePoint {
  sensorID: string;
  at: number;
  value: number | null;
}

export interface TrendChunk {
  chunkStart: number;
  /** [min, mean, max] */
  values: readonly number[];
}

export interface TrendSeries {
  sensorID: string;
  chunkSize: number;
  chunks: readonly TrendChunk[];
}

export interface SensorInsight {
  sensorID: string;
  expected: number | null;
  spread: number | null;
  deviation: number | null;
  anomaly: boolean;
  crossesAt: number | null;
  crossesLevel: string | null;
  smartThresholds: { warning: number | null; critical: number | null } | null;
  learnedHours: number;
}

export interface WidgetBodyProps {
  widget: ViewWidget;
  /** The widget's sensors in widget.sensorIDs order (missing ones left out). */
  sensors: readonly WidgetSensor[];
  /** Latest value per sensor id. */
  latest: ReadonlyMap<string, LatestValue>;
  /** This widget's kept live readings, oldest first. */
  history: readonly LivePoint[];
  /** Trend widgets: the series over `range`, undefined while loading. */
  trend?: readonly TrendSeries[];
  /** The window the trend covers (epoch ms). */
  window?: { from: number; to: number };
  /** Artificial Intelligence widgets: undefined while loading. */
  insights?: readonly SensorInsight[];
  range: TimeRange;
  customerID: string;
  viewID: string;
  canUpdate: boolean;
  /** Epoch ms, ticking once a second on the view page (countdowns, "updated" texts). */
  now: number;
}
