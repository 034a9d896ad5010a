import {
  ipToNumber,
  type ActionResult,
  type ActionStatus,
  type DiscoveredDevice,
} from '@vigil/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { escapeLike } from '../../db/escapeLike.js';
import { numberArray, textArray } from '../../db/sqlArrays.js';
import {
  actionFiles,
  discoveredDevices,
  equipment,
  equipmentLibraries,
  gatewayActions,
  gatewayLogs,
  snmpWalkOids,
} from '../../db/schema.js';

export type ActionRow = typeof gatewayActions.$inferSelect;

/** An action with its batch's counts, as the queue lists it. */
export interface QueueRow extends ActionRow {
  batchTotal: number | null;
  batchPending: number | null;
}

export interface NewAction {
  customerId: number;
  networkId: number;
  gatewayType: string;
  action: string;
  ip: string | null;
  ips: string[];
  offset: number;
  params: object;
  batchLabel: string | null;
  slave: boolean;
  createdById: number;
  createdByName: string;
}

export interface GatewayEvent {
  networkId: number;
  customerId: number;
  actionId?: number | null;
  kind: string;
  message: string;
  userId?: number | null;
  userName?: string | null;
}

const UNFINISHED: ActionStatus[] = ['PENDING', 'IN_PROGRESS'];
/** Finished actions the queue lists after the unfinished ones, newest first. */
export const FINISHED_IN_QUEUE = 20;

/**
 * Credentials leave an action once it has finished: what stays is what the results show
 * (address, root, range, the flags and names set).
 */
const scrubbedParams = sql`(${gatewayActions.params} - 'snmp' - 'config') || jsonb_strip_nulls(jsonb_build_object(
  'flags', ${gatewayActions.params} #> '{config,flags}',
  'cardName', ${gatewayActions.params} #> '{config,cardName}'))`;

/** The queue an agent (or a browser) reads: the HA2 node's own, or the gateway's. */
const queueOf = (networkId: number, gatewayType: string) =>
  and(
    eq(gatewayActions.networkId, networkId),
    gatewayType === 'HA2'
      ? eq(gatewayActions.gatewayType, 'HA2')
      : sql`${gatewayActions.gatewayType} <> 'HA2'`,
  );

export async function logGatewayEvents(db: Executor, events: readonly GatewayEvent[]) {
  if (events.length === 0) return;
  await db.insert(gatewayLogs).values(
    events.map((event) => ({
      networkId: event.networkId,
      customerId: event.customerId,
      actionId: event.actionId ?? null,
      kind: event.kind,
      message: event.message,
      userId: event.userId ?? null,
      userName: event.userName ?? null,
    })),
  );
}

