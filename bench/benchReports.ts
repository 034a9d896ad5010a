import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { queryRows } from '../apps/server/src/db/client.js';
import { numberArray } from '../apps/server/src/db/sqlArrays.js';
import { statusLogMessage } from '../apps/server/src/ingest/readings.repository.js';
import { THRESHOLD_RULE } from '../apps/server/src/modules/alerts/alarms.repository.js';
import { gatherReportModel } from '../apps/server/src/modules/reports/reportModel.js';
import type { ReportModel } from '../apps/server/src/reports/ReportModel.js';
import { gaugeChartSvg } from '../apps/server/src/reports/gaugeChartSvg.js';
import { renderReportPdf } from '../apps/server/src/reports/renderReportPdf.js';
import { trendChartSvg } from '../apps/server/src/reports/trendChartSvg.js';
import {
  insertTestLibrary,
  onboardedTestSite,
} from '../apps/server/src/testing/telemetryFixtures.js';
import type { DatabaseKind } from '../apps/server/src/testing/testDatabases.js';
import { databaseLabel, type BenchContext, type BenchReport } from './lib/Benchmark.js';
import { addCpu, coresOf, type CpuSplit } from './lib/cpuTime.js';
import { createFleet, readingsBody, temperature } from './lib/createFleet.js';
import { loadHistory, type History } from './lib/loadHistory.js';
import { summarize, type LatencySummary } from './lib/percentiles.js';
import { fixed, int, ms, type Goal, type Table } from './lib/printTable.js';
import { profileCpu, type CpuShare } from './lib/profileCpu.js';
import { startBenchServer, type BenchServer } from './lib/startBenchServer.js';

// Issue 17: "a 20-widget view over 30 days of 1-minute data — report generation p95 ≤ 3 s on
// PostgreSQL, and the process's other requests (signed-in ping) not slowed by more than 2× while
// a report renders". The report is the `report` query a user's Generate Report button sends; the
// other requests are signed-in `{ ping }`s sent at a steady rate, as other users' pages would.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DAYS = 30;
const TEMPERATURES = 27;
const POINTS_PER_EQUIPMENT = 9;
/** Reports measured one at a time, after WARM_UP not counted; then back to back under pings. */
const REPORTS = 20;
const WARM_UP = 2;
const REPORTS_PINGED = 8;
/** In-process passes of gatherReportModel then renderReportPdf. */
const IN_PROCESS = 8;
/** Idle pings before the reports and again between the two report phases, pooled. */
const IDLE_MS = 6_000;
/** A ping is due every this many ms, whether or not the last one has answered. */
const PING_INTERVAL_MS = 50;
const GOAL_REPORT_P95_MS = 3_000;
const GOAL_PING_RATIO = 2;
/** A4 less the renderer's margins: the width its charts are drawn at (points). */
const CHART_WIDTH = 595.28 - 80;
const TIME_ZONE = 'Europe/Berlin';
const TIMEZONE_OFFSET = -60;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

const NEW_VIEW = `mutation($n: String!, $c: ID!) { newView(name: $n, customerID: $c) { id } }`;
const NEW_WIDGET = `mutation($v: ID!, $c: ID, $w: WidgetInput!) {
  newWidget(viewID: $v, customerID: $c, widget: $w) { id } }`;
const REPORT = `query($v: ID!, $c: ID, $s: Float!, $e: Float!, $o: Int!, $tz: String) {
  report(viewID: $v, customerID: $c, reportRange: MONTH, startDate: $s, endDate: $e,
    timezoneOffset: $o, timeZone: $tz, productName: "Vigil") { reportUrl report { id size } } }`;
const PING = JSON.stringify({ query: '{ ping }' });

/** A sensor of the view: one of the temperatures (by index) or the door contact. */
type SensorRef = number | 'door';

interface PlannedWidget {
  type: string;
  name: string;
  sensors?: SensorRef[];
  extra?: Record<string, unknown>;
}

/**
 * The view, top to bottom: ten trends of 1–3 sensors (22 temperatures), three gauges and two
 * values of five more, an average of three inlets, the door's open/closed history, two headers
 * and the alarms table — 20 widgets over 28 sensors.
 */
