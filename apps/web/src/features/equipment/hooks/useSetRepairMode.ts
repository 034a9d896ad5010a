import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SetRepairModeDocument } from '../../../graphql/generated/graphql';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentWithFlag } from './equipmentWithFlag';
import { forgetViewStatus } from './forgetViewStatus';

/**
 * Puts an equipment in or out of repair. The row and the details change at once (an
 * optimistic answer under the equipment's cache id) and take the server's answer when it comes;
 * a failure puts them back and rejects. Once saved, dashboards and view statuses load again.
 */
export function useSetRepairMode(customerID: string | undefined) {
  const client = useApolloClient();
  const [mutate, state] = useMutation(SetRepairModeDocument);
  const setRepairMode = useCallback(
    async (equipment: EquipmentFieldsFragment, isRepair: boolean) => {
      const result = await mutate({
        variables: { equipmentID: equipment.id, isRepair, customerID },
        optimisticResponse: {
          setRepairMode: equipmentWithFlag(equipment, 'isRepair', isRepair),
        },
      });
      forgetViewStatus(client.cache);
      return result;
    },
    [mutate, client, customerID],
  );
  return [setRepairMode, state] as const;
}
