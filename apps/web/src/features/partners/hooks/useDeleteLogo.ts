import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { PartnerLogoDeleteDocument } from '../../../graphql/generated/graphql';

/** Deletes a partner's logo: the panel's list and the header's logo (me) ask again. */
export function useDeleteLogo() {
  const [mutate, state] = useMutation(PartnerLogoDeleteDocument, {
    refetchQueries: ['PartnerLogos', 'Session'],
    awaitRefetchQueries: true,
  });
  const remove = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return [remove, state] as const;
}