const WIDGETS: PlannedWidget[] = [
  { type: 'HEADER', name: 'Cold aisle' },
  { type: 'TREND', name: 'Rack 1 inlet', sensors: [0, 1, 2] },
  { type: 'TREND', name: 'Rack 1 outlet', sensors: [3, 4] },
  { type: 'GAUGE', name: 'Supply air', sensors: [22], extra: { lowerBound: 10, upperBound: 40 } },
  { type: 'TREND', name: 'Rack 1 top', sensors: [5] },
  { type: 'SENSOR_VALUE', name: 'Rack 1 exhaust', sensors: [25] },
  { type: 'TREND', name: 'Rack 2 inlet', sensors: [6, 7, 8] },
  {
    type: 'CALCULATION',
    name: 'Inlets, average',
    sensors: [0, 3, 6],
    extra: { calculation: 'average' },
  },
  { type: 'OPEN_CLOSED', name: 'Cold aisle door', sensors: ['door'] },
  { type: 'TREND', name: 'Rack 2 outlet', sensors: [9, 10] },
  { type: 'HEADER', name: 'Hot aisle' },
  { type: 'TREND', name: 'Rack 3 inlet', sensors: [11, 12, 13] },
  { type: 'GAUGE', name: 'Return air', sensors: [23], extra: { lowerBound: 10, upperBound: 40 } },
  { type: 'TREND', name: 'Rack 3 outlet', sensors: [14] },
  { type: 'TREND', name: 'Rack 4 inlet', sensors: [15, 16] },
  { type: 'SENSOR_VALUE', name: 'Rack 4 exhaust', sensors: [26] },
  { type: 'TREND', name: 'Rack 4 outlet', sensors: [17, 18, 19] },
  { type: 'GAUGE', name: 'CRAC supply', sensors: [24], extra: { lowerBound: 10, upperBound: 40 } },
  { type: 'TREND', name: 'CRAC return', sensors: [20, 21] },
  { type: 'ALARMS', name: 'Alarms' },
];

/**
 * A temperature's minute `i` (thresholds 27/32 from the bench library): a daily swing of
 * 19.5–25.5 °C, two hours a week in warning (~29 °C) and half an hour every other week in alarm
 * (~34 °C), each sensor at its own phase. Noise never crosses a threshold, so each excursion is
 * one status change in and one out, as a deadband would make it.
 */
const temperatureValue = (sensor: number) => sql`
  case
    when (i + ${sensor}::int * 577) % 10080 < 120 then 28.5 + random()
    when (i + ${sensor}::int * 577) % 10080 between 5000 and 5029
         and ((i + ${sensor}::int * 577) / 10080) % 2 = 0 then 34 + random()
    else 22 + 2.5 * sin((i + ${sensor}::int * 37) / 1440.0 * 2 * pi()) + random()
  end`;
/** The door contact: open (1, a warning) for a quarter of an hour a day. */
const doorValue = () => sql`case when (i + 600) % 1440 < 15 then 1 else 0 end`;

interface Seeded {
  viewId: string;
  history: History;
  statusLogs: number;
  alarms: number;
  sensors: number;
  seconds: { setup: number; readings: number; rollups: number; logs: number; analyze: number };
}

