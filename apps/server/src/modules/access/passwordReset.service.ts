import { brandForProductName, messages, passwordErrors } from '@vigil/domain';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { accessError, badInput } from '../../graphql/errors.js';
import { createAccessRepository } from './access.repository.js';
import { ACCOUNT_EMAIL_LIMIT, accountEmailWindowStart, typedEmail } from './accountEmailLimit.js';
import { endUserSessions } from './account.service.js';
import { passwordResetEmail } from './passwordResetEmail.js';
import {
  createPasswordResetsRepository,
  type OpenPasswordReset,
} from './passwordResets.repository.js';
import { INVITATION_TOKEN_MAX_LENGTH } from './verification.service.js';

type Ctx = Pick<GraphQLContext, 'db' | 'config' | 'mail' | 'live'>;

/** How long a forgot-password link works. */
export const PASSWORD_RESET_LINK_TTL_MS = 3_600_000;

/**
 * generatePasswordToken (Forgot password): e-mails a link to set a new password, valid one hour
 * and once, to a user who signs in with a password. The answer is true whether or not the
 * address has such an account, and when the address had its share of links this hour (nothing
 * is sent then); it fails ('We were not able to send you a reset email. Please try again') only
 * when the mail server refuses the message.
 */
export async function generatePasswordToken(
  ctx: Ctx,
  args: { email: string; productName?: string | null },
  now = new Date(),
): Promise<boolean> {
  const email = typedEmail(args.email);
  const user = await createAccessRepository(ctx.db).findUserByEmail(email);
  if (!user || user.saml || user.passwordHash === null) return true;
  const repo = createPasswordResetsRepository(ctx.db);
  const sent = await repo.countSince(user.id, accountEmailWindowStart(now));
  if (sent >= ACCOUNT_EMAIL_LIMIT.max) return true;
  const token = newToken();
  const id = await repo.create({
    userId: user.id,
    tokenHash: hashToken(token),
    expireAt: new Date(now.getTime() + PASSWORD_RESET_LINK_TTL_MS),
  });
  try {
    await ctx.mail.send(
      passwordResetEmail({
        to: user.email,
        productName: brandForProductName(args.productName).productName,
        publicUrl: ctx.config.publicUrl,
        token,
      }),
    );
  } catch {
    await repo.delete(id);
    throw badInput(messages.resetEmailFailed);
  }
  return true;
}

const invalidToken = () => accessError(messages.invalidToken, 'UNAUTHENTICATED');

async function openReset(ctx: Pick<Ctx, 'db'>, token: string, now: Date) {
  if (token.length === 0 || token.length > INVITATION_TOKEN_MAX_LENGTH) throw invalidToken();
  const reset = await createPasswordResetsRepository(ctx.db).findOpen(hashToken(token), now);
  if (!reset) throw invalidToken();
  return reset;
}

/** validatePasswordToken: the user a forgot-password link names, or 'Invalid token'. */
export async function validatePasswordToken(
  ctx: Pick<Ctx, 'db'>,
  token: string,
  now = new Date(),
): Promise<{ id: string; email: string; firstName: string | null }> {
  const reset = await openReset(ctx, token, now);
  return { id: String(reset.userId), email: reset.email, firstName: reset.firstName };
}

/**
 * resetPassword: the new password (spec access §5 rules) with a forgot-password link, which is
 * spent with every other open link of the user; all the user's sessions end.
 */
export async function resetPassword(
  ctx: Ctx,
  args: { id: string; token: string; password: string },
  now = new Date(),
): Promise<boolean> {
  const [problem] = passwordErrors(args.password);
  if (problem !== undefined) throw badInput(problem, 'password');
  const reset: OpenPasswordReset = await openReset(ctx, args.token, now);
  if (String(reset.userId) !== args.id) throw invalidToken();
  const passwordHash = await hashPassword(args.password);
  const spent = await ctx.db.transaction((tx) =>
    createPasswordResetsRepository(tx).spend(reset, passwordHash, now),
  );
  if (!spent) throw badInput(messages.passwordResetFailed);
  await endUserSessions(ctx, reset.userId, null);
  return true;
}
