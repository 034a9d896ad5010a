import { canSeeCustomer, hasPermission, messages, viewAccess } from '@vigil/domain';
import type { PermissionCode, PermissionSubject, ViewAccess } from '@vigil/domain';
import { accessError, insufficientPrivileges, noAccess } from '../graphql/errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Executor } from '../db/client.js';
import type { UserRecord } from '../modules/access/access.repository.js';
import {
  createPartnersRepository,
  type AccountRef,
} from '../modules/partners/partners.repository.js';
import { createPartnerLogosRepository } from '../modules/partners/partnerLogos.repository.js';
import { hashToken } from './tokens.js';
import {
  createOwnershipRepository,
  type LibraryPart,
  type OwnedKind,
  type ViewGrantRecord,
} from './ownership.repository.js';

// The permission model in one module: every service asks here before it reads or writes.

export function permissionSubject(user: UserRecord): PermissionSubject {
  return {
    super: user.isSuper,
    customerId: user.customer ? String(user.customer.id) : null,
    rolesByCustomer: user.rolesByCustomer,
    managedCustomerIds: user.managedCustomerIds.map(String),
  };
}

/** The signed-in user, or a refusal with messages.mustBeLoggedIn. */
export function requireViewer(ctx: Pick<GraphQLContext, 'viewer'>): UserRecord {
  if (!ctx.viewer) throw accessError(messages.mustBeLoggedIn, 'UNAUTHENTICATED');
  return ctx.viewer;
}

/** Super users only (messages.mustHaveFullAccess otherwise). */
export function requireSuper(ctx: Pick<GraphQLContext, 'viewer'>): UserRecord {
  const viewer = requireViewer(ctx);
  if (!viewer.isSuper) throw accessError(messages.mustHaveFullAccess, 'FORBIDDEN');
  return viewer;
}

/**
 * A user acting for the partner (spec access §2 partner portal, §6): super users for any partner,
 * the partner's own users for theirs; anyone else is refused as information they cannot see.
 */
export function requirePartner(
  ctx: Pick<GraphQLContext, 'viewer'>,
  partnerId: string | number,
): UserRecord {
  const viewer = requireViewer(ctx);
  if (!viewer.isSuper && viewer.partner?.id !== parseId(partnerId)) throw noAccess();
  return viewer;
}

/** The partner's administrator (or a super user): who changes its users and onboards customers. */
export function requirePartnerAdmin(
  ctx: Pick<GraphQLContext, 'viewer'>,
  partnerId: string | number,
): UserRecord {
  const viewer = requirePartner(ctx, partnerId);
  if (!viewer.isSuper && !viewer.partnerAdmin) throw insufficientPrivileges();
  return viewer;
}

/**
 * The partners a partner-portal list reads: the one asked for (after requirePartner), else every
 * partner for super users and the user's own partner for its users; nobody else has any.
 */
export function partnerScope(
  ctx: Pick<GraphQLContext, 'viewer'>,
  partnerId: string | null | undefined,
): number | 'all' {
  if (partnerId !== null && partnerId !== undefined && partnerId !== '') {
    requirePartner(ctx, partnerId);
    return parseId(partnerId);
  }
  const viewer = requireViewer(ctx);
  if (viewer.isSuper) return 'all';
  if (!viewer.partner) throw noAccess();
  return viewer.partner.id;
}

/**
 * The partner's account (a PARTNER or OEM), for one of its users (`admin`: its administrators) or
 * a super user; any other account, existing or not, is refused alike.
 */
export async function requirePartnerAccount(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  partnerId: string | number,
  need: 'user' | 'admin',
): Promise<AccountRef> {
  if (need === 'admin') requirePartnerAdmin(ctx, partnerId);
  else requirePartner(ctx, partnerId);
  const account = await createPartnersRepository(ctx.db).account(parseId(partnerId));
  if (!account || (account.kind !== 'PARTNER' && account.kind !== 'OEM')) throw noAccess();
  return account;
}

/**
 * A customer company of the partner (its parent in the account tree, ADR 021), for a partner user
 * or super user acting for that partner; any other account, existing or not, is refused alike.
 */
export async function requirePartnerCustomer(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  partnerId: number,
  customerId: string | number,
): Promise<AccountRef> {
  requirePartner(ctx, partnerId);
  const account = await createPartnersRepository(ctx.db).account(parseId(customerId));
  if (!account || account.kind !== 'CUSTOMER' || account.parentId !== partnerId) throw noAccess();
  return account;
}

/** A user who may see the customer's data (messages.noAccess otherwise). */
export function requireCustomer(
  ctx: Pick<GraphQLContext, 'viewer'>,
  customerId: string | number,
): UserRecord {
  const viewer = requireViewer(ctx);
  if (!canSeeCustomer(permissionSubject(viewer), String(customerId))) {
    throw noAccess();
  }
  return viewer;
}

