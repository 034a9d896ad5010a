import type { AlarmSeverity } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { numberArray } from '../../db/sqlArrays.js';

/** The rule of a sensor's own thresholds or state conditions. */
export const THRESHOLD_RULE = 'threshold';
/** The rule of a subject that stopped answering. */
export const DISCONNECTED_RULE = 'disconnected';

export type TransitionKind = 'opened' | 'changed' | 'cleared' | 'acknowledged';

/** A sensor's live (pending or open) threshold alarm, locked for this transaction. */
export interface LiveSensorAlarm {
  id: number;
  sensorId: number;
  phase: 'pending' | 'open';
  severity: AlarmSeverity;
  startedAt: number;
}

/** A new threshold alarm of a sensor, pending (with its due time) or open at once. */
export interface NewSensorAlarm {
  sensorId: number;
  phase: 'pending' | 'open';
  severity: AlarmSeverity;
  value: number;
  detail: string | null;
  startedAt: number;
  dueAt: number | null;
  at: number;
}

export interface AlarmChange {
  id: number;
  phase: 'pending' | 'open' | 'cleared';
  severity: AlarmSeverity;
  value: number;
  detail: string | null;
  dueAt: number | null;
  at: number;
}

export interface NewTransition {
  alarmId: number;
  kind: TransitionKind;
  severity: string;
  value: number | null;
  at: number;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const fromMs = (value: number | null) =>
  value === null ? sql`null::timestamptz` : sql`to_timestamp(${value} / 1000.0)`;

/**
 * The 'opened' transition of each alarm an `opened` CTE returned (id, customer_id, severity,
 * value, opened_at), returning the transitions' ids: every way an alarm opens records it so.
 */
export const OPENED_TRANSITIONS = sql`insert into alarm_transitions (alarm_id, customer_id, kind,
    severity, value, created_at)
  select id, customer_id, 'opened', severity, value, opened_at from opened`;

/**
 * The live threshold alarms of these sensors, locked (FOR UPDATE) so the timer and another
 * process's flush wait for this transaction rather than step the same alarm twice.
 */
export async function lockLiveSensorAlarms(
  tx: Executor,
  sensorIds: readonly number[],
): Promise<Map<number, LiveSensorAlarm>> {
  if (sensorIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    subject_id: number;
    phase: 'pending' | 'open';
    severity: AlarmSeverity;
    started: number;
  }>(
    tx,
    sql`select id, subject_id, phase, severity, ${ms('started_at')} as started
      from alarms
      where subject_kind = 'sensor' and rule = ${THRESHOLD_RULE}
        and subject_id = any(${numberArray(sensorIds)}::int[]) and phase in ('pending', 'open')
      for update`,
  );
  return new Map(
    rows.map((row) => [
      row.subject_id,
      {
        id: Number(row.id),
        sensorId: row.subject_id,
        phase: row.phase,
        severity: row.severity,
        startedAt: Number(row.started),
      },
    ]),
  );
}

const changesJson = (changes: readonly AlarmChange[]) =>
  JSON.stringify(
    changes.map((c) => ({
      id: c.id,
      p: c.phase,
      sv: c.severity,
      v: c.value,
      d: c.detail,
      du: c.dueAt,
      at: c.at,
    })),
  );

const transitionsJson = (transitions: readonly NewTransition[]) =>
  JSON.stringify(
    transitions.map((t) => ({ a: t.alarmId, k: t.kind, s: t.severity, v: t.value, at: t.at })),
  );

/**
 * A sensor threshold alarm's steps, in one call (the database function `step_sensor_alarms`,
 * migration 0018): pending alarms back to normal deleted, the others moved, new ones inserted
 * with the sensor's customer, gateway and equipment (suppressed when the equipment is in
 * maintenance or repair; a sensor that already has a live one is skipped by the partial unique
 * key), and the transitions recorded, given ones and 'opened' for each alarm inserted open.
 * Returns the sensors that got an alarm and the transitions' ids (the outbox's keys).
 */
export async function applySensorAlarmSteps(
  tx: Executor,
  steps: {
    deletes: readonly number[];
    updates: readonly AlarmChange[];
    inserts: readonly NewSensorAlarm[];
    transitions: readonly NewTransition[];
  },
): Promise<{ insertedSensors: number[]; transitionIds: number[] }> {
  const { deletes, updates, inserts, transitions } = steps;
  if (deletes.length + updates.length + inserts.length + transitions.length === 0) {
    return { insertedSensors: [], transitionIds: [] };
  }
  const payload = JSON.stringify(
    inserts.map((a) => ({
      s: a.sensorId,
      p: a.phase,
      sv: a.severity,
      v: a.value,
      d: a.detail,
      st: a.startedAt,
      du: a.dueAt,
      at: a.at,
    })),
  );
  const rows = await queryRows<{ sensor_id: number | null; transition_id: number | null }>(
    tx,
    sql`select sensor_id, transition_id from step_sensor_alarms(
      ${numberArray(deletes)}::bigint[], ${changesJson(updates)}::jsonb, ${payload}::jsonb,
      ${transitionsJson(transitions)}::jsonb, ${THRESHOLD_RULE})`,
  );
  return {
    insertedSensors: rows.flatMap((row) => (row.sensor_id === null ? [] : [row.sensor_id])),
    transitionIds: rows.flatMap((row) =>
      row.transition_id === null ? [] : [Number(row.transition_id)],
    ),
  };
}

/** Moves alarms to their next phase (opened, severity changed, cleared): `alarms_update`. */
export async function updateAlarms(tx: Executor, changes: readonly AlarmChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`select alarms_update(${changesJson(changes)}::jsonb)`);
}

