import { describe, expect, it } from 'vitest';
import { myAlertsSearch, nextMyAlertsParams, parseMyAlertsParams } from './alertsParams';
import type { MyAlertsParams } from './alertsParams';

describe('parseMyAlertsParams', () => {
  it.each<[string, MyAlertsParams]>([
    ['', { tab: 'open', query: '', page: 0 }],
    ['tab=acknowledged&query=UPS%201&page=3', { tab: 'acknowledged', query: 'UPS 1', page: 2 }],
    ['tab=cleared&query=pump+room', { tab: 'cleared', query: 'pump room', page: 0 }],
    ['tab=settings', { tab: 'settings', query: '', page: 0 }],
    ['tab=nonsense&page=-2', { tab: 'open', query: '', page: 0 }],
    ['page=1.5&query=%20%20', { tab: 'open', query: '', page: 0 }],
  ])('%s', (search, expected) => {
    expect(parseMyAlertsParams(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('myAlertsSearch', () => {
  it.each<[MyAlertsParams, string]>([
    [{ tab: 'open', query: '', page: 0 }, ''],
    [{ tab: 'acknowledged', query: 'UPS 1', page: 2 }, 'tab=acknowledged&query=UPS+1&page=3'],
  ])('%j → %s', (params, expected) => {
    const search = myAlertsSearch(params);
    expect(search.toString()).toBe(expected);
    expect(parseMyAlertsParams(search)).toEqual(params);
  });
});

describe('nextMyAlertsParams', () => {
  const at: MyAlertsParams = { tab: 'open', query: 'ups', page: 2 };
  it.each<[Partial<MyAlertsParams>, MyAlertsParams]>([
    [{ tab: 'cleared' }, { tab: 'cleared', query: 'ups', page: 0 }],
    [{ query: 'pdu' }, { tab: 'open', query: 'pdu', page: 0 }],
    [{ query: 'ups' }, at],
    [{ page: 4 }, { ...at, page: 4 }],
  ])('%j', (change, expected) => {
    expect(nextMyAlertsParams(at, change)).toEqual(expected);
  });
});
