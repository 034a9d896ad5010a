import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { equipment, networks, sensors } from '../../db/schema.js';
import { numberArray } from '../../db/sqlArrays.js';
import { deleteSensorRows } from '../sensors/sensors.repository.js';

export type NetworkRow = typeof networks.$inferSelect;
/** A gateway as the API reads it: never its token hash. */
/** A gateway row without its token hashes. */
export type NetworkPublicRow = Omit<NetworkRow, 'tokenHash' | 'pendingTokenHash' | 'ha2TokenHash'>;
/** An HA pair's node: HA1 (the gateway's own token) or HA2. */
export type HaNode = 'HA1' | 'HA2';
/** A gateway as an agent's request authenticated it: the row and the node the token is of. */
export type AgentGateway = NetworkRow & { node: HaNode };
export type NetworkRecord = NetworkPublicRow & {
  deviceCount: number;
};

const { tokenHash, pendingTokenHash, ha2TokenHash, ...networkColumns } = getTableColumns(networks);

export interface GatewayListFilter {
  customerIds: number[] | 'all';
  networkId?: number | undefined;
  query?: string | undefined;
  disconnected?: boolean | undefined;
  slave?: boolean | undefined;
  listenTriggered?: boolean | undefined;
}

export const GATEWAY_SORT_COLUMNS = {
  name: networks.name,
  lastUpdated: networks.lastUpdated,
  pollInterval: networks.pollInterval,
  createdAt: networks.createdAt,
} as const;
export type GatewaySortColumn = keyof typeof GATEWAY_SORT_COLUMNS | 'deviceCount';

const deviceCount = sql<number>`(select count(*)::int from ${equipment} where ${equipment.networkId} = ${networks.id})`;

function whereOf(filter: GatewayListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.customerIds === 'all' ? undefined : inArray(networks.customerId, filter.customerIds),
    filter.networkId === undefined ? undefined : eq(networks.id, filter.networkId),
    filter.query ? ilike(networks.name, `%${escapeLike(filter.query)}%`) : undefined,
    filter.disconnected === undefined ? undefined : eq(networks.disconnected, filter.disconnected),
    filter.slave === undefined ? undefined : eq(networks.slave, filter.slave),
    filter.listenTriggered === undefined
      ? undefined
      : eq(networks.listenTriggered, filter.listenTriggered),
  ];
  return and(...conditions);
}

