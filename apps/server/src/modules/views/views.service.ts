import {
  canSeeCustomer,
  DEFAULT_VIEW_TYPE,
  isViewStatusFilter,
  LAYOUT_INVALID,
  messages,
  NEW_VIEW_TYPES,
  parseViewLayout,
  SCREEN_SIZES,
  VIEW_TYPES,
  viewAlarmLists,
  viewNameSchema,
  viewTagMessages,
  viewTagSchema,
  type ViewAccess,
  type ViewAlarmState,
  type ViewStatusFilter,
  type ViewType,
} from '@vigil/domain';
import type { GraphQLError } from 'graphql';
import type { UserRecord } from '../access/access.repository.js';
import {
  customerScope,
  parseId,
  permissionSubject,
  requireCustomer,
  requirePermission,
  requireView,
  requireViewer,
  shareGrant,
  shareReader,
  sharedViewAccess,
  type ShareGrant,
  type ViewNeed,
  viewAccessFor,
  visibleCustomers,
  viewReaderFor,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type {
  MutationDeleteTagArgs,
  MutationDeleteViewArgs,
  MutationNewTagArgs,
  MutationNewViewArgs,
  MutationUpdateViewArgs,
  MutationUpdateViewLayoutArgs,
  QueryTagsArgs,
  QueryRecentViewsArgs,
  QueryUserViewsArgs,
  QueryValidateViewNamesArgs,
  QueryViewArgs,
  QueryViewCountsArgs,
  QueryViewsArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import {
  createViewsRepository,
  type TagRow,
  type ViewFilter,
  type ViewRecord,
  type ViewAlarmRow,
} from './views.repository.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { accessError, badInput, coded, firstIssue, noAccess } from '../../graphql/errors.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db'>;

/** Most views one page lists, and the page size when none is asked for. */
export const VIEWS_PAGE_MAX = 200;
const VIEWS_PAGE_DEFAULT = 50;
const EMPTY_LAYOUT = { lg: [], xxs: [] };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const distinctIds = (values: readonly string[] | null | undefined) => [
  ...new Set((values ?? []).map(parseId)),
];

interface TagNode {
  id: string;
  name: string;
  parentID: string | null;
  latitude: number | null;
  longitude: number | null;
  tags: TagNode[];
  viewCount: number;
}

function toTag(row: TagRow, viewCount: number): TagNode {
  return {
    id: String(row.id),
    name: row.name,
    parentID: row.parentId === null ? null : String(row.parentId),
    latitude: row.latitude,
    longitude: row.longitude,
    tags: [],
    viewCount,
  };
}

function toAlarmState(row: ViewAlarmRow): ViewAlarmState {
  return {
    alarmId: String(row.alarmId),
    sensorId: String(row.sensorId),
    name: row.name,
    equipmentName: row.equipmentName,
    severity: row.severity,
    phase: row.phase,
    disconnected: row.disconnected,
    value: row.value,
    unit: row.unit,
    openedAt: iso(row.openedAt),
  };
}

function authorOf(record: ViewRecord): string | null {
  const name = [record.creatorFirstName, record.creatorLastName].filter(Boolean).join(' ').trim();
  return name || record.creatorEmail;
}

/** Whom views are presented to: a signed-in user, or the holder of a share link's token. */
type Audience = { viewer: UserRecord } | { share: ShareGrant };

/**
 * Views as GraphQL returns them: the records the audience may read (the SQL filter mirrors the
 * domain's rule; the rule has the last word), with their tags and alarm lists.
 */
async function present(ctx: Ctx, audience: Audience, records: readonly ViewRecord[]) {
  const accessOf = (record: ViewRecord) =>
    'viewer' in audience
      ? viewAccessFor(audience.viewer, record)
      : sharedViewAccess(audience.share, record);
  const readable = records
    .map((record) => ({ record, access: accessOf(record) }))
    .filter(({ access }) => access.canRead);
  if (readable.length === 0) return [];
  const repo = createViewsRepository(ctx.db);
  const ids = readable.map(({ record }) => record.id);
  const [tagsByView, alarms] = await Promise.all([repo.tagsOfViews(ids), repo.alarmsOf(ids, true)]);
  const tagIds = [...new Set([...tagsByView.values()].flat().map((tag) => tag.id))];
  // A token reaches its one view: its tags count that view and no other.
  const tagCounts =
    'viewer' in audience
      ? await repo.tagViewCounts(
          viewReaderFor(audience.viewer, visibleCustomers(audience.viewer)),
          tagIds,
        )
      : new Map(tagIds.map((id) => [id, 1]));
  const alarmsByView = new Map<number, ViewAlarmRow[]>();
  for (const row of alarms)
    alarmsByView.set(row.viewId, [...(alarmsByView.get(row.viewId) ?? []), row]);

  return readable.map(({ record, access }) => {
    const viewTags = tagsByView.get(record.id) ?? [];
    const lists = viewAlarmLists((alarmsByView.get(record.id) ?? []).map(toAlarmState));
    return {
      id: String(record.id),
      name: record.name,
      customerID: String(record.customerId),
      layout: JSON.stringify(record.layout),
      canUpdate: access.canUpdate,
      canShare: access.canShare,
      canDelete: access.canDelete,
      isCreator: access.isCreator,
      isPublic: access.isPublic,
      trendV2: record.trendV2,
      trendSync: record.trendSync,
      tags: viewTags.map((tag) => tag.name),
      tagIDs: viewTags.map((tag) => String(tag.id)),
      fullTags: viewTags.map((tag) => toTag(tag, tagCounts.get(tag.id) ?? 0)),
      errors: record.errors,
      warnings: record.warnings,
      disconnected: record.disconnected,
      maintenance: record.maintenance,
      isRepair: record.isRepair,
      lastAlarmTimestamp: iso(record.lastAlarmAt),
      errorList: lists.errorList,
      warningList: lists.warningList,
      author: authorOf(record),
      owner: record.ownerName,
      ownerID: String(record.customerId),
      viewType: record.viewType,
      equipmentIDs: record.equipmentIds.map(String),
      widgetCount: record.widgetCount,
      createdAt: new Date(record.createdAt).toISOString(),
    };
  });
}

export type ViewResult = Awaited<ReturnType<typeof present>>[number];

/** The views of these ids that the signed-in user may read, presented, by id. */
export async function presentViewsById(
  ctx: Ctx,
  viewIds: readonly number[],
): Promise<Map<number, ViewResult>> {
  const viewer = requireViewer(ctx);
  const ids = [...new Set(viewIds)];
  if (ids.length === 0) return new Map();
  const records = await createViewsRepository(ctx.db).page(
    viewReaderFor(viewer, visibleCustomers(viewer)),
    { viewIds: ids },
    { limit: ids.length, offset: 0 },
  );
  const views = await present(ctx, { viewer }, records);
  return new Map(views.map((view) => [Number(view.id), view]));
}

/** A view the user may read, with what they may do to it; null when missing or unreadable. */
export async function viewForViewer(
  ctx: Ctx,
  viewId: number,
): Promise<{ record: ViewRecord; access: ViewAccess } | null> {
  const viewer = requireViewer(ctx);
  const [record] = await createViewsRepository(ctx.db).page(
    viewReaderFor(viewer, visibleCustomers(viewer)),
    { viewIds: [viewId] },
    { limit: 1, offset: 0 },
  );
  if (!record) return null;
  const access = viewAccessFor(viewer, record);
  return access.canRead ? { record, access } : null;
}

/** The view a share link's token opens, with the token's (read-only) access; null if it is gone. */
export async function viewForShare(
  ctx: Ctx,
  share: ShareGrant,
): Promise<{ record: ViewRecord; access: ViewAccess } | null> {
  const [record] = await createViewsRepository(ctx.db).page(
    shareReader(share),
    { viewIds: [share.viewId] },
    { limit: 1, offset: 0 },
  );
  if (!record) return null;
  const access = sharedViewAccess(share, record);
  return access.canRead ? { record, access } : null;
}

/** A view the user may act on (auth/access.ts requireViewRight says how refusals read). */
export async function requireViewAccess(ctx: Ctx, viewId: string | number, need: ViewNeed) {
  const id = parseId(viewId);
  await requireView(ctx, id, need);
  const found = await viewForViewer(ctx, id);
  if (!found) throw noAccess();
  return found;
}

function statusFilters(values: readonly string[] | null | undefined): ViewStatusFilter[] {
  const filters = [...new Set(values ?? [])];
  if (!filters.every(isViewStatusFilter)) throw badInput(messages.invalidChoice, 'status');
  return filters;
}

function searchOf(args: {
  query?: string | null;
  tagID?: string | null;
  maintenance?: boolean | null;
  disconnected?: boolean | null;
  viewType?: string | null;
}): ViewFilter {
  if (args.viewType && !(VIEW_TYPES as readonly string[]).includes(args.viewType)) {
    throw badInput(messages.invalidChoice, 'viewType');
  }
  return {
    query: args.query?.trim() || undefined,
    viewType: args.viewType ?? undefined,
    tagIds: args.tagID ? [parseId(args.tagID)] : undefined,
    maintenance: args.maintenance ?? undefined,
    disconnected: args.disconnected ?? undefined,
  };
}

/** My Views: a page of the readable views, searched, tagged and filtered by status. */
export async function listViews(ctx: Ctx, args: Partial<QueryViewsArgs>) {
  const viewer = requireViewer(ctx);
  const reader = viewReaderFor(viewer, customerScope(ctx, args.customerID));
  const filter = { ...searchOf(args), statuses: statusFilters(args.status) };
  // Status is always worked out in SQL (cheap per page), so withStatus changes nothing.
  const records = await createViewsRepository(ctx.db).page(
    reader,
    filter,
    pageOf(args.limit ?? VIEWS_PAGE_DEFAULT, args.offset, VIEWS_PAGE_MAX),
  );
  return present(ctx, { viewer }, records);
}

/** How many readable views fall under each status filter, over the same search. */
export async function viewCounts(ctx: Ctx, args: Partial<QueryViewCountsArgs>) {
  const viewer = requireViewer(ctx);
  const reader = viewReaderFor(viewer, customerScope(ctx, args.customerID));
  return createViewsRepository(ctx.db).counts(reader, searchOf(args));
}

function idOrNull(value: string): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The view a share link's token opens, read-only (spec core §2 /shared/{token}); null when the
 * id or name asked for is another view's. Opening it this way is no visit of anyone's.
 */
async function sharedViewByNameOrId(ctx: Ctx, token: string, args: Partial<QueryViewArgs>) {
  const share = await shareGrant(ctx, token);
  const filter: ViewFilter = { viewIds: [share.viewId] };
  if (args.viewID) {
    if (idOrNull(args.viewID) !== share.viewId) return null;
  } else if (args.viewName?.trim()) {
    if (args.id && idOrNull(args.id) !== share.customerId) return null;
    filter.name = args.viewName.trim();
  }
  const records = await createViewsRepository(ctx.db).page(shareReader(share), filter, {
    limit: 1,
    offset: 0,
  });
  const [view] = await present(ctx, { share }, records);
  return view ?? null;
}

/**
 * One view by id, or by name within a customer (the user's own by default). With a share
 * link's token, the token's view only, signed in or not.
 */
export async function viewByNameOrId(ctx: Ctx, args: Partial<QueryViewArgs>) {
  if (args.token) return sharedViewByNameOrId(ctx, args.token, args);
  const viewer = requireViewer(ctx);
  let customerIds: number[] | 'all' = visibleCustomers(viewer);
  let filter: ViewFilter;
  if (args.viewID) {
    const id = idOrNull(args.viewID);
    if (id === null) return null;
    filter = { viewIds: [id] };
  } else if (args.viewName?.trim()) {
    if (args.id) {
      const customerId = idOrNull(args.id);
      if (customerId === null) return null;
      if (!canSeeCustomer(permissionSubject(viewer), String(customerId))) return null;
      customerIds = [customerId];
    } else if (viewer.customer) {
      customerIds = [viewer.customer.id];
    }
    filter = { name: args.viewName.trim() };
  } else {
    return null;
  }
  const repo = createViewsRepository(ctx.db);
  const records = await repo.page(viewReaderFor(viewer, customerIds), filter, {
    limit: 1,
    offset: 0,
  });
  const [view] = await present(ctx, { viewer }, records);
  if (!view) return null;
  try {
    await repo.recordVisit(viewer.id, Number(view.id));
  } catch {
    // The home page's recent views are a convenience: opening the view matters more.
  }
  return view;
}

/** Most recent views the home page lists, and the default. */
export const RECENT_VIEWS_MAX = 20;
const RECENT_VIEWS_DEFAULT = 5;

/** The views the user opened most recently that they may still read, newest first. */
export async function recentViews(ctx: Ctx, args: Partial<QueryRecentViewsArgs>) {
  const viewer = requireViewer(ctx);
  const reader = viewReaderFor(viewer, customerScope(ctx, args.customerID));
  const { limit } = pageOf(args.limit ?? RECENT_VIEWS_DEFAULT, 0, RECENT_VIEWS_MAX);
  const repo = createViewsRepository(ctx.db);
  const ids = await repo.recentlyVisited(reader, limit);
  if (ids.length === 0) return [];
  const records = await repo.page(reader, { viewIds: ids }, { limit: ids.length, offset: 0 });
  const byId = new Map((await present(ctx, { viewer }, records)).map((view) => [view.id, view]));
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

/**
 * The user's readable views across every customer they may see, optionally by tags. With a
 * share link's token, the token's view alone (when the search and tags keep it).
 */
export async function userViews(ctx: Ctx, args: Partial<QueryUserViewsArgs>) {
  const share = args.token ? await shareGrant(ctx, args.token) : null;
  const audience: Audience = share ? { share } : { viewer: requireViewer(ctx) };
  const tagIds = distinctIds(args.tags);
  const records = await createViewsRepository(ctx.db).page(
    'share' in audience
      ? shareReader(audience.share)
      : viewReaderFor(audience.viewer, visibleCustomers(audience.viewer)),
    {
      viewIds: share ? [share.viewId] : undefined,
      query: args.query?.trim() || undefined,
      tagIds: tagIds.length ? tagIds : undefined,
    },
    pageOf(args.limit ?? VIEWS_PAGE_DEFAULT, args.offset, VIEWS_PAGE_MAX),
  );
  return present(ctx, audience, records);
}

/** The remote uniqueness check of view names in a customer (core §5). */
export async function validateViewNames(ctx: Ctx, args: QueryValidateViewNamesArgs) {
  requireCustomer(ctx, args.customerID);
  const names = [...new Set(args.names.map((name) => name.trim()).filter(Boolean))];
  const taken = await createViewsRepository(ctx.db).namesTaken(parseId(args.customerID), names);
  const [first] = taken;
  return {
    valid: first === undefined,
    taken,
    message: first === undefined ? null : messages.viewNameIsTaken(first),
  };
}

function parseName(name: string) {
  const parsed = viewNameSchema.safeParse(name);
  if (!parsed.success) throw firstIssue(parsed.error);
  return parsed.data;
}

/** Refuses unless every id is one of the allowed ones. */
function requireAll(ids: readonly number[], allowed: readonly number[], refusal: GraphQLError) {
  const known = new Set(allowed);
  if (ids.some((id) => !known.has(id))) throw refusal;
}

/**
 * A new view as newView checks it (name, type, public right, tags, equipment, users and alerts,
 * name not taken): the row, tags and user rows to insert. Nothing is written.
 */
export async function checkedNewView(ctx: Ctx, args: MutationNewViewArgs) {
  const viewer = requireCustomer(ctx, args.customerID);
  const customerId = parseId(args.customerID);
  const name = parseName(args.name);
  const viewType = (args.viewType ?? DEFAULT_VIEW_TYPE) as ViewType;
  if (!NEW_VIEW_TYPES.includes(viewType)) throw badInput(messages.invalidChoice, 'viewType');
  if (args.isPublic) requirePermission(ctx, customerId, 'cpv');

  const repo = createViewsRepository(ctx.db);
  const tagIds = distinctIds(args.tagIDs);
  requireAll(tagIds, await repo.customerTagIds(customerId, tagIds), noAccess());
  const equipmentIds = distinctIds(args.equipmentIDs);
  requireAll(equipmentIds, await repo.customerEquipmentIds(customerId, equipmentIds), noAccess());

  // One row per user: permissions (view, update, share; author grants everything) and alerts.
  const rows = new Map<number, Omit<Parameters<typeof repo.insert>[2][number], 'userId'>>();
  const rowOf = (userId: number) => {
    const row = rows.get(userId) ?? {
      canRead: false,
      canUpdate: false,
      canDelete: false,
      canShare: false,
    };
    rows.set(userId, row);
    return row;
  };
  for (const p of args.permissions ?? []) {
    const row = rowOf(parseId(p.userID));
    row.canUpdate ||= Boolean(p.update || p.author);
    row.canShare ||= Boolean(p.share || p.author);
    row.canDelete ||= Boolean(p.author);
    row.canRead ||= Boolean(p.view || row.canUpdate || row.canShare || row.canDelete);
  }
  for (const a of args.alerts ?? []) {
    Object.assign(rowOf(parseId(a.userID)), {
      alertYellow: Boolean(a.yellow),
      alertRed: Boolean(a.red),
      alertDisconnected: Boolean(a.disconnected),
      alertCleared: Boolean(a.cleared),
    });
  }
  const others = [...rows.keys()].filter((id) => id !== viewer.id);
  requireAll(
    others,
    await repo.customerUserIds(customerId, others),
    accessError(messages.noShareWithUser, 'FORBIDDEN'),
  );

  let assetOptions: unknown = null;
  if (args.assetOptions) {
    try {
      assetOptions = JSON.parse(args.assetOptions);
    } catch {
      throw badInput(messages.newViewFailed, 'assetOptions');
    }
  }
  if ((await repo.namesTaken(customerId, [name])).length > 0) {
    throw badInput(messages.newViewNameTaken(name), 'name');
  }
  return {
    name,
    values: {
      customerId,
      name,
      creatorId: viewer.id,
      isPublic: Boolean(args.isPublic),
      viewType,
      trendV2: Boolean(args.trendV2),
      layout: EMPTY_LAYOUT,
      assetOptions,
      equipmentIds,
    },
    tagIds,
    userRows: [...rows].map(([userId, row]) => ({ userId, ...row })),
  };
}

/** Creates a view; its creator may do everything with it. Nothing is written on refusal. */
export async function newView(ctx: Ctx, args: MutationNewViewArgs) {
  const view = await checkedNewView(ctx, args);
  let id: number;
  try {
    id = await createViewsRepository(ctx.db).insert(view.values, view.tagIds, view.userRows);
  } catch (error) {
    // Two creations racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw badInput(messages.newViewNameTaken(view.name), 'name');
    throw error;
  }
  return presentOne(ctx, id, messages.newViewFailed);
}

/** One view as GraphQL returns it to the signed-in user, or `failure` when they cannot read it. */
export async function presentOne(ctx: Ctx, viewId: number, failure: string) {
  const found = await viewForViewer(ctx, viewId);
  const [view] = found ? await present(ctx, { viewer: requireViewer(ctx) }, [found.record]) : [];
  if (!view) throw coded(failure, 'INTERNAL_SERVER_ERROR');
  return view;
}

/** A view of the customer the user acts in, with the right asked for. */
async function viewOfCustomer(ctx: Ctx, viewId: string, customerID: string, need: ViewNeed) {
  requireCustomer(ctx, customerID);
  const found = await requireViewAccess(ctx, viewId, need);
  if (found.record.customerId !== parseId(customerID)) throw noAccess();
  return found;
}

/** Renames and retags a view (nameOnly leaves its tags), or sets its trend sync. */
export async function updateView(ctx: Ctx, args: MutationUpdateViewArgs) {
  const { record } = await viewOfCustomer(ctx, args.id, args.customerID, 'update');
  const repo = createViewsRepository(ctx.db);
  const name = args.name === null || args.name === undefined ? undefined : parseName(args.name);
  let tagIds: number[] | undefined;
  if (!args.nameOnly && args.tagIDs) {
    tagIds = distinctIds(args.tagIDs);
    requireAll(tagIds, await repo.customerTagIds(record.customerId, tagIds), noAccess());
  }
  if (name !== undefined && (await repo.namesTaken(record.customerId, [name], record.id)).length) {
    throw badInput(messages.renameViewNameTaken(name), 'name');
  }
  try {
    await repo.update(record.id, { name, trendSync: args.trendSync ?? undefined }, tagIds);
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) {
      throw badInput(messages.renameViewNameTaken(name), 'name');
    }
    throw error;
  }
  return presentOne(ctx, record.id, messages.updateViewFailed);
}

/** Saves a view's layout; every item must be a widget of the view. */
export async function updateViewLayout(ctx: Ctx, args: MutationUpdateViewLayoutArgs) {
  const { record } = await requireViewAccess(ctx, args.id, 'update');
  let layout: ReturnType<typeof parseViewLayout>;
  try {
    layout = parseViewLayout(args.layout);
  } catch {
    throw badInput(LAYOUT_INVALID, 'layout');
  }
  const repo = createViewsRepository(ctx.db);
  const widgetIds = new Set((await repo.widgetIds(record.id)).map(String));
  const items = SCREEN_SIZES.flatMap((size) => layout[size] ?? []);
  if (items.some((item) => !widgetIds.has(item.i))) throw badInput(LAYOUT_INVALID, 'layout');
  return JSON.stringify(await repo.setLayout(record.id, layout));
}

/** Deletes a view with its widgets. */
export async function deleteView(ctx: Ctx, args: MutationDeleteViewArgs) {
  const { record } = await viewOfCustomer(ctx, args.id, args.customerID, 'delete');
  return createViewsRepository(ctx.db).delete(record.id);
}

/** The customers' tag trees, each tag with the readable views under it. */
export async function viewTags(ctx: Ctx, args: Partial<QueryTagsArgs>) {
  const viewer = requireViewer(ctx);
  const scope = customerScope(ctx, args.customerID);
  const repo = createViewsRepository(ctx.db);
  const rows = await repo.tags(scope);
  const counts = await repo.tagViewCounts(
    viewReaderFor(viewer, scope),
    rows.map((row) => row.id),
  );
  const nodes = new Map<number, TagNode>(
    rows.map((row) => [row.id, toTag(row, counts.get(row.id) ?? 0)]),
  );
  const roots: TagNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as TagNode;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.tags : roots).push(node);
  }
  return roots;
}

