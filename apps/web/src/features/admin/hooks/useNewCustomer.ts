import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useBrand } from '../../../app/BrandContext';
import { NewCustomerDocument } from '../../../graphql/generated/graphql';
import type { AccountFieldsFragment } from '../../../graphql/generated/graphql';

/**
 * Creates a customer company (under the partner given, or the partner admin's own) and makes the
 * company lists ask again, so the new one shows in its place by name.
 */
export function useNewCustomer() {
  const { brand } = useBrand();
  const [mutate, state] = useMutation(NewCustomerDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'customers' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'customerCount' });
      cache.gc();
    },
  });
  const create = useCallback(
    async (name: string, partnerID: string | null): Promise<AccountFieldsFragment> => {
      const { data } = await mutate({
        variables: { name, partnerID, productName: brand.productName },
      });
      if (!data) throw new Error('The server did not answer.');
      return data.newCustomer;
    },
    [mutate, brand.productName],
  );
  return [create, state] as const;
}
