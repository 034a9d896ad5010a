import { describe, expect, it } from 'vitest';
import {
  ALARM_COMPARATOR_LABELS,
  ALARM_COMPARATORS,
  ALARM_RULE_INITIAL_TOKENS,
  alarmRuleLevel,
  alarmRuleProblem,
  alarmRuleSensorIds,
  alarmRuleText,
  canRemoveLastToken,
  evaluateAlarmCondition,
  isValidAlarmRule,
  nextTokenKinds,
  parseAlarmCondition,
  removeLastToken,
  ruleAlarmSeverity,
} from './alarmRules.js';
import type {
  AlarmComparator,
  AlarmReadings,
  AlarmToken,
  NextTokenKind,
  ParsedAlarmCondition,
} from './alarmRules.js';
import { messages } from './messages.js';

const IF: AlarmToken = { kind: 'IF' };
const sensor = (id: string): AlarmToken => ({ kind: 'LEFT_SENSOR', id, name: `Sensor ${id}` });
const cmp = (value: AlarmComparator): AlarmToken => ({
  kind: 'COMPARATOR',
  value,
  complex: value === 'switches from',
});
const val = (value: string | number): AlarmToken => ({ kind: 'RIGHT_SENSOR', value });
const to = (value: string | number): AlarmToken => ({ kind: 'TO', value });
const AND: AlarmToken = { kind: 'AND_OR', value: 'AND' };
const OR: AlarmToken = { kind: 'AND_OR', value: 'OR' };
const THEN: AlarmToken = { kind: 'THEN' };
const level = (value: string): AlarmToken => ({ kind: 'ALARM', value }) as AlarmToken;
/** Tokens as they might arrive from stored JSON, outside the static types. */
const raw = (token: object): AlarmToken => token as AlarmToken;

/** `IF sensor comparator value`, the common single comparison. */
const simple = (id: string, comparator: AlarmComparator, value: string | number) => [
  IF,
  sensor(id),
  cmp(comparator),
  val(value),
];
const term = (id: string, comparator: AlarmComparator, value: string | number) =>
  simple(id, comparator, value).slice(1);

const STATES = ['Normal', 'Warning', 'Alarm'] as const;

describe('comparator catalogue', () => {
  it('labels every comparator as the spec names them', () => {
    expect(ALARM_COMPARATORS.map((c) => ALARM_COMPARATOR_LABELS[c])).toEqual([
      'greater than',
      'greater or equal',
      'less than',
      'less or equal',
      'equals',
      'does not equal',
      'switches from',
    ]);
  });
});

describe('nextTokenKinds', () => {
  it.each<[string, AlarmToken[], NextTokenKind[]]>([
    ['nothing yet', [], ['IF']],
    ['after IF', [IF], ['LEFT_SENSOR']],
    ['after a sensor', [IF, sensor('a')], ['COMPARATOR']],
    ['after a comparator', [IF, sensor('a'), cmp('>')], ['RIGHT_SENSOR']],
    ['after a value', simple('a', '>', 5), ['AND_OR', 'END']],
    ['after switches from', [IF, sensor('a'), cmp('switches from')], ['RIGHT_SENSOR']],
    ['after the from value', simple('a', 'switches from', 'Normal'), ['TO']],
    ['after TO', [...simple('a', 'switches from', 'Normal'), to('Alarm')], ['AND_OR', 'END']],
    ['after AND', [...simple('a', '>', 5), AND], ['LEFT_SENSOR']],
    ['after OR', [...simple('a', '>', 5), OR], ['LEFT_SENSOR']],
    ['second term value', [...simple('a', '>', 5), OR, ...term('b', '=', 1)], ['AND_OR', 'END']],
    ['second switch', [...simple('a', '>', 5), AND, ...term('b', 'switches from', 0)], ['TO']],
    ['no IF first', [sensor('a')], []],
    ['IF twice', [IF, IF], []],
    ['TO after a plain comparator', [...simple('a', '>', 5), to(6)], []],
    ['AND_OR instead of TO', [...simple('a', 'switches from', 0), AND], []],
    ['result token inside', [...simple('a', '>', 5), THEN], []],
    ['two values', [...simple('a', '>', 5), val(6)], []],
  ])('%s', (_name, tokens, expected) => {
    expect(nextTokenKinds(tokens)).toEqual(expected);
  });
});

