import { itemTotalCents, messages, quoteSchema, quoteTotalCents } from '@vigil/domain';
import {
  parseId,
  partnerScope,
  requirePartner,
  requirePartnerCustomer,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, firstIssue, insufficientPrivileges, noAccess } from '../../graphql/errors.js';
import type {
  MutationAddQuoteCommentArgs,
  MutationSaveQuoteArgs,
  QueryQuoteArgs,
  QueryQuoteCountArgs,
  QueryQuotesArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { userDisplayName } from '../access/invitations.service.js';
import {
  createQuotesRepository,
  type QuoteCommentRow,
  type QuoteFilter,
  type QuoteItemRow,
  type QuoteRow,
} from './quotes.repository.js';
import { requirePartnerRecord } from './requirePartnerRecord.js';

// Proposals (spec access §2 partner portal, §3 Proposal): a partner's quotes to its customers.
// Every user of the partner reads and writes them; super users those of every partner.

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

/** The most quotes one page holds. */
export const QUOTES_PAGE_MAX = 100;

const optionalId = (id: string | null | undefined) =>
  id === null || id === undefined || id === '' ? undefined : parseId(id);

export const presentComment = (row: QuoteCommentRow) => ({
  id: String(row.id),
  comment: row.comment,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
});

function present(row: QuoteRow, items: QuoteItemRow[], comments: QuoteCommentRow[]) {
  return {
    id: String(row.id),
    visibleID: row.visibleId,
    partnerID: String(row.partnerId),
    partnerName: row.partnerName,
    customerID: String(row.customerId),
    customerName: row.customerName,
    title: row.title,
    planType: row.planType,
    deviceCount: row.deviceCount,
    hidden: row.hidden,
    priority: row.priority,
    revision: row.revision,
    items: items.map((item) => ({
      id: String(item.id),
      kind: item.kind,
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      totalCents: itemTotalCents(item),
    })),
    comments: comments.map(presentComment),
    totalCents: quoteTotalCents(items),
    createdByID: row.createdById === null ? null : String(row.createdById),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    orderID: row.orderId === null ? null : String(row.orderId),
    surveyID: row.surveyId === null ? null : String(row.surveyId),
  };
}

/** Quotes as the API shows them, with their lines and comments (two queries for any number). */
async function presentAll(ctx: Ctx, rows: QuoteRow[]) {
  const repo = createQuotesRepository(ctx.db);
  const ids = rows.map((row) => row.id);
  const [items, comments] = await Promise.all([repo.itemsOf(ids), repo.commentsOf(ids)]);
  return rows.map((row) =>
    present(
      row,
      items.filter((item) => item.quoteId === row.id),
      comments.filter((comment) => comment.quoteId === row.id),
    ),
  );
}

function filterOf(ctx: Ctx, args: QueryQuoteCountArgs): QuoteFilter {
  return {
    partnerId: partnerScope(ctx, args.partnerID),
    createdBy: optionalId(args.createdBy),
    customerId: optionalId(args.customerID),
    includeHidden: args.includeHidden ?? false,
    query: args.query?.trim() || undefined,
  };
}

export async function listQuotes(ctx: Ctx, args: QueryQuotesArgs) {
  const rows = await createQuotesRepository(ctx.db).list(
    filterOf(ctx, args),
    pageOf(args.limit, args.offset, QUOTES_PAGE_MAX),
  );
  return presentAll(ctx, rows);
}

export async function countQuotes(ctx: Ctx, args: QueryQuoteCountArgs) {
  return createQuotesRepository(ctx.db).count(filterOf(ctx, args));
}

/** A quote the user may act on, by id or visible id (requirePartnerRecord). */
export const requireQuote = (
  ctx: Ctx,
  ref: { id?: string | null; visibleID?: string | null },
): Promise<{ viewer: UserRecord; row: QuoteRow }> =>
  requirePartnerRecord(ctx, createQuotesRepository(ctx.db), ref);

async function presentOne(ctx: Ctx, row: QuoteRow) {
  const [quote] = await presentAll(ctx, [row]);
  return quote!;
}

export async function getQuote(ctx: Ctx, args: QueryQuoteArgs) {
  const { row } = await requireQuote(ctx, args);
  return presentOne(ctx, row);
}

/**
 * saveQuote: creates a quote of the partner (revision 1) or saves an edit (one more revision,
 * its lines replaced), in one transaction. The customer must be one of the partner's.
 */
export async function saveQuote(ctx: Ctx, args: MutationSaveQuoteArgs) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartner(ctx, partnerId);
  const parsed = quoteSchema.safeParse(args.quote);
  if (!parsed.success) throw firstIssue(parsed.error);
  const existing = args.id ? (await requireQuote(ctx, { id: args.id })).row : null;
  if (existing && existing.partnerId !== partnerId) throw noAccess();
  const customer = await requirePartnerCustomer(ctx, partnerId, args.quote.customerID);
  const input = parsed.data;
  const fields = {
    customerId: customer.id,
    title: input.title ?? null,
    planType: input.planType,
    deviceCount: input.deviceCount,
    hidden: input.hidden ?? existing?.hidden ?? false,
    priority: input.priority ?? existing?.priority ?? 0,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const repo = createQuotesRepository(tx);
    const quoteId = existing ? existing.id : await repo.create(partnerId, fields, viewer.id);
    if (existing) await repo.update(existing.id, fields);
    await repo.replaceItems(quoteId, input.items);
    return quoteId;
  });
  const row = await createQuotesRepository(ctx.db).byId(id);
  if (!row) throw noAccess();
  return presentOne(ctx, row);
}

export async function addQuoteComment(ctx: Ctx, args: MutationAddQuoteCommentArgs) {
  const { viewer, row } = await requireQuote(ctx, { id: args.quoteID });
  const comment = args.comment.trim();
  if (!comment) throw badInput(messages.required, 'comment');
  const added = await createQuotesRepository(ctx.db).addComment(
    row.id,
    viewer.id,
    userDisplayName(viewer),
    comment,
  );
  return presentComment(added);
}

/**
 * deleteQuote: its author, the partner's administrators and super users delete a quote, until
 * an order is made from it.
 */
export async function deleteQuote(ctx: Ctx, args: { id: string }) {
  const { viewer, row } = await requireQuote(ctx, { id: args.id });
  if (!viewer.isSuper && !viewer.partnerAdmin && row.createdById !== viewer.id) {
    throw insufficientPrivileges();
  }
  if (!(await createQuotesRepository(ctx.db).deleteWithoutOrder(row.id))) {
    throw badInput(messages.quoteHasOrder);
  }
  return true;
}
