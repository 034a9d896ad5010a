import {
  EQUIPMENT_STATUS_SORT_ORDER,
  type EquipmentListStatus,
  type EquipmentSortColumn,
  type SortOrder,
} from '@vigil/domain';
import { and, asc, eq, inArray, isNull, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { numberArray } from '../../db/sqlArrays.js';
import type { NewSensorFromPoint } from '../sensors/sensorFromPoint.js';
import { deleteSensorRows } from '../sensors/sensors.repository.js';
import {
  accounts,
  equipment,
  equipmentLibraries,
  equipmentTallies,
  modbusPoints,
  networks,
  sensors,
  snmpPoints,
} from '../../db/schema.js';
import { bumpConfigRevision } from '../gateways/gateways.repository.js';
import { logEquipmentEvents, type EquipmentEvent } from './equipmentLogs.repository.js';

export type EquipmentRow = typeof equipment.$inferSelect;
export type NewEquipment = typeof equipment.$inferInsert;

/**
 * A list status as equipment.status_rank stores it: its place in EQUIPMENT_STATUS_SORT_ORDER
 * (the column follows the domain's equipmentListStatus from the flags and the stored worst
 * sensor status), so status filters and the status sort read one index.
 */
export const statusRankOf = (status: EquipmentListStatus) =>
  EQUIPMENT_STATUS_SORT_ORDER.indexOf(status);

/**
 * An equipment as lists and answers read it: every column but its asset data and SNMP secrets,
 * which only say whether they are there.
 */
export type EquipmentView = Omit<
  EquipmentRow,
  'meta' | 'communityString' | 'authKey' | 'privacySecret' | 'nameSearch' | 'statusRank'
> & { hasCredentials: boolean };

const viewColumns = {
  id: equipment.id,
  customerId: equipment.customerId,
  networkId: equipment.networkId,
  libraryId: equipment.libraryId,
  name: equipment.name,
  kind: equipment.kind,
  protocol: equipment.protocol,
  ip: equipment.ip,
  port: equipment.port,
  slaveId: equipment.slaveId,
  snmpVersion: equipment.snmpVersion,
  username: equipment.username,
  authType: equipment.authType,
  securityLevel: equipment.securityLevel,
  privacyType: equipment.privacyType,
  context: equipment.context,
  notes: equipment.notes,
  tags: equipment.tags,
  disconnected: equipment.disconnected,
  locked: equipment.locked,
  isMaintenance: equipment.isMaintenance,
  isRepair: equipment.isRepair,
  errorMessage: equipment.errorMessage,
  errorAt: equipment.errorAt,
  lastUpdated: equipment.lastUpdated,
  createdAt: equipment.createdAt,
  sensorStatus: equipment.sensorStatus,
  oidVars: equipment.oidVars,
  hasCredentials: sql<boolean>`(coalesce(${equipment.communityString}, '') <> ''
    or coalesce(${equipment.authKey}, '') <> '' or coalesce(${equipment.privacySecret}, '') <> '')`,
} satisfies Record<keyof EquipmentView, unknown>;

const TIMES = ['errorAt', 'lastUpdated', 'createdAt'] as const;

/**
 * An equipment as the API reads it, with its gateway and library names and its sensor count,
 * each under its field's name; times as epoch milliseconds (both drivers read a float8 the same
 * way). Read raw: a page of 200 records is the list's largest cost in Node.
 */
const recordSelect = sql.join(
  [
    ...Object.entries(viewColumns).map(([key, column]) =>
      (TIMES as readonly string[]).includes(key)
        ? sql`(extract(epoch from ${column}) * 1000)::float8 as ${sql.identifier(key)}`
        : sql`${column} as ${sql.identifier(key)}`,
    ),
    sql`${networks.name} as "gatewayName"`,
    sql`${equipmentLibraries.id} as "libraryRef"`,
    sql`${equipmentLibraries.manufacturer} as "manufacturer"`,
    sql`${equipmentLibraries.model} as "model"`,
    sql`${accounts.name} as "owner"`,
    sql`(select count(*)::int from ${sensors} where ${sensors.equipmentId} = ${equipment.id}) as "sensorCount"`,
  ],
  sql`, `,
);

const recordJoins = sql`join ${networks} on ${networks.id} = ${equipment.networkId}
  join ${equipmentLibraries} on ${equipmentLibraries.id} = ${equipment.libraryId}
  left join ${accounts} on ${accounts.id} = ${equipmentLibraries.customerId}`;

type RawRecord = Omit<EquipmentView, (typeof TIMES)[number]> &
  Record<(typeof TIMES)[number], number | null> & {
    gatewayName: string;
    libraryRef: number;
    manufacturer: string;
    model: string;
    owner: string | null;
    sensorCount: number;
  };

function toRecord(raw: RawRecord): EquipmentRecord {
  const { gatewayName, libraryRef, manufacturer, model, owner, sensorCount, ...rest } = raw;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  const row: EquipmentView = {
    ...rest,
    errorAt: at(rest.errorAt),
    lastUpdated: at(rest.lastUpdated),
    createdAt: new Date(rest.createdAt!),
  };
  return {
    row,
    gatewayName,
    library: { id: libraryRef, manufacturer, model, owner },
    sensorCount,
    sensorStatus: row.sensorStatus,
  };
}

export interface EquipmentRecord {
  row: EquipmentView;
  gatewayName: string;
  library: { id: number; manufacturer: string; model: string; owner: string | null };
  sensorCount: number;
  /** The worst status of its sensors: ok, warning, error or unknown. */
  sensorStatus: string;
}

export interface EquipmentFilter {
  customerIds: number[] | 'all';
  networkId?: number | undefined;
  /** One or many gateways (the list's gateway filter). */
  networkIds?: number[] | undefined;
  /** Devices of these libraries (a template slot's model). */
  libraryIds?: number[] | undefined;
  query?: string | undefined;
  statuses?: EquipmentListStatus[] | undefined;
  protocols?: string[] | undefined;
  maintenance?: boolean | undefined;
  repair?: boolean | undefined;
  disconnected?: boolean | undefined;
  locked?: boolean | undefined;
}

export interface EquipmentSort {
  column: EquipmentSortColumn;
  order: SortOrder;
}

/** Addresses are digits and dots: a search with anything else cannot match one. */
const mayMatchAddress = (query: string) => /^[\d.]+$/.test(query);

const inCustomers = (column: AnyColumn, customerIds: number[] | 'all') =>
  customerIds === 'all'
    ? undefined
    : customerIds.length === 1
      ? eq(column, customerIds[0]!)
      : inArray(column, customerIds);

/** The columns the list filters on that equipment_tallies counts by, of either table. */
type KeyColumns = Record<
  | 'customerId'
  | 'protocol'
  | 'statusRank'
  | 'isMaintenance'
  | 'isRepair'
  | 'disconnected'
  | 'locked',
  AnyColumn
>;

/** The filter's conditions on the tallied keys: all of it but gateways and search. */
function keysWhere(filter: EquipmentFilter, t: KeyColumns): (SQL | undefined)[] {
  const flag = (column: AnyColumn, value: boolean | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return [
    inCustomers(t.customerId, filter.customerIds),
    filter.protocols?.length ? inArray(t.protocol, filter.protocols) : undefined,
    flag(t.isMaintenance, filter.maintenance),
    flag(t.isRepair, filter.repair),
    flag(t.disconnected, filter.disconnected),
    flag(t.locked, filter.locked),
    filter.statuses?.length ? inArray(t.statusRank, filter.statuses.map(statusRankOf)) : undefined,
  ];
}

/**
 * The filter as conditions on equipment. The search looks for the text in the stored lower-cased
 * name (and in the address, digits and dots, when the text could be part of one) with LIKE, which
 * the trigram indexes answer without reading every device.
 */
function whereOf(filter: EquipmentFilter): SQL {
  const text = filter.query?.toLowerCase();
  const contains = (column: AnyColumn) => sql`${column} like ${`%${escapeLike(text ?? '')}%`}`;
  return (
    and(
      ...keysWhere(filter, equipment),
      filter.networkId === undefined ? undefined : eq(equipment.networkId, filter.networkId),
      filter.networkIds?.length ? inArray(equipment.networkId, filter.networkIds) : undefined,
      filter.libraryIds?.length ? inArray(equipment.libraryId, filter.libraryIds) : undefined,
      text
        ? mayMatchAddress(text)
          ? or(contains(equipment.nameSearch), contains(equipment.ip))
          : contains(equipment.nameSearch)
        : undefined,
    ) ?? sql`true`
  );
}

/** The sort expressions of a column, id last. */
function sortExpressions(column: EquipmentSortColumn): (SQL | AnyColumn)[] {
  const keys: (SQL | AnyColumn)[] = {
    name: [equipment.name],
    equipmentIP: [equipment.ip],
    protocol: [equipment.protocol, equipment.name],
    gateway: [sql`lower(${networks.name})`, networks.id, equipment.name],
    status: [equipment.statusRank, equipment.name],
    createdAt: [equipment.createdAt],
    lastUpdated: [equipment.lastUpdated],
  }[column];
  return [...keys, equipment.id];
}

/**
 * Filters whose matches are read whole and then sorted, counting them on the way: a few gateways'
 * devices (through their index), a search (through the trigram indexes). Walking an index of the
 * sort for matches that cluster elsewhere (a few gateways' devices, a range of names) is what a
 * planner otherwise tries.
 */
const readsEveryMatch = (filter: EquipmentFilter) =>
  Boolean(
    filter.networkId || filter.networkIds?.length || filter.libraryIds?.length || filter.query,
  );

/**
 * The statement choosing a page's ids (or counting them), in the shape the filter reads fastest:
 * the matches whole then sorted (readsEveryMatch), or else a walk of the index of the sort (name,
 * address, protocol, status, creation; the gateways' name index for the gateway sort, which is
 * why the gateways are held to the customer too) that stops at the page's end.
 */
function selectIds(
  filter: EquipmentFilter,
  sort: EquipmentSort,
  page: { limit: number; offset: number; excludeId?: number | undefined } | 'count',
): SQL {
  const excluded =
    page !== 'count' && page.excludeId !== undefined
      ? sql` and ${equipment.id} <> ${page.excludeId}`
      : sql``;
  if (page === 'count') {
    return sql`select count(*)::int as n from ${equipment} where ${whereOf(filter)}`;
  }
  const gatewayJoin =
    sort.column === 'gateway'
      ? sql`join ${networks} on ${networks.id} = ${equipment.networkId} and ${
          inCustomers(networks.customerId, filter.customerIds) ?? sql`true`
        }`
      : sql``;
  const direction = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  const keys = sortExpressions(sort.column);
  const tail = sql`limit ${page.limit} offset ${page.offset}`;
  if (readsEveryMatch(filter)) {
    // Counted in the same pass: a window over every match, before the limit.
    const named = keys.map((key, i) => sql`${key} as ${sql.identifier(`k${i}`)}`);
    const order = keys.map((_, i) => sql`f.${sql.identifier(`k${i}`)} ${direction}`);
    return sql`select f.k${sql.raw(String(keys.length - 1))} as id, count(*) over () as total
      from (select ${sql.join(named, sql`, `)} from ${equipment} ${gatewayJoin}
        where ${whereOf(filter)}${excluded} offset 0) f
      order by ${sql.join(order, sql`, `)} ${tail}`;
  }
  const order = sql.join(
    keys.map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
  return sql`select ${equipment.id} as id from ${equipment} ${gatewayJoin}
    where ${whereOf(filter)}${excluded} order by ${order} ${tail}`;
}

/** A flag the toggles set, by its GraphQL name. */
export type EquipmentFlag = 'isMaintenance' | 'isRepair' | 'locked';

export function createEquipmentRepository(db: Database) {
  /**
   * The number of matches: a sum over equipment_tallies when the filter is all tallied keys,
   * else a count of the matching rows (a few gateways' devices, a search's matches).
   */
  async function count(filter: EquipmentFilter): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      readsEveryMatch(filter)
        ? selectIds(filter, { column: 'name', order: 'asc' }, 'count')
        : sql`select coalesce(sum(${equipmentTallies.n}), 0)::int as n from ${equipmentTallies}
            where ${and(...keysWhere(filter, equipmentTallies)) ?? sql`true`}`,
    );
    return Number(row?.n ?? 0);
  }

  /** The records of the ids, in the order of the ids. */
  async function recordsOf(ids: readonly number[]): Promise<EquipmentRecord[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<RawRecord>(
      db,
      sql`select ${recordSelect} from ${equipment} ${recordJoins}
        where ${equipment.id} = any(${numberArray(ids)}::int[])`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toRecord(row)] : [];
    });
  }

  /**
   * A page's records in one statement: the page's ids (selectIds), in their order, joined to
   * what a record shows. The total comes along when the page counts its matches.
   */
  async function pageOf(
    filter: EquipmentFilter,
    sort: EquipmentSort,
    page: { limit: number; offset: number; excludeId?: number | undefined },
  ): Promise<{ records: EquipmentRecord[]; total: number | undefined }> {
    const counted = readsEveryMatch(filter);
    // As one JSON text: a driver parses one value instead of every field of 200 rows.
    const [result] = await queryRows<{ page: string }>(
      db,
      sql`select coalesce(json_agg(r order by r.ord), '[]')::text as page from (
        select ${recordSelect}, p.ord${counted ? sql`, p.total` : sql``}
        from (select s.*, row_number() over () as ord from (${selectIds(filter, sort, page)}) s) p
        join ${equipment} on ${equipment.id} = p.id ${recordJoins}) r`,
    );
    const rows = JSON.parse(result?.page ?? '[]') as (RawRecord & {
      ord: number;
      total?: number;
    })[];
    const head = rows[0];
    return {
      records: rows.map(({ total: _total, ord: _ord, ...row }) => toRecord(row)),
      total: head?.total === undefined ? undefined : Number(head.total),
    };
  }

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

    /** The gateway's equipment names among those given (case-insensitive), as stored. */
    async namesTaken(
      networkId: number,
      names: readonly string[],
      exceptId?: number,
    ): Promise<string[]> {
      if (names.length === 0) return [];
      const lowered = names.map((name) => name.toLowerCase());
      const rows = await db
        .select({ name: equipment.name })
        .from(equipment)
        .where(
          and(
            eq(equipment.networkId, networkId),
            inArray(sql`lower(${equipment.name})`, lowered),
            exceptId === undefined ? undefined : ne(equipment.id, exceptId),
          ),
        )
        .orderBy(asc(equipment.name));
      return rows.map((row) => row.name);
    },

    /**
     * Inserts equipment with one sensor per point each, logs their creation and has their
     * gateway refetch its config: all of it, or nothing.
     */
    async insertWithSensors(
      devices: readonly { values: NewEquipment; points: NewSensorFromPoint[] }[],
      logOf: (row: EquipmentRow) => EquipmentEvent,
    ): Promise<EquipmentRow[]> {
      if (devices.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(equipment)
          .values(devices.map((device) => device.values))
          .returning();
        if (rows.length !== devices.length) throw new Error('insert into equipment lost rows');
        const sensorRows = rows.flatMap((row, i) =>
          devices[i]!.points.map((point) => ({
            ...point,
            customerId: row.customerId,
            networkId: row.networkId,
            equipmentId: row.id,
          })),
        );
        // Bounded statements: a thousand devices of a large library stay within parameter limits.
        for (let i = 0; i < sensorRows.length; i += 2_000) {
          await tx.insert(sensors).values(sensorRows.slice(i, i + 2_000));
        }
        await bumpConfigRevision(tx, [...new Set(rows.map((row) => row.networkId))]);
        await logEquipmentEvents(tx, rows.map(logOf));
        return rows;
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
      const [record] = await recordsOf([id]);
      return record;
    },

    /** The stored row with its secrets and asset data, for a change to start from. */
    async rowById(id: number): Promise<EquipmentRow | undefined> {
      const [row] = await db.select().from(equipment).where(eq(equipment.id, id));
      return row;
    },

    recordsOf,

    /**
     * A page of the list and the number of matches. The included id, when it matches the
     * filter, leads the first page and is left out of the rest, so the sort stays an index walk.
     * The total comes with the page when the page reads every match anyway, else from a count
     * run beside it.
     */
    async list(
      filter: EquipmentFilter,
      sort: EquipmentSort,
      page: { limit: number; offset: number; includeId?: number | undefined },
    ): Promise<{ items: EquipmentRecord[]; total: number }> {
      let { limit, offset } = page;
      const first: number[] = [];
      const include = page.includeId;
      let included = false;
      if (include !== undefined) {
        const [hit] = await db
          .select({ id: equipment.id })
          .from(equipment)
          .where(and(eq(equipment.id, include), whereOf(filter)));
        included = hit !== undefined;
        if (included && offset === 0) {
          first.push(include);
          limit -= 1;
        } else if (included) {
          offset -= 1;
        }
      }
      const [rest, counted] = await Promise.all([
        limit > 0
          ? pageOf(filter, sort, { limit, offset, excludeId: included ? include : undefined })
          : Promise.resolve({ records: [], total: undefined }),
        readsEveryMatch(filter) ? Promise.resolve(undefined) : count(filter),
      ]);
      const total =
        counted ??
        (rest.total !== undefined
          ? rest.total + (included ? 1 : 0)
          : // Past the last page: nothing to count with.
            await count(filter));
      return { items: [...(await recordsOf(first)), ...rest.records], total };
    },

    count,

    /** Changes stored fields, logs it and has the gateway refetch; undefined when it is gone. */
    async update(
      id: number,
      values: Partial<NewEquipment>,
      event: Omit<EquipmentEvent, 'equipmentId' | 'customerId'> | null,
    ): Promise<EquipmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(equipment)
          .set(values)
          .where(eq(equipment.id, id))
          .returning();
        if (!row) return undefined;
        await bumpConfigRevision(tx, [row.networkId]);
        if (event) {
          await logEquipmentEvents(tx, [
            { ...event, equipmentId: row.id, customerId: row.customerId },
          ]);
        }
        return row;
      });
    },

    /**
     * Sets a flag. When it changes, the gateway refetches its config (which carries the flags)
     * and the change is logged; undefined when the equipment is gone.
     */
    async setFlag(
      id: number,
      flag: EquipmentFlag,
      value: boolean,
      eventOf: (row: EquipmentRow) => EquipmentEvent,
    ): Promise<EquipmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(equipment)
          .set({ [flag]: value })
          .where(and(eq(equipment.id, id), ne(equipment[flag], value)))
          .returning();
        if (!row) {
          const [same] = await tx.select().from(equipment).where(eq(equipment.id, id));
          return same;
        }
        await bumpConfigRevision(tx, [row.networkId]);
        await logEquipmentEvents(tx, [eventOf(row)]);
        return row;
      });
    },

    /** Replaces the asset data; undefined when the equipment is gone. */
    async setMeta(
      id: number,
      meta: EquipmentRow['meta'],
      event: Omit<EquipmentEvent, 'equipmentId' | 'customerId'>,
    ): Promise<EquipmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(equipment)
          .set({ meta })
          .where(eq(equipment.id, id))
          .returning();
        if (row) {
          await logEquipmentEvents(tx, [
            { ...event, equipmentId: row.id, customerId: row.customerId },
          ]);
        }
        return row;
      });
    },

    /**
     * Deletes equipment with everything that hangs off it: sensors with their readings and
     * rollups (not tied by a foreign key), widget links to those sensors, traps, logs and file
     * rows (by cascade); asset views forget it. Its gateway refetches its config. Returns the ids
     * deleted.
     */
    async delete(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: sensors.id })
          .from(sensors)
          .where(inArray(sensors.equipmentId, [...ids]));
        if (owned.length > 0)
          await deleteSensorRows(
            tx,
            owned.map((s) => s.id),
          );
        const deleted = await tx
          .delete(equipment)
          .where(inArray(equipment.id, [...ids]))
          .returning({ id: equipment.id, networkId: equipment.networkId });
        if (deleted.length === 0) return [];
        const gone = sql`${numberArray(deleted.map((row) => row.id))}::int[]`;
        await tx.execute(sql`update views set equipment_ids = array(
            select id from unnest(equipment_ids) as id where id <> all(${gone}))
          where equipment_ids && ${gone}`);
        await bumpConfigRevision(tx, [...new Set(deleted.map((row) => row.networkId))]);
        return deleted.map((row) => row.id);
      });
    },

    /**
     * The site at a glance: gateways by connection and equipment by list status (summed from
     * equipment_tallies), in two statements.
     */
    async summary(customerIds: number[] | 'all') {
      const inScope = (column: SQL) =>
        customerIds === 'all'
          ? sql`true`
          : sql`${column} = any(${numberArray(customerIds)}::int[])`;
      const [gateways] = await queryRows<{
        total: number;
        connected: number;
        disconnected: number;
        listening: number;
      }>(
        db,
        sql`select count(*)::int as total,
          count(*) filter (where not disconnected)::int as connected,
          count(*) filter (where disconnected)::int as disconnected,
          count(*) filter (where slave or listen_triggered)::int as listening
        from networks where ${inScope(sql`customer_id`)}`,
      );
      const ranks = await queryRows<{ rank: number; n: number }>(
        db,
        sql`select status_rank as rank, sum(n)::int as n from equipment_tallies
          where ${inScope(sql`customer_id`)} group by status_rank`,
      );
      const devices = { total: 0 } as Record<EquipmentListStatus | 'total', number>;
      for (const status of EQUIPMENT_STATUS_SORT_ORDER) devices[status] = 0;
      for (const { rank, n } of ranks) {
        const status = EQUIPMENT_STATUS_SORT_ORDER[rank];
        if (status) devices[status] += n;
        devices.total += n;
      }
      return { gateways: gateways!, devices };
    },
  };
}
