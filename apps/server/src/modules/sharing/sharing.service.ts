import {
  SHARE_ADDRESSES_MAX,
  SHARE_LINK_DAYS_DEFAULT,
  SHARE_LINK_DAYS_MAX,
  SHARE_QUERY_MAX,
  SHARE_USERS_MAX,
  isEmail,
  messages,
  normalizeEmail,
} from '@vigil/domain';
import {
  customerScope,
  holdsPermission,
  memberViewAccess,
  parseId,
  requireCustomer,
  requirePermission,
  requireView,
  requireViewer,
  viewAccessFor,
  viewReaderFor,
} from '../../auth/access.js';
import type { ViewGrantRecord } from '../../auth/ownership.repository.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { accessError, badInput, insufficientPrivileges, noAccess } from '../../graphql/errors.js';
import type {
  MutationAddViewUserArgs,
  MutationCreateShareLinkArgs,
  MutationDeleteViewUserArgs,
  MutationRevokeShareLinkArgs,
  MutationUpdateViewUsersArgs,
  QuerySharedViewsArgs,
  QueryShareUsersArgs,
  QueryViewUsersArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { presentViewsById } from '../views/views.service.js';
import { createViewsRepository } from '../views/views.repository.js';
import { createWidgetsRepository } from '../widgets/widgets.repository.js';
import {
  newInvitationLink,
  sendInvitationEmail,
  userDisplayName,
} from '../access/invitations.service.js';
import {
  createSharingRepository,
  type AddressUser,
  type GrantRights,
  type SharingRepository,
} from './sharing.repository.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'config' | 'mail' | 'live'>;

/** Most links one page of sharedViews lists, and the page size when none is asked for. */
export const SHARED_VIEWS_PAGE_MAX = 200;
const SHARED_VIEWS_PAGE_DEFAULT = 50;
const DAY_MS = 24 * 3600_000;

const MANAGES_COMPANY_ROLE = { id: 'mc', name: messages.viewUserManagesCompany };
const noShareWithUser = () => accessError(messages.noShareWithUser, 'FORBIDDEN');

/**
 * The view to share, by id (or else by name) within the customer asked for, if the caller holds
 * the share right on it: refused otherwise (auth/access.ts requireView says how refusals read).
 */
async function shareableView(
  ctx: Ctx,
  customerID: string,
  viewID: string | null | undefined,
  viewName?: string | null,
): Promise<ViewGrantRecord> {
  const customerId = parseId(customerID);
  requireCustomer(ctx, customerId);
  const viewId = viewID
    ? parseId(viewID)
    : viewName?.trim()
      ? await createWidgetsRepository(ctx.db).viewIdByName(customerId, viewName.trim())
      : undefined;
  if (viewId === undefined) throw noAccess();
  return requireView(ctx, viewId, 'share', customerId);
}

/**
 * The users who may read the view (spec core §3 View user; §5: super users and users without
 * read are not listed), with their rights by the domain's rule, alert kinds, roles and reasons.
 */
export async function viewUsers(ctx: Ctx, args: QueryViewUsersArgs) {
  const view = await shareableView(ctx, args.customerID, args.viewID, args.viewName);
  const members = await createSharingRepository(ctx.db).viewMembers(view.id);
  return members.flatMap((member) => {
    const access = memberViewAccess(
      { userId: member.id, isSuper: member.isSuper, managesCompany: member.managesCompany },
      { ...view, grant: member.grant },
    );
    if (member.isSuper || !access.canRead) return [];
    const granted = Boolean(
      member.grant &&
      (member.grant.read || member.grant.update || member.grant.delete || member.grant.share),
    );
    const reasons = [
      ...(access.isCreator ? [messages.viewUserCreator] : []),
      ...(member.managesCompany ? [messages.viewUserManagesCompany] : []),
      ...(view.isPublic ? [messages.viewUserPublicView] : []),
      ...(granted ? [messages.viewUserSharedWith] : []),
    ];
    return [
      {
        user: {
          id: String(member.id),
          email: member.email,
          firstName: member.firstName,
          lastName: member.lastName,
        },
        permissions: {
          read: access.canRead,
          update: access.canUpdate,
          delete: access.canDelete,
          share: access.canShare,
        },
        alerts: member.alerts,
        roles: member.managesCompany ? [MANAGES_COMPANY_ROLE] : [],
        reasons,
      },
    ];
  });
}

/**
 * The share dialog's autocomplete: users of the customer (never another customer's, nor super
 * users) whose address holds the search text, at most SHARE_USERS_MAX.
 */
export async function shareUsers(ctx: Ctx, args: QueryShareUsersArgs) {
  if (args.query.length > SHARE_QUERY_MAX) {
    throw badInput(messages.inputTooLong('query', SHARE_QUERY_MAX), 'query');
  }
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const search = args.query.trim();
  if (!search) return [];
  const rows = await createSharingRepository(ctx.db).customerUsersByEmail(
    customerId,
    search,
    SHARE_USERS_MAX,
  );
  return rows.map((row) => ({ id: String(row.id), email: row.email, isInCustomer: true }));
}

type AddressOutcome =
  { kind: 'shared' } | { kind: 'invited'; token: string } | { kind: 'refused'; error: string };

/**
 * Shares the view with one address: a user of the view's customer is granted; a super user
 * reads every view already; an address with no account is invited when the caller may share
 * outside the company (so); anyone else is refused. The invitation's writes are one transaction.
 */
async function shareWithAddress(
  repo: SharingRepository,
  share: {
    view: ViewGrantRecord;
    viewer: UserRecord;
    mayInvite: boolean;
    rights: { update: boolean; share: boolean };
  },
  email: string,
  found: AddressUser | undefined,
): Promise<AddressOutcome> {
  const { view, viewer, mayInvite, rights } = share;
  let user = found;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (user?.isSuper) return { kind: 'shared' };
    if (user) {
      if (user.customerId !== view.customerId) {
        return { kind: 'refused', error: messages.noShareWithUser };
      }
      await repo.grant(view.id, user.id, rights);
      return { kind: 'shared' };
    }
    if (!mayInvite) return { kind: 'refused', error: messages.noShareWithUser };
    const { token, tokenHash, expireAt } = newInvitationLink();
    const invited = await repo.invite({
      email,
      customerId: view.customerId,
      viewId: view.id,
      rights,
      tokenHash,
      invitedBy: viewer.id,
      expireAt,
    });
    if (invited !== null) return { kind: 'invited', token };
    // The address got an account meanwhile: share with that user instead.
    [user] = await repo.usersByEmail([email]);
  }
  return { kind: 'refused', error: messages.noShareWithUser };
}

