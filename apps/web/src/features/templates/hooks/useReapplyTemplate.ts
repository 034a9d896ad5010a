import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ReapplyTemplateDocument } from '../../../graphql/generated/graphql';

/**
 * Brings a template's changed stamped views back to it; the template's out-of-sync count takes
 * the answer's. (The drift dialog asks afresh each time it opens.)
 */
export function useReapplyTemplate(customerID: string | undefined) {
  const [mutate, state] = useMutation(ReapplyTemplateDocument);
  const reapplyTemplate = useCallback(
    async (id: string) => {
      const result = await mutate({
        variables: { id, customerID },
        update(cache, { data }) {
          if (!data) return;
          cache.modify({
            id: cache.identify({ __typename: 'Template', id }),
            fields: { outOfSyncViewCount: () => data.reapplyTemplate.outOfSyncViewCount },
          });
        },
      });
      return result.data?.reapplyTemplate ?? null;
    },
    [mutate, customerID],
  );
  return [reapplyTemplate, state] as const;
}
