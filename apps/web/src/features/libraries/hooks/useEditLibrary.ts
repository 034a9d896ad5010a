import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EditLibraryDocument } from '../../../graphql/generated/graphql';
import type { EditLibraryMutationVariables } from '../../../graphql/generated/graphql';
import { forgetLibraryLists } from './forgetLibraryLists';

/**
 * Saves a library's own fields. The answer lands under the library's cache id, so its page
 * changes with it; lists, whose order and matches may change, load again when next shown.
 */
export function useEditLibrary() {
  const [mutate, state] = useMutation(EditLibraryDocument);
  const editLibrary = useCallback(
    async (variables: EditLibraryMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache, { data }) {
          if (data?.editEquipmentLib) forgetLibraryLists(cache);
        },
      });
      return result.data?.editEquipmentLib ?? null;
    },
    [mutate],
  );
  return [editLibrary, state] as const;
}
