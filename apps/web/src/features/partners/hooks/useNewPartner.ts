import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { NewPartnerDocument } from '../../../graphql/generated/graphql';
import type { PartnerListFieldsFragment } from '../../../graphql/generated/graphql';

/** Creates a partner and makes the partner list ask again, so it shows in its place by name. */
export function useNewPartner() {
  const [mutate, state] = useMutation(NewPartnerDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'partners' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'partnerCount' });
      cache.gc();
    },
  });
  const create = useCallback(
    async (name: string): Promise<PartnerListFieldsFragment> => {
      const { data } = await mutate({ variables: { name } });
      if (!data) throw new Error('The server did not answer.');
      return data.newPartner;
    },
    [mutate],
  );
  return [create, state] as const;
}
