// A view's status (spec core §3 View errors/warnings/disconnected/maintenance/isRepair,
// lastAlarmTimestamp; §4 view status filters): disconnected, maintenance and repair from the
// sensors of its widgets, errors, warnings and the latest alarm from its alarm instances (the
// threshold alarms of those sensors and the alarms of its own rules); and the rules of view tags
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
  equipmentId: string;
  disconnected: boolean;
  isMaintenance: boolean;
  isRepair: boolean;
}

/**
 * An alarm instance a view shows: a threshold alarm of one of its widgets' sensors, or an alarm
 * of one of the view's own rules (its sensor is the rule's first).
 */
export interface ViewAlarmState {
  alarmId: string;
  sensorId: string;
  /** The sensor's name, or the rule's. */
  name: string;
  equipmentName: string;
  severity: 'warning' | 'error';
  /** Pending alarms are not alarms yet and are never given. */
  phase: 'open' | 'cleared';
  /** Its sensor is disconnected now: the value it alarmed on is stale. */
  disconnected: boolean;
  value: number | null;
  unit: string | null;
  /** When it opened (ISO time). */
  openedAt: string | null;
}

/** An alarm as a view lists it. */
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

/** An alarm a view counts: open, on a sensor that still reports (a stale one is disconnected). */
export function isCountedViewAlarm(alarm: Pick<ViewAlarmState, 'phase' | 'disconnected'>) {
  return alarm.phase === 'open' && !alarm.disconnected;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Newest alarm first; those without a time last; then by equipment and name. */
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

/** Each item once, however many widgets show it. */
function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/** The view's open alarms in error and in warning, newest first. */
export function viewAlarmLists(alarms: readonly ViewAlarmState[]): {
  errorList: ViewStatusItem[];
  warningList: ViewStatusItem[];
} {
  const errorList: ViewStatusItem[] = [];
  const warningList: ViewStatusItem[] = [];
  for (const alarm of distinctBy(alarms, (a) => a.alarmId)) {
    if (!isCountedViewAlarm(alarm)) continue;
    const item: ViewStatusItem = {
      sensorID: alarm.sensorId,
      name: alarm.name,
      equipmentName: alarm.equipmentName,
      status: alarm.severity,
      value: alarm.value,
      unit: alarm.unit,
      since: alarm.openedAt,
    };
    (alarm.severity === 'error' ? errorList : warningList).push(item);
  }
  return { errorList: errorList.sort(byRecency), warningList: warningList.sort(byRecency) };
}

/**
 * A view's status: errors and warnings count its open alarms of that severity (on sensors that
 * still report), the latest alarm is the newest opening of any of them; disconnected counts
 * disconnected sensors, maintenance counts equipment in maintenance, and any equipment in repair
 * puts the view in repair.
 */
export function viewStatusOf(
  sensors: readonly ViewSensorState[],
  alarms: readonly ViewAlarmState[],
): ViewStatus {
  const distinct = distinctBy(sensors, (s) => s.sensorId);
  const maintenance = new Set(distinct.filter((s) => s.isMaintenance).map((s) => s.equipmentId));
  let lastAlarm: string | null = null;
  for (const alarm of alarms) {
    if (alarm.openedAt && (!lastAlarm || time(alarm.openedAt) > time(lastAlarm))) {
      lastAlarm = alarm.openedAt;
    }
  }
  const lists = viewAlarmLists(alarms);
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
