import {
  EQUIPMENT_LIST_LIMIT,
  conditionsFitStates,
  dynamicOidLabelsSchema,
  fieldErrors,
  libraryFieldsSchema,
  libraryMetaListSchema,
  messages,
  modbusRegisterSchema,
  modbusTemplateCsvMessages,
  parseModbusTemplateCsv,
  snmpRegisterSchema,
} from '@vigil/domain';
import type {
  LibraryMetaEntry,
  LibraryMetaInput,
  ModbusRegister,
  ProtocolName,
} from '@vigil/domain';
import { z } from 'zod';
import {
  requireCustomer,
  requireOwnLibraryPart,
  requirePermission,
  requireUsableTemplate,
  requireViewer,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type {
  EquipmentLibrary,
  ModbusPoint,
  ModbusRegisterInput,
  MutationAddEquipmentListArgs,
  MutationAddModbusTemplateArgs,
  MutationDeleteEquipmentLibArgs,
  MutationDeleteModbusRegisterArgs,
  MutationDeleteSnmpRegisterArgs,
  MutationEditEquipmentLibArgs,
  MutationEditModbusRegisterArgs,
  MutationEditSnmpRegisterArgs,
  MutationImportEquipmentTemplateSnmpArgs,
  MutationImportModbusTemplateCsvArgs,
  QueryEquipmentLibArgs,
  QueryEquipmentListArgs,
  QueryEquipmentListCountArgs,
  QueryManufacturersArgs,
  QueryProtocolsArgs,
  QueryRegistersArgs,
  Registers,
  SnmpPoint,
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
  LibraryListScope,
  LibraryRecord,
  LibraryValues,
  LibraryVisibility,
  ModbusPointValues,
  SnmpPointValues,
  TemplateKind,
} from './libraries.repository.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badInput, firstIssue, inUse, noAccess, notFound } from '../../graphql/errors.js';

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
const ALL_PROTOCOLS: readonly TemplateKind[] = ['modbus', 'snmp'];

/**
 * The list equipmentList's flags ask for (its SDL states them), or null for none: a user of no
 * customer owns no library, while a super user's own are the built-in ones.
 */
function listFilter(args: QueryEquipmentListCountArgs, scope: Scope): LibraryFilter | null {
  let listScope: LibraryListScope;
  if (args.allLists || args.allTemplateLists) {
    listScope = { kind: 'usable' };
  } else if (args.defaultList || args.defaultTemplateList) {
    listScope = { kind: 'builtInAndShared', exceptOwnerId: scope.ownerId };
  } else if (scope.ownerId !== null || scope.viewer.isSuper) {
    listScope = { kind: 'own', ownerId: scope.ownerId };
  } else {
    return null;
  }
  const filtered = (args.filters ?? [])
    .map((filter) => PROTOCOL_FILTERS[filter.trim().toLowerCase()])
    .filter((kind) => kind !== undefined);
  // Template lists hold libraries with a template: of the filtered protocols, or of any.
  const templateList = Boolean(args.allTemplateLists || args.defaultTemplateList);
  return {
    query: args.query ?? undefined,
    manufacturer: args.manufacturer?.trim() || undefined,
    scope: listScope,
    hideArchived: !args.archived,
    protocols: filtered.length === 0 && templateList ? ALL_PROTOCOLS : filtered,
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * One list of the libraries the user may use, sorted by manufacturer and model (spec default
 * page 200).
 */
export async function equipmentList(
  ctx: LibrariesContext,
  args: QueryEquipmentListArgs,
): Promise<EquipmentLibrary[]> {
  const scope = scopeFor(ctx, args.customerID);
  // The form's remote uniqueness check: the customer's own library for exactly this model,
  // archived or not.
  const filter: LibraryFilter | null =
    args.validateModel !== null && args.validateModel !== undefined
      ? { model: { ownerId: scope.ownerId, model: args.validateModel.trim() } }
      : listFilter(args, scope);
  if (filter === null) return [];
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
  const filter = listFilter(args, scope);
  return filter === null ? 0 : createLibrariesRepository(ctx.db).count(scope.visibility, filter);
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

/** An id argument that must name a row; anything else is a row the user cannot see. */
function requireId(value: string): number {
  const id = parseId(value);
  if (id === null) throw noAccess();
  return id;
}

const pointKind = (kind: TemplateKind) => (kind === 'snmp' ? 'OID' : 'register');

const sensorsDependOn = (count: number, kind: TemplateKind) =>
  inUse(messages.sensorsDependOnRegister(count, pointKind(kind)), count);

/** Refuses to drop a template's points while view templates read any of them. */
async function requireNoViewTemplatesOn(
  repo: LibrariesRepository,
  kind: TemplateKind,
  templateId: number,
) {
  const templates = await repo.countViewTemplatesOnPoints(kind, { templateId });
  if (templates > 0) throw inUse(messages.viewTemplatesReadTemplate(templates), templates);
}

type TemplatePoints =
  { kind: 'modbus'; points: ModbusPointValues[] } | { kind: 'snmp'; points: SnmpPointValues[] };

/**
 * Creates a library with a new template, or (libraryID) gives a library a new template in place
 * of its old one, in one transaction; `fields` null keeps the library's own fields. Replacing is
 * refused while sensors of the library's equipment read points of the old template, since they
 * would lose their points; so no gateway polls the old points for it, and no gateway's config
 * changes.
 */
async function importTemplate(
  ctx: LibrariesContext,
  args: { customerID: string; libraryID?: string | null | undefined },
  fields: LibraryFields | null,
  template: TemplatePoints,
): Promise<EquipmentLibrary> {
  const customerId = requireId(args.customerID);
  const libraryId =
    args.libraryID === null || args.libraryID === undefined ? null : requireId(args.libraryID);
  // A library to fill must be the customer's own (super users may fill a built-in one).
  const ownerId =
    libraryId === null
      ? customerId
      : await requireOwnLibraryPart(
          ctx,
          'library',
          libraryId,
          customerId,
          messages.noUpdateLibraries,
        );
  const { kind } = template;
  const templateKey = kind === 'modbus' ? 'modbusTemplate' : 'snmpTemplate';
  const model = fields?.model;
  try {
    const id = await inLibrariesTransaction(ctx.db, async (repo) => {
      const existing = libraryId === null ? null : await repo.find(libraryId, { kind: 'all' });
      if (libraryId !== null && !existing) throw noAccess();
      if (model !== undefined && (await repo.modelTaken(ownerId, model, existing?.id))) {
        throw inputError(messages.libraryModelTaken(model), 'model');
      }
      const oldTemplate = existing?.[templateKey] ?? null;
      if (existing && oldTemplate) {
        const dependent = await repo.countLibrarySensorsOnTemplate(
          kind,
          oldTemplate.id,
          existing.id,
        );
        if (dependent > 0) throw sensorsDependOn(dependent, kind);
        await requireNoViewTemplatesOn(repo, kind, oldTemplate.id);
      }
      // A new library is named by its fields (only a library to fill may come without).
      const named = fields ?? existing;
      if (!named) throw new Error('a new library needs its fields');
      const name = `${named.manufacturer} ${named.model}`;
      const templateId =
        template.kind === 'modbus'
          ? await repo.createModbusTemplate(name, ownerId, template.points)
          : await repo.createSnmpTemplate(name, ownerId, template.points);
      const values = {
        ...(fields === null
          ? {}
          : {
              model: fields.model,
              manufacturer: fields.manufacturer,
              ...(fields.vertivModel === undefined ? {} : { vertivModel: fields.vertivModel }),
              ...(fields.sysObjectID === undefined ? {} : { sysObjectId: fields.sysObjectID }),
            }),
        ...(kind === 'modbus' ? { modbusTemplateId: templateId } : { snmpTemplateId: templateId }),
      };
      if (!existing) {
        return repo.createLibrary({
          customerId: ownerId,
          model: named.model,
          manufacturer: named.manufacturer,
          ...values,
        });
      }
      if (!(await repo.updateLibrary(existing.id, values))) throw noAccess();
      if (oldTemplate) await repo.deleteTemplateIfUnused(kind, oldTemplate.id, existing.customerId);
      return existing.id;
    });
    return await libraryWithPoints(ctx, id);
  } catch (error) {
    // Two imports of one model at once: the unique index decides, with the form's message.
    if (model !== undefined && isUniqueViolation(error)) {
      throw inputError(messages.libraryModelTaken(model), 'model');
    }
    throw error;
  }
}

/** A library as the mutations return it: with its points. */
async function libraryWithPoints(ctx: LibrariesContext, id: number): Promise<EquipmentLibrary> {
  const repo = createLibrariesRepository(ctx.db);
  const library = await repo.find(id, { kind: 'all' });
  if (!library) throw notFound(messages.errorUnableToUpdate);
  return toEquipmentLibrary(library, await loadPoints(repo, library));
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

/** A Modbus register as the form and the template page send it (numOfReg for the count). */
type ModbusRegisterFields = Omit<ModbusRegisterInput, 'numOfReg'> & { numOfReg: number };

/** The fields of a Modbus register in the order the form shows them: the first bad one is named. */
const MODBUS_FIELDS = [
  'name',
  'functionCode',
  'startingRegister',
  'numberOfRegisters',
  'dataType',
  'addressOffset',
  'addressDataType',
  'wordOrder',
  'unit',
  'multiplier',
  'offset',
  'mask',
  'greenTo',
  'yellowTo',
  'redTo',
  'states',
  'conditions',
];
const SNMP_FIELDS = [
  'oid',
  'name',
  'unit',
  'renamedUnit',
  'multiplier',
  'offset',
  'strMask',
  'greenTo',
  'yellowTo',
  'redTo',
  'states',
  'conditions',
];

/** The API's name of a register field: the count is sent as numOfReg. */
const apiField = (field: string) => (field === 'numberOfRegisters' ? 'numOfReg' : field);

/** A register validated with the domain's schema, or its first bad field and message. */
function readModbusRegister(
  input: ModbusRegisterFields,
): { point: ModbusRegister } | { field: string; message: string } {
  const { numOfReg, ...rest } = input;
  const parsed = modbusRegisterSchema.safeParse({ ...rest, numberOfRegisters: numOfReg });
  if (!parsed.success) {
    const { field, message } = firstError(parsed.error, MODBUS_FIELDS);
    return { field: apiField(field), message };
  }
  // The mask is applied as an unsigned bit pattern; the import's rule (modbusTemplateCsv).
  const { mask } = parsed.data;
  if (mask !== undefined && (!Number.isInteger(mask) || mask < 0)) {
    return { field: 'mask', message: modbusTemplateCsvMessages.invalidMask };
  }
  return { point: parsed.data };
}

/**
 * The conditions an edit stores: those given (no more than the point's states), or, when absent,
 * those stored. The schema reads an empty list as none, so a given [] clears them.
 */
function editedConditions(
  given: readonly string[] | null | undefined,
  point: { states?: readonly string[] | undefined; conditions?: readonly string[] | undefined },
  stored: readonly string[],
): string[] {
  if (given === null || given === undefined) return [...stored];
  const conditions = [...(point.conditions ?? [])];
  if (!conditionsFitStates(point.states ?? [], conditions)) {
    throw inputError(`conditions: ${messages.conditionPerState}`, 'conditions');
  }
  return conditions;
}

/** Whether a byte order was given: absent, null and blank keep what is stored. */
const wordOrderGiven = (wordOrder: string | null | undefined): wordOrder is string =>
  wordOrder !== null && wordOrder !== undefined && wordOrder.trim() !== '';

/** Optional library fields: absent or null keeps what is stored; a blank revision clears it. */
function optionalLibraryFields(args: {
  revision?: string | null | undefined;
  tags?: readonly string[] | null | undefined;
}): Pick<LibraryValues, 'revision' | 'tags'> {
  const revision = args.revision?.trim();
  return {
    ...(args.revision === null || args.revision === undefined
      ? {}
      : { revision: revision ? revision : null }),
    ...(args.tags === null || args.tags === undefined
      ? {}
      : { tags: [...new Set(args.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))] }),
  };
}

/** The template ids an add or edit gives a library, checked usable by its owner. */
async function templateChoice(
  ctx: LibrariesContext,
  args: { modbusTemplateID?: string | null; snmpTemplateID?: string | null },
  ownerId: number | null,
): Promise<Partial<Record<TemplateKind, number>>> {
  const chosen: Partial<Record<TemplateKind, number>> = {};
  for (const [kind, value] of [
    ['modbus', args.modbusTemplateID],
    ['snmp', args.snmpTemplateID],
  ] as const) {
    if (value === null || value === undefined) continue;
    const id = requireId(value);
    await requireUsableTemplate(ctx, kind, id, ownerId);
    chosen[kind] = id;
  }
  return chosen;
}

/** The variable labels and facts an edit gives, each checked whole; absent ones are kept. */
const libraryExtrasSchema = z.object({
  dynamicOIDLabels: dynamicOidLabelsSchema.nullish(),
  metaList: libraryMetaListSchema.nullish(),
});

/**
 * The facts as stored: an entry keeps the id it was given when the library has it, new ones are
 * numbered after the highest.
 */
function withMetaIds(list: readonly LibraryMetaInput[], stored: readonly LibraryMetaEntry[]) {
  const known = new Set(stored.map((entry) => entry.id));
  let next = Math.max(0, ...stored.map((entry) => Number(entry.id) || 0));
  return list.map(({ id, ...entry }): LibraryMetaEntry => ({
    ...entry,
    id: id !== null && known.has(id) ? id : String(++next),
  }));
}

const sameMetaOids = (a: readonly LibraryMetaEntry[], b: readonly LibraryMetaEntry[]) =>
  a.map((entry) => entry.oid).join(' ') === b.map((entry) => entry.oid).join(' ');

/** The model's remote uniqueness check as a refusal, with the form's message. */
const modelTakenError = (model: string) => inputError(messages.libraryModelTaken(model), 'model');

/**
 * Creates one of the customer's libraries (permission cl): model and manufacturer required, the
 * model new among the customer's libraries, templates built-in or the customer's own.
 */
export async function addEquipmentList(
  ctx: LibrariesContext,
  args: MutationAddEquipmentListArgs,
): Promise<EquipmentLibrary> {
  requirePermission(ctx, args.customerID, 'cl', messages.noCreateLibraries);
  const customerId = requireId(args.customerID);
  const fields = parseLibraryFields({ model: args.model, manufacturer: args.manufacturer });
  const templates = await templateChoice(ctx, args, customerId);
  try {
    const id = await inLibrariesTransaction(ctx.db, async (repo) => {
      if (await repo.modelTaken(customerId, fields.model)) throw modelTakenError(fields.model);
      return repo.createLibrary({
        customerId,
        model: fields.model,
        manufacturer: fields.manufacturer,
        ...optionalLibraryFields(args),
        modbusTemplateId: templates.modbus ?? null,
        snmpTemplateId: templates.snmp ?? null,
      });
    });
    return await libraryWithPoints(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw modelTakenError(fields.model);
    throw error;
  }
}

/**
 * Edits a library of the customer's own (permission ul): its model (unique among the owner's
 * libraries, unless unchanged), manufacturer, revision and tags, and, when given, its templates.
 * A template is not swapped while sensors of the library's equipment read the old one.
 */
export async function editEquipmentLib(
  ctx: LibrariesContext,
  args: MutationEditEquipmentLibArgs,
): Promise<EquipmentLibrary> {
  requirePermission(ctx, args.customerID, 'ul', messages.noUpdateLibraries);
  const customerId = requireId(args.customerID);
  const libraryId = requireId(args.id);
  const fields = parseLibraryFields({ model: args.model, manufacturer: args.manufacturer });
  const extras = libraryExtrasSchema.safeParse(args);
  if (!extras.success) throw firstIssue(extras.error);
  const labels = extras.data.dynamicOIDLabels ?? undefined;
  const meta = extras.data.metaList ?? undefined;
  const ownerId = await requireOwnLibraryPart(
    ctx,
    'library',
    libraryId,
    customerId,
    messages.noUpdateLibraries,
  );
  const templates = await templateChoice(ctx, args, ownerId);
  try {
    await inLibrariesTransaction(ctx.db, async (repo) => {
      const existing = await repo.find(libraryId, { kind: 'all' });
      if (!existing) throw notFound(messages.errorUnableToUpdate);
      if (
        fields.model !== existing.model &&
        (await repo.modelTaken(ownerId, fields.model, existing.id))
      ) {
        throw modelTakenError(fields.model);
      }
      const replaced: { kind: TemplateKind; id: number }[] = [];
      for (const kind of ['modbus', 'snmp'] as const) {
        const old = kind === 'modbus' ? existing.modbusTemplate : existing.snmpTemplate;
        const next = templates[kind];
        if (next === undefined || !old || old.id === next) continue;
        const dependent = await repo.countLibrarySensorsOnTemplate(kind, old.id, existing.id);
        if (dependent > 0) throw sensorsDependOn(dependent, kind);
        await requireNoViewTemplatesOn(repo, kind, old.id);
        replaced.push({ kind, id: old.id });
      }
      const metaList = meta === undefined ? undefined : withMetaIds(meta, existing.metaList);
      const updated = await repo.updateLibrary(existing.id, {
        model: fields.model,
        manufacturer: fields.manufacturer,
        ...optionalLibraryFields(args),
        ...(labels === undefined ? {} : { dynamicOidLabels: labels }),
        ...(metaList === undefined ? {} : { metaList }),
        ...(templates.modbus === undefined ? {} : { modbusTemplateId: templates.modbus }),
        ...(templates.snmp === undefined ? {} : { snmpTemplateId: templates.snmp }),
      });
      if (!updated) throw notFound(messages.errorUnableToUpdate);
      for (const old of replaced) await repo.deleteTemplateIfUnused(old.kind, old.id, ownerId);
      // The facts are read by the gateways: they fetch the library's new list.
      if (metaList !== undefined && !sameMetaOids(metaList, existing.metaList)) {
        await repo.bumpGatewaysUsingLibrary(existing.id);
      }
    });
    return await libraryWithPoints(ctx, libraryId);
  } catch (error) {
    if (isUniqueViolation(error)) throw modelTakenError(fields.model);
    throw error;
  }
}

/**
 * Deletes a library of the customer's own (permission dl) with its own templates and their
 * points; refused with messages.unableToDeleteTemplate while any equipment uses it.
 */
export async function deleteEquipmentLib(
  ctx: LibrariesContext,
  args: MutationDeleteEquipmentLibArgs,
): Promise<boolean> {
  requirePermission(ctx, args.customerID, 'dl', messages.noDeleteLibraries);
  const customerId = requireId(args.customerID);
  const libraryId = requireId(args.id);
  const ownerId = await requireOwnLibraryPart(
    ctx,
    'library',
    libraryId,
    customerId,
    messages.noDeleteLibraries,
  );
  await inLibrariesTransaction(ctx.db, async (repo) => {
    // Locked first: equipment onboarded with it meanwhile waits, then finds it gone.
    if (!(await repo.lockLibrary(libraryId))) throw noAccess();
    const users = await repo.countEquipmentOfLibrary(libraryId);
    if (users > 0) throw inUse(messages.unableToDeleteTemplate, users);
    const templates = await repo.countViewTemplatesOfLibrary(libraryId);
    if (templates > 0) throw inUse(messages.unableToDeleteTemplate, templates);
    const library = await repo.find(libraryId, { kind: 'all' });
    await repo.deleteLibrary(libraryId);
    // Templates other libraries use, or another owner's (a built-in one), are kept.
    if (library?.modbusTemplate) {
      await repo.deleteTemplateIfUnused('modbus', library.modbusTemplate.id, ownerId);
    }
    if (library?.snmpTemplate) {
      await repo.deleteTemplateIfUnused('snmp', library.snmpTemplate.id, ownerId);
    }
  });
  return true;
}

/**
 * Creates or replaces the Modbus template of a library of the customer's own (permission ul)
 * from the Add Modbus Template page's rows: every row valid, or nothing is written.
 */
export async function addModbusTemplate(
  ctx: LibrariesContext,
  args: MutationAddModbusTemplateArgs,
): Promise<EquipmentLibrary> {
  requirePermission(ctx, args.customerID, 'ul', messages.noUpdateLibraries);
  if (args.registers.length === 0) {
    throw inputError(`registers: ${messages.required}`, 'registers');
  }
  const points = args.registers.map((register, index) => {
    const read = readModbusRegister(register);
    if ('point' in read) return toModbusPointValues(read.point);
    throw inputError(
      `Register ${index + 1}: ${read.field}: ${read.message}`,
      `registers.${index}.${read.field}`,
    );
  });
  return importTemplate(ctx, args, null, { kind: 'modbus', points });
}

/**
 * Edits one Modbus register of a library of the customer's own (permission ul) and returns the
 * template's points. Absent fields take their defaults, as the form sends them all, except the
 * byte order and the state conditions, which are kept when not given. Gateways polling the
 * template fetch their config again, so the next readings use it.
 */
export async function editModbusRegister(
  ctx: LibrariesContext,
  args: MutationEditModbusRegisterArgs,
): Promise<ModbusPoint[]> {
  requirePermission(ctx, args.customerID, 'ul', messages.noUpdateLibraries);
  const customerId = requireId(args.customerID);
  const pointId = requireId(args.id);
  const { id: _id, customerID: _customerID, ...register } = args;
  const read = readModbusRegister(register);
  if (!('point' in read)) throw inputError(`${read.field}: ${read.message}`, read.field);
  await requireOwnLibraryPart(ctx, 'modbusPoint', pointId, customerId, messages.noUpdateLibraries);
  const templateId = await inLibrariesTransaction(ctx.db, async (repo) => {
    const stored = await repo.lockModbusPoint(pointId);
    if (!stored) throw notFound(messages.errorUnableToUpdate);
    await repo.updateModbusPoint(pointId, {
      ...toModbusPointValues(read.point),
      wordOrder: wordOrderGiven(args.wordOrder) ? read.point.wordOrder : stored.wordOrder,
      conditions: editedConditions(args.conditions, read.point, stored.conditions),
    });
    await repo.bumpGatewaysUsingTemplate('modbus', stored.templateId);
    return stored.templateId;
  });
  const rows = await createLibrariesRepository(ctx.db).modbusPoints(templateId);
  return rows.map((row) => toModbusPoint(row));
}

/**
 * Edits one OID of a library of the customer's own (permission ul) and returns the template's
 * points; like editModbusRegister, absent state conditions are kept and gateways are told.
 */
export async function editSnmpRegister(
  ctx: LibrariesContext,
  args: MutationEditSnmpRegisterArgs,
): Promise<SnmpPoint[]> {
  requirePermission(ctx, args.customerID, 'ul', messages.noUpdateLibraries);
  const customerId = requireId(args.customerID);
  const pointId = requireId(args.id);
  const { id: _id, customerID: _customerID, ...register } = args;
  const parsed = snmpRegisterSchema.safeParse(register);
  if (!parsed.success) {
    const { field, message } = firstError(parsed.error, SNMP_FIELDS);
    throw inputError(`${field}: ${message}`, field);
  }
  await requireOwnLibraryPart(ctx, 'snmpPoint', pointId, customerId, messages.noUpdateLibraries);
  const templateId = await inLibrariesTransaction(ctx.db, async (repo) => {
    const stored = await repo.lockSnmpPoint(pointId);
    if (!stored) throw notFound(messages.errorUnableToUpdate);
    await repo.updateSnmpPoint(pointId, {
      ...toSnmpPointValues(parsed.data),
      conditions: editedConditions(args.conditions, parsed.data, stored.conditions),
    });
    await repo.bumpGatewaysUsingTemplate('snmp', stored.templateId);
    return stored.templateId;
  });
  const rows = await createLibrariesRepository(ctx.db).snmpPoints(templateId);
  return rows.map((row) => toSnmpPoint(row));
}

/**
 * Deletes a point of a library of the customer's own (permission ul); refused while sensors, of
 * any equipment, read it (every sensor row is an active one: deleting a sensor removes its row).
 */
async function deleteRegister(
  ctx: LibrariesContext,
  args: MutationDeleteModbusRegisterArgs,
  kind: TemplateKind,
): Promise<boolean> {
  requirePermission(ctx, args.customerID, 'ul', messages.noUpdateLibraries);
  const customerId = requireId(args.customerID);
  const pointId = requireId(args.id);
  const part = kind === 'modbus' ? 'modbusPoint' : 'snmpPoint';
  await requireOwnLibraryPart(ctx, part, pointId, customerId, messages.noUpdateLibraries);
  await inLibrariesTransaction(ctx.db, async (repo) => {
    // Locked first: a sensor added on it meanwhile waits, then finds it gone.
    const stored =
      kind === 'modbus' ? await repo.lockModbusPoint(pointId) : await repo.lockSnmpPoint(pointId);
    if (!stored) throw noAccess();
    const dependent = await repo.countSensorsOnPoint(kind, pointId);
    if (dependent > 0) throw sensorsDependOn(dependent, kind);
    const templates = await repo.countViewTemplatesOnPoints(kind, { pointId });
    if (templates > 0) {
      throw inUse(messages.viewTemplatesReadRegister(templates, pointKind(kind)), templates);
    }
    await repo.deletePoint(kind, pointId);
  });
  return true;
}

export const deleteModbusRegister = (
  ctx: LibrariesContext,
  args: MutationDeleteModbusRegisterArgs,
): Promise<boolean> => deleteRegister(ctx, args, 'modbus');

export const deleteSnmpRegister = (
  ctx: LibrariesContext,
  args: MutationDeleteSnmpRegisterArgs,
): Promise<boolean> => deleteRegister(ctx, args, 'snmp');
