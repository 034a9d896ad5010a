import { and, count, eq, gt, inArray, lt, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  loginAttempts,
  loginLockouts,
  sessions,
  userPermissions,
  users,
} from '../../db/schema.js';

/** A user as the access area reads it: the row plus the names and roles the API shows. */
export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isSuper: boolean;
  saml: boolean;
  totpSecret: string | null;
  homeUrl: string | null;
  userType: 'REGULAR' | 'DISTRO';
  partnerAdmin: boolean;
  emailAlerts: boolean;
  smsAlerts: boolean;
  /** Whether the user accepted the service agreement (at verification). */
  acceptedTerms: boolean;
  customer: { id: number; name: string } | null;
  partner: { id: number; name: string } | null;
  /** Role codes keyed by customer id. */
  rolesByCustomer: Record<string, string[]>;
  /** The customers of the user's partner (or OEM), which the user runs (ADR 021). */
  managedCustomerIds: number[];
  /** Roles in the partner's portal: technician, billing. */
  partnerRoles: string[];
}

export interface SessionRecord {
  id: string;
  userId: number;
  totpPending: boolean;
  expiresAt: Date;
}

export function createAccessRepository(db: Database) {
  async function loadUsers(where: ReturnType<typeof eq>): Promise<UserRecord[]> {
    const rows = await db.select().from(users).where(where);
    if (rows.length === 0) return [];
    const accountIds = [
      ...new Set(rows.flatMap((r) => [r.customerId, r.partnerId]).filter((id) => id !== null)),
    ];
    const accountRows = accountIds.length
      ? await db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(inArray(accounts.id, accountIds))
      : [];
    const names = new Map(accountRows.map((a) => [a.id, a.name]));
    const partnerIds = [...new Set(rows.map((r) => r.partnerId).filter((id) => id !== null))];
    const managedRows = partnerIds.length
      ? await db
          .select({ id: accounts.id, parentId: accounts.parentId })
          .from(accounts)
          .where(and(inArray(accounts.parentId, partnerIds), eq(accounts.kind, 'CUSTOMER')))
      : [];
    const permissionRows = await db
      .select()
      .from(userPermissions)
      .where(
        inArray(
          userPermissions.userId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((row) => {
      const rolesByCustomer: Record<string, string[]> = {};
      for (const p of permissionRows.filter((p) => p.userId === row.id)) {
        (rolesByCustomer[String(p.customerId)] ??= []).push(p.code);
      }
      const named = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
      return {
        id: row.id,
        email: row.email,
        passwordHash: row.passwordHash,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        isSuper: row.isSuper,
        saml: row.saml,
        totpSecret: row.totpSecret,
        homeUrl: row.homeUrl,
        userType: row.userType,
        partnerAdmin: row.partnerAdmin,
        partnerRoles: row.partnerRoles,
        emailAlerts: row.emailAlerts,
        smsAlerts: row.smsAlerts,
        acceptedTerms: row.acceptedTermsAt !== null,
        customer: named(row.customerId),
        partner: named(row.partnerId),
        rolesByCustomer,
        managedCustomerIds: managedRows
          .filter((m) => row.partnerId !== null && m.parentId === row.partnerId)
          .map((m) => m.id),
      };
    });
  }

  return {
    async findUserByEmail(email: string): Promise<UserRecord | null> {
      return (await loadUsers(eq(users.email, email)))[0] ?? null;
    },

    async findUserById(id: number): Promise<UserRecord | null> {
      return (await loadUsers(eq(users.id, id)))[0] ?? null;
    },

    async createSession(session: SessionRecord): Promise<void> {
      await db.insert(sessions).values(session);
    },

    async findSession(id: string, now: Date): Promise<SessionRecord | null> {
      const [row] = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          totpPending: sessions.totpPending,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
      return row ?? null;
    },

    async completeTotp(sessionId: string): Promise<void> {
      await db.update(sessions).set({ totpPending: false }).where(eq(sessions.id, sessionId));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    async recordAttempt(email: string, succeeded: boolean, ip: string | null): Promise<void> {
      await db.insert(loginAttempts).values({ email, succeeded, ip });
    },

    /** Failures for an e-mail since `since` that came after its last successful sign-in. */
    async countRecentFailures(email: string, since: Date): Promise<number> {
      const [last] = await db
        .select({ at: max(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true)));
      const from = last?.at && last.at > since ? last.at : since;
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, email),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.createdAt, from),
          ),
        );
      return row?.n ?? 0;
    },

    async lockedUntil(email: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: loginLockouts.lockedUntil })
        .from(loginLockouts)
        .where(and(eq(loginLockouts.email, email), gt(loginLockouts.lockedUntil, now)));
      return row?.until ?? null;
    },

    async lock(email: string, until: Date): Promise<void> {
      await db
        .insert(loginLockouts)
        .values({ email, lockedUntil: until })
        .onConflictDoUpdate({ target: loginLockouts.email, set: { lockedUntil: until } });
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
