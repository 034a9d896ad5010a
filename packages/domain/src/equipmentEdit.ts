// Editing an equipment (My Equipment, mode=edit) and its asset data (the Assets screen). An edit
// is validated as onboarding is: the stored device with the changes laid over it must pass the
// onboarding schema, so an edit cannot reach a state onboarding would refuse.
import { z } from 'zod';
import { assetValueError } from './assetData.js';
import { ASSET_DATA_TYPES } from './equipment.js';
import { optionalText, requiredChoice, requiredText } from './fields.js';
import { TEXT_MAX } from './inputLimits.js';
import { messages } from './messages.js';

/** The onboarding form of a stored equipment: what the edit form starts from. */
export interface StoredOnboarding {
  ip: string;
  manufacturerModel: string;
  description: string;
  protocol: string;
  port: number;
  slaveID: number | null;
  snmpVersion: string | null;
  communityString: string | null;
  username: string | null;
  authType: string | null;
  authKey: string | null;
  securityLevel: string | null;
  privacyType: string | null;
  privacySecret: string | null;
  context: string | null;
}

/** The fields an edit may send; null or absent leaves the stored value. */
export type EquipmentEditInput = {
  [K in Exclude<keyof StoredOnboarding, 'manufacturerModel' | 'protocol'>]?:
    StoredOnboarding[K] | null | undefined;
};

/** Secrets the edit form never shows: sent empty, they keep the stored value. */
export const KEPT_SECRETS = ['communityString', 'authKey', 'privacySecret'] as const;

const isKeptSecret = (key: string) => (KEPT_SECRETS as readonly string[]).includes(key);

/** The stored form with the edit laid over it, ready for the onboarding schema. */
export function mergeEquipmentEdit(
  stored: StoredOnboarding,
  edit: EquipmentEditInput,
): StoredOnboarding {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(edit)) {
    if (value === null || value === undefined) continue;
    if (isKeptSecret(key) && typeof value === 'string' && value.trim() === '') continue;
    merged[key] = value;
  }
  return merged as unknown as StoredOnboarding;
}

/** Notes (blank clears them) and tags (trimmed, blanks and repeats dropped) of an edit. */
export const equipmentNotesSchema = z.object({
  notes: optionalText(),
  tags: z
    .array(z.string())
    .nullish()
    .transform((tags) => {
      if (tags === null || tags === undefined) return undefined;
      const kept: string[] = [];
      for (const tag of tags.map((t) => t.trim())) if (tag && !kept.includes(tag)) kept.push(tag);
      return kept;
    }),
});

/** The most asset data items one equipment keeps. */
export const EQUIPMENT_META_MAX = 200;

/**
 * One asset datum: a label, a value and its type, checked with the Assets screen's rules
 * (assetData.ts): a number must be a number and a date an ISO date; a blank value is allowed.
 */
export const equipmentMetaSchema = z
  .object({
    label: requiredText().pipe(z.string().max(TEXT_MAX, messages.tooLong(TEXT_MAX))),
    value: z.string({ error: messages.required }).trim(),
    type: requiredChoice(ASSET_DATA_TYPES),
  })
  .superRefine((item, ctx) => {
    const problem = assetValueError(item.type, item.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });

/**
 * The asset data of one equipment as the Assets screen saves it, whole: labels are unique (case
 * aside), and a datum left blank is removed.
 */
export const equipmentAssetSchema = z
  .object({
    meta: z
      .array(equipmentMetaSchema)
      .max(EQUIPMENT_META_MAX, messages.inputTooMany('meta', EQUIPMENT_META_MAX)),
  })
  .superRefine(({ meta }, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of meta.entries()) {
      const key = item.label.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['meta', i, 'label'],
          message: messages.assetLabelTaken(item.label),
        });
      }
      seen.add(key);
    }
  })
  .transform(({ meta }) => ({ meta: meta.filter((item) => item.value !== '') }));
export type EquipmentAssetForm = z.output<typeof equipmentAssetSchema>;
