import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAIL_FROM } from '../config.js';
import { DeliveryError } from './deliveryError.js';
import { LogMailTransport, MAIL_NOT_CONFIGURED } from './LogMailTransport.js';
import { mailTransportFromConfig } from './mailTransportFromConfig.js';
import { SmtpWorkerTransport } from './SmtpWorkerTransport.js';

const MESSAGE = { to: 'operator@example.com', subject: 'UPS-1 in alarm', text: 'Battery low' };

describe('mailTransportFromConfig', () => {
  it('sends through SMTP, on a thread of its own, when SMTP_URL is set', async () => {
    const transport = mailTransportFromConfig({
      mail: { smtpUrl: 'smtp://vigil:secret@mail.example.com:587', from: DEFAULT_MAIL_FROM },
    });
    expect(transport).toBeInstanceOf(SmtpWorkerTransport);
    await transport.close();
  });

  it('refuses every message for good without SMTP_URL, warning once', async () => {
    const logger = { warn: vi.fn() };
    const transport = mailTransportFromConfig(
      { mail: { smtpUrl: undefined, from: DEFAULT_MAIL_FROM } },
      logger,
    );
    expect(transport).toBeInstanceOf(LogMailTransport);
    for (let i = 0; i < 3; i++) {
      const error = await transport.send(MESSAGE).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({ message: MAIL_NOT_CONFIGURED, permanent: true });
    }
    expect(MAIL_NOT_CONFIGURED).toBe('E-mail is not configured (set SMTP_URL).');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(MAIL_NOT_CONFIGURED));
    await transport.close();
  });
});
