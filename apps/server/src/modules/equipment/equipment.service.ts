import {
  bulkOnboardingSchema,
  DATA_SOURCE_CODES,
  DEFAULT_DEVICE_PORTS,
  describeEquipmentEdit,
  EQUIPMENT_KIND_FOR_PROTOCOL,
  EQUIPMENT_LIST_LIMIT,
  EQUIPMENT_LIST_STATUSES,
  EQUIPMENT_LOGS_PAGE_MAX,
  EQUIPMENT_LOGS_PAGE_SIZE,
  EQUIPMENT_SORT_COLUMNS,
  equipmentAssetSchema,
  equipmentListStatus,
  equipmentLogMessages,
  equipmentNotesSchema,
  mergeEquipmentEdit,
  messages,
  oidVariablesOf,
  ONBOARDING_PROTOCOLS,
  onboardingSchema,
  type EditableEquipment,
  type EquipmentListStatus,
  type EquipmentSortColumn,
  type Onboarding,
  type PermissionCode,
  type StoredOnboarding,
} from '@vigil/domain';
import { customerScope, inScope, parseId, requirePermission } from '../../auth/access.js';
import { createOwnershipRepository } from '../../auth/ownership.repository.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { GraphQLContext, OnboardingContext } from '../../graphql/context.js';
import type {
  EquipmentFilters,
  EquipmentInput,
  EquipmentMetaInput,
  MutationUpdateEquipmentArgs,
} from '../../graphql/generated/resolvers-types.js';
import { pageOf } from '../../graphql/pageOf.js';
import { visibleGateway } from '../gateways/gateways.service.js';
import { sensorFromPoint } from '../sensors/sensorFromPoint.js';
import { toEquipmentAsset } from '../widgets/widgets.service.js';
import {
  createEquipmentRepository,
  type EquipmentFilter,
  type EquipmentFlag,
  type EquipmentRecord,
  type EquipmentRow,
  type NewEquipment,
} from './equipment.repository.js';
import { removeEquipmentFiles } from './equipmentFiles.service.js';
import {
  createEquipmentLogsRepository,
  type EquipmentLogRow,
  type LogAuthor,
} from './equipmentLogs.repository.js';
import { badInput, coded, firstIssue, noAccess, notFound } from '../../graphql/errors.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'live' | 'ingest'>;

