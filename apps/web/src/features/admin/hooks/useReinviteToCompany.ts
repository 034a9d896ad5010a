import { useMutation } from '@apollo/client/react';
import { useCallback, useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';
import { ReinviteToCompanyDocument } from '../../../graphql/generated/graphql';

/** Mails a new link to a user who has not verified yet (reinviteToCompany); nothing listed changes. */
export function useReinviteToCompany(customerID: string) {
  const [mutate, state] = useMutation(ReinviteToCompanyDocument);
  const productName = useContext(BrandContext)?.brand.productName;
  const reinvite = useCallback(
    async (userID: string) => {
      await mutate({ variables: { id: userID, customerID, productName } });
    },
    [mutate, customerID, productName],
  );
  return [reinvite, state] as const;
}
