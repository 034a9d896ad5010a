import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { VerifyTotpDocument } from '../../../graphql/generated/graphql';

/** Checks a code of the secret being set up; resolves whether it was right. */
export function useVerifyTotp() {
  const [mutate, state] = useMutation(VerifyTotpDocument);
  const verify = useCallback(
    async (code: string) => {
      const result = await mutate({ variables: { code } });
      return result.data?.verifyTotp ?? false;
    },
    [mutate],
  );
  return [verify, state] as const;
}
