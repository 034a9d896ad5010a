import { sql } from 'drizzle-orm';
import { rangeWindow, trendPlan } from '@vigil/domain';
import { sessionTokenFromHeader } from '../apps/server/src/auth/sessionCookie.js';
import { resolveSession } from '../apps/server/src/modules/access/access.service.js';
import { createReadingsRepository } from '../apps/server/src/modules/readings/readings.repository.js';
import type { DatabaseKind } from '../apps/server/src/testing/testDatabases.js';
import { databaseLabel, type BenchContext, type BenchReport } from './lib/Benchmark.js';
import { createFleet, readingsBody, temperature } from './lib/createFleet.js';
import { loadHistory, type History } from './lib/loadHistory.js';
import { summarize, type LatencySummary } from './lib/percentiles.js';
import { atMost, fixed, int, metCell, ms, type Goal, type Table } from './lib/printTable.js';
import { startBenchServer, type BenchServer } from './lib/startBenchServer.js';

const MINUTE_MS = 60_000;
const YEAR_MINUTES = 365 * 24 * 60;
const LATEST_SENSORS = 50;
/** Requests of each kind measured (after 20 rounds of warm-up). */
const ROUNDS = 150;
const GOAL_TREND_P95_MS = 50;
const GOAL_LATEST_P95_MS = 10;

const LATEST_FIELDS = 'latest { sensorID value detail createdAt status disconnected }';
const TREND = `query($ids: [ID!]) { readings(widgets: [{ sensorIDs: $ids, range: YEAR }]) {
  ${LATEST_FIELDS} trend { sensorID gatewayID chunkSize chunks { chunkStart values } } } }`;
const LATEST_ONE_WIDGET = `query($ids: [ID!]) { readings(widgets: [{ sensorIDs: $ids, range: LATEST }]) {
  ${LATEST_FIELDS} } }`;
const LATEST_WIDGETS = `query($widgets: [WidgetReadingsInput!]!) { readings(widgets: $widgets) {
  widgetID ${LATEST_FIELDS} } }`;

interface Probe {
  name: string;
  kind: 'baseline' | 'trend' | 'latest';
  send(): Promise<Response>;
  /** Throws when the answer is not what the dashboard would need. */
  check(body: unknown): void;
}

function probes(server: BenchServer, trendSensor: number, sensors: number[]): Probe[] {
  const graphql = (query: string, variables: object = {}, signedIn = true) => {
    const body = JSON.stringify({ query, variables });
    const headers = {
      'content-type': 'application/json',
      ...(signedIn ? { cookie: server.cookie } : {}),
    };
    return () => fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
  };
  const noErrors = (body: unknown) => {
    const errors = (body as { errors?: unknown }).errors;
    if (errors) throw new Error(JSON.stringify(errors));
  };
  type Widgets = { latest: unknown[]; trend?: { chunks: unknown[] }[] }[];
  const widgets = (body: unknown) => (body as { data: { readings: Widgets } }).data.readings;
  const ids = sensors.map(String);
  return [
    {
      name: 'GET /healthz',
      kind: 'baseline',
      send: () => fetch(`${server.url}/healthz`),
      check: () => {},
    },
    {
      name: 'GraphQL { ping }, no session',
      kind: 'baseline',
      send: graphql('{ ping }', {}, false),
      check: noErrors,
    },
    {
      name: 'GraphQL { ping }, signed in',
      kind: 'baseline',
      send: graphql('{ ping }'),
      check: noErrors,
    },
    {
      name: `LATEST, ${LATEST_SENSORS} sensors in 1 widget`,
      kind: 'latest',
      send: graphql(LATEST_ONE_WIDGET, { ids }),
      check(body) {
        noErrors(body);
        if (widgets(body)[0]?.latest.length !== LATEST_SENSORS) throw new Error('latest: missing');
      },
    },
    {
      name: `LATEST, ${LATEST_SENSORS} widgets of 1 sensor`,
      kind: 'latest',
      send: graphql(LATEST_WIDGETS, {
        widgets: ids.map((id) => ({ widgetID: id, sensorIDs: [id], range: 'LATEST' })),
      }),
      check(body) {
        noErrors(body);
        if (widgets(body).length !== LATEST_SENSORS) throw new Error('latest: widgets missing');
      },
    },
    {
      name: 'YEAR trend, 1 sensor (525,600 rows)',
      kind: 'trend',
      send: graphql(TREND, { ids: [String(trendSensor)] }),
      check(body) {
        noErrors(body);
        const chunks = widgets(body)[0]?.trend?.[0]?.chunks.length ?? 0;
        // 365 days in 9-hour buckets from the hourly rollup: ~974 of them.
        if (chunks < 900) throw new Error(`trend: only ${chunks} buckets`);
      },
    },
  ];
}

