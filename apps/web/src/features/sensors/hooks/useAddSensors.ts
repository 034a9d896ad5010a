import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AddSensorsDocument } from '../../../graphql/generated/graphql';
import type {
  AddSensorsMutation,
  OidVarInput,
  SensorInput,
} from '../../../graphql/generated/graphql';

export type AddSensorsResult = AddSensorsMutation['addSensors'];

/** What one save sends besides the equipment: see the addSensors mutation. */
export interface AddSensorsInput {
  sensors: SensorInput[];
  deleteSensors: string[];
  /** All the equipment's numbers, replacing its own; undefined leaves them. */
  oidVars?: OidVarInput[] | undefined;
  dynamicConversions?: boolean | undefined;
}

/**
 * Manage Sensors' one save (addSensors with deleteSensors and the equipment's OID variables).
 * Afterwards the equipment's points and numbers, the sensors changed and every sensor list and
 * count load again, here and wherever next shown.
 */
export function useAddSensors(equipmentID: string, customerID: string | undefined) {
  const [mutate, state] = useMutation(AddSensorsDocument);
  const addSensors = useCallback(
    async ({
      sensors,
      deleteSensors,
      oidVars,
      dynamicConversions,
    }: AddSensorsInput): Promise<AddSensorsResult> => {
      if (!customerID) throw new Error('No customer to save the sensors for.');
      const result = await mutate({
        variables: {
          sensors,
          equipmentID,
          customerID,
          ...(deleteSensors.length > 0 ? { deleteSensors } : {}),
          ...(oidVars ? { oidVars } : {}),
          ...(dynamicConversions === undefined ? {} : { dynamicConversions }),
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
          for (const fieldName of ['sensorCount', 'status', 'oidVars']) {
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