async function graphql<T>(server: BenchServer, query: string, variables: Record<string, unknown>) {
  const { body } = await server.admin.gql<T>(query, variables);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * The sensors' status changes as the flush logs them (`insertStatusLogs`), taken from the rows
 * loaded: one at each sensor's first reading and one wherever its status moves. Then an alarm per
 * warning or alarm episode, opened with it and cleared by the next change, every other one
 * acknowledged by the admin: what the alarm engine would have left.
 */
async function deriveLogsAndAlarms(
  server: BenchServer,
  sensorIds: readonly number[],
  window: { from: number; to: number },
) {
  const db = server.handle.db;
  const ids = sql`${numberArray(sensorIds)}::int[]`;
  const statuses = ['ok', 'warning', 'error'];
  const message = sql.join(
    statuses.map((s) => sql`when ${s} then ${statusLogMessage(s, false)}`),
    sql` `,
  );
  await db.execute(sql`
    insert into sensor_logs (sensor_id, customer_id, status, value, message, created_at)
    select sensor_id, customer_id, status, value, case status ${message} end, ts
    from (
      select r.sensor_id, s.customer_id, r.ts, r.value, st.status,
             lag(st.status) over (partition by r.sensor_id order by r.ts) as previous
      from readings r
      join sensors s on s.id = r.sensor_id
      cross join lateral (select case
        -- The door's states are Closed (Normal) and Open (Warning).
        when cardinality(s.states) > 0 then case when r.value >= 1 then 'warning' else 'ok' end
        when r.value <= s.green_to then 'ok'
        when r.value <= s.yellow_to then 'warning'
        else 'error' end as status) st
      where r.sensor_id = any(${ids})
        and r.ts >= to_timestamp(${window.from} / 1000.0) and r.ts < to_timestamp(${window.to} / 1000.0)
    ) changes
    where previous is distinct from status`);
  const [admin] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, concat_ws(' ', first_name, last_name) as name from users
        where email = 'admin@vigil.demo'`,
  );
  if (!admin) throw new Error('no demo admin');
  await db.execute(sql`
    insert into alarms (customer_id, subject_kind, subject_id, rule, network_id, equipment_id,
      sensor_id, phase, severity, value, detail, started_at, opened_at, cleared_at, ack_at, ack_by,
      ack_by_name, updated_at)
    select s.customer_id, 'sensor', s.id, ${THRESHOLD_RULE}, s.network_id, s.equipment_id, s.id,
      case when l.next_at is null then 'open' else 'cleared' end, l.status, l.value,
      case when cardinality(s.states) > 0 then s.states[2] end,
      l.created_at, l.created_at, l.next_at,
      case when l.n % 2 = 0 then l.created_at + interval '10 minutes' end,
      case when l.n % 2 = 0 then ${admin.id}::int end,
      case when l.n % 2 = 0 then ${admin.name}::text end,
      coalesce(l.next_at, l.created_at)
    from (
      select sensor_id, status, value, created_at,
             lead(created_at) over w as next_at, row_number() over w as n
      from sensor_logs where sensor_id = any(${ids})
      window w as (partition by sensor_id order by created_at)
    ) l
    join sensors s on s.id = l.sensor_id
    where l.status in ('warning', 'error')`);
  const [counts] = await queryRows<{ logs: number; alarms: number }>(
    db,
    sql`select (select count(*)::int from sensor_logs where sensor_id = any(${ids})) as logs,
               (select count(*)::int from alarms where sensor_id = any(${ids})) as alarms`,
  );
  return { logs: counts?.logs ?? 0, alarms: counts?.alarms ?? 0 };
}

/**
 * The view and its data: a gateway with three racks of nine temperatures and a site with a door
 * contact, onboarded through GraphQL as the demo admin; a reading of every sensor now through the
 * gateway API (their latest values); `days` of 1-minute history before it; status changes and
 * alarms from that history; the view created widget by widget through GraphQL.
 */
async function seed(server: BenchServer, days: number, context: BenchContext): Promise<Seeded> {
  const tag = `reports/${server.kind}`;
  let start = performance.now();
  const [gateway] = await createFleet(server, {
    gateways: 1,
    sensorsPerGateway: TEMPERATURES,
    pointsPerEquipment: POINTS_PER_EQUIPMENT,
    name: 'Server room',
  });
  if (!gateway) throw new Error('no gateway');
  const customer = Number(server.customerId);
  const library = await insertTestLibrary(server.handle.db, customer, 'Door contact');
  const site = await onboardedTestSite(server.app, server.admin, customer, library, 'Doors');
  const now = Date.now();
  await gateway.post(
    readingsBody(
      1,
      gateway.sensorIds.map((id) => `[${id},${now - 1000},${temperature(id, 0)}]`),
    ),
  );
  const posted = await site.gateway.readings({
    batches: [{ seq: 1, readings: [[site.door, now - 1000, 0]], equipment: [] }],
  });
  if (posted.statusCode !== 200) throw new Error(`door reading: ${posted.body}`);
  const temperatures = gateway.sensorIds;
  const idOf = (ref: SensorRef) =>
    String(ref === 'door' ? site.door : (temperatures[ref] as number));
  const { newView } = await graphql<{ newView: { id: string } }>(server, NEW_VIEW, {
    n: `Server room ${WIDGETS.length} widgets`,
    c: server.customerId,
  });
  for (const widget of WIDGETS) {
    await graphql(server, NEW_WIDGET, {
      v: newView.id,
      c: server.customerId,
      w: {
        type: widget.type,
        name: widget.name,
        sensorIDs: (widget.sensors ?? []).map(idOf),
        ...widget.extra,
      },
    });
  }
  const setup = (performance.now() - start) / 1000;

  const sensorIds = [...temperatures, site.door];
  const to = Math.floor(now / MINUTE_MS) * MINUTE_MS - MINUTE_MS;
  const minutes = days * 1440;
  context.progress(
    `${tag}: ${int(sensorIds.length * minutes)} readings (${sensorIds.length} sensors × ${days} days of minutes)…`,
  );
  const history = await loadHistory(server.handle.db, {
    sensorIds,
    to,
    minutes,
    value: (id) => (id === site.door ? doorValue() : temperatureValue(id)),
    loaded: (done) => {
      if (done % 7 === 0) context.progress(`${tag}: ${done}/${sensorIds.length} sensors loaded`);
    },
  });
  start = performance.now();
  const derived = await deriveLogsAndAlarms(server, sensorIds, {
    from: to - minutes * MINUTE_MS,
    to,
  });
  const logs = (performance.now() - start) / 1000;
  start = performance.now();
  // What autovacuum would have done over 30 days, and the ingest housekeeping does on PGlite.
  await server.handle.db.execute(sql`vacuum analyze`);
  const analyze = (performance.now() - start) / 1000;
  return {
    viewId: newView.id,
    history,
    statusLogs: derived.logs,
    alarms: derived.alarms,
    sensors: sensorIds.length,
    seconds: {
      setup,
      readings: history.loadSeconds,
      rollups: history.rollupSeconds,
      logs,
      analyze,
    },
  };
}

/** How many pages a PDF has: pdfkit writes each page object uncompressed. */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

interface Generated {
  ms: number;
  url: string;
  size: number;
}

/** Generate Report over the last `DAYS` days, over HTTP with the admin's session cookie. */
async function generate(server: BenchServer, viewId: string): Promise<Generated> {
  const now = Date.now();
  const body = JSON.stringify({
    query: REPORT,
    variables: {
      v: viewId,
      c: server.customerId,
      s: now - DAYS * DAY_MS,
      e: now,
      o: TIMEZONE_OFFSET,
      tz: TIME_ZONE,
    },
  });
  const start = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.cookie },
    body,
  });
  const text = await response.text();
  const elapsed = performance.now() - start;
  const parsed = JSON.parse(text) as {
    data?: { report: { reportUrl: string; report: { size: number } } };
    errors?: unknown;
  };
  if (!response.ok || !parsed.data) throw new Error(`report: ${text.slice(0, 300)}`);
  return { ms: elapsed, url: parsed.data.report.reportUrl, size: parsed.data.report.report.size };
}

async function download(server: BenchServer, report: Generated) {
  const start = performance.now();
  const response = await fetch(`${server.url}${report.url}`, {
    headers: { cookie: server.cookie },
  });
  const pdf = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - start;
  if (!response.ok || pdf.subarray(0, 5).toString() !== '%PDF-' || pdf.length !== report.size) {
    throw new Error(`GET ${report.url}: ${response.status}, ${pdf.length} bytes`);
  }
  return { ms: elapsed, pages: pageCount(pdf) };
}

async function ping(server: BenchServer) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.cookie },
    body: PING,
  });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`ping: ${text.slice(0, 200)}`);
}

/**
 * Signed-in pings, one due every PING_INTERVAL_MS until `done` settles, each started when due
 * without waiting for the last (open loop, like other users' pages) and timed from when it was
 * due: this client shares the server's event loop, so a ping that could not even be sent while
 * the loop was busy counts the wait, as a remote client's request would.
 */
async function pingUntil(server: BenchServer, done: Promise<unknown>): Promise<number[]> {
  let stopped = false;
  void done.then(
    () => (stopped = true),
    () => (stopped = true),
  );
  const samples: number[] = [];
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let k = 0; !stopped; k++) {
    const due = start + k * PING_INTERVAL_MS;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (stopped) break;
    answers.push(ping(server).then(() => void samples.push(performance.now() - due)));
  }
  await Promise.all(answers);
  await done;
  return samples;
}

interface LoopDelay {
  p99: number;
  max: number;
}

const LOOP_RESOLUTION_MS = 10;

/** How late the histogram's timer fired: it records the whole interval, its period included. */
function loopDelayOf(histogram: IntervalHistogram): LoopDelay {
  const late = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  return { p99: late(histogram.percentile(99)), max: late(histogram.max) };
}

/** Runs `work` with the event loop's delay sampled (every 10 ms) and its utilisation taken. */
async function watchingLoop<T>(work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  const elu = performance.eventLoopUtilization();
  histogram.enable();
  try {
    const value = await work();
    return {
      value,
      delay: loopDelayOf(histogram),
      busy: performance.eventLoopUtilization(elu).utilization,
    };
  } finally {
    histogram.disable();
  }
}

/**
 * Runs `work` beside a ticker that goes round the event loop (setImmediate) as often as it can:
 * the gaps between its turns are the stretches `work` held the loop, and the longest of them is
 * how long any other request can be kept waiting.
 */
async function longestStretch<T>(work: () => Promise<T>): Promise<{ value: T; longest: number }> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    const value = await work();
    tick();
    return { value, longest };
  } finally {
    running = false;
  }
}

interface InProcess {
  gather: LatencySummary;
  render: LatencySummary;
  /** The longest stretch each pass held the event loop. */
  gatherStretch: LatencySummary;
  renderStretch: LatencySummary;
  charts: LatencySummary;
  trendCharts: number;
  gaugeCharts: number;
  trendPoints: number;
}

/**
 * The two halves of a report called in process, on the database as the server sees it: the
 * model (its SQL and the shaping) and the PDF (into a sink); and the ECharts SVGs the renderer
 * draws, alone, for the same model.
 */
async function inProcess(server: BenchServer, viewId: string, passes: number): Promise<InProcess> {
  const samples = {
    gather: [] as number[],
    render: [] as number[],
    gatherStretch: [] as number[],
    renderStretch: [] as number[],
    charts: [] as number[],
  };
  let model: ReportModel | undefined;
  for (let pass = -1; pass < passes; pass++) {
    const now = Date.now();
    let start = performance.now();
    const gathered = await longestStretch(() =>
      gatherReportModel(
        { db: server.db, files: server.files },
        {
          viewId: Number(viewId),
          start: now - DAYS * DAY_MS,
          end: now,
          utcOffsetMinutes: -TIMEZONE_OFFSET,
          timeZoneLabel: TIME_ZONE,
          productName: 'Vigil',
          now,
        },
      ),
    );
    const gatherMs = performance.now() - start;
    model = gathered.value;
    start = performance.now();
    const sink = new Writable({ write: (_chunk, _encoding, next) => next() });
    const rendered = await longestStretch(() => renderReportPdf(gathered.value, sink));
    const renderMs = performance.now() - start;
    start = performance.now();
    for (const widget of model.widgets) {
      if (widget.kind === 'trend') trendChartSvg(widget, model.range, CHART_WIDTH, 200);
      else if (widget.kind === 'gauge') gaugeChartSvg(widget, 240, 170);
    }
    const chartsMs = performance.now() - start;
    if (pass < 0) continue;
    samples.gather.push(gatherMs);
    samples.render.push(renderMs);
    samples.gatherStretch.push(gathered.longest);
    samples.renderStretch.push(rendered.longest);
    samples.charts.push(chartsMs);
  }
  const widgets = model?.widgets ?? [];
  return {
    gather: summarize(samples.gather),
    render: summarize(samples.render),
    gatherStretch: summarize(samples.gatherStretch),
    renderStretch: summarize(samples.renderStretch),
    charts: summarize(samples.charts),
    trendCharts: widgets.filter((w) => w.kind === 'trend').length,
    gaugeCharts: widgets.filter((w) => w.kind === 'gauge').length,
    trendPoints: widgets.reduce(
      (sum, w) =>
        sum +
        (w.kind === 'trend' ? w.series.reduce((s, series) => s + series.points.length, 0) : 0),
      0,
    ),
  };
}

interface ReportsRun {
  database: DatabaseKind;
  days: number;
  idleMs: number;
  seeded: Seeded;
  report: LatencySummary;
  download: LatencySummary;
  bytes: number;
  pages: number;
  /** CPU of the reports measured one at a time. */
  cpu: CpuSplit;
  idlePing: LatencySummary;
  pingedPing: LatencySummary;
  pingedReport: LatencySummary;
  loop: { idle: LoopDelay; pinged: LoopDelay; idleBusy: number; pingedBusy: number };
  inProcess: InProcess;
  reportGoal: Goal;
  pingGoal: Goal;
  pingRatio: number;
  profile: { busyMs: number; areas: CpuShare[]; functions: CpuShare[]; file: string } | null;
}

async function reportsOn(kind: DatabaseKind, context: BenchContext): Promise<ReportsRun> {
  const quick = context.quick;
  const days = quick ? 8 : DAYS;
  const reports = quick ? 3 : REPORTS;
  const pinged = quick ? 3 : REPORTS_PINGED;
  const passes = quick ? 2 : IN_PROCESS;
  const idleMs = quick ? 2_000 : IDLE_MS;
  const tag = `reports/${kind}`;
  context.progress(`${tag}: a ${WIDGETS.length}-widget view over ${days} days of 1-minute data…`);
  const server = await startBenchServer(kind);
  try {
    const seeded = await seed(server, days, context);
    const s = seeded.seconds;
    context.progress(
      `${tag}: seeded in ${fixed(s.setup + s.readings + s.rollups + s.logs + s.analyze)} s ` +
        `(readings ${fixed(s.readings)} s, rollups ${fixed(s.rollups)} s, ` +
        `${int(seeded.statusLogs)} status changes and ${int(seeded.alarms)} alarms ${fixed(s.logs)} s); measuring…`,
    );
    const { viewId } = seeded;

    for (let i = 0; i < 50; i++) await ping(server);
    const idle1 = await watchingLoop(() => pingUntil(server, sleep(idleMs)));

    for (let i = 0; i < WARM_UP; i++) await download(server, await generate(server, viewId));
    const alone: Generated[] = [];
    const downloads: { ms: number; pages: number }[] = [];
    // CPU of the reports alone, without their downloads.
    const cpuParts: CpuSplit[] = [];
    for (let i = 0; i < reports; i++) {
      const stop = server.cpuMeter();
      const made = await generate(server, viewId);
      cpuParts.push(stop());
      alone.push(made);
      downloads.push(await download(server, made));
      context.progress(`${tag}: report ${i + 1}/${reports} ${ms(made.ms)}`);
    }

    const idle2 = await watchingLoop(() => pingUntil(server, sleep(idleMs)));
    context.progress(`${tag}: ${pinged} reports back to back under pings…`);
    const pingedReports: number[] = [];
    const during = await watchingLoop(async () => {
      const rendering = (async () => {
        for (let i = 0; i < pinged; i++) pingedReports.push((await generate(server, viewId)).ms);
      })();
      return pingUntil(server, rendering);
    });

    context.progress(`${tag}: gatherReportModel and renderReportPdf in process…`);
    const split = await inProcess(server, viewId, passes);

    let profile: ReportsRun['profile'] = null;
    if (context.profile) {
      context.progress(`${tag}: profiling 3 more reports…`);
      const file = `${resultsDir}reports-${kind}.cpuprofile`;
      const result = await profileCpu(async () => {
        for (let i = 0; i < 3; i++) await generate(server, viewId);
      }, file);
      profile = { busyMs: result.busyMs, areas: result.areas, functions: result.functions, file };
    }

    const report = summarize(alone.map((r) => r.ms));
    const idlePing = summarize([...idle1.value, ...idle2.value]);
    const pingedPing = summarize(during.value);
    const pingRatio = pingedPing.p95 / idlePing.p95;
    return {
      database: kind,
      days,
      idleMs,
      seeded,
      report,
      download: summarize(downloads.map((d) => d.ms)),
      bytes: alone.reduce((sum, r) => sum + r.size, 0) / alone.length,
      pages: downloads[0]?.pages ?? 0,
      cpu: addCpu(cpuParts),
      idlePing,
      pingedPing,
      pingedReport: summarize(pingedReports),
      loop: {
        idle: {
          p99: Math.max(idle1.delay.p99, idle2.delay.p99),
          max: Math.max(idle1.delay.max, idle2.delay.max),
        },
        pinged: during.delay,
        idleBusy: (idle1.busy + idle2.busy) / 2,
        pingedBusy: during.busy,
      },
      inProcess: split,
      reportGoal: {
        text: `≤ ${ms(GOAL_REPORT_P95_MS)}`,
        met: report.p95 <= GOAL_REPORT_P95_MS,
      },
      pingGoal: {
        text: `≤ ${GOAL_PING_RATIO}× idle p95`,
        met: pingRatio <= GOAL_PING_RATIO,
      },
      pingRatio,
      profile,
    };
  } finally {
    await server.close();
  }
}

/** The goals are PostgreSQL's; PGlite's figures are set against them in parentheses. */
const metText = (run: ReportsRun, goal: Goal) => {
  const met = goal.met ? 'yes' : 'NO';
  return run.database === 'postgres' ? met : `(${met})`;
};

/** For each missed goal, where this run's time went. */
function heldBackBy(run: ReportsRun): string[] {
  const split = run.inProcess;
  const lines: string[] = [];
  if (!run.reportGoal.met) {
    const rest = Math.max(0, run.report.p95 - split.gather.p95 - split.render.p95);
    lines.push(
      `report: p95 ${ms(run.report.p95)} ≈ gatherReportModel ${ms(split.gather.p95)} + renderReportPdf ` +
        `${ms(split.render.p95)} + ${ms(rest)} HTTP, GraphQL, access checks, the file store and the row.`,
    );
  }
  if (!run.pingGoal.met) {
    lines.push(
      `ping: gatherReportModel runs on the server's event loop, its longest stretch ${ms(split.gatherStretch.p50)} ` +
        `(p95 ${ms(split.gatherStretch.p95)}); the PDF is drawn on a render thread at a lower priority ` +
        `(renderReportPdf ${ms(split.render.p50)} of a core a report, p50), which takes the CPU from the ` +
        `event loop only when the machine has none to spare; a ping waits out the stretch it lands in.`,
    );
  }
  return lines;
}

