import { PERMISSION_CODES, messages, userAdminMessages } from '@vigil/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import type { DatabaseHandle } from '../../db/client.js';
import { accounts, userInvitations, userPermissions, users } from '../../db/schema.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createUser, type CreateUserInput } from './admin.service.js';

const PASSWORD = 'Users-Test-2026!';
const ACME = 'Acme Users Co';
const OTHER = 'Other Users Co';
const PARTNER = 'Acme Users Partner';

const USERS = `query($c: ID, $q: String, $u: ID, $e: String, $x: Boolean, $l: Int, $o: Int) {
  users(customerID: $c, query: $q, userID: $u, email: $e, excludeSelf: $x, limit: $l,
    offset: $o) { id email firstName lastName verified saml totp super roles homeUrl isSelf } }`;
const COUNT = `query($c: ID, $q: String) { userCount(customerID: $c, query: $q) }`;
const INVITE = `mutation($e: String!, $c: ID!, $r: [String!], $pn: String) {
  inviteToCompany(email: $e, customerID: $c, roles: $r, productName: $pn) {
    id email verified roles isSelf } }`;
const REINVITE = `mutation($id: ID!, $c: ID!) { reinviteToCompany(id: $id, customerID: $c) }`;
const DELETE = `mutation($c: ID!, $e: String!) { deleteUser(customerID: $c, email: $e) }`;
const EDIT = `mutation($c: ID!, $p: [UserPermissionsInput!]!) {
  editCustomerPermissions(customerID: $c, permissions: $p) }`;
const HOME_PAGE = `mutation($c: ID!, $u: ID!, $d: String) {
  editCustomerHomePage(customerID: $c, userID: $u, desktopUrl: $d) }`;
const ME = `{ me { id homeUrl customer { id roles } } }`;

type Session = ReturnType<typeof browserSession>;
type Listed = {
  id: string;
  email: string;
  verified: boolean;
  roles: string[];
  isSelf: boolean;
  homeUrl: string | null;
};

const errorOf = (body: { errors?: { message: string }[] }) => body.errors?.[0]?.message;

