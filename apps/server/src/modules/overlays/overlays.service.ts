import {
  HEAT_MAP_DEFAULT_COLORS,
  OVERLAY_VIEW_TYPE,
  isHexColor,
  isOverlayKind,
  isOverlayOpacity,
  isOverlaySize,
  isWidgetLink,
  messages,
  newOverlayOpacity,
  overlayColor,
  overlayViewStatus,
  sortOverlays,
  statusColor,
  viewNameSchema,
  type ViewAccess,
} from '@vigil/domain';
import {
  parseId,
  readableViewIds,
  requireCustomer,
  requireOwned,
  requireView,
  requireViewer,
  shareGrant,
  shareScope,
  type ShareGrant,
} from '../../auth/access.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { imageIdOf, imageUrl, sharedImageUrl } from '../../files/images.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, coded, firstIssue, noAccess } from '../../graphql/errors.js';
import type {
  HeatMapInput,
  MutationAddOverlayViewArgs,
  MutationSaveOverlaysArgs,
  MutationUpdateOverlayImageArgs,
  MutationUpdateOverlayViewArgs,
  OverlayInput,
  QueryOverlayViewArgs,
} from '../../graphql/generated/resolvers-types.js';
import { createSensorsRepository } from '../sensors/sensors.repository.js';
import { toSensor } from '../sensors/sensors.service.js';
import { createViewsRepository } from '../views/views.repository.js';
import {
  checkedNewView,
  presentViewsById,
  viewForShare,
  viewForViewer,
} from '../views/views.service.js';
import {
  createOverlaysRepository,
  type HeatMapRow,
  type HeatMapWrite,
  type OverlayRow,
  type OverlayViewRow,
  type OverlayWrite,
} from './overlays.repository.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db'>;

/** Bad input to an overlay view, with the spec's message for it (core §8 'Unable to update'). */
const unableToUpdate = (field: string) => badInput(messages.unableToUpdate, field);

