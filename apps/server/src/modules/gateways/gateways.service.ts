import {
  GATEWAYS_PAGE_SIZE,
  messages,
  registerGatewaySchema,
  updateGatewaySchema,
} from '@vigil/domain';
import { customerScope, inScope, parseId, requirePermission } from '../../auth/access.js';
import { isUniqueViolation, violatedConstraint } from '../../db/uniqueViolation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageOf } from '../../graphql/pageOf.js';
import { removeEquipmentFiles } from '../equipment/equipmentFiles.service.js';
import { hashGatewayToken, newGatewayToken } from './gatewayToken.js';
import {
  createGatewaysRepository,
  GATEWAY_SORT_COLUMNS,
  type GatewayListFilter,
  type GatewaySortColumn,
  type HaNode,
  type NetworkRecord,
} from './gateways.repository.js';
import { badInput, firstIssue, noAccess } from '../../graphql/errors.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'live'>;
type ManageCtx = Pick<GraphQLContext, 'viewer' | 'db' | 'live' | 'ingest' | 'files'>;

/** The unique index that makes an appliance id one gateway platform-wide (migration 0007). */
const EXTERNAL_ID_INDEX = 'networks_external_id_key';

/** A refused unique name or appliance id, told apart by the index that refused it. */
function duplicateGateway(error: unknown, name: string) {
  if (!isUniqueViolation(error)) return undefined;
  return violatedConstraint(error) === EXTERNAL_ID_INDEX
    ? badInput(messages.gatewayRegistered, 'externalID')
    : badInput(messages.gatewayNameTaken(name), 'name');
}

/** A gateway as GraphQL returns it. */
export function toNetwork(row: NetworkRecord) {
  return {
    id: String(row.id),
    name: row.name,
    customerID: String(row.customerId),
    ip: row.ip,
    dataSource: null,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
    pollInterval: row.pollInterval,
    slave: row.slave,
    listenTriggered: row.listenTriggered,
    disconnected: row.disconnected,
    gwType: row.gwType,
    haStatus: row.haStatus,
    version: row.version,
    externalID: row.externalId,
    deviceCount: row.deviceCount,
    createdAt: row.createdAt.toISOString(),
    ...haNodesOf(row),
  };
}

/** An HA pair's nodes as GraphQL shows them; none for a single gateway. */
function haNodesOf(row: NetworkRecord) {
  if (row.gwType !== 'HA1') return { ha2Node: null, haNodes: [] };
  const roleOf = (node: HaNode) => (row.haMaster === node ? 'MASTER' : 'BACKUP');
  const ha2Node = {
    node: 'HA2',
    role: roleOf('HA2'),
    lastUpdated: row.ha2SeenAt?.toISOString() ?? null,
    version: row.ha2Version,
  };
  return {
    ha2Node,
    haNodes: [
      {
        node: 'HA1',
        role: roleOf('HA1'),
        lastUpdated: row.ha1SeenAt?.toISOString() ?? null,
        version: row.version,
      },
      ha2Node,
    ],
  };
}

/**
 * Makes the gateway an HA pair (spec core §3 gateway types STD, HA1, HA2) and answers its second
 * node's token, shown once. A token it replaces stops working at once, sockets included.
 */
export async function addGatewayHaNode(
  ctx: Ctx,
  args: { gatewayID: string; customerID?: string | null },
) {
  const gateway = await managedGateway(ctx, args.gatewayID, args.customerID);
  const repo = createGatewaysRepository(ctx.db);
  const replaced = await repo.ha2TokenHashOf(gateway.id);
  const token = newGatewayToken();
  await repo.setHa2Token(gateway.id, hashGatewayToken(token));
  if (replaced) ctx.live.disconnectGatewayToken(replaced);
  return { id: String(gateway.id), name: gateway.name, token };
}

export async function registerGateway(
  ctx: Ctx,
  args: {
    customerID: string;
    name: string;
    pollInterval?: number | null;
    externalID?: string | null;
  },
) {
  requirePermission(ctx, args.customerID, 'mg');
  const customerId = parseId(args.customerID);
  const parsed = registerGatewaySchema.safeParse(args);
  if (!parsed.success) throw firstIssue(parsed.error);
  const { name, pollInterval, externalID } = parsed.data;
  const repo = createGatewaysRepository(ctx.db);
  if (externalID !== undefined && (await repo.externalIdTaken(externalID))) {
    throw badInput(messages.gatewayRegistered, 'externalID');
  }
  if (await repo.nameTaken(customerId, name)) {
    throw badInput(messages.gatewayNameTaken(name), 'name');
  }
  const token = newGatewayToken();
  try {
    const row = await repo.insert({
      customerId,
      name,
      pollInterval,
      externalId: externalID,
      tokenHash: hashGatewayToken(token),
    });
    return { id: String(row.id), name: row.name, token };
  } catch (error) {
    // Two registrations racing for one name or appliance: the unique indexes decide.
    throw duplicateGateway(error, name) ?? error;
  }
}

