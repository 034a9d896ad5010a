import {
  PERMISSION_CODES,
  UNSUPPORTED_ACTION_REASONS,
  actionTimeoutReason,
  messages,
} from '@vigil/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { gatewayActions, gatewayLogs, networks } from '../../db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { createUser } from '../admin/admin.service.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  gatewayClient,
  insertTestLibrary,
  signedInAdmin,
} from '../../testing/telemetryFixtures.js';

const ACTION = `id gatewayID action label ip ips offset status createdBy output error slave
  batch { label totalCount pendingCount } files { name size url } meta { name value }
  perIp { ip ok error } progress { scanned total found }`;
const ADD = `mutation($g: ID!, $c: ID, $a: String!, $ip: String, $ips: [String!], $s: SnmpCredsInput,
  $cc: CardConfigInput, $w: SnmpWalkInput, $id: ID, $o: Int, $t: String, $f: ID, $p: ProbeInput,
  $l: [SnmpCredsInput!], $m: ModbusReadInput) {
  addGatewayAction(gatewayID: $g, customerID: $c, action: $a, ip: $ip, ips: $ips, snmpCreds: $s,
    cardConfig: $cc, snmpWalk: $w, actionID: $id, offset: $o, gatewayType: $t,
    cardConfigFileID: $f, probe: $p, snmpCredsList: $l, modbusRead: $m) { id label createdAt } }`;
const QUEUE = `query($g: ID!, $t: String, $a: [String!]) {
  gatewayActionQueue(gatewayID: $g, gatewayType: $t, actionTypes: $a) { ${ACTION} } }`;
const DELETE = `mutation($g: ID!, $a: ID, $b: String, $t: String) {
  deleteGatewayAction(gatewayID: $g, actionID: $a, batchLabel: $b, createdAt: $t) }`;
const REORDER = `mutation($g: ID!, $a: [ActionOrderInput!]!) {
  reorderActionQueue(gatewayID: $g, actions: $a) { id status } }`;
const V2 = { snmpVersion: '2', communityString: 'walk-secret-1' };

type Reply<T> = {
  data?: T | null;
  errors?: { message: string; extensions?: { field?: string } }[];
};
type Action = {
  id: string;
  action: string;
  label: string;
  ip: string | null;
  ips: string[];
  status: string;
  createdBy: string | null;
  output: string | null;
  error: string | null;
  slave: boolean;
  batch: { label: string; totalCount: number; pendingCount: number } | null;
  files: { name: string; size: number; url: string }[];
  meta: { name: string; value: string }[];
  perIp: { ip: string; ok: boolean; error: string | null }[];
  progress: { scanned: number; total: number; found: number } | null;
};

