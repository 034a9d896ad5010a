import { useCallback, useMemo } from 'react';
import { myAlertsSearch, nextMyAlertsParams, parseMyAlertsParams } from '../alertsParams';
import type { MyAlertsParams } from '../alertsParams';
import { useAddressParams } from '../../../app/hooks/useAddressParams';

export interface MyAlertsState {
  params: MyAlertsParams;
  /**
   * Changes the state in the URL. A new history entry by default, so Back walks tabs and pages;
   * a search replaces the entry (one per search typed, not per keystroke).
   */
  setParams: (change: Partial<MyAlertsParams>, options?: { replace?: boolean }) => void;
}

/** My Alerts' tab, search and page, kept in the URL so a reload or a shared link shows them. */
export function useMyAlertsParams(): MyAlertsState {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseMyAlertsParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (change: Partial<MyAlertsParams>, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) => myAlertsSearch(nextMyAlertsParams(parseMyAlertsParams(current), change)),
        { replace: options?.replace ?? (Object.keys(change).length === 1 && 'query' in change) },
      ),
    [setSearchParams],
  );
  return useMemo(() => ({ params, setParams }), [params, setParams]);
}
