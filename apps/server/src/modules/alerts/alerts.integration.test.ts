import { messages, NOTIFY_GROUP_WINDOW_MS } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { users, viewUsers } from '../../db/schema.js';
import { seedDemo } from '../../demo/seedDemo.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import {
  availableDatabases,
  openTestDatabase,
  type DatabaseKind,
} from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';

const REGISTER = `mutation($c: ID!, $n: String!) {
  registerGateway(customerID: $c, name: $n, pollInterval: 10) { id token } }`;
const ONBOARD = `mutation($g: ID!, $c: ID!, $lib: ID) {
  onboardEquipment(gatewayID: $g, customerID: $c, ip: "127.0.0.1", port: 1502, slaveID: 1,
    manufacturerModel: $lib, description: "UPS room", protocol: "Modbus") { id } }`;
const NEW_VIEW = `mutation($c: ID!, $n: String!) { newView(customerID: $c, name: $n) { id name } }`;
const ADD_WIDGET = `mutation($v: ID!, $c: ID!, $s: [ID!]) { newWidget(viewID: $v, customerID: $c,
  widget: { type: "SENSOR_VALUE", name: "Room", sensorIDs: $s }) { id } }`;
const VIEW_ALERTS = `query($v: ID!, $c: ID!) { viewAlerts(viewID: $v, customerID: $c) {
  userID email yellow red disconnected cleared } }`;
const UPDATE_VIEW_ALERTS = `mutation($v: ID!, $c: ID!, $a: [ViewAlertsInput!]!) {
  updateViewAlerts(viewID: $v, customerID: $c, alerts: $a) { userID email red cleared } }`;
const ALARMS = `query($c: ID!, $p: String!, $q: String, $m: Boolean) {
  alarms(customerID: $c, phase: $p, query: $q, mine: $m) { id name severity phase value unit
    equipmentName gatewayName ack ackBy ackComment suppressed }
  alarmCounts(customerID: $c, query: $q, mine: $m) { open acknowledged cleared } }`;
const BY_TOKEN = `query($t: String!) { alarmByToken(token: $t) { customerName
  alarm { id name severity ack } } }`;
const ACK_BY_TOKEN = `mutation($t: String!, $m: String) {
  acknowledgeAlarmByToken(token: $t, comment: $m) { id ack ackBy ackComment } }`;
const ACK = `mutation($c: ID!, $id: ID!, $m: String) {
  acknowledgeAlarm(customerID: $c, id: $id, comment: $m) { id ack ackComment } }`;
const DELIVERIES = `query($c: ID!, $a: ID!) { alarmDeliveries(customerID: $c, alarmID: $a) {
  kind channel recipient status attempts lastError } }`;
const NOTIFICATIONS = `query { notifications { alertID ack status viewName widgetName owner } }`;
const TEST_ALERT = `mutation { sendTestAlert { channel sent error } }`;
const MY_VIEW_ALERTS = `query($c: ID!) { myViewAlerts(customerID: $c) { viewID viewName red } }`;
const UPDATE_USER_ALERTS = `mutation($a: [UserAlertsInput!]!, $t: String) {
  updateUserAlerts(alerts: $a, token: $t) { viewID red cleared } }`;

/**
 * A customer's site as the alert tests need it: a gateway with a temperature and a door sensor,
 * both on the view "UPS room", and the server sending mail to `smtpUrl`.
 */
async function openSite(kind: DatabaseKind, smtpUrl: string) {
  const handle = await openTestDatabase(kind);
  await seedDemo(handle.db);
  const customerId = String(await demoCustomerId(handle.db));
  const library = await insertTestLibrary(handle.db, Number(customerId));
  const server = await testApp(handle.db, { mail: { smtpUrl, from: 'Vigil <alerts@vigil.test>' } });
  const admin = await signedInAdmin(server.app);
  const registered = (
    await admin.gql<{ registerGateway: { id: string; token: string } }>(REGISTER, {
      c: customerId,
      n: 'Alert site',
    })
  ).body.data!.registerGateway;
  const gateway = gatewayClient(server.app, registered.id, registered.token);
  await admin.gql(ONBOARD, { g: registered.id, c: customerId, lib: String(library) });
  const points = (await gateway.config()).json().equipment[0].points as {
    sensorId: number;
    name: string;
  }[];
  const temperature = points.find((p) => p.name === 'Temperature')!.sensorId;
  const door = points.find((p) => p.name === 'Door')!.sensorId;
  const view = await admin.gql<{ newView: { id: string } }>(NEW_VIEW, {
    c: customerId,
    n: 'UPS room',
  });
  const viewId = view.body.data!.newView.id;
  const widget = await admin.gql(ADD_WIDGET, {
    v: viewId,
    c: customerId,
    s: [String(temperature), String(door)],
  });
  expect(widget.body.errors).toBeUndefined();
  return { handle, server, admin, gateway, customerId, viewId, temperature, door };
}

