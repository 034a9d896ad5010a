import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SetOrderStatusDocument } from '../../../graphql/generated/graphql';

/**
 * Sets the next status an order reached (with its date, now when absent). The order, with its
 * dates and what the user may set next, updates in the cache by its id. A completed order starts
 * a licence, so the licences ask again.
 */
export function useSetOrderStatus() {
  const [mutate, state] = useMutation(SetOrderStatusDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'licenses' });
      cache.gc();
    },
  });
  const setStatus = useCallback(
    async (id: string, status: string, at: string | null) => {
      await mutate({ variables: { id, status, at } });
    },
    [mutate],
  );
  return [setStatus, state] as const;
}
