import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../../app/hooks/useAddressParams';
import { parseReportsParams, reportsSearchParams } from '../reportParams';
import type { ReportsParams } from '../reportParams';

/** The page's tab and page of past reports from the URL, and a setter; another tab starts at page 1. */
export function useReportsParams(): [ReportsParams, (change: Partial<ReportsParams>) => void] {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseReportsParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ReportsParams>) =>
      setSearchParams((current) => {
        const next = { ...parseReportsParams(current), ...change };
        if (change.page === undefined) next.page = 0;
        return reportsSearchParams(next);
      }),
    [setSearchParams],
  );
  return [params, update];
}
