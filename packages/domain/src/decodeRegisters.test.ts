import { describe, expect, it } from 'vitest';
import { decodeRegisters, type RegisterDecoding } from './decodeRegisters.js';

describe('decodeRegisters', () => {
  it.each<[string, number[], RegisterDecoding, number]>([
    ['UINT16', [0], { dataType: 'UINT16', wordOrder: 'BE' }, 0],
    ['UINT16 max', [0xffff], { dataType: 'UINT16', wordOrder: 'BE' }, 65_535],
    ['UINT16 ignores word order', [1234], { dataType: 'UINT16', wordOrder: 'LE' }, 1234],
    ['INT16 positive', [0x7fff], { dataType: 'INT16', wordOrder: 'BE' }, 32_767],
    ['INT16 -1', [0xffff], { dataType: 'INT16', wordOrder: 'BE' }, -1],
    ['INT16 min', [0x8000], { dataType: 'INT16', wordOrder: 'BE' }, -32_768],
    ['UINT32 BE', [0x0001, 0x1940], { dataType: 'UINT32', wordOrder: 'BE' }, 72_000],
    ['UINT32 LE', [0x1940, 0x0001], { dataType: 'UINT32', wordOrder: 'LE' }, 72_000],
    ['UINT32 max', [0xffff, 0xffff], { dataType: 'UINT32', wordOrder: 'BE' }, 4_294_967_295],
    ['INT32 BE negative', [0xffff, 0xfffe], { dataType: 'INT32', wordOrder: 'BE' }, -2],
    ['INT32 LE negative', [0xfffe, 0xffff], { dataType: 'INT32', wordOrder: 'LE' }, -2],
    ['INT32 min', [0x8000, 0x0000], { dataType: 'INT32', wordOrder: 'BE' }, -2_147_483_648],
    ['INT32 positive', [0x0001, 0x0000], { dataType: 'INT32', wordOrder: 'BE' }, 65_536],
    ['FLOAT BE', [0x3fc0, 0x0000], { dataType: 'FLOAT', wordOrder: 'BE' }, 1.5],
    ['FLOAT LE', [0x0000, 0x3fc0], { dataType: 'FLOAT', wordOrder: 'LE' }, 1.5],
    ['FLOAT negative', [0xc148, 0x0000], { dataType: 'FLOAT', wordOrder: 'BE' }, -12.5],
    ['FLOAT zero', [0x0000, 0x0000], { dataType: 'FLOAT', wordOrder: 'BE' }, 0],
    ['FLOAT pi', [0x4049, 0x0fdb], { dataType: 'FLOAT', wordOrder: 'BE' }, 3.14159274101257],
    ['multiplier', [2305], { dataType: 'UINT16', wordOrder: 'BE', multiplier: 0.1 }, 230.5],
    [
      'signed with multiplier',
      [0xffc9],
      { dataType: 'INT16', wordOrder: 'BE', multiplier: 0.1 },
      -5.5,
    ],
    [
      'multiplier and offset',
      [120],
      { dataType: 'UINT16', wordOrder: 'BE', multiplier: 0.5, offset: -40 },
      20,
    ],
    ['offset alone', [10], { dataType: 'UINT16', wordOrder: 'BE', offset: 273.15 }, 283.15],
    [
      'FLOAT scaled',
      [0x3fc0, 0x0000],
      { dataType: 'FLOAT', wordOrder: 'BE', multiplier: 10, offset: 1 },
      16,
    ],
    ['mask keeps bit 1', [0b0110], { dataType: 'UINT16', wordOrder: 'BE', mask: 0b0010 }, 2],
    ['mask clears bit 0', [0b0110], { dataType: 'UINT16', wordOrder: 'BE', mask: 0b0001 }, 0],
    ['mask 0 keeps all bits', [0b0110], { dataType: 'UINT16', wordOrder: 'BE', mask: 0 }, 6],
    ['mask before sign', [0xffff], { dataType: 'INT16', wordOrder: 'BE', mask: 0x00ff }, 255],
    ['mask keeps sign bit', [0xff01], { dataType: 'INT16', wordOrder: 'BE', mask: 0xff00 }, -256],
    [
      'mask before scaling',
      [0x1234],
      { dataType: 'UINT16', wordOrder: 'BE', mask: 0x00ff, multiplier: 2, offset: 1 },
      105,
    ],
    [
      'mask on UINT32 high word',
      [0x8001, 0x0002],
      { dataType: 'UINT32', wordOrder: 'BE', mask: 0xffff0000 },
      0x80010000,
    ],
    [
      'mask on INT32 LE',
      [0x0002, 0xffff],
      { dataType: 'INT32', wordOrder: 'LE', mask: 0xffff0003 },
      -65_534,
    ],
    ['extra words ignored', [7, 8, 9], { dataType: 'UINT16', wordOrder: 'BE' }, 7],
  ])('%s: %o as %o is %s', (_, words, point, expected) => {
    expect(decodeRegisters(words, point)).toBe(expected);
  });

  it.each<[string, number[], RegisterDecoding, RegExp]>([
    ['too few words', [1], { dataType: 'UINT32', wordOrder: 'BE' }, /needs 2 registers, got 1/],
    ['no words', [], { dataType: 'UINT16', wordOrder: 'BE' }, /needs 1 registers, got 0/],
    ['word too big', [65_536], { dataType: 'UINT16', wordOrder: 'BE' }, /0-65535/],
    ['negative word', [-1], { dataType: 'INT16', wordOrder: 'BE' }, /0-65535/],
    ['fractional word', [1.5], { dataType: 'UINT16', wordOrder: 'BE' }, /0-65535/],
    ['mask on FLOAT', [0, 0], { dataType: 'FLOAT', wordOrder: 'BE', mask: 1 }, /integer data/],
    ['FLOAT NaN', [0x7fc0, 0x0000], { dataType: 'FLOAT', wordOrder: 'BE' }, /NaN/],
    ['FLOAT infinity', [0x7f80, 0x0000], { dataType: 'FLOAT', wordOrder: 'BE' }, /Infinity/],
  ])('refuses %s', (_, words, point, message) => {
    expect(() => decodeRegisters(words, point)).toThrow(message);
  });
});
