import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddLibraryDocument } from '../../../graphql/generated/graphql';
import type { AddLibraryMutationVariables } from '../../../graphql/generated/graphql';
import { forgetLibraryLists } from './forgetLibraryLists';

/** Creates a library; the lists and pickers that could show it load again when next shown. */
export function useAddLibrary() {
  const [mutate, state] = useMutation(AddLibraryDocument);
  const addLibrary = useCallback(
    async (variables: AddLibraryMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache, { data }) {
          if (data?.addEquipmentList) forgetLibraryLists(cache);
        },
      });
      return result.data?.addEquipmentList ?? null;
    },
    [mutate],
  );
  return [addLibrary, state] as const;
}
