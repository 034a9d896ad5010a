import { encodeRegisters } from './encodeRegisters.js';
import type { RegisterPoint } from './RegisterPoint.js';

/** One consistent snapshot of a device's four Modbus tables; an absent address is unmapped. */
export interface ModbusTables {
  coils: ReadonlyMap<number, boolean>;
  discreteInputs: ReadonlyMap<number, boolean>;
  holdingRegisters: ReadonlyMap<number, number>;
  inputRegisters: ReadonlyMap<number, number>;
}

export interface ModbusTablesOptions {
  /** Serve the holding registers from the input register table too, as many UPS cards do. */
  mirrorInputRegisters?: boolean;
}

/** Lay out engineering values (by point name) into the tables a register map describes. */
export function buildModbusTables(
  points: readonly RegisterPoint[],
  values: Readonly<Record<string, number>>,
  options: ModbusTablesOptions = {},
): ModbusTables {
  const coils = new Map<number, boolean>();
  const discreteInputs = new Map<number, boolean>();
  const holdingRegisters = new Map<number, number>();
  const inputRegisters = new Map<number, number>();

  for (const point of points) {
    const value = values[point.name];
    if (value === undefined) throw new Error(`No value for register point ${point.name}`);
    if (point.functionCode === 1 || point.functionCode === 2) {
      (point.functionCode === 1 ? coils : discreteInputs).set(point.address, value !== 0);
      continue;
    }
    const table = point.functionCode === 3 ? holdingRegisters : inputRegisters;
    encodeRegisters(value, point).forEach((word, index) => table.set(point.address + index, word));
  }

  return {
    coils,
    discreteInputs,
    holdingRegisters,
    inputRegisters: options.mirrorInputRegisters ? holdingRegisters : inputRegisters,
  };
}
