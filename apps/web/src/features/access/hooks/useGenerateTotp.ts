import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { GenerateTotpDocument } from '../../../graphql/generated/graphql';
import { useProductName } from './useProductName';

/** Starts MFA set-up: a new secret as a QR image and a manual code, named for the brand. */
export function useGenerateTotp() {
  const [mutate, state] = useMutation(GenerateTotpDocument);
  const productName = useProductName();
  const generate = useCallback(
    async (isMsAuth: boolean) => {
      const result = await mutate({ variables: { productName, isMsAuth } });
      if (!result.data) throw new Error('No answer');
      return result.data.generateTotp;
    },
    [mutate, productName],
  );
  return [generate, state] as const;
}
