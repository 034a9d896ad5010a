import { describe, expect, it } from 'vitest';
import { createJoinBudget } from './joinBudget.js';

describe('createJoinBudget', () => {
  it.each<[string, [atMs: number, wanted: number, granted: number][]]>([
    ['grants a first burst at once', [[0, 150, 150]]],
    ['grants no more than the burst', [[0, 300, 200]]],
    [
      'refills at the rate after the burst',
      [
        [0, 200, 200],
        [0, 10, 0],
        [100, 50, 10],
        [1100, 200, 100],
      ],
    ],
    [
      'never holds more than the burst',
      [
        [0, 1, 1],
        [60_000, 500, 200],
      ],
    ],
    [
      'grants nothing for nothing or less',
      [
        [0, 0, 0],
        [0, -5, 0],
        [0, 200, 200],
      ],
    ],
  ])('%s', (_case, steps) => {
    let clock = 0;
    const budget = createJoinBudget(100, 200, () => clock);
    for (const [at, wanted, granted] of steps) {
      clock = at;
      expect(budget.take(wanted)).toBe(granted);
    }
  });
});
