export interface MailMessage {
  /** One recipient's address. */
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, when the message has one. */
  html?: string;
  /** Files sent with the message (a scheduled report's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The bytes (a Uint8Array after crossing to the SMTP thread). */
  content: Uint8Array;
}

/**
 * Sends notification e-mail: through SMTP when SMTP_URL is set, refused as not configured
 * otherwise (mailTransportFromConfig).
 *
 * Failure model: `send` resolves once the server has accepted the message (SMTP 250) and
 * rejects with a DeliveryError otherwise. `permanent` is true for SMTP 5xx replies (550 no such
 * user, 554 refused, 535 bad credentials) and when mail is not configured; it is false for 4xx
 * replies (451, 452, 421), 503 (a session out of step, fine on a new connection), connection
 * refused or reset, time-outs and anything unknown, which are worth retrying later. Errors never
 * carry the SMTP password or URL.
 */
export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Lets go of pooled connections (at shutdown); a delivery in flight finishes first. */
  close(): Promise<void>;
}
