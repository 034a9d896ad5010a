import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EditSnmpRegisterDocument } from '../../../graphql/generated/graphql';
import type { EditSnmpRegisterMutationVariables } from '../../../graphql/generated/graphql';
import { setLibraryPoints } from './libraryPoints';

/** Saves an SNMP OID; the library's OIDs become the template's as answered. */
export function useEditSnmpRegister(libraryID: string) {
  const [mutate, state] = useMutation(EditSnmpRegisterDocument);
  const editRegister = useCallback(
    async (variables: EditSnmpRegisterMutationVariables) => {
      const result = await mutate({
        variables,
        update(cache, { data }) {
          const points = data?.editSNMPRegister;
          if (points) {
            setLibraryPoints(
              cache,
              libraryID,
              'snmpPoints',
              points.map((point) => point.id),
            );
          }
        },
      });
      return result.data?.editSNMPRegister ?? null;
    },
    [mutate, libraryID],
  );
  return [editRegister, state] as const;
}