describe('removing tokens', () => {
  const tokens = [...simple('a', '>', 5), AND];

  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [4, true],
    [5, true],
  ])('with %i tokens canRemoveLastToken is %s', (count, expected) => {
    expect(canRemoveLastToken(tokens.slice(0, count))).toBe(expected);
  });

  it('keeps IF and the first sensor as the initial tokens', () => {
    expect(ALARM_RULE_INITIAL_TOKENS).toBe(2);
  });

  it.each<[number, number]>([
    [5, 4],
    [3, 2],
    [2, 2],
    [1, 1],
    [0, 0],
  ])('removeLastToken on %i tokens leaves %i', (count, expected) => {
    const input = Object.freeze(tokens.slice(0, count));
    const output = removeLastToken(input);
    expect(output).toEqual(tokens.slice(0, expected));
    expect(output).not.toBe(input);
  });
});

describe('parseAlarmCondition', () => {
  const a = { kind: 'COMPARE', sensor: { id: 'a', name: 'Sensor a' }, comparator: '>', value: 1 };
  const b = { kind: 'COMPARE', sensor: { id: 'b', name: 'Sensor b' }, comparator: '<', value: 2 };
  const c = { kind: 'COMPARE', sensor: { id: 'c', name: 'Sensor c' }, comparator: '=', value: 'x' };
  const [ta, tb, tc] = [term('a', '>', 1), term('b', '<', 2), term('c', '=', 'x')];

  it.each<[string, AlarmToken[], ParsedAlarmCondition]>([
    ['a single comparison', simple('a', '>', 1), a as ParsedAlarmCondition],
    [
      'switches from ... to',
      [...simple('s', 'switches from', 'Normal'), to('Alarm')],
      { kind: 'SWITCH', sensor: { id: 's', name: 'Sensor s' }, from: 'Normal', to: 'Alarm' },
    ],
    ['a AND b', [IF, ...ta, AND, ...tb], { kind: 'AND', children: [a, b] } as ParsedAlarmCondition],
    ['a OR b', [IF, ...ta, OR, ...tb], { kind: 'OR', children: [a, b] } as ParsedAlarmCondition],
    [
      'a OR b AND c groups b AND c',
      [IF, ...ta, OR, ...tb, AND, ...tc],
      { kind: 'OR', children: [a, { kind: 'AND', children: [b, c] }] } as ParsedAlarmCondition,
    ],
    [
      'a AND b OR c groups a AND b',
      [IF, ...ta, AND, ...tb, OR, ...tc],
      { kind: 'OR', children: [{ kind: 'AND', children: [a, b] }, c] } as ParsedAlarmCondition,
    ],
    [
      'a AND b AND c stays flat',
      [IF, ...ta, AND, ...tb, AND, ...tc],
      { kind: 'AND', children: [a, b, c] } as ParsedAlarmCondition,
    ],
  ])('%s', (_name, tokens, expected) => {
    expect(parseAlarmCondition(tokens)).toEqual(expected);
  });

  it('keeps the sensor unit and accepts numeric strings for numeric comparators', () => {
    const tokens: AlarmToken[] = [
      IF,
      { kind: 'LEFT_SENSOR', id: 't', name: 'Temp', unit: '°C' },
      cmp('>='),
      val(' 21.5 '),
    ];
    expect(parseAlarmCondition(tokens)).toEqual({
      kind: 'COMPARE',
      sensor: { id: 't', name: 'Temp', unit: '°C' },
      comparator: '>=',
      value: ' 21.5 ',
    });
  });

  it.each<[string, AlarmToken[]]>([
    ['an empty list', []],
    ['a missing IF', term('a', '>', 1)],
    ['IF not first', [sensor('a'), IF, cmp('>'), val(1)]],
    ['only IF', [IF]],
    ['IF and a sensor', [IF, sensor('a')]],
    ['no value', [IF, sensor('a'), cmp('>')]],
    ['a second IF', [...simple('a', '>', 1), AND, IF, ...term('b', '>', 1)]],
    ['TO after a plain comparator', [...simple('a', '>', 1), to(2)]],
    ['switches from without TO', simple('a', 'switches from', 'Normal')],
    ['switches from with AND instead of TO', [...simple('a', 'switches from', 0), AND, ...tb]],
    ['an unknown comparator', [IF, sensor('a'), raw({ kind: 'COMPARATOR', value: '~' }), val(1)]],
    ['an unknown AND_OR', [...simple('a', '>', 1), raw({ kind: 'AND_OR', value: 'XOR' }), ...tb]],
    ['a dangling AND', [...simple('a', '>', 1), AND]],
    ['a dangling OR', [...simple('a', '>', 1), OR]],
    ['two connectives', [...simple('a', '>', 1), AND, OR, ...tb]],
    ['THEN inside', [...simple('a', '>', 1), THEN]],
    ['ALARM inside', [...simple('a', '>', 1), level('alarm')]],
    ['a whole result inside', [...simple('a', '>', 1), THEN, level('alarm')]],
    ['a text value for >', simple('a', '>', 'high')],
    ['a text value for <=', simple('a', '<=', '12abc')],
    ['a hex value for <', simple('a', '<', '0x10')],
    ['an infinite value for >=', simple('a', '>=', Infinity)],
    ['NaN for =', simple('a', '=', NaN)],
    ['an empty value', simple('a', '=', '')],
    ['a blank value', simple('a', '!=', '   ')],
    ['an empty TO value', [...simple('a', 'switches from', 'Normal'), to('')]],
    [
      'a sensor without id',
      [IF, raw({ kind: 'LEFT_SENSOR', id: '', name: 'x' }), cmp('>'), val(1)],
    ],
    ['a value where a sensor belongs', [IF, val(1), cmp('>'), val(1)]],
    ['two values', [...simple('a', '>', 1), val(2)]],
  ])('throws Invalid syntax for %s', (_name, tokens) => {
    expect(() => parseAlarmCondition(tokens)).toThrow(new Error(messages.invalidSyntax));
    expect(() => parseAlarmCondition(tokens)).toThrow(/^Invalid syntax$/);
  });
});

