import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EditCustomerPermissionsDocument } from '../../../graphql/generated/graphql';

/**
 * Replaces a user's roles on the company (editCustomerPermissions); the listed user shows the
 * new roles at once. Resolves with how many users changed (0 when nothing did).
 */
export function useEditCustomerPermissions(customerID: string) {
  const [mutate, state] = useMutation(EditCustomerPermissionsDocument);
  const save = useCallback(
    async (userID: string, roles: readonly string[]) => {
      const result = await mutate({
        variables: { customerID, permissions: [{ userID, roles: [...roles] }] },
        update(cache, { data }) {
          if (!data) return;
          cache.modify({
            id: cache.identify({ __typename: 'CompanyUser', id: userID }),
            fields: { roles: () => [...roles] },
          });
        },
      });
      return result.data?.editCustomerPermissions ?? 0;
    },
    [mutate, customerID],
  );
  return [save, state] as const;
}
