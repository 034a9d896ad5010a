import { messages, readingStatus, sensorIdsFromPath, stateLabel } from '@vigil/domain';
import {
  customerScope,
  inScope,
  parseId,
  requireOwned,
  requirePermission,
  requireViewer,
  visibleCustomers,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageOf } from '../../graphql/pageOf.js';
import { sensorIdsOfWidgets } from '../widgets/widgets.service.js';
import { sensorFromPoint } from './sensorFromPoint.js';
import {
  createSensorsRepository,
  SENSOR_SORT_COLUMNS,
  type SensorFilter,
  type SensorRecord,
  type SensorSortColumn,
} from './sensors.repository.js';
import { badInput, noAccess } from '../../graphql/errors.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'ingest'>;

/** Most sensors one page lists. */
export const SENSORS_PAGE_MAX = 200;
const SENSORS_PAGE_DEFAULT = 50;
const LOGS_PAGE_MAX = 200;

export function toSensor({
  sensor: s,
  equipmentName,
  equipmentMaintenance,
  equipmentRepair,
  gatewayName,
  library,
  modbusRegister,
  oid,
}: SensorRecord) {
  const status = readingStatus({ value: s.latestValue, disconnected: s.disconnected }, s);
  return {
    id: String(s.id),
    sensorId: String(s.modbusPointId ?? s.snmpPointId),
    name: s.name,
    type: s.states.length > 0 ? 'state' : 'analog',
    unit: s.unit,
    disconnected: s.disconnected,
    locked: s.locked,
    message: null,
    greenTo: s.greenTo,
    yellowTo: s.yellowTo,
    redTo: s.redTo,
    alarmOnly: s.alarmOnly,
    smartThresholds:
      s.smartWarning === null && s.smartCritical === null
        ? null
        : { warning: s.smartWarning, critical: s.smartCritical },
    deadband: s.deadband,
    delay: s.delay,
    states: s.states,
    conditions: s.conditions,
    register: oid ?? String(modbusRegister ?? ''),
    reading:
      s.latestAt === null
        ? null
        : {
            value: s.latestValue,
            detail:
              s.latestDetail ??
              (s.states.length > 0 && s.latestValue !== null
                ? stateLabel(s.latestValue, s.states)
                : null),
            battery: null,
            sigStr: null,
            createdAt: s.latestAt.toISOString(),
          },
    status,
    gateway: { id: String(s.networkId), name: gatewayName },
    equipment: {
      id: String(library.id),
      name: library.model,
      manufacturer: library.manufacturer,
      model: library.model,
      owner: library.owner,
    },
    equipmentID: String(s.equipmentId),
    equipmentName,
    equipmentMaintenance,
    equipmentRepair,
    customerID: String(s.customerId),
  };
}

interface ListArgs {
  customerID?: string | null;
  gatewayID?: string | null;
  equipmentID?: string | null;
  query?: string | null;
  filters?: readonly string[] | null;
}

function filterOf(ctx: Ctx, args: ListArgs): SensorFilter {
  return {
    customerIds: customerScope(ctx, args.customerID),
    networkId: args.gatewayID ? parseId(args.gatewayID) : undefined,
    equipmentId: args.equipmentID ? parseId(args.equipmentID) : undefined,
    query: args.query?.trim() || undefined,
    statuses: args.filters?.length ? [...args.filters] : undefined,
  };
}

export async function listSensors(
  ctx: Ctx,
  args: ListArgs & {
    limit?: number | null;
    offset?: number | null;
    sortColumn?: string | null;
    sortOrder?: string | null;
    widgetIDs?: readonly string[] | null;
  },
) {
  if (args.widgetIDs) return sensorsOfWidgets(ctx, { ...args, widgetIDs: args.widgetIDs });
  const sort: SensorSortColumn =
    args.sortColumn && args.sortColumn in SENSOR_SORT_COLUMNS
      ? (args.sortColumn as SensorSortColumn)
      : 'name';
  const rows = await createSensorsRepository(ctx.db).list(filterOf(ctx, args), {
    ...pageOf(args.limit ?? SENSORS_PAGE_DEFAULT, args.offset, SENSORS_PAGE_MAX),
    sort,
    order: args.sortOrder === 'desc' ? 'desc' : 'asc',
  });
  return rows.map(toSensor);
}

/** Every sensor of the widgets the user may read (at most MAX_WIDGET_IDS widgets per call). */
async function sensorsOfWidgets(ctx: Ctx, args: ListArgs & { widgetIDs: readonly string[] }) {
  const ids = await sensorIdsOfWidgets(ctx, args.widgetIDs, args.customerID);
  if (ids.length === 0) return [];
  const rows = await createSensorsRepository(ctx.db).list(
    { ...filterOf(ctx, args), ids },
    { limit: ids.length, offset: 0, sort: 'name', order: 'asc' },
  );
  return rows.map(toSensor);
}

export async function countSensors(ctx: Ctx, args: ListArgs) {
  return createSensorsRepository(ctx.db).count(filterOf(ctx, args));
}

