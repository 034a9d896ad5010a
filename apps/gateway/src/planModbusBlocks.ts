import { MODBUS_BLOCK_READ_SIZE, registerCount } from '@vigil/domain';
import type { ModbusFunctionCode } from '@vigil/domain';
import type { ModbusPoint } from './ModbusPoint.js';

export interface ModbusBlock<P extends ModbusPoint> {
  functionCode: ModbusFunctionCode;
  address: number;
  length: number;
  points: P[];
}

/** How many registers (or bits) a point spans. */
export function pointSpan(point: ModbusPoint): number {
  return point.functionCode === 1 || point.functionCode === 2 ? 1 : registerCount(point.dataType);
}

/**
 * Group points into as few reads as possible: per function code, points whose spans touch
 * or overlap share a block of at most MODBUS_BLOCK_READ_SIZE. Gaps are never read across,
 * because a device may refuse an address it does not map.
 */
export function planModbusBlocks<P extends ModbusPoint>(points: readonly P[]): ModbusBlock<P>[] {
  const sorted = [...points].sort(
    (a, b) => a.functionCode - b.functionCode || a.address - b.address,
  );
  const blocks: ModbusBlock<P>[] = [];
  let current: ModbusBlock<P> | undefined;
  for (const point of sorted) {
    const end = point.address + pointSpan(point);
    const fits =
      current !== undefined &&
      current.functionCode === point.functionCode &&
      point.address <= current.address + current.length &&
      Math.max(end, current.address + current.length) - current.address <= MODBUS_BLOCK_READ_SIZE;
    if (current && fits) {
      current.length = Math.max(end, current.address + current.length) - current.address;
      current.points.push(point);
    } else {
      current = {
        functionCode: point.functionCode,
        address: point.address,
        length: end - point.address,
        points: [point],
      };
      blocks.push(current);
    }
  }
  return blocks;
}
