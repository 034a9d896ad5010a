import { createTransport } from 'nodemailer';
import type { MailMessage, MailTransport } from './MailTransport.js';
import { DeliveryError, oneLine, redact } from './deliveryError.js';

export interface SmtpMailConfig {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  smtpUrl: string;
  /** The From header: an address, or Name <address>. */
  from: string;
}

/** Connecting and the greeting are quick on a healthy server; a stalled one must not hold a send. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Connections kept open; more messages at once wait for one of them. */
const POOL_CONNECTIONS = 5;

/**
 * Failures that say the message itself cannot go as it is, found before the server answered:
 * an address nodemailer cannot use, an empty or oversized message, credentials missing.
 */
const REFUSED_LOCALLY = new Set(['EENVELOPE', 'EMESSAGE', 'EMAXRECIPIENTS', 'EAUTH', 'ENOAUTH']);

/** RFC 5321: 5yz replies are final, except 503 (commands out of sequence), which a new session clears. */
// 503 (bad sequence) clears on a new connection; 530/535 (authentication) say the server's own
// settings are wrong, not the recipient: fixing them should deliver what waited, so retry.
const RETRIED_5XX = new Set([503, 530, 535]);
const isPermanentReply = (code: number) => code >= 500 && code < 600 && !RETRIED_5XX.has(code);

interface NodemailerFailure {
  message?: unknown;
  code?: unknown;
  /** The system error's code (ECONNREFUSED …) when nodemailer filed it under ESOCKET or ECONNECTION. */
  originalCode?: unknown;
  responseCode?: unknown;
}

/**
 * The password in an smtp:// or smtps:// URL ('' without one); throws when it is not such a URL
 * with a host, without repeating it (it holds the password).
 */
export function smtpPassword(smtpUrl: string): string {
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
  if ((url?.protocol !== 'smtp:' && url?.protocol !== 'smtps:') || !url.hostname) {
    throw new Error('The SMTP URL is not an smtp:// or smtps:// URL with a host');
  }
  return url.password;
}

/** The MailTransport over SMTP (nodemailer), with a pool of kept-alive connections. */
export class SmtpMailTransport implements MailTransport {
  readonly #transporter: ReturnType<typeof createTransport>;
  /** What an error text must never show: the URL and the password in it. */
  readonly #secrets: string[];

  private constructor(config: SmtpMailConfig, password: string) {
    this.#secrets = [config.smtpUrl, password];
    this.#transporter = createTransport(
      {
        url: config.smtpUrl,
        // Alarms come in bursts: keep connections open rather than one handshake per message,
        // as many as the outbox sends at once (notificationDispatcher's SEND_CONCURRENCY).
        pool: true,
        maxConnections: POOL_CONNECTIONS,
        ...TIMEOUTS,
        // Messages are built from our own strings; never let one read a file or fetch a URL.
        disableFileAccess: true,
        disableUrlAccess: true,
      },
      { from: config.from },
    );
  }

  /** Throws when smtpUrl is not an smtp:// or smtps:// URL (without repeating it: it holds the password). */
  static fromConfig(config: SmtpMailConfig): SmtpMailTransport {
    return new SmtpMailTransport(config, smtpPassword(config.smtpUrl));
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    try {
      const info = await this.#transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.attachments === undefined
          ? {}
          : {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(
                  file.content.buffer,
                  file.content.byteOffset,
                  file.content.byteLength,
                ),
              })),
            }),
      });
      return { messageId: info.messageId };
    } catch (error) {
      throw this.#deliveryError(error);
    }
  }

  async close(): Promise<void> {
    this.#transporter.close();
  }

  #deliveryError(error: unknown): DeliveryError {
    const failure: NodemailerFailure = typeof error === 'object' && error !== null ? error : {};
    const status = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
    const code = [failure.originalCode, failure.code].find((c) => typeof c === 'string');
    const text = typeof failure.message === 'string' ? failure.message : String(error);
    const permanent =
      status !== undefined
        ? isPermanentReply(status)
        : typeof code === 'string' && REFUSED_LOCALLY.has(code);
    const message = `SMTP ${code ? `${code}: ` : ''}${oneLine(redact(text, this.#secrets))}`;
    return new DeliveryError(message, permanent, status);
  }
}
