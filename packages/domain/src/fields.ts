// zod building blocks for the form schemas, carrying the spec's generic messages
// ('Required.', 'Must be a number.'). Form values arrive as text from inputs and as numbers from
// the API, so number fields take both.
import { z } from 'zod';
import { messages } from './messages.js';

/** Blank text, null and undefined all count as "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value;
}

function toNumber(value: unknown): unknown {
  const given = blankToUndefined(value);
  return typeof given === 'string' ? Number(given) : given;
}

const numberMessage = (issue: { input?: unknown }) =>
  issue.input === undefined ? messages.required : messages.mustBeNumber;

/** Required text, trimmed. */
export function requiredText(message: string = messages.required) {
  return z.string({ error: message }).trim().min(1, message);
}

/** Optional text, trimmed; blank and null become undefined. */
export function optionalText() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** A required finite number, from a number or numeric text. */
export function requiredNumber() {
  return z.preprocess(toNumber, z.number({ error: numberMessage }).finite(messages.mustBeNumber));
}

/** An optional finite number; blank becomes undefined. */
export function optionalNumber() {
  return z.preprocess(
    toNumber,
    z.number({ error: messages.mustBeNumber }).finite(messages.mustBeNumber).optional(),
  );
}

/** A required whole number of at least `min`. */
export function requiredWholeNumber(min: number) {
  return requiredNumber().pipe(
    z.number().int(messages.wholeNumberAtLeast(min)).min(min, messages.wholeNumberAtLeast(min)),
  );
}

/** One of a fixed list, required. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  choices: T,
  invalid: string = messages.invalidChoice,
) {
  return z.preprocess(
    blankToUndefined,
    z.enum(choices, {
      error: (issue) => (issue.input === undefined ? messages.required : invalid),
    }),
  );
}

/** One of a fixed list, or not given; a number is taken as its text (version 2 is '2'). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  choices: T,
  invalid: string = messages.invalidChoice,
) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'number' ? String(given) : given;
    },
    z.enum(choices, { error: invalid }).optional(),
  );
}

/** The first message of each field, keyed by field path: what a form shows under its inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    byField[key] ??= issue.message;
  }
  return byField;
}

/** What a form shows for an input: the first message per field, or {} when it is valid. */
export function formErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
