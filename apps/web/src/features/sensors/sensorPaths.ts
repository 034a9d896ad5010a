import { APP_ROUTES, gatewayRedirectPath, sensorIdsToPath } from '@vigil/domain';
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

/** A sensor's equipment: My Equipment with it selected (spec core §2 gateway routes). */
export function sensorEquipmentPath(customer: string | undefined, equipmentID: string): string {
  return gatewayRedirectPath({ kind: 'equipment', equipmentID }, customer);
}

/** A sensor's equipment library: its page under the libraries. */
export function sensorLibraryPath(customer: string | undefined, libraryID: string): string {
  return generatePath(APP_ROUTES.library, { customer, equipmentID: libraryID });
}

/**
 * Manage Sensors of an equipment (spec core §2 …/equipment/{equipmentID}/add), with `ref` the page
 * to come back to.
 */
export function manageSensorsPath(
  customer: string | undefined,
  gatewayID: string,
  equipmentID: string,
  ref?: string,
): string {
  const path = generatePath(APP_ROUTES.equipmentSensorsAdd, { customer, gatewayID, equipmentID });
  return ref ? `${path}?${new URLSearchParams({ ref }).toString()}` : path;
}
