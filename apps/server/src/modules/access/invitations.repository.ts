import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userInvitations, users } from '../../db/schema.js';

/** An invitation link's user, while the link can still be used. */
export interface OpenInvitation {
  id: number;
  userId: number;
  email: string;
  firstName: string | null;
}

/**
 * Invitations to set a password (`/verify/{token}`): only a hash of each token is kept, and a
 * link works once, before its expiry, for a user who has no password yet.
 */
export function createInvitationsRepository(db: Executor) {
  return {
    /** The invitation of this token hash if it is unused, unexpired and its user has no password. */
    async findOpen(tokenHash: string, now: Date): Promise<OpenInvitation | null> {
      const [row] = await db
        .select({
          id: userInvitations.id,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
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
      return row ?? null;
    },

    /**
     * Sets the user's first password and spends every invitation of theirs; false when the
     * invitation was used (or the password set) in the meantime, writing nothing.
     */
    async accept(invitation: OpenInvitation, passwordHash: string, now: Date): Promise<boolean> {
      const set = await db
        .update(users)
        .set({ passwordHash, updatedAt: now })
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
