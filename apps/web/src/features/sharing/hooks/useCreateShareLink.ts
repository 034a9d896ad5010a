import { useMutation } from '@apollo/client/react';
import { useCallback, useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';
import {
  CreateShareLinkDocument,
  ViewShareLinksDocument,
} from '../../../graphql/generated/graphql';
import type { CreateShareLinkMutation } from '../../../graphql/generated/graphql';
import type { SharingTarget } from '../sharingTarget';

export type NewShareLink = CreateShareLinkMutation['createShareLink'];

/**
 * A public link to the view for some days (createShareLink). Its url is answered this once; the
 * list of the view's links is fetched again to show it.
 */
export function useCreateShareLink(view: SharingTarget) {
  const [mutate, state] = useMutation(CreateShareLinkDocument);
  const productName = useContext(BrandContext)?.brand.productName;
  const create = useCallback(
    async (expireDays: number): Promise<NewShareLink> => {
      const result = await mutate({
        variables: { viewID: view.id, customerID: view.customerID, productName, expireDays },
        refetchQueries: [
          {
            query: ViewShareLinksDocument,
            variables: { viewID: view.id, customerID: view.customerID },
          },
        ],
      });
      const link = result.data?.createShareLink;
      if (!link) throw new Error('No link was created.');
      return link;
    },
    [mutate, view.id, view.customerID, productName],
  );
  return [create, state] as const;
}
