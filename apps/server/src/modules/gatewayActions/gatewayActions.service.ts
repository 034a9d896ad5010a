import {
  ACTION_LABELS,
  ACTION_TYPES,
  DISCOVERY_CONCURRENCY,
  DISCOVERY_HOST_TIMEOUT_MS,
  GATEWAY_TYPES,
  SNMP_WALK_MAX_MS,
  SNMP_WALK_MAX_OIDS,
  checkGatewayAction,
  messages,
  type ActionParams,
  type ActionType,
  type SnmpCredentials,
  type SnmpCredentialsInput,
  type ModbusDataType,
  type WireActionParams,
  type WordOrder,
} from '@vigil/domain';
import { createEquipmentRepository } from '../equipment/equipment.repository.js';
import { customerScope, parseId, requireOwned, requireViewer } from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput, noAccess } from '../../graphql/errors.js';
import { pageOf } from '../../graphql/pageOf.js';
import { authorName } from '../equipment/equipmentLogs.repository.js';
import { createGatewaysRepository } from '../gateways/gateways.repository.js';
import { managedGateway, visibleGateway } from '../gateways/gateways.service.js';
import {
  createGatewayActionsRepository,
  logGatewayEvents,
  type ActionRow,
  type QueueRow,
} from './gatewayActions.repository.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'live'>;

/** Rows of a walk one page shows at most. */
const WALK_PAGE_MAX = 500;

/** Where an action's file downloads from (session cookie; routes in actionFiles.ts). */
export const actionFileUrl = (actionId: number, name: string) =>
  `/files/actions/${actionId}/${encodeURIComponent(name)}`;

/** The wire form of credentials checked by the domain (the agent's SnmpCredentials). */
function wireCredentials(snmp: SnmpCredentialsInput): SnmpCredentials {
  return {
    version: snmp.snmpVersion ?? '2',
    communityString: snmp.communityString ?? null,
    username: snmp.username ?? null,
    securityLevel: snmp.securityLevel ?? null,
    authType: snmp.authType ?? null,
    authKey: snmp.authKey ?? null,
    privacyType: snmp.privacyType ?? null,
    privacySecret: snmp.privacySecret ?? null,
    context: snmp.context ?? null,
  };
}

/** What the agent is sent, with the limits the server sets on each kind. */
export function wireParams(params: ActionParams): WireActionParams {
  switch (params.kind) {
    case 'walk':
      return {
        kind: 'walk',
        ip: params.ip,
        ...(params.port ? { port: params.port } : {}),
        root: params.root,
        snmp: wireCredentials(params.snmp),
        maxOids: SNMP_WALK_MAX_OIDS,
        maxMs: SNMP_WALK_MAX_MS,
      };
    case 'discover':
      return {
        kind: 'discover',
        range: params.range,
        ...(params.port ? { port: params.port } : {}),
        snmp: params.snmp.map(wireCredentials),
        concurrency: DISCOVERY_CONCURRENCY,
        timeoutMs: DISCOVERY_HOST_TIMEOUT_MS,
      };
    case 'probe':
      return {
        kind: 'probe',
        protocol: params.protocol,
        ip: params.ip,
        port: params.port,
        ...(params.unitId !== undefined ? { unitId: params.unitId } : {}),
        ...(params.snmp ? { snmp: wireCredentials(params.snmp) } : {}),
      };
    case 'read':
      return {
        kind: 'read',
        ip: params.ip,
        port: params.port,
        unitId: params.unitId,
        functionCode: params.functionCode,
        address: params.address,
        count: params.count,
      };
    case 'config':
      return {
        kind: 'config',
        ips: params.ips,
        ...(params.port ? { port: params.port } : {}),
        offset: params.offset,
        snmp: wireCredentials(params.snmp),
        config: params.config,
        names: params.names,
      };
    default:
      return { kind: 'none' };
  }
}

