import { describe, expect, it } from 'vitest';
import { encodeRegisters, type EncodeSpec } from './encodeRegisters.js';

describe('encodeRegisters', () => {
  it.each<[number, EncodeSpec, number[]]>([
    [0, { dataType: 'UINT16', wordOrder: 'BE' }, [0]],
    [65_535, { dataType: 'UINT16', wordOrder: 'BE' }, [0xffff]],
    [230.5, { dataType: 'UINT16', wordOrder: 'BE', multiplier: 0.1 }, [2305]],
    [-5.5, { dataType: 'INT16', wordOrder: 'BE', multiplier: 0.1 }, [0xffc9]],
    [-32_768, { dataType: 'INT16', wordOrder: 'BE' }, [0x8000]],
    [72_000, { dataType: 'UINT32', wordOrder: 'BE' }, [0x0001, 0x1940]],
    [72_000, { dataType: 'UINT32', wordOrder: 'LE' }, [0x1940, 0x0001]],
    [-2, { dataType: 'INT32', wordOrder: 'BE' }, [0xffff, 0xfffe]],
    [-2, { dataType: 'INT32', wordOrder: 'LE' }, [0xfffe, 0xffff]],
    [1.5, { dataType: 'FLOAT', wordOrder: 'BE' }, [0x3fc0, 0x0000]],
    [1.5, { dataType: 'FLOAT', wordOrder: 'LE' }, [0x0000, 0x3fc0]],
    [20, { dataType: 'UINT16', wordOrder: 'BE', multiplier: 0.5, offset: -40 }, [120]],
  ])('encodes %s as %o into %o', (value, spec, words) => {
    expect(encodeRegisters(value, spec)).toEqual(words);
  });

  it.each<[number, EncodeSpec]>([
    [65_536, { dataType: 'UINT16', wordOrder: 'BE' }],
    [-1, { dataType: 'UINT16', wordOrder: 'BE' }],
    [32_768, { dataType: 'INT16', wordOrder: 'BE' }],
    [2 ** 32, { dataType: 'UINT32', wordOrder: 'BE' }],
    [Number.NaN, { dataType: 'FLOAT', wordOrder: 'BE' }],
  ])('refuses %s as %o rather than wrapping it', (value, spec) => {
    expect(() => encodeRegisters(value, spec)).toThrow(RangeError);
  });
});
