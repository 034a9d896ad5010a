import { useMutation } from '@apollo/client/react';
import { useCallback, useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';
import { AddViewUserDocument, ViewUsersDocument } from '../../../graphql/generated/graphql';
import type { AddViewUserMutation } from '../../../graphql/generated/graphql';
import { inviteRights } from '../sharingTarget';
import type { AccessLevel, SharingTarget } from '../sharingTarget';

export type AddViewUserResult = AddViewUserMutation['addViewUser'];

/**
 * Shares the view with addresses at one access level (addViewUser), in the brand's name for the
 * invitation e-mails; resolves with the successes and the failures per address. The people list
 * is fetched again, since new rows come from the server.
 */
export function useAddViewUser(view: SharingTarget) {
  const [mutate, state] = useMutation(AddViewUserDocument);
  // Outside a brand (a component tested on its own) the server uses its default brand.
  const productName = useContext(BrandContext)?.brand.productName;
  const add = useCallback(
    async (emails: readonly string[], level: AccessLevel): Promise<AddViewUserResult> => {
      const rights = inviteRights(level);
      const result = await mutate({
        variables: {
          viewID: view.id,
          viewName: view.name,
          customerID: view.customerID,
          permissions: emails.map((email) => ({ email, ...rights })),
          productName,
        },
        refetchQueries: [
          { query: ViewUsersDocument, variables: { viewID: view.id, customerID: view.customerID } },
        ],
        awaitRefetchQueries: true,
      });
      return result.data?.addViewUser ?? { successes: [], failures: [] };
    },
    [mutate, view.id, view.name, view.customerID, productName],
  );
  return [add, state] as const;
}
