import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_PAGE_SIZE,
  parseTemplateListParams,
  templateListVariables,
  templateSearchParams,
} from './templateParams';

describe('template list params', () => {
  it.each([
    ['', { tab: 'all', query: '', page: 0 }],
    ['tab=defaults&query=ups&page=3', { tab: 'defaults', query: 'ups', page: 2 }],
    ['tab=mine', { tab: 'mine', query: '', page: 0 }],
    ['tab=nope&page=-2', { tab: 'all', query: '', page: 0 }],
    ['query=%20rack%20&page=1', { tab: 'all', query: 'rack', page: 0 }],
  ])('%s → %j', (search, expected) => {
    expect(parseTemplateListParams(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes only what differs from the defaults', () => {
    expect(templateSearchParams({ tab: 'all', query: '', page: 0 }).toString()).toBe('');
    expect(templateSearchParams({ tab: 'defaults', query: 'ups', page: 1 }).toString()).toBe(
      'tab=defaults&query=ups&page=2',
    );
  });

  it.each([
    ['all', {}],
    ['mine', { isCustomer: true }],
    ['defaults', { isDefault: true }],
  ] as const)('tab %s asks %j', (tab, scope) => {
    expect(templateListVariables({ tab, query: 'x', page: 2 }, 'c1')).toEqual({
      customerID: 'c1',
      ...scope,
      query: 'x',
      limit: TEMPLATE_PAGE_SIZE,
      offset: 2 * TEMPLATE_PAGE_SIZE,
    });
  });
});