/** A user holding a role on the customer, refused with the area's own message. */
export function requirePermission(
  ctx: Pick<GraphQLContext, 'viewer'>,
  customerId: string | number,
  code: PermissionCode,
  refusal: string = code === 'mg' ? messages.mustManageGateways : messages.insufficientPrivileges,
): UserRecord {
  const viewer = requireCustomer(ctx, customerId);
  if (!hasPermission(permissionSubject(viewer), String(customerId), code)) {
    throw accessError(refusal, 'FORBIDDEN');
  }
  return viewer;
}

/** Whether the user holds the role on the customer (a per-item answer, where a refusal is not). */
export function holdsPermission(
  viewer: UserRecord,
  customerId: string | number,
  code: PermissionCode,
): boolean {
  return hasPermission(permissionSubject(viewer), String(customerId), code);
}

/** A user holding at least one of the roles on the customer, refused with the area's message. */
export function requireAnyPermission(
  ctx: Pick<GraphQLContext, 'viewer'>,
  customerId: string | number,
  codes: readonly PermissionCode[],
  refusal: string,
): UserRecord {
  const viewer = requireCustomer(ctx, customerId);
  const subject = permissionSubject(viewer);
  if (!codes.some((code) => hasPermission(subject, String(customerId), code))) {
    throw accessError(refusal, 'FORBIDDEN');
  }
  return viewer;
}

/**
 * The customers a user's lists cover: all for super users, else their own company and the
 * customers their partner runs.
 */
export function visibleCustomers(viewer: UserRecord): number[] | 'all' {
  if (viewer.isSuper) return 'all';
  const own = viewer.customer ? [viewer.customer.id] : [];
  return [...own, ...viewer.managedCustomerIds.filter((id) => !own.includes(id))];
}

/**
 * The customers a query reads: the one asked for (after checking the user may see it), or every
 * customer the user may see.
 */
export function customerScope(
  ctx: Pick<GraphQLContext, 'viewer'>,
  customerId: string | null | undefined,
): number[] | 'all' {
  if (customerId !== null && customerId !== undefined && customerId !== '') {
    requireCustomer(ctx, customerId);
    return [parseId(customerId)];
  }
  return visibleCustomers(requireViewer(ctx));
}

/** A numeric id from the API; anything else is refused as information the user cannot see. */
export function parseId(value: string | number): number {
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw noAccess();
  return id;
}

export function inScope(scope: number[] | 'all', customerId: number): boolean {
  return scope === 'all' || scope.includes(customerId);
}

/**
 * Refuses (messages.noAccess) unless every id of the kind exists and belongs to a customer the
 * user may see, or to `customerId` when given (references must stay inside one customer).
 * Returns each id's owning customer. One query, whatever the number of ids (Immich's
 * requireAccess over one AccessRepository is the model).
 */
export async function requireOwned(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  kind: OwnedKind,
  ids: readonly number[],
  customerId?: number,
): Promise<Map<number, number>> {
  const scope = customerId === undefined ? visibleCustomers(requireViewer(ctx)) : [customerId];
  const owners = await createOwnershipRepository(ctx.db).customersOf(kind, ids);
  for (const id of ids) {
    const owner = owners.get(id);
    if (owner === undefined || !inScope(scope, owner)) throw noAccess();
  }
  return owners;
}

/**
 * Refuses unless the library part (a library, a template or one of its points) is the customer's
 * own to change, and returns its owner: another customer's, or a missing one, is information the
 * user has no access to (messages.noAccess); a built-in one (no owner) only super users may
 * change, others are given `refusal` (the area's "You do not have permission to …"). The caller
 * has checked the permission on `customerId` itself.
 */
export async function requireOwnLibraryPart(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  part: LibraryPart,
  id: number,
  customerId: number,
  refusal: string,
): Promise<number | null> {
  const viewer = requireViewer(ctx);
  const owners = await createOwnershipRepository(ctx.db).libraryOwners(part, [id]);
  const owner = owners.get(id);
  if (owner === undefined) throw noAccess();
  if (owner === null) {
    if (!viewer.isSuper) throw accessError(refusal, 'FORBIDDEN');
    return null;
  }
  if (owner !== customerId) throw noAccess();
  return owner;
}

/**
 * Refuses (messages.noAccess) unless a library of `ownerId` (null: a built-in library) may be
 * given the template: a built-in template, or one of the same owner. A template of another
 * customer stays theirs to change, so it is never shared this way.
 */
