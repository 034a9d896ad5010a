import {
  DATA_SOURCE_CODES,
  DEFAULT_DEVICE_PORTS,
  EQUIPMENT_KIND_FOR_PROTOCOL,
  EQUIPMENT_LIST_LIMIT,
  messages,
  onboardingSchema,
  type Onboarding,
} from '@vigil/domain';
import { customerScope, inScope, parseId, requirePermission } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageOf } from '../../graphql/pageOf.js';
import { visibleGateway } from '../gateways/gateways.service.js';
import { sensorFromPoint } from '../sensors/sensorFromPoint.js';
import { createEquipmentRepository, type EquipmentRecord } from './equipment.repository.js';
import { badInput, firstIssue, noAccess } from '../../graphql/errors.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'live' | 'ingest'>;

/** An equipment as GraphQL returns it; SNMP secrets never leave the server. */
export function toEquipment({ row, gatewayName, library, sensorCount }: EquipmentRecord) {
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
    hasCredentials: Boolean(row.communityString || row.authKey || row.privacySecret),
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

/** Adds a device to a gateway with one sensor per point of its library's template. */
export async function onboardEquipment(ctx: Ctx, args: OnboardArgs) {
  requirePermission(ctx, args.customerID, 'ad2');
  const customerId = parseId(args.customerID);
  const gateway = await visibleGateway(ctx, args.gatewayID, args.customerID);
  if (gateway.customerId !== customerId) throw noAccess();

  const parsed = onboardingSchema.safeParse(args);
  if (!parsed.success) throw firstIssue(parsed.error);
  const record = await createEquipment(ctx, { customerId, gatewayId: gateway.id }, parsed.data);
  return toEquipment(record);
}

/**
 * Creates a validated equipment on a gateway with one sensor per point of its library, and
 * has the gateway refetch its config. Access is the caller's business.
 */
export async function createEquipment(
  ctx: Pick<Ctx, 'db' | 'ingest'>,
  target: { customerId: number; gatewayId: number },
  form: Onboarding,
): Promise<EquipmentRecord> {
  const repo = createEquipmentRepository(ctx.db);
  const found = await repo.libraryFor(parseId(form.manufacturerModel), target.customerId);
  if (!found) throw badInput(messages.noAccess, 'manufacturerModel');
  const points = (form.protocol === 'Modbus' ? found.modbus : found.snmp).map((point) =>
    sensorFromPoint(point, form.protocol),
  );
  if (points.length === 0) {
    throw badInput(messages.libraryHasNoTemplate(form.protocol), 'manufacturerModel');
  }
  if ((await repo.namesTaken(target.gatewayId, [form.description])).length > 0) {
    throw badInput(messages.equipmentNameTaken(form.description), 'description');
  }
  const snmp = form.protocol === 'SNMP';
  try {
    const row = await repo.insertWithSensors(
      {
        customerId: target.customerId,
        networkId: target.gatewayId,
        libraryId: found.library.id,
        name: form.description,
        kind: EQUIPMENT_KIND_FOR_PROTOCOL[form.protocol],
        protocol: form.protocol,
        ip: form.ip,
        port: form.port ?? DEFAULT_DEVICE_PORTS[form.protocol],
        slaveId: snmp ? null : (form.slaveID ?? 1),
        snmpVersion: snmp ? (form.snmpVersion ?? null) : null,
        communityString: snmp && form.snmpVersion !== '3' ? (form.communityString ?? null) : null,
        username: snmp ? (form.username ?? null) : null,
        authType: snmp ? (form.authType ?? null) : null,
        authKey: snmp ? (form.authKey ?? null) : null,
        securityLevel: snmp ? (form.securityLevel ?? null) : null,
        privacyType: snmp ? (form.privacyType ?? null) : null,
        privacySecret: snmp ? (form.privacySecret ?? null) : null,
        context: snmp ? (form.context ?? null) : null,
      },
      points,
    );
    ctx.ingest.forgetGateway(target.gatewayId);
    const record = await repo.byId(row.id);
    if (!record) throw new Error('onboarded equipment vanished');
    return record;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw badInput(messages.equipmentNameTaken(form.description), 'description');
    }
    throw error;
  }
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

export async function allEquipment(
  ctx: Ctx,
  args: {
    customerID: string;
    gatewayID?: string | null;
    query?: string | null;
    limit?: number | null;
    offset?: number | null;
    includeID?: string | null;
  },
) {
  const filter = {
    customerIds: customerScope(ctx, args.customerID),
    networkId: args.gatewayID ? parseId(args.gatewayID) : undefined,
    query: args.query?.trim() || undefined,
  };
  const repo = createEquipmentRepository(ctx.db);
  const [items, total] = await Promise.all([
    repo.list(filter, {
      ...pageOf(args.limit, args.offset, EQUIPMENT_LIST_LIMIT),
      includeId: args.includeID ? parseId(args.includeID) : undefined,
    }),
    repo.count(filter),
  ]);
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