describe.each(await availableDatabases())('gateway actions on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let customerId: string;
  /** A Modbus library of the demo customer. */
  let library: number;
  const cookies = { admin: '', viewer: '', foreign: '' };

  async function gql<T>(cookie: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query, variables },
    });
    return response.json<Reply<T>>();
  }

  async function cookieOf(email: string) {
    const session = browserSession(server.app);
    await session.gql(
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsTotp } }',
      { e: email, p: DEMO_PASSWORD },
    );
    return session.cookie!;
  }

  /** A new gateway of the demo customer with its agent's client. */
  async function newGateway(name: string) {
    const reply = await gql<{ registerGateway: { id: string; token: string } }>(
      cookies.admin,
      `mutation($c: ID!, $n: String!) { registerGateway(customerID: $c, name: $n) { id token } }`,
      { c: customerId, n: name },
    );
    const { id, token } = reply.data!.registerGateway;
    return { id, token, agent: gatewayClient(server.app, id, token) };
  }

  async function add(
    gatewayId: string,
    variables: Record<string, unknown>,
    cookie = cookies.admin,
  ) {
    return gql<{ addGatewayAction: { id: string; label: string; createdAt: string } }>(
      cookie,
      ADD,
      {
        g: gatewayId,
        ...variables,
      },
    );
  }

  async function queued(gatewayId: string, variables: Record<string, unknown>) {
    const reply = await add(gatewayId, variables);
    if (!reply.data) throw new Error(JSON.stringify(reply.errors));
    return reply.data.addGatewayAction;
  }

  async function queue(gatewayId: string, variables: Record<string, unknown> = {}) {
    const reply = await gql<{ gatewayActionQueue: Action[] }>(cookies.admin, QUEUE, {
      g: gatewayId,
      ...variables,
    });
    if (!reply.data) throw new Error(JSON.stringify(reply.errors));
    return reply.data.gatewayActionQueue;
  }

  const actionCount = async () =>
    (await handle.db.select({ n: sql<number>`count(*)::int` }).from(gatewayActions))[0]!.n;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    customerId = String(await demoCustomerId(handle.db));
    library = await insertTestLibrary(handle.db, Number(customerId));
    await createUser(handle.db, {
      email: 'ops@foreign-actions.test',
      password: DEMO_PASSWORD,
      customerName: 'Foreign Actions Co',
      roles: [...PERMISSION_CODES],
    });
    server = await testApp(handle.db);
    cookies.admin = (await signedInAdmin(server.app)).cookie!;
    cookies.viewer = await cookieOf('viewer@vigil.demo');
    cookies.foreign = await cookieOf('ops@foreign-actions.test');
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('queues an action, turns listen mode on, and logs who queued it', async () => {
    const { id } = await newGateway('Actions A');
    const record = await queued(id, { a: 'GATEWAY_META' });
    expect(record.label).toBe('Poll Asset Data');
    expect(Number.isNaN(Date.parse(record.createdAt))).toBe(false);
    const [gateway] = await handle.db
      .select({ listenTriggered: networks.listenTriggered, slave: networks.slave })
      .from(networks)
      .where(eq(networks.id, Number(id)));
    expect(gateway).toEqual({ listenTriggered: true, slave: false });
    const [item] = await queue(id);
    expect(item).toMatchObject({
      id: record.id,
      action: 'GATEWAY_META',
      status: 'PENDING',
      createdBy: 'Alex Admin',
      slave: false,
    });
    const logs = await handle.db
      .select({ kind: gatewayLogs.kind, message: gatewayLogs.message, user: gatewayLogs.userName })
      .from(gatewayLogs)
      .where(eq(gatewayLogs.networkId, Number(id)));
    expect(logs).toEqual([
      { kind: 'ACTION_QUEUED', message: 'Poll Asset Data queued.', user: 'Alex Admin' },
    ]);
  });

  it('refuses kinds the agent cannot perform, bad parameters and users who cannot manage gateways, writing nothing', async () => {
    const { id } = await newGateway('Actions B');
    const before = await actionCount();
    const refusals: [Record<string, unknown>, string, string | undefined][] = [
      [{ a: 'SECURITY_PATCH' }, UNSUPPORTED_ACTION_REASONS.SECURITY_PATCH, 'action'],
      [{ a: 'UPDATE_HDW_FIRMWARE' }, UNSUPPORTED_ACTION_REASONS.UPDATE_HDW_FIRMWARE, 'action'],
      [{ a: 'NOT_A_KIND' }, messages.invalidChoice, 'action'],
      [{ a: 'SNMP_WALK', ip: '10.0.0.300', s: V2 }, messages.invalidIPv4, 'ip'],
      [
        { a: 'SNMP_WALK', ip: '10.0.0.3', s: { snmpVersion: '2' } },
        messages.required,
        'snmpCreds.communityString',
      ],
      [
        { a: 'SNMP_WALK', ip: '10.0.0.3', s: V2, w: { root: 'ifTable' } },
        messages.invalidOID,
        'snmpWalk.root',
      ],
      [{ a: 'SNMP_DISCOVER', ip: '10.0.0.0/15', s: V2 }, messages.ipRangeTooLarge, 'ip'],
      [{ a: 'SNMP_DISCOVER', ip: '10.0.0.9-10.0.0.1', s: V2 }, messages.invalidIpRange, 'ip'],
      [
        {
          a: 'IMPORT_CONFIG',
          ips: Array.from({ length: 101 }, (_, i) => `10.1.${i >> 8}.${i & 255}`),
          s: V2,
          cc: { flags: ['set-name'], cardName: 'X' },
        },
        `ips may hold at most 100 items.`,
        undefined,
      ],
      [
        { a: 'UNITY_CONFIG', ip: '10.0.0.4', s: V2, cc: { flags: ['set-name'] } },
        messages.required,
        'cardConfig.cardName',
      ],
      [
        {
          a: 'UNITY_CONFIG',
          ip: '10.0.0.4',
          s: V2,
          cc: { flags: ['set-name'], cardName: 'X' },
          f: '7',
        },
        messages.cardConfigFileUnsupported,
        'cardConfigFileID',
      ],
      [{ a: 'RUN_POLL', t: 'HA3' }, messages.invalidChoice, 'gatewayType'],
    ];
    for (const [variables, message, field] of refusals) {
      const reply = await add(id, variables);
      expect(reply.errors?.[0]?.message, JSON.stringify(variables)).toBe(message);
      if (field) expect(reply.errors?.[0]?.extensions?.field).toBe(field);
    }
    const viewer = await add(id, { a: 'RUN_POLL' }, cookies.viewer);
    expect(viewer.errors?.[0]?.message).toBe(messages.mustManageGateways);
    const foreign = await add(id, { a: 'RUN_POLL' }, cookies.foreign);
    expect(foreign.errors?.[0]?.message).toBe(messages.noAccess);
    expect(await actionCount()).toBe(before);
  });

  it('runs each action once: the agent takes the head, acks it, reports once; credentials leave with the result', async () => {
    const { id, agent } = await newGateway('Actions C');
    const walk = await queued(id, {
      a: 'SNMP_WALK',
      ip: '10.0.0.5',
      s: V2,
      w: { root: '.1.3.6.1.2.1.1' },
    });
    const poll = await queued(id, { a: 'RUN_POLL' });
    const next = (await agent.nextAction()).json<{
      action: { id: number; action: string; params: object };
    }>();
    expect(next.action).toEqual({
      id: Number(walk.id),
      action: 'SNMP_WALK',
      params: {
        kind: 'walk',
        ip: '10.0.0.5',
        root: '1.3.6.1.2.1.1',
        snmp: expect.objectContaining({ version: '2', communityString: 'walk-secret-1' }),
        maxOids: 20_000,
        maxMs: 120_000,
      },
    });
    expect((await agent.action(walk.id, 'ack')).json()).toEqual({ run: true });
    // A repeated ack (a reconnect, a retried request) never starts it again.
    expect((await agent.action(walk.id, 'ack')).json()).toEqual({ run: false });
    expect((await agent.nextAction()).json<{ action: { id: number } }>().action.id).toBe(
      Number(poll.id),
    );
    const varbinds = Array.from({ length: 30 }, (_, i) => ({
      oid: `1.3.6.1.2.1.1.${i + 1}.0`,
      type: i === 4 ? 'OctetString' : 'Integer',
      value: i === 4 ? 'ups-room-4' : String(i),
    }));
    const result = { status: 'SUCCESS', output: 'Walked 30 OIDs.', walk: { varbinds } };
    expect((await agent.action(walk.id, 'result', result)).json()).toEqual({ recorded: true });
    expect((await agent.action(walk.id, 'result', result)).json()).toEqual({ recorded: false });

    const [row] = await handle.db
      .select()
      .from(gatewayActions)
      .where(eq(gatewayActions.id, Number(walk.id)));
    expect(JSON.stringify(row!.params)).not.toContain('walk-secret-1');
    expect(row!.params).toEqual({
      kind: 'walk',
      ip: '10.0.0.5',
      root: '1.3.6.1.2.1.1',
      maxOids: 20_000,
      maxMs: 120_000,
    });

    const exists = await gql<{ a: boolean; b: boolean }>(
      cookies.viewer,
      `query($g: ID) { a: snmpWalkExists(gatewayID: $g, ip: "10.0.0.5") b: snmpWalkExists(gatewayID: $g, ip: "10.0.0.6") }`,
      { g: id },
    );
    expect(exists.data).toEqual({ a: true, b: false });
    const page = await gql<{ snmpWalk: { total: number; root: string; oids: { oid: string }[] } }>(
      cookies.viewer,
      `query($g: ID!) { snmpWalk(gatewayID: $g, ip: "10.0.0.5", limit: 10, offset: 10) { total root oids { oid } } }`,
      { g: id },
    );
    expect(page.data!.snmpWalk.total).toBe(30);
    expect(page.data!.snmpWalk.root).toBe('1.3.6.1.2.1.1');
    expect(page.data!.snmpWalk.oids.map((o) => o.oid)).toEqual(
      varbinds.slice(10, 20).map((v) => v.oid),
    );
    const search = await gql<{ snmpWalk: { total: number; oids: { value: string }[] } }>(
      cookies.viewer,
      `query($g: ID!) { snmpWalk(gatewayID: $g, ip: "10.0.0.5", query: "room-4") { total oids { value } } }`,
      { g: id },
    );
    expect(search.data!.snmpWalk).toEqual({ total: 1, oids: [{ value: 'ups-room-4' }] });
    const statuses = (await queue(id)).map((a) => [a.action, a.status]);
    expect(statuses).toEqual([
      ['RUN_POLL', 'PENDING'],
      ['SNMP_WALK', 'SUCCESS'],
    ]);
  });

  it('reorders pending actions, keeps a running one first, and refuses a stale order whole', async () => {
    const { id, agent } = await newGateway('Actions D');
    const a = await queued(id, { a: 'RUN_POLL' });
    const b = await queued(id, { a: 'GATEWAY_META' });
    const c = await queued(id, { a: 'SEND_LOGS' });
    await agent.action(a.id, 'ack');
    const moved = await gql<{ reorderActionQueue: { id: string; status: string }[] }>(
      cookies.admin,
      REORDER,
      {
        g: id,
        a: [
          { id: c.id, position: 0 },
          { id: b.id, position: 1 },
        ],
      },
    );
    expect(moved.data!.reorderActionQueue.map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    expect((await agent.nextAction()).json<{ action: { id: number } }>().action.id).toBe(
      Number(c.id),
    );
    const stale = await gql(cookies.admin, REORDER, {
      g: id,
      a: [
        { id: a.id, position: 1 },
        { id: b.id, position: 0 },
      ],
    });
    expect(stale.errors?.[0]?.message).toBe(messages.actionQueueChanged);
    expect((await queue(id)).map((x) => x.id)).toEqual([a.id, c.id, b.id]);
  });

  it('sends address lists in batches of 100 that share a label, and counts what is pending', async () => {
    const { id, agent } = await newGateway('Actions E');
    const ips = Array.from({ length: 150 }, (_, i) => `10.2.${i >> 8}.${(i & 255) + 1}`);
    const config = { flags: ['set-name', 'set-traps'], cardName: 'Row A', trapIP: '10.2.9.9' };
    const first = await queued(id, {
      a: 'IMPORT_CONFIG',
      ips: ips.slice(0, 100),
      s: V2,
      cc: config,
    });
    expect(first.label).toBe(`Configure Card(s) #${first.id}`);
    const second = await queued(id, {
      a: 'IMPORT_CONFIG',
      ips: ips.slice(100),
      o: 100,
      s: V2,
      cc: config,
      id: first.id,
    });
    expect(second.label).toBe(first.label);
    let items = await queue(id, { a: ['IMPORT_CONFIG'] });
    expect(items.map((x) => [x.ips.length, x.batch])).toEqual([
      [100, { label: first.label, totalCount: 2, pendingCount: 2 }],
      [50, { label: first.label, totalCount: 2, pendingCount: 2 }],
    ]);
    const taken = (await agent.nextAction()).json<{
      action: { params: { offset: number; config: object } };
    }>();
    expect(taken.action.params.offset).toBe(0);
    await agent.action(first.id, 'ack');
    items = await queue(id);
    expect(items[1]!.batch).toEqual({ label: first.label, totalCount: 2, pendingCount: 1 });
    await agent.action(first.id, 'result', {
      status: 'SUCCESS',
      perIp: [
        { ip: ips[0], ok: true },
        { ip: ips[1], ok: false, error: 'notWritable' },
      ],
    });
    const done = (await queue(id)).find((x) => x.id === first.id)!;
    expect(done.perIp.slice(0, 2)).toEqual([
      { ip: ips[0], ok: true, error: null },
      { ip: ips[1], ok: false, error: 'notWritable' },
    ]);
    // Removing the batch takes the rest with it.
    const removed = await gql<{ deleteGatewayAction: boolean }>(cookies.admin, DELETE, {
      g: id,
      b: first.label,
    });
    expect(removed.data!.deleteGatewayAction).toBe(true);
    expect(await queue(id)).toEqual([]);
  });

  it('removes a pending action, cancels a running one (its late result ignored), and says when it is gone', async () => {
    const { id, agent } = await newGateway('Actions F');
    const running = await queued(id, { a: 'RUN_POLL' });
    const pending = await queued(id, { a: 'GATEWAY_META' });
    await agent.action(running.id, 'ack');
    const wrongTime = await gql(cookies.admin, DELETE, {
      g: id,
      a: pending.id,
      t: '2020-01-01T00:00:00.000Z',
    });
    expect(wrongTime.errors?.[0]?.message).toBe(messages.actionNotFound);
    expect(
      (await gql(cookies.admin, DELETE, { g: id, a: pending.id, t: pending.createdAt })).data,
    ).toEqual({
      deleteGatewayAction: true,
    });
    expect((await gql(cookies.admin, DELETE, { g: id, a: running.id })).data).toEqual({
      deleteGatewayAction: true,
    });
    expect((await queue(id)).map((x) => [x.id, x.status, x.error])).toEqual([
      [running.id, 'CANCELLED', 'Cancelled while it ran.'],
    ]);
    expect(
      (await agent.action(running.id, 'progress', { scanned: 1, total: 2, found: [] })).json(),
    ).toEqual({
      cancelled: true,
    });
    expect((await agent.action(running.id, 'result', { status: 'SUCCESS' })).json()).toEqual({
      recorded: false,
    });
    expect((await agent.action(pending.id, 'ack')).statusCode).toBe(404);
    const again = await gql(cookies.admin, DELETE, { g: id, a: pending.id });
    expect(again.errors?.[0]?.message).toBe(messages.actionNotFound);
    const logs = await handle.db
      .select({ kind: gatewayLogs.kind })
      .from(gatewayLogs)
      .where(eq(gatewayLogs.networkId, Number(id)))
      .orderBy(gatewayLogs.id);
    expect(logs.map((l) => l.kind)).toEqual([
      'ACTION_QUEUED',
      'ACTION_QUEUED',
      'ACTION_STARTED',
      'ACTION_REMOVED',
      'ACTION_CANCELLED',
    ]);
  });

  it('fails a running action past its time-out with the reason, and completes a reboot when the agent is back', async () => {
    const { id, agent } = await newGateway('Actions G');
    const stuck = await queued(id, { a: 'GATEWAY_META' });
    const reboot = await queued(id, { a: 'REBOOT' });
    await agent.action(stuck.id, 'ack');
    await handle.db
      .update(gatewayActions)
      .set({ deadlineAt: sql`now() - interval '1 second'` })
      .where(eq(gatewayActions.id, Number(stuck.id)));
    await server.ingest.housekeeping(true);
    expect((await queue(id)).find((x) => x.id === stuck.id)).toMatchObject({
      status: 'FAILED',
      error: actionTimeoutReason('GATEWAY_META'),
    });
    await agent.action(reboot.id, 'ack');
    // A check-in from the process that acked it changes nothing; a newer process completes it.
    await agent.checkin({ startedAt: Date.now() - 60_000 });
    expect((await queue(id)).find((x) => x.id === reboot.id)!.status).toBe('IN_PROGRESS');
    await agent.checkin({ startedAt: Date.now() + 1_000 });
    expect((await queue(id)).find((x) => x.id === reboot.id)).toMatchObject({
      status: 'SUCCESS',
      output: 'The gateway restarted and checked in again.',
    });
  });

  it('rotates the token: the new one works beside the old until the agent uses it, then the old is refused', async () => {
    const { id, token, agent } = await newGateway('Actions H');
    const rotate = await queued(id, { a: 'RENEW_IOT_CERT' });
    await agent.action(rotate.id, 'ack');
    const issued = (await agent.action(rotate.id, 'token')).json<{ token: string }>();
    expect(issued.token).toMatch(/^[\w-]{43}$/);
    expect(issued.token).not.toBe(token);
    expect((await agent.checkin()).statusCode).toBe(200);
    const renewed = gatewayClient(server.app, id, issued.token);
    expect((await renewed.action(rotate.id, 'result', { status: 'SUCCESS' })).json()).toEqual({
      recorded: true,
    });
    expect((await agent.checkin()).statusCode).toBe(401);
    expect((await renewed.checkin()).statusCode).toBe(200);
    // Only a Rotate Certificate action hands out a token.
    const other = await queued(id, { a: 'RUN_POLL' });
    await renewed.action(other.id, 'ack');
    expect((await renewed.action(other.id, 'token')).statusCode).toBe(400);
  });

  it('stores what a scan finds, matched to libraries by sysObjectID, and serves a log file to those who may see it', async () => {
    const { id, agent } = await newGateway('Actions I');
    const scan = await queued(id, {
      a: 'SNMP_DISCOVER',
      ip: '10.3.0.0/29',
      s: V2,
      l: [{ snmpVersion: '1', communityString: 'legacy' }],
    });
    const taken = (await agent.nextAction()).json<{
      action: { params: { range: string; snmp: object[] } };
    }>();
    expect(taken.action.params.snmp).toEqual([
      expect.objectContaining({ version: '2', communityString: 'walk-secret-1' }),
      expect.objectContaining({ version: '1', communityString: 'legacy' }),
    ]);
    expect(taken.action.params).toMatchObject({
      range: '10.3.0.0/29',
      concurrency: 64,
      timeoutMs: 1500,
    });
    await agent.action(scan.id, 'ack');
    const device = (ip: string, sysObjectID: string) => ({
      ip,
      sysName: `card-${ip}`,
      sysDescr: 'Network Management Card',
      sysObjectID,
      credential: 0,
    });
    await agent.action(scan.id, 'progress', {
      scanned: 3,
      total: 6,
      found: [device('10.3.0.2', '1.3.6.1.4.1.476.1.42')],
    });
    const progressed = await gql<{ discovery: { action: Action; devices: { ip: string }[] } }>(
      cookies.viewer,
      `query($a: ID!) { discovery(actionID: $a) { action { ${ACTION} } devices { ip } } }`,
      { a: scan.id },
    );
    expect(progressed.data!.discovery.action.progress).toEqual({ scanned: 3, total: 6, found: 1 });
    await agent.action(scan.id, 'progress', {
      scanned: 6,
      total: 6,
      found: [device('10.3.0.1', '1.3.6.1.4.1.9.1.1')],
    });
    await agent.action(scan.id, 'result', {
      status: 'SUCCESS',
      output: 'Scanned 6 addresses, found 2 SNMP agents.',
    });
    const found = await gql<{
      discovery: { devices: { ip: string; libraryID: string | null; onboarded: boolean }[] };
    }>(
      cookies.viewer,
      `query($a: ID!) { discovery(actionID: $a) { devices { ip libraryID onboarded } } }`,
      { a: scan.id },
    );
    expect(found.data!.discovery.devices.map((d) => d.ip)).toEqual(['10.3.0.1', '10.3.0.2']);
    expect(found.data!.discovery.devices.every((d) => d.onboarded === false)).toBe(true);
    // Each device is matched by its own sysObjectID, and onboarded by its own address.
    await handle.db.execute(
      sql`update equipment_libraries set sys_object_id = '.1.3.6.1.4.1.476.1.42' where id = ${library}`,
    );
    const onboarded = await gql(
      cookies.admin,
      `mutation($g: ID!, $c: ID!, $lib: ID) { onboardEquipment(gatewayID: $g, customerID: $c,
        ip: "10.3.0.1", manufacturerModel: $lib, description: "Scanned card", protocol: "Modbus") { id } }`,
      { g: id, c: customerId, lib: String(library) },
    );
    expect(onboarded.errors).toBeUndefined();
    const matched = await gql<{
      discovery: { devices: { ip: string; libraryID: string | null; onboarded: boolean }[] };
    }>(
      cookies.viewer,
      `query($a: ID!) { discovery(actionID: $a) { devices { ip libraryID onboarded } } }`,
      {
        a: scan.id,
      },
    );
    expect(matched.data!.discovery.devices).toEqual([
      { ip: '10.3.0.1', libraryID: null, onboarded: true },
      { ip: '10.3.0.2', libraryID: String(library), onboarded: false },
    ]);

    const logs = await queued(id, { a: 'SEND_LOGS' });
    await agent.action(logs.id, 'ack');
    await agent.action(logs.id, 'result', {
      status: 'SUCCESS',
      files: [{ name: 'agent.log', content: 'line one\nline two\n' }],
    });
    const item = (await queue(id)).find((x) => x.id === logs.id)!;
    expect(item.files).toEqual([
      { name: 'agent.log', size: 18, url: `/files/actions/${logs.id}/agent.log` },
    ]);
    const download = await server.app.inject({
      method: 'GET',
      url: item.files[0]!.url,
      headers: { cookie: cookies.viewer },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('line one\nline two\n');
    expect(download.headers['content-disposition']).toContain('attachment');
    for (const headers of [{ cookie: cookies.foreign }, {}]) {
      const refused = await server.app.inject({ method: 'GET', url: item.files[0]!.url, headers });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('queues Test Connection with the point it reads: the library’s first, or sysDescr.0', async () => {
    const { id, agent } = await newGateway('Actions K');
    const probe = (variables: Record<string, unknown>) =>
      add(id, { a: 'TEST_CONNECTION', ip: '10.4.0.1', ...variables });
    const noLibrary = await probe({ p: { protocol: 'Modbus', port: 502 } });
    expect(noLibrary.errors?.[0]).toMatchObject({
      message: messages.required,
      extensions: { field: 'probe.manufacturerModel' },
    });
    const badUnit = await probe({ p: { protocol: 'Modbus', slaveID: 300 } });
    expect(badUnit.errors?.[0]?.message).toBe(messages.invalidUnitId);
    const modbus = await probe({
      p: { protocol: 'Modbus', port: 1502, slaveID: 3, manufacturerModel: String(library) },
    });
    expect(modbus.errors).toBeUndefined();
    expect(modbus.data!.addGatewayAction.label).toBe('Test Connection');
    const snmp = await probe({ s: { ...V2, port: 1161 }, p: { protocol: 'SNMP' } });
    expect(snmp.errors).toBeUndefined();
    const first = (await agent.nextAction()).json<{ action: { params: object } }>();
    expect(first.action.params).toMatchObject({
      kind: 'probe',
      protocol: 'Modbus',
      ip: '10.4.0.1',
      port: 1502,
      unitId: 3,
      modbusPoint: { functionCode: expect.any(Number), address: expect.any(Number) },
    });
    await agent.action(modbus.data!.addGatewayAction.id, 'ack');
    const second = (await agent.nextAction()).json<{ action: { params: object } }>();
    expect(second.action.params).toMatchObject({
      kind: 'probe',
      protocol: 'SNMP',
      port: 1161,
      snmp: { version: '2', communityString: 'walk-secret-1' },
      snmpPoint: { oid: '1.3.6.1.2.1.1.1.0' },
    });
  });

  it('queues Read Registers for the template preview: checked, then its raw words returned to who may see them', async () => {
    const { id, agent } = await newGateway('Actions L');
    const block = { port: 1502, slaveID: 3, functionCode: 3, startingRegister: 100, count: 4 };
    const read = (m: Record<string, unknown> | null, ip: string | null = '10.4.0.2') =>
      add(id, { a: 'MODBUS_READ', ip, m });
    const before = await actionCount();
    const refusals: [Record<string, unknown> | null, string | null, string, string][] = [
      [block, '10.4.0.300', messages.invalidIPv4, 'ip'],
      [block, null, messages.invalidIPv4, 'ip'],
      [null, '10.4.0.2', messages.required, 'modbusRead.functionCode'],
      [
        { ...block, functionCode: 6 },
        '10.4.0.2',
        messages.invalidFunctionCode,
        'modbusRead.functionCode',
      ],
      [{ ...block, count: 51 }, '10.4.0.2', messages.modbusReadCount(50), 'modbusRead.count'],
      [{ ...block, count: 0 }, '10.4.0.2', messages.modbusReadCount(50), 'modbusRead.count'],
      [
        { ...block, startingRegister: -1 },
        '10.4.0.2',
        messages.invalidRegisterAddress,
        'modbusRead.startingRegister',
      ],
      [
        { ...block, startingRegister: 65_530, count: 10 },
        '10.4.0.2',
        messages.modbusReadPastEnd,
        'modbusRead.count',
      ],
      [{ ...block, slaveID: 300 }, '10.4.0.2', messages.invalidUnitId, 'modbusRead.slaveID'],
      [{ ...block, port: 70_000 }, '10.4.0.2', messages.invalidPort, 'modbusRead.port'],
    ];
    for (const [m, ip, message, field] of refusals) {
      const reply = await read(m, ip);
      expect(reply.errors?.[0], JSON.stringify(m)).toMatchObject({
        message,
        extensions: { field },
      });
    }
    expect(
      (await add(id, { a: 'MODBUS_READ', ip: '10.4.0.2', m: block }, cookies.viewer)).errors?.[0]
        ?.message,
    ).toBe(messages.mustManageGateways);
    expect(
      (await add(id, { a: 'MODBUS_READ', ip: '10.4.0.2', m: block }, cookies.foreign)).errors?.[0]
        ?.message,
    ).toBe(messages.noAccess);
    expect(await actionCount()).toBe(before);

    const queuedRead = await read(block);
    expect(queuedRead.errors).toBeUndefined();
    const record = queuedRead.data!.addGatewayAction;
    expect(record.label).toBe('Read Registers');
    // Port 502 and unit 1 unless given.
    const coils = await queued(id, {
      a: 'MODBUS_READ',
      ip: '10.4.0.3',
      m: { functionCode: 1, startingRegister: 0, count: 8 },
    });
    const taken = (await agent.nextAction()).json<{ action: { id: number; params: object } }>();
    expect(taken.action).toEqual({
      id: Number(record.id),
      action: 'MODBUS_READ',
      params: {
        kind: 'read',
        ip: '10.4.0.2',
        port: 1502,
        unitId: 3,
        functionCode: 3,
        address: 100,
        count: 4,
      },
    });
    await agent.action(record.id, 'ack');
    expect((await agent.nextAction()).json<{ action: { params: object } }>().action.params).toEqual(
      {
        kind: 'read',
        ip: '10.4.0.3',
        port: 502,
        unitId: 1,
        functionCode: 1,
        address: 0,
        count: 8,
      },
    );
    // More words than a read may take is no result.
    const tooMany = await agent.action(record.id, 'result', {
      status: 'SUCCESS',
      registers: Array.from({ length: 51 }, () => 0),
    });
    expect(tooMany.statusCode).toBe(400);
    const words = [0xe979, 0x42f6, 0, 65_535];
    expect(
      (
        await agent.action(record.id, 'result', {
          status: 'SUCCESS',
          output:
            'Read holding registers 100-103 of 10.4.0.2:1502 (unit 3): 0xE979 0x42F6 0x0000 0xFFFF',
          registers: words,
        })
      ).json(),
    ).toEqual({ recorded: true });

    const ONE = `query($a: ID!) { gatewayAction(actionID: $a) {
      action status ip output registers { functionCode startingRegister words } } }`;
    const seen = await gql<{ gatewayAction: Record<string, unknown> }>(cookies.viewer, ONE, {
      a: record.id,
    });
    expect(seen.data!.gatewayAction).toEqual({
      action: 'MODBUS_READ',
      status: 'SUCCESS',
      ip: '10.4.0.2',
      output: expect.stringContaining('0xE979 0x42F6'),
      registers: { functionCode: 3, startingRegister: 100, words },
    });
    const pending = await gql<{ gatewayAction: { registers: unknown } }>(cookies.viewer, ONE, {
      a: coils.id,
    });
    expect(pending.data!.gatewayAction.registers).toBeNull();
    const foreign = await gql(cookies.foreign, ONE, { a: record.id });
    expect(foreign.errors?.[0]?.message).toBe(messages.noAccess);
    const logs = await handle.db
      .select({ message: gatewayLogs.message })
      .from(gatewayLogs)
      .where(eq(gatewayLogs.actionId, Number(record.id)))
      .orderBy(gatewayLogs.id);
    expect(logs.map((l) => l.message)).toEqual([
      'Read Registers queued for 10.4.0.2.',
      'Read Registers for 10.4.0.2 started.',
      'Read Registers for 10.4.0.2 succeeded.',
    ]);
  });

  it('keeps queued actions across a server restart and runs them once', async () => {
    const { id, token } = await newGateway('Actions J');
    const action = await queued(id, { a: 'GATEWAY_META' });
    await server.app.close();
    server = await testApp(handle.db);
    const agent = gatewayClient(server.app, id, token);
    expect((await agent.nextAction()).json<{ action: { id: number } }>().action.id).toBe(
      Number(action.id),
    );
    expect((await agent.action(action.id, 'ack')).json()).toEqual({ run: true });
    expect((await agent.action(action.id, 'ack')).json()).toEqual({ run: false });
  });
});
