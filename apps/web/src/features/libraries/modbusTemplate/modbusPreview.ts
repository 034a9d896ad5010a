// The Add Modbus Template preview: which block of registers one Read Registers action reads for
// the rows, and what each row's registers read as in the block that came back (ADR 011).
import { MODBUS_BLOCK_READ_SIZE, decodeAllOrders, registerCount } from '@vigil/domain';
import type { ModbusFunctionCode, OrderDecoding, WordOrder } from '@vigil/domain';
import type { ModbusTemplateRow } from './modbusTemplateForm';

const ADDRESS_SPACE = 0x10000;

/** A block of one Modbus table, as MODBUS_READ reads it. */
export interface ReadBlock {
  functionCode: ModbusFunctionCode;
  startingRegister: number;
  count: number;
}

/** Where a row's value starts on the wire: its starting register moved by its address offset. */
export function rowAddress(row: ModbusTemplateRow): number {
  return row.startingRegister + row.addressOffset;
}

/** How many words of the block a row's value takes: a coil or contact is one. */
export function rowWidth(row: ModbusTemplateRow): number {
  return row.functionCode <= 2 ? 1 : registerCount(row.dataType);
}

/**
 * The block to read for the rows: every row in the selected row's table (or the first row's) when
 * they fit in one read of MODBUS_BLOCK_READ_SIZE registers (core §9); else the block starting at
 * the selected row. Null when no row has a valid address yet.
 */
export function previewBlock(
  rows: readonly (ModbusTemplateRow | null)[],
  selected: number,
): ReadBlock | null {
  const anchor = rows[selected] ?? rows.find((row) => row !== null) ?? null;
  if (!anchor) return null;
  const { functionCode } = anchor;
  const same = rows.filter((row): row is ModbusTemplateRow => row?.functionCode === functionCode);
  const start = Math.min(...same.map(rowAddress));
  const end = Math.max(...same.map((row) => rowAddress(row) + rowWidth(row)));
  if (end - start <= MODBUS_BLOCK_READ_SIZE && end <= ADDRESS_SPACE) {
    return { functionCode, startingRegister: start, count: end - start };
  }
  const from = Math.max(0, Math.min(rowAddress(anchor), ADDRESS_SPACE - MODBUS_BLOCK_READ_SIZE));
  return { functionCode, startingRegister: from, count: MODBUS_BLOCK_READ_SIZE };
}

/** Whether a row's value lies inside a block. */
export function rowInBlock(row: ModbusTemplateRow, block: ReadBlock): boolean {
  const start = rowAddress(row);
  return (
    row.functionCode === block.functionCode &&
    start >= block.startingRegister &&
    start + rowWidth(row) <= block.startingRegister + block.count
  );
}

/** What a row reads as: a 32-bit value in all four orders, a 16-bit one (or a bit) as it is. */
export type RowReading =
  { kind: 'orders'; decodings: OrderDecoding[] } | { kind: 'value'; decoding: OrderDecoding };

export function rowReading(
  words: readonly number[],
  block: ReadBlock,
  row: ModbusTemplateRow,
): RowReading {
  const index = rowAddress(row) - block.startingRegister;
  if (rowWidth(row) === 2) {
    return { kind: 'orders', decodings: decodeAllOrders(words, index, row.dataType) };
  }
  const dataType = row.functionCode <= 2 ? 'UINT16' : row.dataType;
  const order: WordOrder = row.functionCode <= 2 ? 'ABCD' : row.wordOrder;
  const decodings = decodeAllOrders(words, index, dataType);
  return {
    kind: 'value',
    decoding: decodings.find((decoding) => decoding.order === order) ?? decodings[0]!,
  };
}

/** A raw value as a person reads it: a float to its 7 significant digits (21.3, not 21.2999…). */
export function formatRaw(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(7)));
}

/** A raw value scaled as the row polls it (raw × multiplier + offset), rounded the same way. */
export function scaled(value: number, row: Pick<ModbusTemplateRow, 'multiplier' | 'offset'>) {
  return Number((value * (row.multiplier ?? 1) + (row.offset ?? 0)).toPrecision(7));
}
