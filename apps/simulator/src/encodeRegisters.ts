import { reorderWords, type ModbusDataType, type WordOrder } from '@vigil/domain';

export interface EncodeSpec {
  dataType: ModbusDataType;
  wordOrder: WordOrder;
  multiplier?: number;
  offset?: number;
}

const INTEGER_RANGE: Record<Exclude<ModbusDataType, 'FLOAT'>, [number, number]> = {
  UINT16: [0, 0xffff],
  INT16: [-0x8000, 0x7fff],
  UINT32: [0, 0xffffffff],
  INT32: [-0x80000000, 0x7fffffff],
};

/**
 * The register words a device holds for an engineering value: the inverse of a reader's
 * `raw * multiplier + offset`, laid out in the point's byte order (ABCD, CDAB, BADC or DCBA; a
 * 16-bit value is byte-swapped by BADC and DCBA). A value the data type cannot hold is an error
 * rather than silently wrapped, so a forced test value never reaches the wire changed.
 */
export function encodeRegisters(value: number, spec: EncodeSpec): number[] {
  const multiplier = spec.multiplier ?? 1;
  const offset = spec.offset ?? 0;
  const scaled = (value - offset) / multiplier;
  if (!Number.isFinite(scaled)) {
    throw new RangeError(`${value} cannot be encoded as ${spec.dataType}`);
  }

  const view = new DataView(new ArrayBuffer(4));
  if (spec.dataType === 'FLOAT') {
    view.setFloat32(0, scaled);
  } else {
    const raw = Math.round(scaled);
    const [min, max] = INTEGER_RANGE[spec.dataType];
    if (raw < min || raw > max) {
      throw new RangeError(`${value} is out of range for ${spec.dataType} (raw ${raw})`);
    }
    if (spec.dataType === 'UINT16' || spec.dataType === 'INT16') {
      return reorderWords([raw & 0xffff], spec.wordOrder);
    }
    view.setUint32(0, raw >>> 0);
  }

  return reorderWords([view.getUint16(0), view.getUint16(2)], spec.wordOrder);
}
