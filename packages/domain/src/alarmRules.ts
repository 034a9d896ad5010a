// The alarm rule builder of spec access §3/§4/§5 and core §4/§5, as pure rules: token order,
// parsing to a tree, rule validity and evaluation against sensor readings.
import { messages } from './messages.js';
import { stateLabel } from './status.js';

export const ALARM_COMPARATORS = ['>', '>=', '<', '<=', '=', '!=', 'switches from'] as const;
export type AlarmComparator = (typeof ALARM_COMPARATORS)[number];

export const ALARM_COMPARATOR_LABELS: Record<AlarmComparator, string> = {
  '>': 'greater than',
  '>=': 'greater or equal',
  '<': 'less than',
  '<=': 'less or equal',
  '=': 'equals',
  '!=': 'does not equal',
  'switches from': 'switches from',
};

/** Comparators that only make sense on numbers; their value must be numeric. */
export const NUMERIC_ALARM_COMPARATORS = ['>', '>=', '<', '<='] as const;
export type NumericAlarmComparator = (typeof NUMERIC_ALARM_COMPARATORS)[number];

export const ALARM_CONNECTIVES = ['AND', 'OR'] as const;
export type AlarmConnective = (typeof ALARM_CONNECTIVES)[number];

export const ALARM_LEVELS = ['warning', 'alarm', 'cleared'] as const;
export type AlarmLevel = (typeof ALARM_LEVELS)[number];

export const ALARM_TOKEN_KINDS = [
  'IF',
  'LEFT_SENSOR',
  'COMPARATOR',
  'RIGHT_SENSOR',
  'TO',
  'AND_OR',
  'THEN',
  'ALARM',
] as const;
export type AlarmTokenKind = (typeof ALARM_TOKEN_KINDS)[number];

export type AlarmToken =
  | { kind: 'IF' }
  | { kind: 'LEFT_SENSOR'; id: string; name: string; unit?: string | null }
  /** `complex` marks the range comparison 'switches from', which takes a TO token. */
  | { kind: 'COMPARATOR'; value: AlarmComparator; complex?: boolean }
  | { kind: 'RIGHT_SENSOR'; value: string | number }
  /** The second value of 'switches from'. */
  | { kind: 'TO'; value: string | number }
  | { kind: 'AND_OR'; value: AlarmConnective }
  | { kind: 'THEN' }
  | { kind: 'ALARM'; value: AlarmLevel };

export interface AlarmRule {
  condition: AlarmToken[];
  result: AlarmToken[];
}

/** What may follow a condition: a token kind, or 'END' when the condition may stop here. */
export type NextTokenKind = AlarmTokenKind | 'END';

/** IF and the first sensor: the builder starts with them and they cannot be removed. */
export const ALARM_RULE_INITIAL_TOKENS = 2;

export interface AlarmSensorRef {
  id: string;
  name: string;
  unit?: string | null;
}

export interface AlarmCompareNode {
  kind: 'COMPARE';
  sensor: AlarmSensorRef;
  comparator: Exclude<AlarmComparator, 'switches from'>;
  value: string | number;
}

export interface AlarmSwitchNode {
  kind: 'SWITCH';
  sensor: AlarmSensorRef;
  from: string | number;
  to: string | number;
}

export type AlarmComparisonNode = AlarmCompareNode | AlarmSwitchNode;

export interface AlarmAndNode {
  kind: 'AND';
  children: AlarmComparisonNode[];
}

export interface AlarmOrNode {
  kind: 'OR';
  children: (AlarmAndNode | AlarmComparisonNode)[];
}

/** The condition as a tree: an OR of ANDs of comparisons, single-child nodes collapsed. */
export type ParsedAlarmCondition = AlarmOrNode | AlarmAndNode | AlarmComparisonNode;

export interface AlarmSensorReading {
  current: number | null;
  previous?: number | null;
  /** A state sensor's labels by index; absent for analog sensors. */
  states?: readonly string[];
}

export type AlarmReadings = Readonly<Record<string, AlarmSensorReading | undefined>>;

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

export function isAlarmComparator(value: unknown): value is AlarmComparator {
  return includes(ALARM_COMPARATORS, value);
}

export function isAlarmLevel(value: unknown): value is AlarmLevel {
  return includes(ALARM_LEVELS, value);
}

/**
 * The token kinds that may come next (order only; values are checked by parseAlarmCondition),
 * or [] when the sequence is already out of order.
 */
