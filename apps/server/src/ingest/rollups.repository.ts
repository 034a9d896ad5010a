import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { numberArray } from '../db/sqlArrays.js';

/** Recomputes the given (sensor, day) pairs of the daily rollups from their hours. */
export async function recomputeDays(
  db: Executor,
  sensors: readonly number[],
  days: readonly number[],
) {
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

/**
 * Rebuilds the hourly rollups of some sensors over a window from their raw rows: for readings
 * that arrived without going through a flush (a bulk import, a restored backup).
 */
export async function rebuildHourlyRollups(
  db: Executor,
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
