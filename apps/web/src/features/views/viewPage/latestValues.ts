import { sensorLatest } from '../widgets/widgetDisplay';
import type { LatestValue, WidgetSensor } from '../widgets/widgetTypes';

const NONE: ReadonlyMap<string, LatestValue> = new Map();

/** Epoch ms of an ISO time, or null when missing or unreadable. */
export function instant(iso: string | null | undefined): number | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

/** Each sensor's value as it was loaded with it. */
export function latestOfSensors(sensors: readonly WidgetSensor[]): Map<string, LatestValue> {
  return new Map(sensors.map((sensor) => [sensor.id, sensorLatest(sensor, NONE)]));
}
