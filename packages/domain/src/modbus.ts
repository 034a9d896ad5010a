// Modbus facts of spec core §8/§9, shared by the simulator, the gateway and libraries.
import { z } from 'zod';
import { messages } from './messages.js';

/** Data types of a Modbus register point. */
export const MODBUS_DATA_TYPES = ['UINT16', 'INT16', 'UINT32', 'INT32', 'FLOAT'] as const;
export type ModbusDataType = (typeof MODBUS_DATA_TYPES)[number];

/**
 * How the four bytes of a 32-bit value arrive in its two registers, A being the most significant:
 * ABCD big-endian (high word first), CDAB word-swapped (low word first), BADC bytes swapped within
 * each word, DCBA little-endian. A 16-bit value has one register, so only the byte swap matters
 * to it: BADC and DCBA swap its two bytes, ABCD and CDAB leave it as it is. (A device that
 * swaps the bytes of its 32-bit values does so in every register; byte-swapped 16-bit registers
 * are rare, word-swapped CDAB floats common.)
 */
export const WORD_ORDERS = ['ABCD', 'CDAB', 'BADC', 'DCBA'] as const;
export type WordOrder = (typeof WORD_ORDERS)[number];

/**
 * The older names, still read where people type or import an order (CSV files in the wild say
 * BE and LE) and from agents' cached configs; never stored or sent.
 */
export const WORD_ORDER_ALIASES: Readonly<Record<'BE' | 'LE', WordOrder>> = {
  BE: 'ABCD',
  LE: 'CDAB',
};

/** The byte order a text names: one of WORD_ORDERS or an alias, any case; undefined otherwise. */
export function wordOrderOf(text: string): WordOrder | undefined {
  const name = text.trim().toUpperCase();
  if ((WORD_ORDERS as readonly string[]).includes(name)) return name as WordOrder;
  return name === 'BE' || name === 'LE' ? WORD_ORDER_ALIASES[name] : undefined;
}

/** A byte order as people give it (an order or an alias, any case), read as its code. */
export const wordOrderSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (wordOrderOf(value) ?? value) : value),
  z.enum(WORD_ORDERS, { error: messages.invalidWordOrder }),
);

const swapBytes = (word: number) => ((word & 0xff) << 8) | (word >>> 8);

/**
 * A value's registers in `order` from its registers in ABCD order, or back: every order is a swap
 * of the two words, of the bytes within each word, or both, so one function goes either way. One
 * register (a 16-bit value) has only its bytes swapped, by BADC and DCBA.
 */
export function reorderWords(words: readonly number[], order: WordOrder): number[] {
  const swapped = order === 'BADC' || order === 'DCBA' ? words.map(swapBytes) : [...words];
  return words.length === 2 && (order === 'CDAB' || order === 'DCBA') ? swapped.reverse() : swapped;
}

/** Table codes: 1 status coil, 2 input contacts, 3 holding registers, 4 input registers. */
export const MODBUS_FUNCTION_CODES = [1, 2, 3, 4] as const;
export type ModbusFunctionCode = (typeof MODBUS_FUNCTION_CODES)[number];

/** Registers read in one request at most (core §9 "Modbus block read size 50"). */
export const MODBUS_BLOCK_READ_SIZE = 50;

/** Valid Modbus unit (slave) ids. */
export const MODBUS_UNIT_ID = { min: 1, max: 247 } as const;

/** How many 16-bit registers a data type occupies. */
export function registerCount(dataType: ModbusDataType): 1 | 2 {
  return dataType === 'UINT16' || dataType === 'INT16' ? 1 : 2;
}
