import { equipmentPageSearch, parseEquipmentPageParams } from '@vigil/domain';
import type { EquipmentPageParams } from '@vigil/domain';
import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../app/hooks/useAddressParams';

/** The list page in the URL, from 1; the first page is left out. */
export const EQUIPMENT_PAGE_KEY = 'page';

export type EquipmentPageChange = Partial<EquipmentPageParams> & {
  /** Zero-based list page. */
  page?: number;
};

export interface EquipmentPageState {
  params: EquipmentPageParams;
  /** Zero-based page of the list. */
  page: number;
  /**
   * Changes the page's state in the URL. A new history entry by default, so Back walks tabs,
   * selections, modes, filters and sorts; a change of the search alone replaces the entry.
   */
  setParams: (next: EquipmentPageChange, options?: { replace?: boolean }) => void;
}

export function parseEquipmentPageNumber(search: URLSearchParams): number {
  const page = Number(search.get(EQUIPMENT_PAGE_KEY));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** What changes the list itself: the page goes back to the first. */
const LIST_KEYS = ['tab', 'query', 'filters', 'sortColumn', 'order'] as const;

/**
 * The next state: a new tab starts from that tab's defaults (the other tab's search, filters,
 * sort and selection mean nothing there); a new list goes back to its first page.
 */
export function nextEquipmentPageState(
  before: EquipmentPageParams,
  beforePage: number,
  change: EquipmentPageChange,
): { params: EquipmentPageParams; page: number } {
  const { page, ...next } = change;
  const switchingTab = next.tab !== undefined && next.tab !== before.tab;
  const base: EquipmentPageParams = switchingTab
    ? parseEquipmentPageParams(new URLSearchParams({ tab: next.tab as string }))
    : before;
  const listChanged = switchingTab || LIST_KEYS.some((key) => key in next);
  return {
    params: { ...base, ...next },
    page: page ?? (listChanged ? 0 : beforePage),
  };
}

function isSearchOnly(change: EquipmentPageChange): boolean {
  const keys = Object.keys(change);
  return keys.length === 1 && keys[0] === 'query';
}

export function equipmentSearchParams(params: EquipmentPageParams, page: number): URLSearchParams {
  const search = new URLSearchParams(equipmentPageSearch(params));
  if (page > 0) search.set(EQUIPMENT_PAGE_KEY, String(page + 1));
  return search;
}

/**
 * My Equipment's state, all of it in the URL (the domain's `parseEquipmentPageParams` and
 * `equipmentPageSearch`, plus the list page), so a reload, a shared link and Back all show the
 * same page.
 */
export function useEquipmentPageParams(): EquipmentPageState {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseEquipmentPageParams(searchParams), [searchParams]);
  const page = parseEquipmentPageNumber(searchParams);
  const setParams = useCallback(
    (change: EquipmentPageChange, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) => {
          const next = nextEquipmentPageState(
            parseEquipmentPageParams(current),
            parseEquipmentPageNumber(current),
            change,
          );
          return equipmentSearchParams(next.params, next.page);
        },
        // One history entry per search typed, not per keystroke.
        { replace: options?.replace ?? isSearchOnly(change) },
      ),
    [setSearchParams],
  );
  return useMemo(() => ({ params, page, setParams }), [params, page, setParams]);
}
