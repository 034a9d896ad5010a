import {
  ALARM_LIST_PHASES,
  isAlarmListPhase,
  parseListPage,
} from '../../components/alarms/alarmLists';
import type { AlarmListPhase } from '../../components/alarms/alarmLists';

/** My Alerts' tabs: the three alarm lists, then the user's alert settings. */
export const MY_ALERTS_TABS = [...ALARM_LIST_PHASES, 'settings'] as const;
export type MyAlertsTab = AlarmListPhase | 'settings';

/** My Alerts' state, all of it in the URL (spec core §2: query, the URL-decoded search). */
export interface MyAlertsParams {
  tab: MyAlertsTab;
  query: string;
  /** Zero-based page of the list. */
  page: number;
}

export function parseMyAlertsParams(search: URLSearchParams): MyAlertsParams {
  const tab = search.get('tab');
  return {
    tab: tab === 'settings' || isAlarmListPhase(tab) ? tab : 'open',
    query: (search.get('query') ?? '').trim(),
    page: parseListPage(search.get('page')),
  };
}

/** The query string of a state; defaults (the open tab, no search, the first page) left out. */
export function myAlertsSearch(params: MyAlertsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'open') search.set('tab', params.tab);
  if (params.query) search.set('query', params.query);
  if (params.page > 0) search.set('page', String(params.page + 1));
  return search;
}

/**
 * The next state: a new tab or a new search starts on the first page; the search stays across
 * the lists' tabs, whose counts are over it.
 */
export function nextMyAlertsParams(
  before: MyAlertsParams,
  change: Partial<MyAlertsParams>,
): MyAlertsParams {
  const listChanged =
    (change.tab !== undefined && change.tab !== before.tab) ||
    (change.query !== undefined && change.query !== before.query);
  return {
    ...before,
    ...change,
    page: change.page ?? (listChanged ? 0 : before.page),
  };
}