export function nextTokenKinds(tokens: readonly AlarmToken[]): NextTokenKind[] {
  let next: NextTokenKind[] = ['IF'];
  let comparator: unknown = null;
  for (const token of tokens) {
    if (!includes(next, token.kind)) return [];
    switch (token.kind) {
      case 'IF':
      case 'AND_OR':
        next = ['LEFT_SENSOR'];
        break;
      case 'LEFT_SENSOR':
        next = ['COMPARATOR'];
        break;
      case 'COMPARATOR':
        comparator = token.value;
        next = ['RIGHT_SENSOR'];
        break;
      case 'RIGHT_SENSOR':
        next = comparator === 'switches from' ? ['TO'] : ['AND_OR', 'END'];
        break;
      case 'TO':
        next = ['AND_OR', 'END'];
        break;
      default:
        return [];
    }
  }
  return next;
}

export function canRemoveLastToken(tokens: readonly AlarmToken[]): boolean {
  return tokens.length > ALARM_RULE_INITIAL_TOKENS;
}

/** A copy without the last token, or an unchanged copy when only initial tokens remain. */
export function removeLastToken(tokens: readonly AlarmToken[]): AlarmToken[] {
  return canRemoveLastToken(tokens) ? tokens.slice(0, -1) : [...tokens];
}

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A finite number, or text holding one (no hex, no Infinity), as a number; else null. */
function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value);
  return null;
}

