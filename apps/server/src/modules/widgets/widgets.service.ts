import {
  OVERLAY_VIEW_TYPE,
  overlayMessages,
  countdownSchema,
  messages,
  optionalText,
  placeWidget,
  removeWidget,
  resetTimerAt,
  stateLabel,
  timerExpiry,
  viewLayoutSchema,
  widgetSchema,
  type TimerFields,
  type ViewLayout,
  type WidgetType,
} from '@vigil/domain';
import { z } from 'zod';
import {
  customerScope,
  inScope,
  parseId,
  requireOwned,
  requireView,
  requireViewer,
  shareGrant,
  shareScope,
  sharedEquipment,
  sharedWidgets,
  type ShareGrant,
  viewAccessFor,
} from '../../auth/access.js';
import { createOwnershipRepository } from '../../auth/ownership.repository.js';
import { imageIdOf, imageUrl, sharedImageUrl } from '../../files/images.js';
import { createImagesRepository } from '../../files/images.repository.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageOf } from '../../graphql/pageOf.js';
import {
  createWidgetsRepository,
  type LayoutChange,
  type TimerRow,
  type TimerValues,
  type WidgetRecord,
  type WidgetValues,
} from './widgets.repository.js';
import { badInput, firstIssue, noAccess, notFound } from '../../graphql/errors.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db'>;

/** Most widget ids one call may ask about; the view page sends 30 at a time. */
export const MAX_WIDGET_IDS = 100;
const TRAPS_DEFAULT = 50;
const TRAPS_MAX = 500;
const CHART_TYPES = ['bar', 'pie'] as const;
const COPY_SUFFIX = ' (copy)';

// The widget form's fields beyond the domain's widgetSchema: chart type, minutes, smart
// thresholds, the uploaded image and the countdown's timers, expiration and range.
const widgetInputSchema = widgetSchema.extend({
  ...countdownSchema.shape,
  chartType: z.enum(CHART_TYPES, { error: messages.invalidChoice }).nullish(),
  mins: z
    .number()
    .int(messages.wholeNumberAtLeast(0))
    .min(0, messages.wholeNumberAtLeast(0))
    .nullish(),
  image: optionalText(),
});
type WidgetForm = z.output<typeof widgetInputSchema>;

const imageTransformSchema = widgetSchema.shape.imageTransform;

// ---- access ---------------------------------------------------------------------------------

/** The view if the user may read it (or change it, when asked); refused otherwise. */
const requireWidgetView = (
  ctx: Ctx,
  viewId: number,
  need: 'read' | 'update',
  customerID?: string | null,
) => requireView(ctx, viewId, need, customerID ? parseId(customerID) : undefined);

/** The widget and its view, if the user may change it. */
async function requireUpdatableWidget(ctx: Ctx, id: string, customerID?: string | null) {
  const [record] = await createWidgetsRepository(ctx.db).listByIds([parseId(id)]);
  if (!record) throw noAccess();
  const view = await requireWidgetView(ctx, record.row.viewId, 'update', customerID);
  return { record, view };
}

function widgetIdsOf(values: readonly string[]): number[] {
  if (values.length > MAX_WIDGET_IDS) {
    throw badInput(`Ask for at most ${MAX_WIDGET_IDS} widgets at a time.`, 'widgetIDs');
  }
  return [...new Set(values.map(parseId))];
}

/**
 * The widgets asked for that the user may read (on views they may read, of the customer asked
 * for if any); others are left out silently, as sensors asked for by id are. With a share link's
 * token, those of the token's view.
 */
async function readableWidgetIds(
  ctx: Ctx,
  widgetIDs: readonly string[],
  customerID?: string | null,
  token?: string | null,
): Promise<number[]> {
  const ids = widgetIdsOf(widgetIDs);
  if (token) {
    const share = await shareGrant(ctx, token);
    shareScope(share, customerID);
    return [...(await sharedWidgets(ctx.db, share, ids)).keys()];
  }
  const viewer = requireViewer(ctx);
  const scope = customerScope(ctx, customerID);
  const repo = createWidgetsRepository(ctx.db);
  const placed = await repo.viewsOf(ids);
  const viewIds = [...new Set(placed.map((widget) => widget.viewId))];
  const readable = new Set(
    (await createOwnershipRepository(ctx.db).viewsWithGrant(viewIds, viewer.id))
      .filter((view) => inScope(scope, view.customerId) && viewAccessFor(viewer, view).canRead)
      .map((view) => view.id),
  );
  return placed.filter((widget) => readable.has(widget.viewId)).map((widget) => widget.id);
}

