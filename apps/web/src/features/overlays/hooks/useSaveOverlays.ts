import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SaveOverlaysDocument } from '../../../graphql/generated/graphql';
import type { HeatMapInput, OverlayInput } from '../../../graphql/generated/graphql';

/**
 * Replaces the view's overlays and heat maps with these in one mutation (saveOverlays); the
 * answer is the view as saved, which Apollo writes over the page's view.
 */
export function useSaveOverlays(view: { id: string; customerID: string }) {
  const [mutate, state] = useMutation(SaveOverlaysDocument);
  const save = useCallback(
    async (input: { overlays: OverlayInput[]; heatMaps: HeatMapInput[] }) => {
      const result = await mutate({
        variables: { viewID: view.id, customerID: view.customerID, ...input },
      });
      if (!result.data) throw new Error('The overlays were not saved.');
      return result.data.saveOverlays;
    },
    [mutate, view.id, view.customerID],
  );
  return [save, state] as const;
}
