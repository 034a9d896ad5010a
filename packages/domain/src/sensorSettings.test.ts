import { describe, expect, it } from 'vitest';
import { formErrors } from './fields.js';
import { TEXT_MAX } from './inputLimits.js';
import { messages } from './messages.js';
import {
  SENSOR_DELAY_MAX,
  SENSOR_STATES_MAX,
  conditionsFitStates,
  givenSettingFields,
  sensorSettingValues,
  sensorSettingsSchema,
} from './sensorSettings.js';

describe('sensorSettingsSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['nothing given', {}, {}],
    [
      'a whole form, numbers as text',
      {
        name: 'Inlet',
        unit: '°C',
        greenTo: '27',
        yellowTo: '32.5',
        redTo: '',
        deadband: '0.5',
        delay: '30',
        alarmOnly: true,
        states: [],
        conditions: [],
      },
      {},
    ],
    ['nulls from the API', { unit: null, greenTo: null, states: null, conditions: null }, {}],
    ['a blank name', { name: ' ' }, { name: messages.required }],
    ['a null name', { name: null }, { name: messages.required }],
    ['a long name', { name: 'x'.repeat(TEXT_MAX + 1) }, { name: messages.tooLong(TEXT_MAX) }],
    ['a threshold that is no number', { yellowTo: 'hot' }, { yellowTo: messages.mustBeNumber }],
    ['a zero deadband', { deadband: 0 }, {}],
    ['a negative deadband', { deadband: -1 }, { deadband: messages.numberAtLeast(0) }],
    ['no delay', { delay: 0 }, {}],
    ['the longest delay', { delay: SENSOR_DELAY_MAX }, {}],
    [
      'a delay over the maximum',
      { delay: SENSOR_DELAY_MAX + 1 },
      { delay: messages.sensorDelayRange(0, SENSOR_DELAY_MAX) },
    ],
    [
      'a fraction of a second',
      { delay: 1.5 },
      { delay: messages.sensorDelayRange(0, SENSOR_DELAY_MAX) },
    ],
    [
      'a negative delay',
      { delay: '-5' },
      { delay: messages.sensorDelayRange(0, SENSOR_DELAY_MAX) },
    ],
    ['a blank state', { states: ['Closed', ''] }, { 'states.1': messages.required }],
    [
      'too many states',
      { states: Array.from({ length: SENSOR_STATES_MAX + 1 }, (_, i) => `S${i}`) },
      { states: messages.tooManyStates(SENSOR_STATES_MAX) },
    ],
    [
      'a condition per state',
      { states: ['Closed', 'Open', 'Fault'], conditions: ['Normal', 'Warning', 'Alarm'] },
      {},
    ],
    ['fewer conditions than states', { states: ['Closed', 'Open'], conditions: ['Normal'] }, {}],
    [
      'more conditions than states',
      { states: ['Closed'], conditions: ['Normal', 'Alarm'] },
      { conditions: messages.conditionPerState },
    ],
    [
      'an unknown condition',
      { states: ['Closed', 'Open'], conditions: ['Normal', 'Critical'] },
      { 'conditions.1': messages.invalidChoice },
    ],
  ])('%s', (_, input, errors) => {
    expect(formErrors(sensorSettingsSchema, input)).toEqual(errors);
  });
});

describe('sensorSettingValues', () => {
  it('gives every field in its stored shape: blanks are null, no states an empty list', () => {
    const parsed = sensorSettingsSchema.parse({
      name: ' Inlet ',
      unit: '',
      greenTo: '27',
      yellowTo: '',
      alarmOnly: null,
    });
    expect(sensorSettingValues(parsed)).toEqual({
      name: 'Inlet',
      unit: null,
      greenTo: 27,
      yellowTo: null,
      redTo: null,
      deadband: null,
      delay: null,
      alarmOnly: false,
      states: [],
      conditions: [],
    });
  });

  it('keeps only the fields an API input gave, null included', () => {
    const input = { pointID: '4', protocol: 'Modbus', greenTo: 30, redTo: null, name: undefined };
    const fields = givenSettingFields(input);
    expect(fields).toEqual(['greenTo', 'redTo']);
    expect(sensorSettingValues(sensorSettingsSchema.parse(input), fields)).toEqual({
      greenTo: 30,
      redTo: null,
    });
  });
});

describe('conditionsFitStates', () => {
  it.each<[string[], string[], boolean]>([
    [[], [], true],
    [['Closed', 'Open'], ['Normal'], true],
    [['Closed', 'Open'], ['Normal', 'Alarm'], true],
    [['Closed'], ['Normal', 'Alarm'], false],
    [[], ['Alarm'], false],
  ])('%j with %j: %s', (states, conditions, expected) => {
    expect(conditionsFitStates(states, conditions)).toBe(expected);
  });
});
