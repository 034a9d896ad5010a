import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RotateGatewayTokenDocument } from '../../../graphql/generated/graphql';
import type { RegisteredGateway } from './useRegisterGateway';

/** A new token for a gateway (the old one stops working); like a registration's, never cached. */
export function useRotateGatewayToken() {
  const [mutate, state] = useMutation(RotateGatewayTokenDocument, { fetchPolicy: 'no-cache' });
  const rotate = useCallback(
    async (gatewayID: string, customerID: string | undefined): Promise<RegisteredGateway> => {
      const { data } = await mutate({ variables: { gatewayID, customerID } });
      if (!data) throw new Error('The server did not answer the token rotation.');
      return data.rotateGatewayToken;
    },
    [mutate],
  );
  return [rotate, state] as const;
}
