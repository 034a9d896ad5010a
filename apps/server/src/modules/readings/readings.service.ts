import {
  CALCULATIONS,
  calculate,
  judge,
  learnBaseline,
  projectCrossing,
  proposeSmartThresholds,
  thresholdsFall,
  messages,
  rangeWindow,
  readingStatus,
  trendPlan,
  type Calculation,
  type TimeRange,
} from '@vigil/domain';
import {
  customerScope,
  inScope,
  parseId,
  requireViewer,
  shareGrant,
  shareScope,
  sharedWidgets,
  type ShareGrant,
  visibleCustomers,
} from '../../auth/access.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { createReadingsRepository, type LatestRow, type StatsRow } from './readings.repository.js';
import { badInput, noAccess } from '../../graphql/errors.js';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'ingest'>;

/** Most widgets one request may read, and most sensors across them. */
const MAX_WIDGETS = 100;
const MAX_SENSORS = 500;

export interface WidgetReadingsArgs {
  widgetID?: string | null;
  sensorIDs?: readonly string[] | null;
  range: TimeRange;
  date?: { start: number; end: number } | null;
  calculation?: string | null;
  thresholds?: { greenTo?: number | null; yellowTo?: number | null; redTo?: number | null } | null;
  insights?: boolean | null;
  stats?: boolean | null;
}

/** History an Artificial Intelligence widget learns from, and the recent stretch it projects. */
const LEARNING_WINDOW_MS = 28 * 24 * 3600_000;
const PROJECTION_WINDOW_MS = 2 * 3600_000;
const PROJECTION_CHUNK_MS = 60_000;

function latestOf(row: LatestRow, thresholds: WidgetReadingsArgs['thresholds']) {
  const sensor = {
    greenTo: thresholds?.greenTo ?? row.green_to,
    yellowTo: thresholds?.yellowTo ?? row.yellow_to,
    states: row.states,
    conditions: row.conditions,
  };
  const createdAt = row.latest_at === null ? null : new Date(row.latest_at).toISOString();
  return {
    sensorID: String(row.id),
    value: row.latest_value,
    detail: row.latest_detail,
    createdAt,
    status: readingStatus({ value: row.latest_value, disconnected: row.disconnected }, sensor),
    disconnected: row.disconnected,
  };
}

/**
 * With a share link's token, every widget asked for must be one of the token's view, and the
 * sensors it names must be that widget's own: the token reaches nothing else.
 */
async function requireSharedReadings(
  ctx: Ctx,
  share: ShareGrant,
  widgets: readonly WidgetReadingsArgs[],
): Promise<void> {
  const ids = widgets.map((widget) => (widget.widgetID ? parseId(widget.widgetID) : null));
  if (ids.some((id) => id === null)) throw noAccess();
  const ofView = await sharedWidgets(ctx.db, share, ids as number[]);
  widgets.forEach((widget, i) => {
    const own = ofView.get(ids[i] as number);
    if (!own) throw noAccess();
    if (widget.sensorIDs?.some((id) => !own.includes(parseId(id)))) throw noAccess();
  });
}

/**
 * The readings of several widgets in one round trip: latest values and, for ranges, trends.
 * With a share link's token, of the token's view only (no session needed).
 */
export async function readingsFor(
  ctx: Ctx,
  args: {
    customerID?: string | null;
    widgets: readonly WidgetReadingsArgs[];
    token?: string | null;
  },
  now: number = Date.now(),
) {
  if (args.widgets.length > MAX_WIDGETS)
    throw badInput(`Ask for at most ${MAX_WIDGETS} widgets at once.`);
  const share = args.token ? await shareGrant(ctx, args.token) : null;
  const visible = share ? [share.customerId] : visibleCustomers(requireViewer(ctx));
  const scope = share ? shareScope(share, args.customerID) : customerScope(ctx, args.customerID);
  if (share) await requireSharedReadings(ctx, share, args.widgets);
  const repo = createReadingsRepository(ctx.db);
  // A widget without sensor ids reads its own sensors; its customer must be in scope too. Their
  // latest values come in the same query.
  const { widgetSensors, latest } = await sensorsOfWidgets(repo, args.widgets, scope, visible);
  const idsOf = (widget: WidgetReadingsArgs) => [
    ...new Set(
      widget.sensorIDs
        ? widget.sensorIDs.map(parseId)
        : widget.widgetID
          ? (widgetSensors.get(parseId(widget.widgetID)) ?? [])
          : [],
    ),
  ];
  const all = [...new Set(args.widgets.flatMap(idsOf))];
  if (all.length > MAX_SENSORS) throw badInput(`Ask for at most ${MAX_SENSORS} sensors at once.`);
  // One query gives both the latest values and the owners the access check needs.
  const missing = all.filter((id) => !latest.has(id));
  for (const row of await repo.latest(missing)) latest.set(row.id, row);
  for (const id of all) {
    const row = latest.get(id);
    if (!row || !inScope(visible, row.customer_id) || !inScope(scope, row.customer_id)) {
      throw noAccess();
    }
  }

  return Promise.all(
    args.widgets.map(async (widget) => {
      if (widget.calculation && !(CALCULATIONS as readonly string[]).includes(widget.calculation)) {
        throw badInput(messages.invalidChoice);
      }
      let window: { from: number; to: number };
      try {
        window = rangeWindow(widget.range, now, widget.date ?? undefined);
      } catch {
        throw badInput(messages.required);
      }
      const ids = idsOf(widget);
      const rows = ids.map((id) => latest.get(id)).filter((row): row is LatestRow => Boolean(row));
      const latestReadings = rows.map((row) => latestOf(row, widget.thresholds));
      const trend =
        widget.range === 'LATEST'
          ? []
          : await trendSeries(repo, ids, window, latest, Boolean(widget.stats));
      const insights = widget.insights ? await insightsFor(repo, rows, now) : [];
      return {
        widgetID: widget.widgetID ?? null,
        range: widget.range,
        from: window.from,
        to: window.to,
        latest: latestReadings,
        trend,
        value: widget.calculation
          ? calculate(
              widget.calculation as Calculation,
              latestReadings.map((r) => r.value),
            )
          : null,
        insights,
      };
    }),
  );
}

