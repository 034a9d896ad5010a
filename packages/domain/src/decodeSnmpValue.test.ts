import { describe, expect, it } from 'vitest';
import { decodeSnmpValue } from './decodeSnmpValue.js';
import type { SnmpDecoding } from './decodeSnmpValue.js';

type Scaling = Pick<SnmpDecoding, 'multiplier' | 'offset' | 'strMask'>;

describe('decodeSnmpValue', () => {
  it.each<[string, number | string, Scaling, number]>([
    ['an integer', 42, {}, 42],
    ['a negative integer', -17, {}, -17],
    ['a gauge above 2^31', 3_000_000_000, {}, 3_000_000_000],
    ['multiplier', 2305, { multiplier: 0.1 }, 230.5],
    ['multiplier and offset', 120, { multiplier: 0.5, offset: -40 }, 20],
    ['offset alone', 10, { offset: 273.15 }, 283.15],
    ['a numeric string', '21.75', {}, 21.75],
    ['a string with spaces', ' 7 ', {}, 7],
    ['a signed string', '-0.5', {}, -0.5],
    ['an exponent', '1.5e3', {}, 1500],
    ['a string, scaled', '230', { multiplier: 0.1, offset: 1 }, 24],
    ['strMask first group', '230.5 V', { strMask: '([\\d.]+) V' }, 230.5],
    ['strMask whole match', 'Temp=21C', { strMask: '\\d+' }, 21],
    ['strMask then scaling', 'load 73%', { strMask: 'load (\\d+)%', multiplier: 0.01 }, 0.73],
    ['strMask ignored for numbers', 42, { strMask: 'x(\\d)' }, 42],
    ['null strMask', '5', { strMask: null }, 5],
  ])('%s: %o with %o is %s', (_, raw, scaling, expected) => {
    expect(decodeSnmpValue(raw, scaling)).toBe(expected);
  });

  it.each<[string, number | string, Scaling, RegExp]>([
    ['text', 'On Battery', {}, /^'On Battery' is not a number$/],
    ['an empty string', '', {}, /^'' is not a number$/],
    ['a unit without strMask', '230.5 V', {}, /is not a number/],
    ['hex', '0x10', {}, /is not a number/],
    ['no match', 'n/a', { strMask: '(\\d+) V' }, /^'n\/a' does not match strMask \/\(\\d\+\) V\/$/],
    [
      'an invalid strMask',
      '5',
      { strMask: '([' },
      /^strMask \/\(\[\/ is not a valid regular expression$/,
    ],
    ['a group that is not a number', 'v=abc', { strMask: 'v=(\\w+)' }, /^'abc' is not a number$/],
    ['a long string is cut', 'x'.repeat(100), {}, /^'x{40}…' is not a number$/],
    ['NaN', Number.NaN, {}, /not a finite number/],
  ])('rejects %s', (_, raw, scaling, message) => {
    expect(() => decodeSnmpValue(raw, scaling)).toThrow(message);
  });
});
