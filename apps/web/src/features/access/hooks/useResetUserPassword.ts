import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ResetUserPasswordDocument } from '../../../graphql/generated/graphql';

/** Changes the signed-in user's password; their other sessions end, this one stays. */
export function useResetUserPassword() {
  const [mutate, state] = useMutation(ResetUserPasswordDocument);
  const reset = useCallback(
    async (currentPassword: string, newPassword: string) => {
      const result = await mutate({ variables: { currentPassword, newPassword } });
      return result.data?.resetUserPassword ?? false;
    },
    [mutate],
  );
  return [reset, state] as const;
}
