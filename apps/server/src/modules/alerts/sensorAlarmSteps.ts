import {
  NORMAL,
  alarmDelayMs,
  alarmDueAt,
  nextAlarmState,
  sensorObservedSeverity,
  type AlarmSensor,
  type AlarmState,
} from '@vigil/domain';
import type {
  AlarmChange,
  LiveSensorAlarm,
  NewSensorAlarm,
  NewTransition,
} from './alarms.repository.js';

/** A sensor's newest reading of a flush (or of the sweep). */
export interface SensorReading {
  id: number;
  value: number;
  detail: string | null;
  time: number;
}

/** What one round of readings does to the sensors' threshold alarms. */
export interface SensorAlarmSteps {
  inserts: NewSensorAlarm[];
  updates: AlarmChange[];
  /** Pending alarms that never opened: removed. */
  deletes: number[];
  /** Transitions of alarms that already have an id (opened from pending, changed, cleared). */
  transitions: NewTransition[];
  /** Sensors whose alarm is no longer live. */
  ended: number[];
}

/**
 * Steps each sensor's threshold alarm with its newest reading, by the domain's lifecycle: the
 * plan of writes, with no I/O, so the flush and the sweep share it and tests can table it.
 */
export function sensorAlarmSteps(
  readings: readonly SensorReading[],
  live: ReadonlyMap<number, LiveSensorAlarm>,
  sensorOf: (id: number) => AlarmSensor | undefined,
): SensorAlarmSteps {
  const steps: SensorAlarmSteps = {
    inserts: [],
    updates: [],
    deletes: [],
    transitions: [],
    ended: [],
  };
  for (const reading of readings) {
    const sensor = sensorOf(reading.id);
    if (!sensor) continue;
    const alarm = live.get(reading.id);
    const state: AlarmState = alarm
      ? { phase: alarm.phase, severity: alarm.severity, since: alarm.startedAt }
      : NORMAL;
    const held = alarm?.phase === 'open' ? alarm.severity : null;
    const observed = sensorObservedSeverity(reading.value, sensor, held);
    const delay = alarmDelayMs(sensor);
    const { state: next, event } = nextAlarmState(state, observed, reading.time, delay);
    if (!alarm) {
      if (next.phase === 'normal') continue;
      steps.inserts.push({
        sensorId: reading.id,
        phase: next.phase,
        severity: next.severity,
        value: reading.value,
        detail: reading.detail,
        startedAt: next.since,
        dueAt: alarmDueAt(next, delay),
        at: reading.time,
      });
      continue;
    }
    if (next.phase === 'normal') {
      steps.ended.push(reading.id);
      if (alarm.phase === 'pending') {
        steps.deletes.push(alarm.id);
        continue;
      }
      steps.updates.push({
        id: alarm.id,
        phase: 'cleared',
        severity: alarm.severity,
        value: reading.value,
        detail: reading.detail,
        dueAt: null,
        at: reading.time,
      });
    } else if (next.phase !== alarm.phase || next.severity !== alarm.severity) {
      steps.updates.push({
        id: alarm.id,
        phase: next.phase,
        severity: next.severity,
        value: reading.value,
        detail: reading.detail,
        dueAt: alarmDueAt(next, delay),
        at: reading.time,
      });
    }
    if (event) {
      steps.transitions.push({
        alarmId: alarm.id,
        kind: event.kind,
        severity: event.kind === 'changed' ? event.to : event.severity,
        value: reading.value,
        at: reading.time,
      });
    }
  }
  return steps;
}
