import { useCallback, useMemo } from 'react';
import { parseViewListParams, viewListSearchParams } from './viewListParams';
import type { ViewListParams } from './viewListParams';
import { useAddressParams } from '../../../app/hooks/useAddressParams';

/**
 * My Views' search, filters and page from the URL, and a setter. Changing what is listed goes
 * back to the first page.
 */
export function useViewListParams(): [ViewListParams, (change: Partial<ViewListParams>) => void] {
  const [searchParams, setSearchParams] = useAddressParams();
  const state = useMemo(() => parseViewListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ViewListParams>) =>
      setSearchParams(
        (current) => {
          const next = { ...parseViewListParams(current), ...change };
          if (change.offset === undefined) next.offset = 0;
          return viewListSearchParams(next);
        },
        // Typing in the search box should not leave one history entry per pause.
        { replace: change.search !== undefined },
      ),
    [setSearchParams],
  );
  return [state, update];
}
