import type { TemplatesQueryVariables } from '../../graphql/generated/graphql';

/** The list's tabs (query tab): every template the customer sees, its own, the defaults. */
export const TEMPLATE_LIST_TABS = ['all', 'mine', 'defaults'] as const;
export type TemplateListTab = (typeof TEMPLATE_LIST_TABS)[number];

/** Templates per page of the list. */
export const TEMPLATE_PAGE_SIZE = 25;

/** The list's state as kept in the URL, so a reload or a shared link shows the same page. */
export interface TemplateListParams {
  tab: TemplateListTab;
  query: string;
  /** Zero-based, as TablePagination counts; the URL shows it from 1. */
  page: number;
}

export const TEMPLATE_LIST_KEYS = { tab: 'tab', query: 'query', page: 'page' } as const;

export function parseTemplateListParams(search: URLSearchParams): TemplateListParams {
  const tab = search.get(TEMPLATE_LIST_KEYS.tab);
  const page = Number(search.get(TEMPLATE_LIST_KEYS.page));
  return {
    tab: TEMPLATE_LIST_TABS.find((value) => value === tab) ?? 'all',
    query: search.get(TEMPLATE_LIST_KEYS.query)?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** Defaults are left out so links stay short. */
export function templateSearchParams(params: TemplateListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'all') search.set(TEMPLATE_LIST_KEYS.tab, params.tab);
  if (params.query) search.set(TEMPLATE_LIST_KEYS.query, params.query);
  if (params.page > 0) search.set(TEMPLATE_LIST_KEYS.page, String(params.page + 1));
  return search;
}

const TAB_SCOPE: Record<TemplateListTab, Partial<TemplatesQueryVariables>> = {
  all: {},
  mine: { isCustomer: true },
  defaults: { isDefault: true },
};

/** The list query's variables for a state of the page. */
export function templateListVariables(
  params: TemplateListParams,
  customerID: string | undefined,
): TemplatesQueryVariables {
  return {
    customerID,
    ...TAB_SCOPE[params.tab],
    query: params.query || undefined,
    limit: TEMPLATE_PAGE_SIZE,
    offset: params.page * TEMPLATE_PAGE_SIZE,
  };
}