/** A sensor's figures as the API gives them (TrendStats): nulls without readings. */
export function statsOf(row: StatsRow | undefined) {
  return row && row.count > 0
    ? { min: row.min, mean: row.mean, max: row.max, count: row.count }
    : { min: null, mean: null, max: null, count: 0 };
}

async function trendSeries(
  repo: ReturnType<typeof createReadingsRepository>,
  ids: number[],
  window: { from: number; to: number },
  latest: Map<number, LatestRow>,
  withStats: boolean,
) {
  const plan = trendPlan(window.from, window.to);
  const [rows, stats] = await Promise.all([
    repo.trend(ids, window, plan),
    withStats ? repo.stats(ids, window, plan.source) : Promise.resolve([]),
  ]);
  const statsById = new Map(stats.map((row) => [row.sensor_id, row]));
  const chunksBySensor = new Map<number, { chunkStart: number; values: number[]; count: number }[]>(
    ids.map((id) => [id, []]),
  );
  for (const row of rows) {
    chunksBySensor.get(row.sensor_id)?.push({
      chunkStart: window.from + row.bucket * plan.chunkSize,
      values: [Number(row.min), Number(row.mean), Number(row.max)],
      count: Number(row.count),
    });
  }
  return ids.map((id) => {
    const chunks = chunksBySensor.get(id) ?? [];
    return {
      sensorID: String(id),
      gatewayID: String(latest.get(id)?.network_id ?? ''),
      chunkSize: plan.chunkSize,
      chunks,
      stats: withStats ? statsOf(statsById.get(id)) : null,
    };
  });
}

/**
 * The sensor ids of the widgets asked for by id alone, with those sensors' latest rows, refusing
 * widgets out of scope.
 */
async function sensorsOfWidgets(
  repo: ReturnType<typeof createReadingsRepository>,
  widgets: readonly WidgetReadingsArgs[],
  scope: number[] | 'all',
  visible: number[] | 'all',
): Promise<{ widgetSensors: Map<number, number[]>; latest: Map<number, LatestRow> }> {
  const wanted = [
    ...new Set(widgets.filter((w) => !w.sensorIDs && w.widgetID).map((w) => parseId(w.widgetID!))),
  ];
  const rows = await repo.latestOfWidgets(wanted);
  const widgetSensors = new Map<number, number[]>();
  const latest = new Map<number, LatestRow>();
  for (const { widget_id, widget_customer_id, sensor } of rows) {
    if (!inScope(visible, widget_customer_id) || !inScope(scope, widget_customer_id)) {
      throw noAccess();
    }
    const ids = widgetSensors.get(widget_id) ?? [];
    if (sensor) {
      ids.push(sensor.id);
      latest.set(sensor.id, sensor);
    }
    widgetSensors.set(widget_id, ids);
  }
  if (widgetSensors.size !== wanted.length) throw noAccess();
  return { widgetSensors, latest };
}

/**
 * What the learned normal band says about each sensor's latest value: four weeks of hourly
 * means teach the band, the last two hours (per minute) give the trend to project.
 */
async function insightsFor(
  repo: ReturnType<typeof createReadingsRepository>,
  rows: readonly LatestRow[],
  now: number,
) {
  const ids = rows.map((row) => row.id);
  const [hourly, recent] = await Promise.all([
    repo.hourlyMeans(ids, { from: now - LEARNING_WINDOW_MS, to: now }),
    repo.trend(
      ids,
      { from: now - PROJECTION_WINDOW_MS, to: now },
      { source: 'raw', chunkSize: PROJECTION_CHUNK_MS },
    ),
  ]);
  return rows.map((row) => {
    const baseline = learnBaseline(hourly.filter((h) => h.sensor_id === row.id));
    const latestAt = row.latest_at === null ? null : new Date(row.latest_at).getTime();
    const current =
      row.latest_value === null || latestAt === null || row.disconnected
        ? null
        : { at: latestAt, value: row.latest_value };
    const verdict = judge(baseline, current);
    const thresholds = { greenTo: row.green_to, yellowTo: row.yellow_to };
    const crossing = projectCrossing(
      recent
        .filter((r) => r.sensor_id === row.id)
        .map((r) => ({
          at: now - PROJECTION_WINDOW_MS + r.bucket * PROJECTION_CHUNK_MS,
          value: Number(r.mean),
        })),
      thresholds,
      now,
    );
    return {
      sensorID: String(row.id),
      ...verdict,
      crossesAt: crossing?.at ?? null,
      crossesLevel: crossing?.level ?? null,
      smartThresholds: proposeSmartThresholds(baseline, thresholdsFall(thresholds)),
      learnedHours: baseline.learnedHours,
    };
  });
}