describe.each(await availableDatabases())('a company’s users on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let smtp: SmtpTestServer;
  let acme: string;
  let other: string;
  const ids: Record<string, string> = {};
  let owner: Session;
  let manager: Session;
  let plain: Session;
  let outsider: Session;
  let superUser: Session;
  let agent: Session;

  const session = (email: string) => signedIn(server.app, email, PASSWORD);
  const db = () => handle.db;
  /** The user's stored roles on the company, sorted. */
  const storedRoles = async (email: string, customerId = acme) =>
    (
      await db()
        .select({ code: userPermissions.code })
        .from(userPermissions)
        .where(
          and(
            eq(userPermissions.userId, Number(ids[email])),
            eq(userPermissions.customerId, Number(customerId)),
          ),
        )
    )
      .map((row) => row.code)
      .sort();

  /** Adds users to a company straight in the database (no password: invited, not verified). */
  async function addPeople(customerId: string, emails: string[]) {
    const rows = await db()
      .insert(users)
      .values(emails.map((email) => ({ email, customerId: Number(customerId) })))
      .returning({ id: users.id, email: users.email });
    for (const row of rows) ids[row.email] = String(row.id);
  }

  async function person(email: string, extra: Partial<CreateUserInput> = {}) {
    const created = await createUser(db(), {
      email,
      password: PASSWORD,
      customerName: ACME,
      partnerName: PARTNER,
      ...extra,
    });
    ids[email] = String(created.id);
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    handle = await openTestDatabase(kind);
    server = await testApp(handle.db, {
      mail: { smtpUrl: smtp.url, from: 'Vigil <users@vigil.test>' },
    });
    await person('owner@acme.test', {
      roles: [...PERMISSION_CODES],
      firstName: 'Olive',
      lastName: 'Owner',
    });
    await person('manager@acme.test', { roles: ['mu', 'ct'], firstName: 'Mia' });
    await person('plain@acme.test', { firstName: 'Pat', lastName: 'Plain' });
    await person('gateways@acme.test', { roles: ['mg'] });
    await person('super@acme.test', { isSuper: true });
    await person('outsider@other.test', {
      customerName: OTHER,
      partnerName: undefined,
      roles: ['mu', 'mc'],
    });
    await person('agent@partner.test', { customerName: undefined, partnerName: PARTNER });
    const [acmeRow] = await db().select().from(accounts).where(eq(accounts.name, ACME));
    const [otherRow] = await db().select().from(accounts).where(eq(accounts.name, OTHER));
    acme = String(acmeRow!.id);
    other = String(otherRow!.id);
    owner = await session('owner@acme.test');
    manager = await session('manager@acme.test');
    plain = await session('plain@acme.test');
    outsider = await session('outsider@other.test');
    superUser = await session('super@acme.test');
    agent = await session('agent@partner.test');
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
    await smtp?.close();
  });

  describe('users and userCount', () => {
    it('list the company’s users by address, 50 a page, with their stored roles', async () => {
      await addPeople(
        acme,
        Array.from({ length: 55 }, (_, i) => `team${String(i).padStart(2, '0')}@acme.test`),
      );
      const first = await owner.gql<{ users: Listed[] }>(USERS, { c: acme, l: 500 });
      expect(first.body.errors).toBeUndefined();
      const page = first.body.data!.users;
      expect(page).toHaveLength(50);
      const emails = page.map((u) => u.email);
      expect(emails).toEqual([...emails].sort());
      const rest = await owner.gql<{ users: Listed[] }>(USERS, { c: acme, o: 50 });
      const all = [...page, ...rest.body.data!.users];
      const count = await owner.gql<{ userCount: number }>(COUNT, { c: acme });
      expect(all).toHaveLength(count.body.data!.userCount);
      expect(new Set(all.map((u) => u.email)).size).toBe(all.length);
      expect(all.map((u) => u.email)).not.toContain('outsider@other.test');

      const byEmail = Object.fromEntries(all.map((u) => [u.email, u]));
      expect(byEmail['owner@acme.test']).toMatchObject({ isSelf: true, verified: true });
      expect(byEmail['owner@acme.test']!.roles).toEqual([...PERMISSION_CODES]);
      // Stored roles: manage gateways' implied device roles are not listed.
      expect(byEmail['gateways@acme.test']).toMatchObject({ roles: ['mg'], isSelf: false });
      expect(byEmail['team00@acme.test']).toMatchObject({ verified: false, roles: [] });
    });

    it('search by name or address, and count the matches', async () => {
      const byName = await owner.gql<{ users: Listed[] }>(USERS, { c: acme, q: 'pat plain' });
      expect(byName.body.data!.users.map((u) => u.email)).toEqual(['plain@acme.test']);
      const byPart = await owner.gql<{ users: Listed[] }>(USERS, { c: acme, q: 'TEAM5' });
      expect(byPart.body.data!.users.map((u) => u.email)).toEqual([
        'team50@acme.test',
        'team51@acme.test',
        'team52@acme.test',
        'team53@acme.test',
        'team54@acme.test',
      ]);
      const count = await owner.gql<{ userCount: number }>(COUNT, { c: acme, q: 'team5' });
      expect(count.body.data!.userCount).toBe(5);
      // LIKE wildcards typed match themselves.
      const wild = await owner.gql<{ userCount: number }>(COUNT, { c: acme, q: '%' });
      expect(wild.body.data!.userCount).toBe(0);
    });

    it('find one address of the company (the uniqueness check), one id, or all but oneself', async () => {
      const found = await owner.gql<{ users: Listed[] }>(USERS, { e: ' Plain@ACME.test ' });
      expect(found.body.data!.users.map((u) => u.id)).toEqual([ids['plain@acme.test']]);
      const elsewhere = await owner.gql<{ users: Listed[] }>(USERS, {
        c: acme,
        e: 'outsider@other.test',
      });
      expect(elsewhere.body.data!.users).toEqual([]);
      const byId = await owner.gql<{ users: Listed[] }>(USERS, {
        c: acme,
        u: ids['gateways@acme.test'],
      });
      expect(byId.body.data!.users.map((u) => u.email)).toEqual(['gateways@acme.test']);
      const others = await owner.gql<{ users: Listed[] }>(USERS, { c: acme, q: 'o', x: true });
      expect(others.body.data!.users.map((u) => u.email)).not.toContain('owner@acme.test');
    });

    it.each([
      ['a user without manage users', () => plain, () => acme, messages.insufficientPrivileges],
      ['another company’s manager', () => outsider, () => acme, messages.noAccess],
      ['a manager, asking for another company', () => owner, () => other, messages.noAccess],
      [
        'a partner’s user, for a company it does not run',
        () => agent,
        () => other,
        messages.noAccess,
      ],
      [
        'a visitor signed out',
        () => browserSession(server.app),
        () => acme,
        messages.mustBeLoggedIn,
      ],
    ])('refuse %s', async (_title, who, customer, message) => {
      const list = await who().gql(USERS, { c: customer() });
      expect(errorOf(list.body)).toBe(message);
      const count = await who().gql(COUNT, { c: customer() });
      expect(errorOf(count.body)).toBe(message);
    });

    it('answer a partner’s user and super users for the companies they run', async () => {
      for (const who of [agent, superUser]) {
        const { body } = await who.gql<{ users: Listed[] }>(USERS, {
          c: acme,
          e: 'plain@acme.test',
        });
        expect(body.data!.users.map((u) => u.email)).toEqual(['plain@acme.test']);
      }
    });
  });

  describe('inviteToCompany and reinviteToCompany', () => {
    it('create the user with the roles and mail the 24-hour link, which sets their password', async () => {
      const before = Date.now();
      const { body } = await manager.gql<{ inviteToCompany: Listed }>(INVITE, {
        e: ' New.Hire@Example.TEST ',
        c: acme,
        r: ['ct', 'mu'],
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.inviteToCompany).toMatchObject({
        email: 'new.hire@example.test',
        verified: false,
        roles: ['mu', 'ct'],
        isSelf: false,
      });
      const mail = await smtp.waitFor((m) => m.to.includes('new.hire@example.test'));
      expect(mail.subject).toContain(ACME);
      expect(mail.text).toContain('Mia');
      const token = /http:\/\/localhost:8080\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      const id = body.data!.inviteToCompany.id;
      const [invitation] = await db()
        .select()
        .from(userInvitations)
        .where(eq(userInvitations.userId, Number(id)));
      expect(invitation!.tokenHash).toBe(hashToken(token!));
      expect(invitation!.invitedBy).toBe(Number(ids['manager@acme.test']));
      const lifetime = invitation!.expireAt.getTime() - before;
      expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(60_000);

      const invitee = browserSession(server.app);
      const verified = await invitee.gql(
        `mutation($id: ID!, $t: String!, $p: String!) {
          verifyUser(id: $id, token: $t, password: $p, acceptedTerms: true) }`,
        { id, t: token, p: 'New-Hire-Pass-2026' },
      );
      expect(verified.body.errors).toBeUndefined();
      const hire = await signedIn(server.app, 'new.hire@example.test', 'New-Hire-Pass-2026');
      const me = await hire.gql<{ me: { customer: { id: string; roles: string[] } } }>(ME);
      expect(me.body.data!.me.customer).toEqual({ id: acme, roles: ['mu', 'ct'] });
      const listed = await owner.gql<{ users: Listed[] }>(USERS, { e: 'new.hire@example.test' });
      expect(listed.body.data!.users[0]!.verified).toBe(true);
    });

    it.each([
      ['an invalid address', { e: 'not-an-address' }, messages.invalidEmail],
      ['an address taken, in any company', { e: 'OUTSIDER@other.test' }, messages.emailTaken],
      [
        'a code that is no permission',
        { e: 'x1@example.test', r: ['ct', 'admin'] },
        userAdminMessages.unknownRole('admin'),
      ],
      [
        'a role the inviter does not hold',
        { e: 'x2@example.test', r: ['ct', 'mc'] },
        userAdminMessages.roleNotHeld('Manage company'),
      ],
    ])('refuse %s, creating nobody', async (_title, vars, message) => {
      const { body } = await manager.gql(INVITE, { c: acme, ...vars });
      expect(errorOf(body)).toBe(message);
      expect(body.data).toBeNull();
      const created = await db()
        .select()
        .from(users)
        .where(inArray(users.email, ['x1@example.test', 'x2@example.test', 'not-an-address']));
      expect(created).toEqual([]);
    });

    it('refuse users who do not manage the company’s users', async () => {
      for (const [who, customer, message] of [
        [plain, acme, messages.insufficientPrivileges],
        [outsider, acme, messages.noAccess],
      ] as const) {
        const { body } = await who.gql(INVITE, { c: customer, e: 'x3@example.test' });
        expect(errorOf(body)).toBe(message);
      }
    });

    it('take the user back when the invitation cannot be sent, so it can be sent again', async () => {
      smtp.rejectNext(1, 550, 'rcpt');
      const refused = await owner.gql(INVITE, { c: acme, e: 'bounce@example.test' });
      expect(errorOf(refused.body)).toBe(messages.invitationNotSent);
      expect(await db().select().from(users).where(eq(users.email, 'bounce@example.test'))).toEqual(
        [],
      );
      const again = await owner.gql(INVITE, { c: acme, e: 'bounce@example.test' });
      expect(again.body.errors).toBeUndefined();
      await smtp.waitFor((m) => m.to.includes('bounce@example.test'));
    });

    it('re-invite a user not verified yet with a new link; never a verified one', async () => {
      const { body } = await owner.gql<{ inviteToCompany: Listed }>(INVITE, {
        c: acme,
        e: 'late@example.test',
      });
      const id = body.data!.inviteToCompany.id;
      await smtp.waitFor((m) => m.to.includes('late@example.test'));
      const again = await owner.gql(REINVITE, { id, c: acme });
      expect(again.body).toEqual({ data: { reinviteToCompany: true } });
      await expect
        .poll(() => smtp.received.filter((m) => m.to.includes('late@example.test')).length)
        .toBe(2);
      const links = smtp.received
        .filter((m) => m.to.includes('late@example.test'))
        .map((m) => /\/verify\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1]);
      expect(new Set(links).size).toBe(2);

      smtp.rejectNext(1, 550, 'rcpt');
      const bounced = await owner.gql(REINVITE, { id, c: acme });
      expect(errorOf(bounced.body)).toBe(messages.invitationNotSent);

      const verified = await owner.gql(REINVITE, { id: ids['plain@acme.test'], c: acme });
      expect(errorOf(verified.body)).toBe(messages.invitationNotSent);
      const elsewhere = await owner.gql(REINVITE, { id: ids['outsider@other.test'], c: acme });
      expect(errorOf(elsewhere.body)).toBe(messages.noAccess);
      const notManager = await plain.gql(REINVITE, { id, c: acme });
      expect(errorOf(notManager.body)).toBe(messages.insufficientPrivileges);
    });
  });

  describe('editCustomerPermissions', () => {
    it('replaces roles, answers how many users changed, and reaches their next request', async () => {
      const before = await plain.gql(USERS, { c: acme });
      expect(errorOf(before.body)).toBe(messages.insufficientPrivileges);

      const { body } = await owner.gql(EDIT, {
        c: acme,
        p: [
          { userID: ids['plain@acme.test'], roles: ['mu', 'mg'] },
          { userID: ids['gateways@acme.test'], roles: ['mg'] },
        ],
      });
      expect(body).toEqual({ data: { editCustomerPermissions: 1 } });
      expect(await storedRoles('plain@acme.test')).toEqual(['mg', 'mu']);
      // The same session, at once: its cached user was forgotten.
      const me = await plain.gql<{ me: { customer: { roles: string[] } } }>(ME);
      expect(me.body.data!.me.customer.roles).toEqual(['mg', 'ad2', 'dd2', 'md2', 'mu']);
      const after = await plain.gql(USERS, { c: acme });
      expect(after.body.errors).toBeUndefined();

      const back = await owner.gql(EDIT, {
        c: acme,
        p: [{ userID: ids['plain@acme.test'], roles: [] }],
      });
      expect(back.body).toEqual({ data: { editCustomerPermissions: 1 } });
      expect(errorOf((await plain.gql(USERS, { c: acme })).body)).toBe(
        messages.insufficientPrivileges,
      );
    });

    it('give and take only roles the editor holds; others’ roles stay as they are', async () => {
      await owner.gql(EDIT, {
        c: acme,
        p: [{ userID: ids['gateways@acme.test'], roles: ['mg', 'mc'] }],
      });
      const give = await manager.gql(EDIT, {
        c: acme,
        p: [{ userID: ids['plain@acme.test'], roles: ['mc'] }],
      });
      expect(errorOf(give.body)).toBe(userAdminMessages.roleNotHeld('Manage company'));
      const take = await manager.gql(EDIT, {
        c: acme,
        p: [{ userID: ids['gateways@acme.test'], roles: ['mg'] }],
      });
      expect(errorOf(take.body)).toBe(userAdminMessages.roleNotHeld('Manage company'));
      const keep = await manager.gql(EDIT, {
        c: acme,
        p: [{ userID: ids['gateways@acme.test'], roles: ['mc', 'mg', 'ct'] }],
      });
      expect(keep.body).toEqual({ data: { editCustomerPermissions: 1 } });
      expect(await storedRoles('gateways@acme.test')).toEqual(['ct', 'mc', 'mg']);
      const same = await manager.gql(EDIT, {
        c: acme,
        p: [{ userID: ids['gateways@acme.test'], roles: ['ct', 'mg', 'mc', 'ct'] }],
      });
      expect(same.body).toEqual({ data: { editCustomerPermissions: 0 } });
    });

    it.each([
      [
        'their own roles',
        () => ({ c: acme, p: [{ userID: ids['owner@acme.test'], roles: ['mu'] }] }),
        userAdminMessages.ownRoles,
      ],
      [
        'a code that is no permission',
        () => ({ c: acme, p: [{ userID: ids['plain@acme.test'], roles: ['root'] }] }),
        userAdminMessages.unknownRole('root'),
      ],
      [
        'a user of another company, beside one of theirs',
        () => ({
          c: acme,
          p: [
            { userID: ids['plain@acme.test'], roles: ['ct'] },
            { userID: ids['outsider@other.test'], roles: [] },
          ],
        }),
        messages.noAccess,
      ],
      [
        'another company',
        () => ({ c: other, p: [{ userID: ids['outsider@other.test'], roles: [] }] }),
        messages.noAccess,
      ],
    ])('refuse %s, changing nothing', async (_title, vars, message) => {
      const plainBefore = await storedRoles('plain@acme.test');
      const { body } = await owner.gql(EDIT, vars());
      expect(errorOf(body)).toBe(message);
      expect(await storedRoles('plain@acme.test')).toEqual(plainBefore);
      expect(await storedRoles('outsider@other.test', other)).toEqual(['mc', 'mu']);
    });

    it('keep one manager of users: of two managers removing each other, one is refused', async () => {
      const pair = 'Pair Users Co';
      for (const email of ['ann@pair.test', 'bob@pair.test']) {
        const created = await createUser(db(), {
          email,
          password: PASSWORD,
          customerName: pair,
          roles: ['mu'],
        });
        ids[email] = String(created.id);
      }
      const [pairRow] = await db().select().from(accounts).where(eq(accounts.name, pair));
      const c = String(pairRow!.id);
      const ann = await session('ann@pair.test');
      const bob = await session('bob@pair.test');
      const answers = await Promise.all([
        ann.gql(EDIT, { c, p: [{ userID: ids['bob@pair.test'], roles: [] }] }),
        bob.gql(EDIT, { c, p: [{ userID: ids['ann@pair.test'], roles: [] }] }),
      ]);
      const errors = answers.map((answer) => errorOf(answer.body)).filter(Boolean);
      // Whoever went second either lost mu (refused) or would leave no manager.
      expect(errors).toHaveLength(1);
      expect([messages.insufficientPrivileges, userAdminMessages.lastManager]).toContain(errors[0]);
      const managers = await db()
        .select()
        .from(userPermissions)
        .where(eq(userPermissions.customerId, Number(c)));
      expect(managers.map((row) => row.code)).toEqual(['mu']);

      // A super user cannot take the last one's mu either, nor delete them.
      const last = managers[0]!.userId;
      const email = last === Number(ids['ann@pair.test']) ? 'ann@pair.test' : 'bob@pair.test';
      const take = await superUser.gql(EDIT, { c, p: [{ userID: String(last), roles: ['mc'] }] });
      expect(errorOf(take.body)).toBe(userAdminMessages.lastManager);
      const remove = await superUser.gql(DELETE, { c, e: email });
      expect(errorOf(remove.body)).toBe(userAdminMessages.lastManager);
      expect(await storedRoles(email, c)).toEqual(['mu']);
    });
  });

  describe('deleteUser', () => {
    it('removes a user of the company and ends their sessions at once', async () => {
      await person('leaver@acme.test');
      const leaver = await session('leaver@acme.test');
      expect((await leaver.gql<{ me: unknown }>(ME)).body.data!.me).not.toBeNull();
      const { body } = await manager.gql(DELETE, { c: acme, e: 'LEAVER@acme.test' });
      expect(body).toEqual({ data: { deleteUser: true } });
      expect((await leaver.gql<{ me: unknown }>(ME)).body.data!.me).toBeNull();
      expect(await db().select().from(users).where(eq(users.email, 'leaver@acme.test'))).toEqual(
        [],
      );
      const again = await manager.gql(DELETE, { c: acme, e: 'leaver@acme.test' });
      expect(errorOf(again.body)).toBe(messages.noAccess);
    });

    it.each([
      ['oneself', () => manager, () => acme, 'manager@acme.test', userAdminMessages.deleteSelf],
      ['a super user', () => manager, () => acme, 'super@acme.test', userAdminMessages.deleteSuper],
      ['another company’s user', () => owner, () => acme, 'outsider@other.test', messages.noAccess],
      ['in another company', () => owner, () => other, 'outsider@other.test', messages.noAccess],
      [
        'without manage users',
        () => plain,
        () => acme,
        'team00@acme.test',
        messages.insufficientPrivileges,
      ],
    ])('refuses deleting %s', async (_title, who, customer, email, message) => {
      const { body } = await who().gql(DELETE, { c: customer(), e: email });
      expect(errorOf(body)).toBe(message);
      expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });
  });

  describe('editCustomerHomePage', () => {
    it('sets one’s own home page, or the default, seen on the next request', async () => {
      const id = ids['plain@acme.test'];
      const url = '/' + acme + '/views/Plant%20Room?tab=2';
      const set = await plain.gql(HOME_PAGE, { c: acme, u: id, d: url });
      expect(set.body).toEqual({ data: { editCustomerHomePage: true } });
      expect((await plain.gql<{ me: { homeUrl: string } }>(ME)).body.data!.me.homeUrl).toBe(url);
      const reset = await plain.gql(HOME_PAGE, { c: acme, u: id, d: null });
      expect(reset.body).toEqual({ data: { editCustomerHomePage: true } });
      expect((await plain.gql<{ me: { homeUrl: null } }>(ME)).body.data!.me.homeUrl).toBeNull();
    });

    it.each(['//evil.example/home', 'https://evil.example/', 'home', '/a b'])(
      'refuses %j, a page of no this site',
      async (url) => {
        const { body } = await plain.gql(HOME_PAGE, { c: acme, u: ids['plain@acme.test'], d: url });
        expect(errorOf(body)).toBe(userAdminMessages.homePageNotPath);
      },
    );

    it('sets another user’s with manage users, and fails for a user deleted meanwhile', async () => {
      const set = await manager.gql(HOME_PAGE, {
        c: acme,
        u: ids['gateways@acme.test'],
        d: '/home/parser',
      });
      expect(set.body).toEqual({ data: { editCustomerHomePage: true } });
      const listed = await owner.gql<{ users: Listed[] }>(USERS, { e: 'gateways@acme.test' });
      expect(listed.body.data!.users[0]!.homeUrl).toBe('/home/parser');

      await addPeople(acme, ['gone@acme.test']);
      await manager.gql(DELETE, { c: acme, e: 'gone@acme.test' });
      const gone = await manager.gql(HOME_PAGE, { c: acme, u: ids['gone@acme.test'], d: '/home' });
      expect(errorOf(gone.body)).toBe(messages.noAccess);
    });

    it.each([
      [
        'another user’s without manage users',
        () => plain,
        () => acme,
        'team01@acme.test',
        messages.insufficientPrivileges,
      ],
      [
        'a user of another company',
        () => owner,
        () => acme,
        'outsider@other.test',
        messages.noAccess,
      ],
      [
        'one’s own, named under another company',
        () => plain,
        () => other,
        'plain@acme.test',
        messages.noAccess,
      ],
    ])('refuses %s', async (_title, who, customer, email, message) => {
      const { body } = await who().gql(HOME_PAGE, { c: customer(), u: ids[email], d: '/home' });
      expect(errorOf(body)).toBe(message);
    });
  });
});
