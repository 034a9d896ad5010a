import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { GatewayHaNodesDocument } from '../../../graphql/generated/graphql';

/**
 * Both nodes of an HA pair (gwType HA1) with their roles, last check-ins and versions; nothing
 * for a single gateway. The live feed writes the pair's haStatus into the gateway (a failover
 * moves it), and each change of it loads the nodes again, so both roles follow.
 */
export function useGatewayHaNodes(
  gateway: { id: string; gwType: string; haStatus: string } | null,
  customerID: string | undefined,
) {
  const paired = gateway?.gwType === 'HA1';
  const result = useQuery(
    GatewayHaNodesDocument,
    gateway && paired ? { variables: { id: gateway.id, customerID } } : skipToken,
  );
  const { refetch } = result;
  const haStatus = gateway?.haStatus ?? null;
  const previous = useRef(haStatus);
  useEffect(() => {
    if (previous.current === haStatus) return;
    previous.current = haStatus;
    if (paired) void refetch().catch(() => {});
  }, [haStatus, paired, refetch]);
  return result;
}
