import {
  EQUIPMENT_LIST_LIMIT,
  fieldErrors,
  libraryFieldsSchema,
  messages,
  parseModbusTemplateCsv,
  snmpRegisterSchema,
} from '@vigil/domain';
import type { ProtocolName } from '@vigil/domain';
import type { z } from 'zod';
import { requireCustomer, requirePermission, requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type {
  EquipmentLibrary,
  MutationImportEquipmentTemplateSnmpArgs,
  MutationImportModbusTemplateCsvArgs,
  QueryEquipmentLibArgs,
  QueryEquipmentListArgs,
  QueryEquipmentListCountArgs,
  QueryManufacturersArgs,
  QueryProtocolsArgs,
  QueryRegistersArgs,
  Registers,
} from '../../graphql/generated/resolvers-types.js';
import type { UserRecord } from '../access/access.repository.js';
import {
  libraryProtocols,
  toEquipmentLibrary,
  toModbusPoint,
  toModbusPointValues,
  toSnmpPoint,
  toSnmpPointValues,
} from './libraries.mapping.js';
import { createLibrariesRepository, inLibrariesTransaction } from './libraries.repository.js';
import type {
  LibrariesRepository,
  LibraryFilter,
  LibraryRecord,
  LibraryVisibility,
  ModbusPointValues,
  SnmpPointValues,
  TemplateKind,
} from './libraries.repository.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { accessError, badInput, noAccess } from '../../graphql/errors.js';

export type LibrariesContext = Pick<GraphQLContext, 'viewer' | 'db'>;

/** The most libraries one page may ask for; the default page is the spec's 200. */
export const EQUIPMENT_LIST_MAX_LIMIT = 1000;

const MAX_ID = 2_147_483_647;

/** A database id from a GraphQL ID, or null when it cannot be one. */
function parseId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const inputError = (message: string, field?: string) => badInput(message, field);

interface Scope {
  viewer: UserRecord;
  visibility: LibraryVisibility;
  /** The customer whose libraries a model must be unique among (null: built-in). */
  ownerId: number | null;
}

/**
 * What a request may see: super users every library, others the built-in and shared libraries
 * and their customer's (customerID, when given, must be one the user may see).
 */
function scopeFor(ctx: LibrariesContext, customerID?: string | null): Scope {
  let viewer: UserRecord;
  let ownerId: number | null;
  if (customerID === null || customerID === undefined) {
    viewer = requireViewer(ctx);
    ownerId = viewer.customer?.id ?? null;
  } else {
    viewer = requireCustomer(ctx, customerID);
    ownerId = parseId(customerID);
    if (ownerId === null) throw noAccess();
  }
  const visibility: LibraryVisibility = viewer.isSuper
    ? { kind: 'all' }
    : { kind: 'customer', customerId: ownerId };
  return { viewer, visibility, ownerId };
}

const PROTOCOL_FILTERS: Record<string, TemplateKind> = { modbus: 'modbus', snmp: 'snmp' };

function listFilter(args: QueryEquipmentListCountArgs): LibraryFilter {
  const protocols = (args.filters ?? [])
    .map((filter) => PROTOCOL_FILTERS[filter.trim().toLowerCase()])
    .filter((kind) => kind !== undefined);
  return {
    query: args.query ?? undefined,
    manufacturer: args.manufacturer?.trim() || undefined,
    builtInOnly: args.defaultList ?? false,
    protocols,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Libraries the user may use, sorted by manufacturer and model (spec default page 200). */
export async function equipmentList(
  ctx: LibrariesContext,
  args: QueryEquipmentListArgs,
): Promise<EquipmentLibrary[]> {
  const scope = scopeFor(ctx, args.customerID);
  // The form's remote uniqueness check: the customer's own library for exactly this model.
  const filter: LibraryFilter =
    args.validateModel !== null && args.validateModel !== undefined
      ? { model: { ownerId: scope.ownerId, model: args.validateModel.trim() } }
      : listFilter(args);
  const rows = await createLibrariesRepository(ctx.db).list(scope.visibility, filter, {
    limit: clamp(args.limit ?? EQUIPMENT_LIST_LIMIT, 0, EQUIPMENT_LIST_MAX_LIMIT),
    offset: Math.max(args.offset ?? 0, 0),
  });
  return rows.map((row) => toEquipmentLibrary(row));
}

export async function equipmentListCount(
  ctx: LibrariesContext,
  args: QueryEquipmentListCountArgs,
): Promise<number> {
  const scope = scopeFor(ctx, args.customerID);
  return createLibrariesRepository(ctx.db).count(scope.visibility, listFilter(args));
}

async function loadPoints(
  repo: LibrariesRepository,
  library: LibraryRecord,
  options: {
    query?: string | null | undefined;
    sensors?: { modbus: Map<number, number>; snmp: Map<number, number> };
  } = {},
) {
  const query = options.query ?? undefined;
  const [modbus, snmp] = await Promise.all([
    library.modbusTemplate ? repo.modbusPoints(library.modbusTemplate.id, query) : [],
    library.snmpTemplate ? repo.snmpPoints(library.snmpTemplate.id, query) : [],
  ]);
  return {
    modbus: modbus.map((row) => toModbusPoint(row, options.sensors?.modbus.get(row.id))),
    snmp: snmp.map((row) => toSnmpPoint(row, options.sensors?.snmp.get(row.id))),
  };
}

/** One library the user may see, with its points when asked; null when there is none. */
export async function equipmentLib(
  ctx: LibrariesContext,
  args: QueryEquipmentLibArgs,
): Promise<EquipmentLibrary | null> {
  const scope = scopeFor(ctx, args.customerID);
  const id = parseId(args.equipmentID);
  if (id === null) return null;
  const repo = createLibrariesRepository(ctx.db);
  const library = await repo.find(id, scope.visibility);
  if (!library) return null;
  return toEquipmentLibrary(
    library,
    args.withRegisters ? await loadPoints(repo, library) : undefined,
  );
}

export async function manufacturers(
  ctx: LibrariesContext,
  args: QueryManufacturersArgs,
): Promise<string[]> {
  const scope = scopeFor(ctx, args.customerID);
  return createLibrariesRepository(ctx.db).manufacturers(scope.visibility, args.query ?? undefined);
}

/**
 * A library's points (equipmentID is a library), or with gatewayID an onboarded equipment's
 * library points, each with the sensor that monitors it on that equipment.
 */
export async function registers(
  ctx: LibrariesContext,
  args: QueryRegistersArgs,
): Promise<Registers> {
  const repo = createLibrariesRepository(ctx.db);
  if (args.gatewayID === null || args.gatewayID === undefined) {
    const scope = scopeFor(ctx, args.customerID);
    const id = parseId(args.equipmentID);
    const library = id === null ? null : await repo.find(id, scope.visibility);
    if (!library) throw noAccess();
    const points = await loadPoints(repo, library, { query: args.query });
    return { modbusPoints: points.modbus, snmpPoints: points.snmp };
  }
  if (args.customerID !== null && args.customerID !== undefined) {
    requireCustomer(ctx, args.customerID);
  } else {
    requireViewer(ctx);
  }
  const equipmentId = parseId(args.equipmentID);
  const networkId = parseId(args.gatewayID);
  const device =
    equipmentId === null || networkId === null
      ? null
      : await repo.findEquipment(equipmentId, networkId);
  if (!device) throw noAccess();
  requireCustomer(ctx, device.customerId);
  if (args.customerID && parseId(args.customerID) !== device.customerId) throw noAccess();
  const library = await repo.find(device.libraryId, { kind: 'all' });
  if (!library) throw noAccess();
  const points = await loadPoints(repo, library, {
    query: args.query,
    sensors: await repo.sensorsByPoint(device.id),
  });
  return { modbusPoints: points.modbus, snmpPoints: points.snmp };
}

/** The protocols a library has a template for: Modbus, SNMP or both. */
export async function protocols(
  ctx: LibrariesContext,
  args: QueryProtocolsArgs,
): Promise<ProtocolName[]> {
  const scope = scopeFor(ctx);
  const id = parseId(args.equipmentID);
  const library =
    id === null ? null : await createLibrariesRepository(ctx.db).find(id, scope.visibility);
  if (!library) throw noAccess();
  return libraryProtocols(library);
}

type LibraryFields = z.output<typeof libraryFieldsSchema>;

/** The first field message of a refused input, fields in the given order first. */
function firstError(
  error: z.ZodError,
  order: readonly string[],
): { field: string; message: string } {
  const errors = fieldErrors(error);
  const field =
    order.find((name) => errors[name] !== undefined) ?? Object.keys(errors)[0] ?? 'input';
  return { field, message: errors[field] ?? messages.required };
}

function parseLibraryFields(input: Record<string, unknown>): LibraryFields {
  const parsed = libraryFieldsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { field, message } = firstError(parsed.error, [
    'model',
    'manufacturer',
    'vertivModel',
    'sysObjectID',
  ]);
  throw inputError(`${field}: ${message}`, field);
}

type TemplatePoints =
  { kind: 'modbus'; points: ModbusPointValues[] } | { kind: 'snmp'; points: SnmpPointValues[] };

/**
 * Creates a library with a new template, or (libraryID) gives a library a new template in place
 * of its old one, in one transaction. Replacing is refused while sensors of the library's
 * equipment read points of the old template, since they would lose their points.
 */
async function importTemplate(
  ctx: LibrariesContext,
  args: { customerID: string; libraryID?: string | null | undefined },
  fields: LibraryFields,
  template: TemplatePoints,
): Promise<EquipmentLibrary> {
  const viewer = requireViewer(ctx);
  const customerId = parseId(args.customerID);
  const replacing = args.libraryID !== null && args.libraryID !== undefined;
  const libraryId = replacing ? parseId(args.libraryID) : null;
  if (customerId === null || (replacing && libraryId === null)) throw noAccess();
  const { kind } = template;
  const templateKey = kind === 'modbus' ? 'modbusTemplate' : 'snmpTemplate';
  try {
    const id = await inLibrariesTransaction(ctx.db, async (repo) => {
      const existing = libraryId === null ? null : await repo.find(libraryId, { kind: 'all' });
      if (libraryId !== null) {
        if (!existing) throw noAccess();
        if (existing.customerId === null && !viewer.isSuper) {
          throw accessError(messages.noUpdateLibraries, 'FORBIDDEN');
        }
        if (existing.customerId !== null && existing.customerId !== customerId) throw noAccess();
      }
      const ownerId = existing ? existing.customerId : customerId;
      if (await repo.modelTaken(ownerId, fields.model, existing?.id)) {
        throw inputError(messages.libraryModelTaken(fields.model), 'model');
      }
      const oldTemplate = existing?.[templateKey] ?? null;
      if (existing && oldTemplate) {
        const dependent = await repo.countLibrarySensorsOnTemplate(
          kind,
          oldTemplate.id,
          existing.id,
        );
        if (dependent > 0) {
          throw inputError(
            messages.sensorsDependOnRegister(dependent, kind === 'snmp' ? 'OID' : 'register'),
          );
        }
      }
      const name = `${fields.manufacturer} ${fields.model}`;
      const templateId =
        template.kind === 'modbus'
          ? await repo.createModbusTemplate(name, ownerId, template.points)
          : await repo.createSnmpTemplate(name, ownerId, template.points);
      const values = {
        model: fields.model,
        manufacturer: fields.manufacturer,
        ...(fields.vertivModel === undefined ? {} : { vertivModel: fields.vertivModel }),
        ...(fields.sysObjectID === undefined ? {} : { sysObjectId: fields.sysObjectID }),
        ...(kind === 'modbus' ? { modbusTemplateId: templateId } : { snmpTemplateId: templateId }),
      };
      if (!existing) return repo.createLibrary({ customerId: ownerId, ...values });
      await repo.updateLibrary(existing.id, values);
      if (oldTemplate) await repo.deleteTemplateIfUnused(kind, oldTemplate.id);
      return existing.id;
    });
    const repo = createLibrariesRepository(ctx.db);
    const library = await repo.find(id, { kind: 'all' });
    if (!library) throw new Error(`library ${id} vanished after its import`);
    return toEquipmentLibrary(library, await loadPoints(repo, library));
  } catch (error) {
    // Two imports of one model at once: the unique index decides, with the form's message.
    if (isUniqueViolation(error)) {
      throw inputError(messages.libraryModelTaken(fields.model), 'model');
    }
    throw error;
  }
}

const requireImportPermission = (ctx: LibrariesContext, customerID: string, libraryID: unknown) =>
  libraryID === null || libraryID === undefined
    ? requirePermission(ctx, customerID, 'cl', messages.noCreateLibraries)
    : requirePermission(ctx, customerID, 'ul', messages.noUpdateLibraries);

/** Creates a library (permission cl) or replaces a library's SNMP template (ul) from OIDs. */
export async function importEquipmentTemplateSnmp(
  ctx: LibrariesContext,
  args: MutationImportEquipmentTemplateSnmpArgs,
): Promise<EquipmentLibrary> {
  requireImportPermission(ctx, args.customerID, args.libraryID);
  const fields = parseLibraryFields(args);
  if (args.oids.length === 0) throw inputError(`oids: ${messages.required}`, 'oids');
  const points = args.oids.map((oid, index) => {
    const parsed = snmpRegisterSchema.safeParse(oid);
    if (parsed.success) return toSnmpPointValues(parsed.data);
    const { field, message } = firstError(parsed.error, ['oid', 'name']);
    throw inputError(`OID ${index + 1}: ${field}: ${message}`, `oids.${index}.${field}`);
  });
  return importTemplate(ctx, args, fields, { kind: 'snmp', points });
}

/** Creates a library (permission cl) or replaces a library's Modbus template (ul) from CSV. */
export async function importModbusTemplateCsv(
  ctx: LibrariesContext,
  args: MutationImportModbusTemplateCsvArgs,
): Promise<EquipmentLibrary> {
  requireImportPermission(ctx, args.customerID, args.libraryID);
  const fields = parseLibraryFields(args);
  const parsed = parseModbusTemplateCsv(args.csv);
  if (!parsed.ok) throw inputError(parsed.error, 'csv');
  return importTemplate(ctx, args, fields, {
    kind: 'modbus',
    points: parsed.points.map(toModbusPointValues),
  });
}
