import { REPORTS_PAGE_MAX } from '@vigil/domain';

/** The Reports page's tabs (query tab): kept reports, and the schedules that send them. */
export const REPORTS_TABS = ['past', 'scheduled'] as const;
export type ReportsTab = (typeof REPORTS_TABS)[number];

/** Past reports per page: the most one page of the server may answer. */
export const REPORTS_PAGE_SIZE = Math.min(25, REPORTS_PAGE_MAX);

/** The page's state as kept in the URL, so a reload or a shared link shows the same thing. */
export interface ReportsParams {
  tab: ReportsTab;
  /** Zero-based, as TablePagination counts; the URL shows it from 1. */
  page: number;
}

export const REPORTS_KEYS = { tab: 'tab', page: 'page' } as const;

export function parseReportsParams(search: URLSearchParams): ReportsParams {
  const tab = search.get(REPORTS_KEYS.tab);
  const page = Number(search.get(REPORTS_KEYS.page));
  return {
    tab: REPORTS_TABS.find((value) => value === tab) ?? 'past',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** Defaults are left out so links stay short; the page only counts on the past reports tab. */
export function reportsSearchParams(params: ReportsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'past') search.set(REPORTS_KEYS.tab, params.tab);
  else if (params.page > 0) search.set(REPORTS_KEYS.page, String(params.page + 1));
  return search;
}
