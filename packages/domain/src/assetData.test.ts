import { describe, expect, it } from 'vitest';
import {
  assetDataTypeOf,
  assetDateInputValue,
  assetLabelError,
  assetValueError,
} from './assetData.js';
import type { AssetDataType } from './equipment.js';
import { messages } from './messages.js';

describe('assetValueError', () => {
  it.each<[AssetDataType, string, string | undefined]>([
    ['number', '', undefined],
    ['number', '  ', undefined],
    ['number', '42', undefined],
    ['number', '-3.5', undefined],
    ['number', '1e3', undefined],
    ['number', '.5', undefined],
    ['number', 'abc', messages.mustBeNumber],
    ['number', '12 kg', messages.mustBeNumber],
    ['number', '1,5', messages.mustBeNumber],
    ['number', 'Infinity', messages.mustBeNumber],
    ['number', '0x10', messages.mustBeNumber],
    ['date', '2026-03-10', undefined],
    ['date', '2024-02-29', undefined],
    ['date', '2026-03-10T08:00:00Z', undefined],
    ['date', '2026-02-29', messages.invalidDate],
    ['date', '2026-13-01', messages.invalidDate],
    ['date', '10/03/2026', messages.invalidDate],
    ['date', 'soon', messages.invalidDate],
    ['string', 'anything at all', undefined],
    ['firmware', 'v2.1.0-rc1', undefined],
    ['string', 'x'.repeat(256), messages.tooLong(255)],
  ])('%s %j → %s', (type, value, expected) => {
    expect(assetValueError(type, value)).toBe(expected);
  });
});

describe('assetDataTypeOf', () => {
  it.each([
    ['number', 'number'],
    ['date', 'date'],
    ['firmware', 'firmware'],
    ['string', 'string'],
    ['text', 'string'],
    ['', 'string'],
  ])('%j → %s', (stored, expected) => {
    expect(assetDataTypeOf(stored)).toBe(expected);
  });
});

describe('assetDateInputValue', () => {
  it.each([
    ['2026-03-10', '2026-03-10'],
    [' 2026-03-10 ', '2026-03-10'],
    ['2026-03-10T08:00:00.000Z', '2026-03-10'],
    ['2026-02-30', ''],
    ['March 2026', ''],
    ['', ''],
  ])('%j → %j', (stored, expected) => {
    expect(assetDateInputValue(stored)).toBe(expected);
  });
});

describe('assetLabelError', () => {
  it.each<[string, string[], string | undefined]>([
    ['Install date', ['Serial number'], undefined],
    ['', [], messages.required],
    ['   ', [], messages.required],
    ['serial NUMBER', ['Serial number'], messages.assetLabelTaken('serial NUMBER')],
    ['x'.repeat(256), [], messages.tooLong(255)],
  ])('%j among %j → %s', (label, existing, expected) => {
    expect(assetLabelError(label, existing)).toBe(expected);
  });
});
