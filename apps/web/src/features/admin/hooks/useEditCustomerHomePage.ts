import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSession } from '../../../app/SessionContext';
import { EditCustomerHomePageDocument } from '../../../graphql/generated/graphql';

/**
 * Sets one user's home page (editCustomerHomePage; null: the default). When it is the signed-in
 * user's own, the session is read again so that the next sign-in lands there.
 */
export function useEditCustomerHomePage(customerID: string) {
  const [mutate] = useMutation(EditCustomerHomePageDocument);
  const session = useSession();
  const ownID = session.user?.id;
  return useCallback(
    async (userID: string, desktopUrl: string | null) => {
      await mutate({ variables: { customerID, userID, desktopUrl } });
      if (userID === ownID) await session.refresh();
    },
    [mutate, customerID, ownID, session],
  );
}
