import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { VerifyUserDocument } from '../../../graphql/generated/graphql';

/** Sets an invited user's first password with their verification link's token. */
export function useVerifyUser(id: string, token: string) {
  const [mutate, state] = useMutation(VerifyUserDocument);
  const verify = useCallback(
    async (password: string) => {
      const result = await mutate({ variables: { id, token, password } });
      return result.data?.verifyUser ?? false;
    },
    [mutate, id, token],
  );
  return [verify, state] as const;
}
