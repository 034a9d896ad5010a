import { STATUS_COLORS } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { viewStatusColor, viewStatusParts } from './viewStatus';
import type { ViewStatusFields } from './viewStatus';

const fine: ViewStatusFields = {
  errors: 0,
  warnings: 0,
  disconnected: 0,
  maintenance: 0,
  isRepair: false,
};

describe('viewStatusParts', () => {
  it.each<[Partial<ViewStatusFields>, string[]]>([
    [{}, ['OK']],
    [{ errors: 2 }, ['Errors 2']],
    [{ warnings: 1, disconnected: 4 }, ['Warnings 1', 'Disconnected 4']],
    [{ maintenance: 1, isRepair: true }, ['Maintenance 1', 'Repair']],
    [
      { errors: 1, warnings: 2, disconnected: 3, maintenance: 4, isRepair: true },
      ['Errors 1', 'Warnings 2', 'Disconnected 3', 'Maintenance 4', 'Repair'],
    ],
  ])('%j', (view, expected) => {
    expect(viewStatusParts({ ...fine, ...view }).map((part) => part.text)).toEqual(expected);
  });
});

describe('viewStatusColor', () => {
  it.each([
    ['ok', STATUS_COLORS.green],
    ['warning', STATUS_COLORS.yellow],
    ['error', STATUS_COLORS.red],
    ['disconnected', STATUS_COLORS.grey],
    ['maintenance', STATUS_COLORS.grey],
    ['repair', STATUS_COLORS.grey],
  ] as const)('%s is %s', (kind, colour) => {
    expect(viewStatusColor(kind)).toBe(colour);
  });
});
