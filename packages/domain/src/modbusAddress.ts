// Modbus addresses as people write them (spec core §5 table codes): the protocol's 0-based
// address with a function code, or the 1-based register numbers of device manuals (40001).
import { messages } from './messages.js';
import type { ModbusFunctionCode } from './modbus.js';

/**
 * How a template's addresses are written: `protocol`, the function code and the 0-based address
 * sent on the wire; `register`, the 1-based register number whose first digit names the table
 * (0xxxx coils, 1xxxx contacts, 3xxxx input registers, 4xxxx holding registers).
 */
export const MODBUS_ADDRESS_BASES = ['protocol', 'register'] as const;
export type ModbusAddressBase = (typeof MODBUS_ADDRESS_BASES)[number];

/** A register number's first digit by function code, and back. */
const TABLE_DIGIT: Readonly<Record<ModbusFunctionCode, string>> = {
  1: '0',
  2: '1',
  3: '4',
  4: '3',
};
const FUNCTION_CODE_OF_DIGIT: Readonly<Record<string, ModbusFunctionCode>> = {
  '0': 1,
  '1': 2,
  '3': 4,
  '4': 3,
};

/** The 5-digit form numbers registers 1-9999 after the table digit; the 6-digit form 1-65536. */
const MAX_NUMBER = { 5: 9999, 6: 65_536 } as const;

export type ModbusAddress = { functionCode: ModbusFunctionCode; startingRegister: number };

/**
 * The function code and 0-based protocol address of a 1-based register number: 40001 is holding
 * register 0 (function code 3), 30010 input register 9, 00001 coil 0, 10001 contact 0; the
 * 6-digit form (400001) reaches addresses past 9998. Anything else is refused with the reason.
 */
export function parseRegisterNumber(
  text: string,
): ({ ok: true } & ModbusAddress) | { ok: false; message: string } {
  const digits = text.trim();
  if (!/^\d{5,6}$/.test(digits)) return { ok: false, message: messages.registerNumberForm };
  const functionCode = FUNCTION_CODE_OF_DIGIT[digits[0] ?? ''];
  if (functionCode === undefined) return { ok: false, message: messages.registerNumberForm };
  const max = MAX_NUMBER[digits.length as 5 | 6];
  const number = Number(digits.slice(1));
  if (number < 1 || number > max) return { ok: false, message: messages.registerNumberRange(max) };
  return { ok: true, functionCode, startingRegister: number - 1 };
}

/**
 * The 1-based register number of a protocol address: the 5-digit form while it reaches (up to
 * address 9998), else the 6-digit one. Undefined for an address outside 0-65535.
 */
export function registerNumberOf(address: ModbusAddress): string | undefined {
  const { functionCode, startingRegister } = address;
  const digit = TABLE_DIGIT[functionCode];
  if (!digit || !Number.isInteger(startingRegister)) return undefined;
  if (startingRegister < 0 || startingRegister > 0xffff) return undefined;
  const number = startingRegister + 1;
  const width = number <= MAX_NUMBER[5] ? 4 : 5;
  return `${digit}${String(number).padStart(width, '0')}`;
}