describe('isValidAlarmRule and alarmRuleLevel', () => {
  const condition = simple('a', '>', 1);

  it.each<[string, AlarmToken[], AlarmToken[], string | null]>([
    ['THEN warning', condition, [THEN, level('warning')], 'warning'],
    ['THEN alarm', condition, [THEN, level('alarm')], 'alarm'],
    ['THEN cleared', condition, [THEN, level('cleared')], 'cleared'],
    [
      'a switch condition',
      [...simple('s', 'switches from', 0), to(2)],
      [THEN, level('alarm')],
      'alarm',
    ],
    ['an empty result', condition, [], null],
    ['a result of one token', condition, [THEN], null],
    ['a result of three tokens', condition, [THEN, level('alarm'), level('warning')], null],
    ['ALARM before THEN', condition, [level('alarm'), THEN], null],
    ['two THENs', condition, [THEN, THEN], null],
    ['a bad level', condition, [THEN, level('critical')], null],
    ['a bad condition', [IF, sensor('a'), cmp('>')], [THEN, level('alarm')], null],
    ['an empty condition', [], [THEN, level('alarm')], null],
  ])('%s', (_name, cond, result, expected) => {
    expect(alarmRuleLevel({ condition: cond, result })).toBe(expected);
    expect(isValidAlarmRule({ condition: cond, result })).toBe(expected !== null);
  });
});