/** Adds a tag to a customer, at the top or under another of its tags; company managers only. */
export async function newTag(ctx: Ctx, args: MutationNewTagArgs) {
  // Tags are company-wide (the spec gives no view creator the right to add one): as deleteTag.
  requirePermission(ctx, args.customerID, 'mc');
  const customerId = parseId(args.customerID);
  const parsed = viewTagSchema.safeParse(args);
  if (!parsed.success) throw firstIssue(parsed.error);
  const repo = createViewsRepository(ctx.db);
  let parentId: number | null = null;
  if (args.parentID) {
    const parent = await repo.tagById(parseId(args.parentID));
    if (!parent || parent.customerId !== customerId) throw noAccess();
    parentId = parent.id;
  }
  const { name, latitude, longitude } = parsed.data;
  const taken = () => badInput(viewTagMessages.nameTaken(name), 'name');
  if (await repo.tagNameTaken(customerId, parentId, name)) throw taken();
  try {
    const row = await repo.insertTag({
      customerId,
      parentId,
      name,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    });
    return toTag(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Deletes a tag with the tags nested under it; company managers only. */
export async function deleteTag(ctx: Ctx, args: MutationDeleteTagArgs) {
  requirePermission(ctx, args.customerID, 'mc');
  const repo = createViewsRepository(ctx.db);
  const tag = await repo.tagById(parseId(args.id));
  if (!tag || tag.customerId !== parseId(args.customerID)) throw noAccess();
  return repo.deleteTag(tag.id);
}
