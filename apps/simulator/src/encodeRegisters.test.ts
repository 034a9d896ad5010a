import { decodeRegisters, type WordOrder } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { encodeRegisters, type EncodeSpec } from './encodeRegisters.js';

describe('encodeRegisters', () => {
  it.each<[number, EncodeSpec, number[]]>([
    [0, { dataType: 'UINT16', wordOrder: 'ABCD' }, [0]],
    [65_535, { dataType: 'UINT16', wordOrder: 'ABCD' }, [0xffff]],
    [230.5, { dataType: 'UINT16', wordOrder: 'ABCD', multiplier: 0.1 }, [2305]],
    [-5.5, { dataType: 'INT16', wordOrder: 'ABCD', multiplier: 0.1 }, [0xffc9]],
    [-32_768, { dataType: 'INT16', wordOrder: 'ABCD' }, [0x8000]],
    // 16-bit values: only the byte swap of BADC and DCBA changes them.
    [0x1234, { dataType: 'UINT16', wordOrder: 'CDAB' }, [0x1234]],
    [0x1234, { dataType: 'UINT16', wordOrder: 'BADC' }, [0x3412]],
    [-2, { dataType: 'INT16', wordOrder: 'DCBA' }, [0xfeff]],
    [72_000, { dataType: 'UINT32', wordOrder: 'ABCD' }, [0x0001, 0x1940]],
    [72_000, { dataType: 'UINT32', wordOrder: 'CDAB' }, [0x1940, 0x0001]],
    [72_000, { dataType: 'UINT32', wordOrder: 'BADC' }, [0x0100, 0x4019]],
    [72_000, { dataType: 'UINT32', wordOrder: 'DCBA' }, [0x4019, 0x0100]],
    [-2, { dataType: 'INT32', wordOrder: 'ABCD' }, [0xffff, 0xfffe]],
    [-2, { dataType: 'INT32', wordOrder: 'CDAB' }, [0xfffe, 0xffff]],
    [-2, { dataType: 'INT32', wordOrder: 'BADC' }, [0xffff, 0xfeff]],
    [-2, { dataType: 'INT32', wordOrder: 'DCBA' }, [0xfeff, 0xffff]],
    [1.5, { dataType: 'FLOAT', wordOrder: 'ABCD' }, [0x3fc0, 0x0000]],
    [1.5, { dataType: 'FLOAT', wordOrder: 'CDAB' }, [0x0000, 0x3fc0]],
    [1.5, { dataType: 'FLOAT', wordOrder: 'BADC' }, [0xc03f, 0x0000]],
    [1.5, { dataType: 'FLOAT', wordOrder: 'DCBA' }, [0x0000, 0xc03f]],
    // 123.456f is 0x42F6E979.
    [123.456, { dataType: 'FLOAT', wordOrder: 'ABCD' }, [0x42f6, 0xe979]],
    [123.456, { dataType: 'FLOAT', wordOrder: 'CDAB' }, [0xe979, 0x42f6]],
    [123.456, { dataType: 'FLOAT', wordOrder: 'BADC' }, [0xf642, 0x79e9]],
    [123.456, { dataType: 'FLOAT', wordOrder: 'DCBA' }, [0x79e9, 0xf642]],
    [20, { dataType: 'UINT16', wordOrder: 'ABCD', multiplier: 0.5, offset: -40 }, [120]],
  ])('encodes %s as %o into %o', (value, spec, words) => {
    expect(encodeRegisters(value, spec)).toEqual(words);
  });

  it.each<[number, Omit<EncodeSpec, 'wordOrder'>]>([
    [-12.345, { dataType: 'INT32', multiplier: 0.001 }],
    [4_000_000_000, { dataType: 'UINT32' }],
    [-0.15625, { dataType: 'FLOAT' }],
    [-321, { dataType: 'INT16' }],
  ])('reads %s back as %o in every byte order', (value, spec) => {
    for (const wordOrder of ['ABCD', 'CDAB', 'BADC', 'DCBA'] satisfies WordOrder[]) {
      const words = encodeRegisters(value, { ...spec, wordOrder });
      expect(decodeRegisters(words, { ...spec, wordOrder })).toBe(value);
    }
  });

  it.each<[number, EncodeSpec]>([
    [65_536, { dataType: 'UINT16', wordOrder: 'ABCD' }],
    [-1, { dataType: 'UINT16', wordOrder: 'ABCD' }],
    [32_768, { dataType: 'INT16', wordOrder: 'ABCD' }],
    [2 ** 32, { dataType: 'UINT32', wordOrder: 'BADC' }],
    [Number.NaN, { dataType: 'FLOAT', wordOrder: 'DCBA' }],
  ])('refuses %s as %o rather than wrapping it', (value, spec) => {
    expect(() => encodeRegisters(value, spec)).toThrow(RangeError);
  });
});
