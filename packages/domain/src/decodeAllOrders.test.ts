import { describe, expect, it } from 'vitest';
import { decodeAllOrders } from './decodeAllOrders.js';
import type { ModbusDataType, WordOrder } from './modbus.js';

/** The registers of each value as a device sends them in each byte order, written out by hand. */
const SERVED: [ModbusDataType, number, Record<WordOrder, [number, number]>][] = [
  // 123.456f is 0x42F6E979; the nearest float to 123.456 reads as 123.456001281738.
  [
    'FLOAT',
    123.456001281738,
    {
      ABCD: [0x42f6, 0xe979],
      CDAB: [0xe979, 0x42f6],
      BADC: [0xf642, 0x79e9],
      DCBA: [0x79e9, 0xf642],
    },
  ],
  [
    'FLOAT',
    -12.5,
    {
      ABCD: [0xc148, 0x0000],
      CDAB: [0x0000, 0xc148],
      BADC: [0x48c1, 0x0000],
      DCBA: [0x0000, 0x48c1],
    },
  ],
  [
    'UINT32',
    0x12345678,
    {
      ABCD: [0x1234, 0x5678],
      CDAB: [0x5678, 0x1234],
      BADC: [0x3412, 0x7856],
      DCBA: [0x7856, 0x3412],
    },
  ],
  [
    'UINT32',
    4_294_967_040,
    {
      ABCD: [0xffff, 0xff00],
      CDAB: [0xff00, 0xffff],
      BADC: [0xffff, 0x00ff],
      DCBA: [0x00ff, 0xffff],
    },
  ],
  [
    'INT32',
    -123_456,
    {
      ABCD: [0xfffe, 0x1dc0],
      CDAB: [0x1dc0, 0xfffe],
      BADC: [0xfeff, 0xc01d],
      DCBA: [0xc01d, 0xfeff],
    },
  ],
  [
    'INT32',
    65_538,
    {
      ABCD: [0x0001, 0x0002],
      CDAB: [0x0002, 0x0001],
      BADC: [0x0100, 0x0200],
      DCBA: [0x0200, 0x0100],
    },
  ],
];

const CASES = SERVED.flatMap(([dataType, value, byOrder]) =>
  (Object.entries(byOrder) as [WordOrder, [number, number]][]).map(
    ([order, words]): [ModbusDataType, WordOrder, number[], number] => [
      dataType,
      order,
      words,
      value,
    ],
  ),
);

describe('decodeAllOrders', () => {
  it.each(CASES)('%s sent in %s as %o: that column reads %s, the others not', (...row) => {
    const [dataType, order, words, value] = row;
    // Two words before it: the preview decodes at any index of the block it read.
    const decoded = decodeAllOrders([0xaaaa, 0x5555, ...words, 0xbeef], 2, dataType);
    expect(decoded.map((d) => d.order)).toEqual(['ABCD', 'CDAB', 'BADC', 'DCBA']);
    for (const entry of decoded) {
      if (entry.order === order) expect(entry).toEqual({ order, value });
      else expect(entry).not.toEqual({ order: entry.order, value });
    }
  });

  it('shows the reference float 0x42F6E979 in the four orders side by side', () => {
    expect(decodeAllOrders([0x42f6, 0xe979], 0, 'FLOAT')).toEqual([
      { order: 'ABCD', value: 123.456001281738 },
      { order: 'CDAB', value: -1.88336714481846e25 },
      { order: 'BADC', value: -9.86111545194985e32 },
      { order: 'DCBA', value: 1.5184998373248e35 },
    ]);
  });

  it.each<[ModbusDataType, number, number[]]>([
    ['UINT16', 0x3412, [0x3412, 0x3412, 0x1234, 0x1234]],
    ['INT16', 0xfeff, [-257, -257, -2, -2]],
    ['INT16', 0x0080, [128, 128, -32_768, -32_768]],
  ])('reads %s %i with only the byte swap mattering', (dataType, word, values) => {
    expect(decodeAllOrders([word], 0, dataType).map((d) => ('value' in d ? d.value : d))).toEqual(
      values,
    );
  });

  it('gives the reason in each column it cannot read: NaN, Infinity, past the end', () => {
    expect(decodeAllOrders([0x7fc0, 0x0000], 0, 'FLOAT')).toEqual([
      { order: 'ABCD', error: 'FLOAT registers hold NaN' },
      { order: 'CDAB', value: 4.58280649772788e-41 },
      { order: 'BADC', value: -3.984375 },
      { order: 'DCBA', value: 6.90545870234627e-41 },
    ]);
    expect(decodeAllOrders([0x0000, 0x807f], 0, 'FLOAT')).toContainEqual({
      order: 'DCBA',
      error: 'FLOAT registers hold Infinity',
    });
    expect(decodeAllOrders([1, 2, 3], 2, 'INT32')).toEqual(
      ['ABCD', 'CDAB', 'BADC', 'DCBA'].map((order) => ({
        order,
        error: 'INT32 needs 2 registers, got 1',
      })),
    );
  });

  it.each([-1, 0.5, Number.NaN])('refuses start index %s', (startIndex) => {
    expect(() => decodeAllOrders([1, 2], startIndex, 'UINT16')).toThrow(RangeError);
  });
});
