import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteUserDocument } from '../../../graphql/generated/graphql';

/**
 * Removes a user of the company (deleteUser). Their row leaves every list at once (the cached
 * user is evicted) and the counts shown go down by one.
 */
export function useDeleteUser(customerID: string) {
  const [mutate, state] = useMutation(DeleteUserDocument);
  const remove = useCallback(
    async (user: { id: string; email: string }) => {
      await mutate({
        variables: { customerID, email: user.email },
        update(cache, { data }) {
          if (!data?.deleteUser) return;
          cache.evict({ id: cache.identify({ __typename: 'CompanyUser', id: user.id }) });
          cache.modify({ fields: { userCount: (count: number) => Math.max(0, count - 1) } });
          cache.gc();
        },
      });
    },
    [mutate, customerID],
  );
  return [remove, state] as const;
}
