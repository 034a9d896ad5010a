import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import {
  accounts,
  orders,
  quoteComments,
  quoteItems,
  quotes,
  siteSurveys,
  users,
} from '../../db/schema.js';

export interface QuoteRow {
  id: number;
  visibleId: string;
  partnerId: number;
  partnerName: string;
  customerId: number;
  customerName: string;
  title: string | null;
  planType: string;
  deviceCount: number;
  hidden: boolean;
  priority: number;
  revision: number;
  createdById: number | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  orderId: number | null;
  surveyId: number | null;
}

export interface QuoteItemRow {
  id: number;
  quoteId: number;
  kind: 'PLAN' | 'GATEWAY' | 'SERVICE';
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface QuoteCommentRow {
  id: number;
  quoteId: number;
  comment: string;
  author: string;
  createdAt: Date;
}

export interface QuoteFilter {
  partnerId: number | 'all';
  createdBy?: number | undefined;
  customerId?: number | undefined;
  includeHidden: boolean;
  /** Part of the visible id, the title or the customer's name. */
  query?: string | undefined;
}

export interface QuoteFields {
  customerId: number;
  title: string | null;
  planType: string;
  deviceCount: number;
  hidden: boolean;
  priority: number;
}

export interface QuoteItemFields {
  kind: 'PLAN' | 'GATEWAY' | 'SERVICE';
  description: string;
  quantity: number;
  unitPriceCents: number;
}

const partner = alias(accounts, 'partner');
const customer = alias(accounts, 'customer');

/** Who a row names as its author: name, else address. */
export const userNameSql = sql<string | null>`coalesce(nullif(trim(concat_ws(' ',
  ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

const columns = {
  id: quotes.id,
  visibleId: quotes.visibleId,
  partnerId: quotes.partnerId,
  partnerName: partner.name,
  customerId: quotes.customerId,
  customerName: customer.name,
  title: quotes.title,
  planType: quotes.planType,
  deviceCount: quotes.deviceCount,
  hidden: quotes.hidden,
  priority: quotes.priority,
  revision: quotes.revision,
  createdById: quotes.createdBy,
  createdBy: userNameSql,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  orderId: sql<number | null>`(select o.id from ${orders} o where o.quote_id = ${quotes.id})`,
  surveyId: sql<number | null>`(select max(s.id) from ${siteSurveys} s
    where s.quote_id = ${quotes.id})`,
};

function whereOf(filter: QuoteFilter): SQL | undefined {
  const pattern = filter.query ? `%${escapeLike(filter.query)}%` : undefined;
  return and(
    filter.partnerId === 'all' ? undefined : eq(quotes.partnerId, filter.partnerId),
    filter.createdBy === undefined ? undefined : eq(quotes.createdBy, filter.createdBy),
    filter.customerId === undefined ? undefined : eq(quotes.customerId, filter.customerId),
    filter.includeHidden ? undefined : eq(quotes.hidden, false),
    pattern
      ? or(
          ilike(quotes.visibleId, pattern),
          ilike(quotes.title, pattern),
          ilike(customer.name, pattern),
        )
      : undefined,
  );
}

/** A partner's quotes (proposals), their lines and comments. */
export function createQuotesRepository(db: Executor) {
  const select = () =>
    db
      .select(columns)
      .from(quotes)
      .innerJoin(partner, eq(partner.id, quotes.partnerId))
      .innerJoin(customer, eq(customer.id, quotes.customerId))
      .leftJoin(users, eq(users.id, quotes.createdBy));

  return {
    /** A page of quotes, newest first. */
    async list(filter: QuoteFilter, page: { limit: number; offset: number }): Promise<QuoteRow[]> {
      return select()
        .where(whereOf(filter))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: QuoteFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(quotes)
        .innerJoin(customer, eq(customer.id, quotes.customerId))
        .where(whereOf(filter));
      return row?.n ?? 0;
    },

    async byId(id: number): Promise<QuoteRow | null> {
      const [row] = await select().where(eq(quotes.id, id));
      return row ?? null;
    },

    async byVisibleId(visibleId: string): Promise<QuoteRow | null> {
      const [row] = await select().where(eq(quotes.visibleId, visibleId));
      return row ?? null;
    },

    async itemsOf(quoteIds: readonly number[]): Promise<QuoteItemRow[]> {
      if (quoteIds.length === 0) return [];
      return db
        .select({
          id: quoteItems.id,
          quoteId: quoteItems.quoteId,
          kind: quoteItems.kind,
          description: quoteItems.description,
          quantity: quoteItems.quantity,
          unitPriceCents: quoteItems.unitPriceCents,
        })
        .from(quoteItems)
        .where(inArray(quoteItems.quoteId, [...quoteIds]))
        .orderBy(asc(quoteItems.position), asc(quoteItems.id));
    },

    async commentsOf(quoteIds: readonly number[]): Promise<QuoteCommentRow[]> {
      if (quoteIds.length === 0) return [];
      return db
        .select({
          id: quoteComments.id,
          quoteId: quoteComments.quoteId,
          comment: quoteComments.comment,
          author: quoteComments.author,
          createdAt: quoteComments.createdAt,
        })
        .from(quoteComments)
        .where(inArray(quoteComments.quoteId, [...quoteIds]))
        .orderBy(asc(quoteComments.createdAt), asc(quoteComments.id));
    },

    async create(partnerId: number, fields: QuoteFields, createdBy: number): Promise<number> {
      const [row] = await db
        .insert(quotes)
        .values({ partnerId, ...fields, createdBy })
        .returning({ id: quotes.id });
      if (!row) throw new Error('quote insert returned no row');
      return row.id;
    },

    /** Saves an edit: the fields, and one more revision. */
    async update(id: number, fields: QuoteFields): Promise<void> {
      await db
        .update(quotes)
        .set({ ...fields, revision: sql`${quotes.revision} + 1`, updatedAt: new Date() })
        .where(eq(quotes.id, id));
    },

    /** Replaces the quote's lines with these, in this order. */
    async replaceItems(quoteId: number, items: readonly QuoteItemFields[]): Promise<void> {
      await db.delete(quoteItems).where(eq(quoteItems.quoteId, quoteId));
      if (items.length === 0) return;
      await db
        .insert(quoteItems)
        .values(items.map((item, position) => ({ quoteId, position, ...item })));
    },

    async addComment(quoteId: number, userId: number, author: string, comment: string) {
      const [row] = await db
        .insert(quoteComments)
        .values({ quoteId, userId, author, comment })
        .returning({
          id: quoteComments.id,
          quoteId: quoteComments.quoteId,
          comment: quoteComments.comment,
          author: quoteComments.author,
          createdAt: quoteComments.createdAt,
        });
      if (!row) throw new Error('comment insert returned no row');
      return row;
    },

    /** Deletes the quote unless an order was made from it; false when one was. */
    async deleteWithoutOrder(id: number): Promise<boolean> {
      const deleted = await db
        .delete(quotes)
        .where(
          and(
            eq(quotes.id, id),
            sql`not exists (select 1 from ${orders} o where o.quote_id = ${quotes.id})`,
          ),
        )
        .returning({ id: quotes.id });
      return deleted.length > 0;
    },
  };
}
