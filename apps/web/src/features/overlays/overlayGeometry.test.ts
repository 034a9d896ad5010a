import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  fitZoom,
  markerScale,
  normalizeRotation,
  panBy,
  pinch,
  rotateBy,
  toImage,
  toScreen,
  wheelFactor,
  zoomAt,
  type Placement,
  type Point,
} from './overlayGeometry';

const image = { width: 800, height: 600 };
const frame = { width: 400, height: 300 };
const at = (x: number, y: number, rotation = 0, zoom = 1): Placement => ({ x, y, rotation, zoom });

function expectPoint(actual: Point, expected: Point) {
  expect(actual.x).toBeCloseTo(expected.x, 6);
  expect(actual.y).toBeCloseTo(expected.y, 6);
}

describe('toScreen and toImage', () => {
  it.each<[string, Placement, Point, Point]>([
    ['the image centre at the frame centre', at(0, 0), { x: 400, y: 300 }, { x: 200, y: 150 }],
    ['the top left corner, unzoomed', at(0, 0), { x: 0, y: 0 }, { x: -200, y: -150 }],
    ['half size', at(0, 0, 0, 0.5), { x: 0, y: 0 }, { x: 0, y: 0 }],
    [
      'moved 10 image pixels right at zoom 2',
      at(10, 0, 0, 2),
      { x: 400, y: 300 },
      { x: 220, y: 150 },
    ],
    // A quarter turn clockwise: right of the centre goes below it.
    ['turned 90°', at(0, 0, 90), { x: 500, y: 300 }, { x: 200, y: 250 }],
    ['turned 180°', at(0, 0, 180), { x: 500, y: 350 }, { x: 100, y: 100 }],
  ])('%s', (_case, placement, point, screen) => {
    expectPoint(toScreen(point, placement, image, frame), screen);
    expectPoint(toImage(screen, placement, image, frame), point);
  });

  it('are each other’s inverse for any placement', () => {
    const placement = at(-37.5, 12, 33, 1.7);
    for (const point of [
      { x: 0, y: 0 },
      { x: 123, y: 456 },
      { x: 800, y: 600 },
    ]) {
      expectPoint(
        toImage(toScreen(point, placement, image, frame), placement, image, frame),
        point,
      );
    }
  });
});

describe('moving the image', () => {
  it('pans by screen pixels, whatever the zoom', () => {
    const moved = panBy(at(0, 0, 0, 2), 20, -10);
    expect(moved).toEqual(at(10, -5, 0, 2));
    expectPoint(toScreen({ x: 400, y: 300 }, moved, image, frame), { x: 220, y: 140 });
  });

  it.each<[string, Point | undefined]>([
    ['about the frame centre', undefined],
    ['about the pointer', { x: 50, y: 40 }],
  ])('zooms %s, keeping the point under it', (_case, anchor) => {
    const start = at(15, -20, 30, 0.8);
    const screen = anchor ?? { x: 200, y: 150 };
    const held = toImage(screen, start, image, frame);
    const zoomed = zoomAt(start, 2, image, frame, anchor);
    expect(zoomed.zoom).toBeCloseTo(1.6, 10);
    expectPoint(toScreen(held, zoomed, image, frame), screen);
  });

  it.each<[number, number]>([
    [1000, MAX_ZOOM],
    [0.0001, MIN_ZOOM],
  ])('keeps the zoom within bounds (factor %s)', (factor, zoom) => {
    expect(zoomAt(at(0, 0), factor, image, frame).zoom).toBe(zoom);
  });

  it('rotates about the point under the frame centre', () => {
    const start = at(40, 10, 0, 1);
    const held = toImage({ x: 200, y: 150 }, start, image, frame);
    const turned = rotateBy(start, 90, image, frame);
    expect(turned.rotation).toBe(90);
    expectPoint(toScreen(held, turned, image, frame), { x: 200, y: 150 });
    expect(rotateBy(turned, -180, image, frame).rotation).toBe(270);
  });

  it('follows two fingers: spread, turned and moved', () => {
    const start = at(0, 0, 0, 1);
    const from: [Point, Point] = [
      { x: 150, y: 150 },
      { x: 250, y: 150 },
    ];
    const held = toImage({ x: 200, y: 150 }, start, image, frame);
    // Twice as far apart, turned a quarter, the middle moved 30 px right.
    const to: [Point, Point] = [
      { x: 230, y: 50 },
      { x: 230, y: 250 },
    ];
    const next = pinch(start, from, to, image, frame);
    expect(next.zoom).toBeCloseTo(2, 10);
    expect(next.rotation).toBeCloseTo(90, 10);
    expectPoint(toScreen(held, next, image, frame), { x: 230, y: 150 });
  });
});

describe('fitZoom', () => {
  it.each<[number, number]>([
    [0, 0.5],
    [90, 0.375],
    [180, 0.5],
  ])('fits the image turned %s° in the frame', (rotation, zoom) => {
    expect(fitZoom(image, frame, rotation)).toBeCloseTo(zoom, 10);
  });

  it('never enlarges a small image, and is 1 before the frame has a size', () => {
    expect(fitZoom({ width: 100, height: 50 }, frame)).toBe(1);
    expect(fitZoom(image, { width: 0, height: 0 })).toBe(1);
  });
});

describe('markerScale', () => {
  it.each<[number, number]>([
    [2, 1],
    [1, 1],
    [0.75, 1],
    [0.5, 1.5],
    [0.25, 3],
  ])('at zoom %s enlarges overlays %s times', (zoom, scale) => {
    expect(markerScale(zoom)).toBeCloseTo(scale, 10);
  });
});

describe('normalizeRotation and wheelFactor', () => {
  it.each<[number, number]>([
    [0, 0],
    [360, 0],
    [-90, 270],
    [450, 90],
    [-720, 0],
  ])('%s° is %s°', (degrees, expected) => {
    expect(normalizeRotation(degrees)).toBe(expected);
  });

  it('zooms in when the wheel rolls up, out when down, by the same factor either way', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100) * wheelFactor(100)).toBeCloseTo(1, 10);
    expect(wheelFactor(-10_000)).toBe(wheelFactor(-100));
  });
});
