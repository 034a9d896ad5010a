import { describe, expect, it } from 'vitest';
import { GATEWAY_MODES } from './gatewayActions.js';
import type { GatewayMode } from './gatewayActions.js';
import {
  GATEWAY_STATUS_DESCRIPTIONS,
  GATEWAY_STATUS_LABELS,
  formatCountdownClock,
  formatNextPoll,
  gatewayStatusColor,
  nextPollCountdown,
} from './gatewayStatus.js';
import type { NextPollCountdown } from './gatewayStatus.js';
import { STATUS_COLORS } from './status.js';

describe('gateway status words and colours', () => {
  it.each<[GatewayMode, string, string]>([
    ['polling', 'Connected', STATUS_COLORS.green],
    ['listening', 'Listen Mode', STATUS_COLORS.blue],
    ['waiting', 'Waiting for next poll', STATUS_COLORS.yellow],
    ['disconnected', 'Disconnected', STATUS_COLORS.grey],
  ])('%s reads %s in %s', (mode, label, color) => {
    expect(GATEWAY_STATUS_LABELS[mode]).toBe(label);
    expect(gatewayStatusColor(mode)).toBe(color);
    expect(GATEWAY_STATUS_DESCRIPTIONS[mode]).not.toBe('');
  });

  it('covers every mode', () => {
    expect(Object.keys(GATEWAY_STATUS_LABELS).sort()).toEqual([...GATEWAY_MODES].sort());
  });
});

describe('nextPollCountdown (lastUpdated + pollInterval, spec core §4)', () => {
  const last = Date.UTC(2026, 0, 1, 12, 0, 0);
  it.each<[string, number, NextPollCountdown]>([
    ['just polled', last, { state: 'due', seconds: 60 }],
    ['one ms later rounds up', last + 1, { state: 'due', seconds: 60 }],
    ['half way', last + 30_000, { state: 'due', seconds: 30 }],
    ['999 ms before due', last + 59_001, { state: 'due', seconds: 1 }],
    ['exactly due', last + 60_000, { state: 'due', seconds: 0 }],
    ['1 ms past due', last + 60_001, { state: 'overdue', seconds: 0 }],
    ['a second past due', last + 61_000, { state: 'overdue', seconds: 1 }],
    ['an hour overdue', last + 60_000 + 3_600_500, { state: 'overdue', seconds: 3600 }],
    ['clock behind lastUpdated', last - 5_000, { state: 'due', seconds: 65 }],
  ])('%s', (_name, now, expected) => {
    expect(nextPollCountdown(last, 60, now)).toEqual(expected);
  });

  it.each<[string, number | string | Date | null | undefined]>([
    ['never checked in (null)', null],
    ['never checked in (undefined)', undefined],
    ['unreadable text', 'garbage'],
    ['empty text', ''],
    ['invalid Date', new Date('nope')],
  ])('is unknown when %s', (_name, lastUpdated) => {
    expect(nextPollCountdown(lastUpdated, 60, last)).toEqual({ state: 'unknown' });
  });

  it('reads ISO text and Dates like epoch ms', () => {
    const iso = new Date(last).toISOString();
    expect(nextPollCountdown(iso, 300, last + 10_000)).toEqual({ state: 'due', seconds: 290 });
    expect(nextPollCountdown(new Date(last), 300, last + 10_000)).toEqual({
      state: 'due',
      seconds: 290,
    });
  });
});

describe('formatCountdownClock', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [93_789, '26:03:09'],
    [-3, '0:00'],
    [4.9, '0:04'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatCountdownClock(seconds)).toBe(expected);
  });
});

describe('formatNextPoll', () => {
  it.each<[NextPollCountdown, string]>([
    [{ state: 'unknown' }, 'unknown'],
    [{ state: 'due', seconds: 42 }, 'in 0:42'],
    [{ state: 'due', seconds: 0 }, 'in 0:00'],
    [{ state: 'overdue', seconds: 65 }, 'overdue by 1:05'],
  ])('%j → %s', (countdown, expected) => {
    expect(formatNextPoll(countdown)).toBe(expected);
  });
});
