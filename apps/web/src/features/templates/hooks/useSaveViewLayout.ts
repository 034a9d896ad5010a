import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateViewLayoutDocument } from '../../../graphql/generated/graphql';

/** Saves a view's layout (JSON text); the cached view takes the layout as stored. */
export function useSaveViewLayout() {
  const [mutate] = useMutation(UpdateViewLayoutDocument);
  return useCallback(
    async (view: { id: string; name: string }, layout: string) => {
      await mutate({
        variables: { viewName: view.name, layout, id: view.id },
        update: (cache, { data }) => {
          if (!data) return;
          cache.modify({
            id: cache.identify({ __typename: 'View', id: view.id }),
            fields: { layout: () => data.updateViewLayout },
          });
        },
      });
    },
    [mutate],
  );
}
