import { LIVE_EVENTS, SHARE_ADDRESSES_MAX, messages, type LiveReading } from '@vigil/domain';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client.js';
import {
  images,
  shareLinks,
  userInvitations,
  users,
  viewUsers,
  views,
  viewVisits,
  widgets,
} from '../../db/schema.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { gatewayClient, insertTestLibrary } from '../../testing/telemetryFixtures.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createUser } from '../admin/admin.service.js';

const PASSWORD = 'Share-Test-2026!';
const ACME = 'Acme Share Co';
const OTHER = 'Other Share Co';

const VIEW_USERS = `query($c: ID!, $v: ID, $n: String) { viewUsers(customerID: $c, viewID: $v,
  viewName: $n) { user { id email firstName } permissions { read update delete share }
  alerts { yellow red disconnected cleared } roles { id name } reasons } }`;
const SHARE_USERS = `query($c: ID!, $q: String!) { shareUsers(customerID: $c, query: $q) {
  id email isInCustomer } }`;
const ADD = `mutation($v: ID!, $c: ID!, $p: [ViewUserInviteInput!]!, $pn: String) {
  addViewUser(viewID: $v, customerID: $c, permissions: $p, productName: $pn) {
    successes failures { email error } } }`;
const UPDATE = `mutation($v: ID!, $c: ID!, $p: [ViewUserPermissionInput!]!, $pub: Boolean) {
  updateViewUsers(viewID: $v, customerID: $c, permissions: $p, isPublic: $pub) }`;
const DELETE = `mutation($v: ID!, $c: ID!, $id: ID!) { deleteViewUser(viewID: $v, customerID: $c,
  id: $id) }`;
const CREATE_LINK = `mutation($v: ID!, $c: ID!, $d: Int) { createShareLink(viewID: $v,
  customerID: $c, expireDays: $d) { id url token expireAt } }`;
const REVOKE = `mutation($id: ID!, $c: ID!) { revokeShareLink(id: $id, customerID: $c) }`;
const SHARED_VIEWS = `query($q: String, $s: Boolean, $c: ID, $v: ID, $l: Int, $o: Int) {
  sharedViews(query: $q, withStatus: $s, customerID: $c, viewID: $v, limit: $l, offset: $o) {
    id status createdBy expireAt revokedAt view { id name canShare } } }`;
const VIEW = `query($v: ID, $n: String, $tk: String) { view(viewID: $v, viewName: $n, token: $tk) {
  id name canUpdate canDelete canShare isCreator } }`;
const NEW_VIEW = `mutation($n: String!, $c: ID!, $pub: Boolean) { newView(name: $n, customerID: $c,
  isPublic: $pub) { id } }`;
const NEW_WIDGET = `mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }`;

type Session = ReturnType<typeof browserSession>;

interface Site {
  handle: DatabaseHandle;
  server: Awaited<ReturnType<typeof testApp>>;
  customerId: string;
  otherCustomerId: string;
  ids: Record<string, string>;
  owner: Session;
  manager: Session;
  sharer: Session;
  reader: Session;
  outsider: Session;
  superUser: Session;
  /** Sensors of the site's equipment, and the gateway posting their readings. */
  sensorIds: number[];
  gateway: ReturnType<typeof gatewayClient>;
}

/**
 * A customer with an owner (so, cpv, mg: creates the views), a company manager (mc), a user to be
 * given share, a reader, a plain user, six team members, a super user of the company, and a user
 * of another customer; a gateway with one equipment and its sensors.
 */
async function openSite(db: DatabaseHandle, smtpUrl: string): Promise<Site> {
  const server = await testApp(db.db, { mail: { smtpUrl, from: 'Vigil <share@vigil.test>' } });
  const people: [string, Partial<Parameters<typeof createUser>[1]>][] = [
    ['owner@acme.test', { roles: ['so', 'cpv', 'mg'], firstName: 'Olive', lastName: 'Owner' }],
    ['manager@acme.test', { roles: ['mc'] }],
    ['sharer@acme.test', {}],
    ['reader@acme.test', {}],
    ['plain@acme.test', {}],
    ...[1, 2, 3, 4, 5, 6].map((i): [string, object] => [`team${i}@acme.test`, {}]),
    ['super@acme.test', { isSuper: true }],
  ];
  for (const [email, extra] of people) {
    await createUser(db.db, { email, password: PASSWORD, customerName: ACME, ...extra });
  }
  await createUser(db.db, {
    email: 'outsider@other.test',
    password: PASSWORD,
    customerName: OTHER,
    roles: ['mc', 'so', 'cpv'],
  });
  const ids: Record<string, string> = {};
  for (const row of await db.db.select({ id: users.id, email: users.email }).from(users)) {
    ids[row.email] = String(row.id);
  }
  const session = (email: string) => signedIn(server.app, email, PASSWORD);
  const owner = await session('owner@acme.test');
  const me = await owner.gql<{ me: { customer: { id: string } } }>('{ me { customer { id } } }');
  const customerId = me.body.data!.me.customer.id;
  const outsider = await session('outsider@other.test');
  const other = await outsider.gql<{ me: { customer: { id: string } } }>(
    '{ me { customer { id } } }',
  );
  const library = await insertTestLibrary(db.db, Number(customerId));
  const registered = (
    await owner.gql<{ registerGateway: { id: string; token: string } }>(
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Share site") { id token } }`,
      { c: customerId },
    )
  ).body.data!.registerGateway;
  await owner.gql(
    `mutation($g: ID!, $c: ID!, $l: ID) { onboardEquipment(gatewayID: $g, customerID: $c,
      ip: "10.1.0.5", manufacturerModel: $l, description: "Share UPS", protocol: "Modbus") { id } }`,
    { g: registered.id, c: customerId, l: String(library) },
  );
  const gateway = gatewayClient(server.app, registered.id, registered.token);
  const points = (await gateway.config()).json().equipment[0].points as { sensorId: number }[];
  return {
    handle: db,
    server,
    customerId,
    otherCustomerId: other.body.data!.me.customer.id,
    ids,
    owner,
    manager: await session('manager@acme.test'),
    sharer: await session('sharer@acme.test'),
    reader: await session('reader@acme.test'),
    outsider,
    superUser: await session('super@acme.test'),
    sensorIds: points.map((p) => p.sensorId),
    gateway,
  };
}