interface ProbeResult {
  name: string;
  kind: Probe['kind'];
  latency: LatencySummary;
  bytes: number;
  goal: Goal | null;
}

interface TrendRun {
  database: DatabaseKind;
  data: History;
  probes: ProbeResult[];
  /** The statements alone, called in process: what the database adds to a request. */
  sql: { session: LatencySummary; latest: LatencySummary; trend: LatencySummary };
  heldBackBy: string[];
}

async function time(send: () => Promise<Response>) {
  const start = performance.now();
  const response = await send();
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  return { elapsed, text };
}

async function trendOn(kind: DatabaseKind, context: BenchContext): Promise<TrendRun> {
  const rounds = context.quick ? 40 : ROUNDS;
  context.progress(`trend/${kind}: setting up ${LATEST_SENSORS} sensors and a year of data…`);
  const server = await startBenchServer(kind);
  try {
    const [gateway] = await createFleet(server, {
      gateways: 1,
      sensorsPerGateway: LATEST_SENSORS,
    });
    if (!gateway) throw new Error('no gateway');
    const now = Date.now();
    await gateway.post(
      readingsBody(
        1,
        gateway.sensorIds.map((id) => `[${id},${now - 1000},${temperature(id, 0)}]`),
      ),
    );
    const trendSensor = gateway.sensorIds[0] as number;
    // A year of 1-minute readings for that sensor, then its rollups rebuilt.
    const data = await loadHistory(server.handle.db, {
      sensorIds: [trendSensor],
      to: Math.floor(now / MINUTE_MS) * MINUTE_MS - MINUTE_MS,
      minutes: YEAR_MINUTES,
      value: () => sql`22 + 3 * sin(i / 1440.0 * 2 * pi()) + random()`,
    });
    context.progress(
      `trend/${kind}: ${int(data.rows)} rows in ${fixed(data.loadSeconds)} s, rollups ${fixed(data.rollupSeconds)} s; measuring…`,
    );

    const list = probes(server, trendSensor, gateway.sensorIds);
    const samples = list.map(() => [] as number[]);
    const bytes = list.map(() => 0);
    for (const [i, probe] of list.entries()) {
      const { text } = await time(probe.send);
      probe.check(JSON.parse(text));
      bytes[i] = Buffer.byteLength(text);
    }
    // Rounds of every probe in turn (the order rotates), so a noisy moment hits all of them.
    for (let round = -20; round < rounds; round++) {
      for (let k = 0; k < list.length; k++) {
        const i = (k + round + 20) % list.length;
        const { elapsed } = await time((list[i] as Probe).send);
        if (round >= 0) samples[i]?.push(elapsed);
      }
    }

    // What the database adds to each request, called in process: the session lookup every
    // signed-in request makes, then the readings query's own statements.
    const db = server.handle.db;
    const readings = createReadingsRepository(db);
    const token = sessionTokenFromHeader(server.cookie, server.sessionSecret);
    const window = rangeWindow('YEAR', Date.now());
    const plan = trendPlan(window.from, window.to);
    const steps = {
      session: async () => void (await resolveSession(db, token)),
      latest: async () => {
        await readings.latest(gateway.sensorIds);
      },
      trend: async () => {
        await readings.latest([trendSensor]);
        await readings.trend([trendSensor], window, plan);
      },
    };
    const sqlSamples = { session: [] as number[], latest: [] as number[], trend: [] as number[] };
    for (let i = -10; i < rounds; i++) {
      for (const step of ['session', 'latest', 'trend'] as const) {
        const start = performance.now();
        await steps[step]();
        if (i >= 0) sqlSamples[step].push(performance.now() - start);
      }
    }

    const results: ProbeResult[] = list.map((probe, i) => {
      const latency = summarize(samples[i] ?? []);
      const goal =
        probe.kind === 'trend'
          ? atMost(latency.p95, GOAL_TREND_P95_MS)
          : probe.kind === 'latest'
            ? atMost(latency.p95, GOAL_LATEST_P95_MS)
            : null;
      return { name: probe.name, kind: probe.kind, latency, bytes: bytes[i] ?? 0, goal };
    });
    const run: TrendRun = {
      database: kind,
      data,
      probes: results,
      sql: {
        session: summarize(sqlSamples.session),
        latest: summarize(sqlSamples.latest),
        trend: summarize(sqlSamples.trend),
      },
      heldBackBy: [],
    };
    const anonymous =
      results.find((r) => r.name.includes('no session'))?.latency ?? run.sql.session;
    for (const r of results) {
      if (!r.goal || r.goal.met) continue;
      const own = r.kind === 'trend' ? run.sql.trend : run.sql.latest;
      const rest = (p: 'p50' | 'p95') =>
        ms(Math.max(0, r.latency[p] - anonymous[p] - run.sql.session[p] - own[p]));
      const split = (p: 'p50' | 'p95') =>
        `${p} ${ms(r.latency[p])} ≈ HTTP + GraphQL ${ms(anonymous[p])} + session lookup ` +
        `${ms(run.sql.session[p])} + its statements ${ms(own[p])} + ${rest(p)} other`;
      run.heldBackBy.push(
        `${databaseLabel(kind)} ${r.name}: ${split('p50')}; ${split('p95')} ` +
          `(resolving, access checks, ${int(r.bytes)} bytes of JSON).`,
      );
    }
    return run;
  } finally {
    await server.close();
  }
}

