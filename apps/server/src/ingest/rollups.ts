import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Most (sensor, hour) pairs recomputed in one statement; the rest wait for the next run. */
const MAX_PAIRS_PER_RUN = 50_000;

const numbers = (list: readonly number[]) => `{${list.join(',')}}`;

/**
 * Hourly and daily rollups. Flushes mark the (sensor, hour) pairs they wrote; a run recomputes
 * those hours whole from the raw rows, then their days from the hours. Recomputing is
 * idempotent, so a replayed or late batch (after an outage) simply marks its hours again.
 */
export function createRollups(db: Database) {
  let dirty = new Map<number, Set<number>>();

  return {
    markDirty(sensorIds: readonly number[], times: readonly number[]) {
      for (let i = 0; i < sensorIds.length; i++) {
        const hour = Math.floor((times[i] as number) / HOUR_MS) * HOUR_MS;
        let sensors = dirty.get(hour);
        if (!sensors) dirty.set(hour, (sensors = new Set()));
        sensors.add(sensorIds[i] as number);
      }
    },

    get pending(): number {
      let n = 0;
      for (const sensors of dirty.values()) n += sensors.size;
      return n;
    },

    /** Recomputes dirty hours and their days; returns how many (sensor, hour) pairs it did. */
    async run(): Promise<number> {
      if (dirty.size === 0) return 0;
      const taken = new Map<number, Set<number>>();
      const sensors: number[] = [];
      const hours: number[] = [];
      for (const [hour, ids] of dirty) {
        if (sensors.length >= MAX_PAIRS_PER_RUN) break;
        taken.set(hour, ids);
        for (const id of ids) {
          sensors.push(id);
          hours.push(hour);
        }
      }
      for (const hour of taken.keys()) dirty.delete(hour);
      try {
        await recompute(db, sensors, hours);
      } catch (error) {
        // Put them back so the next run tries again.
        for (const [hour, ids] of taken) {
          const current = dirty.get(hour);
          if (current) for (const id of ids) current.add(id);
          else dirty.set(hour, ids);
        }
        throw error;
      }
      return sensors.length;
    },

    /** Forgets everything marked; for tests and shutdown. */
    clear() {
      dirty = new Map();
    },
  };
}

async function recompute(db: Database, sensors: readonly number[], hours: readonly number[]) {
  const days = hours.map((hour) => Math.floor(hour / DAY_MS) * DAY_MS);
  await db.execute(sql`
    with d as (
      select s, to_timestamp(h / 1000.0) as h
      from unnest(${numbers(sensors)}::int[], ${numbers(hours)}::float8[]) as u(s, h)
    )
    insert into readings_hourly (sensor_id, bucket, min, max, sum, count)
    select d.s, d.h, min(r.value), max(r.value), sum(r.value), count(*)
    from d join readings r on r.sensor_id = d.s and r.ts >= d.h and r.ts < d.h + interval '1 hour'
    group by d.s, d.h
    on conflict (sensor_id, bucket) do update
      set min = excluded.min, max = excluded.max, sum = excluded.sum, count = excluded.count`);
  await db.execute(sql`
    with d as (
      select distinct s, to_timestamp(h / 1000.0) as h
      from unnest(${numbers(sensors)}::int[], ${numbers(days)}::float8[]) as u(s, h)
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
