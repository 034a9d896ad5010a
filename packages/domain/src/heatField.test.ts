import { describe, expect, it } from 'vitest';
import {
  HEAT_FIELD_MAX_CELLS,
  HEAT_FIELD_RADIUS_FRACTION,
  heatFieldAlpha,
  heatFieldCell,
  heatFieldGrid,
  heatFieldLegend,
  heatFieldPalette,
  heatFieldRadius,
  heatFieldValue,
  renderHeatField,
  type HeatSample,
} from './heatField.js';
import { HEAT_MAP_DEFAULT_COLORS, heatMapColor, type HeatMapScale } from './heatMap.js';

const scale: HeatMapScale = { valueA: 0, valueC: 100 };
const two: HeatSample[] = [
  { x: 0, y: 0, value: 10 },
  { x: 100, y: 0, value: 30 },
];

const rgba = (hex: string, alpha = 255) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, alpha];
};

describe('heatFieldValue (inverse-distance weighting, power 2)', () => {
  it.each<[string, HeatSample[], number, number, number | null]>([
    ['no samples', [], 5, 5, null],
    ['on a sample: its value exactly', two, 100, 0, 30],
    ['half way between two: their mean', two, 50, 0, 20],
    // Distances 25 and 75: weights 1/625 and 1/5625, i.e. 9 : 1.
    ['a quarter of the way: 9 to 1 for the nearer', two, 25, 0, 12],
    ['one sample: its value everywhere', [{ x: 3, y: 4, value: 7 }], 400, 300, 7],
    ['a sample with no value is ignored', [...two, { x: 50, y: 0, value: Number.NaN }], 50, 0, 20],
    ['only unusable samples: nothing', [{ x: 0, y: Number.NaN, value: 1 }], 0, 0, null],
  ])('%s', (_case, samples, x, y, expected) => {
    const value = heatFieldValue(samples, x, y);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 10);
  });

  it('stays within the samples’ range however far away', () => {
    for (const [x, y] of [
      [-1000, 0],
      [5000, 5000],
      [50, 10_000],
    ] as const) {
      const value = heatFieldValue(two, x, y)!;
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(30);
    }
  });

  it('takes another power when asked (1: the plain inverse distance)', () => {
    // Distances 25 and 75: weights 3 : 1.
    expect(heatFieldValue(two, 25, 0, 1)).toBeCloseTo(15, 10);
  });
});

describe('heatFieldAlpha', () => {
  it.each<[number, number, number]>([
    [0, 100, 1],
    [50, 100, 1],
    [75, 100, 0.5],
    [100, 100, 0],
    [150, 100, 0],
    [Infinity, 100, 0],
    [0, 0, 0],
  ])('at %s of a radius %s: %s', (distance, radius, expected) => {
    expect(heatFieldAlpha(distance, radius)).toBeCloseTo(expected, 10);
  });

  it('falls steadily from the fade start to the radius', () => {
    const alphas = [50, 60, 70, 80, 90, 99].map((d) => heatFieldAlpha(d, 100));
    for (let i = 1; i < alphas.length; i += 1) expect(alphas[i]).toBeLessThan(alphas[i - 1]!);
  });
});

describe('heatFieldRadius', () => {
  it('is a fraction of the image’s diagonal', () => {
    expect(heatFieldRadius(800, 600)).toBeCloseTo(HEAT_FIELD_RADIUS_FRACTION * 1000, 10);
  });
});

describe('heatFieldGrid', () => {
  it.each<[number, number, number | undefined, [number, number, number, number]]>([
    [800, 600, undefined, [HEAT_FIELD_MAX_CELLS, 120, 5, 5]],
    [600, 800, 40, [30, 40, 20, 20]],
    [100, 1, 10, [10, 1, 10, 1]],
    [0, 0, 10, [1, 1, 1, 1]],
    [800, 600, 0, [1, 1, 1, 1]],
  ])('%s × %s at most %s cells', (width, height, max, [columns, rows, cw, ch]) => {
    expect(heatFieldGrid(width, height, max)).toEqual({
      columns,
      rows,
      cellWidth: cw,
      cellHeight: ch,
    });
  });

  it.each<[number, number, { column: number; row: number }]>([
    [0, 0, { column: 0, row: 0 }],
    [12.5, 7.5, { column: 2, row: 1 }],
    [799, 599, { column: 159, row: 119 }],
    [-10, 900, { column: 0, row: 119 }],
  ])('puts (%s, %s) in its cell', (x, y, cell) => {
    expect(heatFieldCell(heatFieldGrid(800, 600), x, y)).toEqual(cell);
  });
});

