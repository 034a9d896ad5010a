// Schemas of the sign-in and account forms (spec access §5), with the spec's messages.
import { z } from 'zod';
import { MFA_CODE_LENGTH } from './constants.js';
import { optionalText, requiredText } from './fields.js';
import { messages } from './messages.js';
import { passwordErrors } from './password.js';
import { isEmail, isPhone } from './validation.js';

/** Sign-in form: both fields required. */
export const loginSchema = z.object({
  email: requiredText(),
  password: z.string({ error: messages.required }).min(1, messages.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Authenticator code: required, exactly six digits. */
export const mfaCodeSchema = z.object({
  code: requiredText().pipe(
    z.string().regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), messages.mfaCodeFormat),
  ),
});
export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/** Turning MFA off needs the password. */
export const mfaDisableSchema = z.object({
  password: z.string({ error: messages.required }).min(1, messages.required),
});

/** Optional phone: if given, more than nine digits. */
const optionalPhone = optionalText().refine(
  (phone) => phone === undefined || isPhone(phone),
  messages.invalidPhone,
);

/** Profile form: e-mail required and valid (the form's own wording), phone checked if given. */
export const profileSchema = z.object({
  firstName: optionalText(),
  lastName: optionalText(),
  email: requiredText(messages.profileEmailRequired).refine(isEmail, messages.profileEmailInvalid),
  phone: optionalPhone,
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** E-mail entry (reset and resend forms): trimmed, required, valid. */
export const emailEntrySchema = z.object({
  email: requiredText(messages.enterEmail).refine(isEmail, messages.useValidEmail),
});
export type EmailEntryInput = z.infer<typeof emailEntrySchema>;

/** Puts each password rule's message on the field it belongs to. */
function checkNewPassword(
  value: { password: string; confirm: string },
  ctx: z.RefinementCtx,
): void {
  for (const message of passwordErrors(value.password, value.confirm)) {
    const onConfirm = message === messages.passwordsDoNotMatch;
    ctx.addIssue({ code: 'custom', message, path: [onConfirm ? 'confirm' : 'password'] });
  }
}

const newPasswordFields = {
  password: z.string({ error: messages.required }),
  confirm: z.string({ error: messages.required }),
};

/** Setting a password (reset link, verification): the password rules plus a matching confirm. */
export const passwordSetSchema = z.object(newPasswordFields).superRefine(checkNewPassword);
export type PasswordSetInput = z.infer<typeof passwordSetSchema>;

/** Changing a password on the account page: the current one is required too. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: messages.required }).min(1, messages.required),
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Account verification: id, token and password; terms acceptance where the brand asks. */
export const verifyAccountSchema = z
  .object({
    id: requiredText(),
    token: requiredText(),
    ...newPasswordFields,
    acceptedTerms: z.boolean().optional(),
  })
  .superRefine(checkNewPassword);

/** Finish stays disabled while errors exist or required terms are not accepted. */
export function canFinishPasswordForm(state: {
  errors: readonly string[];
  termsRequired: boolean;
  termsAccepted: boolean;
}): boolean {
  return state.errors.length === 0 && (!state.termsRequired || state.termsAccepted);
}

/** Bug report: e-mail and subject required. */
export const bugReportSchema = z.object({
  email: requiredText().refine(isEmail, messages.invalidEmail),
  subject: requiredText(),
  description: optionalText(),
});
export type BugReportInput = z.infer<typeof bugReportSchema>;