/** The distinct sensors of the widgets the user may read (the sensors(widgetIDs) query). */
export async function sensorIdsOfWidgets(
  ctx: Ctx,
  widgetIDs: readonly string[],
  customerID?: string | null,
): Promise<number[]> {
  const ids = await readableWidgetIds(ctx, widgetIDs, customerID);
  return createWidgetsRepository(ctx.db).sensorIdsOf(ids);
}

/** The distinct sensors of the shared view's widgets (of those of widgetIDs, when given). */
export async function sensorIdsOfSharedWidgets(
  ctx: Ctx,
  share: ShareGrant,
  widgetIDs?: readonly string[] | null,
): Promise<number[]> {
  const ids = widgetIDs ? widgetIdsOf(widgetIDs) : undefined;
  const widgets = await sharedWidgets(ctx.db, share, ids);
  return [...new Set([...widgets.values()].flat())];
}

// ---- shapes ---------------------------------------------------------------------------------

export function toTimer(timer: TimerRow) {
  return {
    id: String(timer.id),
    timerID: String(timer.id),
    widgetID: String(timer.widgetId),
    name: timer.name,
    greenTo: timer.greenTo,
    yellowTo: timer.yellowTo,
    redTo: timer.redTo,
    repeatInterval: timer.repeatInterval,
    warnBefore: timer.warnBefore,
    resetAt: timer.resetAt.getTime(),
    expiresAt: timer.expiresAt.getTime(),
  };
}

export function toWidget({ row: w, viewName, sensors, timers }: WidgetRecord) {
  return {
    id: String(w.id),
    key: String(w.id),
    viewID: String(w.viewId),
    viewName,
    customerID: String(w.customerId),
    name: w.name,
    type: w.type,
    displayType: w.displayType,
    calculation: w.calculation,
    chartType: w.chartType,
    image: w.imageId,
    imageURL: w.imageId ? imageUrl(w.imageId) : null,
    link: w.link,
    rawLink: w.link,
    basis: w.basis,
    color: w.color,
    greenTo: w.greenTo,
    yellowTo: w.yellowTo,
    greenTo2: w.greenTo2,
    yellowTo2: w.yellowTo2,
    redTo: w.redTo,
    lowerBound: w.lowerBound,
    upperBound: w.upperBound,
    smartThresholds:
      w.smartWarning === null && w.smartCritical === null
        ? null
        : { smartWarning: w.smartWarning, smartCritical: w.smartCritical },
    states: w.states,
    sensorIDs: sensors.map((s) => String(s.id)),
    timers: timers.map(toTimer),
    metaIDs: w.metaIds,
    mins: w.mins,
    equipmentID: w.equipmentId === null ? null : String(w.equipmentId),
    gatewayID: w.gatewayId === null ? null : String(w.gatewayId),
    unit: w.unit,
    notes: w.notes,
    disconnected: sensors.length > 0 && sensors.every((s) => s.disconnected),
    imageTransform: w.imageTransform,
    expiration: w.expiration?.getTime() ?? null,
    range: w.rangeMs,
  };
}

async function widgetById(ctx: Ctx, id: number) {
  const [record] = await createWidgetsRepository(ctx.db).listByIds([id]);
  if (!record) throw new Error(`widget ${id} vanished`);
  return toWidget(record);
}

// ---- validation -----------------------------------------------------------------------------

interface CheckedWidget {
  values: WidgetValues;
  sensorIds: number[];
  timers: TimerFields[];
  type: WidgetType;
}

function parseForm(input: unknown): WidgetForm {
  const parsed = widgetInputSchema.safeParse(input);
  if (!parsed.success) throw firstIssue(parsed.error);
  const form = parsed.data;
  if (form.type === 'CALCULATION' && !form.calculation) {
    throw badInput(messages.required, 'calculation');
  }
  if (form.type !== 'CALCULATION' && form.calculation) {
    throw badInput(messages.invalidChoice, 'calculation');
  }
  return form;
}

