import { PLAN_TIERS, QUOTE_LIMITS, isOverLicense, licenseRenewsOn, messages } from '@vigil/domain';
import { parseId, partnerScope, requireSuper, requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, insufficientPrivileges, noAccess } from '../../graphql/errors.js';
import type {
  MutationSaveLicenseArgs,
  QueryLicensesArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import { createLicensesRepository, type LicenseRow } from './licenses.repository.js';
import { createPartnersRepository } from './partners.repository.js';

// Licences (spec access §2 /partners/{id}/licenses, §9 plans): a customer's plan, the devices it
// covers and its yearly renewal, against the equipment the customer has now. Super users read
// and set every licence; a partner's administrators read their partner's.

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

export const LICENSES_PAGE_MAX = 100;
const PLAN_TYPES: readonly string[] = [...PLAN_TIERS, 'UNKNOWN'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const today = () => new Date().toISOString().slice(0, 10);

function present(row: LicenseRow, on: string) {
  return {
    id: String(row.id),
    partnerID: String(row.partnerId),
    partnerName: row.partnerName,
    customerID: String(row.customerId),
    customerName: row.customerName,
    planType: row.planType,
    deviceLimit: row.deviceLimit,
    devicesInUse: row.devicesInUse,
    overLimit: isOverLicense(row.deviceLimit, row.devicesInUse),
    startsOn: row.startsOn,
    renewsOn: licenseRenewsOn(row.startsOn, on),
    orderID: row.orderId === null ? null : String(row.orderId),
  };
}

export async function listLicenses(ctx: Ctx, args: QueryLicensesArgs) {
  const partnerId = partnerScope(ctx, args.partnerID);
  const viewer = requireViewer(ctx);
  if (!viewer.isSuper && !viewer.partnerAdmin) throw insufficientPrivileges();
  const rows = await createLicensesRepository(ctx.db).list(
    partnerId,
    pageOf(args.limit, args.offset, LICENSES_PAGE_MAX),
  );
  const on = today();
  return rows.map((row) => present(row, on));
}

/** A real calendar date YYYY-MM-DD. */
function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** saveLicense (super users): sets a customer's licence; the customer's partner holds it. */
export async function saveLicense(ctx: Ctx, args: MutationSaveLicenseArgs) {
  requireSuper(ctx);
  const customer = await createPartnersRepository(ctx.db).account(parseId(args.customerID));
  if (!customer || customer.kind !== 'CUSTOMER') throw noAccess();
  if (customer.parentId === null) throw badInput(messages.licenseNeedsPartner, 'customerID');
  const planType = args.planType.trim();
  if (!PLAN_TYPES.includes(planType))
    throw badInput(messages.unknownPlanType(planType), 'planType');
  const deviceLimit = args.deviceLimit ?? null;
  if (deviceLimit !== null && (deviceLimit < 0 || deviceLimit > QUOTE_LIMITS.deviceCount)) {
    throw badInput(messages.mustBeNumber, 'deviceLimit');
  }
  const startsOn = args.startsOn.trim();
  if (!isDate(startsOn)) throw badInput(messages.invalidDate, 'startsOn');
  const repo = createLicensesRepository(ctx.db);
  const id = await repo.upsert({
    partnerId: customer.parentId,
    customerId: customer.id,
    planType,
    deviceLimit,
    startsOn,
    orderId: null,
  });
  const row = await repo.byId(id);
  if (!row) throw noAccess();
  return present(row, today());
}
