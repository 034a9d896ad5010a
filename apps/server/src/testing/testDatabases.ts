import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';

export type DatabaseKind = 'pglite' | 'postgres';

// Test-only: where an integration suite finds PostgreSQL (the local server on CI here).
const adminUrl = process.env.VIGIL_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Every database the suite can run against here: PGlite always, PostgreSQL when reachable. */
export async function availableDatabases(): Promise<DatabaseKind[]> {
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

async function withAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of the given kind; closing it drops a PostgreSQL one. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({});
  const name = `vigil_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

export { adminUrl as testPostgresUrl };