/** Refuses references to another customer's sensors, equipment, gateway or image. */
async function checkReferences(ctx: Ctx, form: WidgetForm, customerId: number) {
  const sensorIds = [...new Set((form.sensorIDs ?? []).map(parseId))];
  await requireOwned(ctx, 'sensor', sensorIds, customerId);
  const equipmentId = form.equipmentID ? parseId(form.equipmentID) : null;
  if (equipmentId !== null) await requireOwned(ctx, 'equipment', [equipmentId], customerId);
  const gatewayId = form.gatewayID ? parseId(form.gatewayID) : null;
  if (gatewayId !== null) await requireOwned(ctx, 'gateway', [gatewayId], customerId);
  const imageId = form.image ? imageIdOf(form.image) : null;
  if (imageId !== null) {
    if ((await createImagesRepository(ctx.db).customerOf(imageId)) !== customerId) {
      throw noAccess();
    }
  }
  return { sensorIds, equipmentId, gatewayId, imageId };
}

/** A validated widget form, its references checked against the view's customer. */
async function checkWidget(ctx: Ctx, input: unknown, customerId: number): Promise<CheckedWidget> {
  const form = parseForm(input);
  const refs = await checkReferences(ctx, form, customerId);
  const countdown = form.type === 'COUNTDOWN';
  const values: WidgetValues = {
    type: form.type,
    displayType: form.displayType,
    name: form.name ?? null,
    calculation: form.calculation ?? null,
    chartType: form.type === 'CHART' ? (form.chartType ?? null) : null,
    unit: form.unit ?? null,
    // Stored as the client encoded it (encodeWidgetNotes), and returned the same way.
    notes: form.notes ?? null,
    link: form.link ?? null,
    color: form.color ?? null,
    basis: form.basis ?? null,
    greenTo: form.greenTo ?? null,
    yellowTo: form.yellowTo ?? null,
    greenTo2: form.greenTo2 ?? null,
    yellowTo2: form.yellowTo2 ?? null,
    redTo: form.redTo ?? null,
    lowerBound: form.lowerBound ?? null,
    upperBound: form.upperBound ?? null,
    smartWarning: form.smartWarning ?? null,
    smartCritical: form.smartCritical ?? null,
    states: form.states ?? [],
    metaIds: form.metaIDs ?? [],
    mins: form.mins ?? null,
    equipmentId: refs.equipmentId,
    gatewayId: refs.gatewayId,
    imageId: refs.imageId,
    // Only countdowns run clocks; another type keeps no expiration and no timers.
    expiration: countdown && form.expiration !== undefined ? new Date(form.expiration) : null,
    rangeMs: countdown ? (form.range ?? null) : null,
  };
  return {
    values,
    sensorIds: refs.sensorIds,
    timers: countdown ? (form.timers ?? []) : [],
    type: form.type,
  };
}

/** Timers to write: kept ones run on from their last reset, new ones start now. */
function timerValues(
  timers: readonly TimerFields[],
  existing: readonly TimerRow[],
  now: number,
): TimerValues[] {
  const byId = new Map(existing.map((timer) => [timer.id, timer]));
  return timers.map((timer, position) => {
    const keep = timer.id ? byId.get(parseId(timer.id)) : undefined;
    if (timer.id && !keep) throw noAccess();
    const resetAt = keep ? keep.resetAt.getTime() : now;
    return {
      id: keep?.id,
      position,
      name: timer.name,
      greenTo: timer.greenTo ?? null,
      yellowTo: timer.yellowTo ?? null,
      redTo: timer.redTo ?? null,
      repeatInterval: timer.repeatInterval,
      warnBefore: timer.warnBefore,
      resetAt: new Date(resetAt),
      expiresAt: new Date(timerExpiry(resetAt, timer.repeatInterval)),
    };
  });
}

/** The stored layout; a malformed one is a bug elsewhere, not something to overwrite. */
function storedLayout(value: unknown, viewId: number): ViewLayout {
  const parsed = viewLayoutSchema.safeParse(value ?? {});
  if (!parsed.success) throw new Error(`the stored layout of view ${viewId} is malformed`);
  return parsed.data;
}

const placing =
  (viewId: number, type: WidgetType): LayoutChange =>
  (layout, widgetId) =>
    placeWidget(storedLayout(layout, viewId), String(widgetId), type);

