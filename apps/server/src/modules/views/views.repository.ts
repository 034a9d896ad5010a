import type { ViewStatusFilter } from '@vigil/domain';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ViewReaderScope } from '../../auth/access.js';
import { queryRows, type Database } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import {
  equipment,
  tags,
  users,
  views,
  viewTags,
  viewUsers,
  viewVisits,
  widgets,
} from '../../db/schema.js';
import { numberArray } from '../../db/sqlArrays.js';

/** Who reads views: the customers in scope, and those where the user may read every view. */
export type ViewReader = ViewReaderScope;

export interface ViewFilter {
  viewIds?: number[] | undefined;
  /** An exact name, compared case-insensitively. */
  name?: string | undefined;
  /** A part of the name. */
  query?: string | undefined;
  /** Views carrying any of these tags or a tag nested under one. */
  tagIds?: number[] | undefined;
  /** Views under any of these status filters. */
  statuses?: ViewStatusFilter[] | undefined;
  maintenance?: boolean | undefined;
  disconnected?: boolean | undefined;
  /** dashboard or asset views only. */
  viewType?: string | undefined;
}

/** A view as the list query reads it, with its creator, the user's grant and its status. */
export interface ViewRecord {
  id: number;
  customerId: number;
  name: string;
  creatorId: number | null;
  isPublic: boolean;
  viewType: string;
  trendV2: boolean;
  trendSync: boolean;
  layout: unknown;
  equipmentIds: number[];
  createdAt: number;
  ownerName: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  creatorEmail: string | null;
  grant: { read: boolean; update: boolean; delete: boolean; share: boolean } | null;
  widgetCount: number;
  errors: number;
  warnings: number;
  disconnected: number;
  maintenance: number;
  isRepair: boolean;
  /** Epoch ms. */
  lastAlarmAt: number | null;
}

/** One sensor of a view's widgets, with its equipment's flags. */
export interface ViewSensorRow {
  viewId: number;
  sensorId: number;
  equipmentId: number;
  disconnected: boolean;
  isMaintenance: boolean;
  isRepair: boolean;
}

/** An alarm a view shows (of its widgets' sensors, or of its own rules); times in epoch ms. */
export interface ViewAlarmRow {
  viewId: number;
  alarmId: number;
  sensorId: number;
  name: string;
  equipmentName: string;
  severity: 'warning' | 'error';
  phase: 'open' | 'cleared';
  disconnected: boolean;
  value: number | null;
  unit: string | null;
  openedAt: number | null;
}

export type TagRow = typeof tags.$inferSelect;

const intArray = (list: readonly number[]) => sql`${numberArray(list)}::int[]`;

/** Epoch milliseconds as a float8: both drivers parse it as a number, unlike timestamptz. */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

function inList(column: SQL, ids: number[] | 'all'): SQL {
  return ids === 'all' ? sql`true` : sql`${column} = any(${intArray(ids)})`;
}

/** The grant row of the reader on view v, joined as g. */
export const grantJoin = (reader: ViewReader) =>
  sql`left join view_users g on g.view_id = v.id and g.user_id = ${reader.userId}`;

/**
 * The views the reader may read: the SQL form of the domain's viewAccess canRead (super users
 * and managers read all of a customer's views; otherwise public, created or granted ones).
 */
export function readable(reader: ViewReader): SQL {
  return sql`(${inList(sql`v.customer_id`, reader.customerIds)} and (
    ${inList(sql`v.customer_id`, reader.fullCustomerIds)}
    or v.is_public or v.creator_id = ${reader.userId}
    or coalesce(g.can_read or g.can_update or g.can_delete or g.can_share, false)))`;
}

/** The view's distinct widget sensors: the ids a status reduces over. */
const sensorsOfView = (viewId: SQL) =>
  sql`select ws.sensor_id from widgets w join widget_sensors ws on ws.widget_id = w.id
      where w.view_id = ${viewId}`;

/**
 * The alarms a view shows, by id: the threshold alarms of its widgets' sensors and the alarms of
 * its own rules (ADR 015), past pending.
 */
