import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { DeleteSnmpRegisterDocument } from '../../../graphql/generated/graphql';
import { removeLibraryPoint } from './libraryPoints';

/** Deletes an SNMP OID; resolves true when the server says it is gone. */
export function useDeleteSnmpRegister(libraryID: string, customerID: string) {
  const [mutate, state] = useMutation(DeleteSnmpRegisterDocument);
  const deleteRegister = useCallback(
    async (id: string): Promise<boolean> => {
      const result = await mutate({
        variables: { id, customerID },
        update(cache, { data }) {
          if (data?.deleteSNMPRegister) removeLibraryPoint(cache, libraryID, 'snmpPoints', id);
        },
      });
      return result.data?.deleteSNMPRegister === true;
    },
    [mutate, libraryID, customerID],
  );
  return [deleteRegister, state] as const;
}
