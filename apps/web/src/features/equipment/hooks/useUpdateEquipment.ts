import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateEquipmentDocument } from '../../../graphql/generated/graphql';
import type { UpdateEquipmentMutationVariables } from '../../../graphql/generated/graphql';

/**
 * Saves an edit. The answer carries every field the list and the details show, under the
 * equipment's cache id, so both change with it and nothing is loaded again.
 */
export function useUpdateEquipment() {
  const [mutate, state] = useMutation(UpdateEquipmentDocument);
  const updateEquipment = useCallback(
    async (variables: UpdateEquipmentMutationVariables) => {
      const result = await mutate({ variables });
      return result.data?.updateEquipment ?? null;
    },
    [mutate],
  );
  return [updateEquipment, state] as const;
}
