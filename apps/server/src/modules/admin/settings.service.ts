// A company's settings page (spec access §2 /{id}/settings, §3 admin state; ADR 023).
//
// Who: the settings page is a user-admin page, so reading and saving need manage users (mu) on
// the company, as its menu entry does (spec §2); super users and the partner's users hold it on
// every company they run. Renaming the company also needs manage company (mc): the name is the
// company's identity across the product, not a user-admin matter. Default roles follow the
// permission editor's rule: nobody gives or takes away a role they do not hold there.
import {
  PERMISSION_LABELS,
  companyMessages,
  companySettingsSchema,
  effectiveRoles,
  rolesBeyondEditor,
  sortedRoles,
  userAdminMessages,
} from '@vigil/domain';
import type { CompanySettingsChange } from '@vigil/domain';
import {
  holdsPermission,
  parseId,
  permissionSubject,
  requirePermission,
} from '../../auth/access.js';
import { badInput, firstIssue, insufficientPrivileges, noAccess } from '../../graphql/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { CompanySettingsInput } from '../../graphql/generated/resolvers-types.js';
import type { UserRecord } from '../access/access.repository.js';
import { forgetUserSessions } from '../access/access.service.js';
import { createCompaniesRepository } from './companies.repository.js';
import {
  createSettingsRepository,
  type CompanySettingsRecord,
  type CompanySettingsWrite,
} from './settings.repository.js';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer'>;

/** The settings as the API shows them: the help-desk token only as whether one is set. */
function toCompanySettings(row: CompanySettingsRecord) {
  return {
    customerID: String(row.customerId),
    name: row.name,
    defaultRoles: sortedRoles(row.defaultRoles),
    emailAlertsDefault: row.emailAlertsDefault,
    smsAlertsDefault: row.smsAlertsDefault,
    serviceContacts: row.serviceContacts,
    helpDeskEmail: row.helpDeskEmail,
    helpDeskTokenSet: row.helpDeskToken !== null,
    helpDeskDomain: row.helpDeskDomain,
    livestreamURL: row.livestreamUrl,
  };
}

async function settingsOf(ctx: Ctx, customerId: number): Promise<CompanySettingsRecord> {
  const row = await createSettingsRepository(ctx.db).of(customerId);
  if (!row) throw noAccess();
  return row;
}

export async function companySettings(ctx: Ctx, args: { customerID: string }) {
  requirePermission(ctx, args.customerID, 'mu');
  return toCompanySettings(await settingsOf(ctx, parseId(args.customerID)));
}

/** Blank text clears an optional field; null and undefined keep it. */
const clearable = (value: string | null | undefined) =>
  value === null || value === undefined ? undefined : value || null;

/** What to write, after the checks that need the stored settings and the editor's roles. */
function writeOf(
  viewer: UserRecord,
  customerId: number,
  before: CompanySettingsRecord,
  change: CompanySettingsChange,
): CompanySettingsWrite {
  const rename = change.name !== null && change.name !== undefined && change.name !== before.name;
  if (rename && !holdsPermission(viewer, customerId, 'mc')) {
    throw insufficientPrivileges(companyMessages.renameNeedsManageCompany);
  }
  const defaultRoles = change.defaultRoles ? sortedRoles(change.defaultRoles) : undefined;
  if (defaultRoles) {
    const editorRoles = effectiveRoles(permissionSubject(viewer), String(customerId));
    const [beyond] = rolesBeyondEditor(before.defaultRoles, defaultRoles, editorRoles);
    if (beyond)
      throw insufficientPrivileges(userAdminMessages.roleNotHeld(PERMISSION_LABELS[beyond]));
  }
  return {
    name: rename ? (change.name ?? undefined) : undefined,
    defaultRoles,
    emailAlertsDefault: change.emailAlertsDefault ?? undefined,
    smsAlertsDefault: change.smsAlertsDefault ?? undefined,
    serviceContacts: change.serviceContacts?.map((contact) => ({
      name: contact.name,
      email: contact.email || null,
      phone: contact.phone || null,
    })),
    helpDeskEmail: clearable(change.helpDeskEmail),
    helpDeskToken: clearable(change.helpDeskToken),
    helpDeskDomain: clearable(change.helpDeskDomain?.toLowerCase()),
    livestreamUrl: clearable(change.livestreamURL),
  };
}

export async function updateCompanySettings(
  ctx: Ctx,
  args: { customerID: string; settings: CompanySettingsInput },
) {
  const viewer = requirePermission(ctx, args.customerID, 'mu');
  const customerId = parseId(args.customerID);
  const parsed = companySettingsSchema.safeParse(args.settings);
  if (!parsed.success) throw firstIssue(parsed.error);
  const before = await settingsOf(ctx, customerId);
  const write = writeOf(viewer, customerId, before, parsed.data);
  const saved = await createSettingsRepository(ctx.db).save(customerId, write);
  if (saved === 'taken') throw badInput(companyMessages.nameTaken(write.name ?? ''), 'name');
  if (write.name !== undefined) {
    // Sessions name the company: its users and its partner's read the new name next request.
    const seeing = await createCompaniesRepository(ctx.db).usersSeeing(customerId);
    for (const userId of seeing) forgetUserSessions(ctx.db, userId);
  }
  return toCompanySettings(await settingsOf(ctx, customerId));
}
