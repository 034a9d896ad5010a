import { PARTNER_ROLES, isEmail, messages, normalizeEmail } from '@vigil/domain';
import { parseId, requirePartner, requirePartnerAdmin } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, noAccess } from '../../graphql/errors.js';
import type {
  MutationEditPartnerUserArgs,
  MutationInvitePartnerUserArgs,
  MutationRemovePartnerUserArgs,
  QueryPartnerUsersArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { afterUsersChanged } from '../access/access.service.js';
import { issueInvitation } from '../access/invitations.service.js';
import { createPartnerUsersRepository, type PartnerUserRow } from './partnerUsers.repository.js';
import { createPartnersRepository } from './partners.repository.js';

// The partner portal's Users page (spec access §2 /partners/{id}/users): every user of the
// partner lists them; its administrators (and super users) invite, change and remove them. A
// partner keeps at least one administrator, and nobody takes away their own rights. A change
// reaches the user's next request (their cached sessions are forgotten, as for company roles).

type Ctx = Pick<GraphQLContext, 'db' | 'viewer' | 'config' | 'mail' | 'live'>;

export const PARTNER_USERS_PAGE_MAX = 50;

function present(row: PartnerUserRow, viewer: UserRecord) {
  return {
    id: String(row.id),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    verified: row.verified,
    partnerAdmin: row.partnerAdmin,
    partnerRoles: PARTNER_ROLES.filter((role) => row.partnerRoles.includes(role)),
    isSelf: row.id === viewer.id,
  };
}

function checkedRoles(roles: readonly string[]): string[] {
  const unknown = roles.find((role) => !(PARTNER_ROLES as readonly string[]).includes(role));
  if (unknown !== undefined) throw badInput(messages.unknownPartnerRole(unknown), 'partnerRoles');
  return PARTNER_ROLES.filter((role) => roles.includes(role));
}

/** A partner or OEM account (super users may name any id). */
async function requirePartnerAccount(ctx: Ctx, partnerId: number) {
  const account = await createPartnersRepository(ctx.db).account(partnerId);
  if (!account || (account.kind !== 'PARTNER' && account.kind !== 'OEM')) throw noAccess();
  return account;
}

export async function listPartnerUsers(ctx: Ctx, args: QueryPartnerUsersArgs) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartner(ctx, partnerId);
  const rows = await createPartnerUsersRepository(ctx.db).list(
    partnerId,
    args.query?.trim() || undefined,
    pageOf(args.limit, args.offset, PARTNER_USERS_PAGE_MAX),
  );
  return rows.map((row) => present(row, viewer));
}

/**
 * invitePartnerUser: a new user of the partner (no company) for a new address, mailed the
 * 24-hour link to set their password (access/invitations); removed again when the mail server
 * refuses the message ('Invitation not sent').
 */
export async function invitePartnerUser(ctx: Ctx, args: MutationInvitePartnerUserArgs) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartnerAdmin(ctx, partnerId);
  const partner = await requirePartnerAccount(ctx, partnerId);
  const email = normalizeEmail(args.email);
  if (!isEmail(email)) throw badInput(messages.invalidEmail, 'email');
  const roles = checkedRoles(args.partnerRoles ?? []);
  const repo = createPartnerUsersRepository(ctx.db);
  const userId = await repo.createInvited(partnerId, email, args.partnerAdmin ?? false, roles);
  if (userId === null) throw badInput(messages.emailTaken, 'email');
  try {
    await issueInvitation(ctx, {
      userId,
      email,
      productName: args.productName,
      invitedBy: viewer,
      reason: { kind: 'company', companyName: partner.name },
    });
  } catch (error) {
    await repo.deleteUser(userId);
    throw error;
  }
  const row = await repo.member(partnerId, userId);
  if (!row) throw badInput(messages.unableToAddUser, 'email');
  return present(row, viewer);
}

/** editPartnerUser: administrator flag and roles; never one's own flag, never the last admin. */
export async function editPartnerUser(ctx: Ctx, args: MutationEditPartnerUserArgs) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartnerAdmin(ctx, partnerId);
  const userId = parseId(args.userID);
  const roles = checkedRoles(args.partnerRoles);
  const row = await ctx.db.transaction(async (tx) => {
    await createPartnersRepository(tx).lock(partnerId);
    const repo = createPartnerUsersRepository(tx);
    const member = await repo.member(partnerId, userId);
    if (!member) throw noAccess();
    if (member.id === viewer.id && member.partnerAdmin && !args.partnerAdmin) {
      throw badInput(messages.partnerOwnAdmin, 'partnerAdmin');
    }
    await repo.setRoles(member.id, args.partnerAdmin, roles);
    if (member.partnerAdmin && (await repo.adminCount(partnerId)) === 0) {
      throw badInput(messages.partnerLastAdmin, 'partnerAdmin');
    }
    return repo.member(partnerId, userId);
  });
  afterUsersChanged(ctx, [userId]);
  if (!row) throw noAccess();
  return present(row, viewer);
}

/**
 * removePartnerUser: takes a user out of the partner; one who belongs to no company goes
 * altogether (their sessions end at once). Never oneself, nor the partner's last administrator.
 */
export async function removePartnerUser(ctx: Ctx, args: MutationRemovePartnerUserArgs) {
  const partnerId = parseId(args.partnerID);
  const viewer = requirePartnerAdmin(ctx, partnerId);
  const userId = parseId(args.userID);
  if (userId === viewer.id) throw badInput(messages.removeSelfFromPartner, 'userID');
  const closed = await ctx.db.transaction(async (tx) => {
    await createPartnersRepository(tx).lock(partnerId);
    const repo = createPartnerUsersRepository(tx);
    const member = await repo.member(partnerId, userId);
    if (!member) throw noAccess();
    let sessionIds: string[] = [];
    if (member.customerId === null) {
      sessionIds = await repo.sessionIdsOf(member.id);
      await repo.deleteUser(member.id);
    } else {
      await repo.leavePartner(member.id);
    }
    if (member.partnerAdmin && (await repo.adminCount(partnerId)) === 0) {
      throw badInput(messages.partnerLastAdmin, 'userID');
    }
    return sessionIds;
  });
  afterUsersChanged(ctx, [userId], closed);
  return true;
}
