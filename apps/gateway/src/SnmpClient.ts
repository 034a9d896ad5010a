/** One OID's answer: its value, or why the agent had none for it (noSuchObject, …). */
export type SnmpVarbind = { oid: string; value: number | string } | { oid: string; error: string };

/**
 * A session with one SNMP agent. get() resolves with one varbind per OID, in the order
 * asked. It rejects when the request as a whole failed: with an SnmpResponseError when
 * the agent answered with an error status, with another Error on a timeout or transport
 * failure.
 */
export interface SnmpClient {
  get(oids: readonly string[]): Promise<SnmpVarbind[]>;
  close(): Promise<void>;
}
