import { describe, expect, it } from 'vitest';
import { previewBlock, rowInBlock, rowReading } from './modbusPreview';
import type { ModbusTemplateRow } from './modbusTemplateForm';

const point = (
  startingRegister: number,
  extra: Partial<ModbusTemplateRow> = {},
): ModbusTemplateRow =>
  ({
    name: `r${startingRegister}`,
    functionCode: 3,
    startingRegister,
    numberOfRegisters: 2,
    dataType: 'FLOAT',
    addressOffset: 0,
    wordOrder: 'ABCD',
    ...extra,
  }) as ModbusTemplateRow;

describe('previewBlock', () => {
  it.each([
    ['one FLOAT', [point(100)], 0, { functionCode: 3, startingRegister: 100, count: 2 }],
    [
      'rows of one table that fit',
      [point(100), point(140, { dataType: 'UINT16', numberOfRegisters: 1 })],
      0,
      { functionCode: 3, startingRegister: 100, count: 41 },
    ],
    [
      'the address offset moves a row',
      [point(100, { addressOffset: 10 })],
      0,
      { functionCode: 3, startingRegister: 110, count: 2 },
    ],
    [
      'the selected row’s table only',
      [point(100), point(5, { functionCode: 4 })],
      1,
      { functionCode: 4, startingRegister: 5, count: 2 },
    ],
    [
      'rows spanning more than 50: from the selected row',
      [point(0), point(200)],
      1,
      { functionCode: 3, startingRegister: 200, count: 50 },
    ],
    [
      'never past address 65535',
      [point(0), point(65_534)],
      1,
      { functionCode: 3, startingRegister: 65_486, count: 50 },
    ],
    [
      'an invalid selected row: the first valid one',
      [null, point(7)],
      0,
      {
        functionCode: 3,
        startingRegister: 7,
        count: 2,
      },
    ],
    ['no valid row', [null], 0, null],
  ] as const)('%s', (_case, rows, selected, block) => {
    expect(previewBlock(rows, selected)).toEqual(block);
  });
});

describe('rowReading', () => {
  const block = { functionCode: 3 as const, startingRegister: 100, count: 3 };
  it('shows a 32-bit row in the four orders side by side', () => {
    const reading = rowReading([0x0000, 0x41ac, 230], block, point(100));
    expect(reading.kind).toBe('orders');
    expect(reading.kind === 'orders' && reading.decodings[1]).toEqual({
      order: 'CDAB',
      value: 21.5,
    });
  });
  it('shows a 16-bit row as its order reads it', () => {
    const row = point(102, { dataType: 'UINT16', numberOfRegisters: 1 });
    expect(rowInBlock(row, block)).toBe(true);
    expect(rowReading([0, 0, 230], block, row)).toEqual({
      kind: 'value',
      decoding: { order: 'ABCD', value: 230 },
    });
  });
  it('knows a row outside the block', () => {
    expect(rowInBlock(point(102), block)).toBe(false);
  });
});
