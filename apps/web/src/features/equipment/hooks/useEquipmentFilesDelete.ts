import { useMutation } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback } from 'react';
import type { StoreObject } from '@apollo/client';
import { EquipmentFilesDeleteDocument } from '../../../graphql/generated/graphql';

/**
 * Deletes a file of an equipment and takes it out of the files lists shown. Rejects with the
 * server's message, or 'Error' when it answers false.
 */
export function useEquipmentFilesDelete(customerID: string | undefined): {
  deleteFile: (equipmentID: string, key: string) => Promise<void>;
  deleting: boolean;
} {
  const [mutate, { loading }] = useMutation(EquipmentFilesDeleteDocument);
  const deleteFile = useCallback(
    async (equipmentID: string, key: string) => {
      const { data } = await mutate({
        variables: { equipmentID, key, customerID },
        update: (cache, { data: answer }) => {
          if (!answer?.deleteEquipmentFile) return;
          // Files have no id of their own, so they are not normalised: take the file out of every
          // list that holds it, without replacing the lists (which the cache would warn about).
          cache.modify<{ equipmentFiles: readonly StoreObject[] }>({
            fields: {
              equipmentFiles: (files, { readField }) =>
                files.filter((file) => readField('key', file) !== key),
            },
          });
        },
      });
      if (!data?.deleteEquipmentFile) throw new Error(messages.deleteError);
    },
    [mutate, customerID],
  );
  return { deleteFile, deleting: loading };
}