// ---- queries --------------------------------------------------------------------------------

/**
 * The widgets of the view a share link's token opens: of the view asked for by id or name, which
 * must be that view, or of that view when none is named.
 */
async function sharedViewWidgets(
  ctx: Ctx,
  token: string,
  args: { id?: string | null; viewName?: string | null; customerID?: string | null },
) {
  const share = await shareGrant(ctx, token);
  shareScope(share, args.customerID);
  const repo = createWidgetsRepository(ctx.db);
  const asked = args.id
    ? parseId(args.id)
    : args.viewName
      ? await repo.viewIdByName(share.customerId, args.viewName.trim())
      : share.viewId;
  if (asked !== share.viewId) throw noAccess();
  return (await repo.listByView(share.viewId)).map((record) => toSharedWidget(record, share));
}

/** A widget as a share link's visitor gets it: its image loads through the link. */
function toSharedWidget(record: Parameters<typeof toWidget>[0], share: ShareGrant) {
  const widget = toWidget(record);
  const imageId = record.row.imageId;
  return imageId ? { ...widget, imageURL: sharedImageUrl(imageId, share.linkId) } : widget;
}

/**
 * A view's widgets (by id, or by name within a customer), or the readable ones of widgetIDs;
 * with a share link's token, only widgets of the token's view.
 */
export async function listWidgets(
  ctx: Ctx,
  args: {
    id?: string | null;
    viewName?: string | null;
    customerID?: string | null;
    widgetIDs?: readonly string[] | null;
    token?: string | null;
  },
) {
  const repo = createWidgetsRepository(ctx.db);
  if (args.widgetIDs) {
    const ids = await readableWidgetIds(ctx, args.widgetIDs, args.customerID, args.token);
    const records = await repo.listByIds(ids);
    if (!args.token) return records.map(toWidget);
    const share = await shareGrant(ctx, args.token);
    return records.map((record) => toSharedWidget(record, share));
  }
  if (args.token) return sharedViewWidgets(ctx, args.token, args);
  const viewer = requireViewer(ctx);
  let viewId: number | undefined;
  if (args.id) {
    viewId = parseId(args.id);
  } else if (args.viewName) {
    const customerId = args.customerID ? parseId(args.customerID) : viewer.customer?.id;
    if (customerId === undefined) throw noAccess();
    viewId = await repo.viewIdByName(customerId, args.viewName.trim());
  }
  if (viewId === undefined) throw noAccess();
  await requireWidgetView(ctx, viewId, 'read', args.customerID);
  return (await repo.listByView(viewId)).map(toWidget);
}

/** The timers of the readable widgets asked for (with a share link's token: of its view). */
export async function listTimers(
  ctx: Ctx,
  args: { widgetIDs: readonly string[]; customerID?: string | null; token?: string | null },
) {
  const ids = await readableWidgetIds(ctx, args.widgetIDs, args.customerID, args.token);
  return (await createWidgetsRepository(ctx.db).timersOf(ids)).map(toTimer);
}

/** A view's open alarms: those of the sensors its widgets show, from the alarm engine. */
export async function viewAlarms(
  ctx: Ctx,
  args: { viewID: string; customerID?: string | null; token?: string | null },
) {
  let viewId: number;
  if (args.token) {
    // A share link's visitor reads its view's alarms and no other view's.
    const share = await shareGrant(ctx, args.token);
    shareScope(share, args.customerID);
    if (parseId(args.viewID) !== share.viewId) throw noAccess();
    viewId = share.viewId;
  } else {
    viewId = (await requireWidgetView(ctx, parseId(args.viewID), 'read', args.customerID)).id;
  }
  const rows = await createWidgetsRepository(ctx.db).openAlarms(viewId);
  return rows.map((row) => ({
    sensorID: String(row.id),
    sensorName: row.name,
    equipmentID: String(row.equipmentId),
    equipmentName: row.equipmentName,
    status: row.status,
    value: row.value,
    detail:
      row.detail ??
      (row.states.length > 0 && row.value !== null ? stateLabel(row.value, row.states) : null),
    unit: row.unit,
    since: row.since.toISOString(),
  }));
}

const equipmentNotFound = () => notFound(messages.couldNotFindEquipment);

