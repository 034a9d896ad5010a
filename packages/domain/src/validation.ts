import { z } from 'zod';
import { MFA_CODE_LENGTH } from './constants.js';
import { messages } from './messages.js';

const requiredText = z.string().trim().min(1, messages.required);

/** Sign-in form: both fields required (spec access §5). */
export const loginSchema = z.object({
  email: requiredText,
  password: z.string().min(1, messages.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Authenticator code: required, exactly six digits (spec access §5). */
export const mfaCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: messages.required, abort: true })
    .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), messages.mfaCodeFormat),
});
export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/** Spec access §5: letters, digits and . _ % + - before an @, a domain, a 2-4 letter top level. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
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
