import { describe, expect, it } from 'vitest';
import { matchingTotal, parseViewListParams, viewListSearchParams } from './viewListParams';
import type { ViewCountsByFilter } from '@vigil/domain';
import type { ViewListParams } from './viewListParams';

const defaults: ViewListParams = {
  search: '',
  tagID: null,
  statuses: [],
  disconnected: false,
  maintenance: false,
  offset: 0,
  asset: false,
};

describe('parseViewListParams', () => {
  it.each<[string, Partial<ViewListParams>]>([
    ['', {}],
    ['search=%20pump%20', { search: 'pump' }],
    ['tagID=t7', { tagID: 't7' }],
    ['tagID=', {}],
    // Any order and case, repeated or comma-joined; unknown ones dropped; the domain's order.
    ['status=ERROR&status=ok,bogus&status=warning', { statuses: ['ok', 'warning', 'error'] }],
    ['disconnected=true&maintenance=true', { disconnected: true, maintenance: true }],
    ['disconnected=yes&maintenance=false', {}],
    ['offset=48', { offset: 48 }],
    ['offset=50', { offset: 48 }],
    ['offset=-24', {}],
    ['offset=abc', {}],
    ['asset=true', { asset: true }],
    ['asset=1', {}],
  ])('%s', (query, expected) => {
    expect(parseViewListParams(new URLSearchParams(query))).toEqual({ ...defaults, ...expected });
  });
});

describe('viewListSearchParams', () => {
  it('leaves defaults out and reads back what it writes', () => {
    expect(viewListSearchParams(defaults).toString()).toBe('');
    const state: ViewListParams = {
      search: 'pump room',
      tagID: 't2',
      statuses: ['warning', 'error'],
      disconnected: true,
      maintenance: true,
      offset: 24,
      asset: true,
    };
    const query = viewListSearchParams(state);
    expect(query.toString()).toBe(
      'search=pump+room&tagID=t2&status=warning&status=error&disconnected=true&maintenance=true&offset=24&asset=true',
    );
    expect(parseViewListParams(query)).toEqual(state);
  });
});

describe('matchingTotal', () => {
  const counts: ViewCountsByFilter = {
    total: 20,
    ok: 9,
    warning: 6,
    error: 5,
    disconnected: 3,
    repair: 1,
    maintenance: 2,
  };
  it.each<[ViewListParams['statuses'], number | null]>([
    [[], 20],
    [['ok'], 9],
    [['error'], 5],
    // ok overlaps nothing, so it adds up.
    [['ok', 'repair'], 10],
    // A view can be in error and in warning: the counts cannot tell.
    [['warning', 'error'], null],
    [['ok', 'warning', 'maintenance'], null],
  ])('%j gives %s', (statuses, expected) => {
    expect(matchingTotal(counts, statuses)).toBe(expected);
  });
});
