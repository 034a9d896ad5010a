import { describe, expect, it } from 'vitest';
import {
  NORMAL,
  alarmDelayMs,
  alarmDueAt,
  alarmTimerStep,
  nextAlarmState,
  observedSeverity,
  sensorObservedSeverity,
  type AlarmState,
  type ObservedSeverity,
} from './alarmLifecycle.js';

const DELAY = 30_000;

/** Runs readings (time, severity) through the lifecycle; the events in order. */
function run(readings: [number, ObservedSeverity][], delay = DELAY) {
  let state: AlarmState = NORMAL;
  const events: string[] = [];
  for (const [at, observed] of readings) {
    const next = nextAlarmState(state, observed, at, delay);
    state = next.state;
    if (next.event) {
      events.push(
        next.event.kind === 'changed'
          ? `${at} changed ${next.event.from}→${next.event.to}`
          : `${at} ${next.event.kind} ${next.event.severity}`,
      );
    }
  }
  return { state, events };
}

describe('alarm lifecycle', () => {
  it.each([
    ['opens at once without a delay', [[0, 'error']], 0, ['0 opened error']],
    [
      'waits out the delay, then opens',
      [
        [0, 'warning'],
        [10_000, 'warning'],
        [30_000, 'warning'],
      ],
      DELAY,
      ['30000 opened warning'],
    ],
    [
      'forgets a bad spell shorter than the delay',
      [
        [0, 'error'],
        [20_000, 'ok'],
        [40_000, 'error'],
        [60_000, 'error'],
      ],
      DELAY,
      [],
    ],
    [
      'keeps the start while the severity moves',
      [
        [0, 'warning'],
        [20_000, 'error'],
        [30_000, 'error'],
      ],
      DELAY,
      ['30000 opened error'],
    ],
    [
      'follows the severity once open, and clears once',
      [
        [0, 'warning'],
        [1, 'error'],
        [2, 'warning'],
        [3, 'ok'],
        [4, 'ok'],
      ],
      0,
      [
        '0 opened warning',
        '1 changed warning→error',
        '2 changed error→warning',
        '3 cleared warning',
      ],
    ],
    [
      'says nothing while nothing changes',
      [
        [0, 'error'],
        [1, 'error'],
        [2, 'error'],
      ],
      0,
      ['0 opened error'],
    ],
  ] as [string, [number, ObservedSeverity][], number, string[]][])(
    '%s',
    (_name, readings, delay, events) => {
      expect(run(readings, delay).events).toEqual(events);
    },
  );

  it('opens a pending alarm on its timer, without a new reading, exactly once', () => {
    const { state } = run([[1_000, 'error']]);
    expect(alarmDueAt(state, DELAY)).toBe(31_000);
    expect(alarmTimerStep(state, 30_999, DELAY)).toEqual({ state, event: null });
    const opened = alarmTimerStep(state, 31_000, DELAY);
    expect(opened.event).toEqual({ kind: 'opened', severity: 'error' });
    // A restart that runs the timer again finds it open: nothing more.
    expect(alarmTimerStep(opened.state, 40_000, DELAY).event).toBeNull();
    expect(alarmDueAt(opened.state, DELAY)).toBeNull();
  });
});

describe('deadband', () => {
  // Rising: above 30 is a warning, above 35 an error.
  const rising = { greenTo: 30, yellowTo: 35 };
  // Falling (a battery charge): below 40 is a warning, below 20 an error.
  const falling = { greenTo: 40, yellowTo: 20 };

  it.each([
    [rising, 36, null, 'error'],
    [rising, 34.5, 'error', 'error'],
    [rising, 33.9, 'error', 'error'],
    [rising, 32.9, 'error', 'warning'],
    [rising, 29.5, 'warning', 'warning'],
    [rising, 27.9, 'warning', 'ok'],
    [rising, 29.5, 'error', 'warning'],
    [rising, 29.5, null, 'ok'],
    [rising, 36, 'warning', 'error'],
    [falling, 21, 'error', 'error'],
    [falling, 23, 'error', 'warning'],
    [falling, 41, 'warning', 'warning'],
    [falling, 43, 'warning', 'ok'],
  ] as const)(
    'with thresholds %j, %d held at %s reads %s (deadband 2)',
    (t, value, held, expected) => {
      expect(observedSeverity(value, t, 2, held)).toBe(expected);
    },
  );

  it('holds nothing without a deadband', () => {
    expect(observedSeverity(34.5, rising, null, 'error')).toBe('warning');
    expect(observedSeverity(34.5, rising, 0, 'error')).toBe('warning');
  });

  it('keeps a value hovering at the threshold from flapping', () => {
    let state: AlarmState = NORMAL;
    const events: string[] = [];
    for (const [at, value] of [
      [0, 35.5],
      [1, 34.8],
      [2, 35.2],
      [3, 34.1],
      [4, 32.9],
      [5, 27],
    ] as const) {
      const held = state.phase === 'open' ? state.severity : null;
      const next = nextAlarmState(state, observedSeverity(value, rising, 2, held), at, 0);
      state = next.state;
      if (next.event) events.push(next.event.kind);
    }
    expect(events).toEqual(['opened', 'changed', 'cleared']);
  });
});

describe('a sensor reading for its alarm', () => {
  const door = { states: ['Closed', 'Open', 'Forced'], conditions: ['Normal', 'Warning', 'Alarm'] };
  const temperature = { greenTo: 30, yellowTo: 35, deadband: 2 };

  it.each([
    [door, 0, null, 'ok'],
    [door, 1, null, 'warning'],
    [door, 2, null, 'error'],
    // A state sensor has no deadband: its condition is what it is.
    [door, 0, 'error', 'ok'],
    // An index with no state is unknown, which raises nothing.
    [door, 7, null, 'ok'],
    [{ states: ['Off', 'On'], conditions: [] }, 1, null, 'ok'],
    [temperature, 36, null, 'error'],
    [temperature, 34, 'error', 'error'],
    [temperature, 34, null, 'warning'],
    [temperature, 20, 'error', 'ok'],
    [{}, 1e9, null, 'ok'],
  ] as const)('%j reading %d, held %s, reads %s', (sensor, value, held, expected) => {
    expect(sensorObservedSeverity(value, sensor, held)).toBe(expected);
  });

  it.each([
    [{ delay: 30 }, 30_000],
    [{ delay: 0 }, 0],
    [{ delay: null }, 0],
    [{}, 0],
    [{ delay: -5 }, 0],
  ])('a delay of %j is %d ms', (sensor, ms) => {
    expect(alarmDelayMs(sensor)).toBe(ms);
  });
});
