import {
  OVERLAY_VIEW_TYPE,
  overlayMessages,
  hasPermission,
  messages,
  parseSlotNames,
  remapLayoutKeys,
  resolveOid,
  resetTimerAt,
  slotMismatch,
  TEMPLATE_SLOTS_MAX,
  templateMessages,
  templateNameSchema,
  templateSlotOrder,
  templateViewChanges,
  widgetLabel,
  type DriftWidget,
} from '@vigil/domain';
import {
  customerScope,
  inScope,
  parseId,
  permissionSubject,
  requireCustomer,
  requirePermission,
  requireView,
  requireViewer,
  viewAccessFor,
  visibleCustomers,
} from '../../auth/access.js';
import { createOwnershipRepository } from '../../auth/ownership.repository.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badInput, firstIssue, noAccess } from '../../graphql/errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type {
  MutationDeleteTemplateArgs,
  MutationNewTemplateArgs,
  MutationNewTemplateViewArgs,
  MutationReapplyTemplateArgs,
  QueryTemplateArgs,
  QueryTemplateRegistersArgs,
  QueryTemplatesArgs,
  QueryTemplateTimersArgs,
  QueryTemplateViewDriftArgs,
  QueryTemplateWidgetsArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import type { UserRecord } from '../access/access.repository.js';
import { sensorFromPoint, type NewSensorFromPoint } from '../sensors/sensorFromPoint.js';
import type { SavedSensorChanges, SensorUpdate } from '../sensors/sensors.repository.js';
import { publishRecoloured } from '../sensors/sensors.service.js';
import { checkedNewView, presentOne } from '../views/views.service.js';
import { createWidgetsRepository } from '../widgets/widgets.repository.js';
import {
  driftContent,
  thresholdsOf,
  timerFields,
  widgetFields,
  widgetValuesOf,
  type TemplateThresholds,
} from './templateContent.js';
import {
  createTemplatesRepository,
  pointKey,
  type DeviceRow,
  type PointOnDevice,
  type SensorWork,
  type StampedViewRow,
  type StampPlan,
  type TemplateContent,
  type TemplateFilter,
  type TemplateRow,
} from './templates.repository.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'ingest' | 'live'>;
type ReadCtx = Pick<GraphQLContext, 'viewer' | 'db'>;

/** Most templates one page lists, and the page size when none is asked for. */
export const TEMPLATES_PAGE_MAX = 200;
const TEMPLATES_PAGE_DEFAULT = 50;
/** Most template widget ids one call may ask about (as for a view's widgets). */
export const MAX_TEMPLATE_WIDGET_IDS = 100;

const distinctIds = (values: readonly string[] | null | undefined) => [
  ...new Set((values ?? []).map(parseId)),
];

// ---- access ---------------------------------------------------------------------------------

/** A template the user may see (of the customer asked for, if any); refused otherwise. */
async function requireTemplate(ctx: ReadCtx, id: string, customerID?: string | null) {
  const scope = customerScope(ctx, customerID);
  const [row] = await createTemplatesRepository(ctx.db).page(
    { customerIds: scope, ids: [parseId(id)] },
    { limit: 1, offset: 0 },
  );
  if (!row) throw noAccess();
  return row;
}

function widgetIdsOf(values: readonly string[]): number[] {
  if (values.length > MAX_TEMPLATE_WIDGET_IDS) {
    throw badInput(`Ask for at most ${MAX_TEMPLATE_WIDGET_IDS} widgets at a time.`, 'widgetIDs');
  }
  return [...new Set(values.map(parseId))];
}

/** Of these template widgets, those of templates the user may see (others are left out). */
async function visibleTemplateWidgets(ctx: ReadCtx, ids: number[], customerID?: string | null) {
  const scope = customerScope(ctx, customerID);
  const rows = await createTemplatesRepository(ctx.db).templatesOfWidgets(ids);
  return rows.filter((row) => inScope(scope, row.customerId));
}

// ---- shapes ---------------------------------------------------------------------------------

async function present(ctx: ReadCtx, viewer: UserRecord, rows: readonly TemplateRow[]) {
  const repo = createTemplatesRepository(ctx.db);
  const ids = rows.map((row) => row.id);
  const [slots, registers] = await Promise.all([repo.slotsOf(ids), repo.registersBySlot(ids)]);
  const subject = permissionSubject(viewer);
  return rows.map((row) => {
    const own = slots.filter((slot) => slot.templateId === row.id);
    return {
      id: String(row.id),
      name: row.name,
      owner: row.ownerName,
      ownerID: String(row.customerId),
      layout: JSON.stringify(row.layout),
      viewCount: row.viewCount,
      outOfSyncViewCount: row.outOfSyncViewCount,
      equipment: own.map((slot) => ({
        order: slot.position,
        name: slot.name,
        protocol: slot.protocol,
        libraryID: String(slot.libraryId),
        manufacturer: slot.manufacturer,
        model: slot.model,
        oidVars: slot.oidVars,
      })),
      displayEquipment: own.map((slot) => ({
        order: slot.position,
        registers: (
          registers.find((r) => r.templateId === row.id && r.slot === slot.position)?.registerIds ??
          []
        ).map(String),
      })),
      templateCount: row.total,
      isDefault: row.isDefault,
      widgetCount: row.widgetCount,
      sourceViewID: row.sourceViewId === null ? null : String(row.sourceViewId),
      createdAt: new Date(row.createdAt).toISOString(),
      canDelete: hasPermission(subject, String(row.customerId), 'dt'),
    };
  });
}

function toRegister(row: {
  widgetId: number | null;
  order: number;
  registerId: number;
  name: string;
  unit: string | null;
  protocol: string;
}) {
  return {
    widgetID: row.widgetId === null ? null : String(row.widgetId),
    order: row.order,
    registerID: String(row.registerId),
    name: row.name,
    unit: row.unit,
    protocol: row.protocol,
  };
}

function toTimer(timer: Awaited<ReturnType<TemplatesRepo['timersOf']>>[number]) {
  return {
    id: String(timer.id),
    widgetID: String(timer.templateWidgetId),
    name: timer.name,
    greenTo: timer.greenTo,
    yellowTo: timer.yellowTo,
    redTo: timer.redTo,
    repeatInterval: timer.repeatInterval,
    warnBefore: timer.warnBefore,
  };
}

type TemplatesRepo = ReturnType<typeof createTemplatesRepository>;

// ---- queries --------------------------------------------------------------------------------

/** Templates of the customers in scope, newest first, searched and filtered, one page. */
export async function listTemplates(ctx: ReadCtx, args: Partial<QueryTemplatesArgs>) {
  const viewer = requireViewer(ctx);
  let customerIds = customerScope(ctx, args.customerID);
  // Only the customer's own: the one asked for, else the user's company.
  if (args.isCustomer && !args.customerID) {
    customerIds = viewer.customer ? [viewer.customer.id] : [];
  }
  const equipmentIds = distinctIds([
    ...(args.equipmentID ? [args.equipmentID] : []),
    ...(args.equipmentIDs ?? []),
  ]);
  const filter: TemplateFilter = {
    customerIds,
    query: args.query?.trim() || undefined,
    isDefault: args.isDefault ?? undefined,
    protocol: args.protocol?.trim() || undefined,
    noEquipment: args.noEquipmentID ?? undefined,
    // Devices the user may not see fit nothing (the filter stays, so nothing is listed).
    fitting:
      equipmentIds.length > 0 ? { equipmentIds, customerIds: visibleCustomers(viewer) } : undefined,
    includeId: args.includeID ? parseId(args.includeID) : undefined,
  };
  const rows = await createTemplatesRepository(ctx.db).page(
    filter,
    pageOf(args.limit ?? TEMPLATES_PAGE_DEFAULT, args.offset, TEMPLATES_PAGE_MAX),
  );
  return present(ctx, viewer, rows);
}

/** One template the user may see; null when missing or not theirs to see. */
export async function templateById(ctx: ReadCtx, args: QueryTemplateArgs) {
  const viewer = requireViewer(ctx);
  const rows = await createTemplatesRepository(ctx.db).page(
    { customerIds: customerScope(ctx, args.customerID), ids: [parseId(args.id)] },
    { limit: 1, offset: 0 },
  );
  const [template] = await present(ctx, viewer, rows);
  return template ?? null;
}

/** A template's widgets as stored, each with the registers it reads. */
export async function templateWidgets(ctx: ReadCtx, args: QueryTemplateWidgetsArgs) {
  const template = await requireTemplate(ctx, args.id, args.customerID);
  const repo = createTemplatesRepository(ctx.db);
  const [content, registers] = await Promise.all([
    repo.content(template.id),
    repo.registers(template.id, undefined),
  ]);
  if (!content) throw noAccess();
  return content.widgets.map(({ id, fields }) => ({
    id: String(id),
    key: String(id),
    templateID: String(template.id),
    name: fields.name,
    type: fields.type,
    displayType: fields.displayType,
    calculation: fields.calculation,
    chartType: fields.chartType,
    link: fields.link,
    basis: fields.basis,
    color: fields.color,
    greenTo: fields.greenTo,
    yellowTo: fields.yellowTo,
    greenTo2: fields.greenTo2,
    yellowTo2: fields.yellowTo2,
    redTo: fields.redTo,
    lowerBound: fields.lowerBound,
    upperBound: fields.upperBound,
    states: fields.states ?? [],
    metaIDs: fields.metaIds ?? [],
    mins: fields.mins,
    unit: fields.unit,
    notes: fields.notes,
    registers: registers.filter((r) => r.widgetId === id).map(toRegister),
  }));
}

/**
 * Registers of a template's slots: those the widgets given read, or without widgets every
 * register of every slot (those no widget reads with no widget).
 */
export async function templateRegisters(ctx: ReadCtx, args: QueryTemplateRegistersArgs) {
  const repo = createTemplatesRepository(ctx.db);
  const widgetIds = args.widgetIDs ? widgetIdsOf(args.widgetIDs) : undefined;
  if (args.id) {
    const template = await requireTemplate(ctx, args.id, args.customerID);
    return (await repo.registers(template.id, widgetIds)).map(toRegister);
  }
  if (!widgetIds) throw badInput(messages.required, 'id');
  const visible = await visibleTemplateWidgets(ctx, widgetIds, args.customerID);
  const byTemplate = new Map<number, number[]>();
  for (const widget of visible) {
    byTemplate.set(widget.templateId, [...(byTemplate.get(widget.templateId) ?? []), widget.id]);
  }
  const lists = await Promise.all(
    [...byTemplate].map(([templateId, ids]) => repo.registers(templateId, ids)),
  );
  return lists.flat().map(toRegister);
}

/** The timers of template widgets the user may see (others are left out). */
export async function templateTimers(ctx: ReadCtx, args: QueryTemplateTimersArgs) {
  const ids = widgetIdsOf(args.widgetIDs);
  const visible = await visibleTemplateWidgets(ctx, ids, args.customerID);
  const repo = createTemplatesRepository(ctx.db);
  return (await repo.timersOf(visible.map((widget) => widget.id))).map(toTimer);
}

// ---- stamping -------------------------------------------------------------------------------

/** A template's content, or a refusal when it vanished since it was found. */
async function contentOf(ctx: ReadCtx, templateId: number): Promise<TemplateContent> {
  const content = await createTemplatesRepository(ctx.db).content(templateId);
  if (!content) throw noAccess();
  return content;
}

const unableToCreate = (field: string) => badInput(messages.unableToCreateView, field);

/**
 * What stamping a template on devices (in slot order) writes: the widgets on the devices'
 * sensors, and the sensors to add to the devices first (their library's points no sensor
 * monitors yet, with the template's settings) and, with overwriteThresholds, the settings to give
 * their sensors. Refuses (nothing written) when a register is not in the device's library any
 * more or its OID needs a variable the device has no number for. The caller checked the fit.
 */
async function planStamp(
  ctx: ReadCtx,
  customerId: number,
  templateId: number,
  content: TemplateContent,
  devices: readonly DeviceRow[],
  options: { overwriteThresholds: boolean; fieldOf: (slot: number) => string },
): Promise<{ plan: StampPlan; work: SensorWork[] }> {
  const repo = createTemplatesRepository(ctx.db);
  const existing = await repo.sensorsOnDevices(devices.map((device) => device.id));
  const onDevice = (register: TemplateContent['registers'][number]): PointOnDevice => ({
    equipmentId: devices[register.slot]!.id,
    modbusPointId: register.modbusPointId,
    snmpPointId: register.snmpPointId,
  });

  // Per device point: the slot it fills and the template's settings for its sensor.
  const wanted = new Map<
    string,
    { slot: number; point: PointOnDevice; thresholds: TemplateThresholds | null }
  >();
  for (const register of content.registers) {
    const point = onDevice(register);
    if (!wanted.has(pointKey(point))) {
      wanted.set(pointKey(point), { slot: register.slot, point, thresholds: register.thresholds });
    }
  }
  const missing = [...wanted.values()].filter((item) => !existing.has(pointKey(item.point)));
  const points = await repo.points(
    missing.flatMap((item) =>
      item.point.modbusPointId === null ? [] : [item.point.modbusPointId],
    ),
    missing.flatMap((item) => (item.point.snmpPointId === null ? [] : [item.point.snmpPointId])),
  );
  const modbusById = new Map(points.modbus.map((point) => [point.id, point]));
  const snmpById = new Map(points.snmp.map((point) => [point.id, point]));

  const work = new Map<number, SensorWork>();
  const workOf = (device: DeviceRow) => {
    let item = work.get(device.id);
    if (!item) {
      item = {
        target: { id: device.id, customerId: device.customerId, networkId: device.networkId },
        inserts: [],
        updates: [],
      };
      work.set(device.id, item);
    }
    return item;
  };
  for (const { slot, point, thresholds } of missing) {
    const device = devices[slot]!;
    let sensor: NewSensorFromPoint;
    if (point.modbusPointId !== null) {
      const found = modbusById.get(point.modbusPointId);
      if (!found || found.templateId !== device.modbusTemplateId) {
        throw unableToCreate(options.fieldOf(slot));
      }
      sensor = sensorFromPoint(found, 'Modbus');
    } else {
      const found = snmpById.get(point.snmpPointId!);
      if (!found || found.templateId !== device.snmpTemplateId) {
        throw unableToCreate(options.fieldOf(slot));
      }
      const resolved = resolveOid(found.oid, device.oidVars);
      if ('missing' in resolved) {
        throw badInput(messages.oidVariablesMissing(resolved.missing), options.fieldOf(slot));
      }
      sensor = sensorFromPoint(found, 'SNMP');
    }
    // A sensor the device did not have yet takes the template's settings for it.
    workOf(device).inserts.push({ ...sensor, ...thresholds });
  }
  if (options.overwriteThresholds) {
    for (const { slot, point, thresholds } of wanted.values()) {
      const id = existing.get(pointKey(point));
      if (id === undefined || !thresholds) continue;
      const update: SensorUpdate = { id, values: thresholds };
      workOf(devices[slot]!).updates.push(update);
    }
  }
  // Adding sensors and changing their settings is Manage Sensors' right.
  if (work.size > 0) requirePermission(ctx, customerId, 'ad2');

  const imageIds = content.widgets.flatMap(({ fields }) =>
    fields.imageId ? [fields.imageId] : [],
  );
  const imagesKept = await repo.existingImages(customerId, imageIds);
  const now = Date.now();
  const plan: StampPlan = {
    templateId,
    equipmentIds: devices.map((device) => device.id),
    widgets: content.widgets.map(({ id, fields }) => ({
      templateWidgetId: id,
      values: widgetValuesOf(fields, devices, (image) => imagesKept.has(image)),
      points: content.registers.filter((r) => r.templateWidgetId === id).map(onDevice),
      timers: content.timers
        .filter((timer) => timer.templateWidgetId === id)
        .map((timer, position) => {
          const clock = resetTimerAt(timer, now);
          return {
            ...timerFields(timer),
            position,
            resetAt: new Date(clock.resetAt),
            expiresAt: new Date(clock.expiresAt),
          };
        }),
    })),
    layout: (widgetIds) =>
      remapLayoutKeys(
        content.layout,
        new Map([...widgetIds].map(([from, to]) => [String(from), String(to)])),
      ),
  };
  return { plan, work: [...work.values()] };
}

/** After a commit: gateways poll their new sensors, dashboards recolour at once. */
function afterSensorWork(ctx: Ctx, saved: readonly SavedSensorChanges[]) {
  for (const id of new Set(saved.flatMap((s) => s.networkIds))) ctx.ingest.forgetGateway(id);
  publishRecoloured(
    ctx,
    saved.flatMap((s) => s.recoloured),
  );
}

/** The devices of these ids in this order, each the customer's; refused otherwise. */
async function customerDevices(ctx: ReadCtx, customerId: number, ids: readonly number[]) {
  const found = new Map(
    (await createTemplatesRepository(ctx.db).devices(ids)).map((device) => [device.id, device]),
  );
  return ids.map((id) => {
    const device = found.get(id);
    if (!device || device.customerId !== customerId) throw noAccess();
    return device;
  });
}

// ---- mutations ------------------------------------------------------------------------------

/**
 * A template from a view (spec core §7 newTemplate). Its slots are the distinct equipment its
 * widgets read (their sensors' and their own), in the domain's slot order, named by
 * equipmentNames; each widget keeps its fields, its timers and, per sensor, the slot, the
 * register and the sensor's settings; the layout keeps every screen size, keyed by the template
 * widgets. A gateway widget is kept when its gateway is its own equipment's, or the only gateway
 * of the view's equipment (stamping gives it that slot device's gateway); otherwise refused.
 */
export async function newTemplate(ctx: ReadCtx, args: MutationNewTemplateArgs) {
  const viewer = requirePermission(ctx, args.customerID, 'ct', messages.noCreateTemplates);
  const customerId = parseId(args.customerID);
  const parsedName = templateNameSchema.safeParse(args.name);
  if (!parsedName.success) throw firstIssue(parsedName.error);
  const name = parsedName.data;
  const view = await requireView(ctx, parseId(args.viewID), 'read', customerId);
  if (view.viewType === OVERLAY_VIEW_TYPE) throw badInput(overlayMessages.noTemplate, 'viewID');

  const repo = createTemplatesRepository(ctx.db);
  const source = await repo.viewSource(view.id);
  if (!source) throw noAccess();
  const slots = templateSlotOrder(source.devices);
  if (slots.length > TEMPLATE_SLOTS_MAX) throw badInput(templateMessages.tooManySlots, 'viewID');
  const names = parseSlotNames(args.equipmentNames, slots.length);
  if ('message' in names) {
    throw badInput(
      names.message,
      names.index === undefined ? 'equipmentNames' : `equipmentNames.${names.index}`,
    );
  }
  const slotOf = new Map(slots.map((device, index) => [device.id, index]));
  const gateways = new Set(slots.map((device) => device.networkId));

  const widgets = source.widgets.map(({ row, sensors, timers }) => {
    const equipmentSlot = row.equipmentId === null ? null : (slotOf.get(row.equipmentId) ?? null);
    let gatewaySlot: number | null = null;
    if (row.gatewayId !== null) {
      const own = equipmentSlot === null ? undefined : slots[equipmentSlot];
      if (own?.networkId === row.gatewayId) gatewaySlot = equipmentSlot;
      else if (gateways.size === 1 && gateways.has(row.gatewayId)) gatewaySlot = 0;
      else throw badInput(templateMessages.gatewayWidget(widgetLabel(row)), 'viewID');
    }
    return {
      fields: widgetFields(row, { equipmentSlot, gatewaySlot }),
      registers: sensors.map(({ id }) => {
        const sensor = source.sensors.get(id)!;
        return {
          slot: slotOf.get(sensor.equipmentId)!,
          modbusPointId: sensor.modbusPointId,
          snmpPointId: sensor.snmpPointId,
          thresholds: thresholdsOf(sensor),
        };
      }),
      timers: timers.map(timerFields),
    };
  });
  const widgetIdOf = new Map(source.widgets.map(({ row }, index) => [String(row.id), index]));

  const taken = () => badInput(messages.templateNameTaken(name), 'name');
  if (await repo.nameTaken(customerId, name)) throw taken();
  let id: number;
  try {
    id = await repo.insert({
      customerId,
      name,
      trendV2: source.view.trendV2,
      sourceViewId: view.id,
      isDefault: Boolean(args.makeDefault),
      createdBy: viewer.id,
      slots: slots.map((device, index) => ({
        name: names.names[index]!,
        libraryId: device.libraryId,
        protocol: device.protocol,
        oidVars: device.oidVars,
      })),
      widgets,
      layout: (templateWidgetIds) =>
        remapLayoutKeys(
          source.view.layout,
          new Map(
            [...widgetIdOf].map(([viewKey, index]) => [viewKey, String(templateWidgetIds[index])]),
          ),
        ),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const created = await templateById(ctx, { id: String(id), customerID: String(customerId) });
  if (!created) throw noAccess();
  return created;
}

/**
 * A view stamped from a template (spec core §7 newTemplateView): checked as newView checks a new
 * view, with one device of the customer per slot, of the slot's library and protocol ('Unable to
 * create view' otherwise). Its widgets read the devices' sensors; a register a device has no
 * sensor for yet gets one (as Manage Sensors adds it, with the template's settings), and
 * overwriteThresholds gives the devices' sensors the template's settings: both need the
 * add/edit devices right. All in one transaction.
 */
export async function newTemplateView(ctx: Ctx, args: MutationNewTemplateViewArgs) {
  requireCustomer(ctx, args.customerID);
  const customerId = parseId(args.customerID);
  const template = await requireTemplate(ctx, args.templateID, args.customerID);
  if (args.templateOwner && parseId(args.templateOwner) !== template.customerId) throw noAccess();
  const view = await checkedNewView(ctx, {
    name: args.name,
    customerID: args.customerID,
    isPublic: args.isPublic,
    tagIDs: args.tagIDs,
    permissions: args.permissions,
    alerts: args.alerts,
  });
  // Devices not the customer's are refused before their fit is looked at.
  const devices = await customerDevices(ctx, customerId, args.equipment.map(parseId));
  const content = await contentOf(ctx, template.id);
  const mismatch = slotMismatch(content.slots, devices);
  if (mismatch) {
    throw unableToCreate(mismatch.reason === 'count' ? 'equipment' : `equipment.${mismatch.index}`);
  }
  const { plan, work } = await planStamp(ctx, customerId, template.id, content, devices, {
    overwriteThresholds: Boolean(args.overwriteThresholds),
    fieldOf: (slot) => `equipment.${slot}`,
  });
  let created: Awaited<ReturnType<TemplatesRepo['createStampedView']>>;
  try {
    created = await createTemplatesRepository(ctx.db).createStampedView(
      [{ ...view.values, trendV2: content.trendV2 }, view.tagIds, view.userRows],
      work,
      plan,
    );
  } catch (error) {
    // Two creations racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw badInput(messages.newViewNameTaken(view.name), 'name');
    throw error;
  }
  afterSensorWork(ctx, created.saved);
  return presentOne(ctx, created.viewId, messages.unableToCreateView);
}

/** The stamped view's devices, in slot order, if they still fit the template's slots. */
async function stampedDevices(
  ctx: ReadCtx,
  content: TemplateContent,
  views: readonly StampedViewRow[],
) {
  const found = new Map(
    (await createTemplatesRepository(ctx.db).devices(views.flatMap((v) => v.equipmentIds))).map(
      (device) => [device.id, device],
    ),
  );
  return new Map(
    views.map((view) => {
      const devices = view.equipmentIds.map((id) => found.get(id));
      const fits =
        devices.every((device) => device?.customerId === view.customerId) &&
        slotMismatch(content.slots, devices as DeviceRow[]) === null;
      return [view.viewId, fits ? (devices as DeviceRow[]) : null];
    }),
  );
}

/**
 * The stamped views of a template changed since they were stamped (or re-applied) that the user
 * may read, each with what re-applying would change.
 */
export async function templateViewDrift(ctx: ReadCtx, args: QueryTemplateViewDriftArgs) {
  const viewer = requireViewer(ctx);
  const template = await requireTemplate(ctx, args.id, args.customerID);
  const repo = createTemplatesRepository(ctx.db);
  const stamped = await repo.stampedViews(template.id, { outOfSyncOnly: true });
  const grants = await createOwnershipRepository(ctx.db).viewsWithGrant(
    stamped.map((view) => view.viewId),
    viewer.id,
  );
  const readable = new Set(
    grants.filter((view) => viewAccessFor(viewer, view).canRead).map((view) => view.id),
  );
  const views = stamped.filter((view) => readable.has(view.viewId));
  if (views.length === 0) return [];
  const content = await contentOf(ctx, template.id);
  const devicesOf = await stampedDevices(ctx, content, views);
  const allDevices = [...devicesOf.values()].flatMap((devices) => devices ?? []);
  const [sensorOf, records, imagesKept] = await Promise.all([
    repo.sensorsOnDevices(allDevices.map((device) => device.id)),
    createWidgetsRepository(ctx.db).listByViews(views.map((view) => view.viewId)),
    repo.existingImages(
      template.customerId,
      content.widgets.flatMap(({ fields }) => (fields.imageId ? [fields.imageId] : [])),
    ),
  ]);
  return views.map((view) => {
    const devices = devicesOf.get(view.viewId) ?? [];
    // Each template widget as it would be on this view's devices (a device gone: slot empty).
    const expected: DriftWidget[] = content.widgets.map(({ id, fields }) => {
      const sensors = content.registers
        .filter((r) => r.templateWidgetId === id)
        .map((r) => {
          const device = devices[r.slot];
          if (!device) return `missing:${r.slot}`;
          const point = {
            equipmentId: device.id,
            modbusPointId: r.modbusPointId,
            snmpPointId: r.snmpPointId,
          };
          return sensorOf.get(pointKey(point)) ?? `missing:${pointKey(point)}`;
        });
      const timers = content.timers.filter((timer) => timer.templateWidgetId === id);
      return {
        key: String(id),
        name: fields.name,
        type: fields.type,
        content: driftContent(
          widgetValuesOf(fields, devices, (image) => imagesKept.has(image)),
          sensors,
          timers,
        ),
      };
    });
    const actual = records
      .filter((record) => record.row.viewId === view.viewId)
      .map(({ row, sensors, timers }) => ({
        key: String(row.id),
        name: row.name,
        type: row.type,
        templateWidgetKey: row.templateWidgetId === null ? null : String(row.templateWidgetId),
        content: driftContent(
          row,
          sensors.map((sensor) => sensor.id),
          timers,
        ),
      }));
    return {
      viewID: String(view.viewId),
      viewName: view.name,
      changes: templateViewChanges({
        template: { layout: content.layout, widgets: expected },
        view: { layout: view.layout, widgets: actual },
      }),
    };
  });
}

/**
 * Brings stamped views back to the template (spec: re-apply): those named (each needs the
 * update right on it), or every out-of-sync one the user may update. Each view's widgets,
 * sensors, timers and layout are made again on the devices it was stamped on, one transaction
 * per view; every view is checked before the first is written.
 */
export async function reapplyTemplate(ctx: Ctx, args: MutationReapplyTemplateArgs) {
  const viewer = requireViewer(ctx);
  const template = await requireTemplate(ctx, args.id, args.customerID);
  const repo = createTemplatesRepository(ctx.db);
  let views: StampedViewRow[];
  if (args.viewIDs) {
    const ids = distinctIds(args.viewIDs);
    for (const id of ids) await requireView(ctx, id, 'update');
    views = await repo.stampedViews(template.id, { viewIds: ids });
    if (views.length !== ids.length) throw noAccess();
  } else {
    const stamped = await repo.stampedViews(template.id, { outOfSyncOnly: true });
    const grants = await createOwnershipRepository(ctx.db).viewsWithGrant(
      stamped.map((view) => view.viewId),
      viewer.id,
    );
    const updatable = new Set(
      grants.filter((view) => viewAccessFor(viewer, view).canUpdate).map((view) => view.id),
    );
    views = stamped.filter((view) => updatable.has(view.viewId));
  }
  const content = await contentOf(ctx, template.id);
  const devicesOf = await stampedDevices(ctx, content, views);
  const plans = [];
  for (const view of views) {
    const devices = devicesOf.get(view.viewId);
    if (!devices) throw badInput(templateMessages.equipmentGone(view.name), 'viewIDs');
    plans.push({
      view,
      ...(await planStamp(ctx, view.customerId, template.id, content, devices, {
        overwriteThresholds: false,
        fieldOf: () => 'viewIDs',
      })),
    });
  }
  for (const { view, plan, work } of plans) {
    const saved = await repo.reapply({ id: view.viewId, customerId: view.customerId }, work, plan);
    afterSensorWork(ctx, saved);
  }
  return { views: plans.length, outOfSyncViewCount: await repo.outOfSyncCount(template.id) };
}

/** Deletes a template (the delete templates right on its owner); its stamped views stay. */
export async function deleteTemplate(ctx: ReadCtx, args: MutationDeleteTemplateArgs) {
  requireCustomer(ctx, args.customerID);
  const customerId = parseId(args.customerID);
  const template = await requireTemplate(ctx, args.id, args.customerID);
  requirePermission(ctx, customerId, 'dt', messages.noDeleteTemplates);
  return createTemplatesRepository(ctx.db).delete(template.id);
}
