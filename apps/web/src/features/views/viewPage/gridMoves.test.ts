import { describe, expect, it } from 'vitest';
import { applyGridMove } from './gridMoves';

const items = [
  { i: 'a', x: 0, y: 0, w: 3, h: 2 },
  { i: 'b', x: 3, y: 0, w: 3, h: 2 },
];

describe('applyGridMove', () => {
  it.each([
    ['right', { dx: 1, dy: 0, dw: 0, dh: 0 }, { i: 'b', x: 4, y: 0, w: 3, h: 2 }],
    ['wider', { dx: 0, dy: 0, dw: 1, dh: 0 }, { i: 'b', x: 3, y: 0, w: 4, h: 2 }],
    ['taller', { dx: 0, dy: 0, dw: 0, dh: 1 }, { i: 'b', x: 3, y: 0, w: 3, h: 3 }],
    [
      'not narrower than one column',
      { dx: 0, dy: 0, dw: -5, dh: 0 },
      { i: 'b', x: 3, y: 0, w: 1, h: 2 },
    ],
  ])('moves b %s', (_name, move, expected) => {
    const moved = applyGridMove(items, 'b', move, 12);
    expect(moved.find((item) => item.i === 'b')).toEqual(expected);
    expect(moved.find((item) => item.i === 'a')).toEqual(items[0]);
  });

  it('pushes a widget it moves onto out of the way, as a drag would', () => {
    const moved = applyGridMove(items, 'b', { dx: -1, dy: 0, dw: 0, dh: 0 }, 12);
    expect(moved).toEqual([
      { i: 'a', x: 0, y: 2, w: 3, h: 2 },
      { i: 'b', x: 2, y: 0, w: 3, h: 2 },
    ]);
  });

  it('keeps a widget inside the grid', () => {
    const moved = applyGridMove(
      [{ i: 'a', x: 10, y: 0, w: 2, h: 1 }],
      'a',
      { dx: 1, dy: 0, dw: 0, dh: 0 },
      12,
    );
    expect(moved).toEqual([{ i: 'a', x: 10, y: 0, w: 2, h: 1 }]);
  });
});
