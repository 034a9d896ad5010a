import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SaveLicenseDocument } from '../../../graphql/generated/graphql';
import type { SaveLicenseMutationVariables } from '../../../graphql/generated/graphql';

/** Sets a customer's licence; the licence updates in the cache by its id. */
export function useSaveLicense() {
  const [mutate, state] = useMutation(SaveLicenseDocument);
  const save = useCallback(
    async (variables: SaveLicenseMutationVariables) => {
      const { data } = await mutate({ variables });
      if (!data) throw new Error('The server did not answer.');
      return data.saveLicense;
    },
    [mutate],
  );
  return [save, state] as const;
}