export function createGatewaysRepository(db: Database) {
  return {
    async insert(values: {
      customerId: number;
      name: string;
      tokenHash: string;
      pollInterval: number;
      externalId?: string | undefined;
    }): Promise<NetworkRow> {
      const [row] = await db.insert(networks).values(values).returning();
      if (!row) throw new Error('insert into networks returned nothing');
      return row;
    },

    async nameTaken(customerId: number, name: string): Promise<boolean> {
      const rows = await db
        .select({ id: networks.id })
        .from(networks)
        .where(
          and(eq(networks.customerId, customerId), sql`lower(${networks.name}) = lower(${name})`),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Whether any gateway, of any customer, was registered with this appliance id. */
    async externalIdTaken(externalId: string): Promise<boolean> {
      const rows = await db
        .select({ id: networks.id })
        .from(networks)
        .where(eq(networks.externalId, externalId))
        .limit(1);
      return rows.length > 0;
    },

    /** Renames a gateway or changes its poll interval; undefined when it is gone. */
    async update(id: number, values: { name?: string; pollInterval?: number }) {
      if (values.name === undefined && values.pollInterval === undefined) return this.byId(id);
      const [row] = await db
        .update(networks)
        .set(values)
        .where(eq(networks.id, id))
        .returning({ id: networks.id });
      return row && this.byId(row.id);
    },

    /** The ids of the gateway's equipment. */
    async equipmentIdsOf(id: number): Promise<number[]> {
      const rows = await db
        .select({ id: equipment.id })
        .from(equipment)
        .where(eq(equipment.networkId, id));
      return rows.map((row) => row.id);
    },

    /**
     * Deletes a gateway with everything that hangs off it, in one transaction: its sensors with
     * their readings and rollups (not tied by a foreign key), then the gateway, whose equipment,
     * sensors' widget links, traps, equipment logs and file rows go by cascade (widgets that
     * named it or its equipment keep existing without them); asset views forget its equipment.
     * File-store objects are the caller's business. Returns whether it existed.
     */
    async delete(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: sensors.id })
          .from(sensors)
          .where(eq(sensors.networkId, id));
        if (owned.length > 0) {
          await deleteSensorRows(
            tx,
            owned.map((sensor) => sensor.id),
          );
        }
        const devices = await tx
          .select({ id: equipment.id })
          .from(equipment)
          .where(eq(equipment.networkId, id));
        if (devices.length > 0) {
          const gone = sql`${numberArray(devices.map((row) => row.id))}::int[]`;
          await tx.execute(sql`update views set equipment_ids = array(
              select e from unnest(equipment_ids) as e where e <> all(${gone}))
            where equipment_ids && ${gone}`);
        }
        const deleted = await tx
          .delete(networks)
          .where(eq(networks.id, id))
          .returning({ id: networks.id });
        return deleted.length > 0;
      });
    },

    async list(
      filter: GatewayListFilter,
      page: {
        limit: number;
        offset: number;
        sort: GatewaySortColumn;
        order: 'asc' | 'desc';
        selectedId?: number | undefined;
      },
    ): Promise<NetworkRecord[]> {
      const column = page.sort === 'deviceCount' ? deviceCount : GATEWAY_SORT_COLUMNS[page.sort];
      const direction = page.order === 'desc' ? desc : asc;
      const selectedFirst =
        page.selectedId === undefined
          ? []
          : [sql`case when ${networks.id} = ${page.selectedId} then 0 else 1 end`];
      return db
        .select({ ...networkColumns, deviceCount })
        .from(networks)
        .where(whereOf(filter))
        .orderBy(...selectedFirst, direction(column), asc(networks.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: GatewayListFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(networks).where(whereOf(filter));
      return row?.n ?? 0;
    },

    async byId(id: number): Promise<NetworkRecord | undefined> {
      const [row] = await db
        .select({ ...networkColumns, deviceCount })
        .from(networks)
        .where(eq(networks.id, id));
      return row;
    },

    async byName(customerId: number, name: string): Promise<NetworkRow | undefined> {
      const [row] = await db
        .select()
        .from(networks)
        .where(
          and(eq(networks.customerId, customerId), sql`lower(${networks.name}) = lower(${name})`),
        );
      return row;
    },

    /** A new token set by a person: any rotated one not yet confirmed stops working too. */
    async setTokenHash(id: number, tokenHash: string): Promise<void> {
      await db
        .update(networks)
        .set({ tokenHash, pendingTokenHash: null, pendingTokenNode: null })
        .where(eq(networks.id, id));
    },

    /**
     * The gateway holding this token and which node of it: its own (HA1), its HA pair's second
     * node (HA2), or a rotated token one of them has been given (Rotate Certificate).
     */
    async byTokenHash(tokenHash: string): Promise<AgentGateway | undefined> {
      const [row] = await db
        .select()
        .from(networks)
        .where(
          or(
            eq(networks.tokenHash, tokenHash),
            eq(networks.ha2TokenHash, tokenHash),
            eq(networks.pendingTokenHash, tokenHash),
          ),
        );
      if (!row) return undefined;
      const node: HaNode =
        row.ha2TokenHash === tokenHash ||
        (row.pendingTokenHash === tokenHash && row.pendingTokenNode === 'HA2')
          ? 'HA2'
          : 'HA1';
      return { ...row, node };
    },

    async setPendingTokenHash(id: number, pendingTokenHash: string, node: HaNode): Promise<void> {
      await db
        .update(networks)
        .set({ pendingTokenHash, pendingTokenNode: node })
        .where(eq(networks.id, id));
    },

    /** A node used its rotated token: it becomes that node's token; the old one stops working. */
    async promotePendingToken(id: number, hash: string, node: HaNode): Promise<boolean> {
      const rows = await db
        .update(networks)
        .set({
          ...(node === 'HA2' ? { ha2TokenHash: hash } : { tokenHash: hash }),
          pendingTokenHash: null,
          pendingTokenNode: null,
        })
        .where(and(eq(networks.id, id), eq(networks.pendingTokenHash, hash)))
        .returning({ id: networks.id });
      return rows.length > 0;
    },

    /**
     * Makes the gateway an HA pair with a (new) second node token. Node HA1 stays MASTER unless
     * HA2 already is.
     */
    async setHa2Token(id: number, hash: string): Promise<NetworkPublicRow | undefined> {
      const [row] = await db
        .update(networks)
        .set({
          ha2TokenHash: hash,
          gwType: 'HA1',
          haStatus: sql`case when ${networks.haMaster} = 'HA2' then 'BACKUP' else 'MASTER' end`,
        })
        .where(eq(networks.id, id))
        .returning(networkColumns);
      return row;
    },

    /**
     * A node of an HA pair checked in. The MASTER keeps polling; a BACKUP takes over when the
     * master has been silent for `missed` poll intervals. One row lock decides, so two nodes
     * checking in at once cannot both become MASTER.
     */
    async haCheckin(id: number, node: HaNode, missed: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            haMaster: networks.haMaster,
            ha1SeenAt: networks.ha1SeenAt,
            ha2SeenAt: networks.ha2SeenAt,
            pollInterval: networks.pollInterval,
            now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
          })
          .from(networks)
          .where(eq(networks.id, id))
          .for('update');
        if (!row) return undefined;
        const masterSeen = row.haMaster === 'HA2' ? row.ha2SeenAt : row.ha1SeenAt;
        const silentFor = masterSeen ? row.now.getTime() - masterSeen.getTime() : Infinity;
        const takeOver = row.haMaster !== node && silentFor > missed * row.pollInterval * 1000;
        const master: HaNode = takeOver ? node : (row.haMaster as HaNode);
        await tx
          .update(networks)
          .set({
            ...(node === 'HA2' ? { ha2SeenAt: sql`now()` } : { ha1SeenAt: sql`now()` }),
            haMaster: master,
            haStatus: master === 'HA1' ? 'MASTER' : 'BACKUP',
          })
          .where(eq(networks.id, id));
        return { role: master === node ? ('MASTER' as const) : ('BACKUP' as const), takeOver };
      });
    },

    async ha2TokenHashOf(id: number): Promise<string | null> {
      const [row] = await db
        .select({ hash: networks.ha2TokenHash })
        .from(networks)
        .where(eq(networks.id, id));
      return row?.hash ?? null;
    },

    async setHa2Version(id: number, version: string): Promise<void> {
      await db.update(networks).set({ ha2Version: version }).where(eq(networks.id, id));
    },

    /** A check-in: connected now. Returns the row and whether it was disconnected before. */
    /**
     * A check-in: connected now, with the agent's version and process start when it sent them.
     * Also answers when the agent said it started before (a newer start is a restart).
     */
    async checkin(
      id: number,
      version: string | undefined,
      agentStartedAt?: Date,
    ): Promise<
      | { row: NetworkRecord; wasDisconnected: boolean; previousAgentStartedAt: Date | null }
      | undefined
    > {
      const result = await queryRows<{
        was_disconnected: boolean;
        previous_started: string | Date | null;
      }>(
        db,
        sql`
        update ${networks} n set last_updated = now(), disconnected = false,
          version = coalesce(${version ?? null}, n.version),
          agent_started_at = coalesce(${agentStartedAt?.toISOString() ?? null}::timestamptz, n.agent_started_at)
        from (select id, disconnected as was_disconnected, agent_started_at as previous_started
          from ${networks} where id = ${id}) old
        where n.id = old.id
        returning old.was_disconnected, old.previous_started`,
      );
      const [first] = result;
      if (!first) return undefined;
      const row = await this.byId(id);
      const previous = first.previous_started === null ? null : new Date(first.previous_started);
      return (
        row && { row, wasDisconnected: first.was_disconnected, previousAgentStartedAt: previous }
      );
    },

    async byIds(ids: readonly number[]): Promise<NetworkRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select({ ...networkColumns, deviceCount })
        .from(networks)
        .where(inArray(networks.id, [...ids]));
    },

    /**
     * Listen mode of many gateways in one statement: on asks each gateway not already listening
     * at its next check-in; off ends it at once.
     */
    async setListenModes(ids: readonly number[], activate: boolean) {
      if (ids.length === 0) return [];
      return db
        .update(networks)
        .set(
          activate
            ? { listenTriggered: sql`not ${networks.slave}` }
            : { slave: false, listenTriggered: false },
        )
        .where(inArray(networks.id, [...ids]))
        .returning(networkColumns);
    },

    async setMode(id: number, mode: { slave?: boolean; listenTriggered?: boolean }) {
      const [row] = await db
        .update(networks)
        .set(mode)
        .where(eq(networks.id, id))
        .returning(networkColumns);
      return row;
    },

    /** Gateways silent for more than `missed` poll intervals become disconnected. */
    async disconnectSilent(missed: number): Promise<NetworkPublicRow[]> {
      return db
        .update(networks)
        .set({ disconnected: true })
        .where(
          and(
            eq(networks.disconnected, false),
            sql`${networks.lastUpdated} < now() - make_interval(secs => ${networks.pollInterval} * ${missed})`,
          ),
        )
        .returning(networkColumns);
    },
  };
}

export type GatewaysRepository = ReturnType<typeof createGatewaysRepository>;

/**
 * Tells gateways their equipment or points changed: the next check-in returns a new revision and
 * the agent fetches its config again. Call it in the transaction that made the change.
 */
export async function bumpConfigRevision(
  db: Executor,
  networkIds: readonly number[],
): Promise<void> {
  if (networkIds.length === 0) return;
  await db
    .update(networks)
    .set({ configRevision: sql`${networks.configRevision} + 1` })
    .where(inArray(networks.id, [...networkIds]));
}
