import type { AlarmLevel, AlarmSeverity, AlarmToken } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { numberArray } from '../../db/sqlArrays.js';
import { OPENED_TRANSITIONS } from './alarms.repository.js';

/** The `rule` column of a view alarm rule's alarm (its subject is the rule). */
export const VIEW_RULE = 'rule';

/** A view's alarm rule as stored: the builder's tokens, with sensor ids as numbers. */
export interface AlarmRuleRecord {
  id: number;
  customerId: number;
  viewId: number;
  name: string;
  condition: AlarmToken[];
  level: AlarmLevel;
  sensorIds: number[];
  /** Whether its alarm is open now. */
  active: boolean;
  createdAt: Date;
}

export interface AlarmRuleInput {
  customerId: number;
  viewId: number;
  name: string;
  condition: AlarmToken[];
  level: AlarmLevel;
  sensorIds: number[];
  creatorId: number;
}

/** A sensor a rule reads: what the builder names it and what evaluation needs. */
export interface RuleSensor {
  id: number;
  name: string;
  unit: string | null;
  states: string[];
  value: number | null;
  networkId: number;
  equipmentId: number;
}

/** A rule's live alarm, locked for this transaction. */
export interface LiveRuleAlarm {
  id: number;
  ruleId: number;
  viewId: number;
  severity: AlarmSeverity;
}

export interface NewRuleAlarm {
  ruleId: number;
  sensorId: number;
  severity: AlarmSeverity;
  value: number | null;
  detail: string;
  at: number;
}

interface RuleRow {
  id: number;
  customer_id: number;
  view_id: number;
  name: string;
  condition: AlarmToken[];
  level: AlarmLevel;
  sensor_ids: number[];
  active: boolean;
  created_at: string | Date;
}

const toRecord = (row: RuleRow): AlarmRuleRecord => ({
  id: row.id,
  customerId: row.customer_id,
  viewId: row.view_id,
  name: row.name,
  condition: row.condition,
  level: row.level,
  sensorIds: row.sensor_ids.map(Number),
  active: row.active,
  createdAt: new Date(row.created_at),
});

const RULE_COLUMNS = sql`r.id, r.customer_id, r.view_id, r.name, r.condition, r.level, r.sensor_ids,
  r.created_at, exists (select 1 from alarms a where a.subject_kind = 'rule'
    and a.subject_id = r.id and a.rule = ${VIEW_RULE} and a.phase = 'open') as active`;

/** Rules matching `where` (over `r`), oldest first, as the engine reads them. */
async function selectRules(
  tx: Executor,
  where: ReturnType<typeof sql>,
): Promise<AlarmRuleRecord[]> {
  const rows = await queryRows<RuleRow>(
    tx,
    sql`select r.id, r.customer_id, r.view_id, r.name, r.condition, r.level, r.sensor_ids,
        r.created_at, false as active
      from view_alarm_rules r where ${where}
      order by r.id`,
  );
  return rows.map(toRecord);
}

export function createAlarmRulesRepository(db: Database) {
  return {
    async ofView(viewId: number): Promise<AlarmRuleRecord[]> {
      const rows = await queryRows<RuleRow>(
        db,
        sql`select ${RULE_COLUMNS} from view_alarm_rules r where r.view_id = ${viewId}
          order by r.id`,
      );
      return rows.map(toRecord);
    },

    async byId(viewId: number, ruleId: number): Promise<AlarmRuleRecord | null> {
      const rows = await queryRows<RuleRow>(
        db,
        sql`select ${RULE_COLUMNS} from view_alarm_rules r
          where r.view_id = ${viewId} and r.id = ${ruleId}`,
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },

    /** The sensors of the customer among these ids, with what a rule shows and reads of them. */
    async sensorsOf(customerId: number, ids: readonly number[]): Promise<RuleSensor[]> {
      return ruleSensors(db, ids, customerId);
    },

    async insert(input: AlarmRuleInput): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into view_alarm_rules (customer_id, view_id, name, condition, level, sensor_ids,
            creator_id)
          values (${input.customerId}, ${input.viewId}, ${input.name},
            ${JSON.stringify(input.condition)}::jsonb, ${input.level},
            ${numberArray(input.sensorIds)}::int[], ${input.creatorId})
          returning id`,
      );
      return rows[0]!.id;
    },

    /** Changes a rule in the caller's transaction; false when the view has no such rule. */
    async update(tx: Executor, ruleId: number, input: AlarmRuleInput): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`update view_alarm_rules set name = ${input.name},
            condition = ${JSON.stringify(input.condition)}::jsonb, level = ${input.level},
            sensor_ids = ${numberArray(input.sensorIds)}::int[], updated_at = now()
          where id = ${ruleId} and view_id = ${input.viewId}
          returning id`,
      );
      return rows.length > 0;
    },

    /** Deletes a rule in the caller's transaction; false when the view has no such rule. */
    async remove(tx: Executor, viewId: number, ruleId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`delete from view_alarm_rules where id = ${ruleId} and view_id = ${viewId}
          returning id`,
      );
      return rows.length > 0;
    },
  };
}

export type AlarmRulesRepository = ReturnType<typeof createAlarmRulesRepository>;

/** Sensors by id (of one customer, when given), with their newest value and states. */
export async function ruleSensors(
  tx: Executor,
  ids: readonly number[],
  customerId?: number,
): Promise<RuleSensor[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    name: string;
    unit: string | null;
    states: string[] | null;
    latest_value: number | null;
    network_id: number;
    equipment_id: number;
  }>(
    tx,
    sql`select id, name, unit, states, latest_value, network_id, equipment_id from sensors
      where id = any(${numberArray(ids)}::int[])
        ${customerId === undefined ? sql`` : sql`and customer_id = ${customerId}`}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unit: row.unit,
    states: row.states ?? [],
    value: row.latest_value,
    networkId: row.network_id,
    equipmentId: row.equipment_id,
  }));
}

