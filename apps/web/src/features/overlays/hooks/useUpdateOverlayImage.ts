import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateOverlayImageDocument } from '../../../graphql/generated/graphql';

/** Puts another uploaded image under the overlays (updateOverlayImage). */
export function useUpdateOverlayImage(view: { id: string; customerID: string }) {
  const [mutate, state] = useMutation(UpdateOverlayImageDocument);
  const update = useCallback(
    async (image: string) => {
      const result = await mutate({
        variables: { viewID: view.id, customerID: view.customerID, image },
      });
      if (!result.data) throw new Error('The image was not replaced.');
      return result.data.updateOverlayImage;
    },
    [mutate, view.id, view.customerID],
  );
  return [update, state] as const;
}
