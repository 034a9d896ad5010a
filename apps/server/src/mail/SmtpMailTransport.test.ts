import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtpTestServer.js';
import { DeliveryError } from './deliveryError.js';
import { SmtpMailTransport } from './SmtpMailTransport.js';

const USER = 'vigil';
const PASSWORD = 'pa55:w@rd-9431';
const FROM = 'Vigil Alerts <alerts@vigil.test>';

/** The DeliveryError a send rejected with (fails the test when it resolved or threw another). */
async function failureOf(sending: Promise<unknown>): Promise<DeliveryError> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('SmtpMailTransport', () => {
  let server: SmtpTestServer;
  let transport: SmtpMailTransport;

  beforeAll(async () => {
    server = await startSmtpTestServer({ auth: { user: USER, password: PASSWORD } });
    transport = SmtpMailTransport.fromConfig({ smtpUrl: server.url, from: FROM });
  });

  afterAll(async () => {
    await transport?.close();
    await server?.close();
  });

  it('delivers a message with its recipient, subject, text and HTML', async () => {
    const sent = await transport.send({
      to: 'operator@example.com',
      subject: 'UPS-1 Battery Voltage is in alarm',
      text: 'Battery Voltage 10.2 V (red below 10.5 V)',
      html: '<p>Battery Voltage <b>10.2 V</b></p>',
    });
    const mail = await server.waitFor((m) => m.subject === 'UPS-1 Battery Voltage is in alarm');
    expect(mail).toMatchObject({
      envelopeFrom: 'alerts@vigil.test',
      to: ['operator@example.com'],
      from: 'alerts@vigil.test',
      fromName: 'Vigil Alerts',
      text: 'Battery Voltage 10.2 V (red below 10.5 V)',
      html: '<p>Battery Voltage <b>10.2 V</b></p>',
    });
    expect(sent.messageId).toBe(mail.messageId);
  });

  it.each([
    [550, 'rcpt', true],
    [451, 'rcpt', false],
    [554, 'data', true],
    [452, 'data', false],
    // Commands out of sequence: a new session clears it (RFC 5321).
    [503, 'data', false],
  ] as const)('a %i reply to %s is permanent: %s', async (code, stage, permanent) => {
    server.rejectNext(1, code, stage);
    const error = await failureOf(
      transport.send({ to: `refused-${code}@example.com`, subject: 'refused', text: 'x' }),
    );
    expect(error).toMatchObject({ permanent, status: code });
    expect(error.message).toMatch(new RegExp(`^SMTP E\\w+: .*\\b${code}\\b`));
    // The pooled connection is still good for the next message.
    await transport.send({ to: 'next@example.com', subject: `after ${code}`, text: 'x' });
    await server.waitFor((m) => m.subject === `after ${code}`);
  });

  it('retries later on wrong credentials (the settings can be fixed), without showing the password', async () => {
    const url = new URL(server.url);
    url.password = 'not-the-password-7713';
    const wrong = SmtpMailTransport.fromConfig({ smtpUrl: url.href, from: FROM });
    try {
      const error = await failureOf(wrong.send({ to: 'a@example.com', subject: 's', text: 't' }));
      expect(error).toMatchObject({ permanent: false, status: 535 });
      expect(error.message).not.toContain('not-the-password-7713');
      expect(error.message).not.toContain(url.href);
    } finally {
      await wrong.close();
    }
  });

  it('retries later when the server is down, without showing the password', async () => {
    const down = await startSmtpTestServer({ auth: { user: USER, password: PASSWORD } });
    await down.close();
    const unreachable = SmtpMailTransport.fromConfig({ smtpUrl: down.url, from: FROM });
    try {
      const error = await failureOf(
        unreachable.send({ to: 'a@example.com', subject: 's', text: 't' }),
      );
      expect(error).toMatchObject({ permanent: false, status: undefined });
      expect(error.message).toMatch(/^SMTP ECONNREFUSED: /);
      for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), down.url]) {
        expect(error.message).not.toContain(secret);
      }
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a recipient nodemailer cannot address, for good, before connecting', async () => {
    const error = await failureOf(transport.send({ to: '', subject: 's', text: 't' }));
    expect(error).toMatchObject({ permanent: true, status: undefined });
    expect(error.message).toMatch(/^SMTP EENVELOPE: /);
  });

  it.each(['http://mail.example.com', 'mail.example.com:25', 'smtp://'])(
    'will not build from %s, naming no URL',
    (smtpUrl) => {
      expect(() => SmtpMailTransport.fromConfig({ smtpUrl, from: FROM })).toThrow(
        'The SMTP URL is not an smtp:// or smtps:// URL with a host',
      );
    },
  );
});
