import { onboardingSchema } from '@vigil/domain';
import { DEVICE_PROFILES, startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import { eq, sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { gatewayLogs, networks } from '../db/schema.js';
import { demoCustomerId } from '../demo/demo.repository.js';
import { seedDemo } from '../demo/seedDemo.js';
import { SIMULATED_LIBRARIES } from '../demo/simulatedLibraries.js';
import { createEquipment } from '../modules/equipment/equipment.service.js';
import { hashGatewayToken, newGatewayToken } from '../modules/gateways/gatewayToken.js';
import { createGatewaysRepository } from '../modules/gateways/gateways.repository.js';
import { seedBuiltInLibraries } from '../modules/libraries/libraries.seed.js';
import { freePort, runScript, type RunningProcess } from '../testing/serverProcess.js';
import { testApp } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';

const POLL_SECONDS = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A node's agent process and its disk queue. */
interface Node {
  process: RunningProcess;
  dir: string;
}

/**
 * An HA pair with two real agent processes: the MASTER polls, the BACKUP stands by; the master
 * killed with SIGKILL, the backup takes over, and the readings have no duplicate and no gap over
 * three poll intervals.
 */
describe('HA pair failover', () => {
  let handle: DatabaseHandle;
  let simulators: SimulatorsHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let port: number;
  let gatewayId: number;
  let sensorIds: number[];
  const tokens = { HA1: newGatewayToken(), HA2: newGatewayToken() };
  const nodes: Partial<Record<'HA1' | 'HA2', Node>> = {};

  const start = (node: 'HA1' | 'HA2') => {
    const dir = mkdtempSync(join(tmpdir(), `vigil-${node}-`));
    const process = runScript(
      '../gateway/src/cli.ts',
      ['--server', `http://127.0.0.1:${port}`, '--gateway', String(gatewayId), '--data-dir', dir],
      { VIGIL_GATEWAY_TOKEN: tokens[node] },
    );
    nodes[node] = { process, dir };
  };
  const queueDir = (node: Node) => join(node.dir, 'queue');
  const polls = (node: Node) => {
    const file = join(queueDir(node), 'last-seq');
    return existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  };
  const undelivered = (node: Node) =>
    existsSync(queueDir(node))
      ? readdirSync(queueDir(node)).filter((f) => f.endsWith('.json')).length
      : 0;
  /** Batches on a node's disk whose readings the server has not stored. */
  const unstoredOnDisk = (node: Node, rows: { sensor_id: number; ts: Date | string }[]) => {
    const storedKeys = new Set(rows.map((r) => `${r.sensor_id}:${new Date(r.ts).getTime()}`));
    if (!existsSync(queueDir(node))) return 0;
    return readdirSync(queueDir(node))
      .filter((f) => f.endsWith('.json'))
      .filter((f) => {
        const batch = JSON.parse(readFileSync(join(queueDir(node), f), 'utf8')) as {
          readings: [number, number, number][];
        };
        return !batch.readings.every(([id, ts]) => storedKeys.has(`${id}:${ts}`));
      }).length;
  };
  const master = async () =>
    (
      await handle.db
        .select({ haMaster: networks.haMaster, haStatus: networks.haStatus })
        .from(networks)
        .where(eq(networks.id, gatewayId))
    )[0]!;
  const stored = () =>
    queryRows<{ sensor_id: number; ts: Date | string }>(
      handle.db,
      sql`select sensor_id, ts from readings order by sensor_id, ts`,
    );

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    const libraries = await seedBuiltInLibraries(handle.db, SIMULATED_LIBRARIES);
    const customerId = await demoCustomerId(handle.db);
    const gateways = createGatewaysRepository(handle.db);
    gatewayId = (
      await gateways.insert({
        customerId,
        name: 'Paired site',
        pollInterval: POLL_SECONDS,
        tokenHash: hashGatewayToken(tokens.HA1),
      })
    ).id;
    await gateways.setHa2Token(gatewayId, hashGatewayToken(tokens.HA2));
    simulators = await startSimulators({
      devices: [{ name: 'env', kind: 'env', modbus: { host: '127.0.0.1', port: 0 } }],
    });
    const modbus = simulators.devices[0]!.describe().modbus!;
    await createEquipment(
      { db: handle.db, ingest: { forgetGateway: () => {} } },
      { customerId, gatewayId },
      onboardingSchema.parse({
        ip: modbus.host,
        port: modbus.port,
        manufacturerModel: String(libraries[DEVICE_PROFILES.env.model]),
        description: 'Aisle sensor',
        protocol: 'Modbus',
      }),
    );
    sensorIds = (
      await queryRows<{ id: number }>(handle.db, sql`select id from sensors order by id`)
    ).map((r) => r.id);
    port = await freePort();
    server = await testApp(handle.db);
    await server.app.listen({ port, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    for (const node of Object.values(nodes)) {
      node.process.child.kill('SIGKILL');
      await node.process.exited;
      rmSync(node.dir, { recursive: true, force: true });
    }
    await server?.app.close();
    await simulators?.close();
    await handle?.close();
  });

  it('fails over to the backup when the master is killed, losing and doubling nothing', async () => {
    start('HA1');
    await waitFor(
      'the master to poll',
      async () => (await stored()).length >= sensorIds.length * 2,
    );
    start('HA2');
    await sleep(4 * POLL_SECONDS * 1000);
    const ha1 = nodes.HA1!;
    const ha2 = nodes.HA2!;
    // The backup checks in and stands by.
    expect(await master()).toEqual({ haMaster: 'HA1', haStatus: 'MASTER' });
    expect(polls(ha2)).toBe(0);

    ha1.process.child.kill('SIGKILL');
    await ha1.process.exited;
    await waitFor('the backup to take over', async () => (await master()).haMaster === 'HA2');
    expect((await master()).haStatus).toBe('BACKUP');
    await waitFor('the new master to poll a few times', () => polls(ha2) >= 4);
    await waitFor('its queue to be delivered', () => undelivered(ha2) === 0);
    ha2.process.child.kill('SIGTERM');
    await ha2.process.exited;

    const rows = await stored();
    // A batch the server stored just before the SIGKILL can still be on HA1's disk (it would be
    // sent again, harmlessly, if HA1 came back): only the batches it never stored are missing.
    const pollCount = polls(ha1) - unstoredOnDisk(ha1, rows) + polls(ha2) - undelivered(ha2);
    expect(rows).toHaveLength(pollCount * sensorIds.length);
    const [distinct] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(distinct (sensor_id, ts))::int as n from readings`,
    );
    expect(distinct!.n).toBe(rows.length);
    for (const id of sensorIds) {
      const times = rows.filter((r) => r.sensor_id === id).map((r) => new Date(r.ts).getTime());
      const gaps = times.slice(1).map((t, i) => t - times[i]!);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(3 * POLL_SECONDS * 1000);
    }
    const logged = await handle.db
      .select({ kind: gatewayLogs.kind, message: gatewayLogs.message })
      .from(gatewayLogs)
      .where(eq(gatewayLogs.networkId, gatewayId));
    expect(logged).toEqual([
      {
        kind: 'HA_FAILOVER',
        message:
          'Node HA2 took over polling: node HA1 stopped checking in. Node HA1 is now BACKUP.',
      },
    ]);
  }, 90_000);
});
