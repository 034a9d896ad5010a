import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SetMaintenanceModeDocument } from '../../../graphql/generated/graphql';
import type { EquipmentFieldsFragment } from '../../../graphql/generated/graphql';
import { equipmentWithFlag } from './equipmentWithFlag';
import { forgetViewStatus } from './forgetViewStatus';

/**
 * Puts an equipment in or out of maintenance. The row and the details change at once (an
 * optimistic answer under the equipment's cache id) and take the server's answer when it comes;
 * a failure puts them back and rejects. Once saved, dashboards and view statuses load again.
 */
export function useSetMaintenanceMode(customerID: string | undefined) {
  const client = useApolloClient();
  const [mutate, state] = useMutation(SetMaintenanceModeDocument);
  const setMaintenanceMode = useCallback(
    async (equipment: EquipmentFieldsFragment, isMaintenance: boolean) => {
      const result = await mutate({
        variables: { equipmentID: equipment.id, isMaintenance, customerID },
        optimisticResponse: {
          setMaintenanceMode: equipmentWithFlag(equipment, 'isMaintenance', isMaintenance),
        },
      });
      forgetViewStatus(client.cache);
      return result;
    },
    [mutate, client, customerID],
  );
  return [setMaintenanceMode, state] as const;
}
