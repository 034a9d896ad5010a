/**
 * The simulated CRAC's Modbus register map. Addresses are zero-based protocol addresses.
 *
 * | table (function code) | address | name                 | type   | stored as                                | unit |
 * | --------------------- | ------- | -------------------- | ------ | ---------------------------------------- | ---- |
 * | holding registers (3) | 0–1     | supplyAirTemperature | FLOAT  | °C, IEEE 754, low word first (CDAB)      | °C   |
 * | holding registers (3) | 2–3     | returnAirTemperature | FLOAT  | °C, IEEE 754, little-endian (DCBA)       | °C   |
 * | holding registers (3) | 4       | setpoint             | INT16  | °C × 10, two's complement                | °C   |
 * | holding registers (3) | 5       | fanSpeed             | UINT16 | percent                                  | %    |
 * | holding registers (3) | 6       | humidity             | UINT16 | percent × 10                             | %    |
 * | coils (1)             | 0       | compressorOn         | bit    | 1 while the compressor runs              |      |
 *
 * The unit is read-only: the setpoint is changed through the control API, not over Modbus.
 * Any other address answers exception 02 (illegal data address); writes answer exception 01.
 */
import { registerPoint, type RegisterPoint } from './RegisterPoint.js';

const holding = (point: Omit<Parameters<typeof registerPoint>[0], 'functionCode'>) =>
  registerPoint({ functionCode: 3, ...point });

export const CRAC_REGISTER_MAP: readonly RegisterPoint[] = [
  holding({
    address: 0,
    name: 'supplyAirTemperature',
    dataType: 'FLOAT',
    wordOrder: 'CDAB',
    unit: '°C',
    description: 'Supply air temperature',
  }),
  holding({
    address: 2,
    name: 'returnAirTemperature',
    dataType: 'FLOAT',
    wordOrder: 'DCBA',
    unit: '°C',
    description: 'Return air temperature',
  }),
  holding({
    address: 4,
    name: 'setpoint',
    dataType: 'INT16',
    multiplier: 0.1,
    unit: '°C',
    description: 'Supply air setpoint',
  }),
  holding({ address: 5, name: 'fanSpeed', unit: '%', description: 'Evaporator fan speed' }),
  holding({
    address: 6,
    name: 'humidity',
    multiplier: 0.1,
    unit: '%',
    description: 'Return air humidity',
  }),
  registerPoint({
    functionCode: 1,
    address: 0,
    name: 'compressorOn',
    description: 'Compressor running',
  }),
];
