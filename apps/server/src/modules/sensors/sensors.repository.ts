import { readingStatus, stateLabel, type OidVar, type SensorSettingValues } from '@vigil/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { NewSensorFromPoint, SensorOwnThresholds } from './sensorFromPoint.js';
import {
  accounts,
  equipment,
  equipmentLibraries,
  modbusPoints,
  networks,
  sensorLogs,
  sensors,
  snmpPoints,
} from '../../db/schema.js';
import { escapeLike } from '../../db/escapeLike.js';
import { bumpConfigRevision } from '../gateways/gateways.repository.js';
import { numberArray } from '../../db/sqlArrays.js';
import { refreshEquipmentSensorStatus } from '../equipment/equipmentSensorStatus.repository.js';
import { statusLogMessage } from '../../ingest/readings.repository.js';

export interface SensorFilter {
  customerIds: number[] | 'all';
  networkId?: number | undefined;
  equipmentId?: number | undefined;
  ids?: number[] | undefined;
  query?: string | undefined;
  /** ok, warning, error, unknown, disconnected. */
  statuses?: string[] | undefined;
}

export const SENSOR_SORT_COLUMNS = {
  name: sensors.name,
  equipment: equipment.name,
  status: sensors.status,
  updated: sensors.latestAt,
} as const;
export type SensorSortColumn = keyof typeof SENSOR_SORT_COLUMNS;

function whereOf(filter: SensorFilter): SQL | undefined {
  const pattern = filter.query ? `%${escapeLike(filter.query)}%` : undefined;
  const statuses = filter.statuses ?? [];
  const wantsDisconnected = statuses.includes('disconnected');
  const others = statuses.filter((s) => s !== 'disconnected');
  return and(
    filter.customerIds === 'all' ? undefined : inArray(sensors.customerId, filter.customerIds),
    filter.networkId === undefined ? undefined : eq(sensors.networkId, filter.networkId),
    filter.equipmentId === undefined ? undefined : eq(sensors.equipmentId, filter.equipmentId),
    filter.ids === undefined ? undefined : inArray(sensors.id, filter.ids),
    pattern
      ? or(
          ilike(sensors.name, pattern),
          ilike(equipment.name, pattern),
          ilike(networks.name, pattern),
        )
      : undefined,
    statuses.length === 0
      ? undefined
      : or(
          wantsDisconnected ? eq(sensors.disconnected, true) : undefined,
          others.length > 0
            ? and(eq(sensors.disconnected, false), inArray(sensors.status, others))
            : undefined,
        ),
  );
}

const columns = {
  sensor: sensors,
  equipmentName: equipment.name,
  equipmentMaintenance: equipment.isMaintenance,
  equipmentRepair: equipment.isRepair,
  gatewayName: networks.name,
  library: {
    id: equipmentLibraries.id,
    manufacturer: equipmentLibraries.manufacturer,
    model: equipmentLibraries.model,
    owner: accounts.name,
  },
  modbusRegister: sql<
    string | null
  >`${modbusPoints.startingRegister} + ${modbusPoints.addressOffset}`,
  oid: snmpPoints.oid,
};

export type SensorRecord = {
  sensor: typeof sensors.$inferSelect;
  equipmentName: string;
  equipmentMaintenance: boolean;
  equipmentRepair: boolean;
  gatewayName: string;
  library: { id: number; manufacturer: string; model: string; owner: string | null };
  modbusRegister: string | null;
  oid: string | null;
};

