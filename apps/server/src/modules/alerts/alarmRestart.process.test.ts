import { onboardingSchema } from '@vigil/domain';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../db/client.js';
import { demoCustomerId } from '../../demo/demo.repository.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { createEquipment } from '../equipment/equipment.service.js';
import { hashGatewayToken, newGatewayToken } from '../gateways/gatewayToken.js';
import { createGatewaysRepository } from '../gateways/gateways.repository.js';
import {
  freePort,
  runScript,
  waitForHealth,
  type RunningProcess,
} from '../../testing/serverProcess.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { availableDatabases, testPostgresUrl } from '../../testing/testDatabases.js';
import { insertTestLibrary } from '../../testing/telemetryFixtures.js';

// Issue 15's fault test: a sensor with a 30 s delay is pending when the server is killed
// (SIGKILL); the alarm opens once, at its due time, and one e-mail reaches a real SMTP server —
// on the embedded database with the server restarted, and on PostgreSQL with a second process
// that stays up while the first is killed and comes back.

const DELAY_S = 30;
/** The bad reading is this old when it arrives, so the delay runs out this long after. */
const DUE_IN_MS = 12_000;
const SECRET = 'fault-test-session-secret-long-enough-0123456789';
const databases = await availableDatabases();

interface Site {
  gatewayId: number;
  token: string;
  sensorId: number;
}

/** The demo company with a gateway, a device whose Temperature has a 30 s delay, and a view
 * whose admin wants red alerts by e-mail. */
async function seedSite(db: Database): Promise<Site> {
  await seedDemo(db);
  const customerId = await demoCustomerId(db);
  const library = await insertTestLibrary(db, customerId);
  const token = newGatewayToken();
  const { id: gatewayId } = await createGatewaysRepository(db).insert({
    customerId,
    name: 'Fault site',
    pollInterval: 3600,
    tokenHash: hashGatewayToken(token),
  });
  await createEquipment(
    { db, ingest: { forgetGateway: () => {} } },
    { customerId, gatewayId },
    onboardingSchema.parse({
      ip: '127.0.0.1',
      port: 1502,
      slaveID: 1,
      manufacturerModel: String(library),
      description: 'Room',
      protocol: 'Modbus',
    }),
  );
  const first = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(db, query))[0]!.id;
  const sensorId = await first(sql`select id from sensors
    where network_id = ${gatewayId} and name = 'Temperature'`);
  await db.execute(sql`update sensors set delay = ${DELAY_S} where id = ${sensorId}`);
  const viewId = await first(sql`insert into views (customer_id, name)
    values (${customerId}, 'Fault room') returning id`);
  const widgetId = await first(sql`insert into widgets (view_id, customer_id, name, type)
    values (${viewId}, ${customerId}, 'Room', 'SENSOR_VALUE') returning id`);
  await db.execute(sql`insert into widget_sensors (widget_id, sensor_id, position)
    values (${widgetId}, ${sensorId}, 0)`);
  await db.execute(sql`insert into view_users (view_id, user_id, can_read, alert_red)
    select ${viewId}, id, true, true from users where email = 'admin@vigil.demo'`);
  return { gatewayId, token, sensorId };
}

