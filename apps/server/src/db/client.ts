import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * What a repository function runs statements on: the database, or a transaction of it, so one
 * function serves both without a cast.
 */
export type Executor = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: PostgreSQL advisory lock serialising migrations across processes. */
const MIGRATION_LOCK_KEY = 7_311_042;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; omitted means in memory. */
  pgliteDir?: string | undefined;
}

/** Opens the database and applies every pending migration before returning. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client the server drops (a restart, a terminated backend) must not crash the
    // process: the pool discards it and the next query opens another.
    pool.on('error', (error) => console.error(`PostgreSQL idle client error: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  // pg_trgm: My Equipment's search reads trigram indexes (migration 0009), as on PostgreSQL.
  const extensions = { pg_trgm };
  const client = options.pgliteDir
    ? new PGlite(join(options.pgliteDir, 'pglite'), { extensions })
    : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
  };
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query, the same on both drivers. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
