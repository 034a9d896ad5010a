import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AccountKind } from '@vigil/domain';
import type { Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { accounts } from '../../db/schema.js';

/** An account as the partner portal checks it: kind and parent. */
export interface AccountRef {
  id: number;
  name: string;
  kind: AccountKind;
  parentId: number | null;
}

const PARTNER_KINDS: AccountKind[] = ['PARTNER', 'OEM'];

function partnersWhere(query: string | undefined): SQL | undefined {
  return and(
    inArray(accounts.kind, PARTNER_KINDS),
    query ? ilike(accounts.name, `%${escapeLike(query)}%`) : undefined,
  );
}

/** Partner and OEM accounts, and the account checks every partner-portal subject shares. */
export function createPartnersRepository(db: Executor) {
  return {
    async account(id: number): Promise<AccountRef | null> {
      const [row] = await db
        .select({
          id: accounts.id,
          name: accounts.name,
          kind: accounts.kind,
          parentId: accounts.parentId,
        })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row ?? null;
    },

    /** The ids of a page of partners and OEMs, by name. */
    async pageIds(query: string | undefined, page: { limit: number; offset: number }) {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(partnersWhere(query))
        .orderBy(sql`lower(${accounts.name})`, asc(accounts.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => row.id);
    },

    async count(query: string | undefined): Promise<number> {
      const [row] = await db.select({ n: count() }).from(accounts).where(partnersWhere(query));
      return row?.n ?? 0;
    },

    /** Whether a partner or OEM has the name, in any case. */
    async partnerNameTaken(name: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(inArray(accounts.kind, PARTNER_KINDS), sql`lower(${accounts.name}) = lower(${name})`),
        )
        .limit(1);
      return rows.length > 0;
    },

    async createPartner(name: string): Promise<number> {
      const [row] = await db
        .insert(accounts)
        .values({ kind: 'PARTNER', name })
        .returning({ id: accounts.id });
      if (!row) throw new Error('account insert returned no row');
      return row.id;
    },

    /** Holds the account's row until the transaction ends (partner user changes, one at a time). */
    async lock(id: number): Promise<void> {
      await db.execute(sql`select id from ${accounts} where id = ${id} for update`);
    },
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
