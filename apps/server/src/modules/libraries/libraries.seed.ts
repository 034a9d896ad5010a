import { isDeepStrictEqual } from 'node:util';
import {
  fieldErrors,
  modbusRegisterSchema,
  optionalText,
  registerCount,
  snmpRegisterSchema,
  libraryFieldsSchema,
  dynamicOidLabelsSchema,
  libraryMetaListSchema,
} from '@vigil/domain';
import type { DynamicOidLabel, EquipmentMetaKind, ModbusDataType, WordOrder } from '@vigil/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { toModbusPointValues, toSnmpPointValues } from './libraries.mapping.js';
import { inLibrariesTransaction } from './libraries.repository.js';
import type {
  LibrariesRepository,
  LibraryRecord,
  LibraryValues,
  ModbusPointValues,
  SnmpPointValues,
  TemplateKind,
} from './libraries.repository.js';

interface BuiltInThresholds {
  greenTo?: number;
  yellowTo?: number;
  redTo?: number;
  states?: readonly string[];
  /** Per state: Normal, Warning or Alarm. */
  conditions?: readonly string[];
  alarmOnly?: boolean;
}

/** A Modbus point of a built-in library; the register count defaults to the data type's. */
export interface BuiltInModbusPoint extends BuiltInThresholds {
  name: string;
  functionCode: number;
  startingRegister: number;
  numberOfRegisters?: number;
  dataType: ModbusDataType;
  addressOffset?: number;
  addressDataType?: string;
  multiplier?: number;
  offset?: number;
  unit?: string;
  mask?: number;
  wordOrder?: WordOrder;
}

export interface BuiltInSnmpPoint extends BuiltInThresholds {
  oid: string;
  name: string;
  unit?: string;
  renamedUnit?: string;
  multiplier?: number;
  offset?: number;
  strMask?: string;
}

/** A model Vigil ships (customerId null), matched by model case-insensitively. */
export interface BuiltInLibraryDefinition {
  manufacturer: string;
  model: string;
  revision?: string;
  tags?: readonly string[];
  vertivModel?: string;
  sysObjectID?: string;
  modbusPoints?: readonly BuiltInModbusPoint[];
  snmpPoints?: readonly BuiltInSnmpPoint[];
  /** Labels of the variables its OIDs use. */
  dynamicOIDLabels?: readonly DynamicOidLabel[];
  /** Device facts SNMP gateways read into its equipment's asset data. */
  metaList?: readonly {
    oid: string;
    type: EquipmentMetaKind;
    label?: string;
    values?: readonly string[];
  }[];
}

type BuiltInLibraryValues = Required<Omit<LibraryValues, 'modbusTemplateId' | 'snmpTemplateId'>>;

const libraryDefinitionSchema = libraryFieldsSchema
  .extend({
    revision: optionalText(),
    tags: z.array(z.string().trim()).default([]),
    dynamicOIDLabels: dynamicOidLabelsSchema.default([]),
    metaList: libraryMetaListSchema.default([]),
  })
  .transform((definition): BuiltInLibraryValues => ({
    customerId: null,
    manufacturer: definition.manufacturer,
    model: definition.model,
    revision: definition.revision ?? null,
    tags: definition.tags,
    vertivModel: definition.vertivModel ?? null,
    sysObjectId: definition.sysObjectID ?? null,
    dynamicOidLabels: definition.dynamicOIDLabels,
    metaList: definition.metaList.map((entry, i) => ({ ...entry, id: String(i + 1) })),
  }));

function libraryChanged(library: LibraryRecord, values: BuiltInLibraryValues): boolean {
  return (
    library.manufacturer !== values.manufacturer ||
    library.model !== values.model ||
    library.revision !== values.revision ||
    library.vertivModel !== values.vertivModel ||
    library.sysObjectId !== values.sysObjectId ||
    !sameStoredValue(library.tags, values.tags) ||
    // jsonb gives keys back in its own order: compared as values.
    !isDeepStrictEqual(library.dynamicOidLabels, values.dynamicOidLabels) ||
    !isDeepStrictEqual(library.metaList, values.metaList)
  );
}

function validated<T extends z.ZodType>(schema: T, input: unknown, where: string): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [field, message] = Object.entries(fieldErrors(parsed.error))[0] ?? ['', ''];
  throw new Error(`${where}: ${field}: ${message}`);
}

/** Equal as stored: arrays (tags, states) item by item, anything else by value. */
function sameStoredValue(stored: unknown, wanted: unknown): boolean {
  if (Array.isArray(stored) && Array.isArray(wanted)) {
    return stored.length === wanted.length && stored.every((item, i) => item === wanted[i]);
  }
  return stored === wanted;
}

interface PointOps<V> {
  load(): Promise<(V & { id: number; position: number })[]>;
  insert(position: number, values: V): Promise<void>;
  update(id: number, position: number, values: V): Promise<unknown>;
}

/**
 * Brings a template's points to the wanted list without disturbing sensors: points are matched
 * by key (Modbus name, SNMP OID) and updated in place, so sensors keep their point; new ones are
 * inserted; points no longer wanted are deleted unless a sensor reads them. Nothing is written
 * when nothing differs. Returns whether a point was updated in place (sensors may read it).
 */
