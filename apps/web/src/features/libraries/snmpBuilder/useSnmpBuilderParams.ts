import { useCallback, useMemo } from 'react';
import { parseSnmpBuilderParams, withSnmpBuilderParams } from './snmpBuilderModel';
import type { SnmpBuilderParams } from './snmpBuilderModel';
import { useAddressParams } from '../../../app/hooks/useAddressParams';

/**
 * Whether the SNMP template builder is open and on which source, from the query of the page it
 * opens on (builder=snmp&source=mib|walk|paste), and a setter that keeps the page's own keys.
 * Changing the source replaces the history entry; opening and closing add one.
 */
export function useSnmpBuilderParams(): [
  SnmpBuilderParams,
  (change: Partial<SnmpBuilderParams>, options?: { replace?: boolean }) => void,
] {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseSnmpBuilderParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<SnmpBuilderParams>, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) =>
          withSnmpBuilderParams(current, { ...parseSnmpBuilderParams(current), ...change }),
        { replace: options?.replace ?? change.open === undefined },
      ),
    [setSearchParams],
  );
  return [params, update];
}
