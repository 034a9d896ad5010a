import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddGatewayHaNodeDocument, GatewayDocument } from '../../../graphql/generated/graphql';
import type { RegisteredGateway } from './useRegisterGateway';

/**
 * Makes a gateway an HA pair, or replaces its second node's token, and answers that token. Like a
 * registration's, the token never enters the cache; the gateway loads again, now HA1.
 */
export function useAddGatewayHaNode() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(AddGatewayHaNodeDocument, { fetchPolicy: 'no-cache' });
  const addHaNode = useCallback(
    async (gatewayID: string, customerID: string | undefined): Promise<RegisteredGateway> => {
      const { data } = await mutate({ variables: { gatewayID, customerID } });
      if (!data) throw new Error('The server did not answer with the HA node token.');
      // The pair shows at once where the gateway is shown; a failed reload leaves it for later.
      await client
        .query({
          query: GatewayDocument,
          variables: { id: gatewayID, customerID },
          fetchPolicy: 'network-only',
        })
        .catch(() => {});
      return data.addGatewayHaNode;
    },
    [client, mutate],
  );
  return [addHaNode, state] as const;
}
