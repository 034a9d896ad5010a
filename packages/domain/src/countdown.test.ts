import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_RANGE_INVALID,
  MAX_REPEAT_INTERVAL_SECONDS,
  MAX_TIMERS_PER_WIDGET,
  REPEAT_INTERVAL_INVALID,
  TOO_MANY_TIMERS,
  WARN_BEFORE_INVALID,
  countdownSchema,
  countdownWindow,
  resetTimerAt,
  timerExpiry,
  timerInputSchema,
  timerStatus,
  timerWindow,
} from './countdown.js';
import { messages } from './messages.js';
import type { Status } from './status.js';

describe('timer clock', () => {
  it('ends one repeat interval after its reset', () => {
    expect(timerExpiry(1_000, 60)).toBe(61_000);
    expect(resetTimerAt({ repeatInterval: 3600 }, 5_000)).toEqual({
      resetAt: 5_000,
      expiresAt: 3_605_000,
    });
  });

  it('warns from warnBefore seconds before the end', () => {
    expect(timerWindow({ expiresAt: 100_000, warnBefore: 30 })).toEqual({
      start: 70_000,
      end: 100_000,
    });
  });

  const timer = { expiresAt: 100_000, warnBefore: 30 };
  it.each<[number, Status]>([
    [0, 'ok'],
    [70_000, 'ok'],
    [70_001, 'warning'],
    [100_000, 'warning'],
    [100_001, 'error'],
  ])('at %i is %s', (now, expected) => {
    expect(timerStatus(timer, now)).toBe(expected);
  });

  it('without a warning window goes straight from ok to error', () => {
    expect(timerStatus({ expiresAt: 10, warnBefore: 0 }, 10)).toBe('ok');
    expect(timerStatus({ expiresAt: 10, warnBefore: 0 }, 11)).toBe('error');
  });
});

describe('countdownWindow', () => {
  it.each<[{ expiration?: number | null; range?: number | null }, object]>([
    [{}, { start: null, end: null }],
    [
      { expiration: null, range: 5 },
      { start: null, end: null },
    ],
    [{ expiration: 100 }, { start: null, end: 100 }],
    [
      { expiration: 100, range: 0 },
      { start: null, end: 100 },
    ],
    [
      { expiration: 100, range: 30 },
      { start: 70, end: 100 },
    ],
  ])('%j gives %j', (widget, expected) => {
    expect(countdownWindow(widget)).toEqual(expected);
  });
});

describe('timerInputSchema', () => {
  it('takes a timer and defaults its warning to none', () => {
    expect(timerInputSchema.parse({ name: ' Filter ', repeatInterval: '3600' })).toEqual({
      name: 'Filter',
      repeatInterval: 3600,
      warnBefore: 0,
    });
    expect(
      timerInputSchema.parse({ id: '4', name: 'A', repeatInterval: 60, warnBefore: 60, redTo: 1 }),
    ).toMatchObject({ id: '4', warnBefore: 60, redTo: 1 });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ repeatInterval: 60 }, 'name', messages.required],
    [{ name: '  ', repeatInterval: 60 }, 'name', messages.required],
    [{ name: 'A' }, 'repeatInterval', REPEAT_INTERVAL_INVALID],
    [{ name: 'A', repeatInterval: 0 }, 'repeatInterval', REPEAT_INTERVAL_INVALID],
    [{ name: 'A', repeatInterval: 1.5 }, 'repeatInterval', REPEAT_INTERVAL_INVALID],
    [{ name: 'A', repeatInterval: 'soon' }, 'repeatInterval', REPEAT_INTERVAL_INVALID],
    [
      { name: 'A', repeatInterval: MAX_REPEAT_INTERVAL_SECONDS + 1 },
      'repeatInterval',
      REPEAT_INTERVAL_INVALID,
    ],
    [{ name: 'A', repeatInterval: 60, warnBefore: -1 }, 'warnBefore', WARN_BEFORE_INVALID],
    [{ name: 'A', repeatInterval: 60, warnBefore: 61 }, 'warnBefore', WARN_BEFORE_INVALID],
    [{ name: 'A', repeatInterval: 60, greenTo: 'x' }, 'greenTo', messages.mustBeNumber],
  ])('refuses %j at %s', (input, field, message) => {
    const result = timerInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('accepts ten years exactly', () => {
    expect(
      timerInputSchema.safeParse({ name: 'A', repeatInterval: MAX_REPEAT_INTERVAL_SECONDS })
        .success,
    ).toBe(true);
  });
});

describe('countdownSchema', () => {
  it('keeps an expiration and range', () => {
    expect(countdownSchema.parse({ expiration: 1000, range: 10, timers: [] })).toEqual({
      expiration: 1000,
      range: 10,
      timers: [],
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ range: -1 }, COUNTDOWN_RANGE_INVALID],
    [{ expiration: 'later' }, messages.mustBeNumber],
    [
      {
        timers: Array.from({ length: MAX_TIMERS_PER_WIDGET + 1 }, () => ({
          name: 'A',
          repeatInterval: 1,
        })),
      },
      TOO_MANY_TIMERS,
    ],
    [{ timers: [{ name: 'A', repeatInterval: 1 }, { repeatInterval: 1 }] }, messages.required],
  ])('refuses %j', (input, message) => {
    expect(countdownSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
