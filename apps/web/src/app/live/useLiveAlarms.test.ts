import { describe, expect, it } from 'vitest';
import { liveAlarmsCustomerOf } from './useLiveAlarms';

describe('liveAlarmsCustomerOf', () => {
  it.each<[unknown, string | null]>([
    [{ customerID: 'c1' }, 'c1'],
    [{ customerID: 7 }, '7'],
    [{ customerID: null }, null],
    [{}, null],
    ['c1', null],
    [null, null],
  ])('%j → %j', (payload, expected) => {
    expect(liveAlarmsCustomerOf(payload)).toBe(expected);
  });
});
