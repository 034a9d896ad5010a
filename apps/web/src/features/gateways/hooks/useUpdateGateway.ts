import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateGatewayDocument } from '../../../graphql/generated/graphql';
import type { UpdateGatewayMutationVariables } from '../../../graphql/generated/graphql';

/**
 * Renames a gateway or changes its poll interval. The answer carries the gateway's fields, which
 * the cache merges into its Network entry, so its row and details update without a refetch.
 */
export function useUpdateGateway() {
  const [mutate, state] = useMutation(UpdateGatewayDocument);
  const update = useCallback(
    async (variables: UpdateGatewayMutationVariables) => {
      const { data } = await mutate({ variables });
      if (!data) throw new Error('The server did not answer the update.');
      return data.updateGateway;
    },
    [mutate],
  );
  return [update, state] as const;
}
