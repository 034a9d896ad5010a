import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ViewReaderScope } from '../../auth/access.js';
import { queryRows, type Database } from '../../db/client.js';
import {
  accounts,
  alarms,
  equipment,
  reportRuns,
  reportSchedules,
  reports,
  sensors,
  snmpTraps,
  users,
  views,
} from '../../db/schema.js';
import { numberArray } from '../../db/sqlArrays.js';
import { grantJoin, readable } from '../views/views.repository.js';

export type ReportRow = typeof reports.$inferSelect;
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
export type ReportRunRow = typeof reportRuns.$inferSelect;

/** A sensor as a report prints it. */
export interface ReportSensorRow {
  id: number;
  name: string;
  unit: string | null;
  equipmentName: string;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  states: string[];
  conditions: string[];
  latestValue: number | null;
  latestDetail: string | null;
  latestAt: Date | null;
  disconnected: boolean;
}

const intArray = (list: readonly number[]) => sql`${numberArray(list)}::int[]`;
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Who may see a kept report: its creator, or a reader of its view (managers: all of them). */
function reportVisible(reader: ViewReaderScope): SQL {
  const full =
    reader.fullCustomerIds === 'all'
      ? sql`true`
      : sql`r.customer_id = any(${intArray(reader.fullCustomerIds)})`;
  return sql`(r.created_by = ${reader.userId} or ${full} or (v.id is not null and ${readable(reader)}))`;
}

