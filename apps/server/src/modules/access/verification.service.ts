import { messages, passwordErrors } from '@vigil/domain';
import { hashPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { accessError, badInput } from '../../graphql/errors.js';
import { createInvitationsRepository, type OpenInvitation } from './invitations.repository.js';

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
 * link's token; the link is spent. A link used meanwhile gives the spec's creation failure.
 */
export async function verifyInvitedUser(
  ctx: Ctx,
  args: { id: string; token: string; password: string },
  now = new Date(),
): Promise<boolean> {
  const [problem] = passwordErrors(args.password);
  if (problem !== undefined) throw badInput(problem, 'password');
  const invitation = await openInvitation(ctx, args.token, now);
  if (String(invitation.userId) !== args.id) throw invalidToken();
  const passwordHash = await hashPassword(args.password);
  const accepted = await ctx.db.transaction((tx) =>
    createInvitationsRepository(tx).accept(invitation, passwordHash, now),
  );
  if (!accepted) throw badInput(messages.passwordCreateFailed);
  return true;
}
