import { SNMPD_STABLE_COMMUNITY, startSnmpd, type SnmpdHandle } from '@vigil/gateway/testing';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { gatewayActions, gatewayLogs } from '../db/schema.js';
import { seedDemo } from '../demo/seedDemo.js';
import { freePort, runScript, type RunningProcess } from '../testing/serverProcess.js';
import { testApp } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';
import { demoCustomerId, signedInAdmin } from '../testing/telemetryFixtures.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Gateway actions with a real agent process and a real server: the gateway kinds, a walk of
 * Debian's snmpd equal to snmpwalk's, a token rotated and kept, and an action queued while the
 * server is down and restarted, run once.
 */
describe('gateway actions through a real agent', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>> | undefined;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let snmpd: SnmpdHandle;
  let agent: RunningProcess;
  let port: number;
  let gatewayId = '';
  const agentDir = mkdtempSync(join(tmpdir(), 'vigil-actions-agent-'));

  const startServer = async () => {
    server = await testApp(handle.db);
    await server.app.listen({ port, host: '127.0.0.1' });
    admin = await signedInAdmin(server.app);
  };
  const queue = async (variables: Record<string, unknown>) => {
    const reply = await admin.gql<{ addGatewayAction: { id: string } }>(
      `mutation($g: ID!, $a: String!, $ip: String, $s: SnmpCredsInput, $w: SnmpWalkInput) {
        addGatewayAction(gatewayID: $g, action: $a, ip: $ip, snmpCreds: $s, snmpWalk: $w) { id } }`,
      { g: gatewayId, ...variables },
    );
    if (!reply.body.data) throw new Error(JSON.stringify(reply.body.errors));
    return Number(reply.body.data.addGatewayAction.id);
  };
  const row = async (id: number) =>
    (await handle.db.select().from(gatewayActions).where(eq(gatewayActions.id, id)))[0]!;
  const finished = (id: number) =>
    waitFor(`action ${id} to finish`, async () =>
      ['SUCCESS', 'FAILED'].includes((await row(id)).status),
    );

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    snmpd = await startSnmpd([]);
    port = await freePort();
    await startServer();
    const registered = await admin.gql<{ registerGateway: { id: string; token: string } }>(
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Actions site", pollInterval: 5) {
        id token } }`,
      { c: String(await demoCustomerId(handle.db)) },
    );
    const { id, token } = registered.body.data!.registerGateway;
    gatewayId = id;
    agent = runScript(
      '../gateway/src/cli.ts',
      ['--server', `http://127.0.0.1:${port}`, '--gateway', id, '--data-dir', agentDir],
      { VIGIL_GATEWAY_TOKEN: token },
    );
  }, 60_000);

  afterAll(async () => {
    agent?.child.kill('SIGTERM');
    await agent?.exited;
    await server?.app.close();
    await snmpd?.stop();
    await handle?.close();
    rmSync(agentDir, { recursive: true, force: true });
  });

  it('polls, reports its facts and log, and walks snmpd as snmpwalk does', async () => {
    const poll = await queue({ a: 'RUN_POLL' });
    const meta = await queue({ a: 'GATEWAY_META' });
    const logs = await queue({ a: 'SEND_LOGS' });
    const walk = await queue({
      a: 'SNMP_WALK',
      ip: '127.0.0.1',
      s: { snmpVersion: '2', communityString: SNMPD_STABLE_COMMUNITY, port: snmpd.port },
      w: { root: '1.3.6.1.2.1.1' },
    });
    for (const id of [poll, meta, logs, walk]) await finished(id);
    expect((await row(poll)).status).toBe('SUCCESS');
    expect((await row(meta)).result).toMatchObject({
      meta: expect.objectContaining({ nodeVersion: process.version, equipmentCount: '0' }),
    });
    const [file] = await queryRows<{ content: string }>(
      handle.db,
      sql`select content from action_files where action_id = ${logs}`,
    );
    expect(file!.content).toContain('listen mode: connected');
    const walked = await queryRows<{ oid: string }>(
      handle.db,
      sql`select oid from snmp_walk_oids where action_id = ${walk} order by seq`,
    );
    const expected = await snmpd.snmpwalkOids(
      ['-v2c', '-c', SNMPD_STABLE_COMMUNITY],
      '1.3.6.1.2.1.1',
    );
    expect(walked.map((w) => w.oid)).toEqual(expected);
  }, 60_000);

  it('rotates its token, keeps it on disk and goes on with it', async () => {
    const rotate = await queue({ a: 'RENEW_IOT_CERT' });
    await finished(rotate);
    expect((await row(rotate)).status).toBe('SUCCESS');
    const stored = JSON.parse(readFileSync(join(agentDir, 'token.json'), 'utf8')) as {
      token: string;
    };
    expect(stored.token).toMatch(/^[\w-]{43}$/);
    // It works on with the new token: the next action runs.
    const after = await queue({ a: 'GATEWAY_META' });
    await finished(after);
    expect((await row(after)).status).toBe('SUCCESS');
  }, 60_000);

  it('runs an action queued while the server was down exactly once after it is back', async () => {
    await server!.app.close();
    server = undefined;
    // Queued straight into the table, as another server process would while this one is down.
    const [queued] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into gateway_actions (customer_id, network_id, action, params, position,
          created_by_name)
        select customer_id, id, 'GATEWAY_META', '{"kind":"none"}'::jsonb, 1000, 'Another process'
        from networks where id = ${Number(gatewayId)} returning id`,
    );
    await sleep(3_000);
    await startServer();
    await finished(queued!.id);
    await sleep(6_000);
    const started = await handle.db
      .select({ kind: gatewayLogs.kind })
      .from(gatewayLogs)
      .where(eq(gatewayLogs.actionId, queued!.id));
    expect(started.map((l) => l.kind)).toEqual(['ACTION_STARTED', 'ACTION_SUCCEEDED']);
    expect((await row(queued!.id)).status).toBe('SUCCESS');
  }, 90_000);
});
