import type { TypedDocumentNode } from '@apollo/client';
import { chunk } from '@vigil/domain';
import { parse, print } from 'graphql';
import { AssetsEquipmentAssetFragmentDoc } from '../../graphql/generated/graphql';
import type { AssetsEquipmentAssetFragment } from '../../graphql/generated/graphql';

/**
 * Equipment per request. The schema asks for one equipment's asset data at a time
 * (equipmentAsset), so a request carries this many of them under aliases: a view of 200 devices
 * costs 7 requests, not 200 (as widget sensors are fetched 30 widgets at a time).
 */
export const ASSETS_BATCH_SIZE = 30;

export type AssetsBatchData = Record<string, AssetsEquipmentAssetFragment | null>;
export type AssetsBatchVariables = Record<string, string | undefined>;

const documents = new Map<number, TypedDocumentNode<AssetsBatchData, AssetsBatchVariables>>();

/**
 * `query AssetsBatch($customerID: ID, $e0: ID!, …) { a0: equipmentAsset(equipmentID: $e0, …) {
 * ...AssetsEquipmentAsset } … }` for `size` equipment, built once per size. The fields come from
 * the generated fragment, so they stay checked against the schema.
 */
export function assetsBatchDocument(
  size: number,
): TypedDocumentNode<AssetsBatchData, AssetsBatchVariables> {
  const known = documents.get(size);
  if (known) return known;
  const indexes = Array.from({ length: size }, (_, i) => i);
  const variables = indexes.map((i) => `$e${i}: ID!`).join(', ');
  const fields = indexes
    .map(
      (i) =>
        `a${i}: equipmentAsset(equipmentID: $e${i}, customerID: $customerID) { ...AssetsEquipmentAsset }`,
    )
    .join('\n');
  const document = parse(
    `query AssetsBatch($customerID: ID, ${variables}) {\n${fields}\n}\n${print(AssetsEquipmentAssetFragmentDoc)}`,
  ) as TypedDocumentNode<AssetsBatchData, AssetsBatchVariables>;
  documents.set(size, document);
  return document;
}

export interface AssetsBatchRequest {
  ids: string[];
  query: TypedDocumentNode<AssetsBatchData, AssetsBatchVariables>;
  variables: AssetsBatchVariables;
}

/** The requests that fetch the asset data of these equipment, ASSETS_BATCH_SIZE at a time. */
export function assetsBatches(
  equipmentIDs: readonly string[],
  customerID: string | undefined,
): AssetsBatchRequest[] {
  return chunk([...new Set(equipmentIDs)], ASSETS_BATCH_SIZE).map((ids) => ({
    ids,
    query: assetsBatchDocument(ids.length),
    variables: Object.fromEntries([
      ['customerID', customerID],
      ...ids.map((id, i) => [`e${i}`, id]),
    ]) as AssetsBatchVariables,
  }));
}

/** A batch's answer by equipment id (null: missing or not the user's). */
export function assetsOfBatch(
  ids: readonly string[],
  data: AssetsBatchData,
): [string, AssetsEquipmentAssetFragment | null][] {
  return ids.map((id, i) => [id, data[`a${i}`] ?? null]);
}
