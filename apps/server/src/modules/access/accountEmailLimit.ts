import { isEmail, messages, normalizeEmail } from '@vigil/domain';
import { badInput } from '../../graphql/errors.js';

/**
 * At most this many e-mails per address in the window, from forgot password and from the resend
 * page each; beyond, nothing is sent and the answer is the same, so neither form can be used to
 * flood someone's mailbox.
 */
export const ACCOUNT_EMAIL_LIMIT = { max: 3, windowMs: 3_600_000 } as const;

/** The start of the window the limit counts in. */
export const accountEmailWindowStart = (now: Date) =>
  new Date(now.getTime() - ACCOUNT_EMAIL_LIMIT.windowMs);

/** An address typed on a public e-mail form, trimmed and lower-cased; refused when malformed. */
export function typedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isEmail(email)) throw badInput(messages.useValidEmail, 'email');
  return email;
}
