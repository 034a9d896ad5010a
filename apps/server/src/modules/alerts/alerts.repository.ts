import type { AlarmListPhase } from '@vigil/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { ViewReaderScope } from '../../auth/access.js';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { numberArray } from '../../db/sqlArrays.js';
import { grantJoin, readable } from '../views/views.repository.js';

export interface AlarmFilter {
  customerId: number;
  query?: string | undefined;
  /** My Alerts: only alarms whose subject a view this reader may read shows. */
  reader?: ViewReaderScope | undefined;
}

export interface AlarmRecord {
  id: number;
  customerId: number;
  subjectKind: string;
  subjectId: number;
  name: string;
  sensorId: number | null;
  equipmentId: number | null;
  equipmentName: string | null;
  gatewayId: number;
  gatewayName: string;
  phase: string;
  severity: string;
  value: number | null;
  unit: string | null;
  detail: string | null;
  startedAt: Date;
  openedAt: Date | null;
  clearedAt: Date | null;
  suppressed: boolean;
  parentId: number | null;
  ackAt: Date | null;
  ackBy: string | null;
  ackComment: string | null;
}

export interface DeliveryRecord {
  id: number;
  kind: string;
  channel: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

export interface NotificationRecord {
  id: number;
  alertId: number;
  ack: boolean;
  status: string;
  createdAt: Date;
  widgetName: string | null;
  widgetId: number | null;
  viewName: string | null;
  owner: string | null;
}

export interface AlertFlags {
  yellow: boolean;
  red: boolean;
  disconnected: boolean;
  cleared: boolean;
}

export interface ViewUserAlertsRecord extends AlertFlags {
  userId: number;
  email: string;
}

export interface UserViewAlertsRecord extends AlertFlags {
  viewId: number;
  viewName: string;
  customerId: number;
}

/** A grant row's alert kinds; no row is no alerts. */
const flagsOf = (row: {
  yellow: boolean | null;
  red: boolean | null;
  disconnected: boolean | null;
  cleared: boolean | null;
}): AlertFlags => ({
  yellow: row.yellow ?? false,
  red: row.red ?? false,
  disconnected: row.disconnected ?? false,
  cleared: row.cleared ?? false,
});

const PHASE_WHERE: Record<AlarmListPhase, SQL> = {
  open: sql`a.phase = 'open' and a.ack_at is null`,
  acknowledged: sql`a.phase = 'open' and a.ack_at is not null`,
  cleared: sql`a.phase = 'cleared'`,
};

const PHASE_ORDER: Record<AlarmListPhase, SQL> = {
  open: sql`a.opened_at desc, a.id desc`,
  acknowledged: sql`a.ack_at desc, a.id desc`,
  cleared: sql`a.cleared_at desc, a.id desc`,
};

const ALARM_FROM = sql`from alarms a
  join networks n on n.id = a.network_id
  left join equipment e on e.id = a.equipment_id
  left join sensors s on s.id = a.sensor_id
  left join view_alarm_rules r on a.subject_kind = 'rule' and r.id = a.subject_id`;

const ALARM_COLUMNS = sql`a.id, a.customer_id, a.subject_kind, a.subject_id,
  coalesce(r.name, s.name, e.name, n.name) as name, a.sensor_id, a.equipment_id, e.name as equipment_name,
  a.network_id, n.name as gateway_name, a.phase, a.severity, a.value, s.unit, a.detail,
  a.started_at, a.opened_at, a.cleared_at, a.suppressed, a.parent_id, a.ack_at, a.ack_by_name,
  a.ack_comment`;

/**
 * A view the reader may read shows the alarm's subject (one of its widgets has its sensor), or,
 * for a view's alarm rule, is that rule's view.
 */
function shownToReader(reader: ViewReaderScope): SQL {
  return sql`(exists (
    select 1 from sensors vs
    join widget_sensors ws on ws.sensor_id = vs.id
    join widgets w on w.id = ws.widget_id
    join views v on v.id = w.view_id
    ${grantJoin(reader)}
    where a.subject_kind <> 'rule' and (vs.id = a.sensor_id
      or (a.subject_kind = 'equipment' and vs.equipment_id = a.equipment_id)
      or (a.subject_kind = 'gateway' and vs.network_id = a.network_id))
      and ${readable(reader)})
    or exists (
    select 1 from views v
    ${grantJoin(reader)}
    where a.subject_kind = 'rule' and v.id = r.view_id and ${readable(reader)}))`;
}

function alarmWhere(filter: AlarmFilter): SQL {
  const parts = [sql`a.customer_id = ${filter.customerId}`];
  if (filter.query) {
    const like = `%${escapeLike(filter.query)}%`;
    parts.push(
      sql`(r.name ilike ${like} or s.name ilike ${like} or e.name ilike ${like} or n.name ilike ${like})`,
    );
  }
  if (filter.reader) parts.push(shownToReader(filter.reader));
  return sql.join(parts, sql` and `);
}

interface AlarmRow {
  id: number;
  customer_id: number;
  subject_kind: string;
  subject_id: number;
  name: string;
  sensor_id: number | null;
  equipment_id: number | null;
  equipment_name: string | null;
  network_id: number;
  gateway_name: string;
  phase: string;
  severity: string;
  value: number | null;
  unit: string | null;
  detail: string | null;
  started_at: string | Date;
  opened_at: string | Date | null;
  cleared_at: string | Date | null;
  suppressed: boolean;
  parent_id: number | null;
  ack_at: string | Date | null;
  ack_by_name: string | null;
  ack_comment: string | null;
}

const date = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const toAlarm = (row: AlarmRow): AlarmRecord => ({
  id: Number(row.id),
  customerId: row.customer_id,
  subjectKind: row.subject_kind,
  subjectId: row.subject_id,
  name: row.name,
  sensorId: row.sensor_id,
  equipmentId: row.equipment_id,
  equipmentName: row.equipment_name,
  gatewayId: row.network_id,
  gatewayName: row.gateway_name,
  phase: row.phase,
  severity: row.severity,
  value: row.value,
  unit: row.unit,
  detail: row.detail,
  startedAt: date(row.started_at) as Date,
  openedAt: date(row.opened_at),
  clearedAt: date(row.cleared_at),
  suppressed: row.suppressed,
  parentId: row.parent_id === null ? null : Number(row.parent_id),
  ackAt: date(row.ack_at),
  ackBy: row.ack_by_name,
  ackComment: row.ack_comment,
});

/** The alerts area's reads and writes of alarms, deliveries and alert subscriptions. */
export function createAlertsRepository(db: Database) {
  return {
    async list(
      filter: AlarmFilter,
      phase: AlarmListPhase,
      page: { limit: number; offset: number },
    ): Promise<AlarmRecord[]> {
      const rows = await queryRows<AlarmRow>(
        db,
        sql`select ${ALARM_COLUMNS} ${ALARM_FROM}
          where ${alarmWhere(filter)} and ${PHASE_WHERE[phase]}
          order by ${PHASE_ORDER[phase]} limit ${page.limit} offset ${page.offset}`,
      );
      return rows.map(toAlarm);
    },

    async counts(filter: AlarmFilter): Promise<Record<AlarmListPhase, number>> {
      const [row] = await queryRows<Record<AlarmListPhase, number>>(
        db,
        sql`select count(*) filter (where ${PHASE_WHERE.open})::int as open,
            count(*) filter (where ${PHASE_WHERE.acknowledged})::int as acknowledged,
            count(*) filter (where ${PHASE_WHERE.cleared})::int as cleared
          ${ALARM_FROM} where ${alarmWhere(filter)} and a.phase <> 'pending'`,
      );
      return row ?? { open: 0, acknowledged: 0, cleared: 0 };
    },

    async byId(id: number): Promise<AlarmRecord | null> {
      const [row] = await queryRows<AlarmRow>(
        db,
        sql`select ${ALARM_COLUMNS} ${ALARM_FROM} where a.id = ${id}`,
      );
      return row ? toAlarm(row) : null;
    },

    /**
     * Acknowledges an open, unacknowledged alarm, keeping who, when and the comment, and records
     * the transition; false when it was not open or already acknowledged (nothing changes).
     */
    async acknowledge(
      id: number,
      by: { userId: number; name: string },
      comment: string | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await queryRows<{ id: number }>(
          tx,
          sql`update alarms set ack_at = now(), ack_by = ${by.userId}, ack_by_name = ${by.name},
              ack_comment = ${comment}, updated_at = now()
            where id = ${id} and phase = 'open' and ack_at is null
            returning id`,
        );
        if (updated.length === 0) return false;
        await tx.execute(sql`insert into alarm_transitions (alarm_id, customer_id, kind, severity,
            value, created_at)
          select id, customer_id, 'acknowledged', severity, value, now() from alarms
          where id = ${id}`);
        return true;
      });
    },

