import { useCallback, useMemo } from 'react';
import {
  DEFAULT_TIME_RANGE,
  timeRangeFromSearchParams,
  timeRangeToSearchParams,
} from './timeRangeValue';
import type { TimeRangeValue } from './timeRangeValue';
import { useAddressParams } from '../app/hooks/useAddressParams';

/** The picked time range kept in the URL query, so a reload or a shared link keeps it. */
export function useTimeRangeParam(
  fallback: TimeRangeValue = DEFAULT_TIME_RANGE,
): [TimeRangeValue, (value: TimeRangeValue) => void] {
  const [params, setParams] = useAddressParams();
  const fallbackKey = JSON.stringify(fallback);
  const value = useMemo(
    () => timeRangeFromSearchParams(params, JSON.parse(fallbackKey) as TimeRangeValue),
    [params, fallbackKey],
  );
  const setValue = useCallback(
    (next: TimeRangeValue) =>
      setParams((current) => timeRangeToSearchParams(next, current), { replace: true }),
    [setParams],
  );
  return [value, setValue];
}
