/**
 * Why a notification was not delivered, by what the sender should do about it:
 * - `permanent: true`: the same message would be refused again (an SMTP 5xx reply, an HTTP 4xx,
 *   no transport configured); record it as failed and do not retry.
 * - `permanent: false`: the peer may take it later (an SMTP 4xx reply, an HTTP 5xx, connection
 *   refused or reset, a time-out); retry with back-off.
 * The message names the channel and the peer's reply, never a password, a token or a URL that
 * holds either, so it may be stored and logged as it is.
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';

  constructor(
    message: string,
    readonly permanent: boolean,
    /** The SMTP reply code or HTTP status, when the peer answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Replies and error texts end up in the log and the outbox row: keep them to one short line. */
export function oneLine(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** Masks each secret (as given and URL-decoded) wherever a peer's text might have echoed it. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let safe = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of new Set([secret, safeDecode(secret)])) {
      safe = safe.split(form).join('***');
    }
  }
  return safe;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