export async function requireUsableTemplate(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  kind: 'modbus' | 'snmp',
  templateId: number,
  ownerId: number | null,
): Promise<void> {
  requireViewer(ctx);
  const part = kind === 'modbus' ? 'modbusTemplate' : 'snmpTemplate';
  const owners = await createOwnershipRepository(ctx.db).libraryOwners(part, [templateId]);
  const owner = owners.get(templateId);
  if (owner === undefined || (owner !== null && owner !== ownerId)) throw noAccess();
}

/** Whose views a list reads, as the views repository's readable() needs it. */
export interface ViewReaderScope {
  userId: number;
  customerIds: number[] | 'all';
  /** Customers whose every view the user reads: all for super users, companies they manage. */
  fullCustomerIds: number[] | 'all';
}

/** What the user reads within the customers of scope (managers and super users read all). */
export function viewReaderFor(viewer: UserRecord, customerIds: number[] | 'all'): ViewReaderScope {
  const subject = permissionSubject(viewer);
  return {
    userId: viewer.id,
    customerIds,
    fullCustomerIds:
      customerIds === 'all'
        ? viewer.isSuper
          ? 'all'
          : []
        : customerIds.filter((id) => hasPermission(subject, String(id), 'mc')),
  };
}

/** A stored view as its access rule needs it. */
export interface ViewAccessSubject {
  customerId: number;
  creatorId: number | null;
  isPublic: boolean;
  grant: { read: boolean; update: boolean; delete: boolean; share: boolean } | null;
}

/** The domain's view access (spec core §6) for the signed-in user on one stored view. */
export function viewAccessFor(viewer: UserRecord, view: ViewAccessSubject): ViewAccess {
  const subject = permissionSubject(viewer);
  const customerId = String(view.customerId);
  return viewAccess({
    isSuper: viewer.isSuper,
    userId: String(viewer.id),
    canSeeCustomer: canSeeCustomer(subject, customerId),
    managesCompany: hasPermission(subject, customerId, 'mc'),
    creatorId: view.creatorId === null ? null : String(view.creatorId),
    isPublic: view.isPublic,
    grant: view.grant,
  });
}

/**
 * The domain's view access of a user of the view's own customer, as the view's user list shows it
 * (spec core §5: who reads the view, with what rights).
 */
export function memberViewAccess(
  member: { userId: number; isSuper: boolean; managesCompany: boolean },
  view: ViewAccessSubject,
): ViewAccess {
  return viewAccess({
    isSuper: member.isSuper,
    userId: String(member.userId),
    canSeeCustomer: true,
    managesCompany: member.managesCompany,
    creatorId: view.creatorId === null ? null : String(view.creatorId),
    isPublic: view.isPublic,
    grant: view.grant,
  });
}

export type ViewNeed = 'read' | 'update' | 'delete' | 'share';
const VIEW_RIGHT: Record<ViewNeed, keyof ViewAccess> = {
  read: 'canRead',
  update: 'canUpdate',
  delete: 'canDelete',
  share: 'canShare',
};

/**
 * Refuses unless the access allows the need: a view the user cannot read is information they
 * have no access to; one they read without the needed right is a lack of privileges.
 */
export function requireViewRight(access: ViewAccess | null, need: ViewNeed): void {
  if (!access?.canRead) throw noAccess();
  if (!access[VIEW_RIGHT[need]]) throw insufficientPrivileges();
}

/**
 * The view if the user may read it, or act on it as `need` says; refused otherwise (the spec's
 * noAccess when it cannot be read, insufficientPrivileges when the right is missing). With
 * `customerId`, a view of another customer is refused too. The one view-grant check.
 */
export async function requireView(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  viewId: number,
  need: ViewNeed,
  customerId?: number,
): Promise<ViewGrantRecord> {
  const viewer = requireViewer(ctx);
  const [view] = await createOwnershipRepository(ctx.db).viewsWithGrant([viewId], viewer.id);
  if (!view || (customerId !== undefined && customerId !== view.customerId)) throw noAccess();
  requireViewRight(viewAccessFor(viewer, view), need);
  return view;
}

/**
 * Whether a signed-in user may load a stored image: one of a customer they see, or a logo of
 * their own partner (the partner theme shows it to the partner's users).
 */
export async function imageVisible(
  db: Executor,
  viewer: UserRecord,
  image: { id: string; customerId: number },
): Promise<boolean> {
  if (canSeeCustomer(permissionSubject(viewer), String(image.customerId))) return true;
  if (viewer.partner?.id !== image.customerId) return false;
  return createPartnerLogosRepository(db).isLogoImage(image.customerId, image.id);
}

/** Of these views, the ids the user may read (the live feed's view rooms ask this). */
export async function readableViewIds(
  db: GraphQLContext['db'],
  viewer: UserRecord,
  viewIds: number[],
): Promise<Set<number>> {
  const views = await createOwnershipRepository(db).viewsWithGrant(viewIds, viewer.id);
  return new Set(views.filter((view) => viewAccessFor(viewer, view).canRead).map((v) => v.id));
}

