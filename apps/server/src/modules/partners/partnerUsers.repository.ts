import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  createUsersRepository,
  userMatchesSql,
  userVerifiedSql,
} from '../admin/users.repository.js';

export interface PartnerUserRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  verified: boolean;
  partnerAdmin: boolean;
  partnerRoles: string[];
  customerId: number | null;
}

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  verified: userVerifiedSql,
  partnerAdmin: users.partnerAdmin,
  partnerRoles: users.partnerRoles,
  customerId: users.customerId,
};

function whereOf(partnerId: number, query: string | undefined): SQL | undefined {
  return and(eq(users.partnerId, partnerId), userMatchesSql(query));
}

/** A partner's users (users.partner_id) and their portal roles. */
export function createPartnerUsersRepository(db: Executor) {
  // A user who goes altogether goes as a company's user does.
  const { sessionIdsOf, deleteUser } = createUsersRepository(db);
  return {
    sessionIdsOf,
    deleteUser,

    async list(
      partnerId: number,
      query: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<PartnerUserRow[]> {
      return db
        .select(columns)
        .from(users)
        .where(whereOf(partnerId, query))
        .orderBy(asc(users.email), asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async member(partnerId: number, userId: number): Promise<PartnerUserRow | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.partnerId, partnerId), eq(users.id, userId)));
      return row ?? null;
    },

    async adminCount(partnerId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.partnerId, partnerId), eq(users.partnerAdmin, true)));
      return row?.n ?? 0;
    },

    /** A new invited user of the partner (no password, no company); null when the address was taken. */
    async createInvited(
      partnerId: number,
      email: string,
      partnerAdmin: boolean,
      partnerRoles: readonly string[],
    ): Promise<number | null> {
      const [row] = await db
        .insert(users)
        .values({ email, partnerId, partnerAdmin, partnerRoles: [...partnerRoles] })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return row?.id ?? null;
    },

    async setRoles(userId: number, partnerAdmin: boolean, partnerRoles: readonly string[]) {
      await db
        .update(users)
        .set({ partnerAdmin, partnerRoles: [...partnerRoles], updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Takes the user out of the partner (they stay a user of their company). */
    async leavePartner(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ partnerId: null, partnerAdmin: false, partnerRoles: [], updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
  };
}
