import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { numberArray } from '../../db/sqlArrays.js';

/**
 * Writes the outbox rows of these transitions: one per (transition, user, channel) for every
 * user who subscribed, on a view showing the alarm's subject, to that kind of alert (spec core
 * §3 view user alerts: yellow, red, disconnected, cleared) and may still read the view. Nothing
 * for an alarm under a root cause, a suppressed one, or equipment in maintenance or repair now.
 * Call it in the transaction that recorded the transitions: they and their notifications commit
 * together. Returns how many rows it wrote and the customers whose alarms moved.
 */
export async function fanOutNotifications(
  tx: Executor,
  transitionIds: readonly number[],
): Promise<{ written: number; customerIds: number[] }> {
  if (transitionIds.length === 0) return { written: 0, customerIds: [] };
  const rows = await queryRows<{ n: number; customers: number[] }>(
    tx,
    sql`with t as (
        select t.id, t.kind, t.severity, a.id as alarm_id, a.customer_id, a.subject_kind,
          a.sensor_id, a.equipment_id, a.network_id, a.severity as alarm_severity
        from alarm_transitions t
        join alarms a on a.id = t.alarm_id
        left join equipment e on e.id = a.equipment_id
        where t.id = any(${numberArray(transitionIds)}::bigint[])
          and t.kind in ('opened', 'changed', 'cleared')
          and a.parent_id is null and not a.suppressed
          and not coalesce(e.is_maintenance or e.is_repair, false)
      ), shown as (
        select distinct t.id as transition_id, w.view_id
        from t
        join sensors s on (t.subject_kind = 'sensor' and s.id = t.sensor_id)
          or (t.subject_kind = 'equipment' and s.equipment_id = t.equipment_id)
          or (t.subject_kind = 'gateway' and s.network_id = t.network_id)
        join widget_sensors ws on ws.sensor_id = s.id
        join widgets w on w.id = ws.widget_id
      ), wanted as (
        select distinct on (t.id, vu.user_id, ch.channel)
          t.id, t.alarm_id, t.customer_id, vu.user_id, ch.channel, vu.view_id
        from t
        join shown on shown.transition_id = t.id
        join views v on v.id = shown.view_id and v.customer_id = t.customer_id
        join view_users vu on vu.view_id = v.id
        join users u on u.id = vu.user_id
        cross join lateral (values
          ('EMAIL', u.email_alerts),
          ('SMS', u.sms_alerts and coalesce(u.phone, '') <> '')) as ch(channel, wanted)
        where ch.wanted
          -- Still able to read the view (its rules may have changed since they subscribed).
          and (u.is_super or (u.customer_id = v.customer_id and (v.is_public
            or v.creator_id = u.id or vu.can_read or vu.can_update or vu.can_delete or vu.can_share
            or exists (select 1 from user_permissions p where p.user_id = u.id
              and p.customer_id = v.customer_id and p.code = 'mc'))))
          and case
            when t.kind = 'cleared' then vu.alert_cleared
            when t.alarm_severity = 'disconnected' then vu.alert_disconnected
            when t.severity = 'error' then vu.alert_red
            else vu.alert_yellow end
        order by t.id, vu.user_id, ch.channel, vu.view_id
      ), ins as (
        insert into notifications (transition_id, alarm_id, customer_id, user_id, channel, view_id,
          next_attempt_at)
        select id, alarm_id, customer_id, user_id, channel, view_id, now() from wanted
        on conflict (transition_id, user_id, channel) do nothing
        returning 1
      )
      select (select count(*)::int from ins) as n,
        array(select distinct customer_id from alarm_transitions
          where id = any(${numberArray(transitionIds)}::bigint[])) as customers`,
  );
  return { written: rows[0]?.n ?? 0, customerIds: (rows[0]?.customers ?? []).map(Number) };
}

/** An outbox row claimed for sending, with what its message says. */
export interface ClaimedNotification {
  id: number;
  userId: number;
  channel: 'EMAIL' | 'SMS';
  attempts: number;
  email: string;
  phone: string | null;
  customerId: number;
  customerName: string;
  alarmId: number;
  kind: 'opened' | 'changed' | 'cleared';
  severity: string;
  subjectKind: 'sensor' | 'equipment' | 'gateway';
  subjectName: string;
  equipmentName: string | null;
  gatewayName: string;
  value: number | null;
  unit: string | null;
  detail: string | null;
  at: number;
  viewId: number | null;
  viewName: string | null;
}

