import { describe, expect, it } from 'vitest';
import { LIST_MAX, TEXT_MAX, isRowId, listLimit, stringLimit } from './inputLimits.js';

describe('input limits', () => {
  it.each([
    ['1', true],
    ['2147483647', true],
    ['2147483648', false],
    ['0', false],
    ['-1', false],
    ['01', false],
    ['1e3', false],
    ['12345678901', false],
    [' 1', false],
    ['abc', false],
  ])('isRowId(%j) is %s', (value, expected) => {
    expect(isRowId(value)).toBe(expected);
  });

  it.each([
    ['WidgetInput.notes', 10_000],
    ['layout', 100_000],
    ['email', 254],
    ['somethingNew', TEXT_MAX],
  ])('a string %s holds at most %i characters', (key, max) => {
    expect(stringLimit(key)).toBe(max);
  });

  it.each([
    ['widgets', 100],
    ['gatewayIDs', LIST_MAX],
  ])('a list %s holds at most %i items', (key, max) => {
    expect(listLimit(key)).toBe(max);
  });
});
