import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';

/** A forgot-password link's user, while the link can still be used. */
export interface OpenPasswordReset {
  id: number;
  userId: number;
  email: string;
  firstName: string | null;
}

/**
 * Forgot-password links (`/forgotPassword/{token}`): only a hash of each token is kept; a link
 * works once, before its expiry, for a user who signs in with a password.
 */
export function createPasswordResetsRepository(db: Executor) {
  return {
    async create(values: { userId: number; tokenHash: string; expireAt: Date }): Promise<number> {
      const [row] = await db
        .insert(passwordResetTokens)
        .values(values)
        .returning({ id: passwordResetTokens.id });
      return row!.id;
    },

    /** Removes a link whose e-mail could not be sent. */
    async delete(id: number): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id));
    },

    /** Links written for the user since `since` (the per-address rate limit). */
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)),
        );
      return row?.n ?? 0;
    },

    /** The link of this token hash if it is unused, unexpired and its user has a password. */
    async findOpen(tokenHash: string, now: Date): Promise<OpenPasswordReset | null> {
      const [row] = await db
        .select({
          id: passwordResetTokens.id,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
        })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expireAt, now),
            isNotNull(users.passwordHash),
            eq(users.saml, false),
          ),
        );
      return row ?? null;
    },

    /**
     * Spends the link and every other open link of its user, and sets the new password; false,
     * writing nothing, when the link was used meanwhile. Run it in a transaction.
     */
    async spend(reset: OpenPasswordReset, passwordHash: string, now: Date): Promise<boolean> {
      const spent = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, reset.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (spent.length === 0) return false;
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.userId, reset.userId), isNull(passwordResetTokens.usedAt)),
        );
      await db
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(eq(users.id, reset.userId));
      return true;
    },
  };
}
