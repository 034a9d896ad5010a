import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { VerifyUserDocument } from '../../../graphql/generated/graphql';

/**
 * Sets an invited user's first password with their verification link's token, accepting the
 * service agreement when they did.
 */
export function useVerifyUser(id: string, token: string) {
  const [mutate, state] = useMutation(VerifyUserDocument);
  const verify = useCallback(
    async (password: string, acceptedTerms: boolean) => {
      const result = await mutate({ variables: { id, token, password, acceptedTerms } });
      return result.data?.verifyUser ?? false;
    },
    [mutate, id, token],
  );
  return [verify, state] as const;
}
