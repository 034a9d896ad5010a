/**
 * The agent answered a GET or SET with an error status (noSuchName, tooBig, genErr, …) for the
 * request as a whole; SNMPv1 agents answer this way for a single unknown OID.
 */
export class SnmpResponseError extends Error {
  override readonly name = 'SnmpResponseError';

  constructor(
    readonly status: number,
    message: string,
    /** The OID the agent named as the one at fault (the error index), when it named one. */
    readonly oid?: string,
  ) {
    super(message);
  }
}
