import { z } from 'zod';
import {
  conditionsFitStates,
  convertSensorName,
  givenSettingFields,
  oidVarsSchema,
  resolveOid,
  messages,
  readingStatus,
  sensorIdsFromPath,
  sensorSettingsSchema,
  sensorSettingValues,
  stateLabel,
  type OidVar,
  type SensorSettingField,
  type SensorSettingValues,
} from '@vigil/domain';
import {
  customerScope,
  inScope,
  parseId,
  requireOwned,
  requirePermission,
  requireViewer,
  shareGrant,
  shareScope,
  visibleCustomers,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageOf } from '../../graphql/pageOf.js';
import { sensorIdsOfSharedWidgets, sensorIdsOfWidgets } from '../widgets/widgets.service.js';
import { sensorFromPoint, type NewSensorFromPoint } from './sensorFromPoint.js';
import {
  createSensorsRepository,
  SENSOR_SORT_COLUMNS,
  type RecolouredSensor,
  type SensorFilter,
  type SensorRecord,
  type SensorSortColumn,
} from './sensors.repository.js';
import { badInput, firstIssue, noAccess } from '../../graphql/errors.js';

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

function filterOf(
  ctx: Ctx,
  args: ListArgs,
  customerIds: number[] | 'all' = customerScope(ctx, args.customerID),
): SensorFilter {
  return {
    customerIds,
    networkId: args.gatewayID ? parseId(args.gatewayID) : undefined,
    equipmentId: args.equipmentID ? parseId(args.equipmentID) : undefined,
    query: args.query?.trim() || undefined,
    statuses: args.filters?.length ? [...args.filters] : undefined,
  };
}

type SensorListArgs = ListArgs & {
  limit?: number | null;
  offset?: number | null;
  sortColumn?: string | null;
  sortOrder?: string | null;
  widgetIDs?: readonly string[] | null;
  token?: string | null;
};

