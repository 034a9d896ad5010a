import {
  ORDER_STATUSES,
  PLAN_DEVICE_LIMITS,
  lastReachedStatus,
  messages,
  nextOrderStatus,
  settableOrderStatuses,
  statusesOfRoles,
  type OrderStatus,
  type PartnerActor,
  type PlanType,
} from '@vigil/domain';
import { parseId, partnerScope, requirePartner, requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, insufficientPrivileges, noAccess, notFound } from '../../graphql/errors.js';
import type {
  MutationSetOrderStatusArgs,
  MutationUpdateOrderArgs,
  QueryOrderArgs,
  QueryOrderCountArgs,
  QueryOrdersArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { createLicensesRepository } from './licenses.repository.js';
import {
  createOrdersRepository,
  type OrderFilter,
  type OrderRow,
  type OrderStatusRow,
} from './orders.repository.js';
import { createQuotesRepository } from './quotes.repository.js';
import { requirePartnerRecord } from './requirePartnerRecord.js';
import { createSurveysRepository } from './surveys.repository.js';

// Orders and projects (spec access §3 Order, §4 project order statuses, §7 createOrder): an
// order is made from a partner's proposal and reaches its statuses in order, each set by the
// roles that cover it; reaching Complete starts the customer's licence.

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

export const ORDERS_PAGE_MAX = 100;
/** The status filter's value for orders that reached none yet. */
const NO_STATUS = 'none';

export const partnerActor = (viewer: UserRecord): PartnerActor => ({
  isSuper: viewer.isSuper,
  partnerAdmin: viewer.partnerAdmin,
  partnerRoles: viewer.partnerRoles,
});

function present(viewer: UserRecord, row: OrderRow, statuses: OrderStatusRow[]) {
  const reached = statuses.map((s) => s.status);
  const byOrder = new Map(statuses.map((s) => [s.status, s]));
  return {
    id: String(row.id),
    visibleID: row.visibleId,
    partnerID: String(row.partnerId),
    partnerName: row.partnerName,
    customerID: String(row.customerId),
    customerName: row.customerName,
    internalID: row.internalId,
    quoteID: String(row.quoteId),
    surveyID: row.surveyId === null ? null : String(row.surveyId),
    status: lastReachedStatus(reached),
    statusDates: ORDER_STATUSES.flatMap((status) => {
      const reachedAt = byOrder.get(status);
      return reachedAt ? [{ status, at: reachedAt.at.toISOString(), by: reachedAt.by }] : [];
    }),
    settableStatuses: settableOrderStatuses(partnerActor(viewer), reached),
    createdAt: row.createdAt.toISOString(),
  };
}

async function presentAll(ctx: Ctx, viewer: UserRecord, rows: OrderRow[]) {
  const statuses = await createOrdersRepository(ctx.db).statusesOf(rows.map((row) => row.id));
  return rows.map((row) =>
    present(
      viewer,
      row,
      statuses.filter((s) => s.orderId === row.id),
    ),
  );
}

async function presentOne(ctx: Ctx, viewer: UserRecord, id: number) {
  const row = await createOrdersRepository(ctx.db).byId(id);
  if (!row) throw noAccess();
  const [order] = await presentAll(ctx, viewer, [row]);
  return order!;
}

function filterOf(ctx: Ctx, args: QueryOrderCountArgs): OrderFilter {
  const partnerId = partnerScope(ctx, args.partnerID);
  const status = args.status?.trim();
  if (!status) return { partnerId };
  if (status === NO_STATUS) return { partnerId, status: null };
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw badInput(messages.unknownOrderStatus(status), 'status');
  }
  return { partnerId, status };
}

export async function listOrders(ctx: Ctx, args: QueryOrdersArgs) {
  const filter = filterOf(ctx, args);
  const rows = await createOrdersRepository(ctx.db).list(
    filter,
    pageOf(args.limit, args.offset, ORDERS_PAGE_MAX),
  );
  return presentAll(ctx, requireViewer(ctx), rows);
}

export async function countOrders(ctx: Ctx, args: QueryOrderCountArgs) {
  return createOrdersRepository(ctx.db).count(filterOf(ctx, args));
}

/** An order the user may act on, by id (requirePartnerRecord). */
const requireOrder = (ctx: Ctx, id: string) =>
  requirePartnerRecord(ctx, { byId: createOrdersRepository(ctx.db).byId }, { id });

/** order: by id, or by the proposal's visible id within a partner ('Failed to load' if none). */
export async function getOrder(ctx: Ctx, args: QueryOrderArgs) {
  if (args.id) {
    const { viewer, row } = await requireOrder(ctx, args.id);
    return presentOne(ctx, viewer, row.id);
  }
  if (!args.visibleID || !args.partnerID) {
    requireViewer(ctx);
    throw notFound(messages.failedToLoad);
  }
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartner(ctx, partnerId);
  const row = await createOrdersRepository(ctx.db).byVisibleId(partnerId, args.visibleID.trim());
  if (!row) throw notFound(messages.failedToLoad);
  return presentOne(ctx, viewer, row.id);
}

