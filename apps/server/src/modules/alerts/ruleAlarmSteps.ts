import {
  alarmRuleText,
  evaluateAlarmCondition,
  parseAlarmCondition,
  ruleAlarmSeverity,
  type AlarmReadings,
  type AlarmToken,
  type ParsedAlarmCondition,
} from '@vigil/domain';
import type { AlarmChange, NewTransition } from './alarms.repository.js';
import type {
  AlarmRuleRecord,
  LiveRuleAlarm,
  NewRuleAlarm,
  RuleSensor,
} from './alarmRules.repository.js';

/** What one round of readings does to the views' rule alarms. */
export interface RuleAlarmSteps {
  opens: NewRuleAlarm[];
  updates: AlarmChange[];
  transitions: NewTransition[];
}

/** The condition with each sensor's name as it is now (a renamed sensor reads right). */
export function withSensorNames(
  condition: readonly AlarmToken[],
  sensors: ReadonlyMap<number, Pick<RuleSensor, 'name' | 'unit'>>,
): AlarmToken[] {
  return condition.map((token) => {
    if (token.kind !== 'LEFT_SENSOR') return token;
    const sensor = sensors.get(Number(token.id));
    return sensor ? { ...token, name: sensor.name, unit: sensor.unit } : token;
  });
}

function parsed(rule: AlarmRuleRecord): ParsedAlarmCondition | null {
  try {
    return parseAlarmCondition(rule.condition);
  } catch {
    // Stored rules were parsed when saved; a rule that no longer parses raises nothing.
    return null;
  }
}

/**
 * Steps the rules' alarms with their sensors' newest values: a warning or alarm rule opens its
 * alarm when its condition holds and clears it when it stops holding; a 'cleared' rule that
 * holds clears every rule alarm of its view (and none of them opens in that round). `previous`
 * holds the value each sensor of this flush had before it, for 'switches from'; a sensor not in
 * this flush did not switch. The plan of writes, with no I/O.
 */
export function ruleAlarmSteps(
  rules: readonly AlarmRuleRecord[],
  sensors: ReadonlyMap<number, RuleSensor>,
  previous: ReadonlyMap<number, number | null>,
  live: readonly LiveRuleAlarm[],
  at: number,
): RuleAlarmSteps {
  const steps: RuleAlarmSteps = { opens: [], updates: [], transitions: [] };
  const liveByRule = new Map(live.map((a) => [a.ruleId, a]));
  const clearing = new Set<number>();
  const verdicts: { rule: AlarmRuleRecord; holds: boolean }[] = [];
  for (const rule of rules) {
    const condition = parsed(rule);
    if (!condition) continue;
    const readings: Record<string, AlarmReadings[string]> = {};
    for (const id of rule.sensorIds) {
      const sensor = sensors.get(id);
      if (!sensor) continue;
      readings[String(id)] = {
        current: sensor.value,
        previous: previous.has(id) ? previous.get(id) : sensor.value,
        ...(sensor.states.length > 0 ? { states: sensor.states } : {}),
      };
    }
    const holds = evaluateAlarmCondition(condition, readings, liveByRule.has(rule.id));
    if (rule.level === 'cleared') {
      if (holds) clearing.add(rule.viewId);
    } else verdicts.push({ rule, holds });
  }

  const clear = (alarm: LiveRuleAlarm, value: number | null) => {
    steps.updates.push({
      id: alarm.id,
      phase: 'cleared',
      severity: alarm.severity,
      value: value ?? 0,
      detail: null,
      dueAt: null,
      at,
    });
    steps.transitions.push({
      alarmId: alarm.id,
      kind: 'cleared',
      severity: alarm.severity,
      value,
      at,
    });
  };

  for (const alarm of live) if (clearing.has(alarm.viewId)) clear(alarm, null);
  for (const { rule, holds } of verdicts) {
    if (clearing.has(rule.viewId)) continue;
    const severity = ruleAlarmSeverity(rule.level);
    const first = sensors.get(rule.sensorIds[0] ?? -1);
    if (!severity || !first) continue;
    const alarm = liveByRule.get(rule.id);
    const detail = alarmRuleText(withSensorNames(rule.condition, sensors), rule.level);
    if (holds && !alarm) {
      steps.opens.push({
        ruleId: rule.id,
        sensorId: first.id,
        severity,
        value: first.value,
        detail,
        at,
      });
    } else if (holds && alarm && alarm.severity !== severity) {
      // The rule was edited from warning to alarm (or back) while its alarm was open.
      steps.updates.push({
        id: alarm.id,
        phase: 'open',
        severity,
        value: first.value ?? 0,
        detail,
        dueAt: null,
        at,
      });
      steps.transitions.push({
        alarmId: alarm.id,
        kind: 'changed',
        severity,
        value: first.value,
        at,
      });
    } else if (!holds && alarm) clear(alarm, first.value);
  }
  return steps;
}