export async function listSensors(ctx: Ctx, args: SensorListArgs) {
  if (args.token) return sharedSensors(ctx, args.token, args);
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

/**
 * With a share link's token: the sensors of the token's view (of the widgets asked for, or of
 * all its widgets), filtered as asked; no sensor outside the view.
 */
async function sharedSensors(ctx: Ctx, token: string, args: SensorListArgs) {
  const share = await shareGrant(ctx, token);
  const customerIds = shareScope(share, args.customerID);
  const ids = await sensorIdsOfSharedWidgets(ctx, share, args.widgetIDs);
  if (ids.length === 0) return [];
  const rows = await createSensorsRepository(ctx.db).list(
    { ...filterOf(ctx, args, customerIds), ids },
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

/** One item of addSensors as the API gives it: a point, maybe its sensor, maybe settings. */
export type SensorItemInput = { pointID: string; protocol: string; sensorID?: string | null } & {
  [field in SensorSettingField]?: unknown;
};

type Protocol = 'Modbus' | 'SNMP';
const pointKey = (protocol: string, pointID: string | number) => `${protocol}:${pointID}`;

/** The equipment's numbers for its library's OID variables, when the call gives them. */
function parseOidVars(value: readonly unknown[] | null | undefined): OidVar[] | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = z.object({ oidVars: oidVarsSchema }).safeParse({ oidVars: value });
  if (!parsed.success) throw firstIssue(parsed.error);
  return parsed.data.oidVars;
}

/** The variables of an OID the equipment has no number for. */
function missingVariables(oid: string, vars: readonly OidVar[]): string[] {
  const resolved = resolveOid(oid, vars);
  return 'missing' in resolved ? resolved.missing : [];
}

/** Each item's settings, validated; the first refusal names its item (`sensors.2.delay`). */
function parseItems(items: readonly SensorItemInput[]) {
  return items.map((item, index) => {
    const parsed = sensorSettingsSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badInput(
        issue?.message ?? messages.required,
        ['sensors', index, ...(issue?.path ?? [])].join('.'),
      );
    }
    return {
      index,
      key: pointKey(item.protocol, item.pointID),
      pointID: item.pointID,
      protocol: item.protocol,
      sensorId: item.sensorID ? parseId(item.sensorID) : undefined,
      values: sensorSettingValues(parsed.data, givenSettingFields(item)),
    };
  });
}

/** Merged settings must keep one condition per state at most, whichever side gave them. */
function requireConditionsFit(
  index: number,
  base: Pick<SensorSettingValues, 'states' | 'conditions'>,
  values: Partial<SensorSettingValues>,
) {
  const states = values.states ?? base.states;
  const conditions = values.conditions ?? base.conditions;
  if (!conditionsFitStates(states, conditions)) {
    throw badInput(messages.conditionPerState, `sensors.${index}.conditions`);
  }
}

/**
 * Manage Sensors' save (spec core §7 addSensors): starts monitoring points of an equipment's
 * library, updates the settings of its sensors named by sensorID and, with deleteSensors, stops
 * monitoring others, all in one transaction. Permissions, ownership and every item's settings are
 * checked first, so a refused call changes nothing; points already monitored or not in the
 * library, and sensors that are not the point's on this equipment, are reported in fails.
 */
export async function addSensors(
  ctx: Ctx & Pick<GraphQLContext, 'live'>,
  args: {
    sensors: readonly SensorItemInput[];
    equipmentID: string;
    customerID: string;
    deleteSensors?: readonly string[] | null;
    dynamicConversions?: boolean | null;
    oidVars?: readonly { letter: string; value: string }[] | null;
  },
) {
  requirePermission(ctx, args.customerID, 'ad2');
  const customerId = parseId(args.customerID);
  const givenVars = parseOidVars(args.oidVars);
  const repo = createSensorsRepository(ctx.db);
  const target = await repo.equipmentTarget(parseId(args.equipmentID));
  if (!target || target.customerId !== customerId) throw noAccess();
  const vars = givenVars ?? target.oidVars;
  if (givenVars !== undefined) {
    // The points it already polls keep a number for every variable of their OIDs.
    const missing = (await repo.monitoredSnmpOids(target.id)).flatMap((oid) =>
      missingVariables(oid, givenVars),
    );
    if (missing.length > 0) {
      throw badInput(messages.oidVariablesMissing([...new Set(missing)]), 'oidVars');
    }
  }
  const deleteIds = idsOf(args.deleteSensors ?? []);
  if (deleteIds.length > 0) {
    requirePermission(ctx, args.customerID, 'dd2');
    await requireOwned(ctx, 'sensor', deleteIds, customerId);
  }
  const items = parseItems(args.sensors);
  const updateIds = [
    ...new Set(items.flatMap((item) => (item.sensorId === undefined ? [] : [item.sensorId]))),
  ];
  if (updateIds.length > 0) await requireOwned(ctx, 'sensor', updateIds, customerId);

  // Both by item index, so that the answer follows the order asked.
  const fails = new Map<number, { id: string; message: string }>();
  const passes = new Map<number, string>();
  const fail = (item: (typeof items)[number], message: string) =>
    fails.set(item.index, { id: item.pointID, message });

  // Updates: the sensor must be the one monitoring this point on this equipment.
  const current = new Map((await repo.settingsOf(updateIds)).map((row) => [row.id, row]));
  const removed = new Set(deleteIds);
  const updates = new Map<number, Partial<SensorSettingValues>>();
  for (const item of items) {
    if (item.sensorId === undefined) continue;
    const row = current.get(item.sensorId);
    const point = row && (row.modbusPointId ?? row.snmpPointId);
    const protocol = row?.modbusPointId ? 'Modbus' : 'SNMP';
    if (!row || row.equipmentId !== target.id || item.key !== pointKey(protocol, point ?? '')) {
      fail(item, messages.sensorNotOnPoint);
    } else if (removed.has(row.id)) {
      fail(item, messages.sensorRemovedInSameCall);
    } else {
      const values = { ...updates.get(row.id), ...item.values };
      requireConditionsFit(item.index, row, values);
      updates.set(row.id, values);
      passes.set(item.index, String(row.id));
    }
  }

  // New sensors: points of the equipment's library in the protocol it is polled with (the
  // gateway reads no other), with the settings given over the point's.
  const additions = items.filter((item) => item.sensorId === undefined);
  const wanted = (protocol: Protocol) =>
    additions.filter((item) => item.protocol === protocol).map((item) => parseId(item.pointID));
  const points = new Map<string, NewSensorFromPoint>();
  const oids = new Map<string, string>();
  const known: [Protocol, { id: number } & Parameters<typeof sensorFromPoint>[0]][] = [
    ...(target.protocol === 'Modbus' && target.modbusTemplateId
      ? await repo.modbusPointsOf(target.modbusTemplateId, wanted('Modbus'))
      : []
    ).map((p) => ['Modbus', p] as [Protocol, typeof p]),
    ...(target.protocol === 'SNMP' && target.snmpTemplateId
      ? await repo.snmpPointsOf(target.snmpTemplateId, wanted('SNMP'))
      : []
    ).map((p) => ['SNMP', p] as [Protocol, typeof p]),
  ];
  for (const [protocol, point] of known) {
    points.set(pointKey(protocol, point.id), sensorFromPoint(point, protocol));
    if ('oid' in point && typeof point.oid === 'string') {
      oids.set(pointKey(protocol, point.id), point.oid);
    }
  }
  const inserts = new Map<string, { index: number; sensor: NewSensorFromPoint }>();
  for (const item of additions) {
    const point = points.get(item.key);
    const oid = oids.get(item.key);
    const missing = oid === undefined ? [] : missingVariables(oid, vars);
    if (!point) {
      fail(item, messages.pointNotInLibrary);
    } else if (inserts.has(item.key)) {
      fail(item, messages.pointAlreadyMonitored);
    } else if (missing.length > 0) {
      fail(item, messages.oidVariablesMissing(missing));
    } else {
      requireConditionsFit(item.index, point, item.values);
      const sensor = { ...point, ...item.values };
      if (args.dynamicConversions && oid !== undefined) {
        sensor.name = convertSensorName(sensor.name, oid, target.dynamicOidLabels, vars);
      }
      inserts.set(item.key, { index: item.index, sensor });
    }
  }

  const saved = await repo.saveChanges(target, {
    inserts: [...inserts.values()].map((insert) => insert.sensor),
    updates: [...updates].map(([id, values]) => ({ id, values })),
    deleteIds,
    oidVars: givenVars,
  });
  for (const id of new Set([target.networkId, ...saved.networkIds])) ctx.ingest.forgetGateway(id);
  publishRecoloured(ctx, saved.recoloured);

  const added = new Map(
    saved.inserted.map((row) => [
      row.modbusPointId
        ? pointKey('Modbus', row.modbusPointId)
        : pointKey('SNMP', row.snmpPointId ?? ''),
      String(row.id),
    ]),
  );
  for (const [key, insert] of inserts) {
    const id = added.get(key);
    const item = items[insert.index];
    if (id) passes.set(insert.index, id);
    else if (item) fail(item, messages.pointAlreadyMonitored);
  }
  // A sensor removed by someone else since it was looked up was not updated.
  const updated = new Set(saved.updated.map(String));
  for (const item of items) {
    const id = passes.get(item.index);
    if (item.sensorId !== undefined && id !== undefined && !updated.has(id)) {
      passes.delete(item.index);
      fail(item, messages.sensorNotOnPoint);
    }
  }
  const inOrder = <T>(byIndex: Map<number, T>) =>
    [...byIndex].sort(([a], [b]) => a - b).map(([, value]) => value);
  return {
    passes: inOrder(passes),
    fails: inOrder(fails),
    updated: saved.updated.length,
    deleted: saved.deleted,
  };
}

/** Dashboards and sensor pages recolour at once rather than at the next reading. */
export function publishRecoloured(
  ctx: Pick<GraphQLContext, 'live'>,
  sensors: readonly RecolouredSensor[],
) {
  const connected = sensors.filter((s) => !s.disconnected);
  if (connected.length === 0) return;
  ctx.live.publishReadings(
    connected.map((s) => ({
      sensorID: String(s.id),
      value: s.value,
      detail: s.detail,
      createdAt: s.at.toISOString(),
      status: s.status,
      disconnected: false,
    })),
  );
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
