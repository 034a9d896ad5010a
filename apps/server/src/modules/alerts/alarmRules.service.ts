import {
  ALARM_CONNECTIVES,
  alarmRuleProblem,
  alarmRuleSensorIds,
  alarmRuleText,
  isAlarmComparator,
  isAlarmLevel,
  messages,
  parseAlarmCondition,
  type AlarmConnective,
  type AlarmToken,
} from '@vigil/domain';
import { parseId, requireCustomer, requireView, requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type {
  AlarmRuleTokenInput,
  MutationDeleteAlarmRuleArgs,
  MutationSaveAlarmRuleArgs,
  QueryViewAlarmRulesArgs,
} from '../../graphql/generated/resolvers-types.js';
import {
  createAlarmRulesRepository,
  type AlarmRuleRecord,
  type RuleSensor,
} from './alarmRules.repository.js';
import { withSensorNames } from './ruleAlarmSteps.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'ingest'>;

/** A rule as the API gives it: its tokens with each sensor's name as it is now. */
function toAlarmRule(rule: AlarmRuleRecord, sensors: ReadonlyMap<number, RuleSensor>) {
  const condition = withSensorNames(rule.condition, sensors);
  return {
    id: String(rule.id),
    viewID: String(rule.viewId),
    name: rule.name,
    condition: condition.map((token) => ({
      kind: token.kind,
      sensorID: token.kind === 'LEFT_SENSOR' ? token.id : null,
      name: token.kind === 'LEFT_SENSOR' ? token.name : null,
      unit: token.kind === 'LEFT_SENSOR' ? (token.unit ?? null) : null,
      value: 'value' in token ? String(token.value) : null,
    })),
    result: rule.level,
    text: alarmRuleText(condition, rule.level),
    active: rule.active,
    createdAt: rule.createdAt.toISOString(),
  };
}

async function sensorsOfRules(ctx: Ctx, customerId: number, rules: readonly AlarmRuleRecord[]) {
  const ids = [...new Set(rules.flatMap((r) => r.sensorIds))];
  const sensors = await createAlarmRulesRepository(ctx.db).sensorsOf(customerId, ids);
  return new Map(sensors.map((s) => [s.id, s]));
}

export async function viewAlarmRules(ctx: Ctx, args: QueryViewAlarmRulesArgs) {
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const view = await requireView(ctx, parseId(args.viewID), 'update', customerId);
  const rules = await createAlarmRulesRepository(ctx.db).ofView(view.id);
  const sensors = await sensorsOfRules(ctx, customerId, rules);
  return rules.map((rule) => toAlarmRule(rule, sensors));
}

const syntax = () => badInput(messages.invalidSyntax, 'condition');

/** The builder's tokens as the domain reads them; anything out of shape is 'Invalid syntax'. */
function toTokens(input: readonly AlarmRuleTokenInput[]): AlarmToken[] {
  return input.map((token): AlarmToken => {
    const value = token.value ?? '';
    switch (token.kind) {
      case 'IF':
        return { kind: 'IF' };
      case 'LEFT_SENSOR':
        if (!token.sensorID || !/^\d{1,10}$/.test(token.sensorID)) throw syntax();
        // The name is the sensor's own, filled in from the database.
        return { kind: 'LEFT_SENSOR', id: String(Number(token.sensorID)), name: '' };
      case 'COMPARATOR':
        if (!isAlarmComparator(value)) throw syntax();
        return { kind: 'COMPARATOR', value, complex: value === 'switches from' };
      case 'RIGHT_SENSOR':
        return { kind: 'RIGHT_SENSOR', value: value.trim() };
      case 'TO':
        return { kind: 'TO', value: value.trim() };
      case 'AND_OR':
        if (!(ALARM_CONNECTIVES as readonly string[]).includes(value)) throw syntax();
        return { kind: 'AND_OR', value: value as AlarmConnective };
      default:
        throw syntax();
    }
  });
}

/**
 * Adds or changes a view's alarm rule: the condition must parse (spec core §4 'Invalid
 * syntax'), its sensors must be the customer's, and 'switches from' needs a state sensor. The
 * rule's alarm follows at once: it opens if the condition already holds.
 */
export async function saveAlarmRule(ctx: Ctx, args: MutationSaveAlarmRuleArgs) {
  const viewer = requireViewer(ctx);
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const view = await requireView(ctx, parseId(args.viewID), 'update', customerId);
  const name = args.name.trim();
  if (name === '') throw badInput(messages.alarmRuleNameRequired, 'name');
  if (!isAlarmLevel(args.result)) throw badInput(messages.invalidSyntax, 'result');
  const repo = createAlarmRulesRepository(ctx.db);
  const ruleId = args.ruleID == null ? null : parseId(args.ruleID);
  if (ruleId !== null && !(await repo.byId(view.id, ruleId))) {
    throw notFound(messages.alarmRuleNotFound);
  }

  const bare = toTokens(args.condition);
  const sensorIds = alarmRuleSensorIds(bare).map(Number);
  const found = new Map((await repo.sensorsOf(view.customerId, sensorIds)).map((s) => [s.id, s]));
  // A sensor of another customer reads exactly as one that does not exist.
  if (found.size !== sensorIds.length) throw syntax();
  const condition = withSensorNames(bare, found);
  let parsed;
  try {
    parsed = parseAlarmCondition(condition);
  } catch {
    throw syntax();
  }
  const problem = alarmRuleProblem(parsed, (id) => (found.get(Number(id))?.states.length ?? 0) > 0);
  if (problem) throw badInput(problem, 'condition');

  const input = {
    customerId: view.customerId,
    viewId: view.id,
    name,
    condition,
    level: args.result,
    sensorIds,
    creatorId: viewer.id,
  };
  let id: number;
  if (ruleId === null) id = await repo.insert(input);
  else {
    if (!(await repo.update(ctx.db, ruleId, input))) throw notFound(messages.alarmRuleNotFound);
    id = ruleId;
  }
  await ctx.ingest.alarmRules.evaluate([id]);
  const saved = await repo.byId(view.id, id);
  if (!saved) throw notFound(messages.alarmRuleNotFound);
  return toAlarmRule(saved, found);
}

/** Deletes a view's alarm rule; its open alarm clears (and those told of it hear so). */
export async function deleteAlarmRule(ctx: Ctx, args: MutationDeleteAlarmRuleArgs) {
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const view = await requireView(ctx, parseId(args.viewID), 'update', customerId);
  const ruleId = parseId(args.ruleID);
  const repo = createAlarmRulesRepository(ctx.db);
  const removed = await ctx.ingest.alarmRules.delete(view.id, ruleId, (tx) =>
    repo.remove(tx, view.id, ruleId),
  );
  if (!removed) throw notFound(messages.alarmRuleNotFound);
  return true;
}
