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
 * | holding registers (3) | 4–5     | runtimeSeconds     | UINT32 | seconds, high word first (BE)       | s    |
 * | holding registers (3) | 6       | batteryTemperature | INT16  | °C × 10, two's complement           | °C   |
 * | holding registers (3) | 7       | status             | UINT16 | bit 0 on battery, bit 1 low battery |      |
 * | input registers (4)   | 0–7     | (as holding 0–7)   |        | the same words as holding 0–7       |      |
 * | discrete inputs (2)   | 0       | onBattery          | bit    | 1 while on battery                  |      |
 * | discrete inputs (2)   | 1       | lowBattery         | bit    | 1 while the charge is < 25 %        |      |
 *
 * Any other address, and any coil, answers exception 02 (illegal data address); writes
 * answer exception 01 (illegal function): the UPS is read-only.
 */
import { buildModbusTables, type ModbusTables } from './buildModbusTables.js';
import type { RegisterPoint } from './RegisterPoint.js';
import type { UpsReading } from './UpsModel.js';

export const UPS_STATUS_ON_BATTERY = 0b01;
export const UPS_STATUS_LOW_BATTERY = 0b10;

const holding = (
  address: number,
  name: string,
  dataType: RegisterPoint['dataType'],
  multiplier: number,
  unit: string,
  description: string,
): RegisterPoint => ({
  name,
  functionCode: 3,
  address,
  dataType,
  wordOrder: 'BE',
  multiplier,
  offset: 0,
  unit,
  description,
});

const discreteInput = (address: number, name: string, description: string): RegisterPoint => ({
  name,
  functionCode: 2,
  address,
  dataType: 'UINT16',
  wordOrder: 'BE',
  multiplier: 1,
  offset: 0,
  unit: '',
  description,
});

export const UPS_REGISTER_MAP: readonly RegisterPoint[] = [
  holding(0, 'inputVoltage', 'UINT16', 0.1, 'V', 'Mains input voltage'),
  holding(1, 'outputVoltage', 'UINT16', 0.1, 'V', 'Inverter output voltage'),
  holding(2, 'loadPercent', 'UINT16', 1, '%', 'Output load'),
  holding(3, 'batteryCharge', 'UINT16', 1, '%', 'Battery state of charge'),
  holding(4, 'runtimeSeconds', 'UINT32', 1, 's', 'Estimated runtime on battery'),
  holding(6, 'batteryTemperature', 'INT16', 0.1, '°C', 'Battery temperature'),
  holding(7, 'status', 'UINT16', 1, '', 'Bit 0 on battery, bit 1 low battery'),
  discreteInput(0, 'onBattery', 'UPS is running on battery'),
  discreteInput(1, 'lowBattery', 'Battery charge is low'),
];

/** The UPS's Modbus tables for one reading. */
export function upsModbusTables(reading: UpsReading): ModbusTables {
  const status =
    (reading.onBattery ? UPS_STATUS_ON_BATTERY : 0) |
    (reading.lowBattery ? UPS_STATUS_LOW_BATTERY : 0);
  const tables = buildModbusTables(UPS_REGISTER_MAP, {
    inputVoltage: reading.inputVoltage,
    outputVoltage: reading.outputVoltage,
    loadPercent: reading.loadPercent,
    batteryCharge: reading.batteryCharge,
    runtimeSeconds: reading.runtimeMinutes * 60,
    batteryTemperature: reading.batteryTemperature,
    status,
    onBattery: reading.onBattery ? 1 : 0,
    lowBattery: reading.lowBattery ? 1 : 0,
  });
  // Many UPS cards serve their measurements from both register tables.
  return { ...tables, inputRegisters: tables.holdingRegisters };
}
