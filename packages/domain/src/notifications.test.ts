import { describe, expect, it } from 'vitest';
import { notificationRetryDelayMs, smsNumber } from './notifications.js';

describe('notification retries', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [6, 960_000],
    [7, 1_800_000],
    [50, 1_800_000],
    [0, 30_000],
  ])('after failure %d, waits %d ms', (attempt, delay) => {
    expect(notificationRetryDelayMs(attempt)).toBe(delay);
  });
});

describe('SMS numbers', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['1 555 123 4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['123', null],
    ['', null],
    [null, null],
    ['+1', null],
  ])('%j is %j', (phone, number) => {
    expect(smsNumber(phone)).toBe(number);
  });
});
