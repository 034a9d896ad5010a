import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddOverlayViewDocument } from '../../../graphql/generated/graphql';
import type { AddOverlayViewMutationVariables } from '../../../graphql/generated/graphql';

/**
 * A new overlay view (addOverlayView); resolves with its id. My Views is asked again when it is
 * next shown: its lists are forgotten here.
 */
export function useAddOverlayView() {
  const [mutate, state] = useMutation(AddOverlayViewDocument);
  const add = useCallback(
    async (variables: AddOverlayViewMutationVariables): Promise<string> => {
      const result = await mutate({
        variables,
        update(cache) {
          cache.evict({ fieldName: 'views' });
          cache.evict({ fieldName: 'viewCounts' });
          cache.gc();
        },
      });
      const id = result.data?.addOverlayView.id;
      if (!id) throw new Error('No overlay view was added.');
      return id;
    },
    [mutate],
  );
  return [add, state] as const;
}