/**
 * createOrder (spec access §7): the order of the partner's proposal, made with no status yet;
 * asked again, the same order. 'Failed to load' when the proposal is unknown or another
 * partner's.
 */
export async function createOrder(ctx: Ctx, args: { visibleID: string; partnerID: string }) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartner(ctx, partnerId);
  const quote = await createQuotesRepository(ctx.db).byVisibleId(args.visibleID.trim());
  if (!quote || quote.partnerId !== partnerId) throw notFound(messages.failedToLoad);
  const id = await createOrdersRepository(ctx.db).createForQuote({
    quoteId: quote.id,
    partnerId,
    customerId: quote.customerId,
    visibleId: quote.visibleId,
    surveyId: quote.surveyId,
    createdBy: viewer.id,
  });
  return presentOne(ctx, viewer, id);
}

/** updateOrder: the partner's own reference, and the survey (of the same partner and customer). */
export async function updateOrder(ctx: Ctx, args: MutationUpdateOrderArgs) {
  const { viewer, row } = await requireOrder(ctx, args.id);
  const fields: { internalId?: string | null; surveyId?: number | null } = {};
  if (args.internalID !== undefined) fields.internalId = args.internalID?.trim() || null;
  if (args.surveyID !== undefined) {
    const surveyId = args.surveyID ? parseId(args.surveyID) : null;
    if (surveyId !== null) {
      const survey = await createSurveysRepository(ctx.db).byId(surveyId);
      if (!survey || survey.partnerId !== row.partnerId || survey.customerId !== row.customerId) {
        throw noAccess();
      }
    }
    fields.surveyId = surveyId;
  }
  await createOrdersRepository(ctx.db).update(row.id, fields);
  return presentOne(ctx, viewer, row.id);
}

/** A status date as sent: an ISO date-time (or date), not in the future; now when absent. */
function statusDate(at: string | null | undefined, now: Date): Date {
  if (at === null || at === undefined || at.trim() === '') return now;
  const date = new Date(at.trim());
  if (!/^\d{4}-\d{2}-\d{2}/.test(at.trim()) || Number.isNaN(date.getTime())) {
    throw badInput(messages.invalidDate, 'at');
  }
  if (date.getTime() > now.getTime()) throw badInput(messages.orderStatusInFuture, 'at');
  return date;
}

/**
 * setOrderStatus: the next status, by a user whose roles cover it (technicians Configured,
 * Installed and Complete; billing Ordered, Received, Shipped and Billed; partner admins and super
 * users all), dated now or at a time not before the previous status's and not in the future.
 * Complete starts (or renews) the customer's licence from that date, with the proposal's plan.
 */
export async function setOrderStatus(ctx: Ctx, args: MutationSetOrderStatusArgs) {
  const { viewer, row } = await requireOrder(ctx, args.id);
  const status = args.status.trim();
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw badInput(messages.unknownOrderStatus(status), 'status');
  }
  const actor = partnerActor(viewer);
  if (!statusesOfRoles(actor).includes(status as OrderStatus)) throw insufficientPrivileges();
  const now = new Date();
  const at = statusDate(args.at, now);
  await ctx.db.transaction(async (tx) => {
    const repo = createOrdersRepository(tx);
    await repo.lock(row.id);
    const statuses = await repo.statusesOf([row.id]);
    const reached = statuses.map((s) => s.status);
    if (!settableOrderStatuses(actor, reached).includes(status as OrderStatus)) {
      throw badInput(
        messages.orderStatusOutOfOrder(nextOrderStatus(lastReachedStatus(reached))),
        'status',
      );
    }
    const previous = lastReachedStatus(reached);
    const previousAt = statuses.find((s) => s.status === previous)?.at;
    if (previous !== null && previousAt && at.getTime() < previousAt.getTime()) {
      throw badInput(messages.orderStatusBeforePrevious(previous), 'at');
    }
    await repo.addStatus(row.id, status, at, viewer.id);
    if (status === 'Complete') {
      const plan = await repo.planOf(row.quoteId);
      if (!plan) throw noAccess();
      const tierLimit = PLAN_DEVICE_LIMITS[plan.planType as PlanType];
      await createLicensesRepository(tx).upsert({
        partnerId: row.partnerId,
        customerId: row.customerId,
        planType: plan.planType,
        deviceLimit:
          tierLimit !== undefined && tierLimit !== null
            ? tierLimit
            : plan.planType === 'CUSTOM'
              ? plan.deviceCount
              : null,
        startsOn: at.toISOString().slice(0, 10),
        orderId: row.id,
      });
    }
  });
  return presentOne(ctx, viewer, row.id);
}
