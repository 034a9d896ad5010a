import { messages } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { serverProcesses } from '../../db/schema.js';
import { demoCustomerId } from '../../demo/demo.repository.js';
import { seedDemo } from '../../demo/seedDemo.js';
import {
  insertTestLibrary,
  onboardedTestSite,
  signedInAdmin,
  signedInAs,
} from '../../testing/telemetryFixtures.js';
import { testApp, type GraphQLReply } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createServerHeartbeat } from './serverHeartbeat.js';
import { pingRedis } from './status.service.js';

// /status as a super user reads it: the server processes from their heartbeats, the database,
// Redis when configured, connected gateways, the ingest rate and the background queues.

const REDIS_URL = 'redis://127.0.0.1:6379';
const STATUS = `query { systemStatus { checkedAt database databaseOk redisOk
  processes { id host pid startedAt lastSeenAt rssBytes }
  gatewaysConnected gatewaysTotal readingsPerSecond
  notificationsQueued reportRunsQueued gatewayActionsQueued } }`;

interface Status {
  checkedAt: string;
  database: string;
  databaseOk: boolean;
  redisOk: boolean | null;
  processes: {
    id: string;
    host: string;
    pid: number;
    startedAt: string;
    lastSeenAt: string;
    rssBytes: number;
  }[];
  gatewaysConnected: number;
  gatewaysTotal: number;
  readingsPerSecond: number;
  notificationsQueued: number;
  reportRunsQueued: number;
  gatewayActionsQueued: number;
}

const redisReachable = await pingRedis(REDIS_URL, 1000);
const silentLog = { error: () => {} };

describe.each(await availableDatabases())('system status on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let root: Awaited<ReturnType<typeof signedInAs>>;

  const status = async (session = root) => {
    const { body } = await session.gql<{ systemStatus: Status }>(STATUS);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.systemStatus;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    server = await testApp(handle.db);
    root = await signedInAs(server.app, 'super@vigil.demo');
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('is for super users only', async () => {
    for (const session of [
      await signedInAdmin(server.app),
      await signedInAs(server.app, 'viewer@vigil.demo'),
    ]) {
      const { body } = await session.gql<GraphQLReply>(STATUS);
      expect(body.errors?.[0]?.message).toBe(messages.mustHaveFullAccess);
      expect(body.data).toBeNull();
    }
  });

  it('lists the running server process from its heartbeat, written before it answers', async () => {
    const { processes } = await status();
    expect(processes).toHaveLength(1);
    const [own] = processes;
    expect(own).toMatchObject({ id: server.heartbeat.id, host: hostname(), pid: process.pid });
    expect(own!.rssBytes).toBeGreaterThan(1024 * 1024);
    expect(Date.parse(own!.startedAt)).toBeLessThanOrEqual(Date.parse(own!.lastSeenAt));
  });

  it('counts another process while it beats, and forgets it when it stops', async () => {
    const other = createServerHeartbeat({ db: handle.db, log: silentLog, intervalMs: 60_000 });
    await other.start();
    expect((await status()).processes.map((p) => p.id).sort()).toEqual(
      [server.heartbeat.id, other.id].sort(),
    );
    await other.stop();
    expect((await status()).processes.map((p) => p.id)).toEqual([server.heartbeat.id]);
  });

  it('leaves out processes silent for 30 s, and a new process removes those silent for a day', async () => {
    const old = (id: string, secondsAgo: number) => ({
      id,
      host: 'gone.example',
      pid: 4242,
      startedAt: new Date(Date.now() - 3 * 86_400_000),
      lastSeenAt: sql`now() - make_interval(secs => ${secondsAgo})`,
    });
    await handle.db.insert(serverProcesses).values([old('crashed', 31), old('long-gone', 90_000)]);
    expect((await status()).processes.map((p) => p.id)).toEqual([server.heartbeat.id]);
    const next = createServerHeartbeat({ db: handle.db, log: silentLog, intervalMs: 60_000 });
    await next.start();
    await next.stop();
    const ids = (await handle.db.select({ id: serverProcesses.id }).from(serverProcesses)).map(
      (row) => row.id,
    );
    expect(ids.sort()).toEqual(['crashed', server.heartbeat.id].sort());
  });

  it('names the database and its version, and Redis only when configured', async () => {
    const read = await status();
    expect(read.databaseOk).toBe(true);
    expect(read.database).toMatch(
      kind === 'pglite' ? /^PGlite \d+\.\d+\.\d+ \(PostgreSQL \d+/ : /^PostgreSQL \d+/,
    );
    expect(read.redisOk).toBeNull();
    expect(Math.abs(Date.parse(read.checkedAt) - Date.now())).toBeLessThan(60_000);
  });

  it.runIf(redisReachable)('pings Redis when REDIS_URL is set', async () => {
    const withRedis = await testApp(handle.db, { redisUrl: REDIS_URL });
    try {
      const session = await signedInAs(withRedis.app, 'super@vigil.demo');
      expect((await status(session)).redisOk).toBe(true);
    } finally {
      await withRedis.app.close();
    }
  });

  it('says Redis is down when it does not answer', async () => {
    expect(await pingRedis('redis://127.0.0.1:1', 1000)).toBe(false);
  });

  it('counts connected gateways, the ingest rate and the queued work', async () => {
    const before = await status();
    expect(before).toMatchObject({
      gatewaysConnected: 0,
      gatewaysTotal: 0,
      readingsPerSecond: 0,
      notificationsQueued: 0,
      reportRunsQueued: 0,
      gatewayActionsQueued: 0,
    });
    const admin = await signedInAdmin(server.app);
    const customerId = await demoCustomerId(handle.db);
    const library = await insertTestLibrary(handle.db, customerId);
    const site = await onboardedTestSite(server.app, admin, customerId, library, 'Status DC');
    // A second gateway that never checked in.
    await admin.gql(
      `mutation($c: ID!) { registerGateway(customerID: $c, name: "Silent", pollInterval: 10) {
        id } }`,
      { c: String(customerId) },
    );
    expect((await site.gateway.checkin()).statusCode).toBe(200);
    const now = Date.now();
    const posted = await site.gateway.readings({
      batches: [
        {
          seq: 1,
          readings: [
            // Six within the last minute, one long before it.
            ...[50, 40, 30, 20, 10, 1].map((s) => [site.temperature, now - s * 1000, 21 + s]),
            [site.door, now - 10 * 60_000, 0],
          ],
          equipment: [],
        },
      ],
    });
    expect(posted.statusCode).toBe(200);
    await admin.gql(
      `mutation($g: ID!, $c: ID) { addGatewayAction(gatewayID: $g, customerID: $c,
        action: "GATEWAY_META") { id } }`,
      { g: String(site.gatewayId), c: String(customerId) },
    );

    const after = await status();
    expect(after).toMatchObject({
      gatewaysConnected: 1,
      gatewaysTotal: 2,
      readingsPerSecond: 0.1,
      gatewayActionsQueued: 1,
    });
  });
});
