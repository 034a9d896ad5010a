// Variables in a library's OIDs (spec core §5 "OID is dot-separated numbers or single lowercase
// letters", §3 library dynamicOIDLabels{label,value}, template equipment oidVars; ADR 012). A
// letter stands for one number the equipment fills in: the module of a parallel UPS, the bank of a
// PDU, the row of any table. The library labels each letter it uses (value 'x', label 'Module');
// each equipment gives each letter its number; the gateway polls the OID with the number put in.
import { z } from 'zod';
import { requiredText } from './fields.js';
import { messages } from './messages.js';
import { OID_ARC_MAX } from './oidForms.js';

/** The most variables one library declares. */
export const OID_VARIABLES_MAX = 8;
/** The longest label of a variable. */
export const OID_VARIABLE_LABEL_MAX = 64;

/** A library's label of one variable: `value` is the letter, `label` what it stands for. */
export interface DynamicOidLabel {
  label: string;
  value: string;
}

/** An equipment's number for one variable of its library's OIDs. */
export interface OidVar {
  letter: string;
  value: string;
}

const LETTER = /^[a-z]$/;
const ARC = /^\d{1,10}$/;

/** The variables of an OID, each once, in the order they appear. */
export function oidVariablesOf(oid: string): string[] {
  return [...new Set(oid.split('.').filter((arc) => LETTER.test(arc)))];
}

/** Whether a number may stand for a variable: one OID arc, 0 to 4294967295. */
export function isOidVarValue(value: string): boolean {
  return ARC.test(value) && Number(value) <= OID_ARC_MAX;
}

/**
 * The OID with each variable replaced by the equipment's number; `missing` names the letters the
 * equipment has no number for (the OID cannot be polled until it has).
 */
export function resolveOid(
  oid: string,
  vars: readonly OidVar[],
): { oid: string } | { missing: string[] } {
  const letters = oidVariablesOf(oid);
  if (letters.length === 0) return { oid };
  const byLetter = new Map(vars.map((v) => [v.letter, v.value]));
  const missing = letters.filter((letter) => !byLetter.has(letter));
  if (missing.length > 0) return { missing };
  return {
    oid: oid
      .split('.')
      .map((arc) => byLetter.get(arc) ?? arc)
      .join('.'),
  };
}

/** A list refinement: the letter in each item's `field` appears once; a repeat is flagged. */
function eachLetterOnce<K extends string>(field: K) {
  return (items: readonly Record<K, string>[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      const letter = item[field];
      if (seen.has(letter)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, field],
          message: messages.oidVariableTwice(letter),
        });
      }
      seen.add(letter);
    }
  };
}

/** A library's labels of its variables as edited: letters unique, each labelled. */
export const dynamicOidLabelsSchema = z
  .array(
    z.object({
      label: requiredText().pipe(
        z.string().max(OID_VARIABLE_LABEL_MAX, messages.tooLong(OID_VARIABLE_LABEL_MAX)),
      ),
      value: z
        .string({ error: messages.required })
        .trim()
        .regex(LETTER, messages.oidVariableLetter),
    }),
  )
  .max(OID_VARIABLES_MAX, messages.inputTooMany('dynamicOIDLabels', OID_VARIABLES_MAX))
  .superRefine(eachLetterOnce('value'));

/** An equipment's numbers for its library's variables: each letter once, each number one arc. */
export const oidVarsSchema = z
  .array(
    z.object({
      letter: z
        .string({ error: messages.required })
        .trim()
        .regex(LETTER, messages.oidVariableLetter),
      value: z
        .string({ error: messages.required })
        .trim()
        .refine(isOidVarValue, messages.oidVariableValue),
    }),
  )
  .max(OID_VARIABLES_MAX, messages.inputTooMany('oidVars', OID_VARIABLES_MAX))
  .superRefine(eachLetterOnce('letter'));

/**
 * A new sensor's name with the numbers of its OID's variables in it (addSensors with
 * dynamicConversions): '{x}' in the name becomes the number; a variable the name does not mention
 * is added after it as '(Module 2)', with the library's label of the letter.
 */
export function convertSensorName(
  name: string,
  oid: string,
  labels: readonly DynamicOidLabel[],
  vars: readonly OidVar[],
): string {
  const byLetter = new Map(vars.map((v) => [v.letter, v.value]));
  let converted = name;
  const added: string[] = [];
  for (const letter of oidVariablesOf(oid)) {
    const value = byLetter.get(letter);
    if (value === undefined) continue;
    const token = `{${letter}}`;
    if (converted.includes(token)) {
      converted = converted.split(token).join(value);
    } else {
      const label = labels.find((l) => l.value === letter)?.label ?? letter;
      added.push(`${label} ${value}`);
    }
  }
  return added.length === 0 ? converted : `${converted} (${added.join(', ')})`;
}
