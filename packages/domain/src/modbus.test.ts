import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  WORD_ORDERS,
  registerCount,
  reorderWords,
  wordOrderOf,
  wordOrderSchema,
  type WordOrder,
} from './modbus.js';

describe('registerCount', () => {
  it.each([
    ['UINT16', 1],
    ['INT16', 1],
    ['UINT32', 2],
    ['INT32', 2],
    ['FLOAT', 2],
  ] as const)('counts %s as %i register(s)', (dataType, count) => {
    expect(registerCount(dataType)).toBe(count);
  });
});

describe('byte orders', () => {
  it.each<[string, WordOrder | undefined]>([
    ['ABCD', 'ABCD'],
    ['CDAB', 'CDAB'],
    ['BADC', 'BADC'],
    ['DCBA', 'DCBA'],
    [' cdab ', 'CDAB'],
    ['BE', 'ABCD'],
    ['be', 'ABCD'],
    ['LE', 'CDAB'],
    ['MID', undefined],
    ['', undefined],
    ['ABDC', undefined],
  ])('%j names %s', (text, order) => {
    expect(wordOrderOf(text)).toBe(order);
    const parsed = wordOrderSchema.safeParse(text);
    if (order) expect(parsed.data).toBe(order);
    else expect(parsed.error?.issues[0]?.message).toBe(messages.invalidWordOrder);
  });

  // 0x11223344: A = 0x11, B = 0x22, C = 0x33, D = 0x44.
  it.each<[WordOrder, number[]]>([
    ['ABCD', [0x1122, 0x3344]],
    ['CDAB', [0x3344, 0x1122]],
    ['BADC', [0x2211, 0x4433]],
    ['DCBA', [0x4433, 0x2211]],
  ])('lays 0x11223344 out in %s as %o, and back', (order, words) => {
    expect(reorderWords([0x1122, 0x3344], order)).toEqual(words);
    expect(reorderWords(words, order)).toEqual([0x1122, 0x3344]);
  });

  it.each<[WordOrder, number]>([
    ['ABCD', 0x1122],
    ['CDAB', 0x1122],
    ['BADC', 0x2211],
    ['DCBA', 0x2211],
  ])('swaps only the bytes of one register: %s', (order, word) => {
    expect(reorderWords([0x1122], order)).toEqual([word]);
  });

  it('lists the four orders, big-endian first', () => {
    expect(WORD_ORDERS).toEqual(['ABCD', 'CDAB', 'BADC', 'DCBA']);
  });
});