interface ResultJson {
  meta?: Record<string, string>;
  perIp?: { ip: string; ok: boolean; error?: string }[];
  stopped?: string | null;
  /** MODBUS_READ: the words read, from the params' address on. */
  registers?: number[];
}

/** What a Read Registers action read, where its parameters say it read from. */
function registerBlock(row: ActionRow | QueueRow, result: ResultJson) {
  const params = row.params as Partial<Extract<WireActionParams, { kind: 'read' }>>;
  if (!result.registers || params.kind !== 'read') return null;
  return {
    functionCode: params.functionCode!,
    startingRegister: params.address!,
    words: result.registers,
  };
}

/** An action as GraphQL returns it; credentials never leave the server. */
export function toGatewayAction(
  row: ActionRow | QueueRow,
  files: readonly { name: string; size: number }[] = [],
) {
  const result = (row.result ?? {}) as ResultJson;
  const progress = row.progress as { scanned: number; total: number; found: number } | null;
  const batched = 'batchTotal' in row && row.batchLabel && row.batchTotal !== null;
  return {
    id: String(row.id),
    gatewayID: String(row.networkId),
    gatewayType: row.gatewayType,
    action: row.action,
    label: ACTION_LABELS[row.action as ActionType] ?? row.action,
    ip: row.ip,
    ips: row.ips,
    offset: row.offset,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    mibChecksum: row.mibChecksum,
    slave: row.slave,
    status: row.status,
    batch: batched
      ? { label: row.batchLabel!, totalCount: row.batchTotal!, pendingCount: row.batchPending! }
      : null,
    createdBy: row.createdByName,
    output: row.output,
    error: row.error,
    files: files.map((f) => ({ name: f.name, size: f.size, url: actionFileUrl(row.id, f.name) })),
    progress,
    perIp: (result.perIp ?? []).map((p) => ({ ip: p.ip, ok: p.ok, error: p.error ?? null })),
    meta: Object.entries(result.meta ?? {}).map(([name, value]) => ({ name, value })),
    registers: registerBlock(row, result),
  };
}

async function withFiles(ctx: Ctx, rows: readonly (ActionRow | QueueRow)[]) {
  const files = await createGatewayActionsRepository(ctx.db).files(rows.map((r) => r.id));
  return rows.map((row) =>
    toGatewayAction(
      row,
      files.filter((f) => f.actionId === row.id),
    ),
  );
}

function gatewayTypeOf(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'STD';
  if (!(GATEWAY_TYPES as readonly string[]).includes(value)) {
    throw badInput(messages.invalidChoice, 'gatewayType');
  }
  return value;
}

function actionTypesOf(values: readonly string[] | null | undefined) {
  for (const [index, value] of (values ?? []).entries()) {
    if (!(ACTION_TYPES as readonly string[]).includes(value)) {
      throw badInput(messages.invalidChoice, `actionTypes.${index}`);
    }
  }
  return values ?? undefined;
}

/** Tells browsers watching the gateway, and its agent if it listens, that the queue changed. */
export function announceQueue(
  ctx: Pick<GraphQLContext, 'live'>,
  gatewayId: number,
  change: { actionID?: number; status?: string; pending?: number },
) {
  ctx.live.publishGatewayAction({
    gatewayID: String(gatewayId),
    ...(change.actionID !== undefined ? { actionID: String(change.actionID) } : {}),
    ...(change.status !== undefined ? { status: change.status } : {}),
  });
  if (change.pending !== undefined && change.pending > 0) {
    ctx.live.sendGatewayActions(gatewayId, change.pending);
  }
}

