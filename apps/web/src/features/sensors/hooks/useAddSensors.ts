import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddSensorsDocument } from '../../../graphql/generated/graphql';
import type { AddSensorsMutation, SensorInput } from '../../../graphql/generated/graphql';

export type AddSensorsResult = AddSensorsMutation['addSensors'];

/**
 * Manage Sensors' one save (addSensors with deleteSensors). Afterwards the equipment's points,
 * the sensors changed and every sensor list and count load again, here and wherever next shown.
 */
export function useAddSensors(equipmentID: string, customerID: string | undefined) {
  const [mutate, state] = useMutation(AddSensorsDocument);
  const addSensors = useCallback(
    async (sensors: SensorInput[], deleteSensors: string[]): Promise<AddSensorsResult> => {
      if (!customerID) throw new Error('No customer to save the sensors for.');
      const result = await mutate({
        variables: {
          sensors,
          equipmentID,
          customerID,
          ...(deleteSensors.length > 0 ? { deleteSensors } : {}),
        },
        update(cache, { data }) {
          if (!data) return;
          const changed = [
            ...sensors.flatMap((sensor) => (sensor.sensorID ? [sensor.sensorID] : [])),
            ...deleteSensors,
          ];
          for (const id of changed)
            cache.evict({ id: cache.identify({ __typename: 'Sensor', id }) });
          for (const fieldName of ['registers', 'sensors', 'sensorsCount', 'allEquipment']) {
            cache.evict({ id: 'ROOT_QUERY', fieldName });
          }
          const equipment = cache.identify({ __typename: 'Equipment', id: equipmentID });
          for (const fieldName of ['sensorCount', 'status']) {
            cache.evict({ id: equipment, fieldName });
          }
          cache.gc();
        },
      });
      if (!result.data) throw new Error('No answer from the server.');
      return result.data.addSensors;
    },
    [mutate, equipmentID, customerID],
  );
  return [addSensors, state] as const;
}
