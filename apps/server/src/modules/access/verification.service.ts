import { messages, passwordErrors } from '@vigil/domain';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { accessError, badInput } from '../../graphql/errors.js';
import { createInvitationsRepository, type OpenInvitation } from './invitations.repository.js';
import { issueInvitation } from './invitations.service.js';
import { ACCOUNT_EMAIL_LIMIT, accountEmailWindowStart, typedEmail } from './accountEmailLimit.js';

type Ctx = Pick<GraphQLContext, 'db'>;

/** Longer than any token we issue (newToken: 43 characters); checked before any look-up. */
export const INVITATION_TOKEN_MAX_LENGTH = 128;

const invalidToken = () => accessError(messages.invalidToken, 'UNAUTHENTICATED');

async function openInvitation(ctx: Ctx, token: string, now: Date): Promise<OpenInvitation> {
  if (token.length === 0 || token.length > INVITATION_TOKEN_MAX_LENGTH) throw invalidToken();
  const invitation = await createInvitationsRepository(ctx.db).findOpen(hashToken(token), now);
  if (!invitation) throw invalidToken();
  return invitation;
}

/** validateToken: the user a verification link names, or 'Invalid token' (spec access §5). */
export async function validateInvitationToken(ctx: Ctx, token: string, now = new Date()) {
  const invitation = await openInvitation(ctx, token, now);
  return {
    id: String(invitation.userId),
    email: invitation.email,
    firstName: invitation.firstName,
  };
}

/**
 * verifyUser: the invited user's first password, by the rules of spec access §5, with their
 * link's token; the link is spent. A user who has not accepted the service agreement yet must
 * accept it now (acceptedTerms), and when they do, when is kept. A link used meanwhile gives the
 * spec's creation failure.
 */
export async function verifyInvitedUser(
  ctx: Ctx,
  args: { id: string; token: string; password: string; acceptedTerms?: boolean | null },
  now = new Date(),
): Promise<boolean> {
  const [problem] = passwordErrors(args.password);
  if (problem !== undefined) throw badInput(problem, 'password');
  const invitation = await openInvitation(ctx, args.token, now);
  if (String(invitation.userId) !== args.id) throw invalidToken();
  const acceptsTerms = args.acceptedTerms === true;
  if (!invitation.acceptedTerms && !acceptsTerms) {
    throw badInput(messages.termsNotAccepted, 'acceptedTerms');
  }
  const passwordHash = await hashPassword(args.password);
  const accepted = await ctx.db.transaction((tx) =>
    createInvitationsRepository(tx).accept(invitation, passwordHash, acceptsTerms, now),
  );
  if (!accepted) throw badInput(messages.passwordCreateFailed);
  return true;
}

/**
 * updateToken (the resend page): a new 24-hour verification link for an address whose user has
 * not set a password yet. The answer is true whether or not there is such a user, and when the
 * address had its share of links this hour (nothing is sent then); it fails ('We were unable to
 * send you an email. Please try again') only when the mail server refuses the message.
 */
export async function resendVerification(
  ctx: Pick<GraphQLContext, 'db' | 'config' | 'mail'>,
  args: { email: string; productName?: string | null },
  now = new Date(),
): Promise<boolean> {
  const email = typedEmail(args.email);
  const repo = createInvitationsRepository(ctx.db);
  const user = await repo.findUnverified(email);
  if (!user) return true;
  const sent = await repo.countSince(user.id, accountEmailWindowStart(now));
  if (sent >= ACCOUNT_EMAIL_LIMIT.max) return true;
  try {
    await issueInvitation(
      ctx,
      {
        userId: user.id,
        email: user.email,
        productName: args.productName,
        invitedBy: null,
        reason: { kind: 'resend' },
      },
      now,
    );
  } catch {
    throw badInput(messages.resendFailed);
  }
  return true;
}