/**
 * Claims due outbox rows with SKIP LOCKED and a lease: each claimed row's next attempt moves
 * `leaseMs` ahead, so another process skips it while this one sends, and a process that dies
 * mid-send leaves it to be claimed again once the lease runs out. Rows of one user come
 * together, oldest first, so they can go out as one message.
 */
export async function claimDueNotifications(
  tx: Executor,
  limit: number,
  leaseMs: number,
): Promise<ClaimedNotification[]> {
  const rows = await queryRows<{
    id: number;
    user_id: number;
    channel: 'EMAIL' | 'SMS';
    attempts: number;
    email: string;
    phone: string | null;
    customer_id: number;
    customer_name: string;
    alarm_id: number;
    kind: 'opened' | 'changed' | 'cleared';
    severity: string;
    subject_kind: 'sensor' | 'equipment' | 'gateway';
    subject_name: string;
    equipment_name: string | null;
    gateway_name: string;
    value: number | null;
    unit: string | null;
    detail: string | null;
    at: number;
    view_id: number | null;
    view_name: string | null;
  }>(
    tx,
    sql`with due as (
        select id from notifications
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id limit ${limit}
        for update skip locked
      ), claimed as (
        update notifications o
        set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
          attempts = o.attempts + 1
        from due where o.id = due.id
        returning o.*
      )
      select c.id, c.user_id, c.channel, c.attempts, u.email, u.phone, c.customer_id,
        acc.name as customer_name, a.id as alarm_id, t.kind, t.severity, a.subject_kind,
        coalesce(s.name, e.name, n.name) as subject_name, e.name as equipment_name,
        n.name as gateway_name, coalesce(t.value, a.value) as value, s.unit, a.detail,
        (extract(epoch from t.created_at) * 1000)::float8 as at, c.view_id, v.name as view_name
      from claimed c
      join users u on u.id = c.user_id
      join accounts acc on acc.id = c.customer_id
      join alarm_transitions t on t.id = c.transition_id
      join alarms a on a.id = c.alarm_id
      join networks n on n.id = a.network_id
      left join equipment e on e.id = a.equipment_id
      left join sensors s on s.id = a.sensor_id
      left join views v on v.id = c.view_id
      order by c.user_id, c.channel, t.created_at, c.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    channel: row.channel,
    attempts: row.attempts,
    email: row.email,
    phone: row.phone,
    customerId: row.customer_id,
    customerName: row.customer_name,
    alarmId: Number(row.alarm_id),
    kind: row.kind,
    severity: row.severity,
    subjectKind: row.subject_kind,
    subjectName: row.subject_name,
    equipmentName: row.equipment_name,
    gatewayName: row.gateway_name,
    value: row.value,
    unit: row.unit,
    detail: row.detail,
    at: Number(row.at),
    viewId: row.view_id,
    viewName: row.view_name,
  }));
}

/** Sent: never claimed again. */
export async function markNotificationsSent(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update notifications set status = 'sent', sent_at = now(), last_error = null
    where id = any(${numberArray(ids)}::bigint[])`);
}

/** A failure: tried again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markNotificationsFailed(
  tx: Executor,
  ids: readonly number[],
  error: string,
  retryAt: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update notifications
    set status = ${retryAt === null ? 'failed' : 'pending'}, last_error = ${error},
      next_attempt_at = ${retryAt === null ? sql`next_attempt_at` : sql`to_timestamp(${retryAt} / 1000.0)`}
    where id = any(${numberArray(ids)}::bigint[])`);
}

/** Moves rows to a later time without counting an attempt (a user over the storm cap). */
export async function deferNotifications(
  tx: Executor,
  ids: readonly number[],
  until: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update notifications
    set next_attempt_at = to_timestamp(${until} / 1000.0), attempts = greatest(attempts - 1, 0)
    where id = any(${numberArray(ids)}::bigint[])`);
}

/** Per (user, channel): messages sent since `since` and when the newest went (storm control). */
export async function sentSince(
  tx: Executor,
  userIds: readonly number[],
  since: number,
): Promise<Map<string, { count: number; last: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: number; channel: string; n: number; last: number }>(
    tx,
    sql`select user_id, channel, count(distinct sent_at)::int as n,
        (extract(epoch from max(sent_at)) * 1000)::float8 as last
      from notifications
      where user_id = any(${numberArray(userIds)}::int[]) and status = 'sent'
        and sent_at >= to_timestamp(${since} / 1000.0)
      group by user_id, channel`,
  );
  return new Map(
    rows.map((row) => [`${row.user_id}:${row.channel}`, { count: row.n, last: Number(row.last) }]),
  );
}
