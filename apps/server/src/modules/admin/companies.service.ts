// Companies (spec access §2 Home's Companies tab and browse-as, §3 admin state, ADR 021): which
// accounts a user may read and list, and who may create a customer under which partner.
import {
  COMPANIES_PAGE_SIZE,
  companyMessages,
  messages,
  normalizeCompanyName,
} from '@vigil/domain';
import { parseId, requireCustomer, requireViewer, visibleCustomers } from '../../auth/access.js';
import { badInput, insufficientPrivileges, noAccess } from '../../graphql/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { forgetUserSessions } from '../access/access.service.js';
import {
  createCompaniesRepository,
  type AccountRecord,
  type CompanyFilter,
} from './companies.repository.js';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

/** An account as the API shows it. */
export function toAccount(row: AccountRecord) {
  return {
    id: String(row.id),
    name: row.name,
    kind: row.kind,
    parentID: row.parentId === null ? null : String(row.parentId),
    parentName: row.parentName,
    customerCount: row.customerCount,
    userCount: row.userCount,
    gatewayCount: row.gatewayCount,
  };
}

const isPartnerKind = (kind: string) => kind === 'PARTNER' || kind === 'OEM';

/**
 * One account the user may see: a customer they may browse (super users any, a partner's users
 * the partner's, others their own), or with isPartner a partner or OEM (super users any, a
 * partner's users their own). Anything else, existing or not, is refused alike.
 */
export async function customer(ctx: Ctx, args: { id: string; isPartner?: boolean | null }) {
  const viewer = requireViewer(ctx);
  const id = parseId(args.id);
  if (args.isPartner) {
    if (!viewer.isSuper && viewer.partner?.id !== id) throw noAccess();
  } else {
    requireCustomer(ctx, id);
  }
  const row = await createCompaniesRepository(ctx.db).byId(id);
  if (!row || isPartnerKind(row.kind) !== Boolean(args.isPartner)) throw noAccess();
  return toAccount(row);
}

/**
 * The customers a list covers: every customer the user may see, or with partnerID those of one
 * partner, which only super users and that partner's own users may ask for.
 */
function filterOf(ctx: Ctx, args: { query?: string | null; partnerID?: string | null }) {
  const viewer = requireViewer(ctx);
  const filter: CompanyFilter = {
    customerIds: visibleCustomers(viewer),
    query: args.query?.trim() || undefined,
  };
  if (args.partnerID !== null && args.partnerID !== undefined && args.partnerID !== '') {
    const parentId = parseId(args.partnerID);
    if (!viewer.isSuper && viewer.partner?.id !== parentId) throw noAccess();
    filter.parentId = parentId;
  }
  return filter;
}

export async function customers(
  ctx: Ctx,
  args: {
    query?: string | null;
    partnerID?: string | null;
    limit?: number | null;
    offset?: number | null;
  },
) {
  const rows = await createCompaniesRepository(ctx.db).list(
    filterOf(ctx, args),
    pageOf(args.limit, args.offset, COMPANIES_PAGE_SIZE),
  );
  return rows.map(toAccount);
}

export async function customerCount(
  ctx: Ctx,
  args: { query?: string | null; partnerID?: string | null },
) {
  return createCompaniesRepository(ctx.db).count(filterOf(ctx, args));
}

/**
 * The partner a new customer goes under: super users choose any partner or OEM (or none); a
 * partner's administrator creates under their own partner only; nobody else creates companies.
 */
async function parentFor(ctx: Ctx, viewer: UserRecord, partnerID: string | null | undefined) {
  const asked =
    partnerID === null || partnerID === undefined || partnerID === '' ? null : partnerID;
  if (viewer.isSuper) {
    if (asked === null) return null;
    const parent = await createCompaniesRepository(ctx.db).byId(parseId(asked));
    if (!parent || !isPartnerKind(parent.kind))
      throw badInput(companyMessages.notAPartner, 'partnerID');
    return parent.id;
  }
  if (!viewer.partnerAdmin || !viewer.partner) throw insufficientPrivileges();
  if (asked !== null && parseId(asked) !== viewer.partner.id) throw noAccess();
  return viewer.partner.id;
}

/**
 * Creates a customer company (spec access §7 newCustomer). Its name is required and unique among
 * the partner's customers, in any case. productName names the brand the request came from; no
 * mail is sent, so it is only checked for length.
 */
export async function newCustomer(
  ctx: Ctx,
  args: { name: string; productName?: string | null; partnerID?: string | null },
) {
  const viewer = requireViewer(ctx);
  const parentId = await parentFor(ctx, viewer, args.partnerID);
  const name = normalizeCompanyName(args.name);
  if (!name) throw badInput(messages.required, 'name');
  const repo = createCompaniesRepository(ctx.db);
  const created = await repo.createCustomer(name, parentId);
  if (created === 'taken') throw badInput(companyMessages.nameTaken(name), 'name');
  // The partner's users run it from their next request on (ADR 021).
  for (const userId of await repo.usersSeeing(created)) forgetUserSessions(ctx.db, userId);
  const row = await repo.byId(created);
  if (!row) throw new Error('the new customer is gone');
  return toAccount(row);
}

/**
 * The company name of a gateway the user was shown (the super user's list of every company's
 * gateways). Names of one request are read together: the resolver asks per row, the first ask
 * of a tick reads every name asked in that tick.
 */
const pendingNames = new WeakMap<
  object,
  { ids: Set<number>; names: Promise<Map<number, string>> }
>();

export function customerNameOf(ctx: Ctx, customerId: number): Promise<string | null> {
  let batch = pendingNames.get(ctx);
  if (!batch) {
    const ids = new Set<number>();
    const names = Promise.resolve().then(() => {
      pendingNames.delete(ctx);
      return createCompaniesRepository(ctx.db).namesOf([...ids]);
    });
    batch = { ids, names };
    pendingNames.set(ctx, batch);
  }
  batch.ids.add(customerId);
  return batch.names.then((names) => names.get(customerId) ?? null);
}
