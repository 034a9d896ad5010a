import {
  PERMISSION_LABELS,
  USERS_PAGE_SIZE,
  changedRoles,
  effectiveRoles,
  isEmail,
  isHomePagePath,
  messages,
  normalizeEmail,
  rolesBeyondEditor,
  sortedRoles,
  unknownRoles,
  userAdminMessages,
} from '@vigil/domain';
import {
  parseId,
  permissionSubject,
  requireCustomer,
  requirePermission,
  requireViewer,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, insufficientPrivileges, noAccess } from '../../graphql/errors.js';
import type {
  MutationDeleteUserArgs,
  MutationEditCustomerHomePageArgs,
  MutationEditCustomerPermissionsArgs,
  MutationInviteToCompanyArgs,
  MutationReinviteToCompanyArgs,
  QueryUserCountArgs,
  QueryUsersArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { afterUsersChanged } from '../access/access.service.js';
import { issueInvitation } from '../access/invitations.service.js';
import {
  createUsersRepository,
  type CompanyUserFilter,
  type CompanyUserRow,
} from './users.repository.js';

// The Users page's calls and Set Home Page (spec access §2, §4, §6, §7). Managing a company's
// users takes mu on it (or super, or a partner running it: auth/access.ts). A role change,
// a deletion or a new home page reaches the user's next request: this process forgets their
// cached sessions at once, other processes within SESSION_CACHE_MS (2 s, access.service.ts).

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'config' | 'mail' | 'live'>;

/** A user as the Users page shows them. */
export function presentCompanyUser(row: CompanyUserRow, viewer: UserRecord) {
  return {
    id: String(row.id),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    verified: row.verified,
    saml: row.saml,
    totp: row.totp,
    super: row.isSuper,
    roles: sortedRoles(row.roles),
    homeUrl: row.homeUrl,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    isSelf: row.id === viewer.id,
  };
}

/**
 * The company whose users are managed (the caller's own when none is named) and the caller, who
 * must manage its users.
 */
export function managedCompany(ctx: Ctx, customerID: string | null | undefined) {
  const viewer = requireViewer(ctx);
  const customerId =
    customerID !== null && customerID !== undefined && customerID !== ''
      ? parseId(customerID)
      : viewer.customer?.id;
  // A user of no company (a partner's) names the company they mean.
  if (customerId === undefined) throw noAccess();
  requirePermission(ctx, customerId, 'mu');
  return { viewer, customerId };
}

/**
 * The roles a user is to hold, as stored: permission codes only (refused otherwise), and changed
 * only where the editor holds the role on the company (no one grants more than they have).
 */
export function checkedRoles(
  viewer: UserRecord,
  customerId: number,
  before: readonly string[],
  after: readonly string[],
  field: string,
) {
  const [unknown] = unknownRoles(after);
  if (unknown !== undefined) throw badInput(userAdminMessages.unknownRole(unknown), field);
  const editorRoles = effectiveRoles(permissionSubject(viewer), String(customerId));
  const beyond = rolesBeyondEditor(before, after, editorRoles);
  if (beyond.length > 0) {
    const labels = beyond.map((code) => PERMISSION_LABELS[code]).join(', ');
    throw insufficientPrivileges(userAdminMessages.roleNotHeld(labels));
  }
  return sortedRoles(after);
}

function filterOf(
  customerId: number,
  viewer: UserRecord,
  args: Pick<QueryUsersArgs, 'query' | 'userID' | 'email' | 'excludeSelf'>,
): CompanyUserFilter {
  const query = args.query?.trim();
  return {
    customerId,
    query: query ? query : undefined,
    userId: args.userID ? parseId(args.userID) : undefined,
    // The uniqueness check of an address: as users.email keeps it.
    email: args.email !== null && args.email !== undefined ? normalizeEmail(args.email) : undefined,
    excludeUserId: args.excludeSelf ? viewer.id : undefined,
  };
}

/** users: a page of the company's users (50 at most), by address. */
export async function listUsers(ctx: Ctx, args: QueryUsersArgs) {
  const { viewer, customerId } = managedCompany(ctx, args.customerID);
  const rows = await createUsersRepository(ctx.db).list(
    filterOf(customerId, viewer, args),
    pageOf(args.limit, args.offset, USERS_PAGE_SIZE),
  );
  return rows.map((row) => presentCompanyUser(row, viewer));
}

/** userCount: how many of the company's users match the search. */
export async function countUsers(ctx: Ctx, args: QueryUserCountArgs) {
  const { viewer, customerId } = managedCompany(ctx, args.customerID);
  return createUsersRepository(ctx.db).count(filterOf(customerId, viewer, args));
}

/** Forgets what this process cached of the users' sessions, and closes a gone user's sockets. */
/**
 * editCustomerPermissions: replaces users' roles on the company, all or nothing, and answers how
 * many users changed. Every user must be of the company; nobody changes their own roles; codes
 * given or taken away must be the editor's own; the company keeps a manager of users.
 */
export async function editCustomerPermissions(
  ctx: Ctx,
  args: MutationEditCustomerPermissionsArgs,
): Promise<number> {
  const { viewer, customerId } = managedCompany(ctx, args.customerID);
  const wanted = new Map<number, readonly string[]>();
  for (const entry of args.permissions) {
    const userId = parseId(entry.userID);
    if (userId === viewer.id) throw insufficientPrivileges(userAdminMessages.ownRoles);
    const [unknown] = unknownRoles(entry.roles);
    if (unknown !== undefined) throw badInput(userAdminMessages.unknownRole(unknown), 'roles');
    wanted.set(userId, entry.roles);
  }
  if (wanted.size === 0) return 0;
  const changed = await ctx.db.transaction(async (tx) => {
    const repo = createUsersRepository(tx);
    await repo.lockCompany(customerId);
    const members = await repo.members(customerId, [...wanted.keys()]);
    if (members.length !== wanted.size) throw noAccess();
    const managersBefore = await repo.managerCount(customerId);
    const ids: number[] = [];
    for (const member of members) {
      const roles = checkedRoles(viewer, customerId, member.roles, wanted.get(member.id)!, 'roles');
      if (changedRoles(member.roles, roles).length === 0) continue;
      await repo.replaceRoles(customerId, member.id, roles);
      ids.push(member.id);
    }
    if (managersBefore > 0 && (await repo.managerCount(customerId)) === 0) {
      throw badInput(userAdminMessages.lastManager, 'permissions');
    }
    return ids;
  });
  afterUsersChanged(ctx, changed);
  return changed.length;
}

/**
 * deleteUser: removes a user of the company (their sessions end at once); never oneself, nor the
 * company's last manager of users, and a super user only by a super user.
 */
export async function deleteUser(ctx: Ctx, args: MutationDeleteUserArgs): Promise<boolean> {
  const { viewer, customerId } = managedCompany(ctx, args.customerID);
  const email = normalizeEmail(args.email);
  const gone = await ctx.db.transaction(async (tx) => {
    const repo = createUsersRepository(tx);
    await repo.lockCompany(customerId);
    const [member] = await repo.list({ customerId, email }, { limit: 1, offset: 0 });
    if (!member) throw noAccess();
    if (member.id === viewer.id) throw badInput(userAdminMessages.deleteSelf, 'email');
    if (member.isSuper && !viewer.isSuper) {
      throw insufficientPrivileges(userAdminMessages.deleteSuper);
    }
    const managersBefore = await repo.managerCount(customerId);
    const sessionIds = await repo.sessionIdsOf(member.id);
    await repo.deleteUser(member.id);
    if (managersBefore > 0 && (await repo.managerCount(customerId)) === 0) {
      throw badInput(userAdminMessages.lastManager, 'email');
    }
    return { id: member.id, sessionIds };
  });
  afterUsersChanged(ctx, [gone.id], gone.sessionIds);
  return true;
}

/**
 * editCustomerHomePage: where the user lands after signing in (null: /home). One's own always;
 * another user's of the company with mu on it. Only a page of this site can be a home page.
 */
export async function editCustomerHomePage(
  ctx: Ctx,
  args: MutationEditCustomerHomePageArgs,
): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const customerId = parseId(args.customerID);
  const userId = parseId(args.userID);
  const repo = createUsersRepository(ctx.db);
  if (userId === viewer.id) {
    requireCustomer(ctx, customerId);
  } else {
    requirePermission(ctx, customerId, 'mu');
    const [member] = await repo.members(customerId, [userId]);
    if (!member) throw noAccess();
  }
  const url = args.desktopUrl ?? null;
  if (url !== null && !isHomePagePath(url)) {
    throw badInput(userAdminMessages.homePageNotPath, 'desktopUrl');
  }
  // Deleted meanwhile: the dialog lists it as this user's failure, with Retry.
  if (!(await repo.setHomeUrl(userId, url))) throw noAccess();
  afterUsersChanged(ctx, [userId]);
  return true;
}

