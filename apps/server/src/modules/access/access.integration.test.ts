import { silentPublisher } from '../../live/LivePublisher.js';
import { LOGIN_LOCKOUT, messages } from '@vigil/domain';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { signIn } from './access.service.js';

const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { needsTotp user { id email } }
}`;
const ME = `{ me { id email firstName lastName phone totp super saml homeUrl partnerAdmin partnerID
  customer { id name roles } partner { id name } emailAlerts smsAlerts } needsTotp }`;

describe.each(await availableDatabases())('sign-in on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    server = await testApp(handle.db);
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it('signs in with a session cookie that is HttpOnly and SameSite=Lax', async () => {
    const browser = browserSession(server.app);
    const { response, body } = await browser.gql(SIGN_IN, {
      email: ' Admin@Vigil.Demo ',
      password: DEMO_PASSWORD,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      signIn: { needsTotp: false, user: { email: 'admin@vigil.demo' } },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^vigil_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it("answers me with the spec's User fields and the effective roles", async () => {
    const browser = browserSession(server.app);
    await browser.gql(SIGN_IN, { email: 'admin@vigil.demo', password: DEMO_PASSWORD });
    const { body } = await browser.gql(ME);
    expect(body.data).toMatchObject({
      needsTotp: false,
      me: {
        email: 'admin@vigil.demo',
        firstName: 'Alex',
        totp: false,
        super: false,
        saml: false,
        partnerAdmin: false,
        partnerID: null,
        partner: null,
        customer: { name: 'Acme Data Centers' },
        emailAlerts: true,
        smsAlerts: false,
      },
    });
    const me = (body.data as { me: { customer: { roles: string[] } } }).me;
    expect(me.customer.roles).toContain('mu');
  });

  it('returns null for me without a session and after sign-out', async () => {
    const browser = browserSession(server.app);
    expect((await browser.gql(ME)).body.data).toEqual({ me: null, needsTotp: false });
    await browser.gql(SIGN_IN, { email: 'viewer@vigil.demo', password: DEMO_PASSWORD });
    const signedIn = await browser.gql<{ me: { customer: { roles: string[] } } }>(ME);
    expect(signedIn.body.data?.me.customer.roles).toEqual([]);
    const out = await browser.gql('mutation { signOut }');
    expect(out.body.data).toEqual({ signOut: true });
    expect(browser.cookie).toBeUndefined();
    expect((await browser.gql(ME)).body.data).toEqual({ me: null, needsTotp: false });
  });

  it('rejects a forged or tampered cookie', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: 'vigil_session=abc.def' },
      payload: { query: '{ me { id } }' },
    });
    expect(response.json()).toEqual({ data: { me: null } });
  });

  it('answers an unknown e-mail and a wrong password with the same message', async () => {
    const browser = browserSession(server.app);
    for (const email of ['nobody@vigil.demo', 'viewer@vigil.demo']) {
      const { body } = await browser.gql(SIGN_IN, { email, password: 'wrong-password-1' });
      expect(body.errors?.[0]).toMatchObject({
        message: messages.loginFailed,
        extensions: { code: 'LOGIN_FAILED' },
      });
    }
  });

  it('locks an address out for an hour after five failures in fifteen minutes', async () => {
    const browser = browserSession(server.app);
    const email = 'super@vigil.demo';
    const answers: string[] = [];
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures + 1; i++) {
      const { body } = await browser.gql(SIGN_IN, { email, password: `wrong-${i}` });
      answers.push(body.errors?.[0]?.message ?? 'ok');
    }
    expect(answers).toEqual([...Array(5).fill(messages.loginFailed), messages.lockout]);
    // The right password does not help while locked.
    const locked = await browser.gql(SIGN_IN, { email, password: DEMO_PASSWORD });
    expect(locked.body.errors?.[0]).toMatchObject({
      message: messages.lockout,
      extensions: { code: 'LOCKED_OUT' },
    });
    // An hour later it opens again.
    const ctx = {
      config: server.app.initialConfig as never,
      db: handle.db,
      live: silentPublisher,
      ingest: server.ingest,
      files: server.files,
      mail: { send: () => Promise.reject(new Error('no mail in this test')) },
      notifications: server.notifications,
      session: null,
      viewer: null,
      ip: null,
      requestId: 'test',
      cookie: { set: () => {}, clear: () => {} },
    };
    const later = new Date(Date.now() + LOGIN_LOCKOUT.durationMs + 1000);
    await expect(signIn(ctx, email, DEMO_PASSWORD, later)).resolves.toMatchObject({
      needsTotp: false,
    });
  });

  it('locks unknown addresses the same way, so lockout reveals nothing', async () => {
    const browser = browserSession(server.app);
    let last = '';
    for (let i = 0; i < 6; i++) {
      const { body } = await browser.gql(SIGN_IN, { email: 'ghost@vigil.demo', password: 'x' });
      last = body.errors?.[0]?.message ?? '';
    }
    expect(last).toBe(messages.lockout);
  });

  it('a successful sign-in resets the failure count', async () => {
    const browser = browserSession(server.app);
    const email = 'admin@vigil.demo';
    for (let i = 0; i < 4; i++) await browser.gql(SIGN_IN, { email, password: 'nope' });
    await browser.gql(SIGN_IN, { email, password: DEMO_PASSWORD });
    for (let i = 0; i < 4; i++) {
      const { body } = await browser.gql(SIGN_IN, { email, password: 'nope' });
      expect(body.errors?.[0]?.message).toBe(messages.loginFailed);
    }
    expect(
      (await browser.gql(SIGN_IN, { email, password: DEMO_PASSWORD })).body.errors,
    ).toBeUndefined();
  });

  it('asks for the authenticator code when MFA is on, and accepts only the right one', async () => {
    const secret = generateSecret();
    await handle.db
      .update(users)
      .set({ totpSecret: secret })
      .where(eq(users.email, 'viewer@vigil.demo'));
    try {
      const browser = browserSession(server.app);
      const first = await browser.gql(SIGN_IN, {
        email: 'viewer@vigil.demo',
        password: DEMO_PASSWORD,
      });
      expect(first.body.data).toEqual({ signIn: { needsTotp: true, user: null } });
      expect((await browser.gql(ME)).body.data).toEqual({ me: null, needsTotp: true });

      const CODE =
        'mutation($code: String!) { signInWithCode(code: $code) { needsTotp user { email totp } } }';
      const wrong = await browser.gql(CODE, { code: '000000' });
      expect(wrong.body.errors?.[0]).toMatchObject({
        message: messages.mfaTokenIncorrect,
        extensions: { code: 'TOTP_INVALID' },
      });
      const right = await browser.gql(CODE, { code: await generate({ secret }) });
      expect(right.body.data).toEqual({
        signInWithCode: { needsTotp: false, user: { email: 'viewer@vigil.demo', totp: true } },
      });
      expect((await browser.gql(ME)).body.data).toMatchObject({
        needsTotp: false,
        me: { totp: true },
      });
    } finally {
      await handle.db
        .update(users)
        .set({ totpSecret: null })
        .where(eq(users.email, 'viewer@vigil.demo'));
    }
  });

  it('refuses the code step without a pending session', async () => {
    const { body } = await browserSession(server.app).gql(
      'mutation { signInWithCode(code: "123456") { needsTotp } }',
    );
    expect(body.errors?.[0]).toMatchObject({
      message: messages.mustBeLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('ends a session at its expiry', async () => {
    const browser = browserSession(server.app);
    const { body } = await browser.gql<{ signIn: { user: { id: string } } }>(SIGN_IN, {
      email: 'admin@vigil.demo',
      password: DEMO_PASSWORD,
    });
    const userId = Number(body.data?.signIn.user.id);
    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await browser.gql(ME)).body.data).toEqual({ me: null, needsTotp: false });
  });
});

describe('session cookie behind TLS', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    const server = await testApp(handle.db, {
      secureCookies: true,
      publicUrl: 'https://vigil.example',
    });
    try {
      const { response } = await browserSession(server.app).gql(SIGN_IN, {
        email: 'admin@vigil.demo',
        password: DEMO_PASSWORD,
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await server.app.close();
      await handle.close();
    }
  });
});