function isUsableValue(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

function syntaxError(): Error {
  return new Error(messages.invalidSyntax);
}

/** Parses `LEFT_SENSOR COMPARATOR RIGHT_SENSOR [TO]` at `start`; returns the node and next index. */
function parseTerm(
  tokens: readonly AlarmToken[],
  start: number,
): { node: AlarmComparisonNode; next: number } {
  const sensor = tokens[start];
  const comparator = tokens[start + 1];
  const value = tokens[start + 2];
  if (sensor?.kind !== 'LEFT_SENSOR' || typeof sensor.id !== 'string' || sensor.id.trim() === '') {
    throw syntaxError();
  }
  if (comparator?.kind !== 'COMPARATOR' || !isAlarmComparator(comparator.value)) {
    throw syntaxError();
  }
  if (value?.kind !== 'RIGHT_SENSOR' || !isUsableValue(value.value)) throw syntaxError();
  const ref: AlarmSensorRef = { id: sensor.id, name: sensor.name };
  if (sensor.unit !== undefined) ref.unit = sensor.unit;

  if (comparator.value === 'switches from') {
    const to = tokens[start + 3];
    if (to?.kind !== 'TO' || !isUsableValue(to.value)) throw syntaxError();
    return {
      node: { kind: 'SWITCH', sensor: ref, from: value.value, to: to.value },
      next: start + 4,
    };
  }
  if (includes(NUMERIC_ALARM_COMPARATORS, comparator.value) && numericValue(value.value) === null) {
    throw syntaxError();
  }
  return {
    node: { kind: 'COMPARE', sensor: ref, comparator: comparator.value, value: value.value },
    next: start + 3,
  };
}

/**
 * Parses `IF term (AND_OR term)*` into a tree where AND binds tighter than OR.
 * Throws `Invalid syntax` (spec core §4) for anything else.
 */
export function parseAlarmCondition(tokens: readonly AlarmToken[]): ParsedAlarmCondition {
  if (tokens[0]?.kind !== 'IF') throw syntaxError();
  const orGroups: AlarmComparisonNode[][] = [[]];
  let index = 1;
  for (;;) {
    const { node, next } = parseTerm(tokens, index);
    orGroups[orGroups.length - 1]?.push(node);
    if (next === tokens.length) break;
    const connective = tokens[next];
    if (connective?.kind !== 'AND_OR' || !includes(ALARM_CONNECTIVES, connective.value)) {
      throw syntaxError();
    }
    if (connective.value === 'OR') orGroups.push([]);
    index = next + 1;
  }
  const ands = orGroups.map((group): AlarmAndNode | AlarmComparisonNode =>
    group.length === 1 && group[0] ? group[0] : { kind: 'AND', children: group },
  );
  return ands.length === 1 && ands[0] ? ands[0] : { kind: 'OR', children: ands };
}

type RuleInput = Readonly<{ condition: readonly AlarmToken[]; result: readonly AlarmToken[] }>;

/** The rule's level when the whole rule is valid (condition parses, result is THEN + ALARM). */
export function alarmRuleLevel({ condition, result }: RuleInput): AlarmLevel | null {
  if (result.length !== 2) return null;
  const [then, alarm] = result;
  if (then?.kind !== 'THEN' || alarm?.kind !== 'ALARM' || !isAlarmLevel(alarm.value)) return null;
  try {
    parseAlarmCondition(condition);
  } catch {
    return null;
  }
  return alarm.value;
}

export function isValidAlarmRule(rule: RuleInput): boolean {
  return alarmRuleLevel(rule) !== null;
}

/** A state value matches by index when numeric, else by label (case-sensitive). */
function stateMatches(states: readonly string[], index: number, expected: string | number) {
  const wanted = numericValue(expected);
  return wanted !== null ? index === wanted : stateLabel(index, states) === expected;
}

function compare(node: AlarmCompareNode, reading: AlarmSensorReading, current: number): boolean {
  const wanted = numericValue(node.value);
  switch (node.comparator) {
    case '>':
      return wanted !== null && current > wanted;
    case '>=':
      return wanted !== null && current >= wanted;
    case '<':
      return wanted !== null && current < wanted;
    case '<=':
      return wanted !== null && current <= wanted;
    case '=':
    case '!=': {
      // A label is only comparable with a state sensor; an analog sensor never matches it.
      if (wanted === null && !reading.states) return false;
      const equal = reading.states
        ? stateMatches(reading.states, current, node.value)
        : current === wanted;
      return node.comparator === '=' ? equal : !equal;
    }
  }
}

/**
 * Evaluates a parsed condition; a missing sensor or reading makes its comparison false.
 * 'switches from A to B' holds when the sensor goes from A to B; with `holding` (the rule's
 * alarm is open) it keeps holding while the sensor stays at B, so an alarm raised by a switch
 * lasts until the sensor leaves B, not only for the one reading that switched.
 */
export function evaluateAlarmCondition(
  parsed: ParsedAlarmCondition,
  readings: AlarmReadings,
  holding = false,
): boolean {
  switch (parsed.kind) {
    case 'OR':
      return parsed.children.some((child) => evaluateAlarmCondition(child, readings, holding));
    case 'AND':
      return parsed.children.every((child) => evaluateAlarmCondition(child, readings, holding));
    case 'COMPARE': {
      const reading = readings[parsed.sensor.id];
      if (!reading || typeof reading.current !== 'number' || Number.isNaN(reading.current)) {
        return false;
      }
      return compare(parsed, reading, reading.current);
    }
    case 'SWITCH': {
      const reading = readings[parsed.sensor.id];
      if (!reading?.states) return false;
      const { current, previous, states } = reading;
      if (typeof current !== 'number') return false;
      if (holding && stateMatches(states, current, parsed.to)) return true;
      if (typeof previous !== 'number') return false;
      return (
        stateMatches(states, previous, parsed.from) && stateMatches(states, current, parsed.to)
      );
    }
  }
}

/** Comparisons one rule may hold (each a sensor, a comparator and its values). */
export const ALARM_RULE_MAX_TERMS = 10;
/** Tokens of a condition at most: IF, then per term a connective and up to four tokens. */
export const ALARM_RULE_MAX_TOKENS = 1 + ALARM_RULE_MAX_TERMS * 5;
/** A comparison's value as typed: a number or a state label. */
export const ALARM_RULE_VALUE_MAX_LENGTH = 100;

/** The alarm severity a rule raises: 'alarm' is red (error); 'cleared' raises none. */
export function ruleAlarmSeverity(level: AlarmLevel): 'warning' | 'error' | null {
  if (level === 'alarm') return 'error';
  return level === 'warning' ? 'warning' : null;
}

/** The sensors a condition reads, each once, in order. */
export function alarmRuleSensorIds(tokens: readonly AlarmToken[]): string[] {
  const ids = tokens.flatMap((t) => (t.kind === 'LEFT_SENSOR' ? [t.id] : []));
  return [...new Set(ids)];
}

/** The rule as a sentence: "IF UPS load greater than 80 AND … THEN alarm". */
export function alarmRuleText(tokens: readonly AlarmToken[], level: AlarmLevel): string {
  const words = tokens.map((token) => {
    switch (token.kind) {
      case 'IF':
        return 'IF';
      case 'LEFT_SENSOR':
        return token.name;
      case 'COMPARATOR':
        return ALARM_COMPARATOR_LABELS[token.value];
      case 'RIGHT_SENSOR':
        return String(token.value);
      case 'TO':
        return `to ${String(token.value)}`;
      case 'AND_OR':
        return token.value;
      case 'THEN':
        return 'THEN';
      case 'ALARM':
        return token.value;
    }
  });
  return `${words.join(' ')} THEN ${level}`;
}

/**
 * Why a rule that parses still cannot be kept, or null: 'switches from' compares states (spec
 * core §5), so its sensor must have some.
 */
export function alarmRuleProblem(
  parsed: ParsedAlarmCondition,
  hasStates: (sensorId: string) => boolean,
): string | null {
  for (const term of flatTerms(parsed)) {
    if (term.kind === 'SWITCH' && !hasStates(term.sensor.id))
      return messages.switchNeedsStateSensor;
  }
  return null;
}

function flatTerms(node: ParsedAlarmCondition): AlarmComparisonNode[] {
  if (node.kind === 'OR' || node.kind === 'AND') {
    return node.children.flatMap((child: ParsedAlarmCondition) => flatTerms(child));
  }
  return [node];
}