/** Ids as the API or a path gives them (several may be joined by hyphens). */
function idsOf(values: readonly string[]): number[] {
  return [...new Set(values.flatMap((value) => sensorIdsFromPath(value)).map(parseId))];
}

/** The sensors asked for that the user may see; others are left out silently. */
export async function sensorsByIds(ctx: Ctx, sensorIDs: readonly string[]) {
  const scope = visibleCustomers(requireViewer(ctx));
  const rows = await createSensorsRepository(ctx.db).byIds(
    idsOf(sensorIDs).slice(0, SENSORS_PAGE_MAX),
  );
  return rows.filter((row) => inScope(scope, row.sensor.customerId)).map(toSensor);
}

/** Refuses unless every sensor exists and the user may see it. */
export async function requireSensors(
  ctx: Ctx,
  ids: readonly number[],
): Promise<Map<number, number>> {
  return requireOwned(ctx, 'sensor', ids);
}

export async function sensorLogsOf(
  ctx: Ctx,
  args: { sensorIDs: readonly string[]; limit?: number | null; offset?: number | null },
) {
  const ids = idsOf(args.sensorIDs);
  await requireSensors(ctx, ids);
  const rows = await createSensorsRepository(ctx.db).logs(
    ids,
    pageOf(args.limit, args.offset, LOGS_PAGE_MAX),
  );
  return rows.map((log) => ({
    id: String(log.id),
    sensorID: String(log.sensorId),
    status: log.status,
    value: log.value,
    message: log.message,
    createdAt: log.createdAt.toISOString(),
  }));
}

export async function sensorLogsCount(
  ctx: Ctx,
  args: { customerID?: string | null; sensorIDs?: readonly string[] | null },
) {
  const sensorIds = args.sensorIDs ? idsOf(args.sensorIDs) : undefined;
  if (sensorIds) await requireSensors(ctx, sensorIds);
  return createSensorsRepository(ctx.db).logsCount({
    customerIds: customerScope(ctx, args.customerID),
    sensorIds,
  });
}

/** Starts monitoring points of an equipment's library (and, if asked, stops others). */
export async function addSensors(
  ctx: Ctx,
  args: {
    sensors: readonly { pointID: string; protocol: string }[];
    equipmentID: string;
    customerID: string;
    deleteSensors?: readonly string[] | null;
  },
) {
  requirePermission(ctx, args.customerID, 'ad2');
  const customerId = parseId(args.customerID);
  const repo = createSensorsRepository(ctx.db);
  const target = await repo.equipmentTarget(parseId(args.equipmentID));
  if (!target || target.customerId !== customerId) throw noAccess();
  const deleteIds = idsOf(args.deleteSensors ?? []);
  if (deleteIds.length > 0) {
    requirePermission(ctx, args.customerID, 'dd2');
    await requireOwned(ctx, 'sensor', deleteIds, customerId);
  }
  const wanted = (protocol: string) =>
    args.sensors.filter((s) => s.protocol === protocol).map((s) => parseId(s.pointID));
  const modbus = target.modbusTemplateId
    ? await repo.modbusPointsOf(target.modbusTemplateId, wanted('Modbus'))
    : [];
  const snmp = target.snmpTemplateId
    ? await repo.snmpPointsOf(target.snmpTemplateId, wanted('SNMP'))
    : [];
  const { inserted, deleted } = await repo.addForPoints(
    target,
    [
      ...modbus.map((p) => sensorFromPoint(p, 'Modbus')),
      ...snmp.map((p) => sensorFromPoint(p, 'SNMP')),
    ],
    deleteIds,
  );
  ctx.ingest.forgetGateway(target.networkId);
  const added = new Set(
    inserted.map(
      (row) => `${row.modbusPointId ? 'Modbus' : 'SNMP'}:${row.modbusPointId ?? row.snmpPointId}`,
    ),
  );
  const known = new Set([
    ...modbus.map((p) => `Modbus:${p.id}`),
    ...snmp.map((p) => `SNMP:${p.id}`),
  ]);
  const fails = args.sensors
    .filter((s) => !added.has(`${s.protocol}:${s.pointID}`))
    .map((s) => ({
      id: s.pointID,
      message: known.has(`${s.protocol}:${s.pointID}`)
        ? messages.pointAlreadyMonitored
        : messages.pointNotInLibrary,
    }));
  return { passes: inserted.map((row) => String(row.id)), fails, deleted };
}

export async function deleteSensors(
  ctx: Ctx,
  args: { sensors: readonly string[]; customerID: string },
) {
  requirePermission(ctx, args.customerID, 'dd2');
  const customerId = parseId(args.customerID);
  const ids = idsOf(args.sensors);
  const repo = createSensorsRepository(ctx.db);
  if (ids.length === 0) throw badInput(messages.required);
  await requireOwned(ctx, 'sensor', ids, customerId);
  const { deleted, networkIds } = await repo.delete(ids);
  for (const id of networkIds) ctx.ingest.forgetGateway(id);
  return deleted;
}
