import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  PartnerMibDeleteDocument,
  PartnerMibImportDocument,
} from '../../../graphql/generated/graphql';

const REFETCH = { refetchQueries: ['PartnerMibs'], awaitRefetchQueries: true };

/** Uploads a partner's MIB file (kept as installing); the list asks again. */
export function useImportPartnerMib() {
  const [mutate, state] = useMutation(PartnerMibImportDocument, REFETCH);
  const importMib = useCallback(
    async (partnerID: string, fileName: string, text: string) =>
      (await mutate({ variables: { partnerID, fileName, text } })).data?.importPartnerMib,
    [mutate],
  );
  return [importMib, state] as const;
}

/** Deletes a partner's MIB module by its key; the list asks again. */
export function useDeletePartnerMib() {
  const [mutate, state] = useMutation(PartnerMibDeleteDocument, REFETCH);
  const remove = useCallback(
    async (partnerID: string, key: string) => {
      await mutate({ variables: { partnerID, key } });
    },
    [mutate],
  );
  return [remove, state] as const;
}
