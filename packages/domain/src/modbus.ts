// Modbus facts of spec core §8/§9, shared by the simulator, the gateway and (later) libraries.

/** Data types of a Modbus register point. */
export const MODBUS_DATA_TYPES = ['UINT16', 'INT16', 'UINT32', 'INT32', 'FLOAT'] as const;
export type ModbusDataType = (typeof MODBUS_DATA_TYPES)[number];

/** Which register of a 32-bit pair comes first: BE = high word first. */
export const WORD_ORDERS = ['BE', 'LE'] as const;
export type WordOrder = (typeof WORD_ORDERS)[number];

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
