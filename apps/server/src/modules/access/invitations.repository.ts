import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userInvitations, users } from '../../db/schema.js';

/** An invitation link's user, while the link can still be used. */
export interface OpenInvitation {
  id: number;
  userId: number;
  email: string;
  firstName: string | null;
  /** Whether the user accepted the service agreement before (then it is not asked again). */
  acceptedTerms: boolean;
}

/** A user who has not set a password yet (invited, not verified), by address. */
export interface UnverifiedUser {
  id: number;
  email: string;
}

/**
 * Invitations to set a password (`/verify/{token}`): only a hash of each token is kept, and a
 * link works once, before its expiry, for a user who has no password yet. Every area that invites
 * (sharing a view, a company's users, the resend page) writes them here.
 */
export function createInvitationsRepository(db: Executor) {
  return {
    /** Writes an invitation link of the user, working until `expireAt`. */
    async create(values: {
      userId: number;
      tokenHash: string;
      invitedBy: number | null;
      expireAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(userInvitations)
        .values(values)
        .returning({ id: userInvitations.id });
      return row!.id;
    },

    /** Removes a link whose e-mail could not be sent. */
    async delete(id: number): Promise<void> {
      await db.delete(userInvitations).where(eq(userInvitations.id, id));
    },

    /** Links written for the user since `since` (the resend page's per-address rate limit). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(userInvitations)
        .where(and(eq(userInvitations.userId, userId), gt(userInvitations.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The user of this address if they have no password yet and do not sign in by SSO. */
    async findUnverified(email: string): Promise<UnverifiedUser | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.passwordHash), eq(users.saml, false)));
      return row ?? null;
    },

    /** The invitation of this token hash if it is unused, unexpired and its user has no password. */
    async findOpen(tokenHash: string, now: Date): Promise<OpenInvitation | null> {
      const [row] = await db
        .select({
          id: userInvitations.id,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          acceptedTermsAt: users.acceptedTermsAt,
        })
        .from(userInvitations)
        .innerJoin(users, eq(users.id, userInvitations.userId))
        .where(
          and(
            eq(userInvitations.tokenHash, tokenHash),
            isNull(userInvitations.usedAt),
            gt(userInvitations.expireAt, now),
            isNull(users.passwordHash),
          ),
        );
      if (!row) return null;
      const { acceptedTermsAt, ...invitation } = row;
      return { ...invitation, acceptedTerms: acceptedTermsAt !== null };
    },

    /**
     * Sets the user's first password (and when they accept the service agreement now, when) and
     * spends every invitation of theirs; false when the invitation was used (or the password
     * set) in the meantime, writing nothing.
     */
    async accept(
      invitation: OpenInvitation,
      passwordHash: string,
      acceptsTerms: boolean,
      now: Date,
    ): Promise<boolean> {
      const set = await db
        .update(users)
        .set({ passwordHash, updatedAt: now, ...(acceptsTerms ? { acceptedTermsAt: now } : {}) })
        .where(and(eq(users.id, invitation.userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (set.length === 0) return false;
      await db
        .update(userInvitations)
        .set({ usedAt: now })
        .where(and(eq(userInvitations.userId, invitation.userId), isNull(userInvitations.usedAt)));
      return true;
    },
  };
}
