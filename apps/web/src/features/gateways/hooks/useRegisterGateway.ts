import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RegisterGatewayDocument } from '../../../graphql/generated/graphql';
import type {
  RegisterGatewayMutation,
  RegisterGatewayMutationVariables,
} from '../../../graphql/generated/graphql';
import { evictGatewayLists } from './evictGatewayLists';

export type RegisteredGateway = RegisterGatewayMutation['registerGateway'];

/**
 * Registers a gateway and answers with its token. The token never enters the Apollo cache (it
 * is shown once, then only the dialog holds it); the gateway lists are asked again.
 */
export function useRegisterGateway() {
  const [mutate, state] = useMutation(RegisterGatewayDocument, {
    fetchPolicy: 'no-cache',
    update: (cache) => evictGatewayLists(cache),
  });
  const register = useCallback(
    async (variables: RegisterGatewayMutationVariables): Promise<RegisteredGateway> => {
      const { data } = await mutate({ variables });
      if (!data) throw new Error('The server did not answer the registration.');
      return data.registerGateway;
    },
    [mutate],
  );
  return [register, state] as const;
}
