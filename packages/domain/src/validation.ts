// Field patterns of spec access §5 and core §5, as plain predicates. The form schemas build on
// these, and server, web and gateway call them directly.
import { z } from 'zod';

/** Letters, digits and . _ % + - before an @, a domain, then a top level of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** E-mail addresses are compared trimmed and case-insensitively. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Four dotted numbers 0 to 255 (no leading zeros, which some tools read as octal). */
export const IPV4_PATTERN = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

export function isIPv4(value: string): boolean {
  return IPV4_PATTERN.test(value);
}

/**
 * Dot-separated numbers or single lower-case letters (a letter stands for a template variable,
 * such as the index of a table row); at least two arcs, as every OID has.
 */
export const OID_PATTERN = /^(\d+|[a-z])(\.(\d+|[a-z]))+$/;
/** The pure form: numbers only. */
export const PURE_OID_PATTERN = /^\d+(\.\d+)+$/;

/**
 * The one stored form of an OID: as `snmpwalk -On` prints it, with a leading dot, or without;
 * stored without, so the same OID is never two strings.
 */
export function canonicalOid(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('.') ? trimmed.slice(1) : trimmed;
}

export function isOID(value: string): boolean {
  return OID_PATTERN.test(value);
}

export function isPureOID(value: string): boolean {
  return PURE_OID_PATTERN.test(value);
}

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone number needs more than nine digits, so that it includes an area code. */
export function isPhone(value: string): boolean {
  return digitsOf(value).length > 9;
}

/**
 * Phone display format (AAA) BBB-CCCC for ten digits (a leading country code 1 is dropped);
 * other numbers are shown as entered.
 */
export function formatPhone(value: string): string {
  const digits = digitsOf(value);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(national);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value.trim();
}

/** Network card names: letters, digits, space and . , _ - ( ) #. */
export const CARD_NAME_PATTERN = /^[A-Za-z0-9 .,_\-()#]+$/;

export function isCardName(value: string): boolean {
  return CARD_NAME_PATTERN.test(value);
}

/** Network card community strings: letters, digits, underscore, @ and hyphen. */
export const COMMUNITY_STRING_PATTERN = /^[A-Za-z0-9_@-]+$/;

export function isCommunityString(value: string): boolean {
  return COMMUNITY_STRING_PATTERN.test(value);
}

/** Tags are split on commas (with optional spaces) or newlines; blank entries are dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(/,\s*|\r?\n/)
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** Characters the view name form flags (core §5). */
export const VIEW_NAME_FLAGGED_CHARS = [
  '_',
  '~',
  '!',
  '@',
  '#',
  '$',
  '&',
  '*',
  '(',
  ')',
  '=',
  ':',
  '/',
  ',',
  ';',
  '?',
  '+',
  '\\',
  "'",
] as const;

/** The flagged characters a view name contains, in order of appearance, each once. */
export function invalidViewNameChars(name: string): string[] {
  const flagged = new Set<string>(VIEW_NAME_FLAGGED_CHARS);
  return [...new Set([...name].filter((ch) => flagged.has(ch)))];
}

/** Text holding a whole number within a range, parsed to that number. */
export function wholeNumberText(min: number, max: number) {
  const outOfRange = { message: `must be ${min}-${max}` };
  return z
    .string()
    .regex(/^\d+$/, { message: 'expected a whole number' })
    .transform(Number)
    .pipe(z.number().min(min, outOfRange).max(max, outOfRange));
}
