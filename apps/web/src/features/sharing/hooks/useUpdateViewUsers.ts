import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  SharingViewDocument,
  UpdateViewUsersDocument,
  ViewUsersDocument,
} from '../../../graphql/generated/graphql';
import type { ViewUserPermissionInput } from '../../../graphql/generated/graphql';
import type { SharingTarget } from '../sharingTarget';

/**
 * Saves users' rights on the view and, when given, whether it is public (updateViewUsers), then
 * fetches the view users and the view again (spec core §7).
 */
export function useUpdateViewUsers(view: SharingTarget) {
  const [mutate, state] = useMutation(UpdateViewUsersDocument);
  const save = useCallback(
    async (permissions: ViewUserPermissionInput[], isPublic?: boolean) => {
      await mutate({
        variables: {
          viewID: view.id,
          viewName: view.name,
          customerID: view.customerID,
          permissions,
          ...(isPublic === undefined ? {} : { isPublic }),
        },
        refetchQueries: [
          { query: ViewUsersDocument, variables: { viewID: view.id, customerID: view.customerID } },
          { query: SharingViewDocument, variables: { viewID: view.id } },
        ],
        awaitRefetchQueries: true,
      });
    },
    [mutate, view.id, view.name, view.customerID],
  );
  return [save, state] as const;
}