describe('evaluateAlarmCondition', () => {
  const evaluate = (tokens: AlarmToken[], readings: AlarmReadings) =>
    evaluateAlarmCondition(parseAlarmCondition(tokens), readings);
  const analog = (current: number | null) => ({ a: { current } });
  const state = (current: number | null, previous?: number | null) => ({
    s: { current, previous, states: STATES },
  });

  it.each<[AlarmComparator, string | number, number, boolean]>([
    ['>', 10, 10, false],
    ['>', 10, 10.1, true],
    ['>=', 10, 10, true],
    ['>=', 10, 9.9, false],
    ['<', 10, 10, false],
    ['<', 10, 9.9, true],
    ['<=', 10, 10, true],
    ['<=', 10, 10.1, false],
    ['=', 10, 10, true],
    ['=', 10, 11, false],
    ['!=', 10, 10, false],
    ['!=', 10, 11, true],
    ['>', '10', 11, true],
    ['<=', '-2.5', -2.5, true],
    ['=', '10', 10, true],
  ])('analog: %s %s with reading %s is %s', (comparator, threshold, current, expected) => {
    expect(evaluate(simple('a', comparator, threshold), analog(current))).toBe(expected);
  });

  it.each<[string, AlarmComparator, string | number, number | null, boolean]>([
    ['label equals', '=', 'Alarm', 2, true],
    ['label differs', '=', 'Alarm', 1, false],
    ['labels are case-sensitive', '=', 'alarm', 2, false],
    ['label does not equal', '!=', 'Normal', 1, true],
    ['label does not equal, same', '!=', 'Normal', 0, false],
    ['an index equals', '=', 1, 1, true],
    ['a numeric string compares the index', '=', '2', 2, true],
    ['an unknown index is unknown', '=', 'unknown', 7, true],
    ['an unknown index is not Normal', '!=', 'Normal', 7, true],
    ['a fractional index is unknown', '=', 'Warning', 1.5, false],
    ['a negative index is unknown', '=', 'unknown', -1, true],
    ['no current reading', '!=', 'Normal', null, false],
  ])('state: %s', (_name, comparator, value, current, expected) => {
    expect(evaluate(simple('s', comparator, value), state(current))).toBe(expected);
  });

  it.each<[string, string | number, string | number, AlarmReadings, boolean]>([
    ['from Normal to Alarm', 'Normal', 'Alarm', state(2, 0), true],
    ['stayed in Alarm', 'Normal', 'Alarm', state(2, 2), false],
    ['went the other way', 'Normal', 'Alarm', state(0, 2), false],
    ['to another state', 'Normal', 'Alarm', state(1, 0), false],
    ['by index', 0, 2, state(2, 0), true],
    ['by index, no match', 0, 2, state(1, 0), false],
    ['from an unknown state', 'unknown', 'Warning', state(1, 9), true],
    ['no previous', 'Normal', 'Alarm', state(2), false],
    ['a null previous', 'Normal', 'Alarm', state(2, null), false],
    ['no current', 'Normal', 'Alarm', state(null, 0), false],
    ['no states', 0, 2, { s: { current: 2, previous: 0 } }, false],
    ['a missing sensor', 'Normal', 'Alarm', {}, false],
  ])('switches from: %s', (_name, from, toValue, readings, expected) => {
    const tokens = [...simple('s', 'switches from', from), to(toValue)];
    expect(evaluate(tokens, readings)).toBe(expected);
  });

  it.each<[string, AlarmComparator, string | number, AlarmReadings]>([
    ['a missing sensor', '<', 5, {}],
    ['an undefined entry', '<', 5, { a: undefined }],
    ['a null current', '<', 5, analog(null)],
    ['a null current with !=', '!=', 5, analog(null)],
    ['a label on an analog sensor', '=', 'Alarm', analog(2)],
    ['a label on an analog sensor with !=', '!=', 'Alarm', analog(2)],
  ])('is false for %s', (_name, comparator, value, readings) => {
    expect(evaluate(simple('a', comparator, value), readings)).toBe(false);
  });

  describe('AND and OR', () => {
    // a: x > 0, b: y > 0, c: z > 0; 1 makes a comparison true, 0 false.
    const readings = (x: number, y: number, z: number): AlarmReadings => ({
      x: { current: x },
      y: { current: y },
      z: { current: z },
    });
    const [ta, tb, tc] = [term('x', '>', 0), term('y', '>', 0), term('z', '>', 0)];

    it.each<[string, AlarmToken[], [number, number, number], boolean]>([
      ['a OR b AND c, a only', [IF, ...ta, OR, ...tb, AND, ...tc], [1, 0, 0], true],
      ['a OR b AND c, b only', [IF, ...ta, OR, ...tb, AND, ...tc], [0, 1, 0], false],
      ['a OR b AND c, b and c', [IF, ...ta, OR, ...tb, AND, ...tc], [0, 1, 1], true],
      ['a AND b OR c, a only', [IF, ...ta, AND, ...tb, OR, ...tc], [1, 0, 0], false],
      ['a AND b OR c, c only', [IF, ...ta, AND, ...tb, OR, ...tc], [0, 0, 1], true],
      ['a AND b OR c, a and b', [IF, ...ta, AND, ...tb, OR, ...tc], [1, 1, 0], true],
      ['a AND b, both', [IF, ...ta, AND, ...tb], [1, 1, 0], true],
      ['a AND b, one', [IF, ...ta, AND, ...tb], [1, 0, 0], false],
      ['a OR b, none', [IF, ...ta, OR, ...tb], [0, 0, 0], false],
      ['a OR b, second', [IF, ...ta, OR, ...tb], [0, 1, 0], true],
    ])('%s', (_name, tokens, [x, y, z], expected) => {
      expect(evaluate(tokens, readings(x, y, z))).toBe(expected);
    });

    it('treats a missing sensor inside OR as false without failing the others', () => {
      expect(evaluate([IF, ...ta, OR, ...tb], { y: { current: 3 } })).toBe(true);
      expect(evaluate([IF, ...ta, AND, ...tb], { y: { current: 3 } })).toBe(false);
    });
  });
});

