import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { numberArray, textArray } from '../../db/sqlArrays.js';

/**
 * Writes the outbox rows of these transitions (the database function `alarm_fan_out`, migration
 * 0017: one per transition, subscribed user and channel, for users who may still read the view;
 * nothing for an alarm under a root cause, suppressed, or of equipment in maintenance or repair).
 * Call it in the transaction that recorded the transitions: they and their notifications commit
 * together. Returns how many rows it wrote, the customers whose alarms moved and the (user,
 * channel) of the rows written.
 */
export async function fanOutNotifications(
  tx: Executor,
  transitionIds: readonly number[],
): Promise<{ written: number; customerIds: number[]; recipients: NotificationKey[] }> {
  if (transitionIds.length === 0) return { written: 0, customerIds: [], recipients: [] };
  const rows = await queryRows<{
    written: number;
    customer_ids: number[];
    user_ids: number[];
    channels: NotificationKey['channel'][];
  }>(
    tx,
    sql`select written, customer_ids, user_ids, channels
      from alarm_fan_out(${numberArray(transitionIds)}::bigint[])`,
  );
  const [row] = rows;
  return {
    written: row?.written ?? 0,
    customerIds: (row?.customer_ids ?? []).map(Number),
    recipients: (row?.user_ids ?? []).map((userId, i) => ({
      userId,
      channel: row!.channels[i]!,
    })),
  };
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

/** Until when a (user, channel) is held (the database function, migration 0017). */
const heldUntil = (last: SQL, count: SQL, storm: StormControl) =>
  sql`notification_held_until(${last}, ${count}, ${storm.windowMs}::float8, ${storm.perMinute}::int)`;

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
    sql`select * from claim_notifications(${limit}::int, ${leaseMs}::float8,
      ${storm.windowMs}::float8, ${storm.perMinute}::int,
      ${numberArray(busy.map((k) => k.userId))}::int[],
      ${textArray(busy.map((k) => k.channel))}::text[])`,
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