/** The newest traps of an equipment (by id, or by gateway and address) the user may see. */
export async function listSnmpTraps(
  ctx: Ctx,
  args: {
    equipmentID?: string | null;
    gatewayID?: string | null;
    equipmentIP?: string | null;
    customerID?: string | null;
    limit?: number | null;
    token?: string | null;
  },
) {
  const share = args.token ? await shareGrant(ctx, args.token) : null;
  const scope = share ? shareScope(share, args.customerID) : customerScope(ctx, args.customerID);
  const repo = createWidgetsRepository(ctx.db);
  const { limit } = pageOf(args.limit ?? TRAPS_DEFAULT, 0, TRAPS_MAX);
  const idOf = (value: string) => {
    try {
      return parseId(value);
    } catch {
      throw equipmentNotFound();
    }
  };
  let source: { networkId: number; equipmentIp: string; equipmentId?: number };
  if (args.equipmentID) {
    const found = await repo.equipmentById(idOf(args.equipmentID));
    // A share link's visitor reads the traps of equipment a widget of its view shows, only.
    if (share && !(found && (await sharedEquipment(ctx.db, share, found.id)))) throw noAccess();
    if (!found || !inScope(scope, found.customerId)) throw equipmentNotFound();
    source = { networkId: found.networkId, equipmentIp: found.ip, equipmentId: found.id };
  } else if (share) {
    throw noAccess();
  } else if (args.gatewayID && args.equipmentIP?.trim()) {
    const networkId = idOf(args.gatewayID);
    const owner = (await createOwnershipRepository(ctx.db).customersOf('gateway', [networkId])).get(
      networkId,
    );
    if (owner === undefined || !inScope(scope, owner)) throw equipmentNotFound();
    source = { networkId, equipmentIp: args.equipmentIP.trim() };
  } else {
    throw equipmentNotFound();
  }
  const rows = await repo.traps(source, limit);
  return rows.map((trap) => ({
    id: String(trap.id),
    oid: trap.oid,
    value: trap.value,
    createdAt: trap.createdAt.toISOString(),
    equipmentID: trap.equipmentId === null ? null : String(trap.equipmentId),
    equipmentIP: trap.equipmentIp,
  }));
}

/** An equipment's asset data as GraphQL returns it (Meta widgets, the Assets screen). */
export function toEquipmentAsset(row: {
  id: number;
  name: string;
  manufacturer: string;
  model: string;
  protocol: string;
  ip: string;
  meta: readonly { label: string; value: string; type: string; oid?: string | null }[];
}) {
  return {
    equipmentID: String(row.id),
    name: row.name,
    manufacturer: row.manufacturer,
    model: row.model,
    protocol: row.protocol,
    ip: row.ip,
    meta: row.meta.map((item) => ({
      label: item.label,
      value: item.value,
      type: item.type,
      oid: item.oid ?? null,
    })),
  };
}

/** An equipment's asset data for Meta widgets; null when the user may not see it. */
export async function equipmentAsset(
  ctx: Ctx,
  args: { equipmentID: string; customerID?: string | null; token?: string | null },
) {
  const share = args.token ? await shareGrant(ctx, args.token) : null;
  const scope = share ? shareScope(share, args.customerID) : customerScope(ctx, args.customerID);
  const equipmentId = parseId(args.equipmentID);
  const row = await createWidgetsRepository(ctx.db).equipmentAsset(equipmentId);
  if (!row || !inScope(scope, row.customerId)) return null;
  // A share link's visitor reads the asset data of equipment a widget of its view shows.
  if (share && !(await sharedEquipment(ctx.db, share, equipmentId))) return null;
  return toEquipmentAsset(row);
}

// ---- mutations ------------------------------------------------------------------------------

export async function newWidget(
  ctx: Ctx,
  args: { viewID: string; customerID?: string | null; widget: unknown },
) {
  const view = await requireWidgetView(ctx, parseId(args.viewID), 'update', args.customerID);
  if (view.viewType === OVERLAY_VIEW_TYPE) throw badInput(overlayMessages.noWidgets, 'viewID');
  const checked = await checkWidget(ctx, args.widget, view.customerId);
  const id = await createWidgetsRepository(ctx.db).create(
    { viewId: view.id, customerId: view.customerId },
    checked.values,
    checked.sensorIds,
    timerValues(checked.timers, [], Date.now()),
    placing(view.id, checked.type),
  );
  return widgetById(ctx, id);
}