describe('heatFieldPalette', () => {
  it('is heatMapColor’s at evenly spaced values', () => {
    const palette = heatFieldPalette(scale)!;
    for (const [index, value] of [
      [0, 0],
      [64, 25],
      [128, 50],
      [192, 75],
      [256, 100],
    ] as const) {
      expect([...palette[index]!, 255]).toEqual(rgba(heatMapColor(value, scale)!));
    }
  });

  it('is null for a scale without finite bounds', () => {
    expect(heatFieldPalette({ valueA: 0, valueC: Number.NaN })).toBeNull();
  });
});

describe('renderHeatField', () => {
  const grid = heatFieldGrid(100, 100, 10);
  const pixel = (pixels: Uint8ClampedArray, column: number, row: number) => {
    const at = (row * grid.columns + column) * 4;
    return [...pixels.slice(at, at + 4)];
  };

  it.each<[string, HeatSample[], HeatMapScale, number, number, number[]]>([
    [
      'a cell on a sample: the map’s colour of its value, opaque',
      [{ x: 15, y: 15, value: 0 }],
      scale,
      1,
      1,
      rgba(HEAT_MAP_DEFAULT_COLORS.colorA),
    ],
    [
      'the top of the scale',
      [{ x: 15, y: 15, value: 100 }],
      scale,
      1,
      1,
      rgba(HEAT_MAP_DEFAULT_COLORS.colorC),
    ],
    [
      'half way: colorB',
      [{ x: 55, y: 55, value: 50 }],
      scale,
      5,
      5,
      rgba(HEAT_MAP_DEFAULT_COLORS.colorB),
    ],
    [
      'between two samples: the colour of their weighted mean',
      [
        { x: 5, y: 55, value: 0 },
        { x: 95, y: 55, value: 100 },
      ],
      scale,
      2,
      5,
      // The cell's centre (25, 55) is 20 and 70 away: weights 49 : 4.
      rgba(heatMapColor(((0 * 49 + 100 * 4) / 53) as number, scale)!),
    ],
    [
      'beyond the radius of every sample: transparent',
      [{ x: 5, y: 5, value: 50 }],
      { valueA: 0, valueC: 100 },
      9,
      9,
      [0, 0, 0, 0],
    ],
    ['no samples: transparent', [], scale, 5, 5, [0, 0, 0, 0]],
    [
      'a scale without bounds: transparent',
      [{ x: 55, y: 55, value: 50 }],
      { valueA: Number.NaN, valueC: 1 },
      5,
      5,
      [0, 0, 0, 0],
    ],
  ])('%s', (_case, samples, map, column, row, expected) => {
    const pixels = renderHeatField(samples, map, grid, { radius: 60 });
    const got = pixel(pixels, column, row);
    // The palette is exact at quarters of the scale and within one step elsewhere.
    got.forEach((channel, i) => expect(Math.abs(channel - expected[i]!)).toBeLessThanOrEqual(2));
  });

  it('fades between the fade start and the radius', () => {
    const pixels = renderHeatField([{ x: 5, y: 5, value: 50 }], scale, grid, { radius: 60 });
    const alphaAt = (column: number) => pixel(pixels, column, 0)[3]!;
    expect(alphaAt(0)).toBe(255);
    expect(alphaAt(3)).toBe(255);
    expect(alphaAt(4)).toBeLessThan(255);
    expect(alphaAt(4)).toBeGreaterThan(alphaAt(5));
    expect(alphaAt(6)).toBe(0);
  });

  it('follows a sample’s new value (the live redraw)', () => {
    const before = renderHeatField([{ x: 55, y: 55, value: 10 }], scale, grid);
    const after = renderHeatField([{ x: 55, y: 55, value: 90 }], scale, grid);
    expect(pixel(before, 5, 5)).not.toEqual(pixel(after, 5, 5));
    const expected = rgba(heatMapColor(90, scale)!);
    pixel(after, 5, 5).forEach((channel, i) =>
      expect(Math.abs(channel - expected[i]!)).toBeLessThanOrEqual(2),
    );
  });
});

describe('heatFieldLegend', () => {
  it.each<[HeatMapScale, { value: number; color: string }[]]>([
    [
      scale,
      [
        { value: 0, color: HEAT_MAP_DEFAULT_COLORS.colorA },
        { value: 50, color: HEAT_MAP_DEFAULT_COLORS.colorB },
        { value: 100, color: HEAT_MAP_DEFAULT_COLORS.colorC },
      ],
    ],
    [
      { valueA: 40, valueC: 20, colorA: '#000', colorB: '#808080', colorC: '#fff' },
      [
        { value: 40, color: '#000000' },
        { value: 30, color: '#808080' },
        { value: 20, color: '#ffffff' },
      ],
    ],
    [{ valueA: Number.NaN, valueC: 1 }, []],
  ])('colorA at valueA, colorB half way, colorC at valueC', (map, expected) => {
    expect(heatFieldLegend(map)).toEqual(expected);
  });
});
