import { describe, expect, it } from 'vitest';
import { STATE_MAP_MAX, explainStateReading, parseStateMap } from './stateParser.js';

describe('parseStateMap', () => {
  it.each([
    ['labels in order, one per line', 'Closed\nOpen', ['Closed', 'Open']],
    ['labels in order, with commas', ' Off , On ,Standby ', ['Off', 'On', 'Standby']],
    ['numbered with =', '0=Normal\n1=Alarm', ['Normal', 'Alarm']],
    ['numbered with : and out of order', '1: On\n0: Off', ['Off', 'On']],
    [
      'a MIB enumeration, its gaps unknown',
      'unknown(1), batteryNormal(2), batteryLow(3), batteryDepleted(4)',
      ['unknown', 'unknown', 'batteryNormal', 'batteryLow', 'batteryDepleted'],
    ],
    ['blank entries ignored', '\n\nOpen,,\nClosed\n', ['Open', 'Closed']],
  ])('%s', (_title, text, states) => {
    expect(parseStateMap(text)).toEqual({ states, errors: [] });
  });

  it('refuses numbered and plain entries mixed, naming the plain ones', () => {
    expect(parseStateMap('0=Off\nOn')).toEqual({
      states: [],
      errors: ["State 2 ('On') has no number, unlike the others."],
    });
  });

  it('refuses a number given twice, and one beyond the maximum', () => {
    expect(parseStateMap('1=A\n1=B\n999=C').errors).toEqual([
      'State 2: 1 is numbered twice.',
      `State 3: 999 is beyond ${STATE_MAP_MAX - 1}.`,
    ]);
  });

  it('refuses more states than a map may hold', () => {
    const text = Array.from({ length: STATE_MAP_MAX + 1 }, (_, i) => `S${i}`).join('\n');
    expect(parseStateMap(text)).toEqual({
      states: [],
      errors: [`At most ${STATE_MAP_MAX} states.`],
    });
  });
});

describe('explainStateReading', () => {
  const states = ['Closed', 'Open'];

  it.each([
    ['a number', '1', {}, { value: 1, index: 1, label: 'Open', condition: 'Normal', status: 'ok' }],
    [
      'text with a string mask',
      'state=0;',
      { strMask: 'state=(\\d+)' },
      { index: 0, label: 'Closed' },
    ],
    ['a MIB enumeration as agents print it', 'open(1)', {}, { index: 1, label: 'Open' }],
    ['scaled by the multiplier', '10', { multiplier: 0.1 }, { value: 1, label: 'Open' }],
  ])('reads %s', (_title, raw, point, expected) => {
    expect(explainStateReading({ raw, states, ...point })).toMatchObject({
      ok: true,
      reason: null,
      ...expected,
    });
  });

  it('gives the condition of the state, and its status', () => {
    expect(
      explainStateReading({ raw: '1', states, conditions: ['Normal', 'Alarm'] }),
    ).toMatchObject({ label: 'Open', condition: 'Alarm', status: 'error' });
    expect(explainStateReading({ raw: '0', states, conditions: ['Warning'] })).toMatchObject({
      condition: 'Warning',
      status: 'warning',
    });
  });

  it.each([
    [
      'an index past the last state',
      '2',
      states,
      'There is no state 2: the states go from 0 to 1.',
    ],
    ['a fraction', '0.5', states, '0.5 is not a state index (a whole number from 0).'],
    ['a negative number', '-1', states, '-1 is not a state index (a whole number from 0).'],
    ['no states', '0', [], 'The sensor has no states.'],
    [
      'a gap of a numbered map',
      '0',
      ['unknown', 'On'],
      "State 0 is labelled 'unknown' in the map.",
    ],
  ])('says why %s reads unknown', (_title, raw, list, reason) => {
    expect(explainStateReading({ raw, states: list })).toMatchObject({
      ok: true,
      label: 'unknown',
      condition: null,
      status: 'unknown',
      reason,
    });
  });

  it('says when the gateway cannot read a number at all', () => {
    expect(explainStateReading({ raw: 'ON', states })).toEqual({
      ok: false,
      step: 'value',
      reason: "The gateway cannot read a number: 'ON' is not a number.",
    });
    expect(explainStateReading({ raw: 'x', states, strMask: 'v=(\\d+)' })).toMatchObject({
      ok: false,
      reason: "The gateway cannot read a number: 'x' does not match strMask /v=(\\d+)/.",
    });
    expect(explainStateReading({ raw: '  ', states })).toMatchObject({
      ok: false,
      reason: 'Enter the raw value.',
    });
  });
});