function tables(runs: ReportsRun[], context: BenchContext): Table[] {
  const main: Table = {
    title: `reports: Generate Report of a ${WIDGETS.length}-widget view over the last ${DAYS} days (MONTH, hourly rollups), over HTTP as the signed-in admin`,
    columns: ['database', 'measure', 'n', 'p50', 'p95', 'max', 'goal', 'met', '× idle ping p95'],
    rows: [],
    notes: [...context.skipped],
  };
  const profiles: Table = {
    title: 'reports: CPU profile of 3 more reports (self time, idle excluded)',
    columns: ['database', 'area / function', 'self ms', 'share'],
    rows: [],
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    const ping = run.idlePing.p95;
    const row = (
      measure: string,
      s: LatencySummary,
      goal: Goal | null = null,
      times: number | null = null,
    ) =>
      main.rows.push([
        label,
        measure,
        int(s.count),
        ms(s.p50),
        ms(s.p95),
        ms(s.max),
        goal?.text ?? null,
        goal ? metText(run, goal) : null,
        times === null ? null : `${fixed(times, 1)}×`,
      ]);
    const split = run.inProcess;
    row('signed-in { ping }, idle (baseline)', run.idlePing, null, 1);
    row('report, one at a time', run.report, run.reportGoal, run.report.p95 / ping);
    row('  its PDF downloaded (GET reportUrl)', run.download);
    row('  in process: gatherReportModel', split.gather);
    row('    its longest stretch on the event loop', split.gatherStretch);
    row('  in process: renderReportPdf (the server draws on a render thread)', split.render);
    row('    its longest stretch, were it drawn on the event loop', split.renderStretch);
    row(
      `    its ECharts SVGs alone (${split.trendCharts} trends, ${split.gaugeCharts} gauges)`,
      split.charts,
    );
    row(
      'signed-in { ping } while reports render back to back',
      run.pingedPing,
      run.pingGoal,
      run.pingRatio,
    );
    row('  report, back to back under the pings', run.pingedReport);

    const s = run.seeded;
    const seconds = s.seconds;
    const total =
      seconds.setup + seconds.readings + seconds.rollups + seconds.logs + seconds.analyze;
    const cores = (value: number | null) => {
      const c = coresOf(value, run.cpu);
      return c === null ? 'n/a' : fixed(c, 2);
    };
    main.notes?.push(
      `${label}: PDF ${fixed(run.bytes / 2 ** 20, 2)} MB, ${run.pages} pages; ${int(split.trendPoints)} trend points (hourly buckets) in ${split.trendCharts} charts; ` +
        `${int(s.history.rows)} readings of ${s.sensors} sensors over ${run.days} days, ${int(s.history.hourly)} hourly and ${int(s.history.daily)} daily rollups, ` +
        `${int(s.statusLogs)} status changes, ${int(s.alarms)} alarms.`,
      `${label}: seeded in ${fixed(total)} s — gateways, equipment, the view and its widgets through GraphQL ${fixed(seconds.setup)} s, ` +
        `readings in SQL ${fixed(seconds.readings)} s, rollups rebuilt ${fixed(seconds.rollups)} s, status changes and alarms ${fixed(seconds.logs)} s, VACUUM ANALYZE ${fixed(seconds.analyze)} s.`,
      `${label}: per report one at a time, CPU ${fixed(run.cpu.nodeCpuSeconds / run.report.count, 2)} s Node, ` +
        `${run.cpu.postgresCpuSeconds === null ? 'n/a' : fixed(run.cpu.postgresCpuSeconds / run.report.count, 2)} s PostgreSQL; ` +
        `cores: Node ${cores(run.cpu.nodeCpuSeconds)}, PostgreSQL ${cores(run.cpu.postgresCpuSeconds)}, other jobs ${cores(run.cpu.otherCpuSeconds)}.`,
      `${label}: event loop delay idle p99 ${ms(run.loop.idle.p99)}, max ${ms(run.loop.idle.max)} (busy ${int(run.loop.idleBusy * 100)}%); ` +
        `while reports render p99 ${ms(run.loop.pinged.p99)}, max ${ms(run.loop.pinged.max)} (busy ${int(run.loop.pingedBusy * 100)}%).`,
    );
    for (const line of heldBackBy(run)) main.notes?.push(`held back by — ${label} ${line}`);
    if (run.profile) {
      for (const a of run.profile.areas.slice(0, 8)) {
        profiles.rows.push([label, a.name, int(a.selfMs), `${int(a.share * 100)}%`]);
      }
      for (const f of run.profile.functions.slice(0, 8)) {
        profiles.rows.push([label, `  ${f.name}`, int(f.selfMs), `${int(f.share * 100)}%`]);
      }
    }
  }
  const idleSeconds = fixed((runs[0]?.idleMs ?? IDLE_MS) / 1000, 0);
  main.notes?.push(
    `Pings: one due every ${PING_INTERVAL_MS} ms without waiting for the last, timed from when it was due; idle: ${idleSeconds} s before the reports and ${idleSeconds} s between the two report phases, pooled.`,
    'The goals are the issue’s, on PostgreSQL; PGlite’s figures are set against them in parentheses.',
  );
  return profiles.rows.length > 0 ? [main, profiles] : [main];
}

export async function benchReports(context: BenchContext): Promise<BenchReport> {
  const runs: ReportsRun[] = [];
  for (const kind of context.databases) runs.push(await reportsOn(kind, context));
  return {
    name: 'reports',
    tables: tables(runs, context),
    goalsMet: runs
      .filter((run) => run.database === 'postgres')
      .every((run) => run.reportGoal.met && run.pingGoal.met),
    data: { runs },
  };
}
