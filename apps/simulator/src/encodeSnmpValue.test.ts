import { describe, expect, it } from 'vitest';
import { decodeSnmpValue } from '@vigil/domain';
import { encodeSnmpValue, type SnmpEncodeSpec } from './encodeSnmpValue.js';

describe('encodeSnmpValue', () => {
  it.each<[number, SnmpEncodeSpec, number | string]>([
    [231.4, { type: 'Integer' }, 231],
    [107.93, { type: 'Integer', multiplier: 0.1 }, 1079],
    [-5.5, { type: 'Integer', multiplier: 0.1 }, -55],
    [1, { type: 'Integer', offset: -1 }, 2],
    [4.4525, { type: 'Gauge', multiplier: 0.001 }, 4453],
    [3466.35, { type: 'Counter', multiplier: 0.1 }, 34664],
    [2 ** 32 + 5, { type: 'Counter' }, 5],
    [12.5, { type: 'TimeTicks', multiplier: 0.01 }, 1250],
    [23.45, { type: 'OctetString' }, '23.45'],
    [0.3, { type: 'OctetString', multiplier: 0.1 }, '3'],
  ])('serves %s as %o: %s', (value, spec, served) => {
    expect(encodeSnmpValue(value, spec)).toBe(served);
  });

  it.each<[number, SnmpEncodeSpec]>([
    [2 ** 31, { type: 'Integer' }],
    [-1, { type: 'Gauge' }],
    [2 ** 32, { type: 'TimeTicks' }],
    [-1, { type: 'Counter' }],
    [Number.NaN, { type: 'OctetString' }],
    [1, { type: 'Integer', multiplier: 0 }],
  ])('refuses %s as %o rather than clipping it', (value, spec) => {
    expect(() => encodeSnmpValue(value, spec)).toThrow(RangeError);
  });
});

describe('decodeSnmpValue', () => {
  it.each<[number | string, SnmpEncodeSpec, number]>([
    [1079, { type: 'Integer', multiplier: 0.1 }, 107.9],
    [2, { type: 'Integer', offset: -1 }, 1],
    ['23.45', { type: 'OctetString' }, 23.45],
  ])('reads %s as %o: %s', (raw, spec, value) => {
    expect(decodeSnmpValue(raw, spec)).toBeCloseTo(value, 9);
  });

  it.each(['', 'n/a'])('refuses the text %j', (raw) => {
    expect(() => decodeSnmpValue(raw, {})).toThrow(RangeError);
  });
});
