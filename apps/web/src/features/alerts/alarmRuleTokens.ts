// Between the API's alarm rule tokens (strings) and the domain's typed tokens the builder works
// with. The rules themselves (order, parsing, validity) are the domain's.
import { ALARM_CONNECTIVES, isAlarmComparator, isAlarmLevel } from '@vigil/domain';
import type { AlarmConnective, AlarmLevel, AlarmToken } from '@vigil/domain';
import type { AlarmRuleFieldsFragment, AlarmRuleTokenInput } from '../../graphql/generated/graphql';

type ApiToken = AlarmRuleFieldsFragment['condition'][number];

const isConnective = (value: unknown): value is AlarmConnective =>
  (ALARM_CONNECTIVES as readonly unknown[]).includes(value);

function fromApi(token: ApiToken): AlarmToken | null {
  const value = token.value ?? '';
  switch (token.kind) {
    case 'IF':
      return { kind: 'IF' };
    case 'LEFT_SENSOR':
      return token.sensorID
        ? { kind: 'LEFT_SENSOR', id: token.sensorID, name: token.name ?? '', unit: token.unit }
        : null;
    case 'COMPARATOR':
      return isAlarmComparator(value)
        ? { kind: 'COMPARATOR', value, complex: value === 'switches from' }
        : null;
    case 'RIGHT_SENSOR':
    case 'TO':
      return { kind: token.kind, value };
    case 'AND_OR':
      return isConnective(value) ? { kind: 'AND_OR', value } : null;
    default:
      return null;
  }
}

/** A saved rule's condition as the builder's tokens; it stops at a token it cannot read. */
export function tokensFromRule(condition: readonly ApiToken[]): AlarmToken[] {
  const tokens: AlarmToken[] = [];
  for (const token of condition) {
    const read = fromApi(token);
    if (!read) break;
    tokens.push(read);
  }
  return tokens;
}

/** The builder's tokens as saveAlarmRule takes them: the sensor by id, every value as text. */
export function tokensToInput(tokens: readonly AlarmToken[]): AlarmRuleTokenInput[] {
  return tokens.map((token) => {
    switch (token.kind) {
      case 'LEFT_SENSOR':
        return { kind: token.kind, sensorID: token.id };
      case 'COMPARATOR':
      case 'RIGHT_SENSOR':
      case 'TO':
      case 'AND_OR':
      case 'ALARM':
        return { kind: token.kind, value: String(token.value) };
      default:
        return { kind: token.kind };
    }
  });
}

/** A rule's result as the domain checks it: THEN and the level. */
export function resultTokens(level: AlarmLevel): AlarmToken[] {
  return [{ kind: 'THEN' }, { kind: 'ALARM', value: level }];
}

/** The level a saved rule raises; an unknown one reads as 'alarm'. */
export function ruleLevel(result: string): AlarmLevel {
  return isAlarmLevel(result) ? result : 'alarm';
}
