import { sql } from 'drizzle-orm';
import type { TrendSource } from '@vigil/domain';
import { queryRows, type Database } from '../../db/client.js';
import { numberArray } from '../../db/sqlArrays.js';

export interface TrendRow {
  sensor_id: number;
  bucket: number;
  min: number;
  mean: number;
  max: number;
  /** Readings in the bucket. */
  count: number;
}

/** A sensor's figures over a whole window; min, mean and max are null without readings. */
export interface StatsRow {
  sensor_id: number;
  min: number | null;
  mean: number | null;
  max: number | null;
  count: number;
}

export interface LatestRow {
  id: number;
  customer_id: number;
  network_id: number;
  latest_value: number | null;
  latest_detail: string | null;
  latest_at: Date | string | null;
  status: string;
  disconnected: boolean;
  green_to: number | null;
  yellow_to: number | null;
  red_to: number | null;
  states: string[];
  conditions: string[];
}

export function createReadingsRepository(db: Database) {
  return {
    /** One query for every sensor of a dashboard: their latest columns (ARCHITECTURE §6). */
    async latest(ids: readonly number[]): Promise<LatestRow[]> {
      if (ids.length === 0) return [];
      return queryRows<LatestRow>(
        db,
        sql`
        select id, customer_id, network_id, latest_value, latest_detail, latest_at, status,
               disconnected, green_to, yellow_to, red_to, states, conditions
        from sensors where id = any(${numberArray(ids)}::int[])`,
      );
    },

    /**
     * Buckets of `chunkSize` ms from `from`: min, mean, max and count per bucket, from raw rows
     * or a rollup. Bucket numbers are relative to `from`.
     */
    async trend(
      ids: readonly number[],
      window: { from: number; to: number },
      plan: { source: TrendSource; chunkSize: number },
    ): Promise<TrendRow[]> {
      if (ids.length === 0) return [];
      const { from, to } = window;
      const size = plan.chunkSize;
      const query =
        plan.source === 'raw'
          ? sql`
            select sensor_id, floor((date_part('epoch', ts) * 1000 - ${from}) / ${size})::int as bucket,
                   min(value) as min, avg(value) as mean, max(value) as max, count(*)::int as count
            from readings
            where sensor_id = any(${numberArray(ids)}::int[])
              and ts >= to_timestamp(${from} / 1000.0) and ts < to_timestamp(${to} / 1000.0)
            group by 1, 2 order by 1, 2`
          : sql`
            select sensor_id, floor((date_part('epoch', bucket) * 1000 - ${from}) / ${size})::int as bucket,
                   min(min) as min, sum(sum) / sum(count) as mean, max(max) as max,
                   sum(count)::int as count
            from ${sql.raw(plan.source === 'hourly' ? 'readings_hourly' : 'readings_daily')}
            where sensor_id = any(${numberArray(ids)}::int[])
              and bucket >= to_timestamp(${from} / 1000.0) and bucket < to_timestamp(${to} / 1000.0)
            group by 1, 2 order by 1, 2`;
      return queryRows<TrendRow>(db, query);
    },

    /**
     * Each sensor's min, mean and max over the window from the source a trend of it reads (raw
     * rows, or whole rollup buckets inside the window): the one query behind the readings API's
     * stats and a report's summary, so both print the same figures.
     */
    async stats(
      ids: readonly number[],
      window: { from: number; to: number },
      source: TrendSource,
    ): Promise<StatsRow[]> {
      if (ids.length === 0) return [];
      const { from, to } = window;
      const query =
        source === 'raw'
          ? sql`
            select sensor_id, min(value) as min, avg(value) as mean, max(value) as max,
                   count(*)::int as count
            from readings
            where sensor_id = any(${numberArray(ids)}::int[])
              and ts >= to_timestamp(${from} / 1000.0) and ts < to_timestamp(${to} / 1000.0)
            group by 1 order by 1`
          : sql`
            select sensor_id, min(min) as min, sum(sum) / sum(count) as mean, max(max) as max,
                   sum(count)::int as count
            from ${sql.raw(source === 'hourly' ? 'readings_hourly' : 'readings_daily')}
            where sensor_id = any(${numberArray(ids)}::int[])
              and bucket >= to_timestamp(${from} / 1000.0) and bucket < to_timestamp(${to} / 1000.0)
            group by 1 order by 1`;
      const rows = await queryRows<StatsRow>(db, query);
      const number = (v: number | string | null) => (v === null ? null : Number(v));
      return rows.map((row) => ({
        sensor_id: row.sensor_id,
        min: number(row.min),
        mean: number(row.mean),
        max: number(row.max),
        count: Number(row.count),
      }));
    },

    /**
     * The sensors of widgets in each widget's order, with their latest columns and the widget's
     * customer: a dashboard's latest values in one query (a widget without sensors has a row
     * with no sensor).
     */
    async latestOfWidgets(
      widgetIds: readonly number[],
    ): Promise<{ widget_id: number; widget_customer_id: number; sensor: LatestRow | null }[]> {
      if (widgetIds.length === 0) return [];
      const rows = await queryRows<LatestRow & { widget_id: number; widget_customer_id: number }>(
        db,
        sql`
        select w.id as widget_id, w.customer_id as widget_customer_id, s.id, s.customer_id,
               s.network_id, s.latest_value, s.latest_detail, s.latest_at, s.status,
               s.disconnected, s.green_to, s.yellow_to, s.red_to, s.states, s.conditions
        from widgets w
        left join widget_sensors ws on ws.widget_id = w.id
        left join sensors s on s.id = ws.sensor_id
        where w.id = any(${numberArray(widgetIds)}::int[])
        order by w.id, ws.position`,
      );
      return rows.map(({ widget_id, widget_customer_id, ...sensor }) => ({
        widget_id,
        widget_customer_id,
        sensor: sensor.id === null ? null : sensor,
      }));
    },

    /** Hourly means of sensors over a window, oldest first. */
    async hourlyMeans(
      ids: readonly number[],
      window: { from: number; to: number },
    ): Promise<{ sensor_id: number; at: number; value: number }[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ sensor_id: number; at: number | string; value: number }>(
        db,
        sql`
        select sensor_id, date_part('epoch', bucket) * 1000 as at, sum / count as value
        from readings_hourly
        where sensor_id = any(${numberArray(ids)}::int[]) and count > 0
          and bucket >= to_timestamp(${window.from} / 1000.0)
          and bucket < to_timestamp(${window.to} / 1000.0)
        order by sensor_id, bucket`,
      );
      return rows.map((row) => ({ ...row, at: Number(row.at), value: Number(row.value) }));
    },
  };
}