function idOrNull(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type OverlayData =
  | ({ __typename: 'Sensor' } & ReturnType<typeof toSensor>)
  | {
      __typename: 'OverlayViewLink';
      viewID: string;
      name: string;
      viewType: string;
      warnings: number;
      errors: number;
      disconnected: number;
      battery: null;
    }
  | { __typename: 'OverlayLink'; name: string; url: string };

/**
 * What an overlay shows, with its status and colours; a view the user cannot read shows nothing,
 * and through a share link (`share`) no other view is read at all: the token reaches its own.
 */
async function presentOverlays(
  ctx: Ctx,
  rows: readonly OverlayRow[],
  maps: readonly HeatMapRow[],
  share: ShareGrant | null,
) {
  const sensorIds = [...new Set(rows.flatMap((row) => (row.sensorId ? [row.sensorId] : [])))];
  const viewIds = [...new Set(rows.flatMap((row) => (row.targetViewId ? [row.targetViewId] : [])))];
  const [sensorRecords, viewsById] = await Promise.all([
    sensorIds.length ? createSensorsRepository(ctx.db).byIds(sensorIds) : [],
    share ? new Map<number, never>() : presentViewsById(ctx, viewIds),
  ]);
  const sensorsById = new Map(sensorRecords.map((record) => [record.sensor.id, toSensor(record)]));
  const mapsById = new Map(maps.map((map) => [map.id, map]));

  return rows.map((row) => {
    let data: OverlayData | null = null;
    let status: string | null = null;
    let heatMapColor: string | null = null;
    const sensor = row.sensorId ? sensorsById.get(row.sensorId) : undefined;
    const view = row.targetViewId ? viewsById.get(row.targetViewId) : undefined;
    if (row.kind === 'sensor' && sensor) {
      data = { __typename: 'Sensor', ...sensor };
      status = sensor.status;
      heatMapColor = overlayColor(
        sensor.disconnected ? null : sensor.reading?.value,
        row.heatMapId === null ? null : mapsById.get(row.heatMapId),
      );
    } else if (row.kind === 'view' && view) {
      data = {
        __typename: 'OverlayViewLink',
        viewID: view.id,
        name: view.name,
        viewType: view.viewType,
        warnings: view.warnings,
        errors: view.errors,
        disconnected: view.disconnected,
        battery: null,
      };
      status = overlayViewStatus(view);
    } else if (row.kind === 'link' && row.linkUrl) {
      data = { __typename: 'OverlayLink', name: row.linkName ?? '', url: row.linkUrl };
    }
    return {
      id: String(row.id),
      kind: row.kind,
      size: row.size,
      x: row.x,
      y: row.y,
      open: row.open,
      opacity: row.opacity,
      backgroundColor: row.backgroundColor,
      heatMapColor,
      heatMapID: row.heatMapId === null ? null : String(row.heatMapId),
      status,
      statusColor:
        status === null ? null : statusColor(status as Parameters<typeof statusColor>[0]),
      data,
    };
  });
}

/**
 * An overlay view as GraphQL returns it; through a share link (`share`) its image is served by the
 * link's id, as the images of a shared dashboard are.
 */
async function present(
  ctx: Ctx,
  view: { id: number; name: string; customerId: number },
  access: ViewAccess,
  overlayView: OverlayViewRow,
  share: ShareGrant | null = null,
) {
  const contents = await createOverlaysRepository(ctx.db).contentsOf(view.id);
  return {
    id: String(view.id),
    name: view.name,
    customerID: String(view.customerId),
    image: share
      ? sharedImageUrl(overlayView.imageId, share.linkId)
      : imageUrl(overlayView.imageId),
    imageID: overlayView.imageId,
    height: overlayView.height,
    width: overlayView.width,
    x: overlayView.x,
    y: overlayView.y,
    rotation: overlayView.rotation,
    canUpdate: access.canUpdate,
    canDelete: access.canDelete,
    canShare: access.canShare,
    heatMaps: contents.heatMaps.map((map) => ({
      id: String(map.id),
      colorA: map.colorA,
      colorB: map.colorB,
      colorC: map.colorC,
      valueA: map.valueA,
      valueC: map.valueC,
    })),
    overlays: await presentOverlays(ctx, contents.overlays, contents.heatMaps, share),
  };
}

/** The overlay view the user may read, presented; null when missing, unreadable or no overlay view. */
async function readOverlayView(ctx: Ctx, viewId: number) {
  const found = await viewForViewer(ctx, viewId);
  if (!found) return null;
  const overlayView = await createOverlaysRepository(ctx.db).byViewId(viewId);
  if (!overlayView) return null;
  return present(ctx, found.record, found.access, overlayView);
}

/**
 * The overlay view a share link's token opens, read-only (spec core §2 /shared/{token}); null
 * when another view is asked for. Another customer named is refused, as for every token query.
 */
async function sharedOverlayView(ctx: Ctx, token: string, args: QueryOverlayViewArgs) {
  const share = await shareGrant(ctx, token);
  shareScope(share, args.customerID);
  if (idOrNull(args.viewID) !== share.viewId) return null;
  const found = await viewForShare(ctx, share);
  if (!found) return null;
  const overlayView = await createOverlaysRepository(ctx.db).byViewId(share.viewId);
  if (!overlayView) return null;
  return present(ctx, found.record, found.access, overlayView, share);
}

/**
 * One overlay view; with customerID, only one of that customer. With a share link's token, the
 * link's view only, signed in or not.
 */
export async function overlayView(ctx: Ctx, args: QueryOverlayViewArgs) {
  if (args.token) return sharedOverlayView(ctx, args.token, args);
  const viewer = requireViewer(ctx);
  let customerId: number | null = null;
  if (args.customerID) {
    requireCustomer(ctx, args.customerID);
    customerId = parseId(args.customerID);
  }
  const viewId = idOrNull(args.viewID);
  if (viewId === null) return null;
  const view = await readOverlayView(ctx, viewId);
  if (!view || (customerId !== null && Number(view.customerID) !== customerId)) return null;
  try {
    // Home's recent views list overlay views opened too.
    await createViewsRepository(ctx.db).recordVisit(viewer.id, viewId);
  } catch {
    // A convenience: opening the view matters more.
  }
  return view;
}

/** The view after a change, or the spec's failure when it can no longer be read. */
async function afterChange(ctx: Ctx, viewId: number) {
  const view = await readOverlayView(ctx, viewId);
  if (!view) throw coded(messages.unableToUpdate, 'INTERNAL_SERVER_ERROR');
  return view;
}

/** An image of the customer, by id or URL; another customer's or a missing one is refused. */
async function requireCustomerImage(ctx: Ctx, image: string, customerId: number) {
  const imageId = imageIdOf(image.trim());
  const owner = imageId ? await createOverlaysRepository(ctx.db).imageCustomer(imageId) : undefined;
  if (owner !== customerId) throw noAccess();
  return imageId;
}

function requireSize(value: number, field: string) {
  if (!isOverlaySize(value)) throw unableToUpdate(field);
  return value;
}

function requireFinite(value: number, field: string) {
  if (!Number.isFinite(value)) throw unableToUpdate(field);
  return value;
}

/** A new overlay view on an image of the customer, made as newView makes a view. */
export async function addOverlayView(ctx: Ctx, args: MutationAddOverlayViewArgs) {
  const checked = await checkedNewView(ctx, { name: args.name, customerID: args.customerID });
  const customerId = checked.values.customerId;
  const height = requireSize(args.height, 'height');
  const width = requireSize(args.width, 'width');
  const imageId = await requireCustomerImage(ctx, args.image, customerId);
  let viewId: number;
  try {
    viewId = await createOverlaysRepository(ctx.db).insert(
      { ...checked.values, viewType: OVERLAY_VIEW_TYPE },
      { imageId, height, width },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(messages.newViewNameTaken(checked.name), 'name');
    throw error;
  }
  return afterChange(ctx, viewId);
}

/**
 * An overlay view of the customer that the user may change; a view of another type cannot be
 * changed here ('Unable to update').
 */
async function requireOverlayViewToUpdate(ctx: Ctx, viewID: string, customerID: string) {
  requireCustomer(ctx, customerID);
  const customerId = parseId(customerID);
  const view = await requireView(ctx, parseId(viewID), 'update', customerId);
  const overlayView = await createOverlaysRepository(ctx.db).byViewId(view.id);
  if (!overlayView) throw unableToUpdate('viewID');
  return { view, overlayView, customerId };
}

/** Puts another image of the customer under the overlays. */
export async function updateOverlayImage(ctx: Ctx, args: MutationUpdateOverlayImageArgs) {
  const { view, customerId } = await requireOverlayViewToUpdate(ctx, args.viewID, args.customerID);
  const imageId = await requireCustomerImage(ctx, args.image, customerId);
  await createOverlaysRepository(ctx.db).update(view.id, undefined, { imageId });
  return afterChange(ctx, view.id);
}

/** Renames an overlay view and sizes or places its image; what is not given is left. */
export async function updateOverlayView(ctx: Ctx, args: MutationUpdateOverlayViewArgs) {
  const { view, customerId } = await requireOverlayViewToUpdate(ctx, args.viewID, args.customerID);
  const given = <T>(value: T | null | undefined): value is T =>
    value !== null && value !== undefined;
  let name: string | undefined;
  if (given(args.name)) {
    const parsed = viewNameSchema.safeParse(args.name);
    if (!parsed.success) throw firstIssue(parsed.error);
    name = parsed.data;
  }
  const values = {
    ...(given(args.height) ? { height: requireSize(args.height, 'height') } : {}),
    ...(given(args.width) ? { width: requireSize(args.width, 'width') } : {}),
    ...(given(args.x) ? { x: requireFinite(args.x, 'x') } : {}),
    ...(given(args.y) ? { y: requireFinite(args.y, 'y') } : {}),
    ...(given(args.rotation) ? { rotation: requireFinite(args.rotation, 'rotation') } : {}),
  };
  const taken = (n: string) => badInput(messages.renameViewNameTaken(n), 'name');
  if (name !== undefined) {
    const views = createViewsRepository(ctx.db);
    if ((await views.namesTaken(customerId, [name], view.id)).length > 0) throw taken(name);
  }
  try {
    await createOverlaysRepository(ctx.db).update(view.id, name, values);
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw taken(name);
    throw error;
  }
  return afterChange(ctx, view.id);
}

/** Ids given for existing rows: each at most once (a repeated one is bad input). */
function existingIds(items: readonly { id?: string | null }[], field: string): (number | null)[] {
  const ids = items.map((item) => (item.id ? parseId(item.id) : null));
  const given = ids.filter((id): id is number => id !== null);
  if (new Set(given).size !== given.length) throw unableToUpdate(field);
  return ids;
}

function heatMapWrite(input: HeatMapInput, id: number | null): HeatMapWrite {
  const color = (value: string | null | undefined, slot: keyof typeof HEAT_MAP_DEFAULT_COLORS) => {
    const chosen = value?.trim() || HEAT_MAP_DEFAULT_COLORS[slot];
    if (!isHexColor(chosen)) throw unableToUpdate(`heatMaps.${slot}`);
    return chosen;
  };
  return {
    ...(id === null ? {} : { id }),
    colorA: color(input.colorA, 'colorA'),
    colorB: color(input.colorB, 'colorB'),
    colorC: color(input.colorC, 'colorC'),
    valueA: requireFinite(input.valueA, 'heatMaps.valueA'),
    valueC: requireFinite(input.valueC, 'heatMaps.valueC'),
  };
}

/**
 * One overlay to write. A view overlay saved with its id and no viewID keeps the view it shows:
 * an editor who may not read that view cannot name it, and saving must not lose it.
 */
function overlayWrite(
  input: OverlayInput,
  id: number | null,
  heatMapCount: number,
  opacityOfNew: number,
  stored: OverlayRow | undefined,
): OverlayWrite {
  const kind = input.kind.trim();
  if (!isOverlayKind(kind)) throw badInput(messages.invalidChoice, 'overlays.kind');
  const sensorId = kind === 'sensor' && input.sensorID ? parseId(input.sensorID) : null;
  const keptViewId = stored?.kind === 'view' ? stored.targetViewId : null;
  const targetViewId = kind === 'view' ? (input.viewID ? parseId(input.viewID) : keptViewId) : null;
  const url = kind === 'link' ? input.url?.trim() : undefined;
  if (kind === 'sensor' && sensorId === null) throw unableToUpdate('overlays.sensorID');
  if (kind === 'view' && targetViewId === null) throw unableToUpdate('overlays.viewID');
  if (kind === 'link' && (!url || !isWidgetLink(url))) throw unableToUpdate('overlays.url');
  const opacity = input.opacity ?? (id === null ? opacityOfNew : undefined);
  if (opacity !== undefined && !isOverlayOpacity(opacity)) throw unableToUpdate('overlays.opacity');
  const backgroundColor = input.backgroundColor?.trim() || null;
  if (backgroundColor !== null && !isHexColor(backgroundColor)) {
    throw unableToUpdate('overlays.backgroundColor');
  }
  const heatMap = input.heatMap ?? null;
  if (heatMap !== null && (!Number.isInteger(heatMap) || heatMap < 0 || heatMap >= heatMapCount)) {
    throw unableToUpdate('overlays.heatMap');
  }
  return {
    ...(id === null ? {} : { id }),
    kind,
    sensorId,
    targetViewId,
    linkName: kind === 'link' ? input.name?.trim() || null : null,
    linkUrl: url ?? null,
    size: requireSize(input.size, 'overlays.size'),
    x: requireFinite(input.x, 'overlays.x'),
    y: requireFinite(input.y, 'overlays.y'),
    open: Boolean(input.open),
    // An existing overlay saved without an opacity keeps its own.
    ...(opacity === undefined ? {} : { opacity }),
    backgroundColor,
    heatMap,
  };
}

/**
 * Makes the view's overlays and heat maps these (spec core §4): ids name the view's own rows,
 * rows left out are deleted, new overlays take the first existing overlay's opacity (90 without
 * one), and overlays are stored sorted by x descending. Every sensor and target view must be one
 * the user reads in the view's customer. Nothing is written unless all of it is.
 */
export async function saveOverlays(ctx: Ctx, args: MutationSaveOverlaysArgs) {
  const viewer = requireViewer(ctx);
  const { view, customerId } = await requireOverlayViewToUpdate(ctx, args.viewID, args.customerID);
  const repo = createOverlaysRepository(ctx.db);
  const overlayIds = existingIds(args.overlays, 'overlays.id');
  const heatMapIds = existingIds(args.heatMaps, 'heatMaps.id');
  const own = await repo.idsOfView(
    view.id,
    overlayIds.filter((id): id is number => id !== null),
    heatMapIds.filter((id): id is number => id !== null),
  );
  const ownOverlays = new Set(own.overlays);
  const ownHeatMaps = new Set(own.heatMaps);
  if (overlayIds.some((id) => id !== null && !ownOverlays.has(id))) throw noAccess();
  if (heatMapIds.some((id) => id !== null && !ownHeatMaps.has(id))) throw noAccess();

  const existing = await repo.contentsOf(view.id);
  const storedById = new Map(existing.overlays.map((row) => [row.id, row]));
  const opacityOfNew = newOverlayOpacity(existing.overlays);
  const heatMapWrites = args.heatMaps.map((input, i) => heatMapWrite(input, heatMapIds[i]!));
  const overlayWrites = args.overlays.map((input, i) => {
    const id = overlayIds[i]!;
    const stored = id === null ? undefined : storedById.get(id);
    return overlayWrite(input, id, heatMapWrites.length, opacityOfNew, stored);
  });

  const sensorIds = [...new Set(overlayWrites.flatMap((o) => (o.sensorId ? [o.sensorId] : [])))];
  // The views named in this save; one kept as stored was checked when it was named.
  const viewIds = [
    ...new Set(
      args.overlays.flatMap((o, i) =>
        overlayWrites[i]!.kind === 'view' && o.viewID ? [overlayWrites[i]!.targetViewId!] : [],
      ),
    ),
  ];
  if (sensorIds.length) await requireOwned(ctx, 'sensor', sensorIds, customerId);
  if (viewIds.length) {
    await requireOwned(ctx, 'view', viewIds, customerId);
    const readable = await readableViewIds(ctx.db, viewer, viewIds);
    if (viewIds.some((id) => !readable.has(id))) throw noAccess();
  }

  await repo.replaceContents(view.id, sortOverlays(overlayWrites), heatMapWrites);
  return afterChange(ctx, view.id);
}
