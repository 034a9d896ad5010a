import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, sessions, totpRecoveryCodes, users } from '../../db/schema.js';

/** The profile fields editUser writes; an absent field stays as it is. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  email?: string;
  partnerId?: number;
  partnerAdmin?: boolean;
}

/** MFA being set up on the account page: the secret not yet active and when a code of it held. */
export interface PendingTotp {
  secret: string;
  verifiedAt: Date | null;
}

/**
 * What the account page changes on a user (profile, password, MFA, recovery codes) and the
 * sessions that end with a password change. The only SQL of My Account.
 */
export function createAccountRepository(db: Executor) {
  return {
    async emailTakenByOther(email: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
      return row !== undefined;
    },

    /** Whether the account is a partner or an OEM (what a user's partnerID may name). */
    async isPartnerAccount(accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), inArray(accounts.kind, ['PARTNER', 'OEM'])));
      return row !== undefined;
    },

    async updateProfile(userId: number, changes: ProfileChanges, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async setPasswordHash(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async recordSignIn(userId: number, now: Date): Promise<void> {
      await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
    },

    /** Ends the user's sessions but `keep` (the one asking), answering the ids that ended. */
    async endSessions(userId: number, keep: string | null = null): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(
          keep === null
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, keep)),
        )
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    async pendingTotp(userId: number): Promise<PendingTotp | null> {
      const [row] = await db
        .select({ secret: users.totpPendingSecret, verifiedAt: users.totpPendingVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row?.secret ? { secret: row.secret, verifiedAt: row.verifiedAt } : null;
    },

    /** A new secret being set up, replacing any earlier one that was not activated. */
    async startTotp(userId: number, secret: string): Promise<void> {
      await db
        .update(users)
        .set({ totpPendingSecret: secret, totpPendingVerifiedAt: null })
        .where(eq(users.id, userId));
    },

    /** Marks the pending secret verified, if it is still the one the code was checked against. */
    async markTotpVerified(userId: number, secret: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ totpPendingVerifiedAt: now })
        .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret)));
    },

    /**
     * Makes the verified pending secret the user's MFA secret and replaces their recovery codes,
     * if the pending secret is still `secret` (a second tab may have started another); false,
     * writing nothing, otherwise. Run it in a transaction.
     */
    async activateTotp(
      userId: number,
      secret: string,
      recoveryCodeHashes: readonly string[],
      now: Date,
    ): Promise<boolean> {
      const moved = await db
        .update(users)
        .set({
          totpSecret: secret,
          totpPendingSecret: null,
          totpPendingVerifiedAt: null,
          updatedAt: now,
        })
        .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret)))
        .returning({ id: users.id });
      if (moved.length === 0) return false;
      await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
      await db
        .insert(totpRecoveryCodes)
        .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    },

    /** Turns MFA off: the secret, any pending one and the recovery codes go. */
    async deactivateTotp(userId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpPendingVerifiedAt: null,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    },

    /** Spends an unused recovery code of the user; false when there is none with this hash. */
    async spendRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const spent = await db
        .update(totpRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(totpRecoveryCodes.userId, userId),
            eq(totpRecoveryCodes.codeHash, codeHash),
            isNull(totpRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: totpRecoveryCodes.id });
      return spent.length > 0;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
