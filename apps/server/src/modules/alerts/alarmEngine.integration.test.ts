import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { seedDemo } from '../../demo/seedDemo.js';
import { testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  onboardedTestSite,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';

interface AlarmRow {
  id: number;
  subject_kind: string;
  phase: string;
  severity: string;
  parent_id: number | null;
  suppressed: boolean;
}

describe.each(await availableDatabases())('the alarm engine on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let gateway: ReturnType<typeof gatewayClient>;
  let gatewayId: number;
  let gatewayToken: string;
  let equipmentId: number;
  let temperature: number;
  let door: number;
  let userId: number;
  let viewId: number;
  let seq = 0;

  const db = () => handle.db;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const alarmsOf = (subject: number, subjectKind = 'sensor') =>
    rows<AlarmRow>(sql`select id, subject_kind, phase, severity, parent_id, suppressed
      from alarms where subject_kind = ${subjectKind} and subject_id = ${subject} order by id`);
  const transitionsOf = async (subject: number, subjectKind = 'sensor') =>
    (
      await rows<{ kind: string; severity: string }>(sql`select t.kind, t.severity
        from alarm_transitions t join alarms a on a.id = t.alarm_id
        where a.subject_kind = ${subjectKind} and a.subject_id = ${subject} order by t.id`)
    ).map((t) => `${t.kind} ${t.severity}`);
  const outbox = async () =>
    (
      await rows<{ kind: string; channel: string; user_id: number }>(sql`select t.kind, n.channel,
        n.user_id from notifications n join alarm_transitions t on t.id = n.transition_id
        order by n.id`)
    ).map((n) => `${n.kind} ${n.channel}`);
  /** Posts one poll of (sensor, value) pairs, `ago` ms in the past, and waits for its flush. */
  const post = async (values: [number, number][], ago = 0) => {
    const at = Date.now() - ago;
    seq += 1;
    const reply = await gateway.readings({
      batches: [{ seq, readings: values.map(([id, v]) => [id, at, v]), equipment: [] }],
    });
    expect(reply.statusCode).toBe(200);
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    const customerId = await demoCustomerId(handle.db);
    const library = await insertTestLibrary(handle.db, customerId);
    // The timer is driven by the test (alarmTick), not by the interval.
    server = await testApp(handle.db);
    const admin = await signedInAdmin(server.app);
    const site = await onboardedTestSite(server.app, admin, customerId, library, 'Alarm site');
    ({ gateway, gatewayId, gatewayToken, equipmentId, temperature, door } = site);
    // A view showing both sensors, whose admin wants every kind of alert by e-mail.
    const first = async (query: ReturnType<typeof sql>) =>
      (await rows<{ id: number }>(query))[0]!.id;
    userId = await first(sql`select id from users where email = 'admin@vigil.demo'`);
    viewId = await first(sql`insert into views (customer_id, name)
      values (${customerId}, 'Alarm room') returning id`);
    const widgetId = await first(sql`insert into widgets
      (view_id, customer_id, name, type) values (${viewId}, ${customerId}, 'Room', 'SENSOR_VALUE')
      returning id`);
    await db().execute(sql`insert into widget_sensors (widget_id, sensor_id, position)
      values (${widgetId}, ${temperature}, 0), (${widgetId}, ${door}, 1)`);
    await db().execute(sql`insert into view_users (view_id, user_id, can_read, alert_yellow,
      alert_red, alert_disconnected, alert_cleared) values (${viewId}, ${userId}, true, true, true,
      true, true)`);
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from notifications`);
    await db().execute(sql`delete from alarms`);
    await db().execute(
      sql`update sensors set delay = null, deadband = null, status = 'ok', latest_at = null`,
    );
    await db().execute(
      sql`update equipment set is_maintenance = false, is_repair = false, disconnected = false`,
    );
    await db().execute(sql`update networks set disconnected = false, last_updated = now()`);
    await server.ingest.forgetGateway(gatewayId);
  });

  // Only PostgreSQL runs a flush and the timer's sweep at the same time (PGlite has one connection).
  if (kind === 'postgres')
    it('never steps an alarm with the value a flush replaced while the sweep looked', async () => {
      await post([[temperature, 40]]);
      expect((await alarmsOf(temperature)).map((a) => a.phase)).toEqual(['open']);
      // A flush elsewhere brings the temperature back and clears its alarm, committing while the
      // sweep runs (its sensor written first, then its alarm locked, as every flush does).
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const flush = db().transaction(async (tx) => {
        await tx.execute(sql`update sensors set latest_value = 20, status = 'ok'
          where id = ${temperature}`);
        await tx.execute(sql`select id from alarms where subject_id = ${temperature}
          and phase = 'open' for update`);
        holding();
        await gate;
        await tx.execute(sql`update alarms set phase = 'cleared', cleared_at = now()
          where subject_id = ${temperature} and phase = 'open'`);
      });
      await held;
      const tick = server.ingest.alarmTick();
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await flush;
      await tick;
      // Cleared, and not opened again with the 40 the flush replaced.
      expect((await alarmsOf(temperature)).map((a) => a.phase)).toEqual(['cleared']);
    });

  it('opens at once without a delay, follows the severity, and clears once', async () => {
    await post([[temperature, 29]]);
    await post([[temperature, 40]]);
    await post([[temperature, 41]]);
    await post([[temperature, 20]]);
    expect(await transitionsOf(temperature)).toEqual([
      'opened warning',
      'changed error',
      'cleared error',
    ]);
    expect((await alarmsOf(temperature)).map((a) => a.phase)).toEqual(['cleared']);
    expect(await outbox()).toEqual(['opened EMAIL', 'changed EMAIL', 'cleared EMAIL']);
  });

  it('raises a state sensor in its Warning condition', async () => {
    await post([[door, 1]]);
    await post([[door, 0]]);
    expect(await transitionsOf(door)).toEqual(['opened warning', 'cleared warning']);
  });

  it('holds a delay in the database: pending, then opened once by the timer, after a restart too', async () => {
    await db().execute(sql`update sensors set delay = 30 where id = ${temperature}`);
    server.ingest.forgetGateway(gatewayId);
    await post([[temperature, 40]]);
    await post([[temperature, 41]]);
    expect((await alarmsOf(temperature)).map((a) => a.phase)).toEqual(['pending']);
    expect((await server.ingest.alarmTick()).transitions).toBe(0);
    expect(await transitionsOf(temperature)).toEqual([]);

    // Thirty seconds on, with a server that has never seen the alarm: the timer opens it.
    await db().execute(sql`update alarms set due_at = now() - interval '1 second'`);
    const restarted = await testApp(handle.db);
    try {
      await Promise.all([restarted.ingest.alarmTick(), server.ingest.alarmTick()]);
      await restarted.ingest.alarmTick();
    } finally {
      await restarted.app.close();
    }
    expect(await transitionsOf(temperature)).toEqual(['opened error']);
    expect(await outbox()).toEqual(['opened EMAIL']);
  });

  it('forgets a pending alarm whose reading came back before its delay', async () => {
    await db().execute(sql`update sensors set delay = 30 where id = ${temperature}`);
    server.ingest.forgetGateway(gatewayId);
    await post([[temperature, 40]]);
    await post([[temperature, 20]]);
    expect(await alarmsOf(temperature)).toEqual([]);
    expect((await server.ingest.alarmTick()).transitions).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('opens with a reading past the delay even before the timer runs', async () => {
    await db().execute(sql`update sensors set delay = 30 where id = ${temperature}`);
    server.ingest.forgetGateway(gatewayId);
    await post([[temperature, 40]], 40_000);
    await post([[temperature, 40]]);
    expect(await transitionsOf(temperature)).toEqual(['opened error']);
  });

  it('keeps a value hovering at the threshold within the deadband from flapping', async () => {
    // Thresholds 27 (warning) and 32 (error); deadband 2.
    await db().execute(sql`update sensors set deadband = 2 where id = ${temperature}`);
    server.ingest.forgetGateway(gatewayId);
    for (const value of [32.5, 31.5, 32.4, 31.0, 29.9, 28, 26.5, 24.9]) {
      await post([[temperature, value]]);
    }
    expect(await transitionsOf(temperature)).toEqual([
      'opened error',
      'changed warning',
      'cleared warning',
    ]);
  });

  it('clears a held alarm through the sweep when this process did not raise it', async () => {
    await db().execute(sql`update sensors set deadband = 2 where id = ${temperature}`);
    server.ingest.forgetGateway(gatewayId);
    await post([[temperature, 40]]);
    // Another process takes the next readings: its hint does not know the alarm, so once a
    // reading is plainly normal again it is not looked at in the flush.
    const other = await testApp(handle.db);
    try {
      const via = gatewayClient(other.app, String(gatewayId), gatewayToken);
      for (const value of [31, 29, 26, 26, 20]) {
        seq += 1;
        await via.readings({
          batches: [{ seq, readings: [[temperature, Date.now(), value]], equipment: [] }],
        });
      }
      expect((await alarmsOf(temperature)).map((a) => a.phase)).toEqual(['open']);
      await other.ingest.alarmTick();
    } finally {
      await other.app.close();
    }
    expect(await transitionsOf(temperature)).toEqual([
      'opened error',
      'changed warning',
      'cleared warning',
    ]);
  });

  it('shows an alarm of equipment in maintenance as suppressed and tells nobody', async () => {
    await db().execute(sql`update equipment set is_maintenance = true where id = ${equipmentId}`);
    await post([[temperature, 40]]);
    await post([[temperature, 20]]);
    const [alarm] = await alarmsOf(temperature);
    expect(alarm).toMatchObject({ suppressed: true, phase: 'cleared' });
    expect(await outbox()).toEqual([]);
  });

  it('raises one gateway alarm for a silent gateway, its sensors disconnected under it', async () => {
    await post([[temperature, 40]]);
    expect(await outbox()).toEqual(['opened EMAIL']);
    // Silent for an hour: its sensors' data is as stale as the gateway.
    await db().execute(sql`update networks set last_updated = now() - interval '1 hour'
      where id = ${gatewayId}`);
    await db().execute(sql`update sensors set latest_at = now() - interval '1 hour'
      where network_id = ${gatewayId}`);
    await server.ingest.housekeeping(true);
    await server.ingest.alarmTick();
    await server.ingest.alarmTick();
    const [gatewayAlarm] = await alarmsOf(gatewayId, 'gateway');
    expect(gatewayAlarm).toMatchObject({ phase: 'open', severity: 'disconnected' });
    const [sensorAlarm] = await alarmsOf(temperature);
    expect(sensorAlarm!.parent_id).toBe(gatewayAlarm!.id);
    const disconnected = await rows<{ n: number }>(sql`select count(*)::int as n from sensors
      where network_id = ${gatewayId} and disconnected`);
    expect(disconnected[0]!.n).toBe(2);
    // Root cause: no stale-data alarm of any of its sensors.
    const staleAlarms = await rows<{ n: number }>(sql`select count(*)::int as n from alarms
      where subject_kind = 'sensor' and rule = 'disconnected'`);
    expect(staleAlarms[0]!.n).toBe(0);
    // One message for the gateway, none per sensor; the sensor's clear under it tells nobody.
    expect(await outbox()).toEqual(['opened EMAIL', 'opened EMAIL']);

    await gateway.checkin({ version: 'test' });
    await post([[temperature, 20]]);
    await server.ingest.alarmTick();
    expect(await transitionsOf(gatewayId, 'gateway')).toEqual([
      'opened disconnected',
      'cleared disconnected',
    ]);
    expect(await outbox()).toEqual(['opened EMAIL', 'opened EMAIL', 'cleared EMAIL']);
  });

  it('raises a stale sensor’s alarm while its gateway checks in, and clears it when it reads', async () => {
    await post([
      [temperature, 20],
      [door, 0],
    ]);
    // Poll interval 10 s: the temperature has not read for a minute, the door just did.
    await db().execute(sql`update sensors set latest_at = now() - interval '1 minute'
      where id = ${temperature}`);
    await server.ingest.alarmTick();
    expect(await transitionsOf(temperature)).toEqual(['opened disconnected']);
    expect(await transitionsOf(door)).toEqual([]);
    const [marked] = await rows<{ disconnected: boolean }>(
      sql`select disconnected from sensors where id = ${temperature}`,
    );
    expect(marked!.disconnected).toBe(true);
    expect(await outbox()).toEqual(['opened EMAIL']);

    await post([[temperature, 21]]);
    await server.ingest.alarmTick();
    expect(await transitionsOf(temperature)).toEqual([
      'opened disconnected',
      'cleared disconnected',
    ]);
  });

  it('raises an equipment alarm when its gateway reports it unreachable, and clears it', async () => {
    seq += 1;
    await gateway.readings({
      batches: [{ seq, readings: [], equipment: [{ id: equipmentId, disconnected: true }] }],
    });
    await server.ingest.alarmTick();
    seq += 1;
    await gateway.readings({
      batches: [{ seq, readings: [], equipment: [{ id: equipmentId, disconnected: false }] }],
    });
    await server.ingest.alarmTick();
    expect(await transitionsOf(equipmentId, 'equipment')).toEqual([
      'opened disconnected',
      'cleared disconnected',
    ]);
  });

  it('sends nothing to a user who subscribed to no kind, and SMS only with a phone', async () => {
    await db().execute(sql`update view_users set alert_yellow = false where view_id = ${viewId}`);
    await db().execute(sql`update users set sms_alerts = true, phone = '5551234567'
      where id = ${userId}`);
    try {
      await post([[temperature, 29]]);
      expect(await outbox()).toEqual([]);
      await post([[temperature, 40]]);
      expect(await outbox()).toEqual(['changed EMAIL', 'changed SMS']);
    } finally {
      await db().execute(sql`update view_users set alert_yellow = true where view_id = ${viewId}`);
      await db().execute(
        sql`update users set sms_alerts = false, phone = null where id = ${userId}`,
      );
    }
  });
});
