import { companyMessages, messages, normalizeCompanyName } from '@vigil/domain';
import { requireSuper } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, noAccess } from '../../graphql/errors.js';
import type {
  QueryPartnerCountArgs,
  QueryPartnersArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import { createCompaniesRepository, lockCompanyNames } from '../admin/companies.repository.js';
import { toAccount } from '../admin/companies.service.js';
import { createPartnersRepository } from './partners.repository.js';

// The partner list (spec access §2 /partners/{id}/list, §6): super users list and create
// partners; an account as the Companies list shows it.

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

export const PARTNERS_PAGE_MAX = 100;

export async function listPartners(ctx: Ctx, args: QueryPartnersArgs) {
  requireSuper(ctx);
  const ids = await createPartnersRepository(ctx.db).pageIds(
    args.query?.trim() || undefined,
    pageOf(args.limit, args.offset, PARTNERS_PAGE_MAX),
  );
  const companies = createCompaniesRepository(ctx.db);
  const rows = await Promise.all(ids.map((id) => companies.byId(id)));
  return rows.flatMap((row) => (row ? [toAccount(row)] : []));
}

export async function countPartners(ctx: Ctx, args: QueryPartnerCountArgs) {
  requireSuper(ctx);
  return createPartnersRepository(ctx.db).count(args.query?.trim() || undefined);
}

/** newPartner (super users): a partner account; its name unique among partners, in any case. */
export async function newPartner(ctx: Ctx, args: { name: string }) {
  requireSuper(ctx);
  const name = normalizeCompanyName(args.name);
  if (!name) throw badInput(messages.required, 'name');
  const id = await ctx.db.transaction(async (tx) => {
    await lockCompanyNames(tx, null);
    const repo = createPartnersRepository(tx);
    if (await repo.partnerNameTaken(name)) throw badInput(companyMessages.nameTaken(name), 'name');
    return repo.createPartner(name);
  });
  const row = await createCompaniesRepository(ctx.db).byId(id);
  if (!row) throw noAccess();
  return toAccount(row);
}