export function createReportsRepository(db: Database) {
  const scheduleColumns = {
    schedule: reportSchedules,
    viewName: views.name,
    creatorFirst: users.firstName,
    creatorLast: users.lastName,
    creatorEmail: users.email,
  };

  /** Schedules with their creator's name and whether a run waits to be sent. */
  async function withPending(
    rows: {
      schedule: ReportScheduleRow;
      viewName: string;
      creatorFirst: string | null;
      creatorLast: string | null;
      creatorEmail: string | null;
    }[],
  ) {
    if (rows.length === 0) return [];
    const pending = await db
      .select({ scheduleId: reportRuns.scheduleId })
      .from(reportRuns)
      .where(
        and(
          eq(reportRuns.state, 'pending'),
          inArray(
            reportRuns.scheduleId,
            rows.map((row) => row.schedule.id),
          ),
        ),
      );
    const waiting = new Set(pending.map((row) => row.scheduleId));
    return rows.map(({ schedule, viewName, creatorFirst, creatorLast, creatorEmail }) => ({
      schedule,
      viewName,
      createdByName: [creatorFirst, creatorLast].filter(Boolean).join(' ') || creatorEmail || null,
      pending: waiting.has(schedule.id),
    }));
  }

  return {
    /** A view with its customer's name, as a report's cover needs it. */
    async viewForReport(viewId: number) {
      const [row] = await db
        .select({
          id: views.id,
          name: views.name,
          customerId: views.customerId,
          viewType: views.viewType,
          layout: views.layout,
          customerName: accounts.name,
        })
        .from(views)
        .innerJoin(accounts, eq(accounts.id, views.customerId))
        .where(eq(views.id, viewId));
      return row;
    },

    async sensorsForReport(ids: readonly number[]): Promise<ReportSensorRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: sensors.id,
          name: sensors.name,
          unit: sensors.unit,
          equipmentName: equipment.name,
          greenTo: sensors.greenTo,
          yellowTo: sensors.yellowTo,
          redTo: sensors.redTo,
          states: sensors.states,
          conditions: sensors.conditions,
          latestValue: sensors.latestValue,
          latestDetail: sensors.latestDetail,
          latestAt: sensors.latestAt,
          disconnected: sensors.disconnected,
        })
        .from(sensors)
        .innerJoin(equipment, eq(equipment.id, sensors.equipmentId))
        .where(inArray(sensors.id, [...ids]))
        .orderBy(asc(sensors.id));
    },

    /**
     * The sensors' status changes in [start, end), each sensor's last one before start first (the
     * status it started the range in), oldest first per sensor.
     */
    async statusChanges(
      ids: readonly number[],
      start: number,
      end: number,
    ): Promise<{ sensorId: number; status: string; at: number }[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<{ sensorId: number; status: string; at: number | string }>(
        db,
        sql`
        select sensor_id as "sensorId", status, ${epochMs(sql`created_at`)} as at
        from sensor_logs
        where sensor_id = any(${intArray(ids)})
          and created_at >= to_timestamp(${start} / 1000.0) and created_at < to_timestamp(${end} / 1000.0)
        union all
        select s.id, l.status, l.at
        from unnest(${intArray(ids)}) as s(id)
        cross join lateral (
          select status, ${epochMs(sql`created_at`)} as at from sensor_logs
          where sensor_id = s.id and created_at < to_timestamp(${start} / 1000.0)
          order by created_at desc limit 1
        ) l
        order by 1, 3`,
      );
      return rows.map((row) => ({ ...row, at: Number(row.at) }));
    },

    /** The sensors' alarms opened in [start, end), oldest first, at most `limit`. */
    async alarmsOpened(ids: readonly number[], start: number, end: number, limit: number) {
      if (ids.length === 0) return [];
      return db
        .select({
          sensorId: alarms.sensorId,
          severity: alarms.severity,
          detail: alarms.detail,
          openedAt: alarms.openedAt,
          ackAt: alarms.ackAt,
          ackByName: alarms.ackByName,
        })
        .from(alarms)
        .where(
          and(
            eq(alarms.subjectKind, 'sensor'),
            inArray(alarms.sensorId, [...ids]),
            gte(alarms.openedAt, new Date(start)),
            lt(alarms.openedAt, new Date(end)),
          ),
        )
        .orderBy(asc(alarms.openedAt), asc(alarms.id))
        .limit(limit);
    },

    /** An equipment's traps received in [start, end), newest first, at most `limit`. */
    async trapsInRange(equipmentId: number, start: number, end: number, limit: number) {
      return db
        .select({ oid: snmpTraps.oid, value: snmpTraps.value, createdAt: snmpTraps.createdAt })
        .from(snmpTraps)
        .where(
          and(
            eq(snmpTraps.equipmentId, equipmentId),
            gte(snmpTraps.createdAt, new Date(start)),
            lt(snmpTraps.createdAt, new Date(end)),
          ),
        )
        .orderBy(desc(snmpTraps.createdAt), desc(snmpTraps.id))
        .limit(limit);
    },

    async insertReport(values: typeof reports.$inferInsert): Promise<ReportRow> {
      const [row] = await db.insert(reports).values(values).returning();
      return row as ReportRow;
    },

    async reportById(id: number): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row;
    },

    async deleteReport(id: number): Promise<ReportRow | undefined> {
      const [row] = await db.delete(reports).where(eq(reports.id, id)).returning();
      return row;
    },

    /** A page of the customer's reports the reader may see, newest first, and their count. */
    async page(
      reader: ViewReaderScope,
      customerId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ReportRow[]; total: number }> {
      const where = sql`r.customer_id = ${customerId} and ${reportVisible(reader)}`;
      const from = sql`from reports r left join views v on v.id = r.view_id ${grantJoin(reader)}`;
      const [ids, [count]] = await Promise.all([
        queryRows<{ id: number }>(
          db,
          sql`select r.id ${from} where ${where}
              order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total ${from} where ${where}`),
      ]);
      if (ids.length === 0) return { rows: [], total: count?.total ?? 0 };
      const rows = await db
        .select()
        .from(reports)
        .where(
          inArray(
            reports.id,
            ids.map((row) => row.id),
          ),
        )
        .orderBy(desc(reports.createdAt), desc(reports.id));
      return { rows, total: count?.total ?? 0 };
    },

    /** Whether the reader may see the report (the download route asks). */
    async visible(reader: ViewReaderScope, id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select r.id from reports r left join views v on v.id = r.view_id ${grantJoin(reader)}
            where r.id = ${id} and ${reportVisible(reader)}
              and ${reader.customerIds === 'all' ? sql`true` : sql`r.customer_id = any(${intArray(reader.customerIds)})`}`,
      );
      return rows.length > 0;
    },

    // ---- schedules ----------------------------------------------------------------------------

    async schedulesOf(customerId: number) {
      const rows = await db
        .select(scheduleColumns)
        .from(reportSchedules)
        .innerJoin(views, eq(views.id, reportSchedules.viewId))
        .leftJoin(users, eq(users.id, reportSchedules.createdBy))
        .where(eq(reportSchedules.customerId, customerId))
        .orderBy(asc(views.name), asc(reportSchedules.id));
      return withPending(rows);
    },

    async scheduleById(id: number) {
      const rows = await db
        .select(scheduleColumns)
        .from(reportSchedules)
        .innerJoin(views, eq(views.id, reportSchedules.viewId))
        .leftJoin(users, eq(users.id, reportSchedules.createdBy))
        .where(eq(reportSchedules.id, id));
      const [row] = await withPending(rows);
      return row;
    },

    async countSchedules(customerId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reportSchedules)
        .where(eq(reportSchedules.customerId, customerId));
      return Number(row?.n ?? 0);
    },

    async insertSchedule(values: typeof reportSchedules.$inferInsert) {
      const [row] = await db.insert(reportSchedules).values(values).returning();
      return row as ReportScheduleRow;
    },

    async updateSchedule(id: number, values: Partial<typeof reportSchedules.$inferInsert>) {
      await db.update(reportSchedules).set(values).where(eq(reportSchedules.id, id));
    },

    async deleteSchedule(id: number): Promise<boolean> {
      const rows = await db
        .delete(reportSchedules)
        .where(eq(reportSchedules.id, id))
        .returning({ id: reportSchedules.id });
      return rows.length > 0;
    },

    // ---- runs (durable jobs) ------------------------------------------------------------------

    /** Queues a run due at `dueAt`; a run already queued for that time stays as it is. */
    async queueRun(schedule: { id: number; customerId: number }, dueAt: Date): Promise<void> {
      await db
        .insert(reportRuns)
        .values({
          scheduleId: schedule.id,
          customerId: schedule.customerId,
          dueAt,
          nextAttemptAt: dueAt,
        })
        .onConflictDoNothing();
    },

    /**
     * Turns due schedules into runs and moves each schedule to its next time, in one transaction
     * that skips schedules another process holds; `nextRun` gives a schedule's next time.
     */
    async queueDueRuns(
      now: Date,
      limit: number,
      nextRun: (schedule: ReportScheduleRow) => Date,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(reportSchedules)
          .where(lt(reportSchedules.nextRunAt, new Date(now.getTime() + 1)))
          .orderBy(asc(reportSchedules.nextRunAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const schedule of due) {
          await tx
            .insert(reportRuns)
            .values({
              scheduleId: schedule.id,
              customerId: schedule.customerId,
              dueAt: schedule.nextRunAt,
              nextAttemptAt: schedule.nextRunAt,
            })
            .onConflictDoNothing();
          await tx
            .update(reportSchedules)
            .set({ nextRunAt: nextRun(schedule) })
            .where(eq(reportSchedules.id, schedule.id));
        }
        return due.length;
      });
    },

    /**
     * Claims the oldest pending run whose time has come and whose lease (if any) ran out, for
     * `leaseMs`; another process skips it meanwhile. Undefined when there is none.
     */
    async claimRun(now: Date, leaseMs: number): Promise<ReportRunRow | undefined> {
      const rows = await queryRows<{ id: number | string }>(
        db,
        sql`
        update report_runs set lease_until = ${new Date(now.getTime() + leaseMs)},
          attempts = attempts + 1
        where id = (
          select id from report_runs
          where state = 'pending' and next_attempt_at <= ${now}
            and (lease_until is null or lease_until <= ${now})
          order by next_attempt_at, id
          for update skip locked
          limit 1)
        returning id`,
      );
      const id = rows[0]?.id;
      if (id === undefined) return undefined;
      const [run] = await db
        .select()
        .from(reportRuns)
        .where(eq(reportRuns.id, Number(id)));
      return run;
    },

    async scheduleOfRun(run: ReportRunRow): Promise<ReportScheduleRow | undefined> {
      const [row] = await db
        .select()
        .from(reportSchedules)
        .where(eq(reportSchedules.id, run.scheduleId));
      return row;
    },

    async setRunReport(runId: number, reportId: number): Promise<void> {
      await db.update(reportRuns).set({ reportId }).where(eq(reportRuns.id, runId));
    },

    /** Remembers a recipient the run's mail went to, so a retry does not send it again. */
    async markSentTo(runId: number, address: string): Promise<void> {
      await db
        .update(reportRuns)
        .set({ sentTo: sql`array_append(${reportRuns.sentTo}, ${address})` })
        .where(eq(reportRuns.id, runId));
    },

    /** Ends a run: sent, or failed for good; the schedule shows its last run and error. */
    async finishRun(run: ReportRunRow, outcome: { error: string | null; at: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .update(reportRuns)
          .set({
            state: outcome.error === null ? 'sent' : 'failed',
            error: outcome.error,
            finishedAt: outcome.at,
            leaseUntil: null,
          })
          .where(eq(reportRuns.id, run.id));
        await tx
          .update(reportSchedules)
          .set({ lastRunAt: outcome.at, lastError: outcome.error })
          .where(eq(reportSchedules.id, run.scheduleId));
      });
    },

    /** Puts a run back for another attempt at `retryAt`. */
    async retryRun(run: ReportRunRow, error: string, retryAt: Date): Promise<void> {
      await db
        .update(reportRuns)
        .set({ error, nextAttemptAt: retryAt, leaseUntil: null })
        .where(eq(reportRuns.id, run.id));
    },

    /** The earliest time a pending run or a schedule is due (to sleep until then). */
    async nextDue(): Promise<number | null> {
      const rows = await queryRows<{ at: number | string | null }>(
        db,
        sql`select least(
              (select min(${epochMs(sql`next_attempt_at`)}) from report_runs where state = 'pending'),
              (select min(${epochMs(sql`next_run_at`)}) from report_schedules)) as at`,
      );
      const at = rows[0]?.at;
      return at === null || at === undefined ? null : Number(at);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
