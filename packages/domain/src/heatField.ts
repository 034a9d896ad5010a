// A heat map as a continuous colour field over an overlay view's image (spec core §1 "overlay
// views on images with heat maps", §3 heatMaps; ADR 019): between the sensor overlays assigned to
// the map, every point takes the inverse-distance-weighted mean of their values (power 2), is
// coloured as the map colours a value (heatMapColor), and fades out away from every sensor.
import { heatMapColor, type HeatMapScale } from './heatMap.js';

/** One sensor on the image: where its overlay is, in image pixels, and its value. */
export interface HeatSample {
  x: number;
  y: number;
  value: number;
}

/** Inverse-distance weighting's power: 2, Shepard's classic choice (ADR 019). */
export const HEAT_FIELD_POWER = 2;
/** The field is gone this far from the nearest sensor, as a fraction of the image's diagonal. */
export const HEAT_FIELD_RADIUS_FRACTION = 0.3;
/** The field starts to fade at this fraction of the radius; nearer a sensor it is opaque. */
export const HEAT_FIELD_FADE_START = 0.5;
/** Cells along the image's longer side: the field is computed per cell, then scaled. */
export const HEAT_FIELD_MAX_CELLS = 160;
/** Colours computed per map; a cell takes the nearest (exact at quarters of the scale). */
export const HEAT_FIELD_PALETTE_STEPS = 257;

/** The radius past which a map shows nothing, for an image of this size. */
export function heatFieldRadius(width: number, height: number): number {
  return HEAT_FIELD_RADIUS_FRACTION * Math.hypot(width, height);
}

/**
 * The field's value at (x, y): the samples' values weighted by 1 / distance^power, so a point on
 * a sample has exactly its value and the field never leaves the samples' range. Null without
 * samples. Samples with a non-finite position or value are ignored.
 */
export function heatFieldValue(
  samples: readonly HeatSample[],
  x: number,
  y: number,
  power: number = HEAT_FIELD_POWER,
): number | null {
  let weights = 0;
  let sum = 0;
  for (const sample of samples) {
    if (!isUsable(sample)) continue;
    const squared = (sample.x - x) ** 2 + (sample.y - y) ** 2;
    if (squared === 0) return sample.value;
    // d^-power from d² without a square root for the usual power 2.
    const weight = power === 2 ? 1 / squared : squared ** (-power / 2);
    weights += weight;
    sum += weight * sample.value;
  }
  return weights === 0 ? null : sum / weights;
}

/**
 * How opaque the field is at this distance from the nearest sensor: 1 up to the fade start, 0 from
 * the radius on, and a smooth step between, so one sensor paints a soft disc, not the whole image.
 */
export function heatFieldAlpha(distance: number, radius: number): number {
  if (!(radius > 0) || !(distance < radius)) return 0;
  const start = radius * HEAT_FIELD_FADE_START;
  if (distance <= start) return 1;
  const t = (distance - start) / (radius - start);
  return 1 - t * t * (3 - 2 * t);
}

/** The cells the field is computed on: whole cells covering the image, each cell square. */
export interface HeatFieldGrid {
  columns: number;
  rows: number;
  /** Image pixels per cell, across and down. */
  cellWidth: number;
  cellHeight: number;
}

/** A grid of at most `maxCells` along the image's longer side (at least one cell each way). */
export function heatFieldGrid(
  width: number,
  height: number,
  maxCells: number = HEAT_FIELD_MAX_CELLS,
): HeatFieldGrid {
  const longer = Math.max(width, height);
  if (!(longer > 0) || !(maxCells >= 1))
    return { columns: 1, rows: 1, cellWidth: 1, cellHeight: 1 };
  const cell = longer / Math.floor(maxCells);
  const columns = Math.max(1, Math.round(width / cell));
  const rows = Math.max(1, Math.round(height / cell));
  return { columns, rows, cellWidth: width / columns, cellHeight: height / rows };
}

/** The cell a point of the image falls in, clamped to the grid. */
export function heatFieldCell(grid: HeatFieldGrid, x: number, y: number) {
  const clamp = (value: number, count: number) =>
    Math.min(count - 1, Math.max(0, Math.floor(value)));
  return {
    column: clamp(x / grid.cellWidth, grid.columns),
    row: clamp(y / grid.cellHeight, grid.rows),
  };
}

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * The map's colours at HEAT_FIELD_PALETTE_STEPS evenly spaced values from valueA to valueC, each
 * heatMapColor's; null when the scale has no finite bounds.
 */
export function heatFieldPalette(scale: HeatMapScale): Rgb[] | null {
  const palette: Rgb[] = [];
  for (let i = 0; i < HEAT_FIELD_PALETTE_STEPS; i += 1) {
    const t = i / (HEAT_FIELD_PALETTE_STEPS - 1);
    const color = heatMapColor(scale.valueA + (scale.valueC - scale.valueA) * t, scale);
    if (color === null) return null;
    palette.push(rgbOf(color));
  }
  return palette;
}

/** The palette colour of a value: where it falls between valueA and valueC, clamped. */
function paletteColor(palette: readonly Rgb[], scale: HeatMapScale, value: number): Rgb {
  const span = scale.valueC - scale.valueA;
  const t = span === 0 ? 0.5 : Math.min(1, Math.max(0, (value - scale.valueA) / span));
  return palette[Math.round(t * (palette.length - 1))]!;
}

function isUsable(sample: HeatSample): boolean {
  return Number.isFinite(sample.x) && Number.isFinite(sample.y) && Number.isFinite(sample.value);
}

export interface HeatFieldOptions {
  /** Where the field has faded out, in image pixels (heatFieldRadius by default). */
  radius?: number;
  power?: number;
}

/**
 * The field over a grid as RGBA bytes, row by row, one pixel per cell taken at the cell's centre:
 * what an ImageData of columns × rows holds. Cells beyond the radius of every sample are fully
 * transparent; without usable samples or a usable scale, all of them are.
 */
export function renderHeatField(
  samples: readonly HeatSample[],
  scale: HeatMapScale,
  grid: HeatFieldGrid,
  options: HeatFieldOptions = {},
): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(grid.columns * grid.rows * 4);
  const usable = samples.filter(isUsable);
  const palette = usable.length > 0 ? heatFieldPalette(scale) : null;
  if (!palette) return pixels;
  const radius =
    options.radius ?? heatFieldRadius(grid.columns * grid.cellWidth, grid.rows * grid.cellHeight);
  const power = options.power ?? HEAT_FIELD_POWER;
  for (let row = 0; row < grid.rows; row += 1) {
    const y = (row + 0.5) * grid.cellHeight;
    for (let column = 0; column < grid.columns; column += 1) {
      const x = (column + 0.5) * grid.cellWidth;
      let nearest = Infinity;
      for (const sample of usable) {
        nearest = Math.min(nearest, Math.hypot(sample.x - x, sample.y - y));
      }
      const alpha = heatFieldAlpha(nearest, radius);
      if (alpha === 0) continue;
      const value = heatFieldValue(usable, x, y, power)!;
      const [r, g, b] = paletteColor(palette, scale, value);
      const at = (row * grid.columns + column) * 4;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

/** A heat map's legend: the colour at valueA, half way and valueC (spec core §3). */
export function heatFieldLegend(scale: HeatMapScale): { value: number; color: string }[] {
  const middle = (scale.valueA + scale.valueC) / 2;
  return [scale.valueA, middle, scale.valueC].flatMap((value) => {
    const color = heatMapColor(value, scale);
    return color === null ? [] : [{ value, color }];
  });
}
