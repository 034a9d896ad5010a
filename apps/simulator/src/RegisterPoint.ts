import type { ModbusDataType, ModbusFunctionCode, WordOrder } from '@vigil/domain';

/**
 * One point of a device's register map, shaped like an equipment library's Modbus point:
 * the device stores `(value - offset) / multiplier`, a reader computes `raw * multiplier + offset`.
 * Points in the bit tables (function codes 1 and 2) read as 0 or 1.
 */
export interface RegisterPoint {
  name: string;
  functionCode: ModbusFunctionCode;
  address: number;
  dataType: ModbusDataType;
  wordOrder: WordOrder;
  multiplier: number;
  offset: number;
  unit: string;
  description: string;
}

/** A register point with the usual defaults: UINT16, big-endian (ABCD), unscaled, no unit. */
export function registerPoint(
  point: Pick<RegisterPoint, 'name' | 'functionCode' | 'address' | 'description'> &
    Partial<RegisterPoint>,
): RegisterPoint {
  return {
    dataType: 'UINT16',
    wordOrder: 'ABCD',
    multiplier: 1,
    offset: 0,
    unit: '',
    ...point,
  };
}