/**
 * Shares the view with each address (read, and update or share when asked), invites addresses
 * with no account by e-mail (sent once their writes are committed), and says per address what
 * happened. A right the caller lacks is not theirs to give.
 */
export async function addViewUser(ctx: Ctx, args: MutationAddViewUserArgs) {
  if (args.permissions.length > SHARE_ADDRESSES_MAX) {
    throw badInput(messages.shareTooManyAddresses(SHARE_ADDRESSES_MAX), 'permissions');
  }
  const view = await shareableView(ctx, args.customerID, args.viewID, args.viewName);
  const viewer = requireViewer(ctx);
  if (args.permissions.some((p) => p.update) && !viewAccessFor(viewer, view).canUpdate) {
    throw insufficientPrivileges();
  }
  const successes: string[] = [];
  const failures: { email: string; error: string }[] = [];
  // Each address once (as users.email keeps it), with every right asked for it.
  const asked = new Map<string, { update: boolean; share: boolean }>();
  for (const p of args.permissions) {
    const email = normalizeEmail(p.email);
    if (!isEmail(email)) {
      failures.push({ email: p.email, error: messages.invalidEmail });
      continue;
    }
    const before = asked.get(email);
    asked.set(email, {
      update: Boolean(p.update || before?.update),
      share: Boolean(p.share || before?.share),
    });
  }
  const repo = createSharingRepository(ctx.db);
  const known = new Map((await repo.usersByEmail([...asked.keys()])).map((u) => [u.email, u]));
  const mayInvite = holdsPermission(viewer, view.customerId, 'so');
  const invitations: { email: string; token: string }[] = [];
  for (const [email, rights] of asked) {
    const outcome = await shareWithAddress(
      repo,
      { view, viewer, mayInvite, rights },
      email,
      known.get(email),
    );
    if (outcome.kind === 'shared') successes.push(email);
    else if (outcome.kind === 'refused') failures.push({ email, error: outcome.error });
    else invitations.push({ email, token: outcome.token });
  }
  for (const { email, token } of invitations) {
    try {
      await sendInvitationEmail(ctx, {
        email,
        token,
        productName: args.productName,
        invitedBy: viewer,
        reason: { kind: 'view', viewName: view.name },
      });
      successes.push(email);
    } catch {
      // The grant and the invitation stay: the user can be invited again later.
      failures.push({ email, error: messages.invitationNotSent });
    }
  }
  return { successes, failures };
}

/**
 * Saves users' rights on the view (Permissions & Sharing) and whether it is public (cpv), all
 * or nothing. Every user must be of the view's customer; the creator keeps every right; a right
 * the caller lacks is not theirs to give.
 */
