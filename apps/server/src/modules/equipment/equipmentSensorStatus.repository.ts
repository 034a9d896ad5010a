import { SENSOR_STATUS_RANK } from '@vigil/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { numberArray, textArray } from '../../db/sqlArrays.js';

// equipment.sensor_status: each device's worst sensor status, stored so that lists filter, sort
// and count by status through an index (docs/adr/008). Every write that moves a sensor's status,
// adds or removes a sensor goes through here or through the ingest flush, which does the same
// in its own statement.

const RANKS = sql.raw(`'${textArray([...SENSOR_STATUS_RANK])}'::text[]`);

/** A sensor status's rank from best to worst (the domain's SENSOR_STATUS_RANK), 0 for unknown. */
export const sensorStatusRank = (status: SQL) =>
  sql<number>`coalesce(array_position(${RANKS}, ${status}), 1) - 1`;

/** The sensor status of a rank, the inverse of sensorStatusRank. */
export const sensorStatusOfRank = (rank: SQL) => sql<string>`(${RANKS})[${rank} + 1]`;

/**
 * Locks the equipment rows, in id order so that writers cannot deadlock over them, before their
 * sensors are read for the worst status: a concurrent writer that moved another sensor of the
 * same device has then committed, and the next statement (a new snapshot) sees its change.
 * Callers have written their sensors already: sensors first, then equipment, everywhere.
 */
export async function lockEquipment(db: Executor, ids: SQL): Promise<void> {
  await db.execute(
    sql`select id from equipment where id = any(${ids}) order by id for no key update`,
  );
}

/** Stores the worst sensor status of each equipment given, from its sensors as they are now. */
export async function refreshEquipmentSensorStatus(
  db: Executor,
  equipmentIds: readonly number[],
): Promise<void> {
  if (equipmentIds.length === 0) return;
  const ids = sql`${numberArray([...new Set(equipmentIds)])}::int[]`;
  await lockEquipment(db, ids);
  await db.execute(sql`
    update equipment e set sensor_status = w.status
    from (
      select e2.id, ${sensorStatusOfRank(sql`coalesce(max(${sensorStatusRank(sql`s.status`)}), 0)`)} as status
      from equipment e2 left join sensors s on s.equipment_id = e2.id
      where e2.id = any(${ids})
      group by e2.id
    ) w
    where e.id = w.id and e.sensor_status <> w.status`);
}