export interface AddGatewayActionArgs {
  gatewayID: string;
  customerID?: string | null;
  action: string;
  gatewayType?: string | null;
  cardConfig?: Record<string, unknown> | null;
  snmpCreds?: Record<string, unknown> | null;
  ip?: string | null;
  ips?: readonly string[] | null;
  firmwareUpdates?: readonly string[] | null;
  username?: string | null;
  password?: string | null;
  snmpWalk?: { root?: string | null; desc?: string | null } | null;
  actionID?: string | null;
  importedInfo?: readonly Record<string, unknown>[] | null;
  offset?: number | null;
  cardConfigFileID?: string | null;
  snmpCredsList?: readonly Record<string, unknown>[] | null;
  probe?: {
    protocol: string;
    port?: number | null;
    slaveID?: number | null;
    manufacturerModel?: string | null;
  } | null;
  modbusRead?: {
    port?: number | null;
    slaveID?: number | null;
    functionCode: number;
    startingRegister: number;
    count: number;
  } | null;
}

/** sysDescr.0: what Test Connection reads of an SNMP device without a library. */
const SYS_DESCR = {
  name: 'sysDescr',
  oid: '1.3.6.1.2.1.1.1.0',
  multiplier: 1,
  offset: 0,
  strMask: null,
};

/**
 * Test Connection reads one value: the first point of the library's template for the protocol,
 * or sysDescr.0 of an SNMP device when no library is named. Refused when the library is not the
 * customer's to use or has no point of that protocol.
 */
async function probePoint(
  ctx: Ctx,
  customerId: number,
  protocol: 'SNMP' | 'Modbus',
  libraryID: string | null | undefined,
): Promise<Pick<WireActionParams & { kind: 'probe' }, 'snmpPoint' | 'modbusPoint'>> {
  if (!libraryID) {
    if (protocol === 'SNMP') return { snmpPoint: SYS_DESCR };
    throw badInput(messages.required, 'probe.manufacturerModel');
  }
  const found = await createEquipmentRepository(ctx.db).libraryFor(parseId(libraryID), customerId);
  if (!found) throw badInput(messages.noAccess, 'probe.manufacturerModel');
  if (protocol === 'SNMP') {
    const [point] = found.snmp;
    if (!point) throw badInput(messages.libraryHasNoTemplate(protocol), 'probe.manufacturerModel');
    return {
      snmpPoint: {
        name: point.name,
        oid: point.oid,
        multiplier: point.multiplier,
        offset: point.offset,
        strMask: point.strMask,
      },
    };
  }
  const [point] = found.modbus;
  if (!point) throw badInput(messages.libraryHasNoTemplate(protocol), 'probe.manufacturerModel');
  return {
    modbusPoint: {
      name: point.name,
      functionCode: point.functionCode as 1 | 2 | 3 | 4,
      address: point.startingRegister + point.addressOffset,
      dataType: point.dataType as ModbusDataType,
      wordOrder: point.wordOrder as WordOrder,
      multiplier: point.multiplier,
      offset: point.offset,
      mask: point.mask,
    },
  };
}

/**
 * Queues an action (spec core §7 addGatewayAction). Kinds the agent cannot perform and bad
 * parameters are refused before anything is written. A gateway not in listen mode is asked to
 * listen at its next check-in (listenTriggered); one that listens is told at once.
 */