export function createSensorsRepository(db: Database) {
  const base = () =>
    db
      .select(columns)
      .from(sensors)
      .innerJoin(equipment, eq(equipment.id, sensors.equipmentId))
      .innerJoin(networks, eq(networks.id, sensors.networkId))
      .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, equipment.libraryId))
      .leftJoin(accounts, eq(accounts.id, equipmentLibraries.customerId))
      .leftJoin(modbusPoints, eq(modbusPoints.id, sensors.modbusPointId))
      .leftJoin(snmpPoints, eq(snmpPoints.id, sensors.snmpPointId));

  /**
   * Manage Sensors' save, in one transaction: settings of existing sensors (their stored status
   * and state label follow from the latest value), sensors removed, points newly monitored
   * (those already monitored are skipped, not added). Existing sensor rows are locked before
   * equipment rows, the order every writer keeps (lockEquipment).
   */
  async function saveChanges(
    target: SensorTarget,
    changes: {
      inserts: NewSensorFromPoint[];
      updates: SensorUpdate[];
      deleteIds: number[];
      /** The equipment's new numbers for its library's OID variables, when they change. */
      oidVars?: OidVar[] | undefined;
    },
  ): Promise<SavedSensorChanges> {
    return db.transaction(async (tx) => {
      const { updated, recoloured } = await updateSettings(tx, changes.updates);
      const networkIds = new Set<number>();
      if (changes.oidVars !== undefined) {
        await tx
          .update(equipment)
          .set({ oidVars: changes.oidVars })
          .where(eq(equipment.id, target.id));
        // The OIDs it polls change with them.
        networkIds.add(target.networkId);
      }
      let deleted = 0;
      if (changes.deleteIds.length > 0) {
        const rows = await tx
          .selectDistinct({ networkId: sensors.networkId })
          .from(sensors)
          .where(inArray(sensors.id, changes.deleteIds));
        for (const row of rows) networkIds.add(row.networkId);
        deleted = await deleteSensorRows(tx, changes.deleteIds);
      }
      const inserted =
        changes.inserts.length === 0
          ? []
          : await tx
              .insert(sensors)
              .values(
                changes.inserts.map((p) => ({
                  ...p,
                  customerId: target.customerId,
                  networkId: target.networkId,
                  equipmentId: target.id,
                })),
              )
              .onConflictDoNothing()
              .returning({
                id: sensors.id,
                modbusPointId: sensors.modbusPointId,
                snmpPointId: sensors.snmpPointId,
              });
      if (inserted.length > 0) networkIds.add(target.networkId);
      const moved = recoloured.filter((r) => r.statusChanged);
      const logged = moved.filter((m) => !m.disconnected);
      if (logged.length > 0) {
        await tx.insert(sensorLogs).values(
          logged.map((m) => ({
            sensorId: m.id,
            customerId: m.customerId,
            status: m.status,
            value: m.value,
            message: statusLogMessage(m.status, false),
            createdAt: new Date(),
          })),
        );
      }
      await refreshEquipmentSensorStatus(
        tx,
        moved.map((m) => m.equipmentId),
      );
      // The gateway polls the points that have a sensor: only adding or removing one changes that.
      await bumpConfigRevision(tx, [...networkIds]);
      return { inserted, deleted, updated, recoloured, networkIds: [...networkIds] };
    });
  }

  return {
    async list(
      filter: SensorFilter,
      page: { limit: number; offset: number; sort: SensorSortColumn; order: 'asc' | 'desc' },
    ): Promise<SensorRecord[]> {
      const direction = page.order === 'desc' ? desc : asc;
      return base()
        .where(whereOf(filter))
        .orderBy(direction(SENSOR_SORT_COLUMNS[page.sort]), asc(sensors.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: SensorFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sensors)
        .innerJoin(equipment, eq(equipment.id, sensors.equipmentId))
        .innerJoin(networks, eq(networks.id, sensors.networkId))
        .where(whereOf(filter));
      return row?.n ?? 0;
    },

    async byIds(ids: number[]): Promise<SensorRecord[]> {
      if (ids.length === 0) return [];
      return base().where(inArray(sensors.id, ids)).orderBy(asc(sensors.id));
    },

    async logs(sensorIds: number[], page: { limit: number; offset: number }) {
      return db
        .select()
        .from(sensorLogs)
        .where(inArray(sensorLogs.sensorId, sensorIds))
        .orderBy(desc(sensorLogs.createdAt), desc(sensorLogs.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async logsCount(filter: { customerIds: number[] | 'all'; sensorIds?: number[] | undefined }) {
      const [row] = await db
        .select({ n: count() })
        .from(sensorLogs)
        .where(
          and(
            filter.customerIds === 'all'
              ? undefined
              : inArray(sensorLogs.customerId, filter.customerIds),
            filter.sensorIds ? inArray(sensorLogs.sensorId, filter.sensorIds) : undefined,
          ),
        );
      return row?.n ?? 0;
    },

    /** Monitors more points of an equipment; points already monitored are reported, not added. */
    async addForPoints(target: SensorTarget, points: NewSensorFromPoint[], deleteIds: number[]) {
      const { inserted, deleted } = await saveChanges(target, {
        inserts: points,
        updates: [],
        deleteIds,
      });
      return { inserted, deleted };
    },

    saveChanges,

    /** The sensors an update names, with the settings it starts from. */
    async settingsOf(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: sensors.id,
          equipmentId: sensors.equipmentId,
          networkId: sensors.networkId,
          modbusPointId: sensors.modbusPointId,
          snmpPointId: sensors.snmpPointId,
          ...settingColumns,
        })
        .from(sensors)
        .where(inArray(sensors.id, ids));
    },

    async delete(ids: number[]): Promise<{ deleted: number; networkIds: number[] }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .selectDistinct({ networkId: sensors.networkId })
          .from(sensors)
          .where(inArray(sensors.id, ids));
        const deleted = await deleteSensorRows(tx, ids);
        const networkIds = rows.map((r) => r.networkId);
        await bumpConfigRevision(tx, networkIds);
        return { deleted, networkIds };
      });
    },

    async equipmentTarget(id: number) {
      const [row] = await db
        .select({
          id: equipment.id,
          customerId: equipment.customerId,
          networkId: equipment.networkId,
          libraryId: equipment.libraryId,
          protocol: equipment.protocol,
          oidVars: equipment.oidVars,
          modbusTemplateId: equipmentLibraries.modbusTemplateId,
          snmpTemplateId: equipmentLibraries.snmpTemplateId,
          dynamicOidLabels: equipmentLibraries.dynamicOidLabels,
        })
        .from(equipment)
        .innerJoin(equipmentLibraries, eq(equipmentLibraries.id, equipment.libraryId))
        .where(eq(equipment.id, id));
      return row;
    },

    async modbusPointsOf(templateId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(modbusPoints)
        .where(and(eq(modbusPoints.templateId, templateId), inArray(modbusPoints.id, ids)));
    },

    /** The OIDs of the library points an equipment's sensors poll. */
    async monitoredSnmpOids(equipmentId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ oid: snmpPoints.oid })
        .from(sensors)
        .innerJoin(snmpPoints, eq(snmpPoints.id, sensors.snmpPointId))
        .where(eq(sensors.equipmentId, equipmentId));
      return rows.map((row) => row.oid);
    },

    async snmpPointsOf(templateId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(snmpPoints)
        .where(and(eq(snmpPoints.templateId, templateId), inArray(snmpPoints.id, ids)));
    },
  };
}

