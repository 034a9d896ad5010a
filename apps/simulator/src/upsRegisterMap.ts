/**
 * The simulated UPS's Modbus register map: the contract the gateway and the equipment
 * library read it by. Addresses are zero-based protocol addresses.
 *
 * | table (function code) | address | name               | type   | stored as                           | unit |
 * | --------------------- | ------- | ------------------ | ------ | ----------------------------------- | ---- |
 * | holding registers (3) | 0       | inputVoltage       | UINT16 | volts × 10                          | V    |
 * | holding registers (3) | 1       | outputVoltage      | UINT16 | volts × 10                          | V    |
 * | holding registers (3) | 2       | loadPercent        | UINT16 | percent                             | %    |
 * | holding registers (3) | 3       | batteryCharge      | UINT16 | percent                             | %    |
 * | holding registers (3) | 4–5     | runtimeSeconds     | UINT32 | seconds, high word first (ABCD)     | s    |
 * | holding registers (3) | 6       | batteryTemperature | INT16  | °C × 10, two's complement           | °C   |
 * | holding registers (3) | 7       | status             | UINT16 | bit 0 on battery, bit 1 low battery |      |
 * | input registers (4)   | 0–7     | (as holding 0–7)   |        | the same words as holding 0–7       |      |
 * | discrete inputs (2)   | 0       | onBattery          | bit    | 1 while on battery                  |      |
 * | discrete inputs (2)   | 1       | lowBattery         | bit    | 1 while the charge is < 25 %        |      |
 *
 * Any other address, and any coil, answers exception 02 (illegal data address); writes
 * answer exception 01 (illegal function): the UPS is read-only.
 */
import { registerPoint, type RegisterPoint } from './RegisterPoint.js';

const holding = (point: Omit<Parameters<typeof registerPoint>[0], 'functionCode'>) =>
  registerPoint({ functionCode: 3, ...point });

export const UPS_REGISTER_MAP: readonly RegisterPoint[] = [
  holding({
    address: 0,
    name: 'inputVoltage',
    multiplier: 0.1,
    unit: 'V',
    description: 'Mains input voltage',
  }),
  holding({
    address: 1,
    name: 'outputVoltage',
    multiplier: 0.1,
    unit: 'V',
    description: 'Inverter output voltage',
  }),
  holding({ address: 2, name: 'loadPercent', unit: '%', description: 'Output load' }),
  holding({ address: 3, name: 'batteryCharge', unit: '%', description: 'Battery state of charge' }),
  holding({
    address: 4,
    name: 'runtimeSeconds',
    dataType: 'UINT32',
    unit: 's',
    description: 'Estimated runtime on battery',
  }),
  holding({
    address: 6,
    name: 'batteryTemperature',
    dataType: 'INT16',
    multiplier: 0.1,
    unit: '°C',
    description: 'Battery temperature',
  }),
  holding({ address: 7, name: 'status', description: 'Bit 0 on battery, bit 1 low battery' }),
  registerPoint({
    functionCode: 2,
    address: 0,
    name: 'onBattery',
    description: 'UPS is running on battery',
  }),
  registerPoint({
    functionCode: 2,
    address: 1,
    name: 'lowBattery',
    description: 'Battery charge is low',
  }),
];
