import { and, eq } from 'drizzle-orm';
import type { AccountKind, UserType } from '@vigil/domain';
import type { Database } from '../../db/client.js';
import { accounts, userPermissions, users } from '../../db/schema.js';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  isSuper?: boolean;
  userType?: UserType;
  customerId?: number | null;
  partnerId?: number | null;
  partnerAdmin?: boolean;
}

export function createAdminRepository(db: Database) {
  return {
    async findAccount(kind: AccountKind, name: string): Promise<{ id: number } | null> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.kind, kind), eq(accounts.name, name)));
      return row ?? null;
    },

    async createAccount(kind: AccountKind, name: string, parentId: number | null = null) {
      const [row] = await db
        .insert(accounts)
        .values({ kind, name, parentId })
        .returning({ id: accounts.id });
      if (!row) throw new Error('account insert returned no row');
      return row;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    /** Inserts a user and their roles on their company in one transaction. */
    async createUser(user: NewUser, roles: readonly string[] = []): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).returning({ id: users.id });
        if (!row) throw new Error('user insert returned no row');
        if (roles.length && user.customerId) {
          const customerId = user.customerId;
          await tx
            .insert(userPermissions)
            .values(roles.map((code) => ({ userId: row.id, customerId, code })));
        }
        return row;
      });
    },
  };
}
