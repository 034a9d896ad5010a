import { DeliveryError } from './deliveryError.js';
import type { SmsProvider } from './SmsProvider.js';

export const SMS_NOT_CONFIGURED = 'SMS is not configured (set SMS_URL).';

/**
 * Stands in for the SMS gateway when SMS_URL is not set. It sends nothing and does not pretend
 * to: every send rejects with a permanent DeliveryError, so callers record the message as failed,
 * and the first one is logged as a warning (once, so an alarm storm does not flood the log).
 */
export class LogSmsProvider implements SmsProvider {
  #warned = false;

  constructor(private readonly logger?: { warn(message: string): void }) {}

  async send(): Promise<never> {
    if (!this.#warned) {
      this.#warned = true;
      this.logger?.warn(`${SMS_NOT_CONFIGURED} Notification SMS are not sent.`);
    }
    throw new DeliveryError(SMS_NOT_CONFIGURED, true);
  }
}
