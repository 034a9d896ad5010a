import { describe, expect, it } from 'vitest';
import { acknowledgeAlarm, acknowledgeDisconnected } from './acknowledgeAlarm.js';
import type { AlarmLists, DisconnectedKind, DisconnectedLists } from './acknowledgeAlarm.js';

interface Alarm {
  id: string;
  name: string;
  ack: boolean;
}

const alarm = (id: string, ack = false): Alarm => Object.freeze({ id, name: `Alarm ${id}`, ack });

/** Deeply frozen lists, so any mutation throws in the (strict-mode) module under test. */
const alarmLists = (
  open: string[],
  acknowledged: string[],
  openCount: number,
  acknowledgedCount: number,
): AlarmLists<Alarm> =>
  Object.freeze({
    open: Object.freeze(open.map((id) => alarm(id))),
    acknowledged: Object.freeze(acknowledged.map((id) => alarm(id, true))),
    openCount,
    acknowledgedCount,
  });

describe('acknowledgeAlarm', () => {
  it.each<[string, AlarmLists<Alarm>, string, string[], string[], number, number]>([
    [
      'moves the alarm and counts',
      alarmLists(['a', 'b'], ['x'], 2, 1),
      'b',
      ['a'],
      ['b', 'x'],
      1,
      2,
    ],
    ['puts it at the front', alarmLists(['a'], ['x', 'y'], 5, 9), 'a', [], ['a', 'x', 'y'], 4, 10],
    ['works from empty acknowledged', alarmLists(['a'], [], 1, 0), 'a', [], ['a'], 0, 1],
    // Paged lists: the count may already be out of step with what is shown.
    ['never counts open below 0', alarmLists(['a'], [], 0, 3), 'a', [], ['a'], 0, 4],
    ['keeps one copy of the id', alarmLists(['a'], ['a', 'x'], 1, 2), 'a', [], ['a', 'x'], 0, 3],
  ])('%s', (_name, lists, id, open, acknowledged, openCount, acknowledgedCount) => {
    const result = acknowledgeAlarm(lists, id);
    expect(result.open.map((a) => a.id)).toEqual(open);
    expect(result.acknowledged.map((a) => a.id)).toEqual(acknowledged);
    expect(result.openCount).toBe(openCount);
    expect(result.acknowledgedCount).toBe(acknowledgedCount);
  });

  it('marks the moved alarm acknowledged without touching the original', () => {
    const lists = alarmLists(['a'], [], 1, 0);
    const result = acknowledgeAlarm(lists, 'a');
    expect(result.acknowledged[0]).toEqual({ id: 'a', name: 'Alarm a', ack: true });
    expect(lists.open[0]).toEqual({ id: 'a', name: 'Alarm a', ack: false });
    expect(lists.open).toHaveLength(1);
    expect(lists.openCount).toBe(1);
  });

  it.each<[string, AlarmLists<Alarm>, string]>([
    ['an unknown id', alarmLists(['a'], ['x'], 1, 1), 'zz'],
    ['an id already acknowledged', alarmLists(['a'], ['x'], 1, 1), 'x'],
    ['empty lists', alarmLists([], [], 0, 0), 'a'],
  ])('returns the same lists for %s', (_name, lists, id) => {
    expect(acknowledgeAlarm(lists, id)).toBe(lists);
  });

  it('matches numeric ids strictly', () => {
    const lists = Object.freeze({
      open: Object.freeze([{ id: 1 }, { id: 2 }]),
      acknowledged: Object.freeze([]),
      openCount: 2,
      acknowledgedCount: 0,
    });
    expect(acknowledgeAlarm(lists, 2).open).toEqual([{ id: 1 }]);
    expect(acknowledgeAlarm(lists, 3)).toBe(lists);
  });
});

describe('acknowledgeDisconnected', () => {
  const lists: DisconnectedLists<Alarm> = Object.freeze({
    sensor: Object.freeze([alarm('s1'), alarm('s2')]),
    equipment: Object.freeze([alarm('e1'), alarm('s1')]),
    gateway: Object.freeze([alarm('g1')]),
  });
  const ids = (result: DisconnectedLists<Alarm>) => ({
    sensor: result.sensor.map((item) => item.id),
    equipment: result.equipment.map((item) => item.id),
    gateway: result.gateway.map((item) => item.id),
  });

  it.each<[DisconnectedKind, string, Record<DisconnectedKind, string[]>]>([
    ['sensor', 's1', { sensor: ['s2'], equipment: ['e1', 's1'], gateway: ['g1'] }],
    ['equipment', 's1', { sensor: ['s1', 's2'], equipment: ['e1'], gateway: ['g1'] }],
    ['equipment', 'e1', { sensor: ['s1', 's2'], equipment: ['s1'], gateway: ['g1'] }],
    ['gateway', 'g1', { sensor: ['s1', 's2'], equipment: ['e1', 's1'], gateway: [] }],
  ])('removes a %s with id %s from that list only', (kind, id, expected) => {
    const result = acknowledgeDisconnected(lists, kind, id);
    expect(ids(result)).toEqual(expected);
    expect(ids(lists)).toEqual({
      sensor: ['s1', 's2'],
      equipment: ['e1', 's1'],
      gateway: ['g1'],
    });
  });

  it('keeps the untouched lists by reference', () => {
    const result = acknowledgeDisconnected(lists, 'gateway', 'g1');
    expect(result.sensor).toBe(lists.sensor);
    expect(result.equipment).toBe(lists.equipment);
  });

  it.each<[DisconnectedKind, string]>([
    ['sensor', 'e1'],
    ['gateway', 's1'],
    ['equipment', 'nope'],
  ])('returns the same lists when the %s list has no %s', (kind, id) => {
    expect(acknowledgeDisconnected(lists, kind, id)).toBe(lists);
  });
});
