import { useCallback, useMemo } from 'react';
import { parseSensorListParams, sensorListSearchParams } from './sensorListParams';
import type { SensorListParams } from './sensorListParams';
import { useAddressParams } from '../../app/hooks/useAddressParams';

/**
 * The list's search, filters, page and sort from the URL, and a setter. Changing what is listed
 * (search, filters, sort, page size) goes back to the first page.
 */
export function useSensorListParams(): [
  SensorListParams,
  (change: Partial<SensorListParams>) => void,
] {
  const [searchParams, setSearchParams] = useAddressParams();
  const state = useMemo(() => parseSensorListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<SensorListParams>) =>
      setSearchParams(
        (current) => {
          const before = parseSensorListParams(current);
          const next = { ...before, ...change };
          if (change.page === undefined) next.page = 0;
          return sensorListSearchParams(next);
        },
        // Typing in the search box should not leave one history entry per keystroke.
        { replace: change.query !== undefined },
      ),
    [setSearchParams],
  );
  return [state, update];
}
