import { skipToken, useQuery } from '@apollo/client/react';
import { GatewayDocument } from '../../../graphql/generated/graphql';

/**
 * The selected gateway, also when the page shown does not hold it. Once loaded it is read from
 * the cache, which the list, the live feed and the mutations keep current: a gateway just
 * deleted (and evicted) is not asked for again while its details close.
 */
export function useGateway(gatewayID: string | null, customerID: string | undefined) {
  return useQuery(
    GatewayDocument,
    gatewayID
      ? { variables: { id: gatewayID, customerID }, nextFetchPolicy: 'cache-only' }
      : skipToken,
  );
}
