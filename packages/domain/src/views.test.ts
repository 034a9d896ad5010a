import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  DEFAULT_VIEW_SETTINGS,
  GRID_BREAKPOINTS,
  SCREEN_WIDTH_BREAKPOINTS,
  layoutScreenSize,
  sameViewName,
  screenSizeForWidth,
  viewNameSchema,
} from './views.js';
import type { ScreenSize, ViewSize } from './views.js';

describe('screen sizes', () => {
  it('uses the spec breakpoints for the grid', () => {
    expect(Object.values(GRID_BREAKPOINTS).sort((a, b) => a - b)).toEqual([
      ...SCREEN_WIDTH_BREAKPOINTS,
    ]);
    expect(DEFAULT_VIEW_SETTINGS).toEqual({
      disconnected: false,
      maintenance: false,
      defaultView: 'map',
    });
  });

  it.each<[number, ScreenSize]>([
    [320, 'xxs'],
    [1199, 'xxs'],
    [1200, 'lg'],
    [1920, 'lg'],
  ])('width %i → %s', (width, size) => {
    expect(screenSizeForWidth(width)).toBe(size);
  });

  it.each<[ViewSize, number, ScreenSize]>([
    ['auto', 1366, 'lg'],
    ['auto', 400, 'xxs'],
    ['mobile', 1920, 'xxs'],
    ['desktop', 400, 'lg'],
  ])('%s at %i → %s', (viewSize, width, size) => {
    expect(layoutScreenSize(viewSize, width)).toBe(size);
  });
});

describe('viewNameSchema', () => {
  it.each<[string, string[]]>([
    ['Main Hall', []],
    ['  Main Hall ', []],
    ['', [messages.required]],
    ['Hall #1 (east)', [messages.viewNameInvalidChars(['#', '(', ')'])]],
  ])('%j gives %j', (name, expected) => {
    const result = viewNameSchema.safeParse(name);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(expected);
  });

  it('lists the flagged characters in the message', () => {
    expect(messages.viewNameInvalidChars(['#', '('])).toBe('A view name cannot contain # (');
  });

  it.each([
    ['Main Hall', 'main hall ', true],
    ['Main Hall', 'Main Hall 2', false],
  ])('%j and %j are the same name: %s', (a, b, same) => {
    expect(sameViewName(a, b)).toBe(same);
  });
});
