import { describe, expect, it } from 'vitest';
import { decodeRegisters, type RegisterDecoding } from './decodeRegisters.js';

describe('decodeRegisters', () => {
  it.each<[string, number[], RegisterDecoding, number]>([
    ['UINT16', [0], { dataType: 'UINT16', wordOrder: 'ABCD' }, 0],
    ['UINT16 max', [0xffff], { dataType: 'UINT16', wordOrder: 'ABCD' }, 65_535],
    ['UINT16 ignores the word swap', [1234], { dataType: 'UINT16', wordOrder: 'CDAB' }, 1234],
    ['UINT16 BADC swaps its bytes', [0x3412], { dataType: 'UINT16', wordOrder: 'BADC' }, 0x1234],
    ['UINT16 DCBA swaps its bytes', [0x3412], { dataType: 'UINT16', wordOrder: 'DCBA' }, 0x1234],
    ['INT16 DCBA negative', [0xfeff], { dataType: 'INT16', wordOrder: 'DCBA' }, -2],
    ['UINT32 BADC', [0x0100, 0x4019], { dataType: 'UINT32', wordOrder: 'BADC' }, 72_000],
    ['UINT32 DCBA', [0x4019, 0x0100], { dataType: 'UINT32', wordOrder: 'DCBA' }, 72_000],
    ['INT32 BADC negative', [0xffff, 0xfeff], { dataType: 'INT32', wordOrder: 'BADC' }, -2],
    ['INT32 DCBA negative', [0xfeff, 0xffff], { dataType: 'INT32', wordOrder: 'DCBA' }, -2],
    ['FLOAT BADC', [0xc03f, 0x0000], { dataType: 'FLOAT', wordOrder: 'BADC' }, 1.5],
    ['FLOAT DCBA', [0x0000, 0xc03f], { dataType: 'FLOAT', wordOrder: 'DCBA' }, 1.5],
    [
      'mask after the byte swap',
      [0x3412],
      { dataType: 'UINT16', wordOrder: 'BADC', mask: 0xff00 },
      0x1200,
    ],
    ['INT16 positive', [0x7fff], { dataType: 'INT16', wordOrder: 'ABCD' }, 32_767],
    ['INT16 -1', [0xffff], { dataType: 'INT16', wordOrder: 'ABCD' }, -1],
    ['INT16 min', [0x8000], { dataType: 'INT16', wordOrder: 'ABCD' }, -32_768],
    ['UINT32 ABCD', [0x0001, 0x1940], { dataType: 'UINT32', wordOrder: 'ABCD' }, 72_000],
    ['UINT32 CDAB', [0x1940, 0x0001], { dataType: 'UINT32', wordOrder: 'CDAB' }, 72_000],
    ['UINT32 max', [0xffff, 0xffff], { dataType: 'UINT32', wordOrder: 'ABCD' }, 4_294_967_295],
    ['INT32 ABCD negative', [0xffff, 0xfffe], { dataType: 'INT32', wordOrder: 'ABCD' }, -2],
    ['INT32 CDAB negative', [0xfffe, 0xffff], { dataType: 'INT32', wordOrder: 'CDAB' }, -2],
    ['INT32 min', [0x8000, 0x0000], { dataType: 'INT32', wordOrder: 'ABCD' }, -2_147_483_648],
    ['INT32 positive', [0x0001, 0x0000], { dataType: 'INT32', wordOrder: 'ABCD' }, 65_536],
    ['FLOAT ABCD', [0x3fc0, 0x0000], { dataType: 'FLOAT', wordOrder: 'ABCD' }, 1.5],
    ['FLOAT CDAB', [0x0000, 0x3fc0], { dataType: 'FLOAT', wordOrder: 'CDAB' }, 1.5],
    ['FLOAT negative', [0xc148, 0x0000], { dataType: 'FLOAT', wordOrder: 'ABCD' }, -12.5],
    ['FLOAT zero', [0x0000, 0x0000], { dataType: 'FLOAT', wordOrder: 'ABCD' }, 0],
    ['FLOAT pi', [0x4049, 0x0fdb], { dataType: 'FLOAT', wordOrder: 'ABCD' }, 3.14159274101257],
    ['multiplier', [2305], { dataType: 'UINT16', wordOrder: 'ABCD', multiplier: 0.1 }, 230.5],
    [
      'signed with multiplier',
      [0xffc9],
      { dataType: 'INT16', wordOrder: 'ABCD', multiplier: 0.1 },
      -5.5,
    ],
    [
      'multiplier and offset',
      [120],
      { dataType: 'UINT16', wordOrder: 'ABCD', multiplier: 0.5, offset: -40 },
      20,
    ],
    ['offset alone', [10], { dataType: 'UINT16', wordOrder: 'ABCD', offset: 273.15 }, 283.15],
    [
      'FLOAT scaled',
      [0x3fc0, 0x0000],
      { dataType: 'FLOAT', wordOrder: 'ABCD', multiplier: 10, offset: 1 },
      16,
    ],
    ['mask keeps bit 1', [0b0110], { dataType: 'UINT16', wordOrder: 'ABCD', mask: 0b0010 }, 2],
    ['mask clears bit 0', [0b0110], { dataType: 'UINT16', wordOrder: 'ABCD', mask: 0b0001 }, 0],
    ['mask 0 keeps all bits', [0b0110], { dataType: 'UINT16', wordOrder: 'ABCD', mask: 0 }, 6],
    ['mask before sign', [0xffff], { dataType: 'INT16', wordOrder: 'ABCD', mask: 0x00ff }, 255],
    ['mask keeps sign bit', [0xff01], { dataType: 'INT16', wordOrder: 'ABCD', mask: 0xff00 }, -256],
    [
      'mask before scaling',
      [0x1234],
      { dataType: 'UINT16', wordOrder: 'ABCD', mask: 0x00ff, multiplier: 2, offset: 1 },
      105,
    ],
    [
      'mask on UINT32 high word',
      [0x8001, 0x0002],
      { dataType: 'UINT32', wordOrder: 'ABCD', mask: 0xffff0000 },
      0x80010000,
    ],
    [
      'mask on INT32 CDAB',
      [0x0002, 0xffff],
      { dataType: 'INT32', wordOrder: 'CDAB', mask: 0xffff0003 },
      -65_534,
    ],
    ['extra words ignored', [7, 8, 9], { dataType: 'UINT16', wordOrder: 'ABCD' }, 7],
  ])('%s: %o as %o is %s', (_, words, point, expected) => {
    expect(decodeRegisters(words, point)).toBe(expected);
  });

  it.each<[string, number[], RegisterDecoding, RegExp]>([
    ['too few words', [1], { dataType: 'UINT32', wordOrder: 'ABCD' }, /needs 2 registers, got 1/],
    ['no words', [], { dataType: 'UINT16', wordOrder: 'ABCD' }, /needs 1 registers, got 0/],
    ['word too big', [65_536], { dataType: 'UINT16', wordOrder: 'ABCD' }, /0-65535/],
    ['negative word', [-1], { dataType: 'INT16', wordOrder: 'ABCD' }, /0-65535/],
    ['fractional word', [1.5], { dataType: 'UINT16', wordOrder: 'ABCD' }, /0-65535/],
    ['mask on FLOAT', [0, 0], { dataType: 'FLOAT', wordOrder: 'ABCD', mask: 1 }, /integer data/],
    ['FLOAT NaN', [0x7fc0, 0x0000], { dataType: 'FLOAT', wordOrder: 'ABCD' }, /NaN/],
    ['FLOAT infinity', [0x7f80, 0x0000], { dataType: 'FLOAT', wordOrder: 'ABCD' }, /Infinity/],
    ['FLOAT NaN in DCBA', [0x0000, 0xc07f], { dataType: 'FLOAT', wordOrder: 'DCBA' }, /NaN/],
    [
      'FLOAT -Infinity in BADC',
      [0x80ff, 0x0000],
      { dataType: 'FLOAT', wordOrder: 'BADC' },
      /-Infinity/,
    ],
  ])('refuses %s', (_, words, point, message) => {
    expect(() => decodeRegisters(words, point)).toThrow(message);
  });
});
