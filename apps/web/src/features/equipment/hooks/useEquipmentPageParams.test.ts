import { parseEquipmentPageParams } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import {
  equipmentSearchParams,
  nextEquipmentPageState,
  parseEquipmentPageNumber,
} from './useEquipmentPageParams';
import type { EquipmentPageChange } from './useEquipmentPageParams';

const state = (search: string) => {
  const params = new URLSearchParams(search);
  return { params: parseEquipmentPageParams(params), page: parseEquipmentPageNumber(params) };
};

const next = (search: string, change: EquipmentPageChange) => {
  const before = state(search);
  const after = nextEquipmentPageState(before.params, before.page, change);
  return equipmentSearchParams(after.params, after.page).toString();
};

describe('the next state of My Equipment', () => {
  it.each<[string, string, EquipmentPageChange, string]>([
    [
      'selecting keeps the page',
      'tab=equipment&page=3',
      { selected: '9' },
      'tab=equipment&selected=9&page=3',
    ],
    [
      'a mode keeps the page',
      'tab=equipment&selected=9&page=3',
      { mode: 'edit' },
      'tab=equipment&selected=9&mode=edit&page=3',
    ],
    [
      'a search goes to the first page',
      'tab=equipment&page=3',
      { query: 'ups' },
      'tab=equipment&query=ups',
    ],
    [
      'a filter goes to the first page',
      'tab=equipment&query=ups&page=2',
      { filters: { status: ['ERROR'], protocol: [], gatewayIDs: [], locked: true } },
      'tab=equipment&query=ups&eq_filter=status_ERROR&eq_filter=locked_true',
    ],
    [
      'a sort goes to the first page',
      'tab=equipment&page=2',
      { sortColumn: 'status', order: 'desc' },
      'tab=equipment&sort_col=status&order=desc',
    ],
    [
      'a page is kept as asked',
      'tab=equipment&query=x',
      { page: 4 },
      'tab=equipment&query=x&page=5',
    ],
    [
      "a new tab starts from that tab's defaults",
      'tab=equipment&query=ups&eq_filter=status_ERROR&sort_col=createdAt&selected=9&mode=edit&page=2',
      { tab: 'gateways' },
      'tab=gateways',
    ],
    [
      'the same tab changes nothing else',
      'tab=equipment&query=ups&selected=9',
      { tab: 'equipment' },
      'tab=equipment&query=ups&selected=9',
    ],
    [
      'a selection with a tab',
      'tab=equipment&query=ups',
      { tab: 'gateways', selected: '4' },
      'tab=gateways&selected=4',
    ],
  ])('%s', (_case, search, change, expected) => {
    expect(next(search, change)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['page=1', 0],
    ['page=2', 1],
    ['page=0', 0],
    ['page=-3', 0],
    ['page=2.5', 0],
    ['page=x', 0],
  ])('reads page from %j as %i', (search, page) => {
    expect(parseEquipmentPageNumber(new URLSearchParams(search))).toBe(page);
  });
});
