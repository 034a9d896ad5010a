// A view's status (spec core §3 View errors/warnings/disconnected/maintenance/isRepair,
// §4 view status filters), reduced from the sensors of its widgets; and the rules of view tags
// (core §3 Tag). The server counts in SQL with the same meaning; its tests compare against this.
import { z } from 'zod';
import { requiredText } from './fields.js';
import { messages } from './messages.js';
import {
  matchesViewStatusFilter,
  VIEW_STATUS_FILTERS,
  type ViewStatusCounts,
  type ViewStatusFilter,
} from './status.js';

/** One sensor of a view's widgets, with its equipment's flags. */
export interface ViewSensorState {
  sensorId: string;
  name: string;
  equipmentId: string;
  equipmentName: string;
  /** The sensor's derived status: ok, warning, error or unknown. */
  status: string;
  disconnected: boolean;
  isMaintenance: boolean;
  isRepair: boolean;
  value?: number | null;
  unit?: string | null;
  /** When the sensor entered its current status (ISO time), if known. */
  since?: string | null;
  /** The latest time the sensor went into warning or error (ISO time), if ever. */
  lastAlarmAt?: string | null;
}

/** A sensor in warning or error as a view lists it. */
export interface ViewStatusItem {
  sensorID: string;
  name: string;
  equipmentName: string;
  status: 'warning' | 'error';
  value: number | null;
  unit: string | null;
  since: string | null;
}

export interface ViewStatus extends ViewStatusCounts {
  isRepair: boolean;
  lastAlarmTimestamp: string | null;
  errorList: ViewStatusItem[];
  warningList: ViewStatusItem[];
}

/** A disconnected sensor's last status is stale: it counts as disconnected, not as an alarm. */
export function viewAlarmStatus(sensor: Pick<ViewSensorState, 'status' | 'disconnected'>) {
  if (sensor.disconnected) return null;
  return sensor.status === 'error' || sensor.status === 'warning' ? sensor.status : null;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Newest alarm first; those without a time last; then by equipment and sensor name. */
function byRecency(a: ViewStatusItem, b: ViewStatusItem): number {
  const ta = time(a.since);
  const tb = time(b.since);
  if (ta !== tb && !(Number.isNaN(ta) && Number.isNaN(tb))) {
    if (Number.isNaN(ta)) return 1;
    if (Number.isNaN(tb)) return -1;
    return tb - ta;
  }
  return (
    a.equipmentName.localeCompare(b.equipmentName) ||
    a.name.localeCompare(b.name) ||
    a.sensorID.localeCompare(b.sensorID)
  );
}

/** Each sensor once, however many widgets show it. */
function distinctSensors(sensors: readonly ViewSensorState[]): ViewSensorState[] {
  const seen = new Map<string, ViewSensorState>();
  for (const sensor of sensors) if (!seen.has(sensor.sensorId)) seen.set(sensor.sensorId, sensor);
  return [...seen.values()];
}

/** The sensors of a view in error and in warning, newest first. */
export function viewAlarmLists(sensors: readonly ViewSensorState[]): {
  errorList: ViewStatusItem[];
  warningList: ViewStatusItem[];
} {
  const errorList: ViewStatusItem[] = [];
  const warningList: ViewStatusItem[] = [];
  for (const sensor of distinctSensors(sensors)) {
    const status = viewAlarmStatus(sensor);
    if (!status) continue;
    const item: ViewStatusItem = {
      sensorID: sensor.sensorId,
      name: sensor.name,
      equipmentName: sensor.equipmentName,
      status,
      value: sensor.value ?? null,
      unit: sensor.unit ?? null,
      since: sensor.since ?? null,
    };
    (status === 'error' ? errorList : warningList).push(item);
  }
  return { errorList: errorList.sort(byRecency), warningList: warningList.sort(byRecency) };
}

/**
 * A view's status from the sensors of its widgets: errors and warnings count connected sensors
 * in that status, disconnected counts disconnected sensors, maintenance counts equipment in
 * maintenance, and any equipment in repair puts the view in repair.
 */
export function viewStatusOf(sensors: readonly ViewSensorState[]): ViewStatus {
  const distinct = distinctSensors(sensors);
  const maintenance = new Set(distinct.filter((s) => s.isMaintenance).map((s) => s.equipmentId));
  let lastAlarm: string | null = null;
  for (const sensor of distinct) {
    if (sensor.lastAlarmAt && (!lastAlarm || time(sensor.lastAlarmAt) > time(lastAlarm))) {
      lastAlarm = sensor.lastAlarmAt;
    }
  }
  const lists = viewAlarmLists(distinct);
  return {
    errors: lists.errorList.length,
    warnings: lists.warningList.length,
    disconnected: distinct.filter((s) => s.disconnected).length,
    maintenance: maintenance.size,
    isRepair: distinct.some((s) => s.isRepair),
    lastAlarmTimestamp: lastAlarm,
    ...lists,
  };
}

export type ViewCountsByFilter = Record<ViewStatusFilter | 'total', number>;

/** How many views fall under each status filter (a view may fall under several). */
export function viewCountsOf(views: readonly ViewStatusCounts[]): ViewCountsByFilter {
  const counts = { total: views.length } as ViewCountsByFilter;
  for (const filter of VIEW_STATUS_FILTERS) {
    counts[filter] = views.filter((view) => matchesViewStatusFilter(view, filter)).length;
  }
  return counts;
}

/** Whether a view falls under any of the filters; no filter keeps every view. */
export function matchesAnyViewStatusFilter(
  view: ViewStatusCounts,
  filters: readonly ViewStatusFilter[],
): boolean {
  return filters.length === 0 || filters.some((filter) => matchesViewStatusFilter(view, filter));
}

export function isViewStatusFilter(value: string): value is ViewStatusFilter {
  return (VIEW_STATUS_FILTERS as readonly string[]).includes(value);
}

// View tags (core §3 Tag: nested tags, latitude, longitude).

export const TAG_NAME_MAX = 100;
export const viewTagMessages = {
  nameTaken: (name: string) => `There is already a tag named '${name}' here.`,
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRange: 'Longitude must be between -180 and 180.',
} as const;

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: messages.mustBeNumber }).min(min, message).max(max, message).nullish();

/** A new tag: a name, and optionally a map position. */
export const viewTagSchema = z.object({
  name: requiredText().pipe(z.string().max(TAG_NAME_MAX, messages.tooLong(TAG_NAME_MAX))),
  latitude: coordinate(-90, 90, viewTagMessages.latitudeRange),
  longitude: coordinate(-180, 180, viewTagMessages.longitudeRange),
});
export type ViewTagInput = z.infer<typeof viewTagSchema>;
