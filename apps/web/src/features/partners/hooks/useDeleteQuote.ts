import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteQuoteDocument } from '../../../graphql/generated/graphql';

/** Deletes a quote: it leaves the cache, and the lists' counts ask again. */
export function useDeleteQuote() {
  const [mutate, state] = useMutation(DeleteQuoteDocument);
  const remove = useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Quote', id }) });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'quoteCount' });
          cache.gc();
        },
      });
    },
    [mutate],
  );
  return [remove, state] as const;
}
