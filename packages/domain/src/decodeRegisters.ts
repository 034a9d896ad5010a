import { registerCount, reorderWords, type ModbusDataType, type WordOrder } from './modbus.js';

/** How an equipment library point turns register words into a value. */
export interface RegisterDecoding {
  dataType: ModbusDataType;
  wordOrder: WordOrder;
  multiplier?: number;
  offset?: number;
  /** Bits kept from the raw integer before scaling; 0 or absent keeps them all. */
  mask?: number;
}

/**
 * The value of a point from its register words: the words are put in ABCD order from the
 * point's byte order (WORD_ORDERS: 32-bit types in all four, 16-bit ones byte-swapped by BADC
 * and DCBA), FLOAT is IEEE-754 single precision, the mask applies to the raw integer, and the
 * value is `raw * multiplier + offset`.
 */
export function decodeRegisters(words: readonly number[], point: RegisterDecoding): number {
  const count = registerCount(point.dataType);
  if (words.length < count) {
    throw new RangeError(`${point.dataType} needs ${count} registers, got ${words.length}`);
  }
  const used = words.slice(0, count);
  if (!used.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff)) {
    throw new RangeError(`Register words must be 0-65535, got ${used.join(', ')}`);
  }

  const [high = 0, low = 0] = reorderWords(used, point.wordOrder);
  const bits = count === 1 ? high : high * 0x10000 + low;
  const mask = point.mask ?? 0;

  let raw: number;
  if (point.dataType === 'FLOAT') {
    if (mask !== 0) throw new RangeError('A mask applies to integer data types only');
    const view = new DataView(new ArrayBuffer(4));
    view.setUint32(0, bits);
    raw = view.getFloat32(0);
    if (!Number.isFinite(raw)) throw new RangeError(`FLOAT registers hold ${raw}`);
  } else {
    const masked = mask === 0 ? bits : (bits & mask) >>> 0;
    const width = count * 16;
    const signed = point.dataType === 'INT16' || point.dataType === 'INT32';
    raw = signed && masked >= 2 ** (width - 1) ? masked - 2 ** width : masked;
  }

  const value = raw * (point.multiplier ?? 1) + (point.offset ?? 0);
  // Drop binary floating-point noise: 2305 * 0.1 is 230.50000000000003, a person reads 230.5.
  return Number(value.toPrecision(15));
}