function tables(runs: TrendRun[], skipped: string[], rounds: number): Table {
  const table: Table = {
    title: `trend: dashboard reads over HTTP as a signed-in user (fetch, keep-alive, ${rounds} requests each)`,
    columns: [
      'database',
      'request',
      'p50',
      'p95',
      'p99',
      'bytes',
      'goal p95',
      'met',
      'p95 / signed-in ping',
    ],
    rows: [],
    notes: [...skipped],
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    const ping = run.probes.find((p) => p.name.includes('signed in'))?.latency.p95 ?? Number.NaN;
    for (const p of run.probes) {
      table.rows.push([
        label,
        p.kind === 'baseline' ? `${p.name} (baseline)` : p.name,
        ms(p.latency.p50),
        ms(p.latency.p95),
        ms(p.latency.p99),
        int(p.bytes),
        p.goal?.text ?? null,
        p.goal ? metCell(p.goal) : null,
        fixed(p.latency.p95 / ping, 1),
      ]);
    }
    const statements = [
      ['statements alone: session lookup (resolveSession)', run.sql.session],
      [`statements alone: ${LATEST_SENSORS} latest (latest values and owners)`, run.sql.latest],
      ['statements alone: YEAR trend (latest, trend)', run.sql.trend],
    ] as const;
    for (const [name, s] of statements) {
      table.rows.push([label, name, ms(s.p50), ms(s.p95), ms(s.p99), null, null, null, null]);
    }
    table.notes?.push(
      `${label}: ${int(run.data.rows)} rows loaded in ${fixed(run.data.loadSeconds)} s (generate_series); ` +
        `rollups rebuilt: ${int(run.data.hourly)} hours / ${int(run.data.daily)} days in ${fixed(run.data.rollupSeconds)} s.`,
    );
    for (const line of run.heldBackBy) table.notes?.push(`held back by — ${line}`);
  }
  return table;
}

export async function benchTrend(context: BenchContext): Promise<BenchReport> {
  const runs: TrendRun[] = [];
  for (const kind of context.databases) runs.push(await trendOn(kind, context));
  return {
    name: 'trend',
    tables: [tables(runs, context.skipped, context.quick ? 40 : ROUNDS)],
    goalsMet: runs.every((run) => run.probes.every((p) => !p.goal || p.goal.met)),
    data: { runs },
  };
}
