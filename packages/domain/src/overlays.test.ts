import { describe, expect, it } from 'vitest';
import {
  isHexColor,
  isOverlayKind,
  isOverlayOpacity,
  isOverlaySize,
  overlayViewStatus,
} from './overlays.js';

describe('overlay rules', () => {
  it.each([
    ['#2196f3', true],
    ['#FFF', true],
    ['#abcd', false],
    ['2196f3', false],
    ['red', false],
    ['#2196f3;', false],
  ])('%s is a colour: %s', (value, ok) => {
    expect(isHexColor(value)).toBe(ok);
  });

  it.each([
    ['sensor', true],
    ['view', true],
    ['link', true],
    ['widget', false],
  ])('%s is an overlay kind: %s', (value, ok) => {
    expect(isOverlayKind(value)).toBe(ok);
  });

  it.each([
    [1, true],
    [0.5, true],
    [0, false],
    [-3, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])('%s is an image size: %s', (value, ok) => {
    expect(isOverlaySize(value)).toBe(ok);
  });

  it.each([
    [0, true],
    [90, true],
    [100, true],
    [101, false],
    [-1, false],
    [50.5, false],
  ])('%s is an opacity: %s', (value, ok) => {
    expect(isOverlayOpacity(value)).toBe(ok);
  });

  it.each([
    [{ errors: 1, warnings: 2, disconnected: 3 }, 'error'],
    [{ errors: 0, warnings: 2, disconnected: 3 }, 'warning'],
    [{ errors: 0, warnings: 0, disconnected: 3 }, 'disconnected'],
    [{ errors: 0, warnings: 0, disconnected: 0 }, 'ok'],
  ])('a view with %o is %s', (counts, status) => {
    expect(overlayViewStatus(counts)).toBe(status);
  });
});