export type SensorTarget = { id: number; customerId: number; networkId: number };

/** New settings of one sensor: the fields given, in their stored shape. */
export interface SensorUpdate {
  id: number;
  values: Partial<SensorSettingValues> & Partial<SensorOwnThresholds>;
}

/** A sensor whose latest value reads differently under its new settings. */
export interface RecolouredSensor {
  id: number;
  customerId: number;
  equipmentId: number;
  status: string;
  /** The status moved (not only the state label): it is logged. */
  statusChanged: boolean;
  value: number;
  detail: string | null;
  at: Date;
  disconnected: boolean;
}

export interface SavedSensorChanges {
  inserted: { id: number; modbusPointId: number | null; snmpPointId: number | null }[];
  deleted: number;
  updated: number[];
  /** Sensors whose latest value now reads differently (status or state label). */
  recoloured: RecolouredSensor[];
  /** Gateways whose polling config changed. */
  networkIds: number[];
}

const settingColumns = {
  name: sensors.name,
  unit: sensors.unit,
  greenTo: sensors.greenTo,
  yellowTo: sensors.yellowTo,
  redTo: sensors.redTo,
  deadband: sensors.deadband,
  delay: sensors.delay,
  alarmOnly: sensors.alarmOnly,
  states: sensors.states,
  conditions: sensors.conditions,
};

/**
 * Writes new settings, locking the sensors in id order first so that a concurrent ingest flush
 * either came before (its latest value is recoloured here) or waits (and colours with these).
 * The stored status and state label are what the ingest flush would store for the latest value.
 */
async function updateSettings(
  tx: Executor,
  updates: readonly SensorUpdate[],
): Promise<{ updated: number[]; recoloured: RecolouredSensor[] }> {
  if (updates.length === 0) return { updated: [], recoloured: [] };
  const rows = await tx
    .select({
      id: sensors.id,
      customerId: sensors.customerId,
      equipmentId: sensors.equipmentId,
      latestValue: sensors.latestValue,
      latestDetail: sensors.latestDetail,
      latestAt: sensors.latestAt,
      status: sensors.status,
      disconnected: sensors.disconnected,
      ...settingColumns,
    })
    .from(sensors)
    .where(
      inArray(
        sensors.id,
        updates.map((u) => u.id),
      ),
    )
    .orderBy(asc(sensors.id))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const recoloured: RecolouredSensor[] = [];
  const updated: number[] = [];
  for (const update of updates) {
    const row = byId.get(update.id);
    if (!row) continue;
    const next = { ...row, ...update.values };
    const value = row.latestValue;
    const reading =
      value === null
        ? { status: row.status, latestDetail: row.latestDetail }
        : {
            status: readingStatus({ value }, next),
            latestDetail: next.states.length > 0 ? stateLabel(value, next.states) : null,
          };
    await tx
      .update(sensors)
      .set({ ...update.values, ...reading })
      .where(eq(sensors.id, update.id));
    updated.push(update.id);
    const statusChanged = reading.status !== row.status;
    if (
      value !== null &&
      row.latestAt !== null &&
      (statusChanged || reading.latestDetail !== row.latestDetail)
    ) {
      recoloured.push({
        id: row.id,
        customerId: row.customerId,
        equipmentId: row.equipmentId,
        status: reading.status,
        statusChanged,
        value,
        detail: reading.latestDetail,
        at: row.latestAt,
        disconnected: row.disconnected,
      });
    }
    byId.set(update.id, { ...next, ...reading });
  }
  return { updated, recoloured };
}

/**
 * Readings are not tied to sensors by a foreign key (for insert speed), so they go first. The
 * equipment's stored worst status then follows from the sensors left.
 */
export async function deleteSensorRows(db: Executor, ids: number[]): Promise<number> {
  const list = numberArray(ids);
  await db.execute(sql`delete from readings where sensor_id = any(${list}::int[])`);
  await db.execute(sql`delete from readings_hourly where sensor_id = any(${list}::int[])`);
  await db.execute(sql`delete from readings_daily where sensor_id = any(${list}::int[])`);
  const deleted = await db
    .delete(sensors)
    .where(inArray(sensors.id, ids))
    .returning({ id: sensors.id, equipmentId: sensors.equipmentId });
  await refreshEquipmentSensorStatus(
    db,
    deleted.map((row) => row.equipmentId),
  );
  return deleted.length;
}
