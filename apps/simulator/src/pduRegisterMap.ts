/**
 * The simulated PDU's Modbus register map. Addresses are zero-based protocol addresses; all
 * measurements are input registers (function code 4), as on most metered PDUs.
 *
 * | table (function code) | address | name            | type   | stored as                                 | unit |
 * | --------------------- | ------- | --------------- | ------ | ----------------------------------------- | ---- |
 * | input registers (4)   | 0       | voltage         | UINT16 | volts × 10                                | V    |
 * | input registers (4)   | 1       | totalCurrent    | UINT16 | amperes × 100                             | A    |
 * | input registers (4)   | 2–3     | totalPower      | FLOAT  | kilowatts, IEEE 754, big-endian (ABCD)    | kW   |
 * | input registers (4)   | 4–5     | energy          | UINT32 | kWh × 10, CDAB (low word first)           | kWh  |
 * | input registers (4)   | 10–17   | outlet1Current… | UINT16 | amperes × 100, outlet n at 9 + n          | A    |
 *
 * Any other address answers exception 02 (illegal data address); writes answer exception 01.
 */
import { PDU_OUTLET_POINT_NAMES } from './PduModel.js';
import { registerPoint, type RegisterPoint } from './RegisterPoint.js';

const OUTLET_BASE_ADDRESS = 10;

const input = (point: Omit<Parameters<typeof registerPoint>[0], 'functionCode'>) =>
  registerPoint({ functionCode: 4, ...point });

export const PDU_REGISTER_MAP: readonly RegisterPoint[] = [
  input({ address: 0, name: 'voltage', multiplier: 0.1, unit: 'V', description: 'Supply voltage' }),
  input({
    address: 1,
    name: 'totalCurrent',
    multiplier: 0.01,
    unit: 'A',
    description: 'Total current',
  }),
  input({
    address: 2,
    name: 'totalPower',
    dataType: 'FLOAT',
    unit: 'kW',
    description: 'Active power',
  }),
  input({
    address: 4,
    name: 'energy',
    dataType: 'UINT32',
    wordOrder: 'CDAB',
    multiplier: 0.1,
    unit: 'kWh',
    description: 'Energy delivered (counter)',
  }),
  ...PDU_OUTLET_POINT_NAMES.map((name, index) =>
    input({
      address: OUTLET_BASE_ADDRESS + index,
      name,
      multiplier: 0.01,
      unit: 'A',
      description: `Outlet ${index + 1} current`,
    }),
  ),
];