export async function addGatewayAction(ctx: Ctx, args: AddGatewayActionArgs) {
  const gateway = await managedGateway(ctx, args.gatewayID, args.customerID);
  const viewer = requireViewer(ctx);
  const gatewayType = gatewayTypeOf(args.gatewayType);
  // The top-level user name and password fill in a card config's user when it has none.
  const cardConfig = args.cardConfig
    ? {
        ...args.cardConfig,
        username: args.cardConfig.username ?? args.username ?? undefined,
        password: args.cardConfig.password ?? args.password ?? undefined,
      }
    : undefined;
  const checked = checkGatewayAction({ ...args, cardConfig });
  if (!checked.ok) throw badInput(checked.message, checked.field);
  const wire = wireParams(checked.params);
  if (wire.kind === 'probe') {
    Object.assign(
      wire,
      await probePoint(ctx, gateway.customerId, wire.protocol, args.probe?.manufacturerModel),
    );
  }
  const repo = createGatewayActionsRepository(ctx.db);
  let batchLabel: string | null = null;
  if (args.actionID) {
    const first = await repo.batchOf(gateway.id, parseId(args.actionID));
    if (!first) throw badInput(messages.actionNotFound, 'actionID');
    if (first.action !== checked.action) throw badInput(messages.invalidChoice, 'actionID');
    batchLabel = first.label;
  }
  const label = ACTION_LABELS[checked.action];
  const byName = authorName(viewer);
  const row = await ctx.db.transaction(async (tx) => {
    const actions = createGatewayActionsRepository(tx);
    let inserted = await actions.insert({
      customerId: gateway.customerId,
      networkId: gateway.id,
      gatewayType,
      action: checked.action,
      ip: checked.params.kind === 'discover' ? checked.params.range : (checked.ips[0] ?? null),
      ips: checked.ips,
      offset: checked.params.kind === 'config' ? checked.params.offset : 0,
      params: wire,
      batchLabel,
      slave: gateway.slave,
      createdById: viewer.id,
      createdByName: byName,
    });
    // Address lists start a batch that later chunks join by this action's id.
    if (!batchLabel && checked.params.kind === 'config') {
      inserted = (await actions.setBatchLabel(inserted.id, `${label} #${inserted.id}`)) ?? inserted;
    }
    await logGatewayEvents(tx, [
      {
        networkId: gateway.id,
        customerId: gateway.customerId,
        actionId: inserted.id,
        kind: 'ACTION_QUEUED',
        message: `${label} queued${describeTarget(inserted)}.`,
        userId: viewer.id,
        userName: byName,
      },
    ]);
    return inserted;
  });
  if (!gateway.slave && !gateway.listenTriggered) {
    const [moded] = await createGatewaysRepository(ctx.db).setListenModes([gateway.id], true);
    if (moded) {
      ctx.live.publishMode({
        gatewayID: String(moded.id),
        slave: moded.slave,
        listenTriggered: moded.listenTriggered,
      });
    }
  }
  const pending = await repo.pendingCount(gateway.id, gatewayType);
  announceQueue(ctx, gateway.id, { actionID: row.id, status: row.status, pending });
  return {
    id: String(row.id),
    label: row.batchLabel ?? label,
    createdAt: row.createdAt.toISOString(),
  };
}

/** ' for 10.0.0.5', ' for 3 addresses', or nothing for the gateway itself. */
export function describeTarget(row: Pick<ActionRow, 'action' | 'ip' | 'ips'>): string {
  if (row.ips.length > 1) return ` for ${row.ips.length} addresses`;
  return row.ip ? ` for ${row.ip}` : '';
}

/**
 * Removes an action (or every action of a batch): pending and finished ones leave the queue, a
 * running one is CANCELLED and its agent told to stop. createdAt, when given, must match.
 */
