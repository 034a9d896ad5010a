import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateOrderDocument } from '../../../graphql/generated/graphql';
import type { OrderFieldsFragment } from '../../../graphql/generated/graphql';

/**
 * Makes the order of a proposal: the quote now points at it, and the order lists ask again.
 */
export function useCreateOrder() {
  const [mutate, state] = useMutation(CreateOrderDocument, {
    update: (cache, { data }) => {
      const order = data?.createOrder;
      if (!order) return;
      cache.modify({
        id: cache.identify({ __typename: 'Quote', id: order.quoteID }),
        fields: { orderID: () => order.id },
      });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'orderCount' });
      cache.gc();
    },
  });
  const create = useCallback(
    async (visibleID: string, partnerID: string): Promise<OrderFieldsFragment> => {
      const { data } = await mutate({ variables: { visibleID, partnerID } });
      if (!data) throw new Error('The server did not answer.');
      return data.createOrder;
    },
    [mutate],
  );
  return [create, state] as const;
}
