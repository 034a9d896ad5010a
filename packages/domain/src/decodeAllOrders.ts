import { decodeRegisters } from './decodeRegisters.js';
import { WORD_ORDERS, type ModbusDataType, type WordOrder } from './modbus.js';

/** One byte order's reading of the registers, or why they cannot be read so. */
export type OrderDecoding =
  { order: WordOrder; value: number } | { order: WordOrder; error: string };

/**
 * The raw value (no mask, multiplier or offset) of `dataType` at `startIndex` of a block of
 * register words, in each of the four byte orders side by side: the template preview shows them
 * all so a person picks the one that reads right. An order that cannot read them (past the end
 * of the block, a FLOAT that is NaN or infinite) carries the reason instead of a value.
 */
export function decodeAllOrders(
  words: readonly number[],
  startIndex: number,
  dataType: ModbusDataType,
): OrderDecoding[] {
  if (!Number.isInteger(startIndex) || startIndex < 0) {
    throw new RangeError(`A start index must be a whole number of at least 0, got ${startIndex}`);
  }
  const from = words.slice(startIndex);
  return WORD_ORDERS.map((order) => {
    try {
      return { order, value: decodeRegisters(from, { dataType, wordOrder: order }) };
    } catch (error) {
      return { order, error: error instanceof Error ? error.message : String(error) };
    }
  });
}