const alarmsOfView = (viewId: SQL) => sql`
  select a.id from alarms a
  where a.subject_kind = 'sensor' and a.rule = 'threshold' and a.phase <> 'pending'
    and a.sensor_id in (${sensorsOfView(viewId)})
  union all
  select a.id from alarms a join view_alarm_rules r on r.id = a.subject_id
  where a.subject_kind = 'rule' and a.phase <> 'pending' and r.view_id = ${viewId}`;

/**
 * A view's status counts, as `st`: the SQL form of the domain's viewStatusOf — disconnected,
 * maintenance and repair from its widgets' sensors; errors, warnings and the latest alarm from
 * the alarms it shows (an open one on a sensor that still reports counts).
 */
const statusLateral = (viewId: SQL) => sql`cross join lateral (
  select sv.disconnected, sv.maintenance, sv.is_repair, sa.errors, sa.warnings, sa.last_alarm_at
  from (
    select
      count(*) filter (where s.disconnected)::int as disconnected,
      count(distinct s.equipment_id) filter (where e.is_maintenance)::int as maintenance,
      coalesce(bool_or(e.is_repair), false) as is_repair
    from sensors s
    join equipment e on e.id = s.equipment_id
    where s.id in (${sensorsOfView(viewId)})
  ) sv
  cross join (
    select
      count(*) filter (where a.phase = 'open' and a.severity = 'error' and not s.disconnected)::int
        as errors,
      count(*) filter (where a.phase = 'open' and a.severity = 'warning' and not s.disconnected)::int
        as warnings,
      max(a.opened_at) as last_alarm_at
    from alarms a
    join sensors s on s.id = a.sensor_id
    where a.id in (${alarmsOfView(viewId)})
  ) sa
) st`;

/** Each status filter over `st`, with the meaning of the domain's matchesViewStatusFilter. */
const STATUS_FILTER_SQL: Record<ViewStatusFilter, SQL> = {
  error: sql`st.errors > 0`,
  warning: sql`st.warnings > 0`,
  disconnected: sql`st.disconnected > 0`,
  maintenance: sql`st.maintenance > 0`,
  repair: sql`st.is_repair`,
  ok: sql`(st.errors = 0 and st.warnings = 0 and st.disconnected = 0 and st.maintenance = 0
    and not st.is_repair)`,
};

const needsStatus = (filter: ViewFilter) =>
  Boolean(filter.statuses?.length || filter.maintenance || filter.disconnected);

/** The tags given and every tag nested under them. */
const tagsUnder = (tagIds: readonly number[]) => sql`with recursive sub(id) as (
    select unnest(${intArray(tagIds)})
    union
    select t.id from tags t join sub on t.parent_id = sub.id
  ) select id from sub`;

function whereOf(reader: ViewReader, filter: ViewFilter, withStatus: boolean): SQL {
  const conditions: SQL[] = [readable(reader)];
  if (filter.viewIds) conditions.push(sql`v.id = any(${intArray(filter.viewIds)})`);
  if (filter.name !== undefined) conditions.push(sql`lower(v.name) = lower(${filter.name})`);
  if (filter.query) conditions.push(sql`v.name ilike ${`%${escapeLike(filter.query)}%`}`);
  if (filter.viewType) conditions.push(sql`v.view_type = ${filter.viewType}`);
  if (filter.tagIds?.length) {
    conditions.push(sql`exists (select 1 from view_tags vt
      where vt.view_id = v.id and vt.tag_id in (${tagsUnder(filter.tagIds)}))`);
  }
  if (withStatus) {
    if (filter.statuses?.length) {
      conditions.push(
        sql`(${sql.join(
          filter.statuses.map((status) => STATUS_FILTER_SQL[status]),
          sql` or `,
        )})`,
      );
    }
    if (filter.maintenance) conditions.push(STATUS_FILTER_SQL.maintenance);
    if (filter.disconnected) conditions.push(STATUS_FILTER_SQL.disconnected);
  }
  return sql.join(conditions, sql` and `);
}

interface RawViewRow extends Omit<ViewRecord, 'grant'> {
  canRead: boolean | null;
  canUpdate: boolean | null;
  canDelete: boolean | null;
  canShare: boolean | null;
}

