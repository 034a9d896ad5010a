import type { ModbusPollPoint } from '@vigil/domain';
import type { ModbusPoint } from './ModbusPoint.js';

/** The poller's point for a point of the server's config; a null mask keeps every bit. */
export function toModbusPoint(point: Omit<ModbusPollPoint, 'sensorId'>): ModbusPoint {
  return {
    name: point.name,
    functionCode: point.functionCode,
    address: point.address,
    dataType: point.dataType,
    wordOrder: point.wordOrder,
    multiplier: point.multiplier,
    offset: point.offset,
    mask: point.mask ?? 0,
  };
}
