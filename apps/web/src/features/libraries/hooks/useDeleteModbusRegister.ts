import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteModbusRegisterDocument } from '../../../graphql/generated/graphql';
import { removeLibraryPoint } from './libraryPoints';

/** Deletes a Modbus register; resolves true when the server says it is gone. */
export function useDeleteModbusRegister(libraryID: string, customerID: string) {
  const [mutate, state] = useMutation(DeleteModbusRegisterDocument);
  const deleteRegister = useCallback(
    async (id: string): Promise<boolean> => {
      const result = await mutate({
        variables: { id, customerID },
        update(cache, { data }) {
          if (data?.deleteModbusRegister) removeLibraryPoint(cache, libraryID, 'modbusPoints', id);
        },
      });
      return result.data?.deleteModbusRegister === true;
    },
    [mutate, libraryID, customerID],
  );
  return [deleteRegister, state] as const;
}
