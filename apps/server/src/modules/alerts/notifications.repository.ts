import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { numberArray, textArray } from '../../db/sqlArrays.js';
import { viewsShowing } from './alarms.repository.js';

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
    // The transitions first, by key: the alarms table only grows (an episode stays as history)
    // and its statistics lag, so the planner would otherwise start there.
    sql`with tr as materialized (
        select id, alarm_id, kind, severity from alarm_transitions
        where id = any(${numberArray(transitionIds)}::bigint[])
          and kind in ('opened', 'changed', 'cleared')
      ), t as (
        select t.id, t.kind, t.severity, a.id as alarm_id, a.customer_id, a.subject_kind,
          a.subject_id, a.sensor_id, a.equipment_id, a.network_id, a.severity as alarm_severity
        from tr t
        join alarms a on a.id = t.alarm_id
        left join equipment e on e.id = a.equipment_id
        where a.parent_id is null and not a.suppressed
          and not coalesce(e.is_maintenance or e.is_repair, false)
      ), shown as (
        select id as transition_id, view_id from (${viewsShowing(sql.raw('t'))}) v
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
  subjectKind: 'sensor' | 'equipment' | 'gateway' | 'rule';
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

/** Storm control's limits (packages/domain/src/notifications.ts), passed in so tests can vary them. */
export interface StormControl {
  /** A (user, channel)'s rows wait this long after its last message, then go out together. */
  windowMs: number;
  /** Messages per (user, channel) in a minute, past which the rest wait a minute after the last. */
  perMinute: number;
}

/** A user's channel: the unit storm control counts and one message goes to. */
export interface NotificationKey {
  userId: number;
  channel: 'EMAIL' | 'SMS';
}

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Until when a (user, channel) is held after its newest message `last`, with `count` messages in
 * the minute up to it: the group window's end, or a minute after the last once the cap is reached.
 * Null `last` (nothing sent lately) holds nothing.
 */
const heldUntil = (last: SQL, count: SQL, storm: StormControl) =>
  sql`greatest(${last} + ${seconds(storm.windowMs)},
    case when ${count} >= ${storm.perMinute} then ${last} + interval '1 minute' end)`;

/**
 * Claims due outbox rows with SKIP LOCKED and a lease, in one statement: each claimed row's next
 * attempt moves `leaseMs` ahead (and counts an attempt), so another process skips it while this
 * one sends, and a process that dies mid-send leaves it to be claimed again once the lease runs
 * out. Due rows of a (user, channel) still held by storm control — rows written after its last
 * message, while its window runs — are not claimed: they move to the hold's end without counting
 * an attempt, so they are looked at once, not on every run until then. Rows of `busy` keys (this
 * process is sending to them) are left where they are; marking that message sent holds them.
 * Rows of one user come together, oldest first, so they can go out as one message; users come
 * in the order their first row fell due, so a new alarm is not sent after everyone else's.
 */
export async function claimDueNotifications(
  db: Executor,
  options: {
    limit: number;
    leaseMs: number;
    storm: StormControl;
    busy: readonly NotificationKey[];
  },
): Promise<ClaimedNotification[]> {
  const { limit, leaseMs, storm, busy } = options;
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
    subject_kind: 'sensor' | 'equipment' | 'gateway' | 'rule';
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
    db,
    sql`with due as (
        select id, user_id, channel, next_attempt_at as due_at from notifications
        where status = 'pending' and next_attempt_at <= now()
          and (user_id, channel) not in (select b.user_id, b.channel
            from unnest(${numberArray(busy.map((k) => k.userId))}::int[],
              ${textArray(busy.map((k) => k.channel))}::text[]) as b(user_id, channel))
        order by next_attempt_at, id limit ${limit}
        for update skip locked
      ), held as (
        select k.user_id, k.channel, ${heldUntil(sql`r.last`, sql`r.n`, storm)} as until
        from (select distinct user_id, channel from due) k
        cross join lateral (
          select max(s.sent_at) as last, count(distinct s.sent_at) as n
          from notifications s
          where s.user_id = k.user_id and s.channel = k.channel and s.status = 'sent'
            and s.sent_at > now() - interval '1 minute'
        ) r
        where r.last is not null
      ), deferred as (
        update notifications o set next_attempt_at = h.until
        from due d join held h on h.user_id = d.user_id and h.channel = d.channel
        where o.id = d.id and h.until > now()
      ), claimed as (
        update notifications o
        set next_attempt_at = now() + ${seconds(leaseMs)}, attempts = o.attempts + 1
        from due d
        where o.id = d.id and not exists (select 1 from held h
          where h.user_id = d.user_id and h.channel = d.channel and h.until > now())
        returning o.*, d.due_at
      )
      select c.id, c.user_id, c.channel, c.attempts, u.email, u.phone, c.customer_id,
        acc.name as customer_name, a.id as alarm_id, t.kind, t.severity, a.subject_kind,
        coalesce(r.name, s.name, e.name, n.name) as subject_name, e.name as equipment_name,
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
      left join view_alarm_rules r on a.subject_kind = 'rule' and r.id = a.subject_id
      left join views v on v.id = c.view_id
      order by min(c.due_at) over (partition by c.user_id, c.channel), c.user_id, c.channel,
        t.created_at, c.id`,
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

/**
 * Sent: one message to `key`, `ids` its rows, which are never claimed again. In the same
 * statement the key's other pending rows move to the end of its hold (the group window, or a
 * minute once this message reaches the cap), so no claim picks them up only to put them back.
 */
export async function markNotificationsSent(
  db: Executor,
  key: NotificationKey,
  ids: readonly number[],
  storm: StormControl,
): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`${numberArray(ids)}::bigint[]`;
  const ofKey = sql`user_id = ${key.userId} and channel = ${key.channel}`;
  // The statement sees the table as it was before its own update: `earlier` is the key's
  // messages in the minute before this one.
  await db.execute(sql`with sent as (
      update notifications set status = 'sent', sent_at = now(), last_error = null
      where id = any(${list})
    ), held as (
      select ${heldUntil(sql`now()`, sql`(earlier + 1)`, storm)} as until
      from (select count(distinct sent_at) as earlier from notifications
        where ${ofKey} and status = 'sent' and sent_at > now() - interval '1 minute') r
    )
    update notifications set next_attempt_at = held.until
    from held
    where ${ofKey} and status = 'pending' and next_attempt_at < held.until
      and not (id = any(${list}))`);
}

/** A failure: tried again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markNotificationsFailed(
  db: Executor,
  ids: readonly number[],
  error: string,
  retryAt: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update notifications
    set status = ${retryAt === null ? 'failed' : 'pending'}, last_error = ${error},
      next_attempt_at = ${retryAt === null ? sql`next_attempt_at` : sql`to_timestamp(${retryAt} / 1000.0)`}
    where id = any(${numberArray(ids)}::bigint[])`);
}
