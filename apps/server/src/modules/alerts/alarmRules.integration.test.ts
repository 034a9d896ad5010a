import { messages } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { seedDemo } from '../../demo/seedDemo.js';
import { testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import type { gatewayClient } from '../../testing/telemetryFixtures.js';
import {
  demoCustomerId,
  insertTestLibrary,
  onboardedTestSite,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';

const SAVE = `mutation($v: ID!, $c: ID!, $r: ID, $n: String!, $cond: [AlarmRuleTokenInput!]!,
  $res: String!) {
  saveAlarmRule(viewID: $v, customerID: $c, ruleID: $r, name: $n, condition: $cond, result: $res) {
    id name result text active condition { kind sensorID name value } } }`;
const RULES = `query($v: ID!, $c: ID!) { viewAlarmRules(viewID: $v, customerID: $c) {
  id name text active } }`;
const DELETE = `mutation($v: ID!, $c: ID!, $r: ID!) {
  deleteAlarmRule(viewID: $v, customerID: $c, ruleID: $r) }`;
const ALARMS = `query($c: ID!, $p: String!) { alarms(customerID: $c, phase: $p, mine: true) {
  subjectKind name severity detail } }`;

type Token = { kind: string; sensorID?: string; value?: string };
const IF: Token = { kind: 'IF' };
const sensor = (id: number): Token => ({ kind: 'LEFT_SENSOR', sensorID: String(id) });
const cmp = (value: string): Token => ({ kind: 'COMPARATOR', value });
const val = (value: string): Token => ({ kind: 'RIGHT_SENSOR', value });

describe.each(await availableDatabases())('views’ alarm rules on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let gateway: ReturnType<typeof gatewayClient>;
  let customerId: number;
  let temperature: number;
  let door: number;
  let viewId: number;
  let seq = 0;

  const db = () => handle.db;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const ruleTransitions = async () =>
    (
      await rows<{ kind: string; severity: string }>(sql`select t.kind, t.severity
        from alarm_transitions t join alarms a on a.id = t.alarm_id
        where a.subject_kind = 'rule' order by t.id`)
    ).map((t) => `${t.kind} ${t.severity}`);
  const outbox = async () =>
    (
      await rows<{ kind: string; view_id: number }>(sql`select t.kind, n.view_id
        from notifications n join alarm_transitions t on t.id = n.transition_id
        join alarms a on a.id = n.alarm_id where a.subject_kind = 'rule' order by n.id`)
    ).map((n) => `${n.kind} view ${n.view_id === viewId ? 'of the rule' : n.view_id}`);
  const post = async (values: [number, number][]) => {
    seq += 1;
    const reply = await gateway.readings({
      batches: [{ seq, readings: values.map(([id, v]) => [id, Date.now(), v]), equipment: [] }],
    });
    expect(reply.statusCode).toBe(200);
  };
  const save = (condition: Token[], result: string, name = 'Hot and open', ruleID?: string) =>
    admin.gql<{ saveAlarmRule: { id: string; text: string; active: boolean } }>(SAVE, {
      v: String(viewId),
      c: String(customerId),
      r: ruleID ?? null,
      n: name,
      cond: condition,
      res: result,
    });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = await demoCustomerId(handle.db);
    const library = await insertTestLibrary(handle.db, customerId);
    server = await testApp(handle.db);
    admin = await signedInAdmin(server.app);
    ({ gateway, temperature, door } = await onboardedTestSite(
      server.app,
      admin,
      customerId,
      library,
      'Rule site',
    ));
    // A view with no widget of these sensors: a rule's alarm belongs to its own view.
    const userId = (
      await rows<{ id: number }>(sql`select id from users
      where email = 'admin@vigil.demo'`)
    )[0]!.id;
    viewId = (
      await rows<{ id: number }>(sql`insert into views (customer_id, name)
      values (${customerId}, 'Rule room') returning id`)
    )[0]!.id;
    await db().execute(sql`insert into view_users (view_id, user_id, can_read, alert_yellow,
      alert_red, alert_disconnected, alert_cleared) values (${viewId}, ${userId}, true, true, true,
      true, true)`);
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`delete from view_alarm_rules`);
    await db().execute(sql`delete from notifications`);
    await db().execute(sql`delete from alarms`);
    // Normal readings, so each test starts from known values.
    await post([
      [temperature, 20],
      [door, 0],
    ]);
  });

  it('opens the rule’s alarm when the condition holds, tells the view’s users, and clears', async () => {
    const saved = await save(
      [
        IF,
        sensor(temperature),
        cmp('>'),
        val('30'),
        { kind: 'AND_OR', value: 'AND' },
        sensor(door),
        cmp('='),
        val('1'),
      ],
      'alarm',
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.saveAlarmRule).toMatchObject({
      text: `IF Temperature greater than 30 AND Door equals 1 THEN alarm`,
      active: false,
    });
    await post([[temperature, 35]]);
    expect(await ruleTransitions()).toEqual([]);
    await post([[door, 1]]);
    expect(await ruleTransitions()).toEqual(['opened error']);
    const open = await admin.gql<{ alarms: { subjectKind: string; name: string }[] }>(ALARMS, {
      c: String(customerId),
      p: 'open',
    });
    expect(open.body.data!.alarms).toContainEqual(
      expect.objectContaining({ subjectKind: 'rule', name: 'Hot and open', severity: 'error' }),
    );
    await post([[temperature, 25]]);
    expect(await ruleTransitions()).toEqual(['opened error', 'cleared error']);
    expect(await outbox()).toEqual(['opened view of the rule', 'cleared view of the rule']);
  });

  it('opens at once when a saved rule already holds, and clears when it is deleted', async () => {
    await post([[temperature, 40]]);
    const saved = await save([IF, sensor(temperature), cmp('>='), val('40')], 'warning');
    expect(saved.body.data!.saveAlarmRule.active).toBe(true);
    expect(await ruleTransitions()).toEqual(['opened warning']);
    const id = saved.body.data!.saveAlarmRule.id;
    // Edited to an alarm while it holds: the open alarm changes severity.
    await save([IF, sensor(temperature), cmp('>='), val('40')], 'alarm', 'Hot', id);
    expect(await ruleTransitions()).toEqual(['opened warning', 'changed error']);
    const removed = await admin.gql(DELETE, { v: String(viewId), c: String(customerId), r: id });
    expect(removed.body.data).toEqual({ deleteAlarmRule: true });
    expect(await ruleTransitions()).toEqual(['opened warning', 'changed error', 'cleared error']);
    const listed = await admin.gql<{ viewAlarmRules: unknown[] }>(RULES, {
      v: String(viewId),
      c: String(customerId),
    });
    expect(listed.body.data!.viewAlarmRules).toEqual([]);
  });

  it('raises a switch while the state stays, and a cleared rule clears the view’s alarms', async () => {
    const switched = await save(
      [IF, sensor(door), cmp('switches from'), val('Closed'), { kind: 'TO', value: '1' }],
      'warning',
      'Door opened',
    );
    expect(switched.body.errors).toBeUndefined();
    await post([[door, 1]]);
    await post([[door, 1]]);
    expect(await ruleTransitions()).toEqual(['opened warning']);
    await post([[door, 0]]);
    expect(await ruleTransitions()).toEqual(['opened warning', 'cleared warning']);

    await save([IF, sensor(temperature), cmp('>'), val('30')], 'alarm', 'Hot');
    await save([IF, sensor(door), cmp('='), val('Closed')], 'cleared', 'Door shut clears');
    await post([[temperature, 35]]);
    // The door is closed, so the cleared rule holds too: the hot alarm never opens.
    expect(await ruleTransitions()).toEqual(['opened warning', 'cleared warning']);
  });

  it.each([
    [
      'a condition out of order',
      [IF, cmp('>'), sensor(1), val('3')],
      'alarm',
      messages.invalidSyntax,
    ],
    [
      'a number comparison with text',
      [IF, sensor(-1), cmp('>'), val('hot')],
      'alarm',
      messages.invalidSyntax,
    ],
    ['an unknown result', [IF, sensor(-1), cmp('>'), val('3')], 'urgent', messages.invalidSyntax],
  ])(
    'refuses %s with its message and stores nothing',
    async (_name, condition, result, message) => {
      const fixed = condition.map((t) =>
        t.sensorID === '-1' || t.sensorID === '1' ? sensor(temperature) : t,
      );
      const { body } = await save(fixed, result);
      expect(body.errors?.[0]?.message).toBe(message);
      expect(await rows(sql`select id from view_alarm_rules`)).toEqual([]);
    },
  );

  it('refuses a switch on a sensor without states', async () => {
    const noStates = await save(
      [IF, sensor(temperature), cmp('switches from'), val('1'), { kind: 'TO', value: '2' }],
      'alarm',
    );
    expect(noStates.body.errors?.[0]?.message).toBe(messages.switchNeedsStateSensor);
    expect(await rows(sql`select id from view_alarm_rules`)).toEqual([]);
  });
});
