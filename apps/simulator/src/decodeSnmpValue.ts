import type { SnmpEncodeSpec } from './encodeSnmpValue.js';

/**
 * The engineering value a reader makes of a served value, `raw * multiplier + offset`: the
 * inverse of `encodeSnmpValue`, used to check that a map serves what was forced.
 */
export function decodeSnmpValue(raw: number | string, spec: SnmpEncodeSpec): number {
  const number = Number(raw);
  if (typeof raw === 'string' && (raw.trim() === '' || !Number.isFinite(number))) {
    throw new RangeError(`'${raw}' is not a number`);
  }
  return number * (spec.multiplier ?? 1) + (spec.offset ?? 0);
}