/** Records transitions; returns their ids (the outbox's keys): `alarms_insert_transitions`. */
export async function insertTransitions(
  tx: Executor,
  transitions: readonly NewTransition[],
): Promise<number[]> {
  if (transitions.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from alarms_insert_transitions(${transitionsJson(transitions)}::jsonb)`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Opens the pending alarms whose delay has run out (their timer), claiming them with SKIP LOCKED
 * so several processes, or a flush stepping the same alarm, never open one twice. Returns the
 * transitions it recorded.
 */
export async function openDueAlarms(tx: Executor, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with due as (
        select id from alarms where phase = 'pending' and due_at <= now()
        order by due_at limit ${limit} for update skip locked
      ), opened as (
        update alarms a set phase = 'open', opened_at = a.due_at, due_at = null, updated_at = now()
        from due where a.id = due.id
        returning a.id, a.customer_id, a.severity, a.value, a.opened_at
      )
      ${OPENED_TRANSITIONS}
      returning id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Opens a disconnection alarm for each gateway the watchdog marked disconnected that has none
 * yet, marks its sensors disconnected, and puts the live alarms of its equipment and sensors
 * under it (root cause: they notify nobody of their own). Reconciling rather than reacting makes
 * it safe to run from any process, again and again, and after a crash. Returns the transitions
 * recorded and the sensors newly marked disconnected.
 */
export async function openGatewayAlarms(
  tx: Executor,
  at: number,
): Promise<{ transitions: number[]; sensors: { id: number; customerId: number }[] }> {
  const opened = await queryRows<{ id: number; network_id: number; transition: number }>(
    tx,
    sql`with silent as (
        select n.id, n.customer_id from networks n
        -- A gateway never seen (registered, not installed yet) has not gone silent.
        where n.disconnected and n.last_updated is not null and not exists (
          select 1 from alarms g where g.subject_kind = 'gateway' and g.subject_id = n.id
            and g.rule = ${DISCONNECTED_RULE} and g.phase in ('pending', 'open'))
        for update of n skip locked
      ), opened as (
        insert into alarms (customer_id, subject_kind, subject_id, rule, network_id, phase,
          severity, started_at, opened_at)
        select customer_id, 'gateway', id, ${DISCONNECTED_RULE}, id, 'open', 'disconnected',
          ${fromMs(at)}, ${fromMs(at)}
        from silent
        on conflict (subject_kind, subject_id, rule) where phase in ('pending', 'open') do nothing
        returning id, customer_id, network_id, severity, value, opened_at
      ), tr as (
        ${OPENED_TRANSITIONS}
        returning id, alarm_id
      )
      select o.id, o.network_id, tr.id as transition from opened o join tr on tr.alarm_id = o.id`,
  );
  if (opened.length === 0) return { transitions: [], sensors: [] };
  const payload = JSON.stringify(opened.map((o) => ({ a: Number(o.id), n: o.network_id })));
  await tx.execute(sql`update alarms c set parent_id = u.a, updated_at = now()
    from jsonb_to_recordset(${payload}::jsonb) as u(a bigint, n int)
    where c.network_id = u.n and c.subject_kind <> 'gateway'
      and c.phase in ('pending', 'open') and c.parent_id is null`);
  const sensors = await queryRows<{ id: number; customer_id: number }>(
    tx,
    sql`update sensors set disconnected = true
      where network_id = any(${numberArray(opened.map((o) => o.network_id))}::int[])
        and not disconnected
      returning id, customer_id`,
  );
  return {
    transitions: opened.map((o) => Number(o.transition)),
    sensors: sensors.map((s) => ({ id: s.id, customerId: s.customer_id })),
  };
}

/**
 * Opens a disconnection alarm for each equipment its gateway reports unreachable that has none
 * yet, under its gateway's live alarm if there is one; returns the transitions recorded.
 */
export async function openEquipmentAlarms(tx: Executor, at: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with down as (
        select e.id, e.customer_id, e.network_id, e.is_maintenance or e.is_repair as suppressed
        from equipment e
        where e.disconnected and not exists (
          select 1 from alarms x where x.subject_kind = 'equipment' and x.subject_id = e.id
            and x.rule = ${DISCONNECTED_RULE} and x.phase in ('pending', 'open'))
      ), opened as (
        insert into alarms (customer_id, subject_kind, subject_id, rule, network_id, equipment_id,
          phase, severity, started_at, opened_at, suppressed, parent_id)
        select d.customer_id, 'equipment', d.id, ${DISCONNECTED_RULE}, d.network_id, d.id, 'open',
          'disconnected', ${fromMs(at)}, ${fromMs(at)}, d.suppressed,
          (select g.id from alarms g where g.subject_kind = 'gateway' and g.subject_id = d.network_id
             and g.rule = ${DISCONNECTED_RULE} and g.phase = 'open')
        from down d
        on conflict (subject_kind, subject_id, rule) where phase in ('pending', 'open') do nothing
        returning id, customer_id, severity, value, opened_at
      )
      ${OPENED_TRANSITIONS}
      returning id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Clears the disconnection alarms of gateways that check in again, of equipment that answers
 * again and of sensors that read again; returns the transitions recorded.
 */
export async function clearReconnected(tx: Executor, at: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with back as (
        select a.id from alarms a
        left join networks n on a.subject_kind = 'gateway' and n.id = a.subject_id
        left join equipment e on a.subject_kind = 'equipment' and e.id = a.subject_id
        left join sensors s on a.subject_kind = 'sensor' and s.id = a.subject_id
        where a.rule = ${DISCONNECTED_RULE} and a.phase = 'open'
          and not coalesce(n.disconnected, e.disconnected, s.disconnected, false)
        for update of a skip locked
      ), cleared as (
        update alarms a set phase = 'cleared', cleared_at = ${fromMs(at)}, updated_at = now()
        from back where a.id = back.id
        returning a.id, a.customer_id, a.severity
      )
      insert into alarm_transitions (alarm_id, customer_id, kind, severity, created_at)
      select id, customer_id, 'cleared', severity, ${fromMs(at)} from cleared
      returning id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Marks disconnected, with an alarm each, the sensors that have read before but not for `missed`
 * poll intervals while their gateway checks in and their equipment answers (stale data: a point
 * the device stopped giving). A gateway that stopped checking in is the gateway alarm's, never
 * its sensors' (root cause). Returns the transitions recorded and the sensors marked.
 */
export async function openStaleSensorAlarms(
  tx: Executor,
  missed: number,
  gatewayMissed: number,
  at: number,
): Promise<{ transitions: number[]; sensors: { id: number; customerId: number }[] }> {
  const stale = await queryRows<{ id: number; customer_id: number }>(
    tx,
    sql`update sensors s set disconnected = true
      from networks n, equipment e
      where n.id = s.network_id and e.id = s.equipment_id
        and not s.disconnected and s.latest_at is not null
        and not n.disconnected and not e.disconnected
        and n.last_updated >= now() - make_interval(secs => n.poll_interval * ${gatewayMissed})
        and s.latest_at < now() - make_interval(secs => n.poll_interval * ${missed})
      returning s.id, s.customer_id`,
  );
  if (stale.length === 0) return { transitions: [], sensors: [] };
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with opened as (
        insert into alarms (customer_id, subject_kind, subject_id, rule, network_id, equipment_id,
          sensor_id, phase, severity, started_at, opened_at, suppressed)
        select s.customer_id, 'sensor', s.id, ${DISCONNECTED_RULE}, s.network_id, s.equipment_id,
          s.id, 'open', 'disconnected', ${fromMs(at)}, ${fromMs(at)}, e.is_maintenance or e.is_repair
        from sensors s join equipment e on e.id = s.equipment_id
        where s.id = any(${numberArray(stale.map((s) => s.id))}::int[])
        on conflict (subject_kind, subject_id, rule) where phase in ('pending', 'open') do nothing
        returning id, customer_id, severity, value, opened_at
      )
      ${OPENED_TRANSITIONS}
      returning id`,
  );
  return {
    transitions: rows.map((row) => Number(row.id)),
    sensors: stale.map((s) => ({ id: s.id, customerId: s.customer_id })),
  };
}

