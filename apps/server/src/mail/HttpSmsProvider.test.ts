import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsTestServer, type SmsTestServer } from '../testing/smsTestServer.js';
import { DeliveryError } from './deliveryError.js';
import { HttpSmsProvider } from './HttpSmsProvider.js';

const TOKEN = 'sms-token-5f2a9c';
const SMS = { to: '+15551234567', text: 'UPS-1 Battery Voltage is in alarm: 10.2 V' };

/** The DeliveryError a send rejected with (fails the test when it resolved or threw another). */
async function failureOf(sending: Promise<unknown>): Promise<DeliveryError> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('HttpSmsProvider', () => {
  let server: SmsTestServer;
  let provider: HttpSmsProvider;

  beforeAll(async () => {
    server = await startSmsTestServer();
    provider = HttpSmsProvider.fromConfig({ url: server.url, token: TOKEN });
  });

  afterAll(() => server?.close());

  it('POSTs { to, text } as JSON with the bearer token, keeping the gateway id', async () => {
    const sent = await provider.send(SMS);
    const request = await server.waitFor((sms) => (sms.body as { to?: string }).to === SMS.to);
    expect(request.body).toEqual({ to: '+15551234567', text: SMS.text });
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json',
    });
    expect(sent.id).toBe(`sms-${server.received.indexOf(request) + 1}`);
  });

  it('sends no Authorization header without a token', async () => {
    const anonymous = HttpSmsProvider.fromConfig({ url: server.url });
    await anonymous.send({ to: '+15550000001', text: 'no token' });
    const request = await server.waitFor(
      (sms) => (sms.body as { to?: string }).to === '+15550000001',
    );
    expect(request.headers.authorization).toBeUndefined();
  });

  it.each([
    [202, undefined],
    [200, { status: 'queued' }],
  ])('makes up an id when a %i has none', async (status, body) => {
    server.answerNext(1, status, body);
    const { id } = await provider.send(SMS);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a numeric id as text', async () => {
    server.answerNext(1, 201, { id: 90210 });
    expect(await provider.send(SMS)).toEqual({ id: '90210' });
  });

  it.each([
    [400, true],
    [401, true],
    [404, true],
    [422, true],
    [302, true],
    [408, false],
    [429, false],
    [500, false],
    [502, false],
    [503, false],
  ])('a %i is permanent: %s', async (status, permanent) => {
    server.answerNext(1, status, { error: `refused with token ${TOKEN}` });
    const error = await failureOf(provider.send(SMS));
    expect(error).toMatchObject({ permanent, status });
    expect(error.message).toMatch(new RegExp(`^SMS gateway answered ${status}: `));
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain(server.url);
  });

  it('retries later when the gateway does not answer in time', async () => {
    const impatient = HttpSmsProvider.fromConfig({ url: server.url, token: TOKEN, timeoutMs: 200 });
    server.hangNext(1);
    const error = await failureOf(impatient.send(SMS));
    expect(error).toMatchObject({ permanent: false, status: undefined });
    expect(error.message).toBe('SMS gateway: no answer in 200 ms');
  });

  it('retries later when the gateway is down', async () => {
    const down = await startSmsTestServer();
    await down.close();
    const error = await failureOf(
      HttpSmsProvider.fromConfig({ url: down.url, token: TOKEN }).send(SMS),
    );
    expect(error).toMatchObject({ permanent: false, status: undefined });
    expect(error.message).toBe('SMS gateway: ECONNREFUSED');
  });

  it.each(['ftp://sms.example.com', 'sms.example.com/send', ''])(
    'will not build from %j',
    (url) => {
      expect(() => HttpSmsProvider.fromConfig({ url })).toThrow(
        'The SMS URL is not an http:// or https:// URL',
      );
    },
  );
});
