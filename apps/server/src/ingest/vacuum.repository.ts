import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The tables whose lists count many rows (equipment), that every flush rewrites (sensors) or
 * that the housekeeping rewrites (equipment_tallies).
 * PGlite runs no autovacuum: without a VACUUM now and then their visibility maps stay empty, so
 * no count is an index-only scan, and dead row versions pile up (docs/adr/008).
 */
const VACUUMED = ['equipment', 'sensors', 'equipment_tallies'] as const;

/** VACUUM (ANALYZE) of those tables, one at a time; PostgreSQL's autovacuum does this itself. */
export async function vacuumListTables(db: Database): Promise<void> {
  for (const table of VACUUMED) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
}