/** The row counts a refused call must leave as they were. */
async function counts(db: Database) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from users) as users,
      (select count(*)::int from user_invitations) as invitations,
      (select count(*)::int from view_users) as grants,
      (select count(*)::int from share_links) as links,
      (select count(*)::int from share_links where revoked_at is not null) as revoked,
      (select count(*)::int from views where is_public) as public_views`,
  );
  return row;
}

describe.each(await availableDatabases())('view sharing on %s', (kind) => {
  let site: Site;
  let smtp: SmtpTestServer;
  let viewSeq = 0;

  const db = () => site.handle.db;
  /** A new view of the owner's, with a widget over the first sensor. */
  const newBoard = async (isPublic = false) => {
    viewSeq += 1;
    const made = await site.owner.gql<{ newView: { id: string } }>(NEW_VIEW, {
      n: `Board ${viewSeq}`,
      c: site.customerId,
      pub: isPublic,
    });
    const id = made.body.data!.newView.id;
    await site.owner.gql(NEW_WIDGET, {
      v: id,
      w: { type: 'SENSOR_VALUE', name: 'Inlet', sensorIDs: [String(site.sensorIds[0])] },
    });
    return { id, name: `Board ${viewSeq}` };
  };
  const grant = (viewId: string, userId: string, rights: Record<string, boolean>) =>
    site.owner.gql(UPDATE, {
      v: viewId,
      c: site.customerId,
      p: [{ userID: userId, ...rights }],
    });
  const grantRow = async (viewId: string, userId: string) => {
    const [row] = await db()
      .select()
      .from(viewUsers)
      .where(and(eq(viewUsers.viewId, Number(viewId)), eq(viewUsers.userId, Number(userId))));
    return row;
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    site = await openSite(await openTestDatabase(kind), smtp.url);
  });
  afterAll(async () => {
    await site?.server.app.close();
    await smtp?.close();
    await site?.handle.close();
  });

  describe('viewUsers', () => {
    it('lists who reads the view and why, without super users or users who cannot read', async () => {
      const board = await newBoard();
      await grant(board.id, site.ids['reader@acme.test']!, { read: true });
      await grant(board.id, site.ids['sharer@acme.test']!, { share: true });
      // A grant of a super user, and a row of alert kinds alone, give no listing.
      await db()
        .insert(viewUsers)
        .values([
          { viewId: Number(board.id), userId: Number(site.ids['super@acme.test']) },
          {
            viewId: Number(board.id),
            userId: Number(site.ids['plain@acme.test']),
            canRead: false,
            alertRed: true,
          },
        ]);
      await db()
        .update(viewUsers)
        .set({ alertYellow: true })
        .where(
          and(
            eq(viewUsers.viewId, Number(board.id)),
            eq(viewUsers.userId, Number(site.ids['reader@acme.test'])),
          ),
        );
      const { body } = await site.owner.gql<{ viewUsers: Record<string, unknown>[] }>(VIEW_USERS, {
        c: site.customerId,
        v: board.id,
      });
      expect(body.errors).toBeUndefined();
      const none = { yellow: false, red: false, disconnected: false, cleared: false };
      const all = { read: true, update: true, delete: true, share: true };
      expect(body.data!.viewUsers).toEqual([
        {
          user: { id: site.ids['manager@acme.test'], email: 'manager@acme.test', firstName: null },
          permissions: all,
          alerts: none,
          roles: [{ id: 'mc', name: messages.viewUserManagesCompany }],
          reasons: [messages.viewUserManagesCompany],
        },
        {
          user: { id: site.ids['owner@acme.test'], email: 'owner@acme.test', firstName: 'Olive' },
          permissions: all,
          alerts: none,
          roles: [],
          reasons: [messages.viewUserCreator],
        },
        {
          user: { id: site.ids['reader@acme.test'], email: 'reader@acme.test', firstName: null },
          permissions: { read: true, update: false, delete: false, share: false },
          alerts: { ...none, yellow: true },
          roles: [],
          reasons: [messages.viewUserSharedWith],
        },
        {
          user: { id: site.ids['sharer@acme.test'], email: 'sharer@acme.test', firstName: null },
          permissions: { read: true, update: false, delete: false, share: true },
          alerts: none,
          roles: [],
          reasons: [messages.viewUserSharedWith],
        },
      ]);
      // By name, as the spec's call has it.
      const byName = await site.owner.gql<{ viewUsers: unknown[] }>(VIEW_USERS, {
        c: site.customerId,
        n: board.name,
      });
      expect(byName.body.data!.viewUsers).toEqual(body.data!.viewUsers);
    });

    it('lists every user of the customer for a public view', async () => {
      const board = await newBoard(true);
      const { body } = await site.owner.gql<{
        viewUsers: { user: { email: string }; reasons: string[] }[];
      }>(VIEW_USERS, { c: site.customerId, v: board.id });
      const emails = body.data!.viewUsers.map((u) => u.user.email);
      expect(emails).toContain('plain@acme.test');
      expect(emails).toContain('team6@acme.test');
      expect(emails).not.toContain('super@acme.test');
      expect(emails).not.toContain('outsider@other.test');
      const plain = body.data!.viewUsers.find((u) => u.user.email === 'plain@acme.test');
      expect(plain!.reasons).toEqual([messages.viewUserPublicView]);
    });

    it('needs the share right on the view', async () => {
      const board = await newBoard();
      await grant(board.id, site.ids['reader@acme.test']!, { read: true, update: true });
      const asReader = await site.reader.gql(VIEW_USERS, { c: site.customerId, v: board.id });
      expect(asReader.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      const asPlain = await browserSession(site.server.app).gql(VIEW_USERS, {
        c: site.customerId,
        v: board.id,
      });
      expect(asPlain.body.errors?.[0]?.message).toBe(messages.mustBeLoggedIn);
      const asOutsider = await site.outsider.gql(VIEW_USERS, {
        c: site.otherCustomerId,
        v: board.id,
      });
      expect(asOutsider.body.errors?.[0]?.message).toBe(messages.noAccess);
      // A user given share may list them.
      await grant(board.id, site.ids['sharer@acme.test']!, { share: true });
      const asSharer = await site.sharer.gql(VIEW_USERS, { c: site.customerId, v: board.id });
      expect(asSharer.body.errors).toBeUndefined();
    });
  });

  describe('shareUsers', () => {
    it('suggests at most five users of the customer by address, never another customer’s', async () => {
      const { body } = await site.owner.gql<{
        shareUsers: { email: string; isInCustomer: boolean }[];
      }>(SHARE_USERS, { c: site.customerId, q: 'team' });
      expect(body.data!.shareUsers.map((u) => u.email)).toEqual([
        'team1@acme.test',
        'team2@acme.test',
        'team3@acme.test',
        'team4@acme.test',
        'team5@acme.test',
      ]);
      expect(body.data!.shareUsers.every((u) => u.isInCustomer)).toBe(true);
      // Those starting with the text come first; the search ignores case.
      const mixed = await site.owner.gql<{ shareUsers: { email: string }[] }>(SHARE_USERS, {
        c: site.customerId,
        q: 'R@ACME',
      });
      expect(mixed.body.data!.shareUsers.map((u) => u.email)).toEqual([
        'manager@acme.test',
        'owner@acme.test',
        'reader@acme.test',
        'sharer@acme.test',
      ]);
      for (const q of ['outsider', 'other.test', 'super']) {
        const found = await site.owner.gql<{ shareUsers: unknown[] }>(SHARE_USERS, {
          c: site.customerId,
          q,
        });
        expect(found.body.data!.shareUsers, q).toEqual([]);
      }
      const blank = await site.owner.gql(SHARE_USERS, { c: site.customerId, q: '  ' });
      expect(blank.body.data).toEqual({ shareUsers: [] });
      // A wildcard typed matches itself.
      const wildcard = await site.owner.gql(SHARE_USERS, { c: site.customerId, q: '%' });
      expect(wildcard.body.data).toEqual({ shareUsers: [] });
    });

    it('refuses another customer and an overlong search', async () => {
      const other = await site.owner.gql(SHARE_USERS, { c: site.otherCustomerId, q: 'out' });
      expect(other.body.errors?.[0]?.message).toBe(messages.noAccess);
      const long = await site.owner.gql(SHARE_USERS, { c: site.customerId, q: 'a'.repeat(300) });
      expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('addViewUser', () => {
    it('grants users of the customer, leaves super users be, refuses others per address', async () => {
      const board = await newBoard();
      await db()
        .insert(viewUsers)
        .values({
          viewId: Number(board.id),
          userId: Number(site.ids['reader@acme.test']),
          canRead: false,
          alertRed: true,
        });
      const { body } = await site.owner.gql<{
        addViewUser: { successes: string[]; failures: { email: string; error: string }[] };
      }>(ADD, {
        v: board.id,
        c: site.customerId,
        p: [
          { email: ' Reader@Acme.test ', update: true },
          { email: 'team1@acme.test', share: true },
          { email: 'team1@acme.test', update: true },
          { email: 'super@acme.test' },
          { email: 'outsider@other.test' },
          { email: 'not an address' },
        ],
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.addViewUser).toEqual({
        successes: ['reader@acme.test', 'team1@acme.test', 'super@acme.test'],
        failures: [
          { email: 'not an address', error: messages.invalidEmail },
          { email: 'outsider@other.test', error: messages.noShareWithUser },
        ],
      });
      expect(await grantRow(board.id, site.ids['reader@acme.test']!)).toMatchObject({
        canRead: true,
        canUpdate: true,
        canShare: false,
        alertRed: true,
      });
      expect(await grantRow(board.id, site.ids['team1@acme.test']!)).toMatchObject({
        canRead: true,
        canUpdate: true,
        canShare: true,
      });
      expect(await grantRow(board.id, site.ids['super@acme.test']!)).toBeUndefined();
      expect(await grantRow(board.id, site.ids['outsider@other.test']!)).toBeUndefined();
      // Sharing again gives read, and takes nothing away.
      await site.owner.gql(ADD, {
        v: board.id,
        c: site.customerId,
        p: [{ email: 'team1@acme.test' }],
      });
      expect(await grantRow(board.id, site.ids['team1@acme.test']!)).toMatchObject({
        canUpdate: true,
        canShare: true,
      });
    });

    it('invites an address with no account by e-mail when the user may share outside', async () => {
      const board = await newBoard();
      const before = Date.now();
      const { body } = await site.owner.gql<{ addViewUser: unknown }>(ADD, {
        v: board.id,
        c: site.customerId,
        p: [{ email: 'New.Person@Example.test', share: true }],
      });
      expect(body.data!.addViewUser).toEqual({
        successes: ['new.person@example.test'],
        failures: [],
      });
      const mail = await smtp.waitFor((m) => m.to.includes('new.person@example.test'));
      expect(mail.subject).toContain(board.name);
      expect(mail.text).toContain('Olive Owner');
      const token = new RegExp(`http://localhost:8080/verify/([A-Za-z0-9_-]+)`).exec(
        mail.text,
      )?.[1];
      expect(token).toBeDefined();
      const [user] = await db()
        .select()
        .from(users)
        .where(eq(users.email, 'new.person@example.test'));
      expect(user).toMatchObject({
        customerId: Number(site.customerId),
        passwordHash: null,
        isSuper: false,
      });
      const [invitation] = await db()
        .select()
        .from(userInvitations)
        .where(eq(userInvitations.userId, user!.id));
      expect(invitation!.tokenHash).toBe(hashToken(token!));
      expect(invitation!.invitedBy).toBe(Number(site.ids['owner@acme.test']));
      const lifetime = invitation!.expireAt.getTime() - before;
      expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
      expect(lifetime).toBeLessThan(24 * 3600_000 + 60_000);
      expect(await grantRow(board.id, String(user!.id))).toMatchObject({
        canRead: true,
        canShare: true,
      });
    });

    it('keeps the grant when the invitation cannot be sent, and says so', async () => {
      const board = await newBoard();
      smtp.rejectNext(1, 550, 'rcpt');
      const { body } = await site.owner.gql<{ addViewUser: unknown }>(ADD, {
        v: board.id,
        c: site.customerId,
        p: [{ email: 'bounce@example.test' }],
      });
      expect(body.data!.addViewUser).toEqual({
        successes: [],
        failures: [{ email: 'bounce@example.test', error: messages.invitationNotSent }],
      });
      const [user] = await db().select().from(users).where(eq(users.email, 'bounce@example.test'));
      expect(await grantRow(board.id, String(user!.id))).toMatchObject({ canRead: true });
    });

    it('refuses new addresses without share-outside, and shares with the rest', async () => {
      const board = await newBoard();
      await grant(board.id, site.ids['sharer@acme.test']!, { share: true });
      const before = await counts(db());
      const { body } = await site.sharer.gql<{ addViewUser: unknown }>(ADD, {
        v: board.id,
        c: site.customerId,
        p: [{ email: 'stranger@example.test' }, { email: 'team2@acme.test' }],
      });
      expect(body.data!.addViewUser).toEqual({
        successes: ['team2@acme.test'],
        failures: [{ email: 'stranger@example.test', error: messages.noShareWithUser }],
      });
      const after = await counts(db());
      expect(after).toEqual({ ...before, grants: before!.grants! + 1 });
      // A right the sharer lacks is not theirs to give.
      const update = await site.sharer.gql(ADD, {
        v: board.id,
        c: site.customerId,
        p: [{ email: 'team3@acme.test', update: true }],
      });
      expect(update.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
    });

    it('refuses callers without share and too many addresses, writing nothing', async () => {
      const board = await newBoard();
      await grant(board.id, site.ids['reader@acme.test']!, { read: true, update: true });
      const before = await counts(db());
      const asReader = await site.reader.gql(ADD, {
        v: board.id,
        c: site.customerId,
        p: [{ email: 'team4@acme.test' }],
      });
      expect(asReader.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      const tooMany = await site.owner.gql(ADD, {
        v: board.id,
        c: site.customerId,
        p: Array.from({ length: SHARE_ADDRESSES_MAX + 1 }, (_, i) => ({
          email: `many${i}@example.test`,
        })),
      });
      expect(tooMany.body.errors?.[0]?.message).toBe(
        messages.shareTooManyAddresses(SHARE_ADDRESSES_MAX),
      );
      const otherCustomer = await site.outsider.gql(ADD, {
        v: board.id,
        c: site.otherCustomerId,
        p: [{ email: 'outsider@other.test' }],
      });
      expect(otherCustomer.body.errors?.[0]?.message).toBe(messages.noAccess);
      expect(await counts(db())).toEqual(before);
    });
  });

  describe('updateViewUsers and deleteViewUser', () => {
    it('saves rights, drops rows left with nothing, and keeps alert kinds', async () => {
      const board = await newBoard();
      const reader = site.ids['reader@acme.test']!;
      const team = site.ids['team3@acme.test']!;
      const set = await site.owner.gql(UPDATE, {
        v: board.id,
        c: site.customerId,
        p: [
          { userID: reader, read: true, update: true },
          { userID: team, delete: true },
          // The creator's own row is left as it is.
          { userID: site.ids['owner@acme.test'], read: false },
        ],
      });
      expect(set.body).toEqual({ data: { updateViewUsers: true } });
      expect(await grantRow(board.id, reader)).toMatchObject({ canRead: true, canUpdate: true });
      expect(await grantRow(board.id, team)).toMatchObject({ canRead: true, canDelete: true });
      expect(await grantRow(board.id, site.ids['owner@acme.test']!)).toBeUndefined();
      await db()
        .update(viewUsers)
        .set({ alertRed: true })
        .where(and(eq(viewUsers.viewId, Number(board.id)), eq(viewUsers.userId, Number(team))));
      await site.owner.gql(UPDATE, {
        v: board.id,
        c: site.customerId,
        p: [
          { userID: reader, read: false },
          { userID: team, read: false },
        ],
      });
      expect(await grantRow(board.id, reader)).toBeUndefined();
      expect(await grantRow(board.id, team)).toMatchObject({
        canRead: false,
        canDelete: false,
        alertRed: true,
      });
    });

    it('refuses the whole call for a user of another customer, writing nothing', async () => {
      const board = await newBoard();
      const before = await counts(db());
      const { body } = await site.owner.gql(UPDATE, {
        v: board.id,
        c: site.customerId,
        p: [
          { userID: site.ids['reader@acme.test'], read: true },
          { userID: site.ids['outsider@other.test'], read: true },
        ],
        pub: true,
      });
      expect(body.errors?.[0]?.message).toBe(messages.noShareWithUser);
      expect(await counts(db())).toEqual(before);
    });

    it('makes a view public or private only with cpv', async () => {
      const board = await newBoard();
      await grant(board.id, site.ids['sharer@acme.test']!, { share: true });
      const before = await counts(db());
      const refused = await site.sharer.gql(UPDATE, {
        v: board.id,
        c: site.customerId,
        p: [{ userID: site.ids['team4@acme.test'], read: true }],
        pub: true,
      });
      expect(refused.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      expect(await counts(db())).toEqual(before);
      // Unchanged, it needs nothing.
      const same = await site.sharer.gql(UPDATE, {
        v: board.id,
        c: site.customerId,
        p: [],
        pub: false,
      });
      expect(same.body).toEqual({ data: { updateViewUsers: true } });
      const made = await site.owner.gql(UPDATE, {
        v: board.id,
        c: site.customerId,
        p: [],
        pub: true,
      });
      expect(made.body).toEqual({ data: { updateViewUsers: true } });
      const [row] = await db()
        .select({ isPublic: views.isPublic })
        .from(views)
        .where(eq(views.id, Number(board.id)));
      expect(row!.isPublic).toBe(true);
      // Raising a right the caller lacks is refused.
      const raise = await site.sharer.gql(UPDATE, {
        v: board.id,
        c: site.customerId,
        p: [{ userID: site.ids['team4@acme.test'], update: true }],
      });
      expect(raise.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
    });

    it('takes a user off the view, never the creator', async () => {
      const board = await newBoard();
      const reader = site.ids['reader@acme.test']!;
      await grant(board.id, reader, { read: true });
      const call = (id: string) => site.owner.gql(DELETE, { v: board.id, c: site.customerId, id });
      expect((await call(reader)).body).toEqual({ data: { deleteViewUser: true } });
      expect(await grantRow(board.id, reader)).toBeUndefined();
      expect((await call(reader)).body).toEqual({ data: { deleteViewUser: false } });
      const creator = await call(site.ids['owner@acme.test']!);
      expect(creator.body.errors?.[0]?.message).toBe(messages.shareCreatorKeepsRights);
      const outsider = await call(site.ids['outsider@other.test']!);
      expect(outsider.body.errors?.[0]?.message).toBe(messages.noShareWithUser);
      const asReader = await site.reader.gql(DELETE, {
        v: board.id,
        c: site.customerId,
        id: reader,
      });
      expect(asReader.body.errors?.[0]?.message).toBe(messages.noAccess);
    });
  });

  describe('share links', () => {
    const createLink = async (viewId: string, expireDays?: number, session = site.owner) =>
      (
        await session.gql<{
          createShareLink: { id: string; url: string; token: string; expireAt: string };
        }>(CREATE_LINK, { v: viewId, c: site.customerId, d: expireDays })
      ).body;

    it('creates a link for a day by default, keeping only its token’s hash', async () => {
      const board = await newBoard();
      const before = Date.now();
      const body = await createLink(board.id);
      const link = body.data!.createShareLink;
      expect(link.url).toBe(`http://localhost:8080/shared/${link.token}`);
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const lasts = new Date(link.expireAt).getTime() - before;
      expect(lasts).toBeGreaterThanOrEqual(24 * 3600_000);
      expect(lasts).toBeLessThan(24 * 3600_000 + 60_000);
      const [row] = await db()
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.id, Number(link.id)));
      expect(row).toMatchObject({
        viewId: Number(board.id),
        customerId: Number(site.customerId),
        tokenHash: hashToken(link.token),
        createdBy: Number(site.ids['owner@acme.test']),
        revokedAt: null,
      });
      const week = (await createLink(board.id, 7)).data!.createShareLink;
      expect(new Date(week.expireAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    });

    it('refuses days out of range and callers without share, writing nothing', async () => {
      const board = await newBoard();
      await grant(board.id, site.ids['reader@acme.test']!, { read: true });
      const before = await counts(db());
      for (const days of [0, -1, 366]) {
        const body = await createLink(board.id, days);
        expect(body.errors?.[0], String(days)).toMatchObject({
          message: messages.shareLinkDays(365),
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const asReader = await createLink(board.id, 1, site.reader);
      expect(asReader.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      expect(await counts(db())).toEqual(before);
    });

    it('opens its view read-only without signing in; revoked or expired, it is an invalid token', async () => {
      const board = await newBoard();
      const link = (await createLink(board.id)).data!.createShareLink;
      const anonymous = browserSession(site.server.app);
      const opened = await anonymous.gql(VIEW, { tk: link.token });
      expect(opened.body).toEqual({
        data: {
          view: {
            id: board.id,
            name: board.name,
            canUpdate: false,
            canDelete: false,
            canShare: false,
            isCreator: false,
          },
        },
      });
      // Signed in, the token still gives its reach, and no visit is recorded for anyone.
      const visits = async () =>
        (
          await db()
            .select()
            .from(viewVisits)
            .where(eq(viewVisits.viewId, Number(board.id)))
        ).length;
      const visitsBefore = await visits();
      const asOwner = await site.owner.gql<{ view: { canUpdate: boolean } }>(VIEW, {
        v: board.id,
        tk: link.token,
      });
      expect(asOwner.body.data!.view.canUpdate).toBe(false);
      expect(await visits()).toBe(visitsBefore);
      const wrong = await anonymous.gql(VIEW, { tk: 'x'.repeat(43) });
      expect(wrong.body.errors?.[0]?.message).toBe(messages.invalidToken);
      const tooLong = await anonymous.gql(VIEW, { tk: 'x'.repeat(200) });
      expect(tooLong.body.errors?.[0]?.message).toBe(messages.invalidToken);

      const revoked = await site.owner.gql(REVOKE, { id: link.id, c: site.customerId });
      expect(revoked.body).toEqual({ data: { revokeShareLink: true } });
      expect((await anonymous.gql(VIEW, { tk: link.token })).body.errors?.[0]?.message).toBe(
        messages.invalidToken,
      );
      const expired = (await createLink(board.id)).data!.createShareLink;
      await db()
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, Number(expired.id)));
      expect((await anonymous.gql(VIEW, { tk: expired.token })).body.errors?.[0]?.message).toBe(
        messages.invalidToken,
      );
    });

    it('serves the images of its view through the link, and no others', async () => {
      const board = await newBoard();
      const customerId = Number(site.customerId);
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
      const shown = randomUUID();
      const elsewhere = randomUUID();
      await db()
        .insert(images)
        .values(
          [shown, elsewhere].map((id) => ({
            id,
            customerId,
            filename: 'plan.png',
            contentType: 'image/png',
            size: png.length,
            bytes: png,
          })),
        );
      await db()
        .insert(widgets)
        .values({
          viewId: Number(board.id),
          customerId,
          type: 'IMAGE',
          imageId: shown,
        });
      const link = (await createLink(board.id)).data!.createShareLink;
      const anonymous = browserSession(site.server.app);
      const listed = await anonymous.gql<{ widgets: { imageURL: string | null }[] }>(
        `query($v: ID!, $tk: String!) { widgets(id: $v, token: $tk) { imageURL } }`,
        { v: board.id, tk: link.token },
      );
      const url = listed.body.data!.widgets.find((w) => w.imageURL)?.imageURL;
      // The link's id rides in the URL, never its token.
      expect(url).toBe(`/files/images/${shown}?link=${link.id}`);
      const get = async (path: string) =>
        (await site.server.app.inject({ method: 'GET', url: path })).statusCode;
      expect(await get(url!)).toBe(200);
      expect(await get(`/files/images/${elsewhere}?link=${link.id}`)).toBe(404);
      expect(await get(`/files/images/${shown}`)).toBe(404);
      expect(await get(`/files/images/${shown}?link=x`)).toBe(404);
      await site.owner.gql(REVOKE, { id: link.id, c: site.customerId });
      expect(await get(url!)).toBe(404);
    });

    it('revokes only with the share right on the link’s view, in its customer', async () => {
      const board = await newBoard();
      await grant(board.id, site.ids['reader@acme.test']!, { read: true });
      const link = (await createLink(board.id)).data!.createShareLink;
      const before = await counts(db());
      const asReader = await site.reader.gql(REVOKE, { id: link.id, c: site.customerId });
      expect(asReader.body.errors?.[0]?.message).toBe(messages.insufficientPrivileges);
      const asOutsider = await site.outsider.gql(REVOKE, { id: link.id, c: site.otherCustomerId });
      expect(asOutsider.body.errors?.[0]?.message).toBe(messages.noAccess);
      expect(await counts(db())).toEqual(before);
      const asManager = await site.manager.gql(REVOKE, { id: link.id, c: site.customerId });
      expect(asManager.body).toEqual({ data: { revokeShareLink: true } });
    });

    it('lists the links of the views the caller may share, newest first, with their status', async () => {
      const board = await newBoard();
      const older = (await createLink(board.id)).data!.createShareLink;
      const revoked = (await createLink(board.id)).data!.createShareLink;
      const expired = (await createLink(board.id)).data!.createShareLink;
      const newest = (await createLink(board.id)).data!.createShareLink;
      await site.owner.gql(REVOKE, { id: revoked.id, c: site.customerId });
      await db()
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(shareLinks.id, Number(expired.id)));
      type Listed = { id: string; status: string; createdBy: string; view: { id: string } };
      const list = async (session: Session, variables: Record<string, unknown>) => {
        const { body } = await session.gql<{ sharedViews: Listed[] }>(SHARED_VIEWS, variables);
        expect(body.errors).toBeUndefined();
        return body.data!.sharedViews;
      };
      const active = await list(site.owner, { v: board.id });
      expect(active.map((l) => [l.id, l.status])).toEqual([
        [newest.id, 'active'],
        [older.id, 'active'],
      ]);
      expect(active[0]).toMatchObject({ createdBy: 'Olive Owner', view: { id: board.id } });
      const every = await list(site.owner, { v: board.id, s: true });
      expect(every.map((l) => [l.id, l.status])).toEqual([
        [newest.id, 'active'],
        [expired.id, 'expired'],
        [revoked.id, 'revoked'],
        [older.id, 'active'],
      ]);
      const page = await list(site.owner, { v: board.id, s: true, l: 2, o: 1 });
      expect(page.map((l) => l.id)).toEqual([expired.id, revoked.id]);
      const searched = await list(site.owner, { q: board.name, s: true, c: site.customerId });
      expect(searched.map((l) => l.id)).toEqual(every.map((l) => l.id));
      // A reader of the view shares nothing, so lists none; a manager lists them all.
      await grant(board.id, site.ids['reader@acme.test']!, { read: true });
      expect(await list(site.reader, { v: board.id, s: true })).toEqual([]);
      expect((await list(site.manager, { v: board.id, s: true })).length).toBe(4);
      expect(await list(site.outsider, { s: true })).toEqual([]);
    });
  });

  describe('the live feed of a share link', () => {
    let url: string;
    const sockets: Socket[] = [];

    const open = (auth: Record<string, unknown>, cookie?: string) => {
      const socket = connect(url, {
        transports: ['websocket'],
        reconnection: false,
        auth,
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      });
      sockets.push(socket);
      return socket;
    };
    const connected = (socket: Socket) =>
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    const disconnection = (socket: Socket) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('not disconnected within 10 s')), 10_000);
        socket.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });

    beforeAll(async () => {
      await site.server.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(site.server.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      for (const socket of sockets) socket.close();
    });

    const linkFor = async (viewId: string) =>
      (
        await site.owner.gql<{ createShareLink: { id: string; token: string } }>(CREATE_LINK, {
          v: viewId,
          c: site.customerId,
        })
      ).body.data!.createShareLink;

    it('joins the view and its sensors only, and hears their readings', async () => {
      const board = await newBoard();
      const link = await linkFor(board.id);
      const socket = open({ shareToken: link.token, type: 'view', id: board.id });
      await connected(socket);
      const [inView, outside] = site.sensorIds.map(String);
      const joined = await socket.emitWithAck(LIVE_EVENTS.join, [
        { type: 'view', id: board.id },
        { type: 'sensor', id: inView },
        { type: 'sensor', id: outside },
        { type: 'customer', id: site.customerId },
        { type: 'gateway', id: '1' },
      ]);
      expect(joined).toEqual([`view:${board.id}`, `sensor:${inView}`]);
      const received = new Promise<LiveReading[]>((resolve) =>
        socket.once(LIVE_EVENTS.readings, resolve),
      );
      const time = Date.now();
      const reply = await site.gateway.readings({
        batches: [{ seq: time, readings: [[Number(inView), time, 21]], equipment: [] }],
      });
      expect(reply.statusCode).toBe(200);
      expect((await received)[0]).toMatchObject({ sensorID: inView, value: 21 });
    });

    it('wins over a session cookie, as on /graphql', async () => {
      const board = await newBoard();
      const link = await linkFor(board.id);
      // The reader may not read this view; with its token, their socket joins it.
      const socket = open({ shareToken: link.token }, site.reader.cookie);
      await connected(socket);
      const joined = await socket.emitWithAck(LIVE_EVENTS.join, [
        { type: 'view', id: board.id },
        { type: 'customer', id: site.customerId },
      ]);
      expect(joined).toEqual([`view:${board.id}`]);
    });

    it('is refused with an invalid token', async () => {
      const socket = open({ shareToken: 'x'.repeat(43) });
      await expect(connected(socket)).rejects.toThrow(LIVE_EVENTS.authFailure);
    });

    it('is closed when the link is revoked', async () => {
      const board = await newBoard();
      const link = await linkFor(board.id);
      const socket = open({ shareToken: link.token, type: 'view', id: board.id });
      await connected(socket);
      const told = new Promise((resolve) => socket.once(LIVE_EVENTS.authFailure, resolve));
      const closed = disconnection(socket);
      await site.owner.gql(REVOKE, { id: link.id, c: site.customerId });
      await told;
      expect(await closed).toBe('io server disconnect');
    });

    it('is closed when the link expires', async () => {
      const board = await newBoard();
      const link = await linkFor(board.id);
      await db()
        .update(shareLinks)
        .set({ expireAt: new Date(Date.now() + 1500) })
        .where(eq(shareLinks.id, Number(link.id)));
      const socket = open({ shareToken: link.token });
      await connected(socket);
      expect(await disconnection(socket)).toBe('io server disconnect');
    });
  });
});

