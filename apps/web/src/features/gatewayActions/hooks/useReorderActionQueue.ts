import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  GatewayActionQueueDocument,
  ReorderActionQueueDocument,
} from '../../../graphql/generated/graphql';
import type { GatewayActionQueueQueryVariables } from '../../../graphql/generated/graphql';

/**
 * Saves a new order of a queue's pending actions: each listed with its place among them. The
 * server answers with the queue as it now stands, which replaces the cached one.
 */
export function useReorderActionQueue() {
  const [mutate, state] = useMutation(ReorderActionQueueDocument);
  const reorderActionQueue = useCallback(
    async (queue: GatewayActionQueueQueryVariables, pendingIDs: readonly string[]) => {
      await mutate({
        variables: {
          gatewayID: queue.gatewayID,
          customerID: queue.customerID,
          actions: pendingIDs.map((id, position) => ({ id, position })),
        },
        update(cache, { data }) {
          if (!data) return;
          cache.writeQuery({
            query: GatewayActionQueueDocument,
            variables: queue,
            data: { gatewayActionQueue: data.reorderActionQueue },
          });
        },
      });
    },
    [mutate],
  );
  return [reorderActionQueue, state] as const;
}
