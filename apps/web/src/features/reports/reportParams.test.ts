import { describe, expect, it } from 'vitest';
import { parseReportsParams, reportsSearchParams } from './reportParams';

describe('parseReportsParams', () => {
  it.each([
    ['', { tab: 'past', page: 0 }],
    ['tab=scheduled', { tab: 'scheduled', page: 0 }],
    ['tab=nonsense', { tab: 'past', page: 0 }],
    ['page=3', { tab: 'past', page: 2 }],
    ['page=1', { tab: 'past', page: 0 }],
    ['page=0', { tab: 'past', page: 0 }],
    ['page=-2', { tab: 'past', page: 0 }],
    ['page=2.5', { tab: 'past', page: 0 }],
    ['page=x', { tab: 'past', page: 0 }],
  ])('?%s → %o', (query, expected) => {
    expect(parseReportsParams(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('reportsSearchParams', () => {
  it.each([
    [{ tab: 'past', page: 0 }, ''],
    [{ tab: 'past', page: 2 }, 'page=3'],
    [{ tab: 'scheduled', page: 0 }, 'tab=scheduled'],
    [{ tab: 'scheduled', page: 4 }, 'tab=scheduled'],
  ] as const)('%o → ?%s', (params, expected) => {
    expect(reportsSearchParams(params).toString()).toBe(expected);
  });
});
