/** One OID to poll and how its value becomes a number. */
export interface SnmpPoint {
  name: string;
  oid: string;
  multiplier?: number;
  offset?: number;
  /** A regular expression whose first group (or whole match) is the number in a string value. */
  strMask?: string | null;
}
