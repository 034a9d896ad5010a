// The life of one alarm instance (spec core §4 alarms, §3 sensor delay and deadband): Normal →
// Pending (held for the sensor's delay) → Open → back to Normal when it clears. Pure rules: the
// server keeps the state (and the pending time) in the database and calls these on every reading
// and on its timer, so a restart neither resets a delay nor opens an alarm twice.
import { numericStatus, stateConditions, stateStatus, type Thresholds } from './status.js';

/** How bad an alarm is: a warning (yellow) or an error (red). */
export type AlarmSeverity = 'warning' | 'error';
/** What a reading says, before the delay: fine, or bad to some degree. */
export type ObservedSeverity = 'ok' | AlarmSeverity;

export type AlarmState =
  | { phase: 'normal' }
  /** Bad since `since` (epoch ms), not yet for the whole delay. */
  | { phase: 'pending'; severity: AlarmSeverity; since: number }
  /** Open since `since`. */
  | { phase: 'open'; severity: AlarmSeverity; since: number };

/** What a step did that people are told of. */
export type AlarmEvent =
  | { kind: 'opened'; severity: AlarmSeverity }
  | { kind: 'changed'; from: AlarmSeverity; to: AlarmSeverity }
  | { kind: 'cleared'; severity: AlarmSeverity };

export interface AlarmStep {
  state: AlarmState;
  event: AlarmEvent | null;
}

export const NORMAL: AlarmState = { phase: 'normal' };

const RANK: Record<ObservedSeverity, number> = { ok: 0, warning: 1, error: 2 };

const step = (state: AlarmState, event: AlarmEvent | null = null): AlarmStep => ({ state, event });

/**
 * The next state of an alarm given what was observed at `now`; `delayMs` is how long a bad
 * reading must last before the alarm opens (0: at once). A pending alarm keeps the time it
 * started while the reading stays bad, at any severity; an open one follows the severity.
 */
export function nextAlarmState(
  state: AlarmState,
  observed: ObservedSeverity,
  now: number,
  delayMs: number,
): AlarmStep {
  if (observed === 'ok') {
    return state.phase === 'open'
      ? step(NORMAL, { kind: 'cleared', severity: state.severity })
      : step(NORMAL);
  }
  switch (state.phase) {
    case 'normal':
      return delayMs <= 0
        ? step(
            { phase: 'open', severity: observed, since: now },
            { kind: 'opened', severity: observed },
          )
        : step({ phase: 'pending', severity: observed, since: now });
    case 'pending':
      return now - state.since >= delayMs
        ? step(
            { phase: 'open', severity: observed, since: now },
            { kind: 'opened', severity: observed },
          )
        : step({ phase: 'pending', severity: observed, since: state.since });
    case 'open':
      return observed === state.severity
        ? step(state)
        : step(
            { phase: 'open', severity: observed, since: state.since },
            { kind: 'changed', from: state.severity, to: observed },
          );
  }
}

/** When a pending alarm opens if nothing changes (its timer), else null. */
export function alarmDueAt(state: AlarmState, delayMs: number): number | null {
  return state.phase === 'pending' ? state.since + Math.max(0, delayMs) : null;
}

/** The timer's step: a pending alarm whose delay has run out opens, anything else stays. */
export function alarmTimerStep(state: AlarmState, now: number, delayMs: number): AlarmStep {
  const due = alarmDueAt(state, delayMs);
  return due !== null && now >= due && state.phase === 'pending'
    ? step(
        { phase: 'open', severity: state.severity, since: now },
        { kind: 'opened', severity: state.severity },
      )
    : step(state);
}

/** Thresholds moved toward the normal side by the deadband (each side by its own direction). */
function relaxed(t: Thresholds, deadband: number): Thresholds {
  const side = (green?: number | null, yellow?: number | null) => {
    const falling = green != null && yellow != null && yellow < green;
    const move = (limit?: number | null) =>
      limit == null ? limit : falling ? limit + deadband : limit - deadband;
    return [move(green), move(yellow)] as const;
  };
  const [greenTo, yellowTo] = side(t.greenTo, t.yellowTo);
  const [greenTo2, yellowTo2] = side(t.greenTo2, t.yellowTo2);
  return { ...t, greenTo, yellowTo, greenTo2, yellowTo2 };
}

/**
 * A numeric reading's severity with the deadband as hysteresis: an alarm open at `held` eases
 * only once the value is back past its threshold by the deadband, so a value hovering at the
 * threshold neither flaps nor re-notifies. Worsening is never held back.
 */
export function observedSeverity(
  value: number,
  thresholds: Thresholds,
  deadband: number | null | undefined,
  held: AlarmSeverity | null,
): ObservedSeverity {
  const plain = toObserved(numericStatus(value, thresholds));
  if (held === null || !deadband || deadband <= 0 || RANK[plain] >= RANK[held]) return plain;
  const eased = toObserved(numericStatus(value, relaxed(thresholds, deadband)));
  // Held no higher than it was, no lower than the plain reading.
  const kept = RANK[eased] > RANK[held] ? held : eased;
  return RANK[kept] > RANK[plain] ? kept : plain;
}

/** What an alarm needs to know of its sensor. */
export interface AlarmSensor extends Thresholds {
  states?: readonly string[] | null;
  conditions?: readonly string[] | null;
  deadband?: number | null;
  /** Seconds a bad reading must last before its alarm opens (spec core §3 sensor delay). */
  delay?: number | null;
}

/**
 * A reading's severity for the sensor's alarm: a state sensor's configured condition (Warning,
 * Alarm) or a numeric value against its thresholds, with the deadband held while `held` is open.
 */
export function sensorObservedSeverity(
  value: number,
  sensor: AlarmSensor,
  held: AlarmSeverity | null,
): ObservedSeverity {
  if (sensor.states && sensor.states.length > 0) {
    return toObserved(stateStatus(value, sensor.states, stateConditions(sensor.conditions)));
  }
  return observedSeverity(value, sensor, sensor.deadband, held);
}

/** The sensor's delay in milliseconds (none, or a negative one, is 0: at once). */
export const alarmDelayMs = (sensor: Pick<AlarmSensor, 'delay'>): number =>
  Math.max(0, sensor.delay ?? 0) * 1000;

function toObserved(status: string): ObservedSeverity {
  return status === 'error' ? 'error' : status === 'warning' ? 'warning' : 'ok';
}
