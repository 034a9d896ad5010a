// MFA recovery codes (our own, not in the spec): shown once when MFA is activated, each works
// once in place of an authenticator code, for a user who lost their phone.
import { z } from 'zod';
import { MFA_CODE_LENGTH } from './constants.js';
import { messages } from './messages.js';

/** How many recovery codes an activation hands out. */
export const MFA_RECOVERY_CODE_COUNT = 10;
/** Characters of a code, in two groups of five: 'k7m2p-x9qra'. */
export const MFA_RECOVERY_CODE_LENGTH = 10;
/** Lower-case letters and digits that cannot be mistaken for each other (no 0/o, 1/l/i). */
export const MFA_RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: two groups of five joined by a hyphen. */
export function formatRecoveryCode(raw: string): string {
  const half = MFA_RECOVERY_CODE_LENGTH / 2;
  return `${raw.slice(0, half)}-${raw.slice(half)}`;
}

/**
 * The one stored form of a typed recovery code (lower case, hyphens and spaces dropped), or null
 * when it cannot be one.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const raw = typed.toLowerCase().replace(/[\s-]/g, '');
  if (raw.length !== MFA_RECOVERY_CODE_LENGTH) return null;
  return [...raw].every((ch) => MFA_RECOVERY_ALPHABET.includes(ch)) ? raw : null;
}

const SIX_DIGITS = new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`);

/** The sign-in code step: a six-digit authenticator code, or one of the user's recovery codes. */
export const mfaSignInCodeSchema = z.object({
  code: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine(
      (code) => SIX_DIGITS.test(code) || normalizeRecoveryCode(code) !== null,
      messages.mfaCodeFormat,
    ),
});
