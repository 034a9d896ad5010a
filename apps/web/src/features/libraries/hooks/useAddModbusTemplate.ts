import { useMutation } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback } from 'react';
import { AddModbusTemplateDocument } from '../../../graphql/generated/graphql';
import type { AddModbusTemplateMutationVariables } from '../../../graphql/generated/graphql';
import { forgetLibraryLists } from './forgetLibraryLists';

/**
 * Creates or replaces a library's Modbus template; the answer (the library with its new
 * registers) replaces the cached one, and the lists, whose protocols may change, load again.
 */
export function useAddModbusTemplate() {
  const [mutate, state] = useMutation(AddModbusTemplateDocument);
  const addModbusTemplate = useCallback(
    async (variables: AddModbusTemplateMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache) {
          forgetLibraryLists(cache);
        },
      });
      const library = result.data?.addModbusTemplate;
      if (!library) throw new Error(messages.unableToUpdateRegisters);
      return library;
    },
    [mutate],
  );
  return [addModbusTemplate, state] as const;
}
