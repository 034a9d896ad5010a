import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RevokeShareLinkDocument } from '../../../graphql/generated/graphql';
import type { SharingTarget } from '../sharingTarget';

/** Stops a public link at once (revokeShareLink); the link's row shows it revoked. */
export function useRevokeShareLink(view: SharingTarget) {
  const [mutate, state] = useMutation(RevokeShareLinkDocument);
  const revoke = useCallback(
    async (id: string) => {
      await mutate({
        variables: { id, customerID: view.customerID },
        update(cache, { data }) {
          if (!data?.revokeShareLink) return;
          cache.modify({
            id: cache.identify({ __typename: 'SharedView', id }),
            fields: {
              status: () => 'revoked',
              revokedAt: () => new Date().toISOString(),
            },
          });
        },
      });
    },
    [mutate, view.customerID],
  );
  return [revoke, state] as const;
}
