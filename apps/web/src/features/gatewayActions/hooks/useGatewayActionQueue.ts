import { skipToken, useQuery } from '@apollo/client/react';
import { GatewayActionQueueDocument } from '../../../graphql/generated/graphql';
import { useCoalescedRefetch } from './useCoalescedRefetch';
import { useGatewayActionEvents } from './useGatewayActionEvents';

export interface GatewayActionQueueOptions {
  gatewayID: string | null;
  customerID: string | undefined;
  /** The gateway's HA type: the HA2 node keeps a queue of its own. */
  gatewayType?: string | null;
}

/**
 * A gateway's action queue, kept live: every change the live feed announces for the gateway
 * (LIVE_EVENTS.gatewayAction) loads the queue again.
 */
export function useGatewayActionQueue({
  gatewayID,
  customerID,
  gatewayType,
}: GatewayActionQueueOptions) {
  const result = useQuery(
    GatewayActionQueueDocument,
    gatewayID
      ? {
          variables: { gatewayID, customerID, gatewayType: gatewayType ?? undefined },
          fetchPolicy: 'cache-and-network',
          nextFetchPolicy: 'cache-first',
        }
      : skipToken,
  );
  const refetch = useCoalescedRefetch(result.refetch);
  useGatewayActionEvents(gatewayID, refetch);
  return result;
}
