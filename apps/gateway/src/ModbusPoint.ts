import type { ModbusFunctionCode } from '@vigil/domain';
import type { RegisterDecoding } from '@vigil/domain';

/**
 * One point to poll: where it lives and how to decode it. Points in the bit tables
 * (function codes 1 and 2) read as 0 or 1 and ignore the decoding.
 */
export interface ModbusPoint extends RegisterDecoding {
  name: string;
  functionCode: ModbusFunctionCode;
  /** Zero-based protocol address of the point's first register or bit. */
  address: number;
}