describe.each(await availableDatabases())('alerts on %s', (kind) => {
  let handle: DatabaseHandle;
  let smtp: SmtpTestServer;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let gateway: ReturnType<typeof gatewayClient>;
  let customerId: string;
  let viewId: string;
  let temperature: number;
  let door: number;
  let seq = 0;

  const db = () => handle.db;
  const post = async (values: [number, number][]) => {
    seq += 1;
    const at = Date.now();
    const reply = await gateway.readings({
      batches: [{ seq, readings: values.map(([id, v]) => [id, at, v]), equipment: [] }],
    });
    expect(reply.statusCode).toBe(200);
  };
  const ackTokenOf = (text: string) => /\/alerts\/([0-9a-f.]+)/.exec(text)?.[1];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    ({ handle, server, admin, gateway, customerId, viewId, temperature, door } = await openSite(
      kind,
      smtp.url,
    ));
  });
  afterAll(async () => {
    await server?.app.close();
    await smtp?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from notifications`);
    await db().execute(sql`delete from alarms`);
    await db().execute(sql`update sensors set status = 'ok', latest_at = null`);
  });

  it('lists the users who may read the view and sets their alert kinds', async () => {
    const listed = await admin.gql<{ viewAlerts: { userID: string; email: string }[] }>(
      VIEW_ALERTS,
      { v: viewId, c: customerId },
    );
    const me = listed.body.data!.viewAlerts.find((u) => u.email === 'admin@vigil.demo');
    expect(me).toMatchObject({ yellow: false, red: false });
    const set = await admin.gql(UPDATE_VIEW_ALERTS, {
      v: viewId,
      c: customerId,
      a: [{ userID: me!.userID, yellow: true, red: true, disconnected: true, cleared: true }],
    });
    expect(set.body.data!.updateViewAlerts).toContainEqual({
      userID: me!.userID,
      email: 'admin@vigil.demo',
      red: true,
      cleared: true,
    });
    // A user of another customer is refused with the spec's message, and nothing changes.
    const other = await admin.gql(UPDATE_VIEW_ALERTS, {
      v: viewId,
      c: customerId,
      a: [
        { userID: me!.userID, red: false },
        { userID: '999999', red: true },
      ],
    });
    expect(other.body.errors?.[0]?.message).toBe(messages.unableToAddUser);
    const after = await admin.gql<{ viewAlerts: { email: string; red: boolean }[] }>(VIEW_ALERTS, {
      v: viewId,
      c: customerId,
    });
    expect(after.body.data!.viewAlerts.find((u) => u.email === 'admin@vigil.demo')?.red).toBe(true);
  });

  it('e-mails an opened alarm with an acknowledge link that works signed out, once', async () => {
    await post([[temperature, 40]]);
    const mail = await smtp.waitFor((m) => m.subject.includes('ALARM: Temperature'));
    expect(mail.to).toEqual(['admin@vigil.demo']);
    expect(mail.text).toContain('Value: 40 °C');
    expect(mail.text).toContain('View: UPS room');
    const token = ackTokenOf(mail.text)!;
    expect(token).toBeTruthy();

    const visitor = browserSession(server.app);
    const shown = await visitor.gql<{
      alarmByToken: { customerName: string; alarm: { name: string; ack: boolean } };
    }>(BY_TOKEN, { t: token });
    expect(shown.body.data!.alarmByToken.alarm).toMatchObject({ name: 'Temperature', ack: false });
    const acked = await visitor.gql(ACK_BY_TOKEN, { t: token, m: 'Checked the room' });
    expect(acked.body.data!.acknowledgeAlarmByToken).toMatchObject({
      ack: true,
      ackComment: 'Checked the room',
    });
    const lists = await admin.gql<{
      alarms: { name: string }[];
      alarmCounts: { open: number; acknowledged: number };
    }>(ALARMS, { c: customerId, p: 'acknowledged' });
    expect(lists.body.data!.alarms.map((a) => a.name)).toEqual(['Temperature']);
    const all = await queryRows(
      db(),
      sql`select subject_kind, phase, severity, ack_at from alarms`,
    );
    expect(lists.body.data!.alarmCounts, JSON.stringify(all)).toEqual({
      open: 0,
      acknowledged: 1,
      cleared: 0,
    });

    const flipped = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    for (const bad of [flipped, 'nonsense', '']) {
      const refused = await visitor.gql(BY_TOKEN, { t: bad });
      expect(refused.body.errors?.[0]?.message).toBe(messages.invalidToken);
    }

    const deliveries = await admin.gql<{ alarmDeliveries: unknown[] }>(DELIVERIES, {
      c: customerId,
      a: (
        await admin.gql<{ alarms: { id: string }[] }>(ALARMS, {
          c: customerId,
          p: 'acknowledged',
        })
      ).body.data!.alarms[0]!.id,
    });
    expect(deliveries.body.data!.alarmDeliveries).toEqual([
      {
        kind: 'opened',
        channel: 'EMAIL',
        recipient: 'admin@vigil.demo',
        status: 'sent',
        attempts: 1,
        lastError: null,
      },
    ]);
    const sent = await admin.gql<{ notifications: unknown[] }>(NOTIFICATIONS);
    expect(sent.body.data!.notifications[0]).toMatchObject({
      ack: true,
      status: 'error',
      viewName: 'UPS room',
      widgetName: 'Room',
    });
    expect(smtp.received.filter((m) => m.subject.includes('ALARM: Temperature')).length).toBe(1);
  });

  it('groups alarms that open together into one message, and says when they clear', async () => {
    const before = smtp.received.length;
    await post([
      [temperature, 40],
      [door, 1],
    ]);
    const digest = await smtp
      .waitFor((m) => m.subject.includes('2 alarm notifications'))
      .catch(async (error: Error) => {
        const rows = await queryRows(db(), sql`select * from notifications`);
        throw new Error(
          `${error.message}: ${JSON.stringify(smtp.received.map((m) => m.subject))} ${JSON.stringify(rows)}`,
        );
      });
    expect(digest.text).toContain('ALARM: Temperature');
    expect(digest.text).toContain('WARNING: Door');
    expect(smtp.received.length).toBe(before + 1);
    // The run that sent it has marked its rows sent once it ends.
    await server.notifications.runOnce();
    // Past the group window of that message, the clears go out at once, together.
    await db().execute(sql`update notifications set sent_at = now() - interval '1 minute'
      where status = 'sent'`);
    await post([
      [temperature, 20],
      [door, 0],
    ]);
    const cleared = await smtp.waitFor(
      (m) => m.subject.includes('2 alarm notifications') && m.text.includes('CLEARED'),
    );
    expect(cleared.text).toContain('CLEARED: Temperature');
  });

  it('holds a user’s later alarms to the end of the group window without claiming them', async () => {
    // Every change to an outbox row as it happens: a claim counts an attempt, a hold does not.
    await db().execute(sql`create table outbox_changes (id bigint, attempts int, status text)`);
    await db().execute(sql`create function outbox_changed() returns trigger language plpgsql as $$
      begin insert into outbox_changes values (new.id, new.attempts, new.status); return new; end $$`);
    await db().execute(sql`create trigger outbox_changed after update on notifications
      for each row execute function outbox_changed()`);
    try {
      const before = smtp.received.length;
      await post([[temperature, 40]]);
      await server.notifications.runOnce();
      const first = await smtp.waitFor((m) => smtp.received.indexOf(m) === before);
      expect(first.subject).toContain('ALARM: Temperature');
      // Within the window after that message: a door alarm, then the temperature clears.
      await post([[door, 1]]);
      await server.notifications.runOnce();
      await post([[temperature, 20]]);
      await server.notifications.runOnce();
      await server.notifications.runOnce();
      expect(smtp.received.length).toBe(before + 1);
      const held = await queryRows<{ id: string; attempts: number; wait: number }>(
        db(),
        sql`select n.id, n.attempts,
            extract(epoch from n.next_attempt_at - (select max(sent_at) from notifications))::float8
              as wait
          from notifications n where n.status = 'pending' order by n.id`,
      );
      expect(held).toEqual([
        { id: expect.anything(), attempts: 0, wait: NOTIFY_GROUP_WINDOW_MS / 1000 },
        { id: expect.anything(), attempts: 0, wait: NOTIFY_GROUP_WINDOW_MS / 1000 },
      ]);
      const changes = async () =>
        (
          await queryRows<{ id: string; attempts: number; status: string }>(
            db(),
            sql`select id, attempts, status from outbox_changes`,
          )
        ).filter((c) => held.some((h) => String(h.id) === String(c.id)));
      // Each put aside once, in the claim that found it, and never claimed while the window ran.
      expect((await changes()).map((c) => c.attempts)).toEqual([0, 0]);

      // The window ends (moved back rather than waited for): both go out as one message.
      await db().execute(
        sql`update notifications set sent_at = sent_at - ${sql.raw(
          `interval '${NOTIFY_GROUP_WINDOW_MS / 1000} seconds'`,
        )} where status = 'sent'`,
      );
      await db().execute(sql`update notifications set next_attempt_at = now()
        where status = 'pending'`);
      await server.notifications.runOnce();
      const digest = await smtp.waitFor((m) => smtp.received.indexOf(m) === before + 1);
      expect(digest.subject).toContain('2 alarm notifications');
      expect(digest.text).toContain('WARNING: Door');
      expect(digest.text).toContain('CLEARED: Temperature');
      const claims = (await changes()).filter((c) => c.attempts > 0);
      expect(claims.map((c) => [c.attempts, c.status])).toEqual([
        [1, 'pending'],
        [1, 'pending'],
        [1, 'sent'],
        [1, 'sent'],
      ]);
    } finally {
      await db().execute(sql`drop trigger if exists outbox_changed on notifications`);
      await db().execute(sql`drop function if exists outbox_changed()`);
      await db().execute(sql`drop table if exists outbox_changes`);
    }
  });

  it('retries a transient refusal and gives up on a permanent one, with the reason logged', async () => {
    smtp.rejectNext(1, 451);
    await post([[temperature, 40]]);
    await server.notifications.runOnce();
    let [row] = await queryRows<{ status: string; attempts: number; last_error: string }>(
      db(),
      sql`select status, attempts, last_error from notifications`,
    );
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('451');
    await db().execute(sql`update notifications set next_attempt_at = now()`);
    await server.notifications.runOnce();
    [row] = await queryRows(db(), sql`select status, attempts, last_error from notifications`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    smtp.rejectNext(1, 550);
    await db().execute(sql`update notifications set sent_at = now() - interval '1 hour'`);
    await post([[temperature, 20]]);
    await server.notifications.runOnce();
    const failed = await queryRows<{ status: string; last_error: string }>(
      db(),
      sql`select status, last_error from notifications where status <> 'sent'`,
    );
    expect(failed).toEqual([{ status: 'failed', last_error: expect.stringContaining('550') }]);
    const metrics = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /vigil_notifications_total\{channel="EMAIL",outcome="retried"\} 1/,
    );
    expect(metrics.body).toMatch(/vigil_notifications_total\{channel="EMAIL",outcome="failed"\} 1/);
  });

  it('sends each notification once while two processes drain the outbox', async () => {
    const other = await testApp(handle.db, {
      mail: { smtpUrl: smtp.url, from: 'Vigil <alerts@vigil.test>' },
    });
    try {
      const before = smtp.received.length;
      await post([[temperature, 40]]);
      // Both processes' senders run (their timers too): the row goes out once.
      await Promise.all([
        server.notifications.runOnce(),
        other.notifications.runOnce(),
        other.notifications.runOnce(),
      ]);
      await smtp.waitFor((m) => m.subject.includes('ALARM: Temperature'), 5_000);
      await other.notifications.runOnce();
      const [row] = await queryRows<{ status: string; attempts: number }>(
        db(),
        sql`select status, attempts from notifications`,
      );
      expect(row).toEqual({ status: 'sent', attempts: 1 });
      expect(smtp.received.length).toBe(before + 1);
    } finally {
      await other.app.close();
    }
  });

  it('acknowledges in the app, sends a test alert, and keeps the user’s own alert kinds', async () => {
    await post([[temperature, 40]]);
    const open = await admin.gql<{ alarms: { id: string }[] }>(ALARMS, {
      c: customerId,
      p: 'open',
      m: true,
    });
    const [alarm] = open.body.data!.alarms;
    const acked = await admin.gql(ACK, { c: customerId, id: alarm!.id, m: 'On it' });
    expect(acked.body.data!.acknowledgeAlarm).toMatchObject({ ack: true, ackComment: 'On it' });
    const again = await admin.gql(ACK, { c: customerId, id: alarm!.id, m: 'twice' });
    expect(again.body.data!.acknowledgeAlarm).toMatchObject({ ackComment: 'On it' });

    const test = await admin.gql(TEST_ALERT);
    expect(test.body.data!.sendTestAlert).toEqual([{ channel: 'EMAIL', sent: true, error: null }]);
    await smtp.waitFor((m) => m.subject === '[Vigil] Test alert');

    const mine = await admin.gql<{ myViewAlerts: { viewID: string; viewName: string }[] }>(
      MY_VIEW_ALERTS,
      { c: customerId },
    );
    expect(mine.body.data!.myViewAlerts.map((v) => v.viewName)).toContain('UPS room');
    const set = await admin.gql(UPDATE_USER_ALERTS, {
      a: [{ viewID: viewId, red: true, cleared: false }],
    });
    expect(set.body.data!.updateUserAlerts).toEqual([
      { viewID: viewId, red: true, cleared: false },
    ]);
    const anonymous = await browserSession(server.app).gql(UPDATE_USER_ALERTS, {
      a: [{ viewID: viewId, red: false }],
    });
    expect(anonymous.body.errors?.[0]?.message).toBe(messages.mustBeLoggedIn);
    const badToken = await browserSession(server.app).gql(UPDATE_USER_ALERTS, {
      a: [{ viewID: viewId, red: false }],
      t: 'nonsense',
    });
    expect(badToken.body.errors?.[0]?.message).toBe(messages.invalidToken);
    await admin.gql(UPDATE_USER_ALERTS, {
      a: [{ viewID: viewId, yellow: true, red: true, disconnected: true, cleared: true }],
    });
  });

  it('refuses a phase it does not know and a comment past its maximum', async () => {
    const phase = await admin.gql(ALARMS, { c: customerId, p: 'everything' });
    expect(phase.body.errors?.[0]?.message).toBe(messages.alarmPhaseUnknown);
    const long = await admin.gql(ACK, { c: customerId, id: '1', m: 'x'.repeat(501) });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

/**
 * A real SMTP server (smtp-server) that answers no message until `atOnce` messages wait for
 * their answer together (or `fallbackMs` has passed for one), and tells how many ever did: how
 * many messages the outbox had in flight at once, seen from the peer.
 */
async function startGatedSmtpServer(atOnce: number, fallbackMs = 3_000) {
  const waiting: (() => void)[] = [];
  const recipients: string[] = [];
  let most = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        const answer = () => {
          const at = waiting.indexOf(answer);
          if (at < 0) return;
          waiting.splice(at, 1);
          callback();
        };
        waiting.push(answer);
        most = Math.max(most, waiting.length);
        if (waiting.length >= atOnce) for (const next of [...waiting]) next();
        else setTimeout(answer, fallbackMs);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    mostAtOnce: () => most,
    async close() {
      for (const connection of server.connections) connection.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(await availableDatabases())('the outbox on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startGatedSmtpServer>>;
  let site: Awaited<ReturnType<typeof openSite>>;

  beforeAll(async () => {
    smtp = await startGatedSmtpServer(3);
    site = await openSite(kind, smtp.url);
  });
  afterAll(async () => {
    await site?.server.app.close();
    await smtp?.close();
    await site?.handle.close();
  });

  it('sends several users’ messages at once, not one user after another', async () => {
    const customerId = Number(site.customerId);
    const people = await site.handle.db
      .insert(users)
      .values(
        [1, 2, 3].map((i) => ({
          email: `operator-${i}@vigil.test`,
          firstName: 'Operator',
          lastName: String(i),
          customerId,
          emailAlerts: true,
        })),
      )
      .returning({ id: users.id });
    await site.handle.db
      .insert(viewUsers)
      .values(people.map((p) => ({ viewId: Number(site.viewId), userId: p.id, alertRed: true })));
    const reply = await site.gateway.readings({
      batches: [{ seq: 1, readings: [[site.temperature, Date.now(), 40]], equipment: [] }],
    });
    expect(reply.statusCode).toBe(200);
    await site.server.notifications.runOnce();
    expect([...smtp.recipients].sort()).toEqual([
      'operator-1@vigil.test',
      'operator-2@vigil.test',
      'operator-3@vigil.test',
    ]);
    expect(smtp.mostAtOnce()).toBe(3);
  });
});
