import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddQuoteCommentDocument,
  QuoteCommentFieldsFragmentDoc,
} from '../../../graphql/generated/graphql';

/** Adds a comment to a quote and appends it to that quote's comments in the cache. */
export function useAddQuoteComment(quoteID: string) {
  const [mutate, state] = useMutation(AddQuoteCommentDocument, {
    update: (cache, { data }) => {
      const added = data?.addQuoteComment;
      if (!added) return;
      cache.modify({
        id: cache.identify({ __typename: 'Quote', id: quoteID }),
        fields: {
          comments: (existing) => [
            ...(Array.isArray(existing) ? existing : []),
            cache.writeFragment({ data: added, fragment: QuoteCommentFieldsFragmentDoc }),
          ],
        },
      });
    },
  });
  const add = useCallback(
    async (comment: string) => {
      await mutate({ variables: { quoteID, comment } });
    },
    [mutate, quoteID],
  );
  return [add, state] as const;
}
