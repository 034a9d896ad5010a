import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtpTestServer.js';
import { DeliveryError } from './deliveryError.js';
import { SmtpWorkerTransport } from './SmtpWorkerTransport.js';

const USER = 'vigil';
const PASSWORD = 'pa55:w@rd-5120';
const FROM = 'Vigil Alerts <alerts@vigil.test>';

async function failureOf(sending: Promise<unknown>): Promise<DeliveryError> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('SmtpWorkerTransport', () => {
  let server: SmtpTestServer;
  let transport: SmtpWorkerTransport;

  beforeAll(async () => {
    server = await startSmtpTestServer({ auth: { user: USER, password: PASSWORD } });
    transport = SmtpWorkerTransport.fromConfig({ smtpUrl: server.url, from: FROM });
  });

  afterAll(async () => {
    await transport?.close();
    await server?.close();
  });

  it('delivers from its thread, several messages at once, with the server’s message ids', async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `Threaded ${i + 1}`);
    const sent = await Promise.all(
      subjects.map((subject, i) =>
        transport.send({ to: `user-${i + 1}@example.com`, subject, text: 'Room at 40 °C' }),
      ),
    );
    for (const [i, subject] of subjects.entries()) {
      const mail = await server.waitFor((m) => m.subject === subject);
      expect(mail).toMatchObject({ to: [`user-${i + 1}@example.com`], fromName: 'Vigil Alerts' });
      expect(sent[i]!.messageId).toBe(mail.messageId);
    }
  });

  it.each([
    [550, 'rcpt', true],
    [451, 'data', false],
  ] as const)('passes a %i reply to %s back as permanent: %s', async (code, stage, permanent) => {
    server.rejectNext(1, code, stage);
    const error = await failureOf(
      transport.send({ to: `refused-${code}@example.com`, subject: 'refused', text: 'x' }),
    );
    expect(error).toMatchObject({ permanent, status: code });
    expect(error.message).toMatch(new RegExp(`^SMTP E\\w+: .*\\b${code}\\b`));
  });

  it('retries later when the server is down, without showing the password', async () => {
    const down = await startSmtpTestServer({ auth: { user: USER, password: PASSWORD } });
    await down.close();
    const unreachable = SmtpWorkerTransport.fromConfig({ smtpUrl: down.url, from: FROM });
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

  it('lets a message in flight finish when closed', async () => {
    const own = SmtpWorkerTransport.fromConfig({ smtpUrl: server.url, from: FROM });
    const sending = own.send({ to: 'a@example.com', subject: 'Closing meanwhile', text: 'x' });
    await own.close();
    await expect(sending).resolves.toMatchObject({ messageId: expect.any(String) });
    await server.waitFor((m) => m.subject === 'Closing meanwhile');
  });

  it('starts a new thread for the next message once closed', async () => {
    const own = SmtpWorkerTransport.fromConfig({ smtpUrl: server.url, from: FROM });
    await own.send({ to: 'a@example.com', subject: 'Before closing', text: 'x' });
    await own.close();
    await own.send({ to: 'a@example.com', subject: 'After closing', text: 'x' });
    await server.waitFor((m) => m.subject === 'After closing');
    await own.close();
  });

  it.each(['http://mail.example.com', 'smtp://'])('will not build from %s', (smtpUrl) => {
    expect(() => SmtpWorkerTransport.fromConfig({ smtpUrl, from: FROM })).toThrow(
      'The SMTP URL is not an smtp:// or smtps:// URL with a host',
    );
  });
});
