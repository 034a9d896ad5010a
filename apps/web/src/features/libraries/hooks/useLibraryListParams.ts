import { useCallback, useMemo } from 'react';
import { librarySearchParams, parseLibraryListParams } from '../libraryParams';
import type { LibraryListParams } from '../libraryParams';
import { useAddressParams } from '../../../app/hooks/useAddressParams';

export type LibraryListChange = Partial<LibraryListParams>;

/**
 * The list's tab, search, filters and page from the URL, and a setter. Changing what is listed
 * goes back to the first page; typing a search replaces the history entry rather than adding
 * one per pause.
 */
export function useLibraryListParams(): [LibraryListParams, (change: LibraryListChange) => void] {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseLibraryListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: LibraryListChange) =>
      setSearchParams(
        (current) => {
          const next = { ...parseLibraryListParams(current), ...change };
          if (change.page === undefined) next.page = 0;
          return librarySearchParams(next);
        },
        { replace: change.query !== undefined },
      ),
    [setSearchParams],
  );
  return [params, update];
}
