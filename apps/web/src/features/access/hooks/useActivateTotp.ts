import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ActivateTotpDocument } from '../../../graphql/generated/graphql';

/**
 * Activates the verified secret and answers the recovery codes; the user (by id) then shows MFA
 * on wherever it is read.
 */
export function useActivateTotp(userId: string) {
  const [mutate, state] = useMutation(ActivateTotpDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { totp: () => true },
      });
    },
  });
  const activate = useCallback(async () => {
    const result = await mutate();
    if (!result.data) throw new Error('No answer');
    return result.data.activateTotp.recoveryCodes;
  }, [mutate]);
  return [activate, state] as const;
}
