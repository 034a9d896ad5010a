import { skipToken, useQuery } from '@apollo/client/react';
import { DiscoveryDocument } from '../../../graphql/generated/graphql';
import { useCoalescedRefetch } from './useCoalescedRefetch';
import { useGatewayActionEvents } from './useGatewayActionEvents';

/**
 * A Find Equipment scan and the devices it found, kept live: its gateway's room announces each
 * step of its progress (LIVE_EVENTS.gatewayAction), and each loads the scan again.
 */
export function useDiscovery(actionID: string | null, customerID: string | undefined) {
  const result = useQuery(
    DiscoveryDocument,
    actionID
      ? { variables: { actionID, customerID }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const refetch = useCoalescedRefetch(result.refetch);
  const gatewayID = result.data?.discovery?.action.gatewayID ?? null;
  useGatewayActionEvents(actionID ? gatewayID : null, (event) => {
    if (!event.actionID || event.actionID === actionID) refetch();
  });
  return result;
}