export async function updateViewUsers(ctx: Ctx, args: MutationUpdateViewUsersArgs) {
  const view = await shareableView(ctx, args.customerID, args.viewID, args.viewName);
  const viewer = requireViewer(ctx);
  const wanted = new Map<number, GrantRights>();
  for (const p of args.permissions) {
    const update = Boolean(p.update);
    const del = Boolean(p.delete);
    const share = Boolean(p.share);
    wanted.set(parseId(p.userID), {
      read: Boolean(p.read) || update || del || share,
      update,
      delete: del,
      share,
    });
  }
  const ids = [...wanted.keys()];
  const ofCustomer = new Set(
    await createViewsRepository(ctx.db).customerUserIds(view.customerId, ids),
  );
  if (ids.some((id) => !ofCustomer.has(id))) throw noShareWithUser();
  const isPublic =
    args.isPublic === null || args.isPublic === undefined || args.isPublic === view.isPublic
      ? undefined
      : args.isPublic;
  if (isPublic !== undefined) requirePermission(ctx, view.customerId, 'cpv');
  // The creator's rights come from having made the view (spec core §6): their row is not theirs
  // to lose, so it is left as it is.
  if (view.creatorId !== null) wanted.delete(view.creatorId);
  const repo = createSharingRepository(ctx.db);
  const stored = await repo.grantsOf(view.id, [...wanted.keys()]);
  const caller = viewAccessFor(viewer, view);
  for (const [userId, rights] of wanted) {
    const before = stored.get(userId);
    const raises = (need: 'update' | 'delete') => rights[need] && !before?.[need];
    if ((raises('update') && !caller.canUpdate) || (raises('delete') && !caller.canDelete)) {
      throw insufficientPrivileges();
    }
  }
  await repo.saveGrants(
    view.id,
    [...wanted].map(([userId, rights]) => ({ userId, ...rights })),
    isPublic,
  );
  return true;
}

/** Takes a user's row off the view; false when they had none. The creator stays. */
export async function deleteViewUser(ctx: Ctx, args: MutationDeleteViewUserArgs) {
  const view = await shareableView(ctx, args.customerID, args.viewID, args.viewName);
  const userId = parseId(args.id);
  if (userId === view.creatorId) throw insufficientPrivileges(messages.shareCreatorKeepsRights);
  const [ofCustomer] = await createViewsRepository(ctx.db).customerUserIds(view.customerId, [
    userId,
  ]);
  if (ofCustomer === undefined) throw noShareWithUser();
  return createSharingRepository(ctx.db).deleteGrant(view.id, userId);
}

/**
 * A public link to the view (spec core §3 Share link): a random token, kept only as its hash,
 * working for expireDays days. The url and token are given this once.
 */
export async function createShareLink(ctx: Ctx, args: MutationCreateShareLinkArgs) {
  const days = args.expireDays ?? SHARE_LINK_DAYS_DEFAULT;
  if (!Number.isInteger(days) || days < 1 || days > SHARE_LINK_DAYS_MAX) {
    throw badInput(messages.shareLinkDays(SHARE_LINK_DAYS_MAX), 'expireDays');
  }
  const view = await shareableView(ctx, args.customerID, args.viewID);
  const viewer = requireViewer(ctx);
  const token = newToken();
  const expireAt = new Date(Date.now() + days * DAY_MS);
  const { id } = await createSharingRepository(ctx.db).insertLink({
    viewId: view.id,
    customerId: view.customerId,
    tokenHash: hashToken(token),
    createdBy: viewer.id,
    expireAt,
  });
  return {
    id: String(id),
    url: `${ctx.config.publicUrl}/shared/${token}`,
    token,
    expireAt: expireAt.toISOString(),
  };
}

/** Stops a link at once, and closes the live feeds opened with it. */
export async function revokeShareLink(ctx: Ctx, args: MutationRevokeShareLinkArgs) {
  const customerId = parseId(args.customerID);
  requireCustomer(ctx, customerId);
  const repo = createSharingRepository(ctx.db);
  const link = await repo.linkById(parseId(args.id));
  if (!link || link.customerId !== customerId) throw noAccess();
  await requireView(ctx, link.viewId, 'share', customerId);
  await repo.revokeLink(link.id);
  ctx.live.disconnectShareLink(link.id);
  return true;
}

/**
 * The links of the views the caller may share, newest first (within the customer asked for, or
 * every customer they see); only working ones unless withStatus.
 */
export async function sharedViews(ctx: Ctx, args: Partial<QuerySharedViewsArgs>) {
  const viewer = requireViewer(ctx);
  const scope = customerScope(ctx, args.customerID);
  const now = new Date();
  const rows = await createSharingRepository(ctx.db).links(
    {
      userId: viewer.id,
      customerIds: scope,
      fullCustomerIds: viewReaderFor(viewer, scope).fullCustomerIds,
    },
    {
      viewId: args.viewID ? parseId(args.viewID) : undefined,
      query: args.query?.trim() || undefined,
      withStatus: Boolean(args.withStatus),
    },
    pageOf(args.limit ?? SHARED_VIEWS_PAGE_DEFAULT, args.offset, SHARED_VIEWS_PAGE_MAX),
    now,
  );
  const views = await presentViewsById(
    ctx,
    rows.map((row) => row.viewId),
  );
  return rows.flatMap((row) => {
    const view = views.get(row.viewId);
    // The SQL mirrors the share right; the domain's rule has the last word.
    if (!view?.canShare) return [];
    const creator = row.creatorEmail
      ? userDisplayName({
          firstName: row.creatorFirstName,
          lastName: row.creatorLastName,
          email: row.creatorEmail,
        })
      : null;
    return [
      {
        id: String(row.id),
        view,
        createdAt: row.createdAt.toISOString(),
        expireAt: row.expireAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        createdBy: creator,
        status: row.revokedAt ? 'revoked' : row.expireAt <= now ? 'expired' : 'active',
      },
    ];
  });
}
