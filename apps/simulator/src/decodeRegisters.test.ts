import { describe, expect, it } from 'vitest';
import { decodeRegisters } from './decodeRegisters.js';
import { encodeRegisters, type EncodeSpec } from './encodeRegisters.js';

describe('decodeRegisters', () => {
  it.each<[number[], EncodeSpec, number]>([
    [[2305], { dataType: 'UINT16', wordOrder: 'BE', multiplier: 0.1 }, 230.5],
    [[0xffc9], { dataType: 'INT16', wordOrder: 'BE', multiplier: 0.1 }, -5.5],
    [[0x0001, 0x1940], { dataType: 'UINT32', wordOrder: 'BE' }, 72_000],
    [[0x1940, 0x0001], { dataType: 'UINT32', wordOrder: 'LE' }, 72_000],
    [[0xfffe, 0xffff], { dataType: 'INT32', wordOrder: 'LE' }, -2],
    [[0x3fc0, 0x0000], { dataType: 'FLOAT', wordOrder: 'BE' }, 1.5],
    [[0x0000, 0x3fc0], { dataType: 'FLOAT', wordOrder: 'LE' }, 1.5],
    [[120], { dataType: 'UINT16', wordOrder: 'BE', multiplier: 0.5, offset: -40 }, 20],
  ])('decodes %o as %o into %s', (words, spec, value) => {
    expect(decodeRegisters(words, spec)).toBeCloseTo(value, 9);
  });

  it.each<[number, EncodeSpec]>([
    [-123.456, { dataType: 'INT32', wordOrder: 'BE', multiplier: 0.001 }],
    [3466.3, { dataType: 'UINT32', wordOrder: 'LE', multiplier: 0.1 }],
    [18.25, { dataType: 'FLOAT', wordOrder: 'LE' }],
    [65_535, { dataType: 'UINT16', wordOrder: 'BE' }],
  ])('undoes encodeRegisters for %s as %o', (value, spec) => {
    expect(decodeRegisters(encodeRegisters(value, spec), spec)).toBeCloseTo(value, 6);
  });

  it('refuses the wrong number of words for the type', () => {
    expect(() => decodeRegisters([1], { dataType: 'FLOAT', wordOrder: 'BE' })).toThrow(
      'FLOAT takes 2 register(s), got 1',
    );
  });
});
