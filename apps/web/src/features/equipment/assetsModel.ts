import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { assetDataTypeOf, assetValueError } from '@vigil/domain';
import type { AssetDataType } from '@vigil/domain';
import type { AssetsEquipmentAssetFragment } from '../../graphql/generated/graphql';

// The Assets table as data: its columns (the asset data labels of the view's equipment), the
// edits not yet saved, what each save sends, and where a refusal is shown.

export type EquipmentAsset = AssetsEquipmentAssetFragment;

export interface AssetColumn {
  label: string;
  type: AssetDataType;
}

/** Unsaved values by equipment id, then by column label. */
export type AssetDrafts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Messages by equipment id, then by column label; '' holds a message for the whole row. */
export type AssetErrors = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const ROW_ERROR = '';

const keyOf = (label: string) => label.trim().toLowerCase();

/**
 * One column per asset datum label of the equipment (case aside), in the order they are first
 * met, typed as first met; then the columns being added.
 */
export function assetColumns(
  assets: readonly EquipmentAsset[],
  added: readonly AssetColumn[] = [],
): AssetColumn[] {
  const columns = new Map<string, AssetColumn>();
  for (const asset of assets) {
    for (const meta of asset.meta) {
      const key = keyOf(meta.label);
      if (!columns.has(key)) {
        columns.set(key, { label: meta.label, type: assetDataTypeOf(meta.type) });
      }
    }
  }
  for (const column of added) {
    if (!columns.has(keyOf(column.label))) columns.set(keyOf(column.label), column);
  }
  return [...columns.values()];
}

/** The stored value of a datum of an equipment; '' when it has none. */
export function storedValue(asset: EquipmentAsset, label: string): string {
  const key = keyOf(label);
  return asset.meta.find((meta) => keyOf(meta.label) === key)?.value ?? '';
}

/**
 * The OID the gateway read a datum from (ADR 012 device facts), which its next read will
 * overwrite; null for a datum people entered.
 */
export function deviceOid(asset: EquipmentAsset, label: string): string | null {
  const key = keyOf(label);
  return asset.meta.find((meta) => keyOf(meta.label) === key)?.oid ?? null;
}

/** The value shown in a cell: the unsaved one, else the stored one. */
export function shownValue(asset: EquipmentAsset, drafts: AssetDrafts, label: string): string {
  return drafts[asset.equipmentID]?.[label] ?? storedValue(asset, label);
}

/** The drafts with one cell set; a value back to the stored one is no longer a draft. */
export function withDraft(
  drafts: AssetDrafts,
  asset: EquipmentAsset,
  label: string,
  value: string,
): AssetDrafts {
  const { [label]: _previous, ...others } = drafts[asset.equipmentID] ?? {};
  const row = value === storedValue(asset, label) ? others : { ...others, [label]: value };
  const { [asset.equipmentID]: _row, ...rest } = drafts;
  return Object.keys(row).length > 0 ? { ...rest, [asset.equipmentID]: row } : rest;
}

/** Problems of the unsaved values by their column's type. */
export function draftErrors(drafts: AssetDrafts, columns: readonly AssetColumn[]): AssetErrors {
  const types = new Map(columns.map((c) => [c.label, c.type]));
  const errors: Record<string, Record<string, string>> = {};
  for (const [equipmentID, row] of Object.entries(drafts)) {
    for (const [label, value] of Object.entries(row)) {
      const problem = assetValueError(types.get(label) ?? 'string', value);
      if (problem) errors[equipmentID] = { ...errors[equipmentID], [label]: problem };
    }
  }
  return errors;
}

export interface EquipmentMetaInput {
  label: string;
  value: string;
  type: string;
}

/**
 * What a save sends for one equipment: its whole asset data (updateEquipmentAsset replaces it),
 * stored data in its order with the drafts laid over, then data new to it. Values are trimmed;
 * the server drops blank ones.
 */
export function metaToSave(
  asset: EquipmentAsset,
  drafts: AssetDrafts,
  columns: readonly AssetColumn[],
): EquipmentMetaInput[] {
  const row = drafts[asset.equipmentID] ?? {};
  const draftOf = (label: string) =>
    Object.entries(row).find(([draftLabel]) => keyOf(draftLabel) === keyOf(label))?.[1];
  const meta = asset.meta.map((item) => ({
    label: item.label,
    value: (draftOf(item.label) ?? item.value).trim(),
    type: item.type,
  }));
  const stored = new Set(asset.meta.map((item) => keyOf(item.label)));
  for (const column of columns) {
    const value = draftOf(column.label);
    if (value === undefined || stored.has(keyOf(column.label))) continue;
    meta.push({ label: column.label, value: value.trim(), type: column.type });
  }
  return meta;
}

/**
 * Where a refused save shows: on the cell of the datum the server names (`extensions.field`
 * 'meta.{i}.value' or '.label', i indexing what was sent), else on the whole row.
 */
export function saveErrorPlace(
  error: unknown,
  sent: readonly EquipmentMetaInput[],
): { label: string; message: string } {
  const message = error instanceof Error && error.message ? error.message : 'Error';
  if (!CombinedGraphQLErrors.is(error)) return { label: ROW_ERROR, message };
  const first = error.errors[0];
  const field = first?.extensions?.['field'];
  const match = typeof field === 'string' ? /^meta\.(\d+)\./.exec(field) : null;
  const label = match ? sent[Number(match[1])]?.label : undefined;
  return { label: label ?? ROW_ERROR, message: first?.message ?? message };
}
