import { ORDER_STATUSES } from '@vigil/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, orderStatuses, orders, quotes, users } from '../../db/schema.js';
import { userNameSql } from './quotes.repository.js';

export interface OrderRow {
  id: number;
  visibleId: string;
  partnerId: number;
  partnerName: string;
  customerId: number;
  customerName: string;
  internalId: string | null;
  quoteId: number;
  surveyId: number | null;
  createdAt: Date;
}

export interface OrderStatusRow {
  orderId: number;
  status: string;
  at: Date;
  by: string | null;
}

export interface OrderFilter {
  partnerId: number | 'all';
  /** The last status reached; null: none yet. */
  status?: string | null | undefined;
}

const partner = alias(accounts, 'partner');
const customer = alias(accounts, 'customer');

const columns = {
  id: orders.id,
  visibleId: orders.visibleId,
  partnerId: orders.partnerId,
  partnerName: partner.name,
  customerId: orders.customerId,
  customerName: customer.name,
  internalId: orders.internalId,
  quoteId: orders.quoteId,
  surveyId: orders.surveyId,
  createdAt: orders.createdAt,
};

/** The last status an order reached, in the spec's order (null before Ordered). */
const lastStatus = sql<string | null>`(select s.status from ${orderStatuses} s
  where s.order_id = ${orders.id}
  order by array_position(array[${sql.join(
    ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], s.status) desc limit 1)`;

function whereOf(filter: OrderFilter): SQL | undefined {
  return and(
    filter.partnerId === 'all' ? undefined : eq(orders.partnerId, filter.partnerId),
    filter.status === undefined
      ? undefined
      : filter.status === null
        ? isNull(lastStatus)
        : eq(lastStatus, filter.status),
  );
}

/** Orders made from quotes, the dates they reached each status, and the licences they start. */
export function createOrdersRepository(db: Executor) {
  const select = () =>
    db
      .select(columns)
      .from(orders)
      .innerJoin(partner, eq(partner.id, orders.partnerId))
      .innerJoin(customer, eq(customer.id, orders.customerId));

  return {
    async list(filter: OrderFilter, page: { limit: number; offset: number }): Promise<OrderRow[]> {
      return select()
        .where(whereOf(filter))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: OrderFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders).where(whereOf(filter));
      return row?.n ?? 0;
    },

    async byId(id: number): Promise<OrderRow | null> {
      const [row] = await select().where(eq(orders.id, id));
      return row ?? null;
    },

    async byVisibleId(partnerId: number, visibleId: string): Promise<OrderRow | null> {
      const [row] = await select().where(
        and(eq(orders.partnerId, partnerId), eq(orders.visibleId, visibleId)),
      );
      return row ?? null;
    },

    async statusesOf(orderIds: readonly number[]): Promise<OrderStatusRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: orderStatuses.orderId,
          status: orderStatuses.status,
          at: orderStatuses.at,
          by: userNameSql,
        })
        .from(orderStatuses)
        .leftJoin(users, eq(users.id, orderStatuses.userId))
        .where(inArray(orderStatuses.orderId, [...orderIds]))
        .orderBy(asc(orderStatuses.at));
    },

    /** The order of the quote, made now unless there is one; its id either way. */
    async createForQuote(input: {
      quoteId: number;
      partnerId: number;
      customerId: number;
      visibleId: string;
      surveyId: number | null;
      createdBy: number;
    }): Promise<number> {
      await db.insert(orders).values(input).onConflictDoNothing({ target: orders.quoteId });
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.quoteId, input.quoteId));
      if (!row) throw new Error('order insert left no row');
      return row.id;
    },

    async update(id: number, fields: { internalId?: string | null; surveyId?: number | null }) {
      if (Object.keys(fields).length === 0) return;
      await db.update(orders).set(fields).where(eq(orders.id, id));
    },

    /** Holds the order's row until the transaction ends (statuses are set one at a time). */
    async lock(id: number): Promise<void> {
      await db.execute(sql`select id from ${orders} where id = ${id} for update`);
    },

    async addStatus(orderId: number, status: string, at: Date, userId: number): Promise<void> {
      await db.insert(orderStatuses).values({ orderId, status, at, userId });
    },

    /** The quote's plan, as a licence takes it. */
    async planOf(quoteId: number) {
      const [row] = await db
        .select({ planType: quotes.planType, deviceCount: quotes.deviceCount })
        .from(quotes)
        .where(eq(quotes.id, quoteId));
      return row ?? null;
    },
  };
}