    async deliveries(alarmId: number): Promise<DeliveryRecord[]> {
      const rows = await queryRows<{
        id: number;
        kind: string;
        channel: string;
        email: string;
        status: string;
        attempts: number;
        last_error: string | null;
        sent_at: string | Date | null;
        created_at: string | Date;
      }>(
        db,
        sql`select o.id, t.kind, o.channel, u.email, o.status, o.attempts, o.last_error,
            o.sent_at, o.created_at
          from notifications o
          join alarm_transitions t on t.id = o.transition_id
          join users u on u.id = o.user_id
          where o.alarm_id = ${alarmId}
          order by o.id limit 500`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        channel: row.channel,
        recipient: row.email,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        sentAt: date(row.sent_at),
        createdAt: date(row.created_at) as Date,
      }));
    },

    /** The notifications sent to a user, newest first, with the view and widget that showed it. */
    async notificationsOf(
      userId: number,
      page: { limit: number; offset: number },
    ): Promise<NotificationRecord[]> {
      const rows = await queryRows<{
        id: number;
        alarm_id: number;
        ack: boolean;
        status: string;
        created_at: string | Date;
        widget_name: string | null;
        widget_id: number | null;
        view_name: string | null;
        owner: string | null;
      }>(
        db,
        sql`select o.id, o.alarm_id, a.ack_at is not null as ack,
            case when t.kind = 'cleared' then 'cleared' else t.severity end as status,
            o.created_at, wd.name as widget_name, wd.id as widget_id, v.name as view_name,
            acc.name as owner
          from notifications o
          join alarm_transitions t on t.id = o.transition_id
          join alarms a on a.id = o.alarm_id
          join accounts acc on acc.id = o.customer_id
          left join views v on v.id = o.view_id
          left join lateral (
            select w.id, w.name from widgets w join widget_sensors ws on ws.widget_id = w.id
            join sensors vs on vs.id = ws.sensor_id
            where w.view_id = o.view_id and (vs.id = a.sensor_id
              or (a.subject_kind = 'equipment' and vs.equipment_id = a.equipment_id)
              or (a.subject_kind = 'gateway' and vs.network_id = a.network_id))
            order by w.id limit 1) wd on true
          where o.user_id = ${userId} and o.status = 'sent'
          order by o.id desc limit ${page.limit} offset ${page.offset}`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        alertId: Number(row.alarm_id),
        ack: row.ack,
        status: row.status,
        createdAt: date(row.created_at) as Date,
        widgetName: row.widget_name,
        widgetId: row.widget_id,
        viewName: row.view_name,
        owner: row.owner,
      }));
    },

    /**
     * The users who may read the view (spec core §5: super users and users without read are not
     * listed), each with their alert kinds on it.
     */
    async viewAlertUsers(viewId: number): Promise<ViewUserAlertsRecord[]> {
      const rows = await queryRows<{
        id: number;
        email: string;
        yellow: boolean | null;
        red: boolean | null;
        disconnected: boolean | null;
        cleared: boolean | null;
      }>(
        db,
        sql`select u.id, u.email, g.alert_yellow as yellow, g.alert_red as red,
            g.alert_disconnected as disconnected, g.alert_cleared as cleared
          from views v
          join users u on u.customer_id = v.customer_id and not u.is_super
          left join view_users g on g.view_id = v.id and g.user_id = u.id
          where v.id = ${viewId} and (v.is_public or v.creator_id = u.id
            or coalesce(g.can_read or g.can_update or g.can_delete or g.can_share, false)
            or exists (select 1 from user_permissions p where p.user_id = u.id
              and p.customer_id = v.customer_id and p.code = 'mc'))
          order by u.email limit 1000`,
      );
      return rows.map((row) => ({ userId: row.id, email: row.email, ...flagsOf(row) }));
    },

    /**
     * The views the reader may read, of one customer or among some ids, by name, with the
     * reader's alert kinds.
     */
    async userViewAlerts(
      reader: ViewReaderScope,
      only: { customerId: number } | { viewIds: readonly number[] },
      page: { limit: number; offset: number },
    ): Promise<UserViewAlertsRecord[]> {
      const rows = await queryRows<{
        id: number;
        name: string;
        customer_id: number;
        yellow: boolean | null;
        red: boolean | null;
        disconnected: boolean | null;
        cleared: boolean | null;
      }>(
        db,
        sql`select v.id, v.name, v.customer_id, g.alert_yellow as yellow, g.alert_red as red,
            g.alert_disconnected as disconnected, g.alert_cleared as cleared
          from views v ${grantJoin(reader)}
          where ${
            'customerId' in only
              ? sql`v.customer_id = ${only.customerId}`
              : sql`v.id = any(${numberArray(only.viewIds)}::int[])`
          } and ${readable(reader)}
          order by lower(v.name), v.id limit ${page.limit} offset ${page.offset}`,
      );
      return rows.map((row) => ({
        viewId: row.id,
        viewName: row.name,
        customerId: row.customer_id,
        ...flagsOf(row),
      }));
    },

    /**
     * Sets alert kinds of (view, user) pairs in one statement. A pair without a grant row gets one
     * that grants nothing (can_read false): reading stays decided by the view's own rules.
     */
    async setAlerts(
      rows: readonly ({ viewId: number; userId: number } & AlertFlags)[],
      tx: Executor = db,
    ): Promise<void> {
      if (rows.length === 0) return;
      const payload = JSON.stringify(
        rows.map((r) => ({
          v: r.viewId,
          u: r.userId,
          y: r.yellow,
          r: r.red,
          d: r.disconnected,
          c: r.cleared,
        })),
      );
      await tx.execute(sql`insert into view_users (view_id, user_id, can_read, alert_yellow,
          alert_red, alert_disconnected, alert_cleared)
        select v, u, false, y, r, d, c
        from jsonb_to_recordset(${payload}::jsonb) as x(v int, u int, y boolean, r boolean,
          d boolean, c boolean)
        on conflict (view_id, user_id) do update set alert_yellow = excluded.alert_yellow,
          alert_red = excluded.alert_red, alert_disconnected = excluded.alert_disconnected,
          alert_cleared = excluded.alert_cleared`);
    },

    async customerName(id: number): Promise<string | null> {
      const [row] = await queryRows<{ name: string }>(
        db,
        sql`select name from accounts where id = ${id}`,
      );
      return row?.name ?? null;
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
