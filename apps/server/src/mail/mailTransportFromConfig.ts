import type { Config } from '../config.js';
import { LogMailTransport } from './LogMailTransport.js';
import type { MailTransport } from './MailTransport.js';
import { SmtpMailTransport } from './SmtpMailTransport.js';

/** SMTP when SMTP_URL is set; otherwise a transport that refuses every message as not configured. */
export function mailTransportFromConfig(
  config: Pick<Config, 'mail'>,
  logger?: { warn(message: string): void },
): MailTransport {
  return config.mail.smtpUrl
    ? SmtpMailTransport.fromConfig({ smtpUrl: config.mail.smtpUrl, from: config.mail.from })
    : new LogMailTransport(logger);
}
