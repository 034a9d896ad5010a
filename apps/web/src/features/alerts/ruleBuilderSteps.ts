// What the alarm rule builder offers at each step. The grammar (which token kind may come next,
// what parses) is the domain's; this only picks the controls and their choices.
import {
  ALARM_COMPARATORS,
  ALARM_RULE_INITIAL_TOKENS,
  NUMERIC_ALARM_COMPARATORS,
} from '@vigil/domain';
import type { AlarmComparator, AlarmConnective, AlarmToken } from '@vigil/domain';
import type { RuleSensor } from './hooks/useViewRuleSensors';

export const hasStates = (sensor: RuleSensor | undefined): boolean =>
  (sensor?.states.length ?? 0) > 0;

/** The comparators offered for a sensor: 'switches from' compares states, so only with states. */
export function comparatorsFor(sensor: RuleSensor | undefined): AlarmComparator[] {
  return ALARM_COMPARATORS.filter((c) => c !== 'switches from' || hasStates(sensor));
}

/**
 * How a comparison's value is given: one of a state sensor's states, except that numeric
 * comparators take a number (a state's index); an analog sensor's value is always a number.
 */
export function valueInputFor(
  sensor: RuleSensor | undefined,
  comparator: AlarmComparator | null,
): 'state' | 'number' {
  const numeric = (NUMERIC_ALARM_COMPARATORS as readonly unknown[]).includes(comparator);
  return hasStates(sensor) && !numeric ? 'state' : 'number';
}

export interface RuleTerm {
  sensorID: string | null;
  comparator: AlarmComparator | null;
  /** The AND or OR the term follows; null for the first. */
  connective: AlarmConnective | null;
}

/** The comparison being built: the last sensor, comparator and connective so far. */
export function currentTerm(tokens: readonly AlarmToken[]): RuleTerm {
  const term: RuleTerm = { sensorID: null, comparator: null, connective: null };
  for (const token of tokens) {
    if (token.kind === 'AND_OR') {
      Object.assign(term, { sensorID: null, comparator: null, connective: token.value });
    } else if (token.kind === 'LEFT_SENSOR') term.sensorID = token.id;
    else if (token.kind === 'COMPARATOR') term.comparator = token.value;
  }
  return term;
}

/** Comparisons in the condition (each starts with a sensor). */
export function termCount(tokens: readonly AlarmToken[]): number {
  return tokens.filter((t) => t.kind === 'LEFT_SENSOR').length;
}

export function sensorToken(sensor: RuleSensor): AlarmToken {
  return { kind: 'LEFT_SENSOR', id: sensor.id, name: sensor.name, unit: sensor.unit ?? null };
}

/**
 * The first sensor changed (it cannot be removed, only changed): what follows it stays when the
 * new sensor reads the same way (the same states, or both analog), else it goes.
 */
export function withFirstSensor(
  tokens: readonly AlarmToken[],
  sensor: RuleSensor,
  previous: RuleSensor | undefined,
): AlarmToken[] {
  const initial: AlarmToken[] = [{ kind: 'IF' }, sensorToken(sensor)];
  const sameStates =
    previous !== undefined && previous.states.join('\n') === sensor.states.join('\n');
  return sameStates ? [...initial, ...tokens.slice(ALARM_RULE_INITIAL_TOKENS)] : initial;
}
