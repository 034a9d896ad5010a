import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SaveQuoteDocument } from '../../../graphql/generated/graphql';
import type { QuoteFieldsFragment, QuoteInput } from '../../../graphql/generated/graphql';

/**
 * Creates (without id) or edits a quote. The quote itself updates in the cache by its id; the
 * lists ask again, since a new quote, a new title or a hidden flag changes what they hold.
 */
export function useSaveQuote() {
  const [mutate, state] = useMutation(SaveQuoteDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'quotes' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'quoteCount' });
      cache.gc();
    },
  });
  const save = useCallback(
    async (
      id: string | null,
      partnerID: string,
      quote: QuoteInput,
    ): Promise<QuoteFieldsFragment> => {
      const { data } = await mutate({ variables: { id, partnerID, quote } });
      if (!data) throw new Error('The server did not answer.');
      return data.saveQuote;
    },
    [mutate],
  );
  return [save, state] as const;
}
