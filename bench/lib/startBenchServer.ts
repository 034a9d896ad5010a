import { sql } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../apps/server/src/app.js';
import type { Config } from '../../apps/server/src/config.js';
import { openDatabase, queryRows } from '../../apps/server/src/db/client.js';
import { seedDemo } from '../../apps/server/src/demo/seedDemo.js';
import { testConfig } from '../../apps/server/src/testing/testApp.js';
import {
  openTestDatabase,
  type DatabaseKind,
} from '../../apps/server/src/testing/testDatabases.js';
import { demoCustomerId, signedInAdmin } from '../../apps/server/src/testing/telemetryFixtures.js';
import { startCpuMeter } from './cpuTime.js';
import { guardDatabase, releaseDatabase } from './guardDatabase.js';
import { timedDatabase } from './timedDatabase.js';
import { timedLiveEmits } from './timedLiveEmits.js';

/**
 * Closing a test database ends its pool, whose clients disconnect in the background, then drops
 * the database `with (force)`. A backend terminated before its client finished ending makes the
 * pool emit 'error', and the server's pool has no listener: the process would crash. At that
 * point nothing is using the pool any more, so its errors can go.
 */
function ignorePoolErrors(db: unknown) {
  const pool = (db as { $client?: { on?: (event: 'error', listener: () => void) => void } })
    .$client;
  pool?.on?.('error', () => {});
}

/** Closers of servers and databases still open, for an interrupted run. */
const open = new Set<() => Promise<void>>();

export async function closeEverything(): Promise<void> {
  for (const close of [...open]) await close().catch(() => undefined);
}

/**
 * The real server on a fresh, seeded database, listening on 127.0.0.1 like production (same
 * driver wiring as main.ts), with the demo admin signed in. Closing drops the database.
 * `overrides` change the test config (an SMTP_URL for the alarms benchmark).
 */
export async function startBenchServer(kind: DatabaseKind, overrides: Partial<Config> = {}) {
  const config = testConfig(overrides);
  // PGlite in the server's data directory, as main.ts opens it (`npm start`): in memory, every
  // growth of a table's file copies the file (Emscripten's MEMFS), a cost the product never pays
  // and one that falls on whichever run writes more tables.
  const handle =
    kind === 'pglite'
      ? await openDatabase({ pgliteDir: config.dataDir })
      : await openTestDatabase(kind);
  const [named] = await queryRows<{ name: string }>(
    handle.db,
    sql`select current_database() as name`,
  );
  const databaseName = kind === 'postgres' ? named?.name : undefined;
  if (databaseName) guardDatabase(databaseName);
  let app: Awaited<ReturnType<typeof createApp>>['app'] | undefined;
  let built: Awaited<ReturnType<typeof createApp>> | undefined;
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= shutDown());
  const shutDown = async () => {
    open.delete(close);
    // Rollups left dirty would be recomputed at shutdown; the bench has no use for them.
    built?.ingest.rollups.clear();
    // Connections busy when closing starts stay open until keep-alive times out (72 s):
    // after a grace period, end them.
    const force = setTimeout(() => app?.server.closeAllConnections(), 2_000);
    await app?.close().catch(() => undefined);
    clearTimeout(force);
    if (kind === 'postgres') ignorePoolErrors(handle.db);
    await handle.close();
    if (databaseName) releaseDatabase(databaseName);
    rmSync(config.dataDir, { recursive: true, force: true });
  };
  open.add(close);
  try {
    await seedDemo(handle.db);
    const timed = timedDatabase(handle.db);
    built = await createApp({ config, db: timed.db, driver: handle.driver });
    app = built.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const admin = await signedInAdmin(app);
    if (!admin.cookie) throw new Error('the demo admin could not sign in');
    return {
      kind,
      handle,
      /** The database as the server sees it: every raw statement timed. */
      timed,
      db: timed.db,
      app,
      io: built.io,
      /** The live hub's emits, counted and timed. */
      liveEmits: timedLiveEmits(built.io),
      ingest: built.ingest,
      /** The server's file store (reports are kept there). */
      files: built.files,
      url: `http://127.0.0.1:${port}`,
      admin,
      cookie: admin.cookie,
      /** Signs and reads session cookies like the server. */
      sessionSecret: config.sessionSecret,
      customerId: String(await demoCustomerId(handle.db)),
      /** Measures CPU of this process and of this database's PostgreSQL backends. */
      cpuMeter: () => startCpuMeter(databaseName),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
