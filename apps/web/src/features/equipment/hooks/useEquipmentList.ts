import { skipToken, useQuery } from '@apollo/client/react';
import { EQUIPMENT_LIST_LIMIT } from '@vigil/domain';
import type { EquipmentListFilters, EquipmentPageParams } from '@vigil/domain';
import { AllEquipmentDocument } from '../../../graphql/generated/graphql';
import type { EquipmentFilters } from '../../../graphql/generated/graphql';

/** The page's filters as the API takes them; none given is undefined. */
export function equipmentFiltersInput(filters: EquipmentListFilters): EquipmentFilters | undefined {
  const input: EquipmentFilters = {};
  if (filters.status.length > 0) input.status = filters.status;
  if (filters.protocol.length > 0) input.protocol = filters.protocol;
  if (filters.gatewayIDs.length > 0) input.gatewayIDs = filters.gatewayIDs;
  for (const flag of ['maintenance', 'repair', 'disconnected', 'locked'] as const) {
    if (filters[flag] !== undefined) input[flag] = filters[flag];
  }
  return Object.keys(input).length > 0 ? input : undefined;
}

/**
 * One server page (200) of the customer's equipment as the URL asks: search, filters, sort.
 * `includeID` (the item deep-linked when the page opened) is listed first, so its row shows on
 * the first page; it stays the same while the user selects other rows, so the list never jumps.
 */
export function useEquipmentList(
  customerID: string | undefined,
  params: EquipmentPageParams,
  page: number,
  includeID: string | null,
) {
  const result = useQuery(
    AllEquipmentDocument,
    customerID
      ? {
          variables: {
            customerID,
            query: params.query || undefined,
            filters: equipmentFiltersInput(params.filters),
            sortColumn: params.sortColumn,
            sortOrder: params.order,
            limit: EQUIPMENT_LIST_LIMIT,
            offset: page * EQUIPMENT_LIST_LIMIT,
            includeID: includeID ?? undefined,
          },
        }
      : skipToken,
  );
  // While the next page or search loads, the previous rows stay, under a progress bar.
  const shown = result.data ?? result.previousData;
  return {
    items: shown?.allEquipment.items ?? null,
    total: shown?.allEquipment.total ?? 0,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
    /** The rows on screen answer the current variables (not the previous page's). */
    current: result.data !== undefined,
  };
}
