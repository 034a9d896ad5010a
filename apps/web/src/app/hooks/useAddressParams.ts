import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createSearchParams, useSearchParams } from 'react-router';
import type { NavigateOptions, URLSearchParamsInit } from 'react-router';

export type AddressParamsUpdate =
  URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * The page's query string as state: what a page keeps in its address so a reload or a shared link
 * shows the same thing. React Router's own setter hands a function update the parameters of the
 * last render, and the router applies a navigation a moment later; two changes before it has
 * (two fields filled in a row, keys typed on a slow machine) would each start from the same
 * parameters and the later one would drop the earlier. Here each change starts from the one
 * before it, and the page shows it at once, while the address catches up. A navigation from
 * elsewhere (back, a link) wins over anything still on its way.
 */
export function useAddressParams(): [
  URLSearchParams,
  (update: AddressParamsUpdate, options?: NavigateOptions) => void,
] {
  const [routed, navigateTo] = useSearchParams();
  const routedKey = routed.toString();
  /** Changes sent to the router and not yet in the address, oldest first. */
  const onTheirWay = useRef<string[]>([]);
  /** The parameters the next change starts from. */
  const latest = useRef(routedKey);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    const arrived = onTheirWay.current.indexOf(routedKey);
    if (arrived === -1) {
      // Not one of ours: the address moved on its own.
      onTheirWay.current = [];
      latest.current = routedKey;
      setShown(null);
      return;
    }
    onTheirWay.current = onTheirWay.current.slice(arrived + 1);
    if (onTheirWay.current.length === 0) setShown(null);
  }, [routedKey]);

  const update = useCallback(
    (next: AddressParamsUpdate, options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next;
      const key = createSearchParams(init).toString();
      if (key === latest.current) return;
      latest.current = key;
      onTheirWay.current.push(key);
      setShown(key);
      navigateTo(new URLSearchParams(key), options);
    },
    [navigateTo],
  );

  const params = useMemo(() => new URLSearchParams(shown ?? routedKey), [shown, routedKey]);
  return [params, update];
}
