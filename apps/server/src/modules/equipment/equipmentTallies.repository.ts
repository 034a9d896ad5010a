import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const KEYS = sql.raw(
  'customer_id, protocol, status_rank, locked, is_maintenance, is_repair, disconnected',
);

/**
 * Merges the deltas the equipment triggers appended into one row per key (dropping keys that
 * count nothing), touching only keys with more than one row. Safe beside writers and another
 * merger: each row is deleted, and its count added back, once.
 */
export async function compactEquipmentTallies(db: Executor): Promise<void> {
  await db.execute(sql`
    with merged as (
      select ${KEYS} from equipment_tallies group by ${KEYS} having count(*) > 1
    ), gone as (
      delete from equipment_tallies t using merged m
      where (t.customer_id, t.protocol, t.status_rank, t.locked, t.is_maintenance, t.is_repair,
             t.disconnected)
          = (m.customer_id, m.protocol, m.status_rank, m.locked, m.is_maintenance, m.is_repair,
             m.disconnected)
      returning t.*
    )
    insert into equipment_tallies
    select ${KEYS}, sum(n) from gone group by ${KEYS} having sum(n) <> 0`);
}
