import { useCallback, useMemo } from 'react';
import { libraryDetailSearchParams, parseLibraryDetailParams } from '../libraryParams';
import type { LibraryDetailParams } from '../libraryParams';
import { useAddressParams } from '../../../app/hooks/useAddressParams';

/** The library page's tab (tabVal) and Modbus table (subTab) from the URL, and a setter. */
export function useLibraryDetailParams(): [
  LibraryDetailParams,
  (change: Partial<LibraryDetailParams>) => void,
] {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseLibraryDetailParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<LibraryDetailParams>) =>
      setSearchParams((current) =>
        libraryDetailSearchParams({ ...parseLibraryDetailParams(current), ...change }),
      ),
    [setSearchParams],
  );
  return [params, update];
}
