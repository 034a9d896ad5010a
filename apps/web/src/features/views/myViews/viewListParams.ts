import { DEFAULT_VIEW_SETTINGS, VIEW_STATUS_FILTERS, isViewStatusFilter } from '@vigil/domain';
import type { ViewCountsByFilter, ViewStatusFilter } from '@vigil/domain';

/** Cards per page: a multiple of 2, 3 and 4, so full pages fill every grid width evenly. */
export const VIEWS_PAGE_SIZE = 24;

/** My Views as kept in the URL query (spec core §2: tagID, search, asset), so links reproduce it. */
export interface ViewListParams {
  search: string;
  tagID: string | null;
  statuses: ViewStatusFilter[];
  disconnected: boolean;
  maintenance: boolean;
  /** Index of the first card shown; a multiple of VIEWS_PAGE_SIZE. */
  offset: number;
  /** Asset views only ('true'); see ViewsPage for why the list does not act on it yet. */
  asset: boolean;
}

export const VIEW_LIST_KEYS = {
  search: 'search',
  tagID: 'tagID',
  status: 'status',
  disconnected: 'disconnected',
  maintenance: 'maintenance',
  offset: 'offset',
  asset: 'asset',
} as const;

function flag(value: string | null, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

export function parseViewListParams(params: URLSearchParams): ViewListParams {
  const statuses = new Set(
    params
      .getAll(VIEW_LIST_KEYS.status)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter(isViewStatusFilter),
  );
  const offset = Number(params.get(VIEW_LIST_KEYS.offset));
  return {
    search: params.get(VIEW_LIST_KEYS.search)?.trim() ?? '',
    tagID: params.get(VIEW_LIST_KEYS.tagID) || null,
    // In the domain's order, whatever order the link gave them in.
    statuses: VIEW_STATUS_FILTERS.filter((status) => statuses.has(status)),
    disconnected: flag(params.get(VIEW_LIST_KEYS.disconnected), DEFAULT_VIEW_SETTINGS.disconnected),
    maintenance: flag(params.get(VIEW_LIST_KEYS.maintenance), DEFAULT_VIEW_SETTINGS.maintenance),
    // A hand-typed offset snaps to the start of its page.
    offset: Number.isInteger(offset) && offset > 0 ? offset - (offset % VIEWS_PAGE_SIZE) : 0,
    asset: params.get(VIEW_LIST_KEYS.asset) === 'true',
  };
}

/** The query for a list state; defaults are left out so links stay short. */
export function viewListSearchParams(state: ViewListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set(VIEW_LIST_KEYS.search, state.search);
  if (state.tagID) params.set(VIEW_LIST_KEYS.tagID, state.tagID);
  for (const status of state.statuses) params.append(VIEW_LIST_KEYS.status, status);
  if (state.disconnected !== DEFAULT_VIEW_SETTINGS.disconnected) {
    params.set(VIEW_LIST_KEYS.disconnected, String(state.disconnected));
  }
  if (state.maintenance !== DEFAULT_VIEW_SETTINGS.maintenance) {
    params.set(VIEW_LIST_KEYS.maintenance, String(state.maintenance));
  }
  if (state.offset > 0) params.set(VIEW_LIST_KEYS.offset, String(state.offset));
  if (state.asset) params.set(VIEW_LIST_KEYS.asset, 'true');
  return params;
}

/**
 * How many views the list holds under the chosen filters, from the counts; null when the counts
 * cannot tell. A view can be in error and in warning at once, so two problem filters overlap;
 * 'ok' overlaps none of them, so it adds up exactly.
 */
export function matchingTotal(
  counts: ViewCountsByFilter,
  statuses: readonly ViewStatusFilter[],
): number | null {
  if (statuses.length === 0) return counts.total;
  if (!countsGiveTotal(statuses)) return null;
  return statuses.reduce((sum, status) => sum + counts[status], 0);
}

/** Whether the counts can give the list's length under these filters (see matchingTotal). */
export function countsGiveTotal(statuses: readonly ViewStatusFilter[]): boolean {
  return statuses.filter((status) => status !== 'ok').length <= 1;
}
