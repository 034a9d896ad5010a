import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** The UTC month a time falls in, as [start, end) epoch ms. */
export function monthOf(ms: number): { start: number; end: number; name: string } {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const start = Date.UTC(year, month, 1);
  const end = Date.UTC(year, month + 1, 1);
  return { start, end, name: `readings_${year}_${String(month + 1).padStart(2, '0')}` };
}

/**
 * Creates the monthly partitions of `readings` that rows at these times need. Partitions
 * known to exist are remembered per process; concurrent creators are serialised by an advisory
 * lock so two processes never race on one name.
 */
export function createPartitionKeeper(db: Database) {
  const known = new Set<string>();
  return async function ensureReadingPartitions(times: Iterable<number>): Promise<void> {
    const missing = new Map<string, { start: number; end: number }>();
    for (const ms of times) {
      const month = monthOf(ms);
      if (!known.has(month.name) && !missing.has(month.name)) missing.set(month.name, month);
    }
    for (const [name, month] of missing) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7311043)`);
        await tx.execute(
          sql.raw(
            `create table if not exists ${name} partition of readings for values from ` +
              `('${new Date(month.start).toISOString()}') to ('${new Date(month.end).toISOString()}')`,
          ),
        );
      });
      known.add(name);
    }
  };
}
