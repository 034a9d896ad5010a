import { describe, expect, it } from 'vitest';
import { groupLogsByDay, localDayKey } from './groupLogsByDay';

/** An ISO instant at a local date and time, so the test holds in any time zone. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 2, day, hour, minute).toISOString();

const log = (id: string, createdAt: string) => ({ id, createdAt });

describe('groupLogsByDay', () => {
  it.each<[string, { id: string; createdAt: string }[], [string, string[]][]]>([
    ['nothing', [], []],
    ['one entry', [log('a', at(10, 9))], [['2026-03-10', ['a']]]],
    [
      'newest day first, newest entry first within a day, whatever the input order',
      [
        log('a', at(9, 8)),
        log('b', at(10, 0, 0)),
        log('c', at(10, 23, 59)),
        log('d', at(9, 23, 59)),
        log('e', at(7, 12)),
      ],
      [
        ['2026-03-10', ['c', 'b']],
        ['2026-03-09', ['d', 'a']],
        ['2026-03-07', ['e']],
      ],
    ],
    [
      'unreadable dates are dropped',
      [log('a', 'yesterday'), log('b', at(1, 1))],
      [['2026-03-01', ['b']]],
    ],
  ])('%s', (_case, entries, expected) => {
    expect(groupLogsByDay(entries).map((g) => [g.day, g.entries.map((e) => e.id)])).toEqual(
      expected,
    );
  });

  it('keys days by the local calendar date', () => {
    expect(localDayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDayKey(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
