import { MFA_RECOVERY_CODE_COUNT, messages } from '@vigil/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { passwordResetTokens, totpRecoveryCodes, userInvitations, users } from '../../db/schema.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { browserSession, testApp, testConfig } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { mailTransportFromConfig, type MailTransport } from '../../mail/index.js';
import { createUser } from '../admin/admin.service.js';
import { issueInvitation } from './invitations.service.js';

const PASSWORD = 'Account-Test-2026!';
const NEW_PASSWORD = 'Brand-new-Pass-2026';
const ACME = 'Acme Account Co';
const OTHER = 'Other Account Co';
const PARTNER = 'Account Partner';

const ME = `{ me { id email firstName lastName phone totp saml partnerAdmin partnerID
  acceptedTerms } }`;
const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) {
  needsTotp user { email } } }`;
const SIGN_IN_CODE = `mutation($c: String!) { signInWithCode(code: $c) { needsTotp user { email } } }`;
const EDIT = `mutation($f: String, $l: String, $ph: String, $e: String, $u: ID, $p: ID, $pa: Boolean) {
  editUser(firstName: $f, lastName: $l, phone: $ph, email: $e, userID: $u, partnerID: $p,
    partnerAdmin: $pa) { id email firstName lastName phone partnerID partnerAdmin } }`;
const RESET_USER_PASSWORD = `mutation($c: String!, $n: String!) {
  resetUserPassword(currentPassword: $c, newPassword: $n) }`;
const GENERATE_TOTP = `mutation($ms: Boolean) { generateTotp(productName: "PowerWatch",
  isMsAuth: $ms) { url plaintext } }`;
const VERIFY_TOTP = `mutation($c: String!) { verifyTotp(code: $c) }`;
const ACTIVATE_TOTP = `mutation { activateTotp { recoveryCodes } }`;
const DEACTIVATE_TOTP = `mutation($p: String!) { deactivateTotp(password: $p) }`;
const FORGOT = `mutation($e: String!) { generatePasswordToken(email: $e, productName: "PowerWatch") }`;
const VALIDATE_RESET = `query($t: String!) { validatePasswordToken(token: $t) { id email firstName } }`;
const RESET = `mutation($id: ID!, $t: String!, $p: String!) { resetPassword(id: $id, token: $t,
  password: $p) }`;
const RESEND = `mutation($e: String!) { updateToken(email: $e) }`;
const VALIDATE_INVITATION = `query($t: String!) { validateToken(token: $t) { id email } }`;

type Session = ReturnType<typeof browserSession>;

describe.each(await availableDatabases())('My Account and getting in on %s', (kind) => {
  let handle: DatabaseHandle;
  let smtp: SmtpTestServer;
  let server: Awaited<ReturnType<typeof testApp>>;
  /** What issueInvitation is given by a service: the database, the config and a mail transport. */
  let inviting: {
    db: DatabaseHandle['db'];
    config: ReturnType<typeof testConfig>;
    mail: MailTransport;
  };
  let serial = 0;
  let acmeId: number;

  const db = () => handle.db;

  /** A new user of Acme (or `customerName`) with the test password, and their id. */
  async function newUser(
    extra: Partial<Parameters<typeof createUser>[1]> = {},
  ): Promise<{ id: string; email: string }> {
    serial += 1;
    const email = extra.email ?? `user${serial}@acct.test`;
    const { id } = await createUser(db(), {
      email,
      password: PASSWORD,
      customerName: ACME,
      ...extra,
    });
    return { id: String(id), email };
  }

  const session = (email: string, password = PASSWORD) => signedIn(server.app, email, password);

  async function gqlOk<T = Record<string, unknown>>(
    who: Session,
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    const { body } = await who.gql<T>(query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }

  async function refusal(who: Session, query: string, variables: Record<string, unknown> = {}) {
    const { body } = await who.gql(query, variables);
    expect(body.data?.[Object.keys(body.data ?? {})[0] ?? ''] ?? null).toBeNull();
    return body.errors?.[0]?.message;
  }

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  const linkIn = (text: string, path: 'forgotPassword' | 'verify') =>
    new RegExp(`http://localhost:8080/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1];

  const userRow = async (id: string) =>
    (
      await db()
        .select()
        .from(users)
        .where(eq(users.id, Number(id)))
    )[0]!;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    smtp = await startSmtpTestServer();
    const mailConfig = { mail: { smtpUrl: smtp.url, from: 'Vigil <a@vigil.test>' } };
    server = await testApp(handle.db, mailConfig);
    const config = testConfig(mailConfig);
    inviting = { db: handle.db, config, mail: mailTransportFromConfig(config) };
    await createUser(db(), {
      email: 'partner-admin@acct.test',
      password: PASSWORD,
      partnerName: PARTNER,
    });
    const anchor = await createUser(db(), {
      email: 'anchor@acct.test',
      password: PASSWORD,
      customerName: ACME,
    });
    acmeId = (await userRow(String(anchor.id))).customerId!;
  });
  afterAll(async () => {
    await server?.app.close();
    await inviting?.mail.close();
    await smtp?.close();
    await handle?.close();
  });

  describe('the profile (editUser)', () => {
    it('changes the signed-in user’s own names, phone and address', async () => {
      const user = await newUser();
      expect((await userRow(user.id)).lastSignInAt).toBeNull();
      const me = await session(user.email);
      expect((await userRow(user.id)).lastSignInAt).toBeInstanceOf(Date);
      const { editUser } = await gqlOk<{ editUser: Record<string, unknown> }>(me, EDIT, {
        f: ' Pat ',
        l: 'Lee',
        ph: '(555) 123-4567',
        e: ` Pat.Lee${serial}@Acct.Test `,
      });
      expect(editUser).toMatchObject({
        id: user.id,
        email: `pat.lee${serial}@acct.test`,
        firstName: 'Pat',
        lastName: 'Lee',
        phone: '(555) 123-4567',
      });
      // Absent fields stay; blank ones are cleared.
      const cleared = await gqlOk<{ editUser: Record<string, unknown> }>(me, EDIT, { ph: '' });
      expect(cleared.editUser).toMatchObject({ firstName: 'Pat', phone: null });
      const { me: read } = await gqlOk<{ me: Record<string, unknown> }>(me, ME);
      expect(read).toMatchObject({ firstName: 'Pat', lastName: 'Lee', acceptedTerms: false });
    });

    it.each([
      ['an invalid address', { e: 'not-an-address' }, messages.profileEmailInvalid],
      ['a blank address', { e: ' ' }, messages.profileEmailRequired],
      ['a phone without an area code', { ph: '555-1234' }, messages.invalidPhone],
      ['another user’s address', { e: 'partner-admin@acct.test' }, messages.emailTaken],
    ])('refuses %s and changes nothing', async (_name, variables, message) => {
      const user = await newUser({ firstName: 'Kept' });
      const me = await session(user.email);
      expect(await refusal(me, EDIT, { f: 'Changed', ...variables })).toBe(message);
      expect(await userRow(user.id)).toMatchObject({ email: user.email, firstName: 'Kept' });
    });

    it('lets a manager of users (mu) edit a user of their company, and no one else', async () => {
      const manager = await newUser({ roles: ['mu'] });
      const plain = await newUser();
      const colleague = await newUser();
      const outsider = await newUser({ customerName: OTHER });
      const superUser = await newUser({ isSuper: true });
      const asManager = await session(manager.email);

      const { editUser } = await gqlOk<{ editUser: Record<string, unknown> }>(asManager, EDIT, {
        u: colleague.id,
        f: 'Renamed',
      });
      expect(editUser).toMatchObject({ id: colleague.id, firstName: 'Renamed' });

      expect(await refusal(asManager, EDIT, { u: outsider.id, f: 'X' })).toBe(messages.noAccess);
      expect(await refusal(asManager, EDIT, { u: superUser.id, f: 'X' })).toBe(messages.noAccess);
      expect(await refusal(asManager, EDIT, { u: '999999', f: 'X' })).toBe(messages.noAccess);
      const asPlain = await session(plain.email);
      expect(await refusal(asPlain, EDIT, { u: colleague.id, f: 'X' })).toBe(
        messages.insufficientPrivileges,
      );
      expect((await userRow(outsider.id)).firstName).toBeNull();
      expect((await userRow(colleague.id)).firstName).toBe('Renamed');
    });

    it('leaves partnerID and partnerAdmin to super users', async () => {
      const manager = await newUser({ roles: ['mu'] });
      const colleague = await newUser();
      const superUser = await newUser({ isSuper: true });
      const [partner] = await db()
        .select({ id: users.partnerId })
        .from(users)
        .where(eq(users.email, 'partner-admin@acct.test'));
      const partnerId = String(partner!.id);

      const asManager = await session(manager.email);
      expect(await refusal(asManager, EDIT, { u: colleague.id, p: partnerId })).toBe(
        messages.insufficientPrivileges,
      );
      expect(await refusal(asManager, EDIT, { pa: true })).toBe(messages.insufficientPrivileges);

      const asSuper = await session(superUser.email);
      const { editUser } = await gqlOk<{ editUser: Record<string, unknown> }>(asSuper, EDIT, {
        u: colleague.id,
        p: partnerId,
        pa: true,
      });
      expect(editUser).toMatchObject({ partnerID: partnerId, partnerAdmin: true });
      // A company is no partner.
      const [acme] = await db()
        .select({ id: users.customerId })
        .from(users)
        .where(eq(users.id, Number(colleague.id)));
      expect(await refusal(asSuper, EDIT, { u: colleague.id, p: String(acme!.id) })).toBe(
        messages.noAccess,
      );
    });
  });

  describe('the password (resetUserPassword)', () => {
    it('checks the current password and the rules, then ends the user’s other sessions', async () => {
      const user = await newUser();
      const here = await session(user.email);
      const elsewhere = await session(user.email);

      expect(
        await refusal(here, RESET_USER_PASSWORD, { c: 'Wrong-pass-2026', n: NEW_PASSWORD }),
      ).toBe(messages.passwordNotUpdated);
      expect(await refusal(here, RESET_USER_PASSWORD, { c: PASSWORD, n: 'short' })).toBe(
        messages.passwordLength,
      );
      expect(await refusal(here, RESET_USER_PASSWORD, { c: PASSWORD, n: 'onlylowercase1' })).toBe(
        messages.passwordPickThree,
      );
      expect((await gqlOk<{ me: unknown }>(elsewhere, ME)).me).not.toBeNull();

      expect(await gqlOk(here, RESET_USER_PASSWORD, { c: PASSWORD, n: NEW_PASSWORD })).toEqual({
        resetUserPassword: true,
      });
      expect((await gqlOk<{ me: { email: string } }>(here, ME)).me.email).toBe(user.email);
      expect((await gqlOk<{ me: unknown }>(elsewhere, ME)).me).toBeNull();

      const old = await browserSession(server.app).gql(SIGN_IN, { e: user.email, p: PASSWORD });
      expect(old.body.errors?.[0]?.message).toBe(messages.loginFailed);
      await session(user.email, NEW_PASSWORD);
    });

    it('counts a wrong current password toward the sign-in lockout', async () => {
      const user = await newUser();
      const me = await session(user.email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect(
          await refusal(me, RESET_USER_PASSWORD, { c: 'Wrong-pass-2026', n: NEW_PASSWORD }),
        ).toBe(messages.passwordNotUpdated);
      }
      expect(await refusal(me, RESET_USER_PASSWORD, { c: PASSWORD, n: NEW_PASSWORD })).toBe(
        messages.lockout,
      );
      const signIn = await browserSession(server.app).gql(SIGN_IN, { e: user.email, p: PASSWORD });
      expect(signIn.body.errors?.[0]?.message).toBe(messages.lockout);
    });

    it('refuses password and MFA changes to a single-sign-on user', async () => {
      const user = await newUser();
      const me = await session(user.email);
      await db()
        .update(users)
        .set({ saml: true })
        .where(eq(users.id, Number(user.id)));
      // The flag is read afresh once the session cache lets go of the user.
      await gqlOk(me, EDIT, { f: 'Sam' });
      for (const [query, variables] of [
        [RESET_USER_PASSWORD, { c: PASSWORD, n: NEW_PASSWORD }],
        [GENERATE_TOTP, {}],
        [VERIFY_TOTP, { c: '123456' }],
        [ACTIVATE_TOTP, {}],
        [DEACTIVATE_TOTP, { p: PASSWORD }],
      ] as const) {
        expect(await refusal(me, query, variables)).toBe(messages.ssoManagesSignIn);
      }
      expect((await gqlOk<{ me: { saml: boolean } }>(me, ME)).me.saml).toBe(true);
      expect(await gqlOk(browserSession(server.app), FORGOT, { e: user.email })).toEqual({
        generatePasswordToken: true,
      });
      expect(mailsTo(user.email)).toEqual([]);
    });
  });

  describe('MFA', () => {
    /** Sets MFA up for a signed-in user as the account page does; answers the secret and codes. */
    async function enableMfa(me: Session) {
      const { generateTotp } = await gqlOk<{ generateTotp: { plaintext: string } }>(
        me,
        GENERATE_TOTP,
      );
      const secret = generateTotp.plaintext;
      expect(await gqlOk(me, VERIFY_TOTP, { c: await generate({ secret }) })).toEqual({
        verifyTotp: true,
      });
      const { activateTotp } = await gqlOk<{ activateTotp: { recoveryCodes: string[] } }>(
        me,
        ACTIVATE_TOTP,
      );
      return { secret, recoveryCodes: activateTotp.recoveryCodes };
    }

    it('sets up a secret, verifies a code and activates it with ten recovery codes', async () => {
      const user = await newUser();
      const me = await session(user.email);
      const { generateTotp } = await gqlOk<{ generateTotp: { url: string; plaintext: string } }>(
        me,
        GENERATE_TOTP,
      );
      expect(generateTotp.url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
      expect(generateTotp.plaintext).toMatch(/^[A-Z2-7]{32}$/);
      expect(await refusal(me, ACTIVATE_TOTP)).toBe(messages.problemActivatingMfa);
      expect(await gqlOk(me, VERIFY_TOTP, { c: '12345' })).toEqual({ verifyTotp: false });
      const wrong = (Number(await generate({ secret: generateTotp.plaintext })) + 500_000) % 1e6;
      expect(await gqlOk(me, VERIFY_TOTP, { c: String(wrong).padStart(6, '0') })).toEqual({
        verifyTotp: false,
      });
      expect((await gqlOk<{ me: { totp: boolean } }>(me, ME)).me.totp).toBe(false);

      const code = await generate({ secret: generateTotp.plaintext });
      expect(await gqlOk(me, VERIFY_TOTP, { c: code })).toEqual({ verifyTotp: true });
      const { activateTotp } = await gqlOk<{ activateTotp: { recoveryCodes: string[] } }>(
        me,
        ACTIVATE_TOTP,
      );
      expect(activateTotp.recoveryCodes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
      expect(new Set(activateTotp.recoveryCodes).size).toBe(MFA_RECOVERY_CODE_COUNT);
      for (const recovery of activateTotp.recoveryCodes) expect(recovery).toMatch(/^\w{5}-\w{5}$/);
      expect((await gqlOk<{ me: { totp: boolean } }>(me, ME)).me.totp).toBe(true);

      // Only hashes are kept; the secret moved from pending to active.
      const codes = await db()
        .select()
        .from(totpRecoveryCodes)
        .where(eq(totpRecoveryCodes.userId, Number(user.id)));
      expect(codes).toHaveLength(MFA_RECOVERY_CODE_COUNT);
      for (const row of codes) expect(activateTotp.recoveryCodes).not.toContain(row.codeHash);
      expect(await userRow(user.id)).toMatchObject({
        totpSecret: generateTotp.plaintext,
        totpPendingSecret: null,
        totpPendingVerifiedAt: null,
      });
      // Activating twice needs a new secret.
      expect(await refusal(me, ACTIVATE_TOTP)).toBe(messages.problemActivatingMfa);
    });

    it('refuses to activate a code verified more than ten minutes ago', async () => {
      const user = await newUser();
      const me = await session(user.email);
      const { generateTotp } = await gqlOk<{ generateTotp: { plaintext: string } }>(
        me,
        GENERATE_TOTP,
      );
      await gqlOk(me, VERIFY_TOTP, { c: await generate({ secret: generateTotp.plaintext }) });
      await db()
        .update(users)
        .set({ totpPendingVerifiedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(users.id, Number(user.id)));
      expect(await refusal(me, ACTIVATE_TOTP)).toBe(messages.problemActivatingMfa);
    });

    it('signs in with a code, or once with each recovery code, and records the sign-in', async () => {
      const user = await newUser();
      const { secret, recoveryCodes } = await enableMfa(await session(user.email));

      const first = browserSession(server.app);
      expect((await gqlOk(first, SIGN_IN, { e: user.email, p: PASSWORD })).signIn).toEqual({
        needsTotp: true,
        user: null,
      });
      const typed = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
      expect((await gqlOk(first, SIGN_IN_CODE, { c: typed })).signInWithCode).toEqual({
        needsTotp: false,
        user: { email: user.email },
      });
      expect((await userRow(user.id)).lastSignInAt).toBeInstanceOf(Date);
      const unused = await db()
        .select()
        .from(totpRecoveryCodes)
        .where(
          and(eq(totpRecoveryCodes.userId, Number(user.id)), isNull(totpRecoveryCodes.usedAt)),
        );
      expect(unused).toHaveLength(MFA_RECOVERY_CODE_COUNT - 1);

      const second = browserSession(server.app);
      await gqlOk(second, SIGN_IN, { e: user.email, p: PASSWORD });
      expect(await refusal(second, SIGN_IN_CODE, { c: recoveryCodes[0]! })).toBe(
        messages.mfaTokenIncorrect,
      );
      expect(
        (await gqlOk(second, SIGN_IN_CODE, { c: await generate({ secret }) })).signInWithCode,
      ).toEqual({
        needsTotp: false,
        user: { email: user.email },
      });
    });

    it('resyncs: the old secret works until the new one is activated', async () => {
      const user = await newUser();
      const me = await session(user.email);
      const old = await enableMfa(me);
      const { generateTotp } = await gqlOk<{ generateTotp: { plaintext: string } }>(
        me,
        GENERATE_TOTP,
        { ms: true },
      );
      expect((await userRow(user.id)).totpSecret).toBe(old.secret);
      await gqlOk(me, VERIFY_TOTP, { c: await generate({ secret: generateTotp.plaintext }) });
      const { activateTotp } = await gqlOk<{ activateTotp: { recoveryCodes: string[] } }>(
        me,
        ACTIVATE_TOTP,
      );
      expect(activateTotp.recoveryCodes).not.toContain(old.recoveryCodes[0]);
      expect((await userRow(user.id)).totpSecret).toBe(generateTotp.plaintext);

      const next = browserSession(server.app);
      await gqlOk(next, SIGN_IN, { e: user.email, p: PASSWORD });
      expect(await refusal(next, SIGN_IN_CODE, { c: old.recoveryCodes[1]! })).toBe(
        messages.mfaTokenIncorrect,
      );
    });

    it('turns MFA off with the password only', async () => {
      const user = await newUser();
      const me = await session(user.email);
      await enableMfa(me);
      expect(await refusal(me, DEACTIVATE_TOTP, { p: 'Wrong-pass-2026' })).toBe(
        messages.problemDeactivatingMfa,
      );
      expect((await gqlOk<{ me: { totp: boolean } }>(me, ME)).me.totp).toBe(true);
      expect(await gqlOk(me, DEACTIVATE_TOTP, { p: PASSWORD })).toEqual({ deactivateTotp: true });
      expect((await gqlOk<{ me: { totp: boolean } }>(me, ME)).me.totp).toBe(false);
      const codes = await db()
        .select()
        .from(totpRecoveryCodes)
        .where(eq(totpRecoveryCodes.userId, Number(user.id)));
      expect(codes).toEqual([]);
      const signIn = await browserSession(server.app).gql(SIGN_IN, { e: user.email, p: PASSWORD });
      expect(signIn.body.data).toEqual({
        signIn: { needsTotp: false, user: { email: user.email } },
      });
    });
  });

  describe('forgot password', () => {
    it('mails a one-hour link that sets a new password once and ends every session', async () => {
      const user = await newUser({ firstName: 'Fay' });
      const signedInBefore = await session(user.email);
      const before = Date.now();
      const anonymous = browserSession(server.app);
      expect(await gqlOk(anonymous, FORGOT, { e: ` ${user.email.toUpperCase()} ` })).toEqual({
        generatePasswordToken: true,
      });
      const mail = await smtp.waitFor((m) => m.to.includes(user.email));
      expect(mail.subject).toBe('[PowerWatch] Reset your password');
      const token = linkIn(mail.text, 'forgotPassword');
      expect(token).toBeDefined();
      const [row] = await db()
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, Number(user.id)));
      expect(row!.tokenHash).not.toBe(token);
      expect(row!.expireAt.getTime() - before).toBeGreaterThan(3_600_000 - 60_000);
      expect(row!.expireAt.getTime() - before).toBeLessThan(3_600_000 + 60_000);

      expect(await gqlOk(anonymous, VALIDATE_RESET, { t: token })).toEqual({
        validatePasswordToken: { id: user.id, email: user.email, firstName: 'Fay' },
      });
      expect(await refusal(anonymous, RESET, { id: user.id, t: token, p: 'short' })).toBe(
        messages.passwordLength,
      );
      expect(await refusal(anonymous, RESET, { id: '1', t: token, p: NEW_PASSWORD })).toBe(
        messages.invalidToken,
      );
      expect(await gqlOk(anonymous, RESET, { id: user.id, t: token, p: NEW_PASSWORD })).toEqual({
        resetPassword: true,
      });
      expect((await gqlOk<{ me: unknown }>(signedInBefore, ME)).me).toBeNull();
      await session(user.email, NEW_PASSWORD);

      expect(await refusal(anonymous, VALIDATE_RESET, { t: token })).toBe(messages.invalidToken);
      expect(await refusal(anonymous, RESET, { id: user.id, t: token, p: PASSWORD })).toBe(
        messages.invalidToken,
      );
    });

    it('answers the same for an address with no account, sending nothing', async () => {
      const address = `nobody-${serial}@acct.test`;
      expect(await gqlOk(browserSession(server.app), FORGOT, { e: address })).toEqual({
        generatePasswordToken: true,
      });
      // The mail server has accepted any message by the time the answer came back.
      expect(mailsTo(address)).toEqual([]);
      expect(await refusal(browserSession(server.app), FORGOT, { e: 'not-an-address' })).toBe(
        messages.useValidEmail,
      );
    });

    it('sends at most three links an hour to an address, answering alike', async () => {
      const user = await newUser();
      for (let request = 0; request < 4; request += 1) {
        expect(await gqlOk(browserSession(server.app), FORGOT, { e: user.email })).toEqual({
          generatePasswordToken: true,
        });
      }
      expect(mailsTo(user.email)).toHaveLength(3);
    });

    it('fails when the mail cannot go, keeping no link', async () => {
      const user = await newUser();
      smtp.rejectNext(1, 550, 'rcpt');
      expect(await refusal(browserSession(server.app), FORGOT, { e: user.email })).toBe(
        messages.resetEmailFailed,
      );
      const rows = await db()
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, Number(user.id)));
      expect(rows).toEqual([]);
    });

    it('refuses an expired link', async () => {
      const user = await newUser();
      await gqlOk(browserSession(server.app), FORGOT, { e: user.email });
      const token = linkIn(
        (await smtp.waitFor((m) => m.to.includes(user.email))).text,
        'forgotPassword',
      );
      await db()
        .update(passwordResetTokens)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, Number(user.id)));
      expect(await refusal(browserSession(server.app), VALIDATE_RESET, { t: token })).toBe(
        messages.invalidToken,
      );
    });
  });

  describe('verification links', () => {
    /** A user invited by a manager of Acme, and the link of the e-mail that reached them. */
    async function invited() {
      serial += 1;
      const email = `invited${serial}@acct.test`;
      const [row] = await db()
        .insert(users)
        .values({ email, customerId: acmeId })
        .returning({ id: users.id });
      const [manager] = await db()
        .select()
        .from(users)
        .where(eq(users.email, 'partner-admin@acct.test'));
      await issueInvitation(inviting, {
        userId: row!.id,
        email,
        productName: 'PowerWatch',
        invitedBy: { ...manager!, firstName: 'Mia', lastName: 'Manager' },
        reason: { kind: 'company', companyName: ACME },
      });
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      return { id: String(row!.id), email, mail, token: linkIn(mail.text, 'verify')! };
    }

    it('issueInvitation writes a 24-hour link and mails who invited them to what', async () => {
      const user = await invited();
      expect(user.mail.subject).toBe(`[PowerWatch] Mia Manager invited you to ${ACME}`);
      expect(user.mail.text).toContain('24 hours');
      expect(
        await gqlOk(browserSession(server.app), VALIDATE_INVITATION, { t: user.token }),
      ).toEqual({ validateToken: { id: user.id, email: user.email } });
      const [link] = await db()
        .select()
        .from(userInvitations)
        .where(eq(userInvitations.userId, Number(user.id)));
      expect(link!.expireAt.getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000 - 60_000);
    });

    it('issueInvitation rejects with "Invitation not sent" and keeps no link when mail fails', async () => {
      const [row] = await db()
        .insert(users)
        .values({ email: `bounce${serial}@acct.test` })
        .returning({ id: users.id });
      smtp.rejectNext(1, 550, 'rcpt');
      await expect(
        issueInvitation(inviting, {
          userId: row!.id,
          email: `bounce${serial}@acct.test`,
          invitedBy: null,
          reason: { kind: 'company', companyName: ACME },
        }),
      ).rejects.toThrow(messages.invitationNotSent);
      expect(
        await db().select().from(userInvitations).where(eq(userInvitations.userId, row!.id)),
      ).toEqual([]);
    });

    it('resends a link to an unverified address, answering alike for any other', async () => {
      const user = await invited();
      const anonymous = browserSession(server.app);
      expect(await gqlOk(anonymous, RESEND, { e: user.email.toUpperCase() })).toEqual({
        updateToken: true,
      });
      const resent = mailsTo(user.email).at(-1)!;
      expect(resent.subject).toBe('[Vigil] Your new verification link');
      const token = linkIn(resent.text, 'verify');
      expect(token).not.toBe(user.token);
      expect(await gqlOk(anonymous, VALIDATE_INVITATION, { t: token })).toEqual({
        validateToken: { id: user.id, email: user.email },
      });

      const verified = await newUser();
      const address = `nobody-${serial}@acct.test`;
      for (const e of [verified.email, address]) {
        expect(await gqlOk(anonymous, RESEND, { e })).toEqual({ updateToken: true });
        expect(mailsTo(e)).toEqual([]);
      }
      expect(await refusal(anonymous, RESEND, { e: 'nope' })).toBe(messages.useValidEmail);
    });

    it('resends at most three links an hour, and says when the mail cannot go', async () => {
      const user = await invited();
      // The invitation itself counts as one of the hour's links.
      for (let request = 0; request < 3; request += 1) {
        await gqlOk(browserSession(server.app), RESEND, { e: user.email });
      }
      expect(mailsTo(user.email)).toHaveLength(3);

      const other = await invited();
      smtp.rejectNext(1, 550, 'rcpt');
      expect(await refusal(browserSession(server.app), RESEND, { e: other.email })).toBe(
        messages.resendFailed,
      );
      expect(
        await db()
          .select()
          .from(userInvitations)
          .where(eq(userInvitations.userId, Number(other.id))),
      ).toHaveLength(1);
    });
  });
});
