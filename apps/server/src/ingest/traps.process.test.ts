import { UPS_TRAP_ON_BATTERY_OID } from '@vigil/simulator';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { seedDemo } from '../demo/seedDemo.js';
import { startDemoTelemetry } from '../demo/startDemoTelemetry.js';
import { testApp } from '../testing/testApp.js';
import { openTestDatabase } from '../testing/testDatabases.js';

/** upsEstimatedMinutesRemaining and upsSecondsOnBattery, which upsTrapOnBattery carries. */
const RUNTIME = '1.3.6.1.2.1.33.1.2.3.0';
const ON_BATTERY_SECONDS = '1.3.6.1.2.1.33.1.2.2.0';

/**
 * A trap from device to database, the way the demo runs it: the simulated UPS loses its mains
 * and sends upsTrapOnBattery to the demo gateway agent's trap port; the agent posts it to the
 * server, which files it under the UPS.
 */
describe('SNMP traps end to end', () => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let demo: Awaited<ReturnType<typeof startDemoTelemetry>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-demo-traps-'));
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedDemo(handle.db);
    server = await testApp(handle.db);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    demo = await startDemoTelemetry({
      db: handle.db,
      ingest: server.ingest,
      serverUrl: `http://127.0.0.1:${port}`,
      dataDir,
      controlPort: 0,
      log: (line) => lines.push(line),
    });
  });
  afterAll(async () => {
    await demo?.close();
    await server?.app.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores the UPS's upsTrapOnBattery under the UPS when its mains fails", async () => {
    expect(lines).toContainEqual(
      expect.stringMatching(/^demo gateway: traps: listening on UDP port \d+$/),
    );
    const [ups] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from equipment where network_id = ${demo.gatewayId} and name = 'UPS A'`,
    );
    expect(ups).toBeDefined();

    const failed = await fetch(`${demo.controlUrl}/devices/ups-1/mains`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failed: true }),
    });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({ trapSent: true });

    const traps = () =>
      queryRows<{ equipment_id: number | null; equipment_ip: string; oid: string; value: string }>(
        handle.db,
        sql`select equipment_id, equipment_ip, oid, value from snmp_traps`,
      );
    await vi.waitFor(async () => expect(await traps()).toHaveLength(1), { timeout: 10_000 });
    const [trap] = await traps();
    expect(trap).toMatchObject({
      equipment_id: ups!.id,
      equipment_ip: '127.0.0.1',
      oid: UPS_TRAP_ON_BATTERY_OID,
    });
    expect(trap!.value).toMatch(
      new RegExp(
        `^${RUNTIME.replaceAll('.', '\\.')} = \\d+; ${ON_BATTERY_SECONDS.replaceAll('.', '\\.')} = \\d+$`,
      ),
    );
  });
});