/** A live threshold alarm with its sensor's rules and newest reading (the sweep's input). */
export interface SweptSensorAlarm {
  sensorId: number;
  value: number;
  detail: string | null;
  time: number;
  greenTo: number | null;
  yellowTo: number | null;
  states: string[];
  conditions: string[];
  deadband: number | null;
  delay: number | null;
}

/**
 * The sensors of live threshold alarms (`live`, up to `limit`), and those of them whose alarm this
 * transaction could lock with their newest readings (`swept`): first the alarms are locked (SKIP
 * LOCKED: one a flush is stepping is that flush's), then, in a statement of its own, their
 * sensors' values are read. Read the other way round, a flush that moved
 * a sensor and its alarm between the two could be stepped over with the value it replaced (an
 * alarm cleared a moment ago opened again, or one just confirmed cleared).
 */
export async function liveThresholdAlarmSensors(
  tx: Executor,
  limit: number,
): Promise<{ live: number[]; swept: SweptSensorAlarm[] }> {
  const live = await queryRows<{ id: number; sensor_id: number }>(
    tx,
    sql`select id, sensor_id from alarms
      where subject_kind = 'sensor' and rule = ${THRESHOLD_RULE} and phase in ('pending', 'open')
      order by id limit ${limit}`,
  );
  const liveSensors = live.map((row) => row.sensor_id);
  if (live.length === 0) return { live: liveSensors, swept: [] };
  const locked = await queryRows<{ sensor_id: number }>(
    tx,
    sql`select sensor_id from alarms
      where id = any(${numberArray(live.map((row) => Number(row.id)))}::bigint[])
        and phase in ('pending', 'open')
      for update skip locked`,
  );
  if (locked.length === 0) return { live: liveSensors, swept: [] };
  const rows = await queryRows<{
    id: number;
    latest_value: number;
    latest_detail: string | null;
    t: number;
    green_to: number | null;
    yellow_to: number | null;
    states: string[] | null;
    conditions: string[] | null;
    deadband: number | null;
    delay: number | null;
  }>(
    tx,
    sql`select s.id, s.latest_value, s.latest_detail, ${ms('s.latest_at')} as t, s.green_to,
        s.yellow_to, s.states, s.conditions, s.deadband, s.delay
      from sensors s
      where s.id = any(${numberArray(locked.map((row) => row.sensor_id))}::int[])
        and s.latest_value is not null
      order by s.id`,
  );
  const swept = rows.map((row) => ({
    sensorId: row.id,
    value: row.latest_value,
    detail: row.latest_detail,
    time: Number(row.t),
    greenTo: row.green_to,
    yellowTo: row.yellow_to,
    states: row.states ?? [],
    conditions: row.conditions ?? [],
    deadband: row.deadband,
    delay: row.delay,
  }));
  return { live: liveSensors, swept };
}

/**
 * Which of `viewIds` show the alarms of these transitions (the database function `alarm_views`,
 * migration 0017, which the outbox's fan-out asks too), with their customers: the live feed
 * tells those views' rooms (only rooms some browser holds are asked about).
 */
export async function viewsShowingAlarms(
  tx: Executor,
  transitionIds: readonly number[],
  viewIds: readonly number[],
): Promise<{ viewId: number; customerId: number }[]> {
  if (transitionIds.length === 0 || viewIds.length === 0) return [];
  const rows = await queryRows<{ view_id: number; customer_id: number }>(
    tx,
    sql`select distinct v.id as view_id, v.customer_id
      from alarm_views(${numberArray(transitionIds)}::bigint[]) shown
      join views v on v.id = shown.view_id
      where v.id = any(${numberArray(viewIds)}::int[])`,
  );
  return rows.map((row) => ({ viewId: row.view_id, customerId: row.customer_id }));
}
