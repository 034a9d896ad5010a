import { skipToken, useQuery } from '@apollo/client/react';
import { GatewayActionDocument } from '../../../graphql/generated/graphql';
import { useCoalescedRefetch } from './useCoalescedRefetch';
import { useGatewayActionEvents } from './useGatewayActionEvents';

/**
 * One action, kept live: loaded again whenever the live feed announces a change to it (or to its
 * gateway's whole queue), until the caller lets it go.
 */
export function useGatewayAction(
  actionID: string | null,
  gatewayID: string,
  customerID: string | undefined,
) {
  const result = useQuery(
    GatewayActionDocument,
    actionID
      ? { variables: { actionID, customerID }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const refetch = useCoalescedRefetch(result.refetch);
  useGatewayActionEvents(actionID ? gatewayID : null, (event) => {
    if (!event.actionID || event.actionID === actionID) refetch();
  });
  return result;
}
