import { useQuery } from '@apollo/client/react';
import { GATEWAYS_PAGE_SIZE } from '@vigil/domain';
import type { EquipmentPageParams } from '@vigil/domain';
import { GatewaysDocument } from '../../../graphql/generated/graphql';
import { gatewayListFilters } from '../gatewayListFilters';

export interface GatewayListRequest {
  customerID: string | undefined;
  params: EquipmentPageParams;
  /** Zero-based page of GATEWAYS_PAGE_SIZE rows. */
  page: number;
  /** Listed first when it matches (a deep link shows it on the first page). */
  selectedID: string | null;
}

/** One page of the customer's gateways, searched, filtered and sorted on the server, and the total. */
export function useGatewayList({ customerID, params, page, selectedID }: GatewayListRequest) {
  return useQuery(GatewaysDocument, {
    variables: {
      customerID,
      query: params.query || undefined,
      filters: gatewayListFilters(params.filters),
      sortColumn: params.sortColumn,
      sortOrder: params.order,
      limit: GATEWAYS_PAGE_SIZE,
      offset: page * GATEWAYS_PAGE_SIZE,
      selectedID: selectedID ?? undefined,
    },
  });
}
