// The device facts a library reads (spec core §3 library metaList{id,oid,type,values,label}, SNMP
// card meta{oid,type,label,value}, §5 "Equipment meta kinds: MODEL_NUMBER, SERIAL_NUMBER, NAME,
// OTHER"; ADR 012). The gateway reads each OID of an SNMP equipment's library now and then and the
// server files the answer in the equipment's asset data under the entry's label, so a Meta widget
// shows the serial number the device itself reports. `values` translates an enumerated answer
// ('2=Online'); an OID may use the library's variables (oidVariables.ts).
import { z } from 'zod';
import { EQUIPMENT_META_KINDS, type EquipmentMetaKind } from './equipment.js';
import { requiredChoice } from './fields.js';
import { LIBRARY_META_MAX, type MetaAnswer } from './gatewayProtocol.js';
import { TEXT_MAX } from './inputLimits.js';
import { messages } from './messages.js';
import { canonicalOid, isOID } from './validation.js';

/** The most translations of one fact's answer. */
export const META_VALUES_MAX = 64;

/** The label each kind is filed under unless the library names it otherwise. */
export const META_KIND_LABELS: Readonly<Record<EquipmentMetaKind, string>> = {
  MODEL_NUMBER: 'Model Number',
  SERIAL_NUMBER: 'Serial Number',
  NAME: 'Name',
  OTHER: '',
};

export interface LibraryMetaEntry {
  id: string;
  oid: string;
  type: EquipmentMetaKind;
  /** Translations of an enumerated answer, as 'number=text'. */
  values: string[];
  label: string;
}

const VALUE_FORM = /^\s*(-?\d+)\s*=\s*(\S.*?)\s*$/;

/** The answer as the equipment's asset data shows it: translated when `values` names it. */
export function metaValueText(answer: string, values: readonly string[]): string {
  const text = answer.trim();
  for (const entry of values) {
    const match = VALUE_FORM.exec(entry);
    if (match && match[1] === text) return match[2] ?? text;
  }
  return text;
}

/** One fact as edited: its id when it is kept, else a new one is given. */
export const libraryMetaInputSchema = z
  .object({
    id: z.string().trim().max(64).nullish(),
    oid: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .transform(canonicalOid)
      .refine(isOID, messages.invalidOID),
    type: requiredChoice(EQUIPMENT_META_KINDS),
    label: z.string().trim().max(TEXT_MAX, messages.tooLong(TEXT_MAX)).nullish(),
    values: z
      .array(
        z
          .string()
          .trim()
          .max(TEXT_MAX, messages.tooLong(TEXT_MAX))
          .refine((entry) => VALUE_FORM.test(entry), messages.metaValueForm),
      )
      .max(META_VALUES_MAX, messages.inputTooMany('values', META_VALUES_MAX))
      .nullish(),
  })
  .transform((entry, ctx) => {
    const label = entry.label || META_KIND_LABELS[entry.type];
    if (label === '') {
      ctx.addIssue({ code: 'custom', path: ['label'], message: messages.required });
      return z.NEVER;
    }
    return {
      id: entry.id ?? null,
      oid: entry.oid,
      type: entry.type,
      label,
      values: entry.values ?? [],
    };
  });

/** A library's facts as edited, whole: each OID once, each kind but OTHER at most once. */
export const libraryMetaListSchema = z
  .array(libraryMetaInputSchema)
  .max(LIBRARY_META_MAX, messages.inputTooMany('metaList', LIBRARY_META_MAX))
  .superRefine((list, ctx) => {
    const oids = new Set<string>();
    const kinds = new Set<EquipmentMetaKind>();
    for (const [i, entry] of list.entries()) {
      if (oids.has(entry.oid)) {
        ctx.addIssue({ code: 'custom', path: [i, 'oid'], message: messages.metaOidTwice });
      }
      oids.add(entry.oid);
      if (entry.type !== 'OTHER' && kinds.has(entry.type)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'type'],
          message: messages.metaKindTwice(META_KIND_LABELS[entry.type]),
        });
      }
      kinds.add(entry.type);
    }
  });
export type LibraryMetaInput = z.output<typeof libraryMetaInputSchema>;

/** An entry of an equipment's asset data (the Assets screen, Meta widgets). */
export interface AssetDatum {
  label: string;
  value: string;
  type: string;
  oid?: string | null;
}

/**
 * The equipment's asset data with the facts read from it filed in: an answer replaces the datum
 * read from the same OID before, else the one with its label (a value typed in by hand is
 * overwritten by what the device reports), else it is added. Other data are kept as they are.
 * `entries` are the library's facts with their OIDs resolved for this equipment.
 */
export function fileMetaAnswers(
  data: readonly AssetDatum[],
  entries: readonly Pick<LibraryMetaEntry, 'oid' | 'label' | 'values'>[],
  answers: readonly MetaAnswer[],
): AssetDatum[] {
  let filed = data.map((datum) => ({ ...datum }));
  for (const answer of answers) {
    const entry = entries.find((e) => e.oid === answer.oid);
    if (!entry) continue;
    const datum: AssetDatum = {
      label: entry.label,
      value: metaValueText(answer.value, entry.values),
      type: 'string',
      oid: entry.oid,
    };
    const label = entry.label.toLowerCase();
    const sameOid = filed.findIndex((d) => d.oid === entry.oid);
    const at = sameOid === -1 ? filed.findIndex((d) => d.label.toLowerCase() === label) : sameOid;
    if (at === -1) {
      filed.push(datum);
      continue;
    }
    filed[at] = datum;
    // Labels stay unique: another datum under the label (the entry was renamed) gives way.
    filed = filed.filter((d, i) => i === at || d.label.toLowerCase() !== label);
  }
  return filed;
}
