import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteLibraryDocument } from '../../../graphql/generated/graphql';
import { forgetLibraryLists } from './forgetLibraryLists';

const LIBRARY_QUERY = 'Library';

/** Deletes a library; resolves true when the server says it is gone, and forgets it. */
export function useDeleteLibrary(customerID: string) {
  const [mutate, state] = useMutation(DeleteLibraryDocument);
  const deleteLibrary = useCallback(
    async (id: string): Promise<boolean> => {
      const result = await mutate({
        variables: { id, customerID },
        update(cache, { data }) {
          if (!data?.deleteEquipmentLib) return;
          cache.evict({ id: cache.identify({ __typename: 'EquipmentLibrary', id }) });
          forgetLibraryLists(cache);
        },
        // Lists on screen load again; the deleted library's own page is being left, and asking
        // for the library again would only answer that it is gone.
        onQueryUpdated: (query) => query.queryName !== LIBRARY_QUERY,
      });
      return result.data?.deleteEquipmentLib === true;
    },
    [mutate, customerID],
  );
  return [deleteLibrary, state] as const;
}
