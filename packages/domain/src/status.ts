// Status derivation and colouring (spec core §4 "Widget colouring", access §4 "Status
// derivation"): one rule for widgets, sensors, overlays, alerts and views.

export type Status = 'ok' | 'warning' | 'error' | 'unknown';

/** Worse statuses first: when several sides or sensors disagree, the worst one wins. */
const SEVERITY: Record<Status, number> = { ok: 0, unknown: 1, warning: 2, error: 3 };

export function worstStatus(statuses: readonly Status[]): Status {
  return statuses.reduce<Status>((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), 'ok');
}

/** Red defaults to 1.2 times yellow, rounded to 2 decimals. */
export function defaultRedTo(yellowTo: number): number {
  return Math.round(yellowTo * 1.2 * 100) / 100;
}

/** The red limit to draw: the given one, else the default from yellow, else none. */
export function redLimit(t: { yellowTo?: number | null; redTo?: number | null }): number | null {
  if (isSet(t.redTo)) return t.redTo;
  return isSet(t.yellowTo) ? defaultRedTo(t.yellowTo) : null;
}

export interface Thresholds {
  greenTo?: number | null;
  yellowTo?: number | null;
  greenTo2?: number | null;
  yellowTo2?: number | null;
}

function isSet(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/**
 * One side of a band. The direction is rising when yellow lies above green, falling when below;
 * with only one limit given (or both equal) the limit is taken as rising.
 */
function sideStatus(value: number, greenTo?: number | null, yellowTo?: number | null): Status {
  const green = isSet(greenTo) ? greenTo : null;
  const yellow = isSet(yellowTo) ? yellowTo : null;
  if (green === null && yellow === null) return 'ok';
  const falling = green !== null && yellow !== null && yellow < green;
  const beyond = (limit: number) => (falling ? value < limit : value > limit);
  if (yellow !== null && beyond(yellow)) return 'error';
  if (green !== null && beyond(green)) return 'warning';
  return 'ok';
}

/**
 * A numeric reading against its thresholds: strictly beyond yellow is error, strictly beyond
 * green is warning, else ok. greenTo2/yellowTo2 are the other side of a band; the worse wins.
 */
export function numericStatus(value: number, t: Thresholds): Status {
  if (!Number.isFinite(value)) return 'unknown';
  return worstStatus([
    sideStatus(value, t.greenTo, t.yellowTo),
    sideStatus(value, t.greenTo2, t.yellowTo2),
  ]);
}

export const UNKNOWN_STATE = 'unknown';

/** A state sensor's label, looked up by index; an unknown index gives 'unknown'. */
export function stateLabel(value: number, states: readonly string[]): string {
  if (!Number.isInteger(value) || value < 0) return UNKNOWN_STATE;
  return states[value] ?? UNKNOWN_STATE;
}

/** The conditions a state of a state sensor can stand for (access §5). */
export const STATE_CONDITIONS = ['Normal', 'Warning', 'Alarm'] as const;
export type StateCondition = (typeof STATE_CONDITIONS)[number];

/** Stored conditions as the status rule takes them: anything but a known condition is none. */
export function stateConditions(
  stored: readonly string[] | null | undefined,
): (StateCondition | null)[] {
  return (stored ?? []).map((c) =>
    (STATE_CONDITIONS as readonly string[]).includes(c) ? (c as StateCondition) : null,
  );
}

const CONDITION_STATUS: Record<StateCondition, Status> = {
  Normal: 'ok',
  Warning: 'warning',
  Alarm: 'error',
};

/**
 * A state sensor's status: the condition configured for the current state's index (Normal when
 * none is configured); an index without a state label is unknown.
 */
export function stateStatus(
  value: number,
  states: readonly string[],
  conditions: readonly (StateCondition | null | undefined)[] = [],
): Status {
  if (stateLabel(value, states) === UNKNOWN_STATE) return 'unknown';
  return CONDITION_STATUS[conditions[value] ?? 'Normal'];
}

/** Countdown and date widgets: past the end is error, past the start warning, an end ok. */
export function dateStatus(
  range: { start?: number | null; end?: number | null },
  now: number,
): Status {
  const { start, end } = range;
  if (isSet(end) && now > end) return 'error';
  if (isSet(start) && now > start) return 'warning';
  return isSet(end) ? 'ok' : 'unknown';
}

/** The colours used for status everywhere (widgets, icons, heat-map free overlays, cards). */
export const STATUS_COLORS = {
  green: '#4caf50',
  yellow: '#fbc02d',
  red: '#f44336',
  grey: '#9e9e9e',
  blue: '#2196f3',
} as const;

/** Equipment and icon status values (core §4, access §3). */
export const EQUIPMENT_STATUSES = [
  'OK',
  'WARNING',
  'ERROR',
  'MAINTENANCE',
  'REPAIR',
  'DISCONNECTED',
  'LOW_BATTERY',
  'INFO',
  'UNKNOWN',
  'CONNECTED',
] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

const STATUS_COLOR: Record<Status | 'disconnected' | EquipmentStatus, string> = {
  ok: STATUS_COLORS.green,
  warning: STATUS_COLORS.yellow,
  error: STATUS_COLORS.red,
  unknown: STATUS_COLORS.grey,
  disconnected: STATUS_COLORS.grey,
  OK: STATUS_COLORS.green,
  CONNECTED: STATUS_COLORS.green,
  WARNING: STATUS_COLORS.yellow,
  LOW_BATTERY: STATUS_COLORS.yellow,
  ERROR: STATUS_COLORS.red,
  INFO: STATUS_COLORS.blue,
  MAINTENANCE: STATUS_COLORS.grey,
  REPAIR: STATUS_COLORS.grey,
  DISCONNECTED: STATUS_COLORS.grey,
  UNKNOWN: STATUS_COLORS.grey,
};

/** Green, yellow or red for a status; grey for unknown, disconnected and out-of-service. */
export function statusColor(status: Status | 'disconnected' | EquipmentStatus): string {
  return STATUS_COLOR[status];
}

/**
 * A reading's status as a widget shows it: a disconnected sensor is disconnected, not a stale
 * number; state sensors go by their states, others by their thresholds.
 */
export function readingStatus(
  reading: { value: number | null | undefined; disconnected?: boolean | null },
  sensor: Thresholds & {
    states?: readonly string[] | null;
    conditions?: readonly (StateCondition | string | null)[] | null;
  },
): Status | 'disconnected' {
  if (reading.disconnected) return 'disconnected';
  if (reading.value === null || reading.value === undefined) return 'unknown';
  if (sensor.states && sensor.states.length > 0) {
    return stateStatus(
      reading.value,
      sensor.states,
      stateConditions(sensor.conditions as string[]),
    );
  }
  return numericStatus(reading.value, sensor);
}

/** An equipment's single status: out-of-service flags first, then connection, then alarms. */
export function equipmentStatus(e: {
  disconnected?: boolean | null;
  isMaintenance?: boolean | null;
  isRepair?: boolean | null;
  errors?: number | null;
  warnings?: number | null;
  lowBattery?: boolean | null;
}): EquipmentStatus {
  if (e.isMaintenance) return 'MAINTENANCE';
  if (e.isRepair) return 'REPAIR';
  if (e.disconnected) return 'DISCONNECTED';
  if ((e.errors ?? 0) > 0) return 'ERROR';
  if ((e.warnings ?? 0) > 0) return 'WARNING';
  if (e.lowBattery) return 'LOW_BATTERY';
  return 'OK';
}

/** My Views status filters (core §4). */
export const VIEW_STATUS_FILTERS = [
  'ok',
  'warning',
  'error',
  'disconnected',
  'repair',
  'maintenance',
] as const;
export type ViewStatusFilter = (typeof VIEW_STATUS_FILTERS)[number];

export const VIEW_STATUS_FILTER_LABELS: Record<ViewStatusFilter, string> = {
  ok: 'OK',
  warning: 'Warning',
  error: 'Error',
  disconnected: 'Disconnected',
  repair: 'Repair',
  maintenance: 'Maintenance',
};

export interface ViewStatusCounts {
  errors: number;
  warnings: number;
  disconnected: number;
  maintenance: number;
  isRepair?: boolean | null;
  repair?: number | null;
}

/** Whether a view belongs under a status filter; 'ok' means nothing is wrong with it at all. */
export function matchesViewStatusFilter(view: ViewStatusCounts, filter: ViewStatusFilter): boolean {
  const repair = Boolean(view.isRepair) || (view.repair ?? 0) > 0;
  switch (filter) {
    case 'error':
      return view.errors > 0;
    case 'warning':
      return view.warnings > 0;
    case 'disconnected':
      return view.disconnected > 0;
    case 'maintenance':
      return view.maintenance > 0;
    case 'repair':
      return repair;
    case 'ok':
      return (
        view.errors === 0 &&
        view.warnings === 0 &&
        view.disconnected === 0 &&
        view.maintenance === 0 &&
        !repair
      );
  }
}

/** A sensor's status: the domain's derivation, or disconnected before any threshold applies. */
export type SensorStatus = Status | 'disconnected';

/** The statuses the list can be filtered by (the server also knows 'unknown'). */
export const SENSOR_STATUS_FILTERS = ['ok', 'warning', 'error', 'disconnected'] as const;
export type SensorStatusFilter = (typeof SENSOR_STATUS_FILTERS)[number];

/** Text beside every status colour, so the colour is never the only signal. */
export const SENSOR_STATUS_LABELS: Record<SensorStatus, string> = {
  ok: VIEW_STATUS_FILTER_LABELS.ok,
  warning: VIEW_STATUS_FILTER_LABELS.warning,
  error: VIEW_STATUS_FILTER_LABELS.error,
  disconnected: VIEW_STATUS_FILTER_LABELS.disconnected,
  unknown: 'Unknown',
};

const KNOWN_STATUSES = new Set<string>(Object.keys(SENSOR_STATUS_LABELS));

export function isSensorStatus(status: string): status is SensorStatus {
  return KNOWN_STATUSES.has(status);
}
