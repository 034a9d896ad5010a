import { escapeLike } from '../../db/escapeLike.js';
import {
  aliasedTable,
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { chunk, type DynamicOidLabel, type LibraryMetaEntry } from '@vigil/domain';
import type { Database } from '../../db/client.js';
import { bumpConfigRevision } from '../gateways/gateways.repository.js';
import {
  accounts,
  equipment,
  equipmentLibraries,
  modbusPoints,
  modbusTemplates,
  sensors,
  snmpPoints,
  snmpTemplates,
  templateEquipment,
  templateWidgetRegisters,
  templateWidgets,
} from '../../db/schema.js';

export type TemplateKind = 'modbus' | 'snmp';

/** Which libraries a request may see: all of them (super users) or a customer's choice. */
export type LibraryVisibility =
  | { kind: 'all' }
  /** Built-in libraries, shared ones, and those of the customer (none when null). */
  | { kind: 'customer'; customerId: number | null };

/**
 * Which of the visible libraries a list holds: every one, the built-in and other owners' shared
 * ones, or one owner's own (null: the built-in ones).
 */
export type LibraryListScope =
  | { kind: 'usable' }
  | { kind: 'builtInAndShared'; exceptOwnerId: number | null }
  | { kind: 'own'; ownerId: number | null };

export interface LibraryFilter {
  /** Part of the model or manufacturer, case-insensitive. */
  query?: string | undefined;
  manufacturer?: string | undefined;
  scope?: LibraryListScope | undefined;
  /** Leaves archived libraries out. */
  hideArchived?: boolean | undefined;
  /** Libraries with a template for any of these. */
  protocols?: readonly TemplateKind[] | undefined;
  /** Exactly this model (case-insensitive) among one owner's libraries (null: built-in). */
  model?: { ownerId: number | null; model: string } | undefined;
}

export interface LibraryRecord {
  id: number;
  customerId: number | null;
  ownerName: string | null;
  manufacturer: string;
  model: string;
  revision: string | null;
  tags: string[];
  archived: boolean;
  shared: boolean;
  vertivModel: string | null;
  sysObjectId: string | null;
  dynamicOidLabels: DynamicOidLabel[];
  metaList: LibraryMetaEntry[];
  modbusTemplate: { id: number; name: string } | null;
  snmpTemplate: { id: number; name: string } | null;
}

export type ModbusPointRow = typeof modbusPoints.$inferSelect;
export type SnmpPointRow = typeof snmpPoints.$inferSelect;
/** A Modbus point's stored values, without its id, template and position. */
export type ModbusPointValues = Omit<
  typeof modbusPoints.$inferInsert,
  'id' | 'templateId' | 'position'
>;
export type SnmpPointValues = Omit<
  typeof snmpPoints.$inferInsert,
  'id' | 'templateId' | 'position'
>;

export interface LibraryValues {
  customerId: number | null;
  manufacturer: string;
  model: string;
  revision?: string | null;
  tags?: string[];
  vertivModel?: string | null;
  sysObjectId?: string | null;
  dynamicOidLabels?: DynamicOidLabel[];
  metaList?: LibraryMetaEntry[];
  modbusTemplateId?: number | null;
  snmpTemplateId?: number | null;
}

/** Rows per insert, well under PostgreSQL's 65535 bind parameters. */
const INSERT_BATCH = 1000;

const ownerKey = (ownerId: number | null) =>
  sql`coalesce(${equipmentLibraries.customerId}, 0) = ${ownerId ?? 0}`;

function visibleWhere(visibility: LibraryVisibility): SQL | undefined {
  if (visibility.kind === 'all') return undefined;
  return or(
    isNull(equipmentLibraries.customerId),
    eq(equipmentLibraries.shared, true),
    visibility.customerId === null
      ? undefined
      : eq(equipmentLibraries.customerId, visibility.customerId),
  );
}

function scopeWhere(scope: LibraryListScope | undefined): SQL | undefined {
  switch (scope?.kind) {
    case undefined:
    case 'usable':
      return undefined;
    case 'builtInAndShared':
      return or(
        isNull(equipmentLibraries.customerId),
        and(
          eq(equipmentLibraries.shared, true),
          scope.exceptOwnerId === null
            ? undefined
            : ne(equipmentLibraries.customerId, scope.exceptOwnerId),
        ),
      );
    case 'own':
      return ownerKey(scope.ownerId);
  }
}

function filterWhere(filter: LibraryFilter): SQL | undefined {
  const query = filter.query?.trim();
  const pattern = query ? `%${escapeLike(query)}%` : undefined;
  return and(
    pattern
      ? or(
          ilike(equipmentLibraries.model, pattern),
          ilike(equipmentLibraries.manufacturer, pattern),
        )
      : undefined,
    filter.manufacturer
      ? sql`lower(${equipmentLibraries.manufacturer}) = lower(${filter.manufacturer})`
      : undefined,
    scopeWhere(filter.scope),
    filter.hideArchived ? eq(equipmentLibraries.archived, false) : undefined,
    filter.protocols?.length
      ? or(
          ...filter.protocols.map(
            (kind) =>
              sql`${kind === 'modbus' ? equipmentLibraries.modbusTemplateId : equipmentLibraries.snmpTemplateId} is not null`,
          ),
        )
      : undefined,
    filter.model
      ? and(
          ownerKey(filter.model.ownerId),
          sql`lower(${equipmentLibraries.model}) = lower(${filter.model.model})`,
        )
      : undefined,
  );
}

// Byte order after lower-casing, so PGlite and PostgreSQL (whatever its locale) agree.
const byName = (column: AnyColumn) => sql`lower(${column}) collate "C"`;

const modbusTemplate = aliasedTable(modbusTemplates, 'library_modbus_template');
const snmpTemplate = aliasedTable(snmpTemplates, 'library_snmp_template');

function pointsTable(kind: TemplateKind) {
  return kind === 'modbus' ? modbusPoints : snmpPoints;
}

function templatesTable(kind: TemplateKind) {
  return kind === 'modbus' ? modbusTemplates : snmpTemplates;
}

const sensorPointColumn = (kind: TemplateKind) =>
  kind === 'modbus' ? sensors.modbusPointId : sensors.snmpPointId;

const libraryTemplateColumn = (kind: TemplateKind) =>
  kind === 'modbus' ? equipmentLibraries.modbusTemplateId : equipmentLibraries.snmpTemplateId;

export function createLibrariesRepository(db: Database) {
  function selectLibraries() {
    return db
      .select({
        id: equipmentLibraries.id,
        customerId: equipmentLibraries.customerId,
        ownerName: accounts.name,
        manufacturer: equipmentLibraries.manufacturer,
        model: equipmentLibraries.model,
        revision: equipmentLibraries.revision,
        tags: equipmentLibraries.tags,
        archived: equipmentLibraries.archived,
        shared: equipmentLibraries.shared,
        vertivModel: equipmentLibraries.vertivModel,
        sysObjectId: equipmentLibraries.sysObjectId,
        dynamicOidLabels: equipmentLibraries.dynamicOidLabels,
        metaList: equipmentLibraries.metaList,
        modbusTemplateId: modbusTemplate.id,
        modbusTemplateName: modbusTemplate.name,
        snmpTemplateId: snmpTemplate.id,
        snmpTemplateName: snmpTemplate.name,
      })
      .from(equipmentLibraries)
      .leftJoin(accounts, eq(accounts.id, equipmentLibraries.customerId))
      .leftJoin(modbusTemplate, eq(modbusTemplate.id, equipmentLibraries.modbusTemplateId))
      .leftJoin(snmpTemplate, eq(snmpTemplate.id, equipmentLibraries.snmpTemplateId));
  }
  type Row = Awaited<ReturnType<ReturnType<typeof selectLibraries>['execute']>>[number];
  const toRecord = ({
    modbusTemplateId,
    modbusTemplateName,
    snmpTemplateId,
    snmpTemplateName,
    ...row
  }: Row): LibraryRecord => ({
    ...row,
    // Written only through libraryMetaListSchema, whose kinds are EQUIPMENT_META_KINDS.
    metaList: row.metaList as LibraryMetaEntry[],
    modbusTemplate:
      modbusTemplateId === null ? null : { id: modbusTemplateId, name: modbusTemplateName ?? '' },
    snmpTemplate:
      snmpTemplateId === null ? null : { id: snmpTemplateId, name: snmpTemplateName ?? '' },
  });

  return {
    /** Serialises built-in seeding across server processes until the transaction ends. */
    async lockBuiltInSeeding(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(7311043)`);
    },

    async list(
      visibility: LibraryVisibility,
      filter: LibraryFilter,
      page: { limit: number; offset: number },
    ): Promise<LibraryRecord[]> {
      const rows = await selectLibraries()
        .where(and(visibleWhere(visibility), filterWhere(filter)))
        .orderBy(
          byName(equipmentLibraries.manufacturer),
          byName(equipmentLibraries.model),
          asc(equipmentLibraries.id),
        )
        .limit(page.limit)
        .offset(page.offset);
      return rows.map(toRecord);
    },

    async count(visibility: LibraryVisibility, filter: LibraryFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(equipmentLibraries)
        .where(and(visibleWhere(visibility), filterWhere(filter)));
      return row?.n ?? 0;
    },

    async find(id: number, visibility: LibraryVisibility): Promise<LibraryRecord | null> {
      const [row] = await selectLibraries().where(
        and(eq(equipmentLibraries.id, id), visibleWhere(visibility)),
      );
      return row ? toRecord(row) : null;
    },

    async findBuiltInByModel(model: string): Promise<LibraryRecord | null> {
      const [row] = await selectLibraries().where(filterWhere({ model: { ownerId: null, model } }));
      return row ? toRecord(row) : null;
    },

    async manufacturers(visibility: LibraryVisibility, query?: string): Promise<string[]> {
      const pattern = query?.trim() ? `%${escapeLike(query.trim())}%` : undefined;
      const rows = await db
        .select({ manufacturer: equipmentLibraries.manufacturer })
        .from(equipmentLibraries)
        .where(
          and(
            visibleWhere(visibility),
            pattern ? ilike(equipmentLibraries.manufacturer, pattern) : undefined,
          ),
        )
        .groupBy(equipmentLibraries.manufacturer)
        .orderBy(
          byName(equipmentLibraries.manufacturer),
          sql`${equipmentLibraries.manufacturer} collate "C"`,
        );
      return rows.map((row) => row.manufacturer);
    },

    /** Whether the owner (null: built-in) already has a library for the model. */
    async modelTaken(ownerId: number | null, model: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: equipmentLibraries.id })
        .from(equipmentLibraries)
        .where(
          and(
            filterWhere({ model: { ownerId, model } }),
            exceptId === undefined ? undefined : ne(equipmentLibraries.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async modbusPoints(templateId: number, query?: string): Promise<ModbusPointRow[]> {
      const pattern = query?.trim() ? `%${escapeLike(query.trim())}%` : undefined;
      return db
        .select()
        .from(modbusPoints)
        .where(
          and(
            eq(modbusPoints.templateId, templateId),
            pattern ? ilike(modbusPoints.name, pattern) : undefined,
          ),
        )
        .orderBy(asc(modbusPoints.position), asc(modbusPoints.id));
    },

    async snmpPoints(templateId: number, query?: string): Promise<SnmpPointRow[]> {
      const pattern = query?.trim() ? `%${escapeLike(query.trim())}%` : undefined;
      return db
        .select()
        .from(snmpPoints)
        .where(
          and(
            eq(snmpPoints.templateId, templateId),
            pattern
              ? or(ilike(snmpPoints.name, pattern), ilike(snmpPoints.oid, pattern))
              : undefined,
          ),
        )
        .orderBy(asc(snmpPoints.position), asc(snmpPoints.id));
    },

    /** An onboarded equipment on a gateway, with the library it was onboarded with. */
    async findEquipment(
      equipmentId: number,
      networkId: number,
    ): Promise<{ id: number; customerId: number; libraryId: number } | null> {
      const [row] = await db
        .select({
          id: equipment.id,
          customerId: equipment.customerId,
          libraryId: equipment.libraryId,
        })
        .from(equipment)
        .where(and(eq(equipment.id, equipmentId), eq(equipment.networkId, networkId)));
      return row ?? null;
    },

    /** The equipment's sensors keyed by the library point they read. */
    async sensorsByPoint(
      equipmentId: number,
    ): Promise<{ modbus: Map<number, number>; snmp: Map<number, number> }> {
      const rows = await db
        .select({
          id: sensors.id,
          modbusPointId: sensors.modbusPointId,
          snmpPointId: sensors.snmpPointId,
        })
        .from(sensors)
        .where(eq(sensors.equipmentId, equipmentId));
      const modbus = new Map<number, number>();
      const snmp = new Map<number, number>();
      for (const row of rows) {
        if (row.modbusPointId !== null) modbus.set(row.modbusPointId, row.id);
        if (row.snmpPointId !== null) snmp.set(row.snmpPointId, row.id);
      }
      return { modbus, snmp };
    },

    /** Sensors of the library's equipment that read points of the template. */
    async countLibrarySensorsOnTemplate(
      kind: TemplateKind,
      templateId: number,
      libraryId: number,
    ): Promise<number> {
      const points = pointsTable(kind);
      const pointColumn = sensorPointColumn(kind);
      const [row] = await db
        .select({ n: count() })
        .from(sensors)
        .innerJoin(points, eq(points.id, pointColumn))
        .innerJoin(equipment, eq(equipment.id, sensors.equipmentId))
        .where(and(eq(points.templateId, templateId), eq(equipment.libraryId, libraryId)));
      return row?.n ?? 0;
    },

    async createLibrary(values: LibraryValues): Promise<number> {
      const [row] = await db
        .insert(equipmentLibraries)
        .values(values)
        .returning({ id: equipmentLibraries.id });
      if (!row) throw new Error('insert into equipment_libraries returned nothing');
      return row.id;
    },

    /** Updates a library's own fields; false when there is no such library. */
    async updateLibrary(id: number, values: Partial<LibraryValues>): Promise<boolean> {
      const updated = await db
        .update(equipmentLibraries)
        .set(values)
        .where(eq(equipmentLibraries.id, id))
        .returning({ id: equipmentLibraries.id });
      return updated.length > 0;
    },

    /**
     * Locks the library until the transaction ends, so no equipment is onboarded with it
     * meanwhile (an insert referencing it waits); false when there is no such library.
     */
    async lockLibrary(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: equipmentLibraries.id })
        .from(equipmentLibraries)
        .where(eq(equipmentLibraries.id, id))
        .for('update');
      return rows.length > 0;
    },

    /** How many equipment, of any customer, were onboarded with the library. */
    async countEquipmentOfLibrary(libraryId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(equipment)
        .where(eq(equipment.libraryId, libraryId));
      return row?.n ?? 0;
    },

    /** View templates with a slot of this library (their slots name it). */
    async countViewTemplatesOfLibrary(libraryId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${templateEquipment.templateId})::int` })
        .from(templateEquipment)
        .where(eq(templateEquipment.libraryId, libraryId));
      return row?.n ?? 0;
    },

    /** View templates whose widgets read this point, or any point of this template. */
    async countViewTemplatesOnPoints(
      kind: TemplateKind,
      of: { pointId: number } | { templateId: number },
    ): Promise<number> {
      const points = pointsTable(kind);
      const column =
        kind === 'modbus'
          ? templateWidgetRegisters.modbusPointId
          : templateWidgetRegisters.snmpPointId;
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${templateWidgets.templateId})::int` })
        .from(templateWidgetRegisters)
        .innerJoin(
          templateWidgets,
          eq(templateWidgets.id, templateWidgetRegisters.templateWidgetId),
        )
        .where(
          'pointId' in of
            ? eq(column, of.pointId)
            : inArray(
                column,
                db
                  .select({ id: points.id })
                  .from(points)
                  .where(eq(points.templateId, of.templateId)),
              ),
        );
      return row?.n ?? 0;
    },

    async deleteLibrary(id: number): Promise<boolean> {
      const deleted = await db
        .delete(equipmentLibraries)
        .where(eq(equipmentLibraries.id, id))
        .returning({ id: equipmentLibraries.id });
      return deleted.length > 0;
    },

    async createModbusTemplate(
      name: string,
      customerId: number | null,
      points: readonly ModbusPointValues[],
    ): Promise<number> {
      const [template] = await db
        .insert(modbusTemplates)
        .values({ name, customerId })
        .returning({ id: modbusTemplates.id });
      if (!template) throw new Error('insert into modbus_templates returned nothing');
      const rows = points.map((point, position) => ({
        ...point,
        templateId: template.id,
        position,
      }));
      for (const batch of chunk(rows, INSERT_BATCH)) await db.insert(modbusPoints).values(batch);
      return template.id;
    },

    async createSnmpTemplate(
      name: string,
      customerId: number | null,
      points: readonly SnmpPointValues[],
    ): Promise<number> {
      const [template] = await db
        .insert(snmpTemplates)
        .values({ name, customerId })
        .returning({ id: snmpTemplates.id });
      if (!template) throw new Error('insert into snmp_templates returned nothing');
      const rows = points.map((point, position) => ({
        ...point,
        templateId: template.id,
        position,
      }));
      for (const batch of chunk(rows, INSERT_BATCH)) await db.insert(snmpPoints).values(batch);
      return template.id;
    },

    async insertModbusPoint(templateId: number, position: number, point: ModbusPointValues) {
      await db.insert(modbusPoints).values({ ...point, templateId, position });
    },

    async insertSnmpPoint(templateId: number, position: number, point: SnmpPointValues) {
      await db.insert(snmpPoints).values({ ...point, templateId, position });
    },

    /** Updates a point's values; false when there is no such point. */
    async updateModbusPoint(
      id: number,
      point: ModbusPointValues & { position?: number },
    ): Promise<boolean> {
      const updated = await db
        .update(modbusPoints)
        .set(point)
        .where(eq(modbusPoints.id, id))
        .returning({ id: modbusPoints.id });
      return updated.length > 0;
    },

    async updateSnmpPoint(
      id: number,
      point: SnmpPointValues & { position?: number },
    ): Promise<boolean> {
      const updated = await db
        .update(snmpPoints)
        .set(point)
        .where(eq(snmpPoints.id, id))
        .returning({ id: snmpPoints.id });
      return updated.length > 0;
    },

    /**
     * A Modbus point, locked until the transaction ends so that no sensor is added on it
     * meanwhile; null when there is none.
     */
    async lockModbusPoint(id: number): Promise<ModbusPointRow | null> {
      const [row] = await db
        .select()
        .from(modbusPoints)
        .where(eq(modbusPoints.id, id))
        .for('update');
      return row ?? null;
    },

    async lockSnmpPoint(id: number): Promise<SnmpPointRow | null> {
      const [row] = await db.select().from(snmpPoints).where(eq(snmpPoints.id, id)).for('update');
      return row ?? null;
    },

    /** Sensors, of any equipment and customer, that read the point. */
    async countSensorsOnPoint(kind: TemplateKind, pointId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sensors)
        .where(eq(sensorPointColumn(kind), pointId));
      return row?.n ?? 0;
    },

    async deletePoint(kind: TemplateKind, pointId: number): Promise<boolean> {
      const points = pointsTable(kind);
      const deleted = await db
        .delete(points)
        .where(eq(points.id, pointId))
        .returning({ id: points.id });
      return deleted.length > 0;
    },

    /** Makes every gateway polling equipment of this library fetch its config again. */
    async bumpGatewaysUsingLibrary(libraryId: number): Promise<void> {
      const rows = await db
        .selectDistinct({ networkId: equipment.networkId })
        .from(equipment)
        .where(eq(equipment.libraryId, libraryId));
      await bumpConfigRevision(
        db,
        rows.map((row) => row.networkId),
      );
    },

    /**
     * Makes every gateway polling equipment of a library with this template fetch its config
     * again (its points' scaling or address changed); returns how many were told.
     */
    async bumpGatewaysUsingTemplate(kind: TemplateKind, templateId: number): Promise<number> {
      const rows = await db
        .selectDistinct({ networkId: equipment.networkId })
        .from(equipment)
        .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, equipment.libraryId))
        .where(eq(libraryTemplateColumn(kind), templateId));
      await bumpConfigRevision(
        db,
        rows.map((row) => row.networkId),
      );
      return rows.length;
    },

    /** Those of the points that some sensor (of any equipment) reads. */
    async pointsReadBySensors(kind: TemplateKind, pointIds: readonly number[]): Promise<number[]> {
      if (pointIds.length === 0) return [];
      const column = sensorPointColumn(kind);
      const rows = await db
        .selectDistinct({ pointId: column })
        .from(sensors)
        .where(inArray(column, [...pointIds]));
      return rows.map((row) => row.pointId).filter((id) => id !== null);
    },

    async deletePoints(kind: TemplateKind, pointIds: readonly number[]): Promise<void> {
      if (pointIds.length === 0) return;
      const points = pointsTable(kind);
      await db.delete(points).where(inArray(points.id, [...pointIds]));
    },

    /**
     * Deletes a template (and its points) that no library uses and no sensor reads any more,
     * and, when `ownerId` is given, only if that customer (null: built-in) owns it; returns
     * whether it did.
     */
    async deleteTemplateIfUnused(
      kind: TemplateKind,
      templateId: number,
      ownerId?: number | null,
    ): Promise<boolean> {
      const templates = templatesTable(kind);
      const points = pointsTable(kind);
      const libraryColumn = libraryTemplateColumn(kind);
      const sensorColumn = sensorPointColumn(kind);
      const deleted = await db
        .delete(templates)
        .where(
          and(
            eq(templates.id, templateId),
            ownerId === undefined
              ? undefined
              : sql`coalesce(${templates.customerId}, 0) = ${ownerId ?? 0}`,
            sql`not exists (select 1 from ${equipmentLibraries} where ${libraryColumn} = ${templateId})`,
            sql`not exists (select 1 from ${sensors} join ${points} on ${points.id} = ${sensorColumn} where ${points.templateId} = ${templateId})`,
          ),
        )
        .returning({ id: templates.id });
      return deleted.length > 0;
    },
  };
}

export type LibrariesRepository = ReturnType<typeof createLibrariesRepository>;

/** Runs `work` in one transaction with a repository bound to it: all of it is kept, or none. */
export function inLibrariesTransaction<T>(
  db: Database,
  work: (repo: LibrariesRepository) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(createLibrariesRepository(tx)));
}