/** An equipment as GraphQL returns it; SNMP secrets never leave the server. */
export function toEquipment({
  row,
  gatewayName,
  library,
  sensorCount,
  sensorStatus,
}: EquipmentRecord) {
  return {
    id: String(row.id),
    name: row.name,
    kind: row.kind,
    protocol: row.protocol,
    equipmentIP: row.ip,
    port: row.port,
    slaveID: row.slaveId,
    disconnected: row.disconnected,
    locked: row.locked,
    isMaintenance: row.isMaintenance,
    isRepair: row.isRepair,
    sensorCount,
    gateway: { id: String(row.networkId), name: gatewayName },
    equipment: {
      id: String(library.id),
      name: library.model,
      manufacturer: library.manufacturer,
      model: library.model,
      owner: library.owner,
    },
    notes: row.notes,
    tags: row.tags,
    dataSource: row.protocol === 'SNMP' ? DATA_SOURCE_CODES.SNMP : DATA_SOURCE_CODES.Modbus,
    customerID: String(row.customerId),
    version: row.snmpVersion,
    securityLevel: row.securityLevel,
    authType: row.authType,
    privacyType: row.privacyType,
    context: row.context,
    username: row.username,
    hasCredentials: row.hasCredentials,
    oidVars: row.oidVars,
    status: equipmentListStatus({ ...row, sensorStatus }),
    error: row.errorMessage
      ? {
          message: row.errorMessage,
          createdAt: (row.errorAt ?? row.lastUpdated ?? row.createdAt).toISOString(),
        }
      : null,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OnboardArgs {
  gatewayID: string;
  customerID: string;
  ip?: string | null;
  port?: number | null;
  slaveID?: number | null;
  manufacturerModel?: string | null;
  description?: string | null;
  protocol?: string | null;
  snmpVersion?: string | null;
  communityString?: string | null;
  username?: string | null;
  authType?: string | null;
  authKey?: string | null;
  securityLevel?: string | null;
  privacyType?: string | null;
  privacySecret?: string | null;
  context?: string | null;
}

/** The gateway of the customer that onboarding adds to, for a user who may add devices. */
async function onboardingTarget(ctx: Ctx, gatewayID: string, customerID: string) {
  requirePermission(ctx, customerID, 'ad2');
  const customerId = parseId(customerID);
  const gateway = await visibleGateway(ctx, gatewayID, customerID);
  if (gateway.customerId !== customerId) throw noAccess();
  return { customerId, gatewayId: gateway.id };
}

/** Adds a device to a gateway with one sensor per point of its library's template. */
export async function onboardEquipment(ctx: Ctx, args: OnboardArgs) {
  const target = await onboardingTarget(ctx, args.gatewayID, args.customerID);
  const parsed = onboardingSchema.safeParse(args);
  if (!parsed.success) throw firstIssue(parsed.error);
  const record = await createEquipment(ctx, target, parsed.data, ctx.viewer);
  return toEquipment(record);
}

/** Adds many devices to a gateway: all of them, or none with the first refusal. */
export async function onboardEquipmentList(
  ctx: Ctx,
  args: { gatewayID: string; customerID: string; equipment: readonly EquipmentInput[] },
) {
  const target = await onboardingTarget(ctx, args.gatewayID, args.customerID);
  const parsed = bulkOnboardingSchema.safeParse({ equipment: args.equipment });
  if (!parsed.success) throw firstIssue(parsed.error);
  const records = await createEquipmentList(ctx, target, parsed.data.equipment, ctx.viewer);
  return records.map(toEquipment);
}

/**
 * The stored columns of a validated onboarding form (also of an edit, which is validated so): a
 * version keeps only the credentials it uses, so a device moved from v3 to v2 sheds its keys.
 */
function columnsOf(form: Onboarding) {
  const snmp = form.protocol === 'SNMP';
  const v3 = snmp && form.snmpVersion === '3';
  const ofV3 = (value: string | undefined) => (v3 ? (value ?? null) : null);
  return {
    name: form.description,
    ip: form.ip,
    port: form.port ?? DEFAULT_DEVICE_PORTS[form.protocol],
    slaveId: snmp ? null : (form.slaveID ?? 1),
    snmpVersion: snmp ? (form.snmpVersion ?? null) : null,
    communityString: snmp && !v3 ? (form.communityString ?? null) : null,
    username: ofV3(form.username),
    authType: ofV3(form.authType),
    authKey: ofV3(form.authKey),
    securityLevel: ofV3(form.securityLevel),
    privacyType: ofV3(form.privacyType),
    privacySecret: ofV3(form.privacySecret),
    context: ofV3(form.context),
  } satisfies Partial<NewEquipment>;
}

/**
 * Creates a validated equipment on a gateway with one sensor per point of its library, and
 * has the gateway refetch its config. Access is the caller's business.
 */
export async function createEquipment(
  ctx: OnboardingContext,
  target: { customerId: number; gatewayId: number },
  form: Onboarding,
  author?: LogAuthor | null,
): Promise<EquipmentRecord> {
  const [record] = await createEquipmentList(ctx, target, [form], author);
  if (!record) throw new Error('onboarded equipment vanished');
  return record;
}

/** Names given more than once in a list (case aside), as first given. */
function repeatedNames(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  const repeated = new Map<string, string>();
  for (const name of names) {
    const key = name.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, name);
    else repeated.set(key, first);
  }
  return [...repeated.values()];
}

/**
 * Onboarding's one path, for one device or a bulk list: every device is checked (its library,
 * its name on the gateway and in the list) before any is written, then all are written in one
 * transaction with their sensors and a 'created' log entry. One device is refused with the
 * single form's messages and fields; a list names the row (`equipment.2.manufacturerModel`)
 * and every clashing name at once.
 */
export async function createEquipmentList(
  ctx: OnboardingContext,
  target: { customerId: number; gatewayId: number },
  forms: readonly Onboarding[],
  author?: LogAuthor | null,
): Promise<EquipmentRecord[]> {
  const repo = createEquipmentRepository(ctx.db);
  const single = forms.length === 1;
  const field = (row: number, name: string) => (single ? name : `equipment.${row}.${name}`);
  const libraries = new Map<string, Awaited<ReturnType<typeof repo.libraryFor>>>();
  const devices: { values: NewEquipment; points: ReturnType<typeof sensorFromPoint>[] }[] = [];
  for (const [row, form] of forms.entries()) {
    if (!libraries.has(form.manufacturerModel)) {
      const library = await repo.libraryFor(parseId(form.manufacturerModel), target.customerId);
      libraries.set(form.manufacturerModel, library);
    }
    const found = libraries.get(form.manufacturerModel);
    if (!found) throw badInput(messages.noAccess, field(row, 'manufacturerModel'));
    const template = form.protocol === 'Modbus' ? found.modbus : found.snmp;
    if (template.length === 0) {
      throw badInput(messages.libraryHasNoTemplate(form.protocol), field(row, 'manufacturerModel'));
    }
    // A point whose OID has variables waits for the equipment's numbers (Manage Sensors).
    const points = template
      .filter((point) => !('oid' in point) || oidVariablesOf(point.oid).length === 0)
      .map((point) => sensorFromPoint(point, form.protocol));
    devices.push({
      values: {
        ...columnsOf(form),
        customerId: target.customerId,
        networkId: target.gatewayId,
        libraryId: found.library.id,
        kind: EQUIPMENT_KIND_FOR_PROTOCOL[form.protocol],
        protocol: form.protocol,
      },
      points,
    });
  }
  const names = forms.map((form) => form.description);
  const clash = async () => {
    const taken = [...(await repo.namesTaken(target.gatewayId, names)), ...repeatedNames(names)];
    const unique = [...new Map(taken.map((name) => [name.toLowerCase(), name])).values()];
    if (unique.length === 0) return undefined;
    return single
      ? badInput(messages.equipmentNameTaken(names[0]!), 'description')
      : badInput(messages.equipmentNamesTaken(unique), 'equipment');
  };
  const refusal = await clash();
  if (refusal) throw refusal;
  let rows: EquipmentRow[];
  try {
    rows = await repo.insertWithSensors(devices, (row) => ({
      equipmentId: row.id,
      customerId: row.customerId,
      kind: 'created',
      message: equipmentLogMessages.created(row),
      user: author,
    }));
  } catch (error) {
    // Two onboardings racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw (await clash()) ?? error;
    throw error;
  }
  ctx.ingest.forgetGateway(target.gatewayId);
  return repo.recordsOf(rows.map((row) => row.id));
}

export async function equipmentById(
  ctx: Ctx,
  args: { equipmentID: string; customerID?: string | null },
) {
  const scope = customerScope(ctx, args.customerID);
  const record = await createEquipmentRepository(ctx.db).byId(parseId(args.equipmentID));
  if (!record || !inScope(scope, record.row.customerId)) return null;
  return toEquipment(record);
}

function listStatuses(values: readonly string[] | null | undefined): EquipmentListStatus[] {
  const statuses = [...new Set((values ?? []).map((value) => value.toUpperCase()))];
  if (!statuses.every((s) => (EQUIPMENT_LIST_STATUSES as readonly string[]).includes(s))) {
    throw badInput(messages.invalidChoice, 'filters.status');
  }
  return statuses as EquipmentListStatus[];
}

function listProtocols(values: readonly string[] | null | undefined): string[] {
  const protocols = [...new Set(values ?? [])];
  if (!protocols.every((p) => (ONBOARDING_PROTOCOLS as readonly string[]).includes(p))) {
    throw badInput(messages.invalidChoice, 'filters.protocol');
  }
  return protocols;
}

/** My Equipment: a sorted, filtered page of the customer's equipment and the total. */
export async function allEquipment(
  ctx: Ctx,
  args: {
    customerID: string;
    gatewayID?: string | null;
    query?: string | null;
    limit?: number | null;
    offset?: number | null;
    includeID?: string | null;
    filters?: EquipmentFilters | null;
    sortColumn?: string | null;
    sortOrder?: string | null;
  },
) {
  const filters = args.filters ?? {};
  const filter: EquipmentFilter = {
    customerIds: customerScope(ctx, args.customerID),
    networkId: args.gatewayID ? parseId(args.gatewayID) : undefined,
    networkIds: filters.gatewayIDs?.length
      ? [...new Set(filters.gatewayIDs.map(parseId))]
      : undefined,
    libraryIds: filters.libraryIDs?.length
      ? [...new Set(filters.libraryIDs.map(parseId))]
      : undefined,
    query: args.query?.trim() || undefined,
    statuses: listStatuses(filters.status),
    protocols: listProtocols(filters.protocol),
    maintenance: filters.maintenance ?? undefined,
    repair: filters.repair ?? undefined,
    disconnected: filters.disconnected ?? undefined,
    locked: filters.locked ?? undefined,
  };
  const column = (EQUIPMENT_SORT_COLUMNS as readonly string[]).includes(args.sortColumn ?? '')
    ? (args.sortColumn as EquipmentSortColumn)
    : 'name';
  const { items, total } = await createEquipmentRepository(ctx.db).list(
    filter,
    { column, order: args.sortOrder === 'desc' ? 'desc' : 'asc' },
    {
      ...pageOf(args.limit, args.offset, EQUIPMENT_LIST_LIMIT),
      includeId: args.includeID ? parseId(args.includeID) : undefined,
    },
  );
  return { items: items.map(toEquipment), total };
}

/** The remote uniqueness check of equipment names on a gateway (core §5). */
export async function validateEquipmentNames(
  ctx: Ctx,
  args: { gatewayID: string; names: readonly string[]; customerID?: string | null },
) {
  const gateway = await visibleGateway(ctx, args.gatewayID, args.customerID);
  const names = args.names.map((name) => name.trim()).filter(Boolean);
  const taken = await createEquipmentRepository(ctx.db).namesTaken(gateway.id, names);
  const message =
    taken.length === 0
      ? null
      : names.length === 1
        ? messages.equipmentNameTaken(taken[0] as string)
        : messages.equipmentNamesTaken(taken);
  return { valid: taken.length === 0, taken, message };
}

/**
 * An equipment (its stored row) the user may change with the permission. One of another
 * customer answers as a missing one does, with the operation's own failure message.
 */
async function equipmentToChange(
  ctx: Ctx,
  args: { id: string; customerID?: string | null | undefined },
  permission: PermissionCode,
  missing: string,
) {
  const scope = customerScope(ctx, args.customerID);
  if (args.customerID) requirePermission(ctx, args.customerID, permission);
  const row = await createEquipmentRepository(ctx.db).rowById(parseId(args.id));
  if (!row || !inScope(scope, row.customerId)) throw notFound(missing);
  const viewer = requirePermission(ctx, row.customerId, permission);
  return { row, viewer };
}

const lockedRefusal = () => coded(messages.equipmentLocked, 'LOCKED');

/** The onboarding form of a stored equipment: what an edit is laid over. */
function storedForm(row: EquipmentRow): StoredOnboarding {
  return {
    ip: row.ip,
    manufacturerModel: String(row.libraryId),
    description: row.name,
    protocol: row.protocol,
    port: row.port,
    slaveID: row.slaveId,
    snmpVersion: row.snmpVersion,
    communityString: row.communityString,
    username: row.username,
    authType: row.authType,
    authKey: row.authKey,
    securityLevel: row.securityLevel,
    privacyType: row.privacyType,
    privacySecret: row.privacySecret,
    context: row.context,
  };
}

function editable(row: EquipmentRow): EditableEquipment {
  return {
    name: row.name,
    ip: row.ip,
    port: row.port,
    slaveId: row.slaveId,
    notes: row.notes,
    tags: row.tags,
    snmpVersion: row.snmpVersion,
    communityString: row.communityString,
    username: row.username,
    authType: row.authType,
    authKey: row.authKey,
    securityLevel: row.securityLevel,
    privacyType: row.privacyType,
    privacySecret: row.privacySecret,
    context: row.context,
  };
}

/**
 * Edits a device: the stored form with the changes laid over it must pass onboarding; empty
 * secrets keep the stored ones; the name stays unique on its gateway. Refused while locked.
 */
export async function updateEquipment(ctx: Ctx, args: MutationUpdateEquipmentArgs) {
  const { row, viewer } = await equipmentToChange(ctx, args, 'ad2', messages.couldNotFindEquipment);
  if (row.locked) throw lockedRefusal();
  const { id: _id, customerID: _customerID, notes, tags, ...edit } = args;
  const parsed = onboardingSchema.safeParse(mergeEquipmentEdit(storedForm(row), edit));
  if (!parsed.success) throw firstIssue(parsed.error);
  const extra = equipmentNotesSchema.safeParse({ notes, tags });
  if (!extra.success) throw firstIssue(extra.error);
  const values = {
    ...columnsOf(parsed.data),
    ...(notes === null || notes === undefined ? {} : { notes: extra.data.notes ?? null }),
    ...(extra.data.tags === undefined ? {} : { tags: extra.data.tags }),
  };
  const changes = describeEquipmentEdit(editable(row), editable({ ...row, ...values }));
  const repo = createEquipmentRepository(ctx.db);
  if (changes.length === 0) {
    return toEquipment(await recordOrFail(ctx, row.id, messages.couldNotFindEquipment));
  }
  const taken = () => badInput(messages.equipmentNameTaken(values.name), 'description');
  if ((await repo.namesTaken(row.networkId, [values.name], row.id)).length > 0) throw taken();
  try {
    await repo.update(row.id, values, {
      kind: 'edited',
      message: equipmentLogMessages.edited(changes),
      user: viewer,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  ctx.ingest.forgetGateway(row.networkId);
  return toEquipment(await recordOrFail(ctx, row.id, messages.couldNotFindEquipment));
}

async function recordOrFail(ctx: Ctx, id: number, failure: string) {
  const record = await createEquipmentRepository(ctx.db).byId(id);
  if (!record) throw notFound(failure);
  return record;
}

/**
 * Deletes a device with its sensors, readings, traps, logs and files; widgets lose its sensors
 * and asset views forget it. Refused while locked.
 */
export async function deleteEquipment(
  ctx: Ctx & Pick<GraphQLContext, 'files'>,
  args: { id: string; customerID?: string | null },
) {
  const { row } = await equipmentToChange(ctx, args, 'dd2', messages.couldNotDeleteEquipment);
  if (row.locked) throw lockedRefusal();
  // Stored objects first: their rows (and keys) go with the equipment by cascade.
  await removeEquipmentFiles(ctx, [row.id]);
  const deleted = await createEquipmentRepository(ctx.db).delete([row.id]);
  if (deleted.length === 0) throw notFound(messages.couldNotDeleteEquipment);
  ctx.ingest.forgetGateway(row.networkId);
  return true;
}

const FLAG_LOGS = {
  isMaintenance: { kind: 'maintenance', message: equipmentLogMessages.maintenance },
  isRepair: { kind: 'repair', message: equipmentLogMessages.repair },
  locked: { kind: 'locked', message: equipmentLogMessages.locked },
} as const;

/**
 * Sets maintenance, repair or locked on the equipment and its gateway's entry (spec core §4):
 * the gateway's config revision moves so the agent refetches it, and the change is logged with
 * who made it. Anything that keeps it from happening reads 'Unable to set maintenance mode.'.
 */
async function setFlag(
  ctx: Ctx,
  args: { equipmentID: string; customerID?: string | null },
  flag: EquipmentFlag,
  value: boolean,
) {
  const failure = messages.unableToSetMaintenance;
  const found = await equipmentToChange(
    ctx,
    { id: args.equipmentID, customerID: args.customerID },
    'md2',
    failure,
  );
  const log = FLAG_LOGS[flag];
  const row = await createEquipmentRepository(ctx.db).setFlag(
    found.row.id,
    flag,
    value,
    (changed) => ({
      equipmentId: changed.id,
      customerId: changed.customerId,
      kind: log.kind,
      message: log.message(value),
      user: found.viewer,
    }),
  );
  if (!row) throw notFound(failure);
  return toEquipment(await recordOrFail(ctx, row.id, failure));
}

export const setMaintenanceMode = (
  ctx: Ctx,
  args: { equipmentID: string; isMaintenance: boolean; customerID?: string | null },
) => setFlag(ctx, args, 'isMaintenance', args.isMaintenance);

export const setRepairMode = (
  ctx: Ctx,
  args: { equipmentID: string; isRepair: boolean; customerID?: string | null },
) => setFlag(ctx, args, 'isRepair', args.isRepair);

export const setLockedMode = (
  ctx: Ctx,
  args: { equipmentID: string; locked: boolean; customerID?: string | null },
) => setFlag(ctx, args, 'locked', args.locked);

function toLog(row: EquipmentLogRow) {
  return {
    id: String(row.id),
    kind: row.kind,
    message: row.message,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An equipment's events, newest first, a page at a time. */
export async function equipmentLogs(
  ctx: Ctx,
  args: {
    equipmentID: string;
    customerID?: string | null;
    limit?: number | null;
    offset?: number | null;
  },
) {
  const scope = customerScope(ctx, args.customerID);
  const id = parseId(args.equipmentID);
  const owner = (await createOwnershipRepository(ctx.db).customersOf('equipment', [id])).get(id);
  if (owner === undefined || !inScope(scope, owner)) {
    throw notFound(messages.couldNotFindEquipment);
  }
  const logs = createEquipmentLogsRepository(ctx.db);
  const page = pageOf(args.limit ?? EQUIPMENT_LOGS_PAGE_SIZE, args.offset, EQUIPMENT_LOGS_PAGE_MAX);
  const [rows, total] = await Promise.all([logs.page(id, page), logs.count(id)]);
  return { items: rows.map(toLog), total };
}

/** Replaces the equipment's asset data (the Assets screen); refused while locked. */
export async function updateEquipmentAsset(
  ctx: Ctx,
  args: { equipmentID: string; customerID?: string | null; meta: readonly EquipmentMetaInput[] },
) {
  const { row, viewer } = await equipmentToChange(
    ctx,
    { id: args.equipmentID, customerID: args.customerID },
    'ad2',
    messages.couldNotFindEquipment,
  );
  if (row.locked) throw lockedRefusal();
  const parsed = equipmentAssetSchema.safeParse({ meta: args.meta });
  if (!parsed.success) throw firstIssue(parsed.error);
  // A datum read from the device keeps the OID it is read from.
  const oids = new Map(row.meta.map((item) => [item.label.toLowerCase(), item.oid]));
  const meta = parsed.data.meta.map((item) => {
    const oid = oids.get(item.label.toLowerCase());
    return oid ? { ...item, oid } : item;
  });
  const repo = createEquipmentRepository(ctx.db);
  const updated = await repo.setMeta(row.id, meta, {
    kind: 'edited',
    message: equipmentLogMessages.edited(['asset data']),
    user: viewer,
  });
  const record = updated && (await repo.byId(updated.id));
  if (!updated || !record) throw notFound(messages.couldNotFindEquipment);
  const { manufacturer, model } = record.library;
  return toEquipmentAsset({ ...updated, manufacturer, model });
}

/** The site at a glance: gateways by connection, equipment by list status. */
export async function siteSummary(ctx: Ctx, args: { customerID: string }) {
  const { gateways, devices } = await createEquipmentRepository(ctx.db).summary(
    customerScope(ctx, args.customerID),
  );
  return {
    gateways: gateways.total,
    gatewaysConnected: gateways.connected,
    gatewaysDisconnected: gateways.disconnected,
    gatewaysListening: gateways.listening,
    equipment: devices.total,
    equipmentOk: devices.OK,
    equipmentWarning: devices.WARNING,
    equipmentError: devices.ERROR,
    equipmentDisconnected: devices.DISCONNECTED,
    equipmentMaintenance: devices.MAINTENANCE,
    equipmentRepair: devices.REPAIR,
  };
}
