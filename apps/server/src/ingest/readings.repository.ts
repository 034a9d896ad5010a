import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.js';
import { numberArray, textArray } from '../db/sqlArrays.js';

/** Column arrays of readings: the shape a multi-row insert wants, and cheap to build. */
export interface ReadingColumns {
  sensorIds: number[];
  times: number[];
  values: number[];
}

/** A sensor's newest reading of a flush and the status it gives. */
export interface LatestUpdate {
  id: number;
  time: number;
  value: number;
  status: string;
  detail: string | null;
}

export interface ChangedSensor {
  id: number;
  customerId: number;
  oldStatus: string;
  status: string;
  value: number;
  time: number;
  wasDisconnected: boolean;
}

/**
 * Writes readings: one multi-row insert per flush from column arrays (`unnest`), idempotent on
 * (sensor, time) so a replayed batch adds nothing, with the hourly rollups of the rows inserted;
 * then each sensor's latest value and status. Both statements commit together: an acknowledged
 * batch is durable and consistent.
 */
export async function writeReadings(
  db: Database,
  rows: ReadingColumns,
  latest: readonly LatestUpdate[],
): Promise<{ inserted: number; changed: ChangedSensor[] }> {
  return db.transaction(async (tx) => {
    // One statement: the rows a replay already delivered are skipped, and only the rows really
    // inserted are added to their hour's rollup, so the rollup stays exact under replays.
    const [counted] = await queryRows<{ inserted: number }>(
      tx,
      sql`
      with ins as (
        insert into readings (sensor_id, ts, value)
        select s, to_timestamp(t / 1000.0), v
        from unnest(${numberArray(rows.sensorIds)}::int[], ${numberArray(rows.times)}::float8[],
                    ${numberArray(rows.values)}::float8[]) as u(s, t, v)
        on conflict do nothing
        returning sensor_id, ts, value
      ), hourly as (
        insert into readings_hourly as h (sensor_id, bucket, min, max, sum, count)
        select sensor_id, date_bin('1 hour', ts, timestamptz '2000-01-01 00:00:00+00'),
               min(value), max(value), sum(value), count(*)
        from ins group by 1, 2 order by 1, 2
        on conflict (sensor_id, bucket) do update
          set min = least(h.min, excluded.min), max = greatest(h.max, excluded.max),
              sum = h.sum + excluded.sum, count = h.count + excluded.count
      )
      select count(*)::int as inserted from ins`,
    );
    const inserted = counted?.inserted ?? 0;
    if (latest.length === 0) return { inserted, changed: [] };
    const updated = await queryRows<{
      id: number;
      customer_id: number;
      old_status: string;
      status: string;
      value: number;
      t: number;
      was_disconnected: boolean;
    }>(
      tx,
      sql`
      update sensors s
      set latest_value = u.v, latest_detail = u.d, latest_at = to_timestamp(u.t / 1000.0),
          status = u.st, disconnected = false
      from unnest(${numberArray(latest.map((l) => l.id))}::int[], ${numberArray(latest.map((l) => l.time))}::float8[],
                  ${numberArray(latest.map((l) => l.value))}::float8[], ${textArray(latest.map((l) => l.status))}::text[],
                  ${textArray(latest.map((l) => l.detail))}::text[]) as u(id, t, v, st, d),
           sensors old
      where s.id = u.id and old.id = u.id
        -- Strictly newer: a replayed (sensor, time) keeps its first value in history, so latest
        -- must not take the replay's value either.
        and (s.latest_at is null or s.latest_at < to_timestamp(u.t / 1000.0))
      returning s.id, s.customer_id, old.status as old_status, s.status, u.v as value, u.t,
                old.disconnected as was_disconnected`,
    );
    const changed = updated.map((row) => ({
      id: row.id,
      customerId: row.customer_id,
      oldStatus: row.old_status,
      status: row.status,
      value: row.value,
      time: Number(row.t),
      wasDisconnected: row.was_disconnected,
    }));
    const logs = changed.filter((c) => c.oldStatus !== c.status || c.wasDisconnected);
    if (logs.length > 0) await insertStatusLogs(tx, logs);
    return { inserted, changed };
  });
}

export const statusLogMessage = (status: string, wasDisconnected: boolean) =>
  wasDisconnected && status !== 'disconnected'
    ? `Reconnected: ${status}`
    : status === 'disconnected'
      ? 'Disconnected'
      : `Status changed to ${status}`;

async function insertStatusLogs(
  db: Executor,
  logs: readonly {
    id: number;
    customerId: number;
    status: string;
    value: number | null;
    time: number;
    wasDisconnected: boolean;
  }[],
) {
  const payload = logs.map((log) => ({
    s: log.id,
    c: log.customerId,
    st: log.status,
    v: log.value,
    t: log.time,
    m: statusLogMessage(log.status, log.wasDisconnected),
  }));
  await db.execute(sql`
    insert into sensor_logs (sensor_id, customer_id, status, value, message, created_at)
    select s, c, st, v, m, to_timestamp(t / 1000.0)
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as u(s int, c int, st text, v float8, m text, t float8)`);
}

/**
 * Marks equipment (and its sensors) connected or not, as its gateway saw it. Returns the
 * sensors whose connection changed, for the log and the live feed.
 */
export async function setEquipmentConnection(
  db: Database,
  gatewayId: number,
  changes: readonly { id: number; disconnected: boolean }[],
  at: number,
): Promise<{ id: number; customerId: number; disconnected: boolean; status: string }[]> {
  if (changes.length === 0) return [];
  return db.transaction(async (tx) => {
    const payload = JSON.stringify(changes.map((c) => ({ id: c.id, d: c.disconnected })));
    await tx.execute(sql`
      update equipment e set disconnected = u.d, last_updated = to_timestamp(${at} / 1000.0)
      from jsonb_to_recordset(${payload}::jsonb) as u(id int, d boolean)
      where e.id = u.id and e.network_id = ${gatewayId}`);
    const result = await queryRows<{
      id: number;
      customer_id: number;
      disconnected: boolean;
      status: string;
    }>(
      tx,
      sql`
      update sensors s set disconnected = u.d
      from jsonb_to_recordset(${payload}::jsonb) as u(id int, d boolean)
      where s.equipment_id = u.id and s.network_id = ${gatewayId} and s.disconnected <> u.d
      returning s.id, s.customer_id, s.disconnected, s.status`,
    );
    const rows = result.map((r) => ({
      id: r.id,
      customerId: r.customer_id,
      disconnected: r.disconnected,
      status: r.status,
    }));
    const logs = rows.map((r) => ({
      id: r.id,
      customerId: r.customerId,
      status: r.disconnected ? 'disconnected' : r.status,
      value: null,
      time: at,
      wasDisconnected: !r.disconnected,
    }));
    if (logs.length > 0) await insertStatusLogs(tx, logs);
    return rows;
  });
}
