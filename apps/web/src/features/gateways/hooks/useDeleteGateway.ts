import { useMutation } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback } from 'react';
import { DeleteGatewayDocument } from '../../../graphql/generated/graphql';
import { evictGatewayLists } from './evictGatewayLists';

// The gateway's devices, sensors and readings go with it, so every cached list of them is stale.
const LISTS_OF_ITS_CONTENTS = ['allEquipment', 'siteSummary', 'sensors', 'sensorsCount'];

/** Deletes a gateway with everything under it, and drops it and the lists it was in from the cache. */
export function useDeleteGateway() {
  const [mutate, state] = useMutation(DeleteGatewayDocument);
  const remove = useCallback(
    async (gatewayID: string, customerID: string | undefined): Promise<void> => {
      const { data } = await mutate({
        variables: { gatewayID, customerID },
        update: (cache, result) => {
          if (!result.data?.deleteGateway) return;
          cache.evict({ id: cache.identify({ __typename: 'Network', id: gatewayID }) });
          evictGatewayLists(cache, LISTS_OF_ITS_CONTENTS);
        },
      });
      if (!data?.deleteGateway) throw new Error(messages.deleteError);
    },
    [mutate],
  );
  return [remove, state] as const;
}