export function createViewsRepository(db: Database) {
  return {
    /**
     * A page of the views the reader may read, sorted by name. The page is chosen first, so
     * status is worked out for the page only unless a status filter needs it for every view.
     */
    async page(
      reader: ViewReader,
      filter: ViewFilter,
      page: { limit: number; offset: number },
    ): Promise<ViewRecord[]> {
      const withStatus = needsStatus(filter);
      const rows = await queryRows<RawViewRow>(
        db,
        sql`
        select v.id, v.customer_id as "customerId", v.name, v.creator_id as "creatorId",
          v.is_public as "isPublic", v.view_type as "viewType", v.trend_v2 as "trendV2",
          v.trend_sync as "trendSync", v.layout, v.equipment_ids as "equipmentIds",
          ${epochMs(sql`v.created_at`)} as "createdAt",
          a.name as "ownerName", u.first_name as "creatorFirstName",
          u.last_name as "creatorLastName", u.email as "creatorEmail",
          g.can_read as "canRead", g.can_update as "canUpdate", g.can_delete as "canDelete",
          g.can_share as "canShare",
          (select count(*)::int from widgets w where w.view_id = v.id) as "widgetCount",
          st.errors, st.warnings, st.disconnected, st.maintenance, st.is_repair as "isRepair",
          ${epochMs(sql`st.last_alarm_at`)} as "lastAlarmAt"
        from (
          select v.id from views v ${grantJoin(reader)}
          ${withStatus ? statusLateral(sql`v.id`) : sql``}
          where ${whereOf(reader, filter, withStatus)}
          order by lower(v.name), v.id
          limit ${page.limit} offset ${page.offset}
        ) p
        join views v on v.id = p.id
        join accounts a on a.id = v.customer_id
        left join users u on u.id = v.creator_id
        ${grantJoin(reader)}
        ${statusLateral(sql`v.id`)}
        order by lower(v.name), v.id`,
      );
      return rows.map(({ canRead, canUpdate, canDelete, canShare, ...row }) => ({
        ...row,
        createdAt: Number(row.createdAt),
        lastAlarmAt: row.lastAlarmAt === null ? null : Number(row.lastAlarmAt),
        grant:
          canRead === null
            ? null
            : {
                read: canRead,
                update: Boolean(canUpdate),
                delete: Boolean(canDelete),
                share: Boolean(canShare),
              },
      }));
    },

    /** The readable views the user opened most recently, newest first (ids). */
    async recentlyVisited(reader: ViewReader, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        select v.id from view_visits vv
        join views v on v.id = vv.view_id
        ${grantJoin(reader)}
        where vv.user_id = ${reader.userId} and ${readable(reader)}
        order by vv.visited_at desc, v.id desc
        limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    /** Notes that the user opened the view now: one row per user and view. */
    async recordVisit(userId: number, viewId: number): Promise<void> {
      await db
        .insert(viewVisits)
        .values({ userId, viewId })
        .onConflictDoUpdate({
          target: [viewVisits.userId, viewVisits.viewId],
          set: { visitedAt: sql`now()` },
        });
    },

    /** How many readable views fall under each status filter. */
    async counts(reader: ViewReader, filter: Omit<ViewFilter, 'statuses'>) {
      const [row] = await queryRows<Record<'total' | ViewStatusFilter, number>>(
        db,
        sql`
        select count(*)::int as total,
          ${sql.join(
            (Object.keys(STATUS_FILTER_SQL) as ViewStatusFilter[]).map(
              (key) =>
                sql`count(*) filter (where ${STATUS_FILTER_SQL[key]})::int as ${sql.identifier(key)}`,
            ),
            sql`, `,
          )}
        from views v ${grantJoin(reader)} ${statusLateral(sql`v.id`)}
        where ${whereOf(reader, { ...filter, statuses: undefined }, true)}`,
      );
      if (!row) throw new Error('count returned no row');
      return row;
    },

    /** The distinct sensors of the views' widgets; alarmsOnly keeps those in warning or error. */
    async sensorsOf(viewIds: readonly number[]): Promise<ViewSensorRow[]> {
      if (viewIds.length === 0) return [];
      return queryRows<ViewSensorRow>(
        db,
        sql`
        select vs.view_id as "viewId", s.id as "sensorId", e.id as "equipmentId", s.disconnected,
          e.is_maintenance as "isMaintenance", e.is_repair as "isRepair"
        from (
          select distinct w.view_id, ws.sensor_id from widgets w
          join widget_sensors ws on ws.widget_id = w.id
          where w.view_id = any(${intArray(viewIds)})
        ) vs
        join sensors s on s.id = vs.sensor_id
        join equipment e on e.id = s.equipment_id
        order by vs.view_id, s.id`,
      );
    },

    /** The alarms the views show (openOnly: those open now), oldest first. */
    async alarmsOf(viewIds: readonly number[], openOnly: boolean): Promise<ViewAlarmRow[]> {
      if (viewIds.length === 0) return [];
      const rows = await queryRows<ViewAlarmRow>(
        db,
        sql`
        select va.view_id as "viewId", a.id as "alarmId", a.sensor_id as "sensorId",
          coalesce(r.name, s.name) as name, e.name as "equipmentName", a.severity, a.phase,
          s.disconnected, a.value, s.unit, ${epochMs(sql`a.opened_at`)} as "openedAt"
        from (
          select distinct w.view_id, a.id from widgets w
          join widget_sensors ws on ws.widget_id = w.id
          join alarms a on a.sensor_id = ws.sensor_id and a.subject_kind = 'sensor'
            and a.rule = 'threshold'
          where w.view_id = any(${intArray(viewIds)})
          union
          select r.view_id, a.id from view_alarm_rules r
          join alarms a on a.subject_kind = 'rule' and a.subject_id = r.id
          where r.view_id = any(${intArray(viewIds)})
        ) va
        join alarms a on a.id = va.id
        join sensors s on s.id = a.sensor_id
        join equipment e on e.id = s.equipment_id
        left join view_alarm_rules r on a.subject_kind = 'rule' and r.id = a.subject_id
        where ${openOnly ? sql`a.phase = 'open'` : sql`a.phase <> 'pending'`}
        order by va.view_id, a.id`,
      );
      return rows.map((row) => ({
        ...row,
        alarmId: Number(row.alarmId),
        openedAt: row.openedAt === null ? null : Number(row.openedAt),
      }));
    },

    /** The tags of the views, by view id. */
    async tagsOfViews(viewIds: readonly number[]): Promise<Map<number, TagRow[]>> {
      const byView = new Map<number, TagRow[]>();
      if (viewIds.length === 0) return byView;
      const rows = await db
        .select({ viewId: viewTags.viewId, tag: tags })
        .from(viewTags)
        .innerJoin(tags, eq(tags.id, viewTags.tagId))
        .where(inArray(viewTags.viewId, [...viewIds]))
        .orderBy(sql`lower(${tags.name})`, asc(tags.id));
      for (const row of rows) {
        const list = byView.get(row.viewId) ?? [];
        list.push(row.tag);
        byView.set(row.viewId, list);
      }
      return byView;
    },

    /** The tags of the customers, sorted by name. */
    async tags(customerIds: number[] | 'all'): Promise<TagRow[]> {
      return db
        .select()
        .from(tags)
        .where(customerIds === 'all' ? undefined : inArray(tags.customerId, customerIds))
        .orderBy(sql`lower(${tags.name})`, asc(tags.id));
    },

    /** Per tag, the readable views carrying it or a tag nested under it. */
    async tagViewCounts(reader: ViewReader, tagIds: readonly number[]) {
      if (tagIds.length === 0) return new Map<number, number>();
      const rows = await queryRows<{ tagId: number; viewCount: number }>(
        db,
        sql`
        with recursive sub(root, id) as (
          select id, id from tags where id = any(${intArray(tagIds)})
          union
          select sub.root, t.id from tags t join sub on t.parent_id = sub.id
        )
        select sub.root as "tagId", count(distinct v.id)::int as "viewCount"
        from sub
        join view_tags vt on vt.tag_id = sub.id
        join views v on v.id = vt.view_id
        ${grantJoin(reader)}
        where ${readable(reader)}
        group by sub.root`,
      );
      return new Map(rows.map((row) => [row.tagId, row.viewCount]));
    },

    async tagById(id: number): Promise<TagRow | undefined> {
      const [row] = await db.select().from(tags).where(eq(tags.id, id));
      return row;
    },

    /** Which of the ids are tags of the customer. */
    async customerTagIds(customerId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.customerId, customerId), inArray(tags.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** Which of the ids are users of the customer. */
    async customerUserIds(customerId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.customerId, customerId), inArray(users.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** Which of the ids are equipment of the customer. */
    async customerEquipmentIds(customerId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: equipment.id })
        .from(equipment)
        .where(and(eq(equipment.customerId, customerId), inArray(equipment.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** The customer's view names among those given (case-insensitive), as stored. */
    async namesTaken(
      customerId: number,
      names: readonly string[],
      exceptViewId?: number,
    ): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .select({ name: views.name })
        .from(views)
        .where(
          and(
            eq(views.customerId, customerId),
            inArray(
              sql`lower(${views.name})`,
              names.map((name) => name.toLowerCase()),
            ),
            exceptViewId === undefined ? undefined : ne(views.id, exceptViewId),
          ),
        )
        .orderBy(asc(views.name));
      return rows.map((row) => row.name);
    },

    /** Inserts a view with its tags and user rows, all or nothing. */
    async insert(
      values: typeof views.$inferInsert,
      tagIds: readonly number[],
      userRows: readonly Omit<typeof viewUsers.$inferInsert, 'viewId'>[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(views).values(values).returning({ id: views.id });
        if (!row) throw new Error('insert into views returned nothing');
        if (tagIds.length > 0) {
          await tx.insert(viewTags).values(tagIds.map((tagId) => ({ viewId: row.id, tagId })));
        }
        if (userRows.length > 0) {
          await tx.insert(viewUsers).values(userRows.map((u) => ({ ...u, viewId: row.id })));
        }
        return row.id;
      });
    },

    /** Renames, retags (when tagIds is given) and sets the trend sync of a view. */
    async update(
      id: number,
      values: { name?: string | undefined; trendSync?: boolean | undefined },
      tagIds: readonly number[] | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(views)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(views.id, id));
        if (tagIds) {
          await tx.delete(viewTags).where(eq(viewTags.viewId, id));
          if (tagIds.length > 0) {
            await tx.insert(viewTags).values(tagIds.map((tagId) => ({ viewId: id, tagId })));
          }
        }
      });
    },

    async widgetIds(viewId: number): Promise<number[]> {
      const rows = await db
        .select({ id: widgets.id })
        .from(widgets)
        .where(eq(widgets.viewId, viewId));
      return rows.map((row) => row.id);
    },

    /** Stores a layout and returns it as the database keeps it. */
    async setLayout(viewId: number, layout: Record<string, unknown>): Promise<unknown> {
      const [row] = await db
        .update(views)
        .set({ layout, updatedAt: new Date() })
        .where(eq(views.id, viewId))
        .returning({ layout: views.layout });
      return row?.layout;
    },

    /** Deletes a view; its widgets, tags links and user rows go with it. */
    async delete(viewId: number): Promise<boolean> {
      const rows = await db.delete(views).where(eq(views.id, viewId)).returning({ id: views.id });
      return rows.length > 0;
    },

    async tagNameTaken(customerId: number, parentId: number | null, name: string) {
      const [row] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(
          and(
            eq(tags.customerId, customerId),
            parentId === null ? isNull(tags.parentId) : eq(tags.parentId, parentId),
            sql`lower(${tags.name}) = lower(${name})`,
          ),
        );
      return row !== undefined;
    },

    async insertTag(values: typeof tags.$inferInsert): Promise<TagRow> {
      const [row] = await db.insert(tags).values(values).returning();
      if (!row) throw new Error('insert into tags returned nothing');
      return row;
    },

    /** Deletes a tag; nested tags and view links go with it. */
    async deleteTag(id: number): Promise<boolean> {
      const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
      return rows.length > 0;
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
