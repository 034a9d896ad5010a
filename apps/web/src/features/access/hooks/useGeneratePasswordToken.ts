import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { GeneratePasswordTokenDocument } from '../../../graphql/generated/graphql';
import { useProductName } from './useProductName';

/** Asks for a forgot-password e-mail; the answer is the same whether or not the address has an account. */
export function useGeneratePasswordToken() {
  const [mutate, state] = useMutation(GeneratePasswordTokenDocument);
  const productName = useProductName();
  const request = useCallback(
    async (email: string) => {
      const result = await mutate({ variables: { email, productName } });
      return result.data?.generatePasswordToken ?? false;
    },
    [mutate, productName],
  );
  return [request, state] as const;
}
