import { messages } from '@vigil/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { DatabaseHandle } from '../../db/client.js';
import { accounts, userInvitations, users } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';

const VALIDATE = `query Validate($token: String!) { validateToken(token: $token) { id email firstName } }`;
const VERIFY = `mutation Verify($id: ID!, $token: String!, $password: String!, $terms: Boolean) {
  verifyUser(id: $id, token: $token, password: $password, acceptedTerms: $terms)
}`;
const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { user { email } }
}`;
const NEW_PASSWORD = 'Invited-user-2026';
const HOUR = 3_600_000;

describe.each(await availableDatabases())('verification links on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customerId: number;
  let serial = 0;

  /** An invited user (no password) and their link's token, expiring `expiresIn` from now. */
  async function invited(expiresIn = 24 * HOUR, used = false) {
    serial += 1;
    const [user] = await handle.db
      .insert(users)
      .values({ email: `invited-${serial}@example.com`, firstName: 'Ivy', customerId })
      .returning({ id: users.id, email: users.email });
    const token = newToken();
    await handle.db.insert(userInvitations).values({
      userId: user!.id,
      tokenHash: hashToken(token),
      expireAt: new Date(Date.now() + expiresIn),
      usedAt: used ? new Date() : null,
    });
    return { id: String(user!.id), email: user!.email, token };
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    server = await testApp(handle.db);
    const [acme] = await handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Acme Data Centers'));
    customerId = acme!.id;
  });
  afterAll(async () => {
    await server.app.close();
    await handle.close();
  });

  it('names the invited user of a live link, signed out', async () => {
    const user = await invited();
    const { body } = await browserSession(server.app).gql(VALIDATE, { token: user.token });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      validateToken: { id: user.id, email: user.email, firstName: 'Ivy' },
    });
  });

  it.each([
    ['unknown', async () => ({ token: newToken() })],
    ['expired', async () => invited(-1)],
    ['already used', async () => invited(24 * HOUR, true)],
    ['far too long', async () => ({ token: 'x'.repeat(129) })],
  ])("answers 'Invalid token' for an %s link", async (_name, make) => {
    const { token } = await make();
    const { body } = await browserSession(server.app).gql(VALIDATE, { token });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toBe(messages.invalidToken);
  });

  it('sets the password once; the user then signs in and the link is spent', async () => {
    const user = await invited();
    const browser = browserSession(server.app);
    const set = await browser.gql(VERIFY, { ...user, password: NEW_PASSWORD, terms: true });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data).toEqual({ verifyUser: true });

    const signedIn = await browser.gql(SIGN_IN, { email: user.email, password: NEW_PASSWORD });
    expect(signedIn.body.data).toEqual({ signIn: { user: { email: user.email } } });

    const again = await browserSession(server.app).gql(VERIFY, {
      ...user,
      password: 'Another-password-2026',
      terms: true,
    });
    expect(again.body.errors?.[0]?.message).toBe(messages.invalidToken);
    const still = await browserSession(server.app).gql(SIGN_IN, {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(still.body.data).toEqual({ signIn: { user: { email: user.email } } });
  });

  it.each([
    ['too short', 'Short-1', messages.passwordLength],
    ['two classes', 'onlylowercase1', messages.passwordPickThree],
    ['an invalid special character', 'Pässword-2026', messages.passwordInvalidSpecial],
  ])('refuses a password %s and changes nothing', async (_name, password, message) => {
    const user = await invited();
    const { body } = await browserSession(server.app).gql(VERIFY, {
      ...user,
      password,
      terms: true,
    });
    expect(body.errors?.[0]?.message).toBe(message);
    const [row] = await handle.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, Number(user.id)));
    expect(row?.hash).toBeNull();
    const valid = await browserSession(server.app).gql(VALIDATE, { token: user.token });
    expect(valid.body.errors).toBeUndefined();
  });

  it("refuses another user's id with the link, and a user who already has a password", async () => {
    const user = await invited();
    const other = await invited();
    const wrong = await browserSession(server.app).gql(VERIFY, {
      id: other.id,
      token: user.token,
      password: NEW_PASSWORD,
      terms: true,
    });
    expect(wrong.body.errors?.[0]?.message).toBe(messages.invalidToken);

    const [admin] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@vigil.demo'));
    const token = newToken();
    await handle.db.insert(userInvitations).values({
      userId: admin!.id,
      tokenHash: hashToken(token),
      expireAt: new Date(Date.now() + HOUR),
    });
    const taken = await browserSession(server.app).gql(VERIFY, {
      id: String(admin!.id),
      token,
      password: NEW_PASSWORD,
      terms: true,
    });
    expect(taken.body.errors?.[0]?.message).toBe(messages.invalidToken);
    const demo = await browserSession(server.app).gql(SIGN_IN, {
      email: 'admin@vigil.demo',
      password: DEMO_PASSWORD,
    });
    expect(demo.body.data).toEqual({ signIn: { user: { email: 'admin@vigil.demo' } } });
  });

  it('needs the service agreement accepted, and keeps when it was', async () => {
    const user = await invited();
    for (const terms of [undefined, false]) {
      const refused = await browserSession(server.app).gql(VERIFY, {
        ...user,
        password: NEW_PASSWORD,
        terms,
      });
      expect(refused.body.errors?.[0]?.message).toBe(messages.termsNotAccepted);
    }
    const [before] = await handle.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, Number(user.id)));
    expect(before?.hash).toBeNull();

    const browser = browserSession(server.app);
    const set = await browser.gql(VERIFY, { ...user, password: NEW_PASSWORD, terms: true });
    expect(set.body.data).toEqual({ verifyUser: true });
    await browser.gql(SIGN_IN, { email: user.email, password: NEW_PASSWORD });
    const me = await browser.gql(`{ me { acceptedTerms } }`);
    expect(me.body.data).toEqual({ me: { acceptedTerms: true } });
  });

  it('does not ask again of a user who accepted the agreement before', async () => {
    const user = await invited();
    await handle.db
      .update(users)
      .set({ acceptedTermsAt: new Date() })
      .where(eq(users.id, Number(user.id)));
    const { body } = await browserSession(server.app).gql(VERIFY, {
      ...user,
      password: NEW_PASSWORD,
    });
    expect(body.data).toEqual({ verifyUser: true });
  });
});
