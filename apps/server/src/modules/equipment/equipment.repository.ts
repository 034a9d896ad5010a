import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { NewSensorFromPoint } from '../sensors/sensorFromPoint.js';
import {
  accounts,
  equipment,
  equipmentLibraries,
  modbusPoints,
  networks,
  sensors,
  snmpPoints,
} from '../../db/schema.js';
import { escapeLike } from '../../db/escapeLike.js';
import { bumpConfigRevision } from '../gateways/gateways.repository.js';

export type EquipmentRow = typeof equipment.$inferSelect;
export type NewEquipment = typeof equipment.$inferInsert;

const sensorCount = sql<number>`(select count(*)::int from ${sensors} where ${sensors.equipmentId} = ${equipment.id})`;

/** An equipment as the API reads it, with its gateway and library names. */
const recordColumns = {
  row: equipment,
  gatewayName: networks.name,
  library: {
    id: equipmentLibraries.id,
    manufacturer: equipmentLibraries.manufacturer,
    model: equipmentLibraries.model,
    owner: accounts.name,
  },
  sensorCount,
};

export interface EquipmentRecord {
  row: EquipmentRow;
  gatewayName: string;
  library: { id: number; manufacturer: string; model: string; owner: string | null };
  sensorCount: number;
}

export interface EquipmentFilter {
  customerIds: number[] | 'all';
  networkId?: number | undefined;
  query?: string | undefined;
}

function whereOf(filter: EquipmentFilter): SQL | undefined {
  const pattern = filter.query ? `%${escapeLike(filter.query)}%` : undefined;
  return and(
    filter.customerIds === 'all' ? undefined : inArray(equipment.customerId, filter.customerIds),
    filter.networkId === undefined ? undefined : eq(equipment.networkId, filter.networkId),
    pattern ? or(ilike(equipment.name, pattern), ilike(equipment.ip, pattern)) : undefined,
  );
}

export function createEquipmentRepository(db: Database) {
  const selectRecords = () =>
    db
      .select(recordColumns)
      .from(equipment)
      .innerJoin(networks, eq(networks.id, equipment.networkId))
      .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, equipment.libraryId))
      .leftJoin(accounts, eq(accounts.id, equipmentLibraries.customerId));

  return {
    /** A library the customer may use, with its points; undefined when it may not. */
    async libraryFor(libraryId: number, customerId: number) {
      const [library] = await db
        .select()
        .from(equipmentLibraries)
        .where(
          and(
            eq(equipmentLibraries.id, libraryId),
            or(
              isNull(equipmentLibraries.customerId),
              eq(equipmentLibraries.customerId, customerId),
              eq(equipmentLibraries.shared, true),
            ),
          ),
        );
      if (!library) return undefined;
      const modbus = library.modbusTemplateId
        ? await db
            .select()
            .from(modbusPoints)
            .where(eq(modbusPoints.templateId, library.modbusTemplateId))
            .orderBy(asc(modbusPoints.position))
        : [];
      const snmp = library.snmpTemplateId
        ? await db
            .select()
            .from(snmpPoints)
            .where(eq(snmpPoints.templateId, library.snmpTemplateId))
            .orderBy(asc(snmpPoints.position))
        : [];
      return { library, modbus, snmp };
    },

    async namesTaken(networkId: number, names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const lowered = names.map((name) => name.toLowerCase());
      const rows = await db
        .select({ name: equipment.name })
        .from(equipment)
        .where(
          and(eq(equipment.networkId, networkId), inArray(sql`lower(${equipment.name})`, lowered)),
        );
      return rows.map((row) => row.name);
    },

    /** Inserts an equipment and one sensor per point, and tells its gateway to refetch. */
    async insertWithSensors(
      values: NewEquipment,
      points: NewSensorFromPoint[],
    ): Promise<EquipmentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(equipment).values(values).returning();
        if (!row) throw new Error('insert into equipment returned nothing');
        if (points.length > 0) {
          await tx.insert(sensors).values(
            points.map((point) => ({
              ...point,
              customerId: row.customerId,
              networkId: row.networkId,
              equipmentId: row.id,
            })),
          );
        }
        await bumpConfigRevision(tx, [row.networkId]);
        return row;
      });
    },

    async byName(networkId: number, name: string): Promise<EquipmentRow | undefined> {
      const [row] = await db
        .select()
        .from(equipment)
        .where(
          and(eq(equipment.networkId, networkId), sql`lower(${equipment.name}) = lower(${name})`),
        );
      return row;
    },

    /** Moves an equipment to a new address and tells its gateway to refetch. */
    async setAddress(id: number, address: { ip: string; port: number }): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(equipment)
          .set(address)
          .where(eq(equipment.id, id))
          .returning();
        if (!row) return;
        await bumpConfigRevision(tx, [row.networkId]);
      });
    },

    async byId(id: number): Promise<EquipmentRecord | undefined> {
      const [row] = await selectRecords().where(eq(equipment.id, id));
      return row;
    },

    async list(
      filter: EquipmentFilter,
      page: { limit: number; offset: number; includeId?: number | undefined },
    ): Promise<EquipmentRecord[]> {
      const first =
        page.includeId === undefined
          ? []
          : [sql`case when ${equipment.id} = ${page.includeId} then 0 else 1 end`];
      return selectRecords()
        .where(whereOf(filter))
        .orderBy(...first, asc(equipment.name), asc(equipment.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: EquipmentFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(equipment).where(whereOf(filter));
      return row?.n ?? 0;
    },
  };
}