/** Rewrites a widget from its form, and/or moves its image (imageTransform alone). */
export async function updateWidget(
  ctx: Ctx,
  args: { id: string; widget?: unknown; imageTransform?: unknown },
) {
  const { record, view } = await requireUpdatableWidget(ctx, args.id);
  let imageTransform: WidgetValues['imageTransform'] | undefined;
  if (args.imageTransform !== undefined && args.imageTransform !== null) {
    const parsed = imageTransformSchema.safeParse(args.imageTransform);
    if (!parsed.success) throw firstIssue(parsed.error);
    imageTransform = parsed.data ?? null;
  }
  const checked = args.widget ? await checkWidget(ctx, args.widget, view.customerId) : undefined;
  if (!checked && imageTransform === undefined) return toWidget(record);
  await createWidgetsRepository(ctx.db).update(
    { id: record.row.id, customerId: view.customerId },
    {
      values: {
        ...checked?.values,
        ...(imageTransform === undefined ? {} : { imageTransform }),
      },
      sensorIds: checked?.sensorIds,
      timers: checked ? timerValues(checked.timers, record.timers, Date.now()) : undefined,
    },
  );
  return widgetById(ctx, record.row.id);
}

export async function updateBasis(
  ctx: Ctx,
  args: { id: string; basis?: number | null; customerID?: string | null },
) {
  const { record, view } = await requireUpdatableWidget(ctx, args.id, args.customerID);
  const basis = args.basis ?? null;
  if (basis !== null && !Number.isFinite(basis)) throw badInput(messages.mustBeNumber, 'basis');
  await createWidgetsRepository(ctx.db).update(
    { id: record.row.id, customerId: view.customerId },
    { values: { basis } },
  );
  return widgetById(ctx, record.row.id);
}

export async function deleteWidget(ctx: Ctx, args: { id: string }) {
  const { record, view } = await requireUpdatableWidget(ctx, args.id);
  return createWidgetsRepository(ctx.db).remove(
    { id: record.row.id, viewId: view.id },
    (layout, widgetId) => removeWidget(storedLayout(layout, view.id), String(widgetId)),
  );
}

/** A copy beside the original: same fields, sensors and timers (restarted now), named '(copy)'. */
export async function duplicateWidget(ctx: Ctx, args: { id: string }) {
  const { record, view } = await requireUpdatableWidget(ctx, args.id);
  const {
    id: _id,
    viewId: _viewId,
    customerId: _customerId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...fields
  } = record.row;
  const now = Date.now();
  const timers = record.timers.map((timer, position) => ({
    position,
    name: timer.name,
    greenTo: timer.greenTo,
    yellowTo: timer.yellowTo,
    redTo: timer.redTo,
    repeatInterval: timer.repeatInterval,
    warnBefore: timer.warnBefore,
    ...toDates(resetTimerAt(timer, now)),
  }));
  const id = await createWidgetsRepository(ctx.db).create(
    { viewId: view.id, customerId: view.customerId },
    { ...fields, name: fields.name ? `${fields.name}${COPY_SUFFIX}` : fields.name },
    record.sensors.map((sensor) => sensor.id),
    timers,
    placing(view.id, record.row.type as WidgetType),
  );
  return widgetById(ctx, id);
}

function toDates(clock: { resetAt: number; expiresAt: number }) {
  return { resetAt: new Date(clock.resetAt), expiresAt: new Date(clock.expiresAt) };
}

/** Restarts a timer for its repeat interval; only users who may change the view may. */
export async function resetTimer(
  ctx: Ctx,
  args: { timerID: string; customerID?: string | null; viewID?: string | null },
) {
  requireViewer(ctx);
  const repo = createWidgetsRepository(ctx.db);
  const timer = await repo.timerById(parseId(args.timerID));
  if (!timer) throw noAccess();
  if (args.viewID && parseId(args.viewID) !== timer.viewId) throw noAccess();
  await requireWidgetView(ctx, timer.viewId, 'update', args.customerID);
  const row = await repo.setTimerClock(timer.id, toDates(resetTimerAt(timer, Date.now())));
  if (!row) throw noAccess();
  return toTimer(row);
}
