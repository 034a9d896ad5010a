import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EditModbusRegisterDocument } from '../../../graphql/generated/graphql';
import type { EditModbusRegisterMutationVariables } from '../../../graphql/generated/graphql';
import { setLibraryPoints } from './libraryPoints';

/** Saves a Modbus register; the library's registers become the template's as answered. */
export function useEditModbusRegister(libraryID: string) {
  const [mutate, state] = useMutation(EditModbusRegisterDocument);
  const editRegister = useCallback(
    async (variables: EditModbusRegisterMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache, { data }) {
          const points = data?.editModbusRegister;
          if (points) {
            setLibraryPoints(
              cache,
              libraryID,
              'modbusPoints',
              points.map((point) => point.id),
            );
          }
        },
      });
      return result.data?.editModbusRegister ?? null;
    },
    [mutate, libraryID],
  );
  return [editRegister, state] as const;
}
