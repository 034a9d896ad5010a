import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteEquipmentDocument } from '../../../graphql/generated/graphql';
import { forgetEquipmentLists } from './forgetEquipmentLists';
import { forgetViewStatus } from './forgetViewStatus';

/**
 * Deletes an equipment; resolves true when the server says it is gone. The equipment leaves the
 * cache and the lists and dashboards load again, so no row, count or sensor of it stays on screen.
 */
export function useDeleteEquipment(customerID: string | undefined) {
  const [mutate, state] = useMutation(DeleteEquipmentDocument);
  const deleteEquipment = useCallback(
    async (equipmentID: string): Promise<boolean> => {
      const result = await mutate({
        variables: { id: equipmentID, customerID },
        update(cache, { data }) {
          if (!data?.deleteEquipment) return;
          cache.evict({ id: cache.identify({ __typename: 'Equipment', id: equipmentID }) });
          forgetEquipmentLists(cache);
          // Dashboards lose the equipment's sensors and status.
          forgetViewStatus(cache);
        },
      });
      return result.data?.deleteEquipment === true;
    },
    [mutate, customerID],
  );
  return [deleteEquipment, state] as const;
}
