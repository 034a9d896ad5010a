import { isDeepStrictEqual } from 'node:util';
import {
  equipmentLogMessages,
  fileMetaAnswers,
  resolveOid,
  SENSOR_STATUS_RANK,
  type AssetDatum,
  type LibraryMetaEntry,
  type MetaAnswer,
  type OidVar,
} from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.js';
import { numberArray, textArray } from '../db/sqlArrays.js';
import {
  logEquipmentEvents,
  type EquipmentEvent,
} from '../modules/equipment/equipmentLogs.repository.js';

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
  /** The newest value before this flush. */
  oldValue: number | null;
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
  /** Runs in the same transaction once the latest values are stored (the alarm engine). */
  afterLatest?: (tx: Executor, changed: readonly ChangedSensor[]) => Promise<void>,
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
      old_value: number | null;
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
                old.latest_value as old_value, old.disconnected as was_disconnected`,
    );
    const changed = updated.map((row) => ({
      id: row.id,
      customerId: row.customer_id,
      oldStatus: row.old_status,
      status: row.status,
      value: row.value,
      oldValue: row.old_value,
      time: Number(row.t),
      wasDisconnected: row.was_disconnected,
    }));
    const logs = changed.filter((c) => c.oldStatus !== c.status || c.wasDisconnected);
    if (logs.length > 0) await insertStatusLogs(tx, logs);
    const moved = changed.filter((c) => c.oldStatus !== c.status);
    if (moved.length > 0) await storeEquipmentStatusChanges(tx, moved);
    if (afterLatest) await afterLatest(tx, changed);
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
 * Stores and logs the worst sensor status of equipment whose status moved (ok to warning, error
 * to ok …), given the sensors whose status changed. Only their equipment is looked at, and only
 * when a status changed: the worst status before is the worst of its sensors with the changed
 * ones taken back; the stored one (equipment.sensor_status) is set to the worst now.
 */
async function storeEquipmentStatusChanges(
  db: Executor,
  moved: readonly { id: number; oldStatus: string; time: number }[],
) {
  // One call (migration 0018) locks the equipment, stores and returns what moved.
  const rows = await queryRows<{
    equipment_id: number;
    customer_id: number;
    t: number;
    rank_before: number;
    rank_after: number;
  }>(
    db,
    sql`select equipment_id, customer_id, t, rank_before, rank_after
    from equipment_status_moves(${numberArray(moved.map((m) => m.id))}::int[],
      ${textArray(moved.map((m) => m.oldStatus))}::text[],
      ${numberArray(moved.map((m) => m.time))}::float8[], ${textArray([...SENSOR_STATUS_RANK])}::text[])`,
  );
  const name = (rank: number) => SENSOR_STATUS_RANK[rank] ?? 'unknown';
  await logEquipmentEvents(
    db,
    rows.map((row): EquipmentEvent => ({
      equipmentId: row.equipment_id,
      customerId: row.customer_id,
      kind: 'status',
      message: equipmentLogMessages.status(name(row.rank_before), name(row.rank_after)),
      at: new Date(Number(row.t)),
    })),
  );
}

/**
 * Marks equipment (and its sensors) connected or not, as its gateway saw it, keeping the error
 * the gateway reported for a disconnected one (and its first time) until it answers again; a
 * change of connection is logged. Returns the sensors whose connection changed, for the log and
 * the live feed.
 */
export async function setEquipmentConnection(
  db: Database,
  gatewayId: number,
  changes: readonly { id: number; disconnected: boolean; error?: string | null }[],
  at: number,
): Promise<{ id: number; customerId: number; disconnected: boolean; status: string }[]> {
  if (changes.length === 0) return [];
  return db.transaction(async (tx) => {
    const payload = JSON.stringify(
      changes.map((c) => ({ id: c.id, d: c.disconnected, m: c.error ?? null })),
    );
    const now = sql`to_timestamp(${at} / 1000.0)`;
    // Sensors before equipment, the order every writer takes their locks in (lockEquipment).
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
    const moved = await queryRows<{
      id: number;
      customer_id: number;
      disconnected: boolean;
      error_message: string | null;
      was: boolean;
    }>(
      tx,
      sql`
      update equipment e set disconnected = u.d, last_updated = ${now},
        error_message = case when not u.d then null else coalesce(u.m, e.error_message) end,
        error_at = case when not u.d then null
          when u.m is not null and u.m is distinct from e.error_message then ${now}
          when e.error_message is null then null
          else e.error_at end
      from jsonb_to_recordset(${payload}::jsonb) as u(id int, d boolean, m text), equipment old
      where e.id = u.id and old.id = u.id and e.network_id = ${gatewayId}
      returning e.id, e.customer_id, e.disconnected, e.error_message, old.disconnected as was`,
    ).then((rows) => rows.filter((row) => row.was !== row.disconnected));
    await logEquipmentEvents(
      tx,
      moved.map((row): EquipmentEvent => ({
        equipmentId: row.id,
        customerId: row.customer_id,
        kind: row.disconnected ? 'disconnected' : 'connected',
        message: row.disconnected
          ? equipmentLogMessages.disconnected(row.error_message)
          : equipmentLogMessages.connected,
        at: new Date(at),
      })),
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

/**
 * Files the device facts a gateway read (libraryMeta.ts) in its equipment's asset data, under the
 * labels of their library's list; equipment of another gateway, and answers to OIDs the list no
 * longer has, are passed over. Returns how many equipment's data changed.
 */
export async function fileEquipmentMeta(
  db: Database,
  gatewayId: number,
  reads: readonly { id: number; answers: readonly MetaAnswer[] }[],
): Promise<number> {
  if (reads.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await queryRows<{
      id: number;
      meta: AssetDatum[];
      oid_vars: OidVar[];
      meta_list: LibraryMetaEntry[];
    }>(
      tx,
      sql`
      select e.id, e.meta, e.oid_vars, l.meta_list
      from equipment e join equipment_libraries l on l.id = e.library_id
      where e.id = any(${numberArray(reads.map((r) => r.id))}::int[]) and e.network_id = ${gatewayId}
      order by e.id
      for update of e`,
    );
    let changed = 0;
    for (const row of rows) {
      const answers = reads.find((r) => r.id === row.id)?.answers ?? [];
      const entries = row.meta_list.flatMap((entry) => {
        const resolved = resolveOid(entry.oid, row.oid_vars);
        return 'oid' in resolved ? [{ ...entry, oid: resolved.oid }] : [];
      });
      const meta = fileMetaAnswers(row.meta, entries, answers);
      if (isDeepStrictEqual(meta, row.meta)) continue;
      await tx.execute(
        sql`update equipment set meta = ${JSON.stringify(meta)}::jsonb where id = ${row.id}`,
      );
      changed += 1;
    }
    return changed;
  });
}