/**
 * inviteToCompany: creates a user of the company for a new address (no password), with roles the
 * inviter holds, and mails them the 24-hour link to set their password (access/invitations). All
 * or nothing: when the mail server refuses the message the user is removed again ('Invitation not
 * sent'), so the address can simply be invited again.
 */
export async function inviteToCompany(ctx: Ctx, args: MutationInviteToCompanyArgs) {
  const { viewer, customerId } = managedCompany(ctx, args.customerID);
  const email = normalizeEmail(args.email);
  if (!isEmail(email)) throw badInput(messages.invalidEmail, 'email');
  const roles = checkedRoles(viewer, customerId, [], args.roles ?? [], 'roles');
  const repo = createUsersRepository(ctx.db);
  if (await repo.emailTaken(email)) throw badInput(messages.emailTaken, 'email');
  const userId = await ctx.db.transaction((tx) =>
    createUsersRepository(tx).createInvited(customerId, email, roles),
  );
  // Taken between the check and the insert.
  if (userId === null) throw badInput(messages.unableToAddUser, 'email');
  try {
    await issueInvitation(ctx, {
      userId,
      email,
      productName: args.productName,
      invitedBy: viewer,
      reason: { kind: 'company', companyName: await repo.companyName(customerId) },
    });
  } catch (error) {
    await repo.deleteUser(userId);
    throw error;
  }
  const [row] = await repo.members(customerId, [userId]);
  if (!row) throw badInput(messages.unableToAddUser, 'email');
  return presentCompanyUser(row, viewer);
}

/**
 * reinviteToCompany: mails a new link to a user of the company who has not set a password yet
 * (earlier links keep working until they expire); 'Invitation not sent' for anyone verified, or
 * when the mail server refuses the message.
 */
export async function reinviteToCompany(
  ctx: Ctx,
  args: MutationReinviteToCompanyArgs,
): Promise<boolean> {
  const { viewer, customerId } = managedCompany(ctx, args.customerID);
  const repo = createUsersRepository(ctx.db);
  const [member] = await repo.members(customerId, [parseId(args.id)]);
  if (!member) throw noAccess();
  if (member.verified) throw badInput(messages.invitationNotSent);
  await issueInvitation(ctx, {
    userId: member.id,
    email: member.email,
    productName: args.productName,
    invitedBy: viewer,
    reason: { kind: 'company', companyName: await repo.companyName(customerId) },
  });
  return true;
}