export function createGatewayActionsRepository(db: Executor) {
  return {
    /** Queues an action last in its queue. */
    async insert(action: NewAction): Promise<ActionRow> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`
        insert into ${gatewayActions} (customer_id, network_id, gateway_type, action, ip, ips,
          "offset", params, batch_label, slave, created_by_id, created_by_name, position)
        select ${action.customerId}, ${action.networkId}, ${action.gatewayType}, ${action.action},
          ${action.ip}, ${textArray(action.ips)}::text[], ${action.offset},
          ${JSON.stringify(action.params)}::jsonb, ${action.batchLabel}, ${action.slave},
          ${action.createdById}, ${action.createdByName},
          coalesce((select max(position) from ${gatewayActions} where ${queueOf(action.networkId, action.gatewayType)}), 0) + 1
        returning id`,
      );
      return (await this.byId(row!.id))!;
    },

    async byId(id: number): Promise<ActionRow | undefined> {
      const [row] = await db.select().from(gatewayActions).where(eq(gatewayActions.id, id));
      return row;
    },

    /** The unfinished actions in run order, then the newest finished ones; with batch counts. */
    async queue(
      networkId: number,
      gatewayType: string,
      actionTypes: readonly string[] | undefined,
    ): Promise<QueueRow[]> {
      const types = actionTypes && actionTypes.length > 0 ? [...actionTypes] : undefined;
      const where = and(
        queueOf(networkId, gatewayType),
        types ? inArray(gatewayActions.action, types) : undefined,
      );
      const unfinished = await db
        .select()
        .from(gatewayActions)
        .where(and(where, inArray(gatewayActions.status, UNFINISHED)))
        .orderBy(
          sql`${gatewayActions.status} = 'PENDING'`,
          asc(gatewayActions.position),
          asc(gatewayActions.id),
        );
      const finished = await db
        .select()
        .from(gatewayActions)
        .where(and(where, sql`${gatewayActions.status} not in ('PENDING', 'IN_PROGRESS')`))
        .orderBy(desc(gatewayActions.finishedAt), desc(gatewayActions.id))
        .limit(FINISHED_IN_QUEUE);
      const rows = [...unfinished, ...finished];
      const labels = [...new Set(rows.flatMap((r) => (r.batchLabel ? [r.batchLabel] : [])))];
      const counts = new Map<string, { total: number; pending: number }>();
      if (labels.length > 0) {
        const tallies = await db
          .select({
            label: gatewayActions.batchLabel,
            total: sql<number>`count(*)::int`,
            pending: sql<number>`(count(*) filter (where ${gatewayActions.status} = 'PENDING'))::int`,
          })
          .from(gatewayActions)
          .where(
            and(
              eq(gatewayActions.networkId, networkId),
              inArray(gatewayActions.batchLabel, labels),
            ),
          )
          .groupBy(gatewayActions.batchLabel);
        for (const t of tallies) counts.set(t.label!, { total: t.total, pending: t.pending });
      }
      return rows.map((row) => {
        const batch = row.batchLabel ? counts.get(row.batchLabel) : undefined;
        return { ...row, batchTotal: batch?.total ?? null, batchPending: batch?.pending ?? null };
      });
    },

    async setBatchLabel(id: number, label: string): Promise<ActionRow | undefined> {
      const [row] = await db
        .update(gatewayActions)
        .set({ batchLabel: label })
        .where(eq(gatewayActions.id, id))
        .returning();
      return row;
    },

    /** The batch an action belongs to, to join more chunks to it. */
    async batchOf(networkId: number, actionId: number) {
      const [row] = await db
        .select({ label: gatewayActions.batchLabel, action: gatewayActions.action })
        .from(gatewayActions)
        .where(and(eq(gatewayActions.id, actionId), eq(gatewayActions.networkId, networkId)));
      return row;
    },

    /** Whether a batch label is taken on the gateway. */
    async batchExists(networkId: number, label: string): Promise<boolean> {
      const [row] = await db
        .select({ id: gatewayActions.id })
        .from(gatewayActions)
        .where(and(eq(gatewayActions.networkId, networkId), eq(gatewayActions.batchLabel, label)))
        .limit(1);
      return row !== undefined;
    },

    /** The actions a delete names: one, or every action of a batch. */
    async targets(networkId: number, filter: { id?: number; batchLabel?: string }) {
      return db
        .select()
        .from(gatewayActions)
        .where(
          and(
            eq(gatewayActions.networkId, networkId),
            filter.id !== undefined ? eq(gatewayActions.id, filter.id) : undefined,
            filter.batchLabel !== undefined
              ? eq(gatewayActions.batchLabel, filter.batchLabel)
              : undefined,
          ),
        );
    },

    /** Running ones are CANCELLED (kept, so the agent's late result is ignored); others go. */
    async remove(ids: readonly number[]): Promise<{ deleted: number[]; cancelled: number[] }> {
      if (ids.length === 0) return { deleted: [], cancelled: [] };
      const cancelled = await db
        .update(gatewayActions)
        .set({
          status: 'CANCELLED',
          finishedAt: sql`now()`,
          error: 'Cancelled while it ran.',
          params: scrubbedParams,
        })
        .where(and(inArray(gatewayActions.id, [...ids]), eq(gatewayActions.status, 'IN_PROGRESS')))
        .returning({ id: gatewayActions.id });
      const gone = new Set(cancelled.map((r) => r.id));
      const deleted = await db
        .delete(gatewayActions)
        .where(
          and(
            inArray(
              gatewayActions.id,
              ids.filter((id) => !gone.has(id)),
            ),
            sql`${gatewayActions.status} <> 'IN_PROGRESS'`,
          ),
        )
        .returning({ id: gatewayActions.id });
      return { deleted: deleted.map((r) => r.id), cancelled: [...gone] };
    },

    /** The pending actions of a queue, in order, locked for a reorder. */
    async pendingForUpdate(networkId: number, gatewayType: string) {
      return db
        .select({ id: gatewayActions.id, position: gatewayActions.position })
        .from(gatewayActions)
        .where(and(queueOf(networkId, gatewayType), eq(gatewayActions.status, 'PENDING')))
        .orderBy(asc(gatewayActions.position), asc(gatewayActions.id))
        .for('update');
    },

    async setPositions(positions: readonly { id: number; position: number }[]) {
      if (positions.length === 0) return;
      const ids = positions.map((p) => p.id);
      const values = positions.map((p) => p.position);
      await db.execute(sql`
        update ${gatewayActions} a set position = v.position
        from unnest(${numberArray(ids)}::int[], ${numberArray(values)}::float8[]) as v(id, position)
        where a.id = v.id`);
    },

    /** The head of the agent's queue: the first pending action, if nothing else runs. */
    async next(networkId: number, gatewayType: string): Promise<ActionRow | undefined> {
      const [row] = await db
        .select()
        .from(gatewayActions)
        .where(and(queueOf(networkId, gatewayType), eq(gatewayActions.status, 'PENDING')))
        .orderBy(asc(gatewayActions.position), asc(gatewayActions.id))
        .limit(1);
      return row;
    },

    async pendingCount(networkId: number, gatewayType: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(gatewayActions)
        .where(and(queueOf(networkId, gatewayType), eq(gatewayActions.status, 'PENDING')));
      return row?.n ?? 0;
    },

    /** PENDING → IN_PROGRESS, once: the row when this call started it, else nothing. */
    async start(networkId: number, id: number, timeoutMs: number) {
      const [row] = await db
        .update(gatewayActions)
        .set({
          status: 'IN_PROGRESS',
          startedAt: sql`now()`,
          deadlineAt: sql`now() + ${timeoutMs} * interval '1 millisecond'`,
        })
        .where(
          and(
            eq(gatewayActions.id, id),
            eq(gatewayActions.networkId, networkId),
            eq(gatewayActions.status, 'PENDING'),
          ),
        )
        .returning();
      return row;
    },

    /** An action of this gateway, whatever its state (the agent's later calls check it). */
    async ofGateway(networkId: number, id: number): Promise<ActionRow | undefined> {
      const [row] = await db
        .select()
        .from(gatewayActions)
        .where(and(eq(gatewayActions.id, id), eq(gatewayActions.networkId, networkId)));
      return row;
    },

    /** Find Equipment's progress and the devices found since the last report. */
    async progress(
      id: number,
      progress: { scanned: number; total: number },
      found: readonly DiscoveredDevice[],
    ): Promise<{ found: number }> {
      if (found.length > 0) {
        await db
          .insert(discoveredDevices)
          .values(
            found.map((d) => ({
              actionId: id,
              ip: d.ip,
              ipNumber: ipToNumber(d.ip),
              sysName: d.sysName,
              sysDescr: d.sysDescr,
              sysObjectId: d.sysObjectID,
              credential: d.credential,
            })),
          )
          .onConflictDoNothing();
      }
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(discoveredDevices)
        .where(eq(discoveredDevices.actionId, id));
      const value = { ...progress, found: count?.n ?? 0 };
      await db
        .update(gatewayActions)
        .set({ progress: value })
        .where(and(eq(gatewayActions.id, id), eq(gatewayActions.status, 'IN_PROGRESS')));
      return value;
    },

    /**
     * IN_PROGRESS → SUCCESS or FAILED with what the agent reported, once; walk OIDs and files
     * stored with it. Run inside a transaction so the result lands whole.
     */
    async finish(id: number, result: ActionResult): Promise<ActionRow | undefined> {
      const extra = {
        ...(result.meta ? { meta: result.meta } : {}),
        ...(result.perIp ? { perIp: result.perIp } : {}),
        ...(result.registers ? { registers: result.registers } : {}),
        ...(result.walk
          ? { stopped: result.walk.stopped ?? null, oids: result.walk.varbinds.length }
          : {}),
      };
      const [row] = await db
        .update(gatewayActions)
        .set({
          status: result.status,
          finishedAt: sql`now()`,
          output: result.output ?? null,
          error: result.error ?? null,
          result: Object.keys(extra).length > 0 ? extra : null,
          params: scrubbedParams,
        })
        .where(and(eq(gatewayActions.id, id), eq(gatewayActions.status, 'IN_PROGRESS')))
        .returning();
      if (!row) return undefined;
      const varbinds = result.walk?.varbinds ?? [];
      for (let start = 0; start < varbinds.length; start += 5_000) {
        const page = varbinds.slice(start, start + 5_000);
        await db.execute(sql`
          insert into ${snmpWalkOids} (action_id, seq, oid, type, value)
          select ${id}, s.seq, s.oid, s.type, s.value
          from unnest(
            ${numberArray(page.map((_, i) => start + i))}::int[],
            ${textArray(page.map((v) => v.oid))}::text[],
            ${textArray(page.map((v) => v.type))}::text[],
            ${textArray(page.map((v) => v.value))}::text[]) as s(seq, oid, type, value)`);
      }
      if (result.files && result.files.length > 0) {
        await db
          .insert(actionFiles)
          .values(result.files.map((f) => ({ actionId: id, name: f.name, content: f.content })))
          .onConflictDoNothing();
      }
      return row;
    },

    /** Running REBOOTs of the gateway started before the agent's newest start: done. */
    async completeReboots(networkId: number, gatewayType: string, agentStartedAt: Date) {
      return db
        .update(gatewayActions)
        .set({
          status: 'SUCCESS',
          finishedAt: sql`now()`,
          output: 'The gateway restarted and checked in again.',
          params: scrubbedParams,
        })
        .where(
          and(
            queueOf(networkId, gatewayType),
            eq(gatewayActions.action, 'REBOOT'),
            eq(gatewayActions.status, 'IN_PROGRESS'),
            sql`${gatewayActions.startedAt} < ${agentStartedAt.toISOString()}::timestamptz`,
          ),
        )
        .returning();
    },

    /** Running actions past their deadline, FAILED with the reason each kind's gives. */
    async expire(reasonOf: (action: string) => string) {
      const due = await db
        .select({ id: gatewayActions.id, action: gatewayActions.action })
        .from(gatewayActions)
        .where(
          and(eq(gatewayActions.status, 'IN_PROGRESS'), sql`${gatewayActions.deadlineAt} < now()`),
        )
        .limit(500);
      const expired: ActionRow[] = [];
      for (const { id, action } of due) {
        const [row] = await db
          .update(gatewayActions)
          .set({
            status: 'FAILED',
            finishedAt: sql`now()`,
            error: reasonOf(action),
            params: scrubbedParams,
          })
          .where(and(eq(gatewayActions.id, id), eq(gatewayActions.status, 'IN_PROGRESS')))
          .returning();
        if (row) expired.push(row);
      }
      return expired;
    },

    async files(actionIds: readonly number[]) {
      if (actionIds.length === 0) return [];
      return db
        .select({
          actionId: actionFiles.actionId,
          name: actionFiles.name,
          size: sql<number>`octet_length(${actionFiles.content})`,
        })
        .from(actionFiles)
        .where(inArray(actionFiles.actionId, [...actionIds]))
        .orderBy(asc(actionFiles.name));
    },

    async file(actionId: number, name: string) {
      const [row] = await db
        .select()
        .from(actionFiles)
        .where(and(eq(actionFiles.actionId, actionId), eq(actionFiles.name, name)));
      return row;
    },

    /** The newest finished walk of a gateway, or of the customers given (of one address when given). */
    async latestWalk(
      scope: { networkId: number } | { customerIds: number[] | 'all' },
      ip: string | undefined,
    ) {
      const [row] = await db
        .select()
        .from(gatewayActions)
        .where(
          and(
            'networkId' in scope
              ? eq(gatewayActions.networkId, scope.networkId)
              : scope.customerIds === 'all'
                ? undefined
                : inArray(gatewayActions.customerId, scope.customerIds),
            eq(gatewayActions.action, 'SNMP_WALK'),
            eq(gatewayActions.status, 'SUCCESS'),
            ip !== undefined ? eq(gatewayActions.ip, ip) : undefined,
          ),
        )
        .orderBy(desc(gatewayActions.finishedAt), desc(gatewayActions.id))
        .limit(1);
      return row;
    },

    /** One page of a walk's OIDs in walk order, matching the query in OID, type or value. */
    async walkOids(actionId: number, query: string | undefined, limit: number, offset: number) {
      const match = query
        ? sql`(${snmpWalkOids.oid} ilike ${`%${escapeLike(query)}%`} or ${snmpWalkOids.type} ilike ${`%${escapeLike(query)}%`} or ${snmpWalkOids.value} ilike ${`%${escapeLike(query)}%`})`
        : undefined;
      const where = and(eq(snmpWalkOids.actionId, actionId), match);
      const rows = await db
        .select({ oid: snmpWalkOids.oid, type: snmpWalkOids.type, value: snmpWalkOids.value })
        .from(snmpWalkOids)
        .where(where)
        .orderBy(asc(snmpWalkOids.seq))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(snmpWalkOids)
        .where(where);
      return { rows, total: count?.n ?? 0 };
    },

    /**
     * What a scan found, in address order, each with the library whose sysObjectID it reports
     * (the customer's own first, then built-in ones) and whether the gateway already polls it.
     * The subqueries name the outer table in full: an unqualified column would bind to theirs.
     */
    async discovered(actionId: number, networkId: number, customerId: number) {
      return db
        .select({
          ip: discoveredDevices.ip,
          sysName: discoveredDevices.sysName,
          sysDescr: discoveredDevices.sysDescr,
          sysObjectID: discoveredDevices.sysObjectId,
          credential: discoveredDevices.credential,
          libraryId: sql<number | null>`(
            select l.id from ${equipmentLibraries} l
            where trim(leading '.' from l.sys_object_id) = trim(leading '.' from discovered_devices.sys_object_id)
              and (l.customer_id = ${customerId} or l.customer_id is null) and not l.archived
            order by l.customer_id nulls last, l.id limit 1)`,
          libraryName: sql<string | null>`(
            select l.manufacturer || ' ' || l.model from ${equipmentLibraries} l
            where trim(leading '.' from l.sys_object_id) = trim(leading '.' from discovered_devices.sys_object_id)
              and (l.customer_id = ${customerId} or l.customer_id is null) and not l.archived
            order by l.customer_id nulls last, l.id limit 1)`,
          onboarded: sql<boolean>`exists (
            select 1 from ${equipment} e
            where e.network_id = ${networkId} and e.ip = discovered_devices.ip)`,
        })
        .from(discoveredDevices)
        .where(eq(discoveredDevices.actionId, actionId))
        .orderBy(asc(discoveredDevices.ipNumber));
    },
  };
}

export type GatewayActionsRepository = ReturnType<typeof createGatewayActionsRepository>;