export async function deleteGatewayAction(
  ctx: Ctx,
  args: {
    gatewayID: string;
    customerID?: string | null;
    actionID?: string | null;
    batchLabel?: string | null;
    createdAt?: string | null;
  },
) {
  const gateway = await managedGateway(ctx, args.gatewayID, args.customerID);
  const viewer = requireViewer(ctx);
  if (!args.actionID && !args.batchLabel) throw badInput(messages.required, 'actionID');
  const repo = createGatewayActionsRepository(ctx.db);
  const targets = await repo.targets(gateway.id, {
    ...(args.actionID ? { id: parseId(args.actionID) } : {}),
    ...(args.batchLabel ? { batchLabel: args.batchLabel } : {}),
  });
  const createdAt = args.createdAt ? Date.parse(args.createdAt) : undefined;
  const matching =
    createdAt === undefined || args.batchLabel
      ? targets
      : targets.filter((t) => t.createdAt.getTime() === createdAt);
  if (matching.length === 0) throw badInput(messages.actionNotFound, 'actionID');
  const byName = authorName(viewer);
  const outcome = await ctx.db.transaction(async (tx) => {
    const removed = await createGatewayActionsRepository(tx).remove(matching.map((t) => t.id));
    const cancelled = new Set(removed.cancelled);
    await logGatewayEvents(
      tx,
      matching
        .filter((t) => cancelled.has(t.id) || removed.deleted.includes(t.id))
        .map((t) => ({
          networkId: gateway.id,
          customerId: gateway.customerId,
          actionId: t.id,
          kind: cancelled.has(t.id) ? 'ACTION_CANCELLED' : 'ACTION_REMOVED',
          message: `${ACTION_LABELS[t.action as ActionType] ?? t.action}${describeTarget(t)} ${
            cancelled.has(t.id) ? 'cancelled while it ran' : 'removed from the queue'
          }.`,
          userId: viewer.id,
          userName: byName,
        })),
    );
    return removed;
  });
  for (const id of outcome.cancelled) ctx.live.sendGatewayCancel(gateway.id, id);
  for (const id of outcome.cancelled)
    announceQueue(ctx, gateway.id, { actionID: id, status: 'CANCELLED' });
  for (const id of outcome.deleted)
    announceQueue(ctx, gateway.id, { actionID: id, status: 'DELETED' });
  return outcome.cancelled.length + outcome.deleted.length > 0;
}

/**
 * A new order of the pending actions: the listed ones take, in the order of their positions,
 * the queue slots they held; running and unlisted actions keep theirs. Refused whole when an
 * action listed is not pending in this gateway's queue.
 */
export async function reorderActionQueue(
  ctx: Ctx,
  args: {
    gatewayID: string;
    customerID?: string | null;
    actions: readonly { id: string; position: number }[];
  },
) {
  const gateway = await managedGateway(ctx, args.gatewayID, args.customerID);
  const ids = args.actions.map((a) => parseId(a.id));
  if (new Set(ids).size !== ids.length) throw badInput(messages.actionQueueChanged, 'actions');
  const repo = createGatewayActionsRepository(ctx.db);
  const first = ids[0] === undefined ? undefined : await repo.ofGateway(gateway.id, ids[0]);
  const gatewayType = first?.gatewayType === 'HA2' ? 'HA2' : 'STD';
  await ctx.db.transaction(async (tx) => {
    const actions = createGatewayActionsRepository(tx);
    const pending = await actions.pendingForUpdate(gateway.id, gatewayType);
    const slotOf = new Map(pending.map((p) => [p.id, p.position]));
    if (ids.some((id) => !slotOf.has(id))) throw badInput(messages.actionQueueChanged, 'actions');
    const slots = ids.map((id) => slotOf.get(id)!).sort((a, b) => a - b);
    const order = [...args.actions]
      .map((a, index) => ({ id: parseId(a.id), position: a.position, index }))
      .sort((a, b) => a.position - b.position || a.index - b.index);
    await actions.setPositions(order.map((a, i) => ({ id: a.id, position: slots[i]! })));
  });
  announceQueue(ctx, gateway.id, {});
  return withFiles(ctx, await repo.queue(gateway.id, gatewayType, undefined));
}

export async function gatewayActionQueue(
  ctx: Ctx,
  args: {
    gatewayID: string;
    customerID?: string | null;
    gatewayType?: string | null;
    actionTypes?: readonly string[] | null;
  },
) {
  const gateway = await visibleGateway(ctx, args.gatewayID, args.customerID);
  const rows = await createGatewayActionsRepository(ctx.db).queue(
    gateway.id,
    gatewayTypeOf(args.gatewayType),
    actionTypesOf(args.actionTypes),
  );
  return withFiles(ctx, rows);
}

