import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateTokenDocument } from '../../../graphql/generated/graphql';
import { useProductName } from './useProductName';

/** Asks for a new verification link (the resend page); the same answer for any address. */
export function useUpdateToken() {
  const [mutate, state] = useMutation(UpdateTokenDocument);
  const productName = useProductName();
  const resend = useCallback(
    async (email: string) => {
      const result = await mutate({ variables: { email, productName } });
      return result.data?.updateToken ?? false;
    },
    [mutate, productName],
  );
  return [resend, state] as const;
}
