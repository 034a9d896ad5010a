import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeactivateTotpDocument } from '../../../graphql/generated/graphql';

/** Turns MFA off with the user's password; the user (by id) then shows MFA off. */
export function useDeactivateTotp(userId: string) {
  const [mutate, state] = useMutation(DeactivateTotpDocument, {
    update(cache, { data }) {
      if (!data?.deactivateTotp) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { totp: () => false },
      });
    },
  });
  const deactivate = useCallback(
    async (password: string) => {
      const result = await mutate({ variables: { password } });
      return result.data?.deactivateTotp ?? false;
    },
    [mutate],
  );
  return [deactivate, state] as const;
}