/**
 * A gateway the user may manage (mg on its customer), or a refusal: noAccess when they may not
 * see it (or it is not there, or not of the customer named), mustManageGateways otherwise.
 */
export async function managedGateway(ctx: Ctx, gatewayID: string, customerID?: string | null) {
  const gateway = await visibleGateway(ctx, gatewayID, customerID);
  requirePermission(ctx, gateway.customerId, 'mg');
  return gateway;
}

/**
 * Renames a gateway or changes its poll interval. The agent is told the new interval in the
 * reply to its next check-in; browsers on the gateway's room hear it at once (the next-poll
 * countdown is lastUpdated + pollInterval).
 */
export async function updateGateway(
  ctx: Ctx,
  args: {
    gatewayID: string;
    customerID?: string | null;
    name?: string | null;
    pollInterval?: number | null;
  },
) {
  const gateway = await managedGateway(ctx, args.gatewayID, args.customerID);
  const parsed = updateGatewaySchema.safeParse(args);
  if (!parsed.success) throw firstIssue(parsed.error);
  const name = parsed.data.name ?? undefined;
  const { pollInterval } = parsed.data;
  const repo = createGatewaysRepository(ctx.db);
  const renamed = name !== undefined && name !== gateway.name;
  const sameName = name !== undefined && name.toLowerCase() === gateway.name.toLowerCase();
  if (renamed && !sameName && (await repo.nameTaken(gateway.customerId, name))) {
    throw badInput(messages.gatewayNameTaken(name), 'name');
  }
  let row: NetworkRecord | undefined;
  try {
    row = await repo.update(gateway.id, {
      ...(renamed ? { name } : {}),
      ...(pollInterval === undefined ? {} : { pollInterval }),
    });
  } catch (error) {
    throw duplicateGateway(error, name ?? gateway.name) ?? error;
  }
  if (!row) throw noAccess();
  if (row.pollInterval !== gateway.pollInterval) {
    ctx.live.publishGatewayStatus({
      gatewayID: String(row.id),
      disconnected: row.disconnected,
      lastUpdated: row.lastUpdated?.toISOString() ?? null,
      pollInterval: row.pollInterval,
    });
  }
  return toNetwork(row);
}

/**
 * A new token for the gateway (Rotate Certificate), shown this once; only its hash is kept. The
 * old one stops working at once: every gateway request is checked against the stored hash, and
 * the agent's listen-mode socket, authenticated with the old token, is closed.
 */
export async function rotateGatewayToken(
  ctx: Ctx,
  args: { gatewayID: string; customerID?: string | null },
) {
  const gateway = await managedGateway(ctx, args.gatewayID, args.customerID);
  const token = newGatewayToken();
  await createGatewaysRepository(ctx.db).setTokenHash(gateway.id, hashGatewayToken(token));
  ctx.live.disconnectGateway(gateway.id);
  return { id: String(gateway.id), name: gateway.name, token };
}

/**
 * Deletes a gateway with its equipment, sensors, readings, traps, logs and files. File-store
 * objects go first (a failure leaves the gateway whole, to try again), then the rows in one
 * transaction; its token stops working and its listen-mode socket is closed.
 */
export async function deleteGateway(
  ctx: ManageCtx,
  args: { gatewayID: string; customerID?: string | null },
) {
  const gateway = await managedGateway(ctx, args.gatewayID, args.customerID);
  const repo = createGatewaysRepository(ctx.db);
  await removeEquipmentFiles(ctx, await repo.equipmentIdsOf(gateway.id));
  const deleted = await repo.delete(gateway.id);
  ctx.live.disconnectGateway(gateway.id);
  ctx.ingest.forgetGateway(gateway.id);
  return deleted;
}

