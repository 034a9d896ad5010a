import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateOrderDocument } from '../../../graphql/generated/graphql';

/** Sets an order's internal id; the order updates in the cache by its id. */
export function useUpdateOrder() {
  const [mutate, state] = useMutation(UpdateOrderDocument);
  const update = useCallback(
    async (id: string, internalID: string | null) => {
      await mutate({ variables: { id, internalID } });
    },
    [mutate],
  );
  return [update, state] as const;
}
