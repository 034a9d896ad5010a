import { useMutation } from '@apollo/client/react';
import { messages } from '@vigil/domain';
import { useCallback } from 'react';
import { AssetsUpdateEquipmentAssetDocument } from '../../../graphql/generated/graphql';
import type { AssetsEquipmentAssetFragment } from '../../../graphql/generated/graphql';
import type { EquipmentMetaInput } from '../assetsModel';

/** Replaces the asset data of one equipment; resolves with the data as stored. */
export function useAssetsUpdateEquipmentAsset(
  customerID: string | undefined,
): (equipmentID: string, meta: EquipmentMetaInput[]) => Promise<AssetsEquipmentAssetFragment> {
  // The table keeps its own copy (useAssetsData), so there is no cache to update.
  const [mutate] = useMutation(AssetsUpdateEquipmentAssetDocument, { fetchPolicy: 'no-cache' });
  return useCallback(
    async (equipmentID, meta) => {
      const { data } = await mutate({ variables: { equipmentID, customerID, meta } });
      if (!data) throw new Error(messages.unableToUpdate);
      return data.updateEquipmentAsset;
    },
    [mutate, customerID],
  );
}