// ---- share links ------------------------------------------------------------------------------

/**
 * What a share link's token opens (spec core §2 /shared/{token}): one view of one customer, to
 * read, until the link expires or is revoked. No session is needed, and none widens it: a
 * signed-in user passing a token gets the token's reach.
 */
export interface ShareGrant {
  linkId: number;
  viewId: number;
  customerId: number;
  expireAt: Date;
}

/** Longer than any token issued (newToken: 43 characters); a longer one is refused unread. */
export const SHARE_TOKEN_MAX_LENGTH = 128;
const SHARE_TOKEN_FORM = /^[A-Za-z0-9_-]+$/;

/** The grant of a share token that works now (known, unexpired, not revoked), or null. */
export async function findShareGrant(
  db: Executor,
  token: unknown,
  now: Date = new Date(),
): Promise<ShareGrant | null> {
  if (
    typeof token !== 'string' ||
    token.length > SHARE_TOKEN_MAX_LENGTH ||
    !SHARE_TOKEN_FORM.test(token)
  ) {
    return null;
  }
  const link = await createOwnershipRepository(db).shareLinkByHash(hashToken(token));
  if (!link || link.revokedAt !== null || link.expireAt.getTime() <= now.getTime()) return null;
  return {
    linkId: link.id,
    viewId: link.viewId,
    customerId: link.customerId,
    expireAt: link.expireAt,
  };
}

/** A share token's grant, or 'Invalid token' (spec core §5) for one unknown, expired or revoked. */
export async function shareGrant(
  ctx: Pick<GraphQLContext, 'db'>,
  token: string,
): Promise<ShareGrant> {
  const grant = await findShareGrant(ctx.db, token);
  if (!grant) throw accessError(messages.invalidToken, 'UNAUTHENTICATED');
  return grant;
}

/** The customers a token's query reads: the link's own; another customer asked for is refused. */
export function shareScope(grant: ShareGrant, customerId?: string | null): number[] {
  if (customerId !== null && customerId !== undefined && customerId !== '') {
    if (parseId(customerId) !== grant.customerId) throw noAccess();
  }
  return [grant.customerId];
}

/**
 * How the views repository reads for a token: within the link's customer, as no user. It reads
 * every view of that customer, so a query names the shared view, and sharedViewAccess has the
 * last word.
 */
export function shareReader(grant: ShareGrant): ViewReaderScope {
  return { userId: 0, customerIds: [grant.customerId], fullCustomerIds: [grant.customerId] };
}

/** A token holder's access to a view: the shared view is read, never changed; others not at all. */
export function sharedViewAccess(
  grant: ShareGrant,
  view: { id: number; customerId: number; isPublic: boolean },
): ViewAccess {
  return {
    canRead: view.id === grant.viewId && view.customerId === grant.customerId,
    canUpdate: false,
    canDelete: false,
    canShare: false,
    isCreator: false,
    isPublic: view.isPublic,
  };
}

/**
 * Whether a share token reaches an equipment's traps and asset data: a widget of its view shows
 * that equipment (Trap and Meta widgets name theirs).
 */
export async function sharedEquipment(
  db: Executor,
  grant: ShareGrant,
  equipmentId: number,
): Promise<boolean> {
  return createOwnershipRepository(db).viewShowsEquipment(grant.viewId, equipmentId);
}

/**
 * Whether a share link's visitor may load an image: the link (by id; the visitor saw it in the
 * widget's URL, never the token) still works and its view shows that image (an image widget's,
 * or an overlay view's floor plan). Image ids are random UUIDs, known only to those shown them.
 */
export async function sharedImageVisible(
  db: Executor,
  linkId: number,
  imageId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return createOwnershipRepository(db).shareLinkShowsImage(linkId, imageId, now);
}

/**
 * The widgets of the shared view among widgetIds (all of them when none are named), each with
 * its sensors: what a token reaches beyond the view itself.
 */
export async function sharedWidgets(
  db: Executor,
  grant: ShareGrant,
  widgetIds?: readonly number[],
): Promise<Map<number, number[]>> {
  return createOwnershipRepository(db).widgetsOfView(grant.viewId, widgetIds);
}

/**
 * The sensors a share token reaches beyond its view: those of the view's widgets and, for an
 * overlay view, of its sensor overlays (what its live feed may join).
 */
export async function sharedSensorIds(db: Executor, grant: ShareGrant): Promise<Set<number>> {
  const ownership = createOwnershipRepository(db);
  const [widgetSensors, overlaySensors] = await Promise.all([
    sharedWidgets(db, grant),
    ownership.overlaySensorsOfView(grant.viewId),
  ]);
  return new Set([...[...widgetSensors.values()].flat(), ...overlaySensors]);
}
