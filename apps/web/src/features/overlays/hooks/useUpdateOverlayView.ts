import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateOverlayViewDocument } from '../../../graphql/generated/graphql';
import type { UpdateOverlayViewMutationVariables } from '../../../graphql/generated/graphql';

type Changes = Omit<UpdateOverlayViewMutationVariables, 'viewID' | 'customerID'>;

/**
 * Renames or resizes the overlay view, or stores where its image is placed (updateOverlayView).
 * A new name shows on My Views, whose lists are forgotten.
 */
export function useUpdateOverlayView(view: { id: string; customerID: string }) {
  const [mutate, state] = useMutation(UpdateOverlayViewDocument);
  const update = useCallback(
    async (changes: Changes) => {
      const result = await mutate({
        variables: { viewID: view.id, customerID: view.customerID, ...changes },
        update(cache) {
          if (changes.name === undefined) return;
          cache.evict({ fieldName: 'views' });
          cache.gc();
        },
      });
      if (!result.data) throw new Error('The overlay view was not updated.');
      return result.data.updateOverlayView;
    },
    [mutate, view.id, view.customerID],
  );
  return [update, state] as const;
}