/** Posts one reading `ageMs` old past red, as the gateway would; resolves once it is stored. */
async function postBadReading(url: string, site: Site, ageMs: number): Promise<number> {
  const at = Date.now() - ageMs;
  const response = await fetch(`${url}/gateway/v1/readings`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${site.token}`,
      'x-vigil-gateway': String(site.gatewayId),
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      batches: [{ seq: 1, readings: [[site.sensorId, at, 40]], equipment: [] }],
    }),
  });
  expect(response.status).toBe(200);
  return at;
}

/** The demo admin's open alarms through the API (the embedded database is the server's own). */
async function openAlarms(url: string) {
  const signIn = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      variables: { e: 'admin@vigil.demo', p: DEMO_PASSWORD },
    }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const me = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me { customer { id } } }' }),
  });
  const customerID = ((await me.json()) as { data: { me: { customer: { id: string } } } }).data.me
    .customer.id;
  const listed = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: `query($c: ID!) { alarms(customerID: $c, phase: "open") { id openedAt }
        alarmCounts(customerID: $c) { open } }`,
      variables: { c: customerID },
    }),
  });
  const body = (await listed.json()) as {
    data: { alarms: { id: string; openedAt: string }[]; alarmCounts: { open: number } };
  };
  const [alarm] = body.data.alarms;
  const deliveries = alarm
    ? (
        (await (
          await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({
              query: `query($c: ID!, $a: ID!) { alarmDeliveries(customerID: $c, alarmID: $a) {
                status } }`,
              variables: { c: customerID, a: alarm.id },
            }),
          })
        ).json()) as { data: { alarmDeliveries: { status: string }[] } }
      ).data.alarmDeliveries
    : [];
  return { alarms: body.data.alarms, open: body.data.alarmCounts.open, deliveries };
}

describe('a pending alarm across a killed server', () => {
  let smtp: SmtpTestServer;
  const running: RunningProcess[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-alarm-fault-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (env: Record<string, string>) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = runScript('src/main.ts', [], {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SESSION_SECRET: SECRET,
      SMTP_URL: smtp.url,
      ...env,
    });
    running.push(server);
    await waitForHealth(url, server);
    return { url, server };
  };
  const kill = async (server: RunningProcess) => {
    server.child.kill('SIGKILL');
    await server.exited;
  };
  const alarmMails = () => smtp.received.filter((m) => m.subject.includes('ALARM: Temperature'));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    await smtp?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('opens once at its due time after a restart, on the embedded database', async () => {
    const dataDir = tempDir();
    const seeded = await openDatabase({ pgliteDir: dataDir });
    const site = await seedSite(seeded.db);
    await seeded.close();
    const env = { VIGIL_DATA_DIR: dataDir };
    const first = await start(env);
    const before = alarmMails().length;
    const at = await postBadReading(first.url, site, DELAY_S * 1000 - DUE_IN_MS);
    const due = at + DELAY_S * 1000;
    // Stored as pending: nothing open, nothing sent.
    expect((await openAlarms(first.url)).open).toBe(0);
    await kill(first.server);

    const second = await start(env);
    expect(Date.now()).toBeLessThan(due);
    const mail = await smtp.waitFor(
      (m) => m.subject.includes('ALARM: Temperature') && alarmMails().indexOf(m) >= before,
      DUE_IN_MS + 20_000,
    );
    const arrived = Date.now();
    expect(arrived).toBeGreaterThanOrEqual(due);
    expect(arrived - due).toBeLessThan(5_000);
    expect(mail.to).toEqual(['admin@vigil.demo']);
    const state = await openAlarms(second.url);
    expect(state.alarms).toHaveLength(1);
    // The timer opens it at its due time, not when it noticed.
    expect(Date.parse(state.alarms[0]!.openedAt)).toBe(due);
    expect(state.deliveries).toEqual([{ status: 'sent' }]);
    expect(alarmMails().length).toBe(before + 1);
    await kill(second.server);
  }, 90_000);

  it.runIf(databases.includes('postgres'))(
    'opens once with two processes on PostgreSQL while one is killed and comes back',
    async () => {
      const name = `vigil_fault_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: testPostgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const dbUrl = new URL(testPostgresUrl);
      dbUrl.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: dbUrl.toString() });
      try {
        const site = await seedSite(database.db);
        const env = { VIGIL_DATA_DIR: tempDir(), DATABASE_URL: dbUrl.toString() };
        const [a, b] = await Promise.all([start(env), start(env)]);
        const before = alarmMails().length;
        const at = await postBadReading(a!.url, site, DELAY_S * 1000 - DUE_IN_MS);
        const due = at + DELAY_S * 1000;
        const pending = await queryRows<{ phase: string }>(
          database.db,
          sql`select phase from alarms where sensor_id = ${site.sensorId}`,
        );
        expect(pending).toEqual([{ phase: 'pending' }]);
        await kill(a!.server);
        const back = await start(env);

        await smtp.waitFor(
          (m) => m.subject.includes('ALARM: Temperature') && alarmMails().indexOf(m) >= before,
          DUE_IN_MS + 20_000,
        );
        expect(Date.now()).toBeGreaterThanOrEqual(due);
        // The database says it all: one opening, one notification, sent; nothing left to send.
        await expect
          .poll(
            () =>
              queryRows<{ kind: string; status: string }>(
                database.db,
                sql`select t.kind, n.status from alarm_transitions t
                  join alarms a on a.id = t.alarm_id
                  left join notifications n on n.transition_id = t.id
                  where a.sensor_id = ${site.sensorId}`,
              ),
            { timeout: 10_000 },
          )
          .toEqual([{ kind: 'opened', status: 'sent' }]);
        const [opened] = await queryRows<{ at: number }>(
          database.db,
          sql`select (extract(epoch from opened_at) * 1000)::float8 as at from alarms
            where sensor_id = ${site.sensorId}`,
        );
        expect(Number(opened!.at)).toBe(due);
        expect(alarmMails().length).toBe(before + 1);
        await Promise.all([kill(b!.server), kill(back.server)]);
      } finally {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    90_000,
  );
});
