import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/server/src/db/client.js';
import { numberArray } from '../../apps/server/src/db/sqlArrays.js';
import { createPartitionKeeper } from '../../apps/server/src/ingest/partitions.repository.js';
import { createRollups } from '../../apps/server/src/ingest/rollups.js';
import { rebuildHourlyRollups } from '../../apps/server/src/ingest/rollups.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface History {
  /** Raw rows, hourly and daily rollup rows the sensors have afterwards. */
  rows: number;
  hourly: number;
  daily: number;
  loadSeconds: number;
  rollupSeconds: number;
}

/**
 * 1-minute readings of each sensor over the `minutes` before `to` (epoch ms, a whole minute),
 * written in SQL with `generate_series` into the monthly partitions, past the flush path like a
 * bulk import; then the hours rebuilt from them (`rebuildHourlyRollups`, what the server does for
 * an import) and the days recomputed from the hours (`createRollups(db).run()`, the ingest
 * housekeeping's step). `value(sensorId)` is an SQL expression of `i`, the minute (0 first).
 */
export async function loadHistory(
  db: Database,
  options: {
    sensorIds: readonly number[];
    to: number;
    minutes: number;
    value: (sensorId: number) => SQL;
    /** After each sensor's rows are in (a progress line). */
    loaded?: (done: number) => void;
  },
): Promise<History> {
  const { sensorIds, to, minutes } = options;
  const from = to - minutes * MINUTE_MS;
  const days = Array.from({ length: Math.ceil(minutes / 1440) + 2 }, (_, d) => from + d * DAY_MS);
  await createPartitionKeeper(db)(days);
  let start = performance.now();
  // One statement per sensor: a bounded amount of work per statement (PGlite runs it on the
  // event loop, in its WebAssembly heap).
  for (const [done, sensor] of sensorIds.entries()) {
    await db.execute(sql`
      insert into readings (sensor_id, ts, value)
      select ${sensor}::int, to_timestamp((${from}::float8 + i::float8 * ${MINUTE_MS}) / 1000),
             ${options.value(sensor)}
      from generate_series(0, ${minutes - 1}) as i
      on conflict do nothing`);
    options.loaded?.(done + 1);
  }
  const loadSeconds = (performance.now() - start) / 1000;
  start = performance.now();
  // Loaded past the flush path, so the hours are rebuilt as a bulk import would, then the days.
  await rebuildHourlyRollups(db, sensorIds, { from: from - HOUR_MS, to: to + HOUR_MS });
  const rollups = createRollups(db);
  const dayStarts: number[] = [];
  for (let d = Math.floor(from / DAY_MS) * DAY_MS; d < to; d += DAY_MS) dayStarts.push(d);
  for (const sensor of sensorIds) {
    rollups.markDirty(
      dayStarts.map(() => sensor),
      dayStarts,
    );
  }
  while ((await rollups.run()) > 0);
  const rollupSeconds = (performance.now() - start) / 1000;
  const ids = sql`${numberArray(sensorIds)}::int[]`;
  const [counts] = await queryRows<{ raw: string; hourly: string; daily: string }>(
    db,
    sql`select (select count(*) from readings where sensor_id = any(${ids})) as raw,
               (select count(*) from readings_hourly where sensor_id = any(${ids})) as hourly,
               (select count(*) from readings_daily where sensor_id = any(${ids})) as daily`,
  );
  return {
    rows: Number(counts?.raw),
    hourly: Number(counts?.hourly),
    daily: Number(counts?.daily),
    loadSeconds,
    rollupSeconds,
  };
}
