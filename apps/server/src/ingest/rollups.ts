import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { numberArray } from '../db/sqlArrays.js';

const DAY_MS = 24 * 3_600_000;
/** Most (sensor, day) pairs recomputed in one statement; the rest wait for the next run. */
const MAX_PAIRS_PER_RUN = 50_000;

/**
 * Daily rollups. Hourly rollups are kept exact by each flush (see writeReadings); days are
 * recomputed whole from their hours for the (sensor, day) pairs flushes marked. Recomputing is
 * idempotent, so a late or replayed batch simply marks its days again.
 */
export function createRollups(db: Database) {
  let dirty = new Map<number, Set<number>>();

  return {
    markDirty(sensorIds: readonly number[], times: readonly number[]) {
      for (let i = 0; i < sensorIds.length; i++) {
        const day = Math.floor((times[i] as number) / DAY_MS) * DAY_MS;
        let sensors = dirty.get(day);
        if (!sensors) dirty.set(day, (sensors = new Set()));
        sensors.add(sensorIds[i] as number);
      }
    },

    /** Recomputes the marked days; returns how many (sensor, day) pairs it did. */
    async run(): Promise<number> {
      if (dirty.size === 0) return 0;
      const taken = new Map<number, Set<number>>();
      const sensors: number[] = [];
      const days: number[] = [];
      for (const [day, ids] of dirty) {
        if (sensors.length >= MAX_PAIRS_PER_RUN) break;
        taken.set(day, ids);
        for (const id of ids) {
          sensors.push(id);
          days.push(day);
        }
      }
      for (const day of taken.keys()) dirty.delete(day);
      try {
        await recomputeDays(db, sensors, days);
      } catch (error) {
        // Put them back so the next run tries again.
        for (const [day, ids] of taken) {
          const current = dirty.get(day);
          if (current) for (const id of ids) current.add(id);
          else dirty.set(day, ids);
        }
        throw error;
      }
      return sensors.length;
    },

    /** Forgets everything marked, for a shutdown that does not want the work. */
    clear() {
      dirty = new Map();
    },
  };
}

async function recomputeDays(db: Database, sensors: readonly number[], days: readonly number[]) {
  await db.execute(sql`
    with d as (
      select s, to_timestamp(h / 1000.0) as h
      from unnest(${numberArray(sensors)}::int[], ${numberArray(days)}::float8[]) as u(s, h)
    )
    insert into readings_daily (sensor_id, bucket, min, max, sum, count)
    select d.s, d.h, min(r.min), max(r.max), sum(r.sum), sum(r.count)
    from d join readings_hourly r
      on r.sensor_id = d.s and r.bucket >= d.h and r.bucket < d.h + interval '24 hours'
    group by d.s, d.h
    on conflict (sensor_id, bucket) do update
      set min = excluded.min, max = excluded.max, sum = excluded.sum, count = excluded.count`);
}

export type Rollups = ReturnType<typeof createRollups>;

/**
 * Rebuilds the hourly rollups of some sensors over a window from their raw rows: for readings
 * that arrived without going through a flush (a bulk import, a restored backup).
 */
export async function rebuildHourlyRollups(
  db: Database,
  sensorIds: readonly number[],
  window: { from: number; to: number },
): Promise<void> {
  await db.execute(sql`
    insert into readings_hourly (sensor_id, bucket, min, max, sum, count)
    select sensor_id, date_bin('1 hour', ts, timestamptz '2000-01-01 00:00:00+00'),
           min(value), max(value), sum(value), count(*)
    from readings
    where sensor_id = any(${numberArray(sensorIds)}::int[])
      and ts >= to_timestamp(${window.from} / 1000.0) and ts < to_timestamp(${window.to} / 1000.0)
    group by 1, 2
    on conflict (sensor_id, bucket) do update
      set min = excluded.min, max = excluded.max, sum = excluded.sum, count = excluded.count`);
}
