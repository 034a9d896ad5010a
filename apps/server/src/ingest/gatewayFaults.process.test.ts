import { onboardingSchema } from '@vigil/domain';
import { DEVICE_PROFILES, startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.js';
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
const OUTAGE_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The store-and-forward promise, end to end with a real agent process, real devices and a real
 * server: a server outage and an agent killed with batches on disk lose nothing and duplicate
 * nothing.
 */
describe('gateway faults', () => {
  let handle: DatabaseHandle;
  let simulators: SimulatorsHandle;
  let server: Awaited<ReturnType<typeof testApp>> | undefined;
  let agent: RunningProcess | undefined;
  let port: number;
  let gatewayId: number;
  let token: string;
  let sensorIds: number[];
  const agentDir = mkdtempSync(join(tmpdir(), 'vigil-agent-'));
  const queueDir = join(agentDir, 'queue');

  const startServer = async () => {
    server = await testApp(handle.db);
    await server.app.listen({ port, host: '127.0.0.1' });
  };
  const stopServer = async () => {
    await server?.app.close();
    server = undefined;
  };
  const startAgent = () => {
    agent = runScript(
      '../gateway/src/cli.ts',
      [
        '--server',
        `http://127.0.0.1:${port}`,
        '--gateway',
        String(gatewayId),
        '--data-dir',
        agentDir,
      ],
      { VIGIL_GATEWAY_TOKEN: token },
    );
  };
  const queuedBatches = () =>
    existsSync(queueDir) ? readdirSync(queueDir).filter((f) => f.endsWith('.json')).length : 0;
  const lastSeq = () => Number(readFileSync(join(queueDir, 'last-seq'), 'utf8'));
  const stored = async () =>
    queryRows<{ sensor_id: number; ts: Date | string }>(
      handle.db,
      sql`select sensor_id, ts from readings order by sensor_id, ts`,
    );

  /**
   * Every poll's reading of every sensor, exactly once, with no hole in the timeline. The agent
   * is stopped first so the count holds still: each seq it issued is either stored or still on
   * its disk (a poll taken as it stopped). Then it starts again.
   */
  const expectNothingLostOrDoubled = async () => {
    await waitFor('the agent to deliver its queue', () => queuedBatches() === 0);
    agent!.child.kill('SIGTERM');
    await agent!.exited;
    const polls = lastSeq();
    const undelivered = queuedBatches();
    const rows = await stored();
    for (const id of sensorIds) {
      const times = rows.filter((r) => r.sensor_id === id).map((r) => new Date(r.ts).getTime());
      expect(times.length).toBe(polls - undelivered);
      const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
      expect(Math.max(...gaps)).toBeLessThan(POLL_SECONDS * 1000 * 3);
    }
    startAgent();
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    const libraries = await seedBuiltInLibraries(handle.db, SIMULATED_LIBRARIES);
    const customerId = await demoCustomerId(handle.db);
    token = newGatewayToken();
    gatewayId = (
      await createGatewaysRepository(handle.db).insert({
        customerId,
        name: 'Faulty site',
        pollInterval: POLL_SECONDS,
        tokenHash: hashGatewayToken(token),
      })
    ).id;
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
    await startServer();
    startAgent();
    await waitFor(
      'the first readings',
      async () => (await stored()).length >= sensorIds.length * 2,
    );
  }, 90_000);

  afterAll(async () => {
    agent?.child.kill('SIGKILL');
    await agent?.exited;
    await stopServer();
    await simulators?.close();
    await handle?.close();
    rmSync(agentDir, { recursive: true, force: true });
  });

  it('keeps polling through a 30 s server outage and delivers every reading once it is back', async () => {
    await stopServer();
    const before = lastSeq();
    await sleep(OUTAGE_MS);
    // The agent went on polling into its disk queue.
    expect(lastSeq() - before).toBeGreaterThanOrEqual((OUTAGE_MS / 1000 / POLL_SECONDS) * 0.8);
    expect(queuedBatches()).toBeGreaterThan(10);
    await startServer();
    await expectNothingLostOrDoubled();
  }, 120_000);

  it('delivers the rest, in order, after the agent is killed with batches on disk', async () => {
    await stopServer();
    await waitFor('batches to queue up', () => queuedBatches() >= 4, 20_000);
    agent!.child.kill('SIGKILL');
    await agent!.exited;
    const queued = queuedBatches();
    expect(queued).toBeGreaterThanOrEqual(4);
    startAgent();
    // Restarted while the server is still down, it polls from its cached config.
    await waitFor('the restarted agent to poll', () => queuedBatches() > queued, 20_000);
    await startServer();
    await expectNothingLostOrDoubled();
  }, 120_000);
});
