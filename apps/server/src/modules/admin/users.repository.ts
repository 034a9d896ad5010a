import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { accounts, companySettings, sessions, userPermissions, users } from '../../db/schema.js';

/** A user of a company as its Users page lists them, with the roles held on that company. */
export interface CompanyUserRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isSuper: boolean;
  saml: boolean;
  /** A password is set (or single sign-on signs them in): no longer an open invitation. */
  verified: boolean;
  totp: boolean;
  homeUrl: string | null;
  lastSignInAt: Date | null;
  /** Stored codes on the company, as kept (implied roles are not stored). */
  roles: string[];
}

export interface CompanyUserFilter {
  customerId: number;
  /** A part of the address, first or last name, or full name. */
  query?: string | undefined;
  userId?: number | undefined;
  /** One address exactly (stored lower-cased). */
  email?: string | undefined;
  /** Leave this user out (the caller, for pickers). */
  excludeUserId?: number | undefined;
}

/** The permission code that makes a user a manager of the company's users. */
const MANAGE_USERS = 'mu';

/** A password is set (or single sign-on signs them in): no longer an open invitation. */
export const userVerifiedSql = sql<boolean>`(${users.passwordHash} is not null or ${users.saml})`;

/** Users whose address, first or last name, or full name holds `query`; everyone without one. */
export function userMatchesSql(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${escapeLike(query)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`,
  );
}

function whereOf(filter: CompanyUserFilter): SQL | undefined {
  return and(
    eq(users.customerId, filter.customerId),
    filter.userId === undefined ? undefined : eq(users.id, filter.userId),
    filter.email === undefined ? undefined : eq(users.email, filter.email),
    filter.excludeUserId === undefined ? undefined : ne(users.id, filter.excludeUserId),
    userMatchesSql(filter.query),
  );
}

/**
 * A company's users (users.customer_id) and their roles on it, for the Users page, the Set Home
 * Page picker and the user-admin calls. Role changes and deletions run inside a transaction that
 * first takes the company's lock (lockCompany), so two managers cannot each remove the other.
 */
export function createUsersRepository(db: Executor) {
  const rolesOn = (customerId: number) =>
    sql<string[]>`coalesce((select array_agg(p.code order by p.code) from ${userPermissions} p
      where p.user_id = ${users.id} and p.customer_id = ${customerId}), '{}'::text[])`;

  const select = (customerId: number) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        isSuper: users.isSuper,
        saml: users.saml,
        verified: userVerifiedSql,
        totp: sql<boolean>`(${users.totpSecret} is not null)`,
        homeUrl: users.homeUrl,
        lastSignInAt: users.lastSignInAt,
        roles: rolesOn(customerId),
      })
      .from(users);

  return {
    /** A page of the company's users matching the filter, by address. */
    async list(
      filter: CompanyUserFilter,
      page: { limit: number; offset: number },
    ): Promise<CompanyUserRow[]> {
      return select(filter.customerId)
        .where(whereOf(filter))
        .orderBy(asc(users.email), asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: CompanyUserFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(whereOf(filter));
      return row?.n ?? 0;
    },

    /** These users of the company (others, and ids of nobody, are left out). */
    async members(customerId: number, userIds: readonly number[]): Promise<CompanyUserRow[]> {
      if (userIds.length === 0) return [];
      return select(customerId).where(
        and(eq(users.customerId, customerId), inArray(users.id, [...userIds])),
      );
    },

    /** Whether any user has this address (addresses are unique across companies). */
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    /** The company's name (an invitation e-mail names it). */
    async companyName(customerId: number): Promise<string> {
      const [row] = await db
        .select({ name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, customerId));
      return row?.name ?? '';
    },

    /**
     * Creates an invited user of the company: no password yet (they set it with their link), the
     * company's notification defaults (its settings page), and these roles on it. Null, writing
     * nothing, when the address was taken meanwhile. Run it in a transaction.
     */
    async createInvited(
      customerId: number,
      email: string,
      roles: readonly string[],
    ): Promise<number | null> {
      const [defaults] = await db
        .select({
          emailAlerts: companySettings.emailAlertsDefault,
          smsAlerts: companySettings.smsAlertsDefault,
        })
        .from(companySettings)
        .where(eq(companySettings.customerId, customerId));
      const [user] = await db
        .insert(users)
        .values({ email, customerId, ...defaults })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return null;
      if (roles.length > 0) {
        await db
          .insert(userPermissions)
          .values(roles.map((code) => ({ userId: user.id, customerId, code })));
      }
      return user.id;
    },

    /**
     * Holds the company's row until the transaction ends: user-admin changes of one company run
     * one after the other, so the last-manager check sees every change before it.
     */
    async lockCompany(customerId: number): Promise<void> {
      await db.execute(sql`select id from ${accounts} where id = ${customerId} for update`);
    },

    /** How many of the company's users hold manage users (mu) there. */
    async managerCount(customerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(
          userPermissions,
          and(
            eq(userPermissions.userId, users.id),
            eq(userPermissions.customerId, customerId),
            eq(userPermissions.code, MANAGE_USERS),
          ),
        )
        .where(eq(users.customerId, customerId));
      return row?.n ?? 0;
    },

    /** Replaces the user's roles on the company with these codes. */
    async replaceRoles(customerId: number, userId: number, roles: readonly string[]) {
      await db
        .delete(userPermissions)
        .where(and(eq(userPermissions.userId, userId), eq(userPermissions.customerId, customerId)));
      if (roles.length > 0) {
        await db
          .insert(userPermissions)
          .values(roles.map((code) => ({ userId, customerId, code })));
      }
    },

    /** The ids of the user's sessions (their live sockets are closed when the user goes). */
    async sessionIdsOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return rows.map((row) => row.id);
    },

    /** Deletes the user; their sessions, roles and grants go with them (foreign keys). */
    async deleteUser(userId: number): Promise<boolean> {
      const deleted = await db
        .delete(users)
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return deleted.length > 0;
    },

    /** Sets the user's home page (null: the default); false when the user is gone. */
    async setHomeUrl(userId: number, homeUrl: string | null): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ homeUrl, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