/** An action the user may see (its gateway's customer in their scope), or a refusal. */
async function visibleAction(ctx: Ctx, actionID: string, customerID?: string | null) {
  const id = parseId(actionID);
  // A customer named must be one the user may see; then the action must be of it.
  const named = customerID ? customerScope(ctx, customerID) : 'all';
  await requireOwned(ctx, 'gatewayAction', [id], named === 'all' ? undefined : named[0]);
  const row = await createGatewayActionsRepository(ctx.db).byId(id);
  if (!row) throw noAccess();
  return row;
}

export async function gatewayAction(
  ctx: Ctx,
  args: { actionID: string; customerID?: string | null },
) {
  const row = await visibleAction(ctx, args.actionID, args.customerID);
  const [action] = await withFiles(ctx, [row]);
  return action ?? null;
}

export async function snmpWalkExists(
  ctx: Ctx,
  args: { gatewayID?: string | null; ip?: string | null; customerID?: string | null },
) {
  // Without a gateway: any walk of the customers the user may see (or of the one named).
  const scope = args.gatewayID
    ? { networkId: (await visibleGateway(ctx, args.gatewayID, args.customerID)).id }
    : { customerIds: customerScope(ctx, args.customerID) };
  const walk = await createGatewayActionsRepository(ctx.db).latestWalk(
    scope,
    args.ip?.trim() || undefined,
  );
  return walk !== undefined;
}

export async function snmpWalk(
  ctx: Ctx,
  args: {
    gatewayID: string;
    customerID?: string | null;
    ip?: string | null;
    actionID?: string | null;
    query?: string | null;
    limit?: number | null;
    offset?: number | null;
  },
) {
  const gateway = await visibleGateway(ctx, args.gatewayID, args.customerID);
  const repo = createGatewayActionsRepository(ctx.db);
  const walk = args.actionID
    ? await repo.ofGateway(gateway.id, parseId(args.actionID))
    : await repo.latestWalk({ networkId: gateway.id }, args.ip?.trim() || undefined);
  if (!walk) {
    if (args.actionID) throw noAccess();
    return null;
  }
  if (walk.action !== 'SNMP_WALK' || walk.status !== 'SUCCESS') return null;
  const page = pageOf(args.limit, args.offset, WALK_PAGE_MAX);
  const { rows, total } = await repo.walkOids(
    walk.id,
    args.query?.trim() || undefined,
    page.limit,
    page.offset,
  );
  const params = walk.params as { root?: string };
  const result = (walk.result ?? {}) as ResultJson;
  return {
    actionID: String(walk.id),
    ip: walk.ip ?? '',
    root: params.root ?? '',
    createdAt: (walk.finishedAt ?? walk.createdAt).toISOString(),
    stopped: result.stopped ?? null,
    total,
    oids: rows,
  };
}

export async function discovery(ctx: Ctx, args: { actionID: string; customerID?: string | null }) {
  const row = await visibleAction(ctx, args.actionID, args.customerID);
  if (row.action !== 'SNMP_DISCOVER') return null;
  const devices = await createGatewayActionsRepository(ctx.db).discovered(
    row.id,
    row.networkId,
    row.customerId,
  );
  const [action] = await withFiles(ctx, [row]);
  return {
    action: action!,
    devices: devices.map((d) => ({
      ip: d.ip,
      sysName: d.sysName,
      sysDescr: d.sysDescr,
      sysObjectID: d.sysObjectID,
      credential: d.credential,
      libraryID: d.libraryId === null ? null : String(d.libraryId),
      libraryName: d.libraryName,
      onboarded: d.onboarded,
    })),
  };
}

/** A file of an action the viewer may see, or nothing (the route answers 404 alike). */
export async function downloadableActionFile(
  ctx: Pick<GraphQLContext, 'viewer' | 'db'>,
  actionId: number,
  name: string,
) {
  if (!ctx.viewer) return undefined;
  try {
    await requireOwned(ctx, 'gatewayAction', [actionId]);
  } catch {
    return undefined;
  }
  return createGatewayActionsRepository(ctx.db).file(actionId, name);
}
