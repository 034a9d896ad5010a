import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ResetPasswordDocument } from '../../../graphql/generated/graphql';

/** Sets a new password with a forgot-password link's token (spent by this). */
export function useResetPassword(id: string, token: string) {
  const [mutate, state] = useMutation(ResetPasswordDocument);
  const reset = useCallback(
    async (password: string) => {
      const result = await mutate({ variables: { id, token, password } });
      return result.data?.resetPassword ?? false;
    },
    [mutate, id, token],
  );
  return [reset, state] as const;
}
