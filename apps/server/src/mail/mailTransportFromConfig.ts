import type { Config } from '../config.js';
import { LogMailTransport } from './LogMailTransport.js';
import type { MailTransport } from './MailTransport.js';
import { SmtpWorkerTransport } from './SmtpWorkerTransport.js';

/**
 * SMTP when SMTP_URL is set, on a thread of its own (the server's event loop may be busy with the
 * embedded database); otherwise a transport that refuses every message as not configured.
 */
export function mailTransportFromConfig(
  config: Pick<Config, 'mail'>,
  logger?: { warn(message: string): void },
): MailTransport {
  return config.mail.smtpUrl
    ? SmtpWorkerTransport.fromConfig({ smtpUrl: config.mail.smtpUrl, from: config.mail.from })
    : new LogMailTransport(logger);
}
