import { registerCount } from '@vigil/domain';
import type { EncodeSpec } from './encodeRegisters.js';

/**
 * The engineering value a reader makes of a point's register words, `raw * multiplier + offset`:
 * the inverse of `encodeRegisters`, used to check that a map serves what was forced.
 */
export function decodeRegisters(words: readonly number[], spec: EncodeSpec): number {
  const count = registerCount(spec.dataType);
  if (words.length !== count) {
    throw new RangeError(`${spec.dataType} takes ${count} register(s), got ${words.length}`);
  }
  const view = new DataView(new ArrayBuffer(4));
  const [first = 0, second = 0] = words;
  const [high, low] = spec.wordOrder === 'BE' ? [first, second] : [second, first];
  view.setUint16(0, count === 1 ? first : high);
  view.setUint16(2, count === 1 ? 0 : low);

  const raw = {
    UINT16: () => view.getUint16(0),
    INT16: () => view.getInt16(0),
    UINT32: () => view.getUint32(0),
    INT32: () => view.getInt32(0),
    FLOAT: () => view.getFloat32(0),
  }[spec.dataType]();
  return raw * (spec.multiplier ?? 1) + (spec.offset ?? 0);
}
