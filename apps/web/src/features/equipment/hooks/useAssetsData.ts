import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { AssetsEquipmentAssetFragment } from '../../../graphql/generated/graphql';
import { assetsBatches, assetsOfBatch } from '../assetsBatch';

export interface AssetsData {
  /** Asset data by equipment id; null for equipment missing or not the user's. */
  assets: ReadonlyMap<string, AssetsEquipmentAssetFragment | null>;
  /** Some batch has not answered yet. */
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  /** Puts saved asset data in place of what was loaded. */
  replace: (asset: AssetsEquipmentAssetFragment) => void;
}

const NONE: ReadonlyMap<string, AssetsEquipmentAssetFragment | null> = new Map();

interface State {
  key: string;
  assets: ReadonlyMap<string, AssetsEquipmentAssetFragment | null>;
  pending: number;
  error: Error | undefined;
}

/**
 * The asset data of the equipment, fetched in batches all at once; each batch shows as it
 * arrives. Always fresh from the server: the table is where people check the data.
 */
export function useAssetsData(
  equipmentIDs: readonly string[],
  customerID: string | undefined,
): AssetsData {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([equipmentIDs, customerID, attempt]);
  const [state, setState] = useState<State>({
    key: '',
    assets: NONE,
    pending: 0,
    error: undefined,
  });

  useEffect(() => {
    let current = true;
    // Rebuilt from the key, so new arrays with the same ids do not fetch again.
    const [ids, customer] = JSON.parse(key) as [string[], string | null];
    const batches = assetsBatches(ids, customer ?? undefined);
    setState({ key, assets: new Map(), pending: batches.length, error: undefined });
    for (const batch of batches) {
      client
        .query({ query: batch.query, variables: batch.variables, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          if (!current || !data) return;
          setState((s) => {
            const assets = new Map(s.assets);
            for (const [id, asset] of assetsOfBatch(batch.ids, data)) assets.set(id, asset);
            return { ...s, assets, pending: s.pending - 1 };
          });
        })
        .catch((failure: unknown) => {
          if (!current) return;
          const error = failure instanceof Error ? failure : new Error(String(failure));
          setState((s) => ({ ...s, pending: s.pending - 1, error: s.error ?? error }));
        });
    }
    return () => {
      current = false;
    };
  }, [client, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (asset: AssetsEquipmentAssetFragment) =>
      setState((s) => ({ ...s, assets: new Map(s.assets).set(asset.equipmentID, asset) })),
    [],
  );
  const fresh = state.key === key;
  return {
    assets: fresh ? state.assets : NONE,
    loading: !fresh || state.pending > 0,
    error: fresh ? state.error : undefined,
    retry,
    replace,
  };
}
