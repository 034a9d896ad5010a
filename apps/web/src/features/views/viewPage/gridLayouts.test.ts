import { describe, expect, it } from 'vitest';
import {
  completeLayouts,
  fitLayout,
  layoutToSave,
  readViewLayout,
  sameLayout,
} from './gridLayouts';

describe('readViewLayout', () => {
  it.each([
    ['{"lg":[{"i":"1","x":0,"y":0,"w":3,"h":3}]}', { lg: [{ i: '1', x: 0, y: 0, w: 3, h: 3 }] }],
    ['not json', {}],
    ['{"lg":[{"i":"1","x":11,"y":0,"w":3,"h":3}]}', {}],
  ])('reads %s', (text, expected) => {
    expect(readViewLayout(text)).toEqual(expected);
  });
});

describe('completeLayouts', () => {
  it('keeps saved places, drops gone widgets and places missing ones below', () => {
    const layouts = completeLayouts(
      {
        lg: [
          { i: '1', x: 0, y: 0, w: 6, h: 4 },
          { i: 'gone', x: 6, y: 0, w: 6, h: 9 },
        ],
      },
      [
        { key: '1', type: 'SENSOR_VALUE' },
        { key: '2', type: 'HEADER' },
      ],
    );
    expect(layouts.lg).toEqual([
      { i: '1', x: 0, y: 0, w: 6, h: 4 },
      { i: '2', x: 0, y: 4, w: 12, h: 1 },
    ]);
    expect(layouts.xxs).toEqual([
      { i: '1', x: 0, y: 0, w: 1, h: 3 },
      { i: '2', x: 0, y: 3, w: 2, h: 1 },
    ]);
  });
});

describe('fitLayout', () => {
  it('scales desktop columns to mobile and compacts overlaps away', () => {
    const fitted = fitLayout(
      [
        { i: 'a', x: 0, y: 0, w: 6, h: 2 },
        { i: 'b', x: 6, y: 0, w: 6, h: 3 },
        { i: 'c', x: 0, y: 2, w: 12, h: 1 },
      ],
      'lg',
      'xxs',
    );
    expect(fitted).toEqual([
      { i: 'a', x: 0, y: 0, w: 1, h: 2 },
      { i: 'b', x: 1, y: 0, w: 1, h: 3 },
      { i: 'c', x: 0, y: 3, w: 2, h: 1 },
    ]);
  });

  it('scales mobile to desktop', () => {
    expect(fitLayout([{ i: 'a', x: 1, y: 0, w: 1, h: 2 }], 'xxs', 'lg')).toEqual([
      { i: 'a', x: 6, y: 0, w: 6, h: 2 },
    ]);
  });
});

describe('layoutToSave', () => {
  it('replaces only the edited size and keeps only x, y, w, h', () => {
    const saved = {
      lg: [{ i: '1', x: 0, y: 0, w: 3, h: 3 }],
      xxs: [{ i: '1', x: 0, y: 0, w: 2, h: 3 }],
    };
    const text = layoutToSave(saved, {
      lg: [{ i: '1', x: 4, y: 0, w: 3, h: 3, static: false } as never],
    });
    expect(JSON.parse(text)).toEqual({
      lg: [{ i: '1', x: 4, y: 0, w: 3, h: 3 }],
      xxs: [{ i: '1', x: 0, y: 0, w: 2, h: 3 }],
    });
  });
});

describe('sameLayout', () => {
  it.each([
    [[{ i: '1', x: 0, y: 0, w: 1, h: 1 }], [{ i: '1', x: 0, y: 0, w: 1, h: 1 }], true],
    [[{ i: '1', x: 0, y: 0, w: 1, h: 1 }], [{ i: '1', x: 1, y: 0, w: 1, h: 1 }], false],
    [[{ i: '1', x: 0, y: 0, w: 1, h: 1 }], [], false],
  ])('compares %j with %j', (a, b, same) => {
    expect(sameLayout(a, b)).toBe(same);
  });
});