interface ListArgs {
  networkID?: string | null;
  customerID?: string | null;
  query?: string | null;
  filters?: {
    disconnected?: boolean | null;
    slave?: boolean | null;
    listenTriggered?: boolean | null;
  } | null;
}

function filterOf(ctx: Ctx, args: ListArgs): GatewayListFilter {
  return {
    customerIds: customerScope(ctx, args.customerID),
    networkId: args.networkID ? parseId(args.networkID) : undefined,
    query: args.query?.trim() || undefined,
    disconnected: args.filters?.disconnected ?? undefined,
    slave: args.filters?.slave ?? undefined,
    listenTriggered: args.filters?.listenTriggered ?? undefined,
  };
}

function sortOf(column: string | null | undefined): GatewaySortColumn {
  if (column === 'deviceCount' || (column && column in GATEWAY_SORT_COLUMNS)) {
    return column as GatewaySortColumn;
  }
  return 'name';
}

export async function listGateways(
  ctx: Ctx,
  args: ListArgs & {
    limit?: number | null;
    offset?: number | null;
    sortColumn?: string | null;
    sortOrder?: string | null;
    selectedID?: string | null;
  },
) {
  const filter = filterOf(ctx, args);
  const rows = await createGatewaysRepository(ctx.db).list(filter, {
    ...pageOf(args.limit, args.offset, GATEWAYS_PAGE_SIZE),
    sort: sortOf(args.sortColumn),
    order: args.sortOrder === 'desc' ? 'desc' : 'asc',
    selectedId: args.selectedID ? parseId(args.selectedID) : undefined,
  });
  return rows.map(toNetwork);
}

export async function countGateways(ctx: Ctx, args: ListArgs) {
  return createGatewaysRepository(ctx.db).count(filterOf(ctx, args));
}

/** One gateway the user may see, or a refusal that does not tell whether it exists. */
export async function visibleGateway(ctx: Ctx, id: string, customerID?: string | null) {
  const scope = customerScope(ctx, customerID);
  const row = await createGatewaysRepository(ctx.db).byId(parseId(id));
  if (!row || !inScope(scope, row.customerId)) throw noAccess();
  return row;
}

export async function network(
  ctx: Ctx,
  args: { id?: string | null; gatewayID?: string | null; customerID?: string | null },
) {
  const id = args.id ?? args.gatewayID;
  if (!id) return null;
  return toNetwork(await visibleGateway(ctx, id, args.customerID));
}

export async function networksOf(
  ctx: Ctx,
  args: {
    id?: string | null;
    name?: string | null;
    query?: string | null;
    customerID?: string | null;
  },
) {
  const filter = filterOf(ctx, {
    networkID: args.id,
    customerID: args.customerID,
    query: args.query,
  });
  const rows = await createGatewaysRepository(ctx.db).list(
    { ...filter, query: args.name?.trim() || filter.query },
    { limit: GATEWAYS_PAGE_SIZE, offset: 0, sort: 'name', order: 'asc' },
  );
  return rows.map(toNetwork);
}

/**
 * Listen mode on or off (spec setActivateSlave). On: the gateway is asked at its next check-in
 * (listenTriggered). Off: it is told at once over its socket and goes back to polling only.
 */
export async function setActivateSlave(
  ctx: Ctx,
  args: { gatewayID?: string | null; gatewayIDs?: readonly string[] | null; activate: boolean },
) {
  const ids = [
    ...new Set([...(args.gatewayIDs ?? []), ...(args.gatewayID ? [args.gatewayID] : [])]),
  ].map(parseId);
  const repo = createGatewaysRepository(ctx.db);
  // One read and one write for the whole list, however long: access is checked on every row
  // before anything changes, so a refusal changes nothing.
  const found = new Map((await repo.byIds(ids)).map((row) => [row.id, row]));
  const scope = customerScope(ctx, null);
  for (const id of ids) {
    const gateway = found.get(id);
    if (!gateway || !inScope(scope, gateway.customerId)) {
      throw noAccess();
    }
    requirePermission(ctx, gateway.customerId, 'mg');
  }
  const rows = await repo.setListenModes(ids, args.activate);
  return rows.map((row) => {
    if (!args.activate) ctx.live.sendGatewayMode(row.id, false);
    ctx.live.publishMode({
      gatewayID: String(row.id),
      slave: row.slave,
      listenTriggered: row.listenTriggered,
    });
    return toNetwork({ ...row, deviceCount: found.get(row.id)?.deviceCount ?? 0 });
  });
}
