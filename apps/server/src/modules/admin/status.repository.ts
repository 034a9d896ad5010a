import { count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import {
  gatewayActions,
  networks,
  notifications,
  reportRuns,
  serverProcesses,
} from '../../db/schema.js';

export type ServerProcessRow = typeof serverProcesses.$inferSelect;

/** How busy the background queues are. */
export interface QueueDepths {
  notifications: number;
  reportRuns: number;
  gatewayActions: number;
}

export function createStatusRepository(db: Database) {
  return {
    /** A process's heartbeat: its row made or refreshed, seen now (by the database's clock). */
    async beat(process: {
      id: string;
      host: string;
      pid: number;
      startedAt: Date;
      rssBytes: number;
    }): Promise<void> {
      await db
        .insert(serverProcesses)
        .values({ ...process, lastSeenAt: sql`now()` })
        .onConflictDoUpdate({
          target: serverProcesses.id,
          set: { lastSeenAt: sql`now()`, rssBytes: process.rssBytes },
        });
    },

    async forget(id: string): Promise<void> {
      await db.delete(serverProcesses).where(eq(serverProcesses.id, id));
    },

    /** Removes the rows of processes silent for longer than `ms` (they stopped without saying). */
    async forgetSilent(ms: number): Promise<void> {
      await db
        .delete(serverProcesses)
        .where(lt(serverProcesses.lastSeenAt, sql`now() - make_interval(secs => ${ms / 1000})`));
    },

    /** Processes that reported within the last `ms`, the longest running first. */
    async seenWithin(ms: number): Promise<ServerProcessRow[]> {
      return db
        .select()
        .from(serverProcesses)
        .where(gte(serverProcesses.lastSeenAt, sql`now() - make_interval(secs => ${ms / 1000})`))
        .orderBy(serverProcesses.startedAt, desc(serverProcesses.lastSeenAt));
    },

    async databaseVersion(): Promise<string> {
      const [row] = await queryRows<{ version: string }>(db, sql`select version() as version`);
      return row?.version ?? '';
    },

    /**
     * Gateways, and those connected by the ingest's own rule: checked in within `missed` poll
     * intervals (the watchdog marks the others disconnected, ingest/createIngest.ts).
     */
    async gatewayCounts(missed: number): Promise<{ connected: number; total: number }> {
      const [row] = await db
        .select({
          total: count(),
          connected: sql<number>`count(*) filter (where ${networks.lastUpdated} >=
            now() - make_interval(secs => ${networks.pollInterval} * ${missed}))::int`,
        })
        .from(networks);
      return { connected: row?.connected ?? 0, total: row?.total ?? 0 };
    },

    /**
     * Readings timed within the last `seconds`. Read through each recently active sensor's
     * primary key (sensor, time), never by scanning a month's partition.
     */
    async readingsWithin(seconds: number): Promise<number> {
      const [row] = await queryRows<{ n: number | string | null }>(
        db,
        sql`select coalesce(sum(recent.n), 0)::bigint as n
          from sensors s
          cross join lateral (
            select count(*) as n from readings r
            where r.sensor_id = s.id and r.ts >= now() - make_interval(secs => ${seconds})
          ) recent
          where s.latest_at >= now() - make_interval(secs => ${seconds})`,
      );
      return Number(row?.n ?? 0);
    },

    async queueDepths(): Promise<QueueDepths> {
      const [[outbox], [runs], [actions]] = await Promise.all([
        db.select({ n: count() }).from(notifications).where(eq(notifications.status, 'pending')),
        db.select({ n: count() }).from(reportRuns).where(eq(reportRuns.state, 'pending')),
        db.select({ n: count() }).from(gatewayActions).where(eq(gatewayActions.status, 'PENDING')),
      ]);
      return {
        notifications: outbox?.n ?? 0,
        reportRuns: runs?.n ?? 0,
        gatewayActions: actions?.n ?? 0,
      };
    },
  };
}

export type StatusRepository = ReturnType<typeof createStatusRepository>;
