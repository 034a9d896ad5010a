import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteViewUserDocument, ViewUsersDocument } from '../../../graphql/generated/graphql';
import type { SharingTarget } from '../sharingTarget';

/**
 * Takes a user off the view (deleteViewUser). The list is fetched again: someone removed may
 * still read the view for another reason (they manage the company, the view is public).
 */
export function useDeleteViewUser(view: SharingTarget) {
  const [mutate, state] = useMutation(DeleteViewUserDocument);
  const remove = useCallback(
    async (userID: string) => {
      await mutate({
        variables: {
          viewID: view.id,
          viewName: view.name,
          id: userID,
          customerID: view.customerID,
        },
        refetchQueries: [
          { query: ViewUsersDocument, variables: { viewID: view.id, customerID: view.customerID } },
        ],
        awaitRefetchQueries: true,
      });
    },
    [mutate, view.id, view.name, view.customerID],
  );
  return [remove, state] as const;
}
