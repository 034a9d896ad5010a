import { MODBUS_FUNCTION_CODES } from '@vigil/domain';
import type { ModbusFunctionCode } from '@vigil/domain';
import type { LibraryListQueryVariables } from '../../graphql/generated/graphql';

/** The list's tabs (query lib_tab): the customer's own, built-in and shared, by template. */
export const LIBRARY_LIST_TABS = ['mine', 'shared', 'modbus', 'snmp'] as const;
export type LibraryListTab = (typeof LIBRARY_LIST_TABS)[number];

/** Libraries per page of the list. */
export const LIBRARY_PAGE_SIZE = 50;

/** The list's state as kept in the URL, so a reload or a shared link shows the same page. */
export interface LibraryListParams {
  tab: LibraryListTab;
  query: string;
  manufacturer: string;
  showArchived: boolean;
  /** Zero-based, as TablePagination counts; the URL shows it from 1. */
  page: number;
}

/** URL keys; defaults are left out so links stay short. */
export const LIBRARY_LIST_KEYS = {
  tab: 'lib_tab',
  query: 'query',
  manufacturer: 'manufacturer',
  archived: 'archived',
  page: 'page',
} as const;

function oneOf<T extends string | number>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

export function parseLibraryListParams(search: URLSearchParams): LibraryListParams {
  const page = Number(search.get(LIBRARY_LIST_KEYS.page));
  return {
    tab: oneOf(search.get(LIBRARY_LIST_KEYS.tab), LIBRARY_LIST_TABS) ?? 'mine',
    query: search.get(LIBRARY_LIST_KEYS.query)?.trim() ?? '',
    manufacturer: search.get(LIBRARY_LIST_KEYS.manufacturer)?.trim() ?? '',
    showArchived: search.get(LIBRARY_LIST_KEYS.archived) === 'true',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function librarySearchParams(params: LibraryListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'mine') search.set(LIBRARY_LIST_KEYS.tab, params.tab);
  if (params.query) search.set(LIBRARY_LIST_KEYS.query, params.query);
  if (params.manufacturer) search.set(LIBRARY_LIST_KEYS.manufacturer, params.manufacturer);
  if (params.showArchived) search.set(LIBRARY_LIST_KEYS.archived, 'true');
  if (params.page > 0) search.set(LIBRARY_LIST_KEYS.page, String(params.page + 1));
  return search;
}

/**
 * Which libraries a tab asks equipmentList for (spec core §7 variables): the customer's own list
 * (neither defaultList nor allLists), the built-in and other customers' shared ones (the default
 * list), or every library the customer may use that has a Modbus or an SNMP template.
 */
const TAB_SCOPE: Record<LibraryListTab, Partial<LibraryListQueryVariables>> = {
  mine: { defaultList: false, allLists: false },
  shared: { defaultList: true },
  modbus: { allTemplateLists: true, filters: ['modbus'] },
  snmp: { allTemplateLists: true, filters: ['snmp'] },
};

/** The list query's variables for a state of the page. */
export function libraryListVariables(
  params: LibraryListParams,
  customerID: string | undefined,
): LibraryListQueryVariables {
  return {
    customerID,
    ...TAB_SCOPE[params.tab],
    query: params.query || undefined,
    manufacturer: params.manufacturer || undefined,
    limit: LIBRARY_PAGE_SIZE,
    offset: params.page * LIBRARY_PAGE_SIZE,
    archived: params.showArchived,
  };
}

/** The library page's tabs (query tabVal). */
export const LIBRARY_DETAIL_TABS = ['details', 'modbus', 'snmp'] as const;
export type LibraryDetailTab = (typeof LIBRARY_DETAIL_TABS)[number];

/** One library's page in the URL: its tab, and on the Modbus tab the table shown (subTab). */
export interface LibraryDetailParams {
  tab: LibraryDetailTab;
  /** A Modbus table by its function code; null for all of them. */
  functionCode: ModbusFunctionCode | null;
}

export const LIBRARY_DETAIL_KEYS = { tab: 'tabVal', subTab: 'subTab' } as const;

export function parseLibraryDetailParams(search: URLSearchParams): LibraryDetailParams {
  const tab = oneOf(search.get(LIBRARY_DETAIL_KEYS.tab), LIBRARY_DETAIL_TABS) ?? 'details';
  return {
    tab,
    functionCode:
      tab === 'modbus'
        ? (oneOf(search.get(LIBRARY_DETAIL_KEYS.subTab), MODBUS_FUNCTION_CODES) ?? null)
        : null,
  };
}

export function libraryDetailSearchParams(params: LibraryDetailParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'details') search.set(LIBRARY_DETAIL_KEYS.tab, params.tab);
  if (params.tab === 'modbus' && params.functionCode !== null) {
    search.set(LIBRARY_DETAIL_KEYS.subTab, String(params.functionCode));
  }
  return search;
}