/** Every sensor some rule reads (the engine's hint of which readings to look at). */
export async function ruleSensorIds(tx: Executor): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select distinct unnest(sensor_ids) as id from view_alarm_rules`,
  );
  return rows.map((row) => row.id);
}

/** The rules that read any of these sensors. */
export async function rulesReading(
  tx: Executor,
  sensorIds: readonly number[],
): Promise<AlarmRuleRecord[]> {
  if (sensorIds.length === 0) return [];
  return selectRules(tx, sql`r.sensor_ids && ${numberArray(sensorIds)}::int[]`);
}

/**
 * Opens rule alarms (a rule has no delay), on the gateway and equipment of the rule's first
 * sensor, suppressed while that equipment is in maintenance or repair; records their 'opened'
 * transitions. A rule that already has a live alarm is skipped. Returns the transitions' ids.
 */
export async function openRuleAlarms(
  tx: Executor,
  alarms: readonly NewRuleAlarm[],
): Promise<number[]> {
  if (alarms.length === 0) return [];
  const payload = JSON.stringify(
    alarms.map((a) => ({
      r: a.ruleId,
      s: a.sensorId,
      sv: a.severity,
      v: a.value,
      d: a.detail,
      at: a.at,
    })),
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with opened as (
        insert into alarms (customer_id, subject_kind, subject_id, rule, network_id, equipment_id,
          sensor_id, phase, severity, value, detail, started_at, opened_at, suppressed)
        select r.customer_id, 'rule', r.id, ${VIEW_RULE}, s.network_id, s.equipment_id, s.id,
          'open', u.sv, u.v, u.d, to_timestamp(u.at / 1000.0), to_timestamp(u.at / 1000.0),
          e.is_maintenance or e.is_repair
        from jsonb_to_recordset(${payload}::jsonb)
          as u(r int, s int, sv text, v float8, d text, at float8)
        join view_alarm_rules r on r.id = u.r
        join sensors s on s.id = u.s
        join equipment e on e.id = s.equipment_id
        on conflict (subject_kind, subject_id, rule) where phase in ('pending', 'open') do nothing
        returning id, customer_id, severity, value, opened_at
      )
      ${OPENED_TRANSITIONS}
      returning id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The live alarms of every rule of these views, locked (in id order) so two flushes never step
 * one rule's alarm at once; a view's 'cleared' rule that holds clears them all.
 */
export async function lockLiveRuleAlarms(
  tx: Executor,
  viewIds: readonly number[],
): Promise<LiveRuleAlarm[]> {
  if (viewIds.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    subject_id: number;
    view_id: number;
    severity: AlarmSeverity;
  }>(
    tx,
    sql`select a.id, a.subject_id, r.view_id, a.severity from alarms a
      join view_alarm_rules r on r.id = a.subject_id
      where a.subject_kind = 'rule' and a.rule = ${VIEW_RULE} and a.phase in ('pending', 'open')
        and r.view_id = any(${numberArray(viewIds)}::int[])
      order by a.id
      for update of a`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    ruleId: row.subject_id,
    viewId: row.view_id,
    severity: row.severity,
  }));
}

/** Rules by id. */
export async function rulesById(tx: Executor, ids: readonly number[]): Promise<AlarmRuleRecord[]> {
  if (ids.length === 0) return [];
  return selectRules(tx, sql`r.id = any(${numberArray(ids)}::int[])`);
}

/** The 'cleared' rules of these views: each is looked at whenever another rule of its view is. */
export async function clearingRulesOf(
  tx: Executor,
  viewIds: readonly number[],
): Promise<AlarmRuleRecord[]> {
  if (viewIds.length === 0) return [];
  return selectRules(
    tx,
    sql`r.view_id = any(${numberArray(viewIds)}::int[]) and r.level = 'cleared'`,
  );
}