describe('a switch that raised an alarm', () => {
  const states = ['Closed', 'Open'];
  const parsed = parseAlarmCondition([...simple('d', 'switches from', 'Closed'), to('Open')]);
  it.each([
    ['switching', { current: 1, previous: 0 }, false, true],
    ['staying at the to state, not yet holding', { current: 1, previous: 1 }, false, false],
    ['staying at the to state while its alarm is open', { current: 1, previous: 1 }, true, true],
    ['leaving the to state while its alarm is open', { current: 0, previous: 1 }, true, false],
  ])('%s', (_name, reading, holding, expected) => {
    expect(evaluateAlarmCondition(parsed, { d: { ...reading, states } }, holding)).toBe(expected);
  });
});

describe('rule helpers', () => {
  const condition = [
    ...simple('a', '>', 80),
    AND,
    ...term('b', 'switches from', 'Closed'),
    to('Open'),
  ];
  it('reads the rule as a sentence', () => {
    expect(alarmRuleText(condition, 'alarm')).toBe(
      'IF Sensor a greater than 80 AND Sensor b switches from Closed to Open THEN alarm',
    );
  });
  it('lists each sensor once', () => {
    expect(alarmRuleSensorIds([...condition, AND, ...term('a', '<', 5)])).toEqual(['a', 'b']);
  });
  it.each([
    ['alarm', 'error'],
    ['warning', 'warning'],
    ['cleared', null],
  ] as const)('a %s rule raises %s', (level, severity) => {
    expect(ruleAlarmSeverity(level)).toBe(severity);
  });
});

describe('alarmRuleProblem', () => {
  const hasStates = (id: string) => id === 'door';
  it('accepts a switch on a state sensor and comparisons on any', () => {
    const parsed = parseAlarmCondition([
      ...simple('door', 'switches from', 'Closed'),
      to('Open'),
      OR,
      ...term('temp', '>', 30),
    ]);
    expect(alarmRuleProblem(parsed, hasStates)).toBeNull();
  });
  it('refuses a switch on a sensor without states', () => {
    const parsed = parseAlarmCondition([
      ...simple('door', '=', 1),
      AND,
      ...term('temp', 'switches from', 1),
      to(2),
    ]);
    expect(alarmRuleProblem(parsed, hasStates)).toBe(messages.switchNeedsStateSensor);
  });
});
