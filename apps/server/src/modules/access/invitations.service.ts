import { VERIFICATION_LINK_TTL_MS, brandForProductName, messages } from '@vigil/domain';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import type { UserRecord } from './access.repository.js';
import { invitationEmail, type InvitationReason } from './invitationEmail.js';
import { createInvitationsRepository } from './invitations.repository.js';

export type { InvitationReason } from './invitationEmail.js';

type Ctx = Pick<GraphQLContext, 'db' | 'config' | 'mail'>;

/** Who invites, as the e-mail names them (first and last name, else the address). */
export type Inviter = Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'email'>;

/** How a user reads in an e-mail: their name, or their address when they gave none. */
export const userDisplayName = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;

/** A new verification link: the token for the e-mail, the hash kept, and its end (24 hours). */
export function newInvitationLink(now = new Date()) {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    expireAt: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS),
  };
}

export interface InvitationMail {
  email: string;
  token: string;
  /** The brand the e-mail speaks for (the client's productName argument). */
  productName?: string | null;
  invitedBy: Inviter | null;
  reason: InvitationReason;
}

/**
 * Sends the e-mail of a verification link already written. Rejects with 'Invitation not sent'
 * (BAD_USER_INPUT) when the mail server does not accept it.
 */
export async function sendInvitationEmail(ctx: Ctx, mail: InvitationMail): Promise<void> {
  try {
    await ctx.mail.send(
      invitationEmail({
        to: mail.email,
        productName: brandForProductName(mail.productName).productName,
        publicUrl: ctx.config.publicUrl,
        token: mail.token,
        invitedBy: mail.invitedBy ? userDisplayName(mail.invitedBy) : null,
        reason: mail.reason,
      }),
    );
  } catch {
    throw badInput(messages.invitationNotSent);
  }
}

export interface IssueInvitationInput {
  /** The user to verify: one with no password yet (created by the caller). */
  userId: number;
  /** Their address, where the link goes. */
  email: string;
  productName?: string | null;
  /** Who invites (kept with the link and named in the e-mail); null when the user asked. */
  invitedBy: Inviter | null;
  reason: InvitationReason;
}

/**
 * Invites a user to set their password: writes a 24-hour verification link
 * (`/verify/{token}`, only its hash kept) and e-mails it. Resolves once the mail server took the
 * message; otherwise the link is removed again and it rejects with 'Invitation not sent'
 * (BAD_USER_INPUT). The caller has checked that it may invite this user. Earlier links of the
 * user keep working until they expire or one of them is used.
 */
export async function issueInvitation(
  ctx: Ctx,
  input: IssueInvitationInput,
  now = new Date(),
): Promise<void> {
  const link = newInvitationLink(now);
  const repo = createInvitationsRepository(ctx.db);
  const id = await repo.create({
    userId: input.userId,
    tokenHash: link.tokenHash,
    invitedBy: input.invitedBy?.id ?? null,
    expireAt: link.expireAt,
  });
  try {
    await sendInvitationEmail(ctx, { ...input, token: link.token });
  } catch (error) {
    await repo.delete(id);
    throw error;
  }
}