const REDIS_URL = 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const client = createClient({
    url: REDIS_URL,
    socket: { reconnectStrategy: false, connectTimeout: 1000 },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    await client.quit().catch(() => {});
  }
}

describe.runIf(await redisReachable())('share sockets across two processes over Redis', () => {
  let handle: DatabaseHandle;
  let smtp: SmtpTestServer;
  let site: Site;
  let otherSide: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    handle = await openTestDatabase('pglite');
    site = await openSite(handle, smtp.url);
    await site.server.app.close();
    // The same database, two server processes sharing Redis.
    site.server = await testApp(handle.db, { redisUrl: REDIS_URL });
    otherSide = await testApp(handle.db, { redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await site?.server.app.close();
    await otherSide?.app.close();
    await smtp?.close();
    await handle?.close();
  });

  it('closes a link’s sockets on every process when it is revoked on one', async () => {
    await site.server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(site.server.app.server.address() as AddressInfo).port}`;
    const owner = await signedIn(otherSide.app, 'owner@acme.test', PASSWORD);
    const { body } = await owner.gql<{ newView: { id: string } }>(NEW_VIEW, {
      n: 'Across',
      c: site.customerId,
    });
    const viewId = body.data!.newView.id;
    const link = (
      await owner.gql<{ createShareLink: { id: string; token: string } }>(CREATE_LINK, {
        v: viewId,
        c: site.customerId,
      })
    ).body.data!.createShareLink;
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { shareToken: link.token, type: 'view', id: viewId },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await owner.gql(REVOKE, { id: link.id, c: site.customerId });
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.close();
    }
  });
});
