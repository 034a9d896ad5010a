import { worstStatus } from '@vigil/domain';
import type { SensorStatus, Status } from '@vigil/domain';
import { sensorValueDisplay } from '../widgets/widgetDisplay';
import type { LatestValue, ViewWidget, WidgetSensor } from '../widgets/widgetTypes';

/**
 * The status a widget's card edge shows: the worst of its sensors' values as the widget colours
 * them; disconnected only when every sensor is; null for widgets without sensors.
 */
export function widgetEdgeStatus(
  widget: ViewWidget,
  sensors: readonly WidgetSensor[],
  latest: ReadonlyMap<string, LatestValue>,
): SensorStatus | null {
  if (sensors.length === 0) return null;
  const statuses = sensors.map((sensor) => sensorValueDisplay(widget, sensor, latest).status);
  const connected = statuses.filter((s): s is Status => s !== 'disconnected');
  return connected.length === 0 ? 'disconnected' : worstStatus(connected);
}
