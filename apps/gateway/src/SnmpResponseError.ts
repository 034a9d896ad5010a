/**
 * The agent answered a GET with an error status (noSuchName, tooBig, genErr, …) for the
 * request as a whole; SNMPv1 agents answer this way for a single unknown OID.
 */
export class SnmpResponseError extends Error {
  override readonly name = 'SnmpResponseError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
