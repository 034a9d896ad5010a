import { describe, expect, it, vi } from 'vitest';
import { DeliveryError } from './deliveryError.js';
import { HttpSmsProvider } from './HttpSmsProvider.js';
import { LogSmsProvider, SMS_NOT_CONFIGURED } from './LogSmsProvider.js';
import { smsProviderFromConfig } from './smsProviderFromConfig.js';

describe('smsProviderFromConfig', () => {
  it('posts to the HTTP gateway when SMS_URL is set', () => {
    const provider = smsProviderFromConfig({
      sms: { url: 'https://sms.example.com/send', token: 'secret' },
    });
    expect(provider).toBeInstanceOf(HttpSmsProvider);
  });

  it('refuses every SMS for good without SMS_URL, warning once', async () => {
    const logger = { warn: vi.fn() };
    const provider = smsProviderFromConfig({ sms: { url: undefined, token: undefined } }, logger);
    expect(provider).toBeInstanceOf(LogSmsProvider);
    for (let i = 0; i < 3; i++) {
      const error = await provider
        .send({ to: '+15551234567', text: 'UPS-1 in alarm' })
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({ message: SMS_NOT_CONFIGURED, permanent: true });
    }
    expect(SMS_NOT_CONFIGURED).toBe('SMS is not configured (set SMS_URL).');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
