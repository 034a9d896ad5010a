import { useCallback, useMemo } from 'react';
import { equipmentAlarmsSearch, parseEquipmentAlarmsParams } from '../equipmentAlarmsParams';
import type { EquipmentAlarmsParams } from '../equipmentAlarmsParams';
import { useAddressParams } from '../../../app/hooks/useAddressParams';

/**
 * The alarms tab's list, search and page in the URL. A new list or search starts on the first
 * page; a search replaces the history entry, other changes add one so Back walks them.
 */
export function useEquipmentAlarmsParams() {
  const [searchParams, setSearchParams] = useAddressParams();
  const params = useMemo(() => parseEquipmentAlarmsParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (change: Partial<EquipmentAlarmsParams>, options?: { replace?: boolean }) =>
      setSearchParams(
        (current) => {
          const before = parseEquipmentAlarmsParams(current);
          const listChanged =
            (change.phase !== undefined && change.phase !== before.phase) ||
            (change.query !== undefined && change.query !== before.query);
          return equipmentAlarmsSearch({
            ...before,
            ...change,
            page: change.page ?? (listChanged ? 0 : before.page),
          });
        },
        { replace: options?.replace ?? (Object.keys(change).length === 1 && 'query' in change) },
      ),
    [setSearchParams],
  );
  return useMemo(() => ({ params, setParams }), [params, setParams]);
}
