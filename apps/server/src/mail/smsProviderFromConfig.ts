import type { Config } from '../config.js';
import { HttpSmsProvider } from './HttpSmsProvider.js';
import { LogSmsProvider } from './LogSmsProvider.js';
import type { SmsProvider } from './SmsProvider.js';

/** The HTTP gateway when SMS_URL is set; otherwise a provider that refuses every SMS as not configured. */
export function smsProviderFromConfig(
  config: Pick<Config, 'sms'>,
  logger?: { warn(message: string): void },
): SmsProvider {
  return config.sms.url
    ? HttpSmsProvider.fromConfig({ url: config.sms.url, token: config.sms.token })
    : new LogSmsProvider(logger);
}
