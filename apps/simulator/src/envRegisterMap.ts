/**
 * The simulated temperature/humidity sensor's Modbus register map. Addresses are zero-based
 * protocol addresses.
 *
 * | table (function code) | address | name        | type   | stored as                         | unit |
 * | --------------------- | ------- | ----------- | ------ | --------------------------------- | ---- |
 * | input registers (4)   | 0–1     | temperature | INT32  | °C × 1000, two's complement, BADC | °C   |
 * | input registers (4)   | 2       | humidity    | UINT16 | percent × 10                      | %    |
 * | discrete inputs (2)   | 0       | doorOpen    | bit    | 1 while the door is open          |      |
 *
 * BADC: the high word first, with the two bytes of each word swapped.
 *
 * Any other address answers exception 02 (illegal data address); writes answer exception 01.
 */
import { registerPoint, type RegisterPoint } from './RegisterPoint.js';

export const ENV_REGISTER_MAP: readonly RegisterPoint[] = [
  registerPoint({
    functionCode: 4,
    address: 0,
    name: 'temperature',
    dataType: 'INT32',
    wordOrder: 'BADC',
    multiplier: 0.001,
    unit: '°C',
    description: 'Air temperature',
  }),
  registerPoint({
    functionCode: 4,
    address: 2,
    name: 'humidity',
    multiplier: 0.1,
    unit: '%',
    description: 'Relative humidity',
  }),
  registerPoint({ functionCode: 2, address: 0, name: 'doorOpen', description: 'Door open' }),
];
