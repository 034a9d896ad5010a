import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SetLockedModeDocument } from '../../../graphql/generated/graphql';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentWithFlag } from './equipmentWithFlag';
import { forgetViewStatus } from './forgetViewStatus';

/**
 * Locks an equipment against edits and deletion, or unlocks it. The row and the details change at once (an
 * optimistic answer under the equipment's cache id) and take the server's answer when it comes;
 * a failure puts them back and rejects. Once saved, dashboards and view statuses load again.
 */
export function useSetLockedMode(customerID: string | undefined) {
  const client = useApolloClient();
  const [mutate, state] = useMutation(SetLockedModeDocument);
  const setLockedMode = useCallback(
    async (equipment: EquipmentFieldsFragment, locked: boolean) => {
      const result = await mutate({
        variables: { equipmentID: equipment.id, locked, customerID },
        optimisticResponse: {
          setLockedMode: equipmentWithFlag(equipment, 'locked', locked),
        },
      });
      forgetViewStatus(client.cache);
      return result;
    },
    [mutate, client, customerID],
  );
  return [setLockedMode, state] as const;
}
