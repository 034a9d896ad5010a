import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountKind } from '@vigil/domain';
import type { Database, Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { accounts, networks, users } from '../../db/schema.js';

/** A partner, OEM or customer as the Companies list and browse-as read it. */
export interface AccountRecord {
  id: number;
  name: string;
  kind: AccountKind;
  parentId: number | null;
  parentName: string | null;
  /** Customers under a partner or OEM (0 for a customer). */
  customerCount: number;
  /** A customer's own users; a partner's or OEM's users. */
  userCount: number;
  /** A customer's gateways; for a partner or OEM, its customers'. */
  gatewayCount: number;
}

/** Which customers a list covers. */
export interface CompanyFilter {
  /** The customers the user may see. */
  customerIds: number[] | 'all';
  /** Only the customers of this partner or OEM. */
  parentId?: number | undefined;
  /** Part of the name, any case. */
  query?: string | undefined;
}

const parent = alias(accounts, 'parent');

const customerCount = sql<number>`(select count(*)::int from ${accounts} c
  where c.parent_id = ${accounts.id} and c.kind = 'CUSTOMER')`;
const userCount = sql<number>`(case when ${accounts.kind} = 'CUSTOMER'
  then (select count(*)::int from ${users} u where u.customer_id = ${accounts.id})
  else (select count(*)::int from ${users} u where u.partner_id = ${accounts.id}) end)`;
const gatewayCount = sql<number>`(case when ${accounts.kind} = 'CUSTOMER'
  then (select count(*)::int from ${networks} n where n.customer_id = ${accounts.id})
  else (select count(*)::int from ${networks} n join ${accounts} c on c.id = n.customer_id
    where c.parent_id = ${accounts.id}) end)`;

const accountColumns = {
  id: accounts.id,
  name: accounts.name,
  kind: accounts.kind,
  parentId: accounts.parentId,
  parentName: parent.name,
  customerCount,
  userCount,
  gatewayCount,
};

function customersWhere(filter: CompanyFilter): SQL | undefined {
  return and(
    eq(accounts.kind, 'CUSTOMER'),
    filter.customerIds === 'all' ? undefined : inArray(accounts.id, filter.customerIds),
    filter.parentId === undefined ? undefined : eq(accounts.parentId, filter.parentId),
    filter.query ? ilike(accounts.name, `%${escapeLike(filter.query)}%`) : undefined,
  );
}

/**
 * Serialises the naming of customers under one partner (or under none) until the transaction
 * ends, so two requests cannot both find a name free and both take it. Names are not unique in
 * the database itself: accounts made before this rule may share one.
 */
export async function lockCompanyNames(tx: Executor, parentId: number | null): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('vigil.company-names'), ${parentId ?? 0}::int)`,
  );
}

/** Whether another customer of the same partner (or of none) has the name, in any case. */
export async function customerNameTaken(
  tx: Executor,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, 'CUSTOMER'),
        parentId === null ? isNull(accounts.parentId) : eq(accounts.parentId, parentId),
        sql`lower(${accounts.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${accounts.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function createCompaniesRepository(db: Database) {
  return {
    async byId(id: number): Promise<AccountRecord | null> {
      const [row] = await db
        .select(accountColumns)
        .from(accounts)
        .leftJoin(parent, eq(parent.id, accounts.parentId))
        .where(eq(accounts.id, id));
      return row ?? null;
    },

    /** A page of customers by name. */
    async list(
      filter: CompanyFilter,
      page: { limit: number; offset: number },
    ): Promise<AccountRecord[]> {
      return db
        .select(accountColumns)
        .from(accounts)
        .leftJoin(parent, eq(parent.id, accounts.parentId))
        .where(customersWhere(filter))
        .orderBy(sql`lower(${accounts.name})`, asc(accounts.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: CompanyFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(accounts).where(customersWhere(filter));
      return row?.n ?? 0;
    },

    /** A new customer under the partner (or none); 'taken' when a sibling has the name. */
    async createCustomer(name: string, parentId: number | null): Promise<number | 'taken'> {
      return db.transaction(async (tx) => {
        await lockCompanyNames(tx, parentId);
        if (await customerNameTaken(tx, parentId, name)) return 'taken';
        const [row] = await tx
          .insert(accounts)
          .values({ kind: 'CUSTOMER', name, parentId })
          .returning({ id: accounts.id });
        if (!row) throw new Error('account insert returned no row');
        return row.id;
      });
    },

    /**
     * The users whose session shows the customer: its own users and the users of the partner
     * running it (whose cached sessions must learn of a new or renamed company).
     */
    async usersSeeing(customerId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          sql`${users.customerId} = ${customerId} or ${users.partnerId} =
            (select parent_id from ${accounts} where id = ${customerId})`,
        );
      return rows.map((row) => row.id);
    },

    /** Names of the accounts, by id (those that exist). */
    async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(inArray(accounts.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
