/**
 * Why a request to the server failed, by what the agent should do about it:
 * - `unavailable`: no answer, a 5xx or 429, or a reply it cannot read; try again later.
 * - `unauthorized`: 401/403, the token or gateway id is wrong; keep the data and say so.
 * - `rejected`: 400/422, the server will never accept this request as it is.
 * - `gone`: a 404 on one action's route: the action was deleted or cancelled; drop it.
 */
export type UplinkFailure = 'unavailable' | 'unauthorized' | 'rejected' | 'gone';

export class UplinkError extends Error {
  override readonly name = 'UplinkError';

  constructor(
    readonly failure: UplinkFailure,
    message: string,
    /** The HTTP status, when the server answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}
