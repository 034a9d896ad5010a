import type { MailTransport } from './MailTransport.js';
import { DeliveryError } from './deliveryError.js';

export const MAIL_NOT_CONFIGURED = 'E-mail is not configured (set SMTP_URL).';

/**
 * Stands in for SMTP when SMTP_URL is not set. It delivers nothing and does not pretend to:
 * every send rejects with a permanent DeliveryError, so callers record the message as failed,
 * and the first one is logged as a warning (once, so an alarm storm does not flood the log).
 */
export class LogMailTransport implements MailTransport {
  #warned = false;

  constructor(private readonly logger?: { warn(message: string): void }) {}

  async send(): Promise<never> {
    if (!this.#warned) {
      this.#warned = true;
      this.logger?.warn(`${MAIL_NOT_CONFIGURED} Notification e-mail is not sent.`);
    }
    throw new DeliveryError(MAIL_NOT_CONFIGURED, true);
  }

  async close(): Promise<void> {}
}
