import { useMutation } from '@apollo/client/react';
import { useCallback, useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';
import { InviteToCompanyDocument } from '../../../graphql/generated/graphql';

/**
 * Invites an address to the company with roles (inviteToCompany), mailed in the brand's name;
 * the users list is fetched again to show the new, not yet verified, user.
 */
export function useInviteToCompany(customerID: string) {
  const [mutate, state] = useMutation(InviteToCompanyDocument);
  // Outside a brand (a component tested on its own) the server uses its default brand.
  const productName = useContext(BrandContext)?.brand.productName;
  const invite = useCallback(
    async (email: string, roles: readonly string[]) => {
      const result = await mutate({
        variables: { email, customerID, productName, roles: [...roles] },
        refetchQueries: ['CompanyUsers'],
        awaitRefetchQueries: true,
      });
      return result.data?.inviteToCompany ?? null;
    },
    [mutate, customerID, productName],
  );
  return [invite, state] as const;
}
