import type { SnmpPoint } from './SnmpPoint.js';

export type SnmpEncodeSpec = Pick<SnmpPoint, 'type'> &
  Partial<Pick<SnmpPoint, 'multiplier' | 'offset'>>;

const COUNTER_MODULUS = 2 ** 32;
const INTEGER_RANGE = {
  Integer: [-(2 ** 31), 2 ** 31 - 1],
  Gauge: [0, 2 ** 32 - 1],
  TimeTicks: [0, 2 ** 32 - 1],
} as const;

/**
 * The value an agent serves for an engineering value: the inverse of a reader's
 * `raw * multiplier + offset`. A value the type cannot hold is an error rather than clipped,
 * so a forced test value never reaches the wire changed; only a Counter wraps, as the SMI
 * says a Counter32 does.
 */
export function encodeSnmpValue(value: number, spec: SnmpEncodeSpec): number | string {
  const scaled = (value - (spec.offset ?? 0)) / (spec.multiplier ?? 1);
  if (!Number.isFinite(scaled)) {
    throw new RangeError(`${value} cannot be served as ${spec.type}`);
  }
  // Twelve significant digits hide binary noise such as 0.30000000000000004.
  if (spec.type === 'OctetString') return String(Number(scaled.toPrecision(12)));

  const raw = Math.round(scaled);
  if (spec.type === 'Counter') {
    if (raw < 0) throw new RangeError(`${value} is negative; a Counter cannot hold it`);
    return raw % COUNTER_MODULUS;
  }
  const [min, max] = INTEGER_RANGE[spec.type];
  if (raw < min || raw > max) {
    throw new RangeError(`${value} is out of range for ${spec.type} (raw ${raw})`);
  }
  return raw;
}
