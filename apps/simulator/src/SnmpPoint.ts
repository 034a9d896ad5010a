/** SMI types a simulated device serves its points as. */
export const SNMP_POINT_TYPES = [
  'Integer',
  'Gauge',
  'Counter',
  'OctetString',
  'TimeTicks',
] as const;
export type SnmpPointType = (typeof SNMP_POINT_TYPES)[number];

/**
 * One point of a device's SNMP map, shaped like an equipment library's SNMP point: the agent
 * serves `(value - offset) / multiplier` (rounded for the integer types, as a decimal string
 * for OctetString), a reader computes `raw * multiplier + offset`.
 *
 * An OID ending in `.0` is a scalar; any other is a cell of a table, `<entry>.<column>.<row>`,
 * whose column 1 is the row index, as in the UPS-MIB's line tables.
 */
export interface SnmpPoint {
  oid: string;
  /** The device point it serves. */
  name: string;
  unit: string;
  multiplier: number;
  offset: number;
  type: SnmpPointType;
  description: string;
}
