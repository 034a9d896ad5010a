import { APP_ROUTES, sensorIdsToPath } from '@vigil/domain';
import { generatePath } from 'react-router';

/** The sensors list, under the customer segment when the page had one. */
export function sensorsPath(customer: string | undefined): string {
  return generatePath(APP_ROUTES.sensors, { customer });
}

/** A sensor page for one or several sensors (ids joined by hyphens), optionally a widget's. */
export function sensorPath(
  customer: string | undefined,
  sensorIDs: readonly string[],
  widgetName?: string,
): string {
  const sensorPathIDs = sensorIdsToPath(sensorIDs);
  return widgetName
    ? generatePath(APP_ROUTES.sensorWidget, { customer, sensorIDs: sensorPathIDs, widgetName })
    : generatePath(APP_ROUTES.sensor, { customer, sensorIDs: sensorPathIDs });
}