async function syncPoints<V extends object>(
  repo: LibrariesRepository,
  kind: TemplateKind,
  wanted: readonly V[],
  keyOf: (point: V) => string,
  ops: PointOps<V>,
): Promise<boolean> {
  let updated = false;
  const unmatched = await ops.load();
  for (const [position, values] of wanted.entries()) {
    const index = unmatched.findIndex((row) => keyOf(row) === keyOf(values));
    const row = index === -1 ? undefined : unmatched.splice(index, 1)[0];
    if (!row) {
      await ops.insert(position, values);
      continue;
    }
    const changed =
      row.position !== position ||
      Object.entries(values).some(
        ([key, value]) => !sameStoredValue((row as Record<string, unknown>)[key], value),
      );
    if (changed) {
      await ops.update(row.id, position, values);
      updated = true;
    }
  }
  const leftover = unmatched.map((row) => row.id);
  const kept = new Set(await repo.pointsReadBySensors(kind, leftover));
  await repo.deletePoints(
    kind,
    leftover.filter((id) => !kept.has(id)),
  );
  return updated;
}

async function syncTemplate(
  repo: LibrariesRepository,
  library: LibraryRecord,
  name: string,
  wanted:
    | { kind: 'modbus'; points: ModbusPointValues[] | undefined }
    | { kind: 'snmp'; points: SnmpPointValues[] | undefined },
): Promise<void> {
  const current = wanted.kind === 'modbus' ? library.modbusTemplate : library.snmpTemplate;
  const column = wanted.kind === 'modbus' ? 'modbusTemplateId' : 'snmpTemplateId';
  if (!wanted.points?.length) {
    if (!current) return;
    await repo.updateLibrary(library.id, { [column]: null });
    // Kept while sensors still read it; they go on working.
    await repo.deleteTemplateIfUnused(wanted.kind, current.id);
    return;
  }
  if (!current) {
    const templateId =
      wanted.kind === 'modbus'
        ? await repo.createModbusTemplate(name, null, wanted.points)
        : await repo.createSnmpTemplate(name, null, wanted.points);
    await repo.updateLibrary(library.id, { [column]: templateId });
    return;
  }
  const updated =
    wanted.kind === 'modbus'
      ? await syncPoints(repo, 'modbus', wanted.points, (point) => point.name, {
          load: () => repo.modbusPoints(current.id),
          insert: (position, values) => repo.insertModbusPoint(current.id, position, values),
          update: (id, position, values) => repo.updateModbusPoint(id, { ...values, position }),
        })
      : await syncPoints(repo, 'snmp', wanted.points, (point) => point.oid, {
          load: () => repo.snmpPoints(current.id),
          insert: (position, values) => repo.insertSnmpPoint(current.id, position, values),
          update: (id, position, values) => repo.updateSnmpPoint(id, { ...values, position }),
        });
  // Gateways polling these points with the old scaling fetch their config again.
  if (updated) await repo.bumpGatewaysUsingTemplate(wanted.kind, current.id);
}

/**
 * Creates or brings up to date Vigil's built-in libraries (no owner) from plain definitions, in
 * one transaction; libraries not in the list are left alone. Running it again with the same
 * definitions writes nothing. Returns each library's id by model as given.
 */
export async function seedBuiltInLibraries(
  db: Database,
  definitions: readonly BuiltInLibraryDefinition[],
): Promise<Record<string, number>> {
  const prepared = definitions.map((definition) => {
    const where = `Built-in library ${definition.model}`;
    const values = validated(libraryDefinitionSchema, definition, where);
    return {
      values,
      modbus: definition.modbusPoints?.map((point, index) =>
        toModbusPointValues(
          validated(
            modbusRegisterSchema,
            { numberOfRegisters: registerCount(point.dataType), ...point },
            `${where}, Modbus point ${index + 1}`,
          ),
        ),
      ),
      snmp: definition.snmpPoints?.map((point, index) =>
        toSnmpPointValues(
          validated(snmpRegisterSchema, point, `${where}, SNMP point ${index + 1}`),
        ),
      ),
    };
  });

  return inLibrariesTransaction(db, async (repo) => {
    await repo.lockBuiltInSeeding();
    const ids: Record<string, number> = {};
    for (const { values, modbus, snmp } of prepared) {
      const name = `${values.manufacturer} ${values.model}`;
      let library = await repo.findBuiltInByModel(values.model);
      if (!library) {
        const id = await repo.createLibrary(values);
        library = await repo.find(id, { kind: 'all' });
        if (!library) throw new Error(`built-in library ${values.model} vanished`);
      } else if (libraryChanged(library, values)) {
        await repo.updateLibrary(library.id, values);
      }
      await syncTemplate(repo, library, name, { kind: 'modbus', points: modbus });
      await syncTemplate(repo, library, name, { kind: 'snmp', points: snmp });
      ids[values.model] = library.id;
    }
    return ids;
  });
}
