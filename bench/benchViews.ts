import { existsSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { viewTexts } from '../apps/web/src/features/views/viewPage/viewTexts.js';
import type { DatabaseKind } from '../apps/server/src/testing/testDatabases.js';
import { databaseLabel, type BenchContext, type BenchReport } from './lib/Benchmark.js';
import { createFleet, readingsBody, temperature } from './lib/createFleet.js';
import { summarize, type LatencySummary } from './lib/percentiles.js';
import { atMost, int, metCell, ms, type Goal, type Table } from './lib/printTable.js';
import { startBenchServer, type BenchServer } from './lib/startBenchServer.js';

// A dashboard of 50 widgets, as a user opens it: the server's answer for all 50 widgets'
// readings, and in Chromium the time from navigation until every widget shows its value.

const WIDGETS = 50;
const SENSORS_PER_WIDGET = 2;
const ROUNDS = 150;
const PAGE_LOADS = 12;
const GOAL_READINGS_P95_MS = 10;
const GOAL_RENDER_P95_MS = 1500;
const VIEW_NAME = 'Bench 50';
const EMPTY_VIEW_NAME = 'Bench empty';

const webDist = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

const NEW_VIEW = `mutation($n: String!, $c: ID!) { newView(name: $n, customerID: $c) { id } }`;
const NEW_WIDGET = `mutation($v: ID!, $c: ID, $w: WidgetInput!) {
  newWidget(viewID: $v, customerID: $c, widget: $w) { id } }`;
const READINGS = `query($c: ID, $widgets: [WidgetReadingsInput!]!) { readings(customerID: $c, widgets: $widgets) {
  widgetID latest { sensorID value detail createdAt status disconnected } value } }`;

async function graphql<T>(
  server: BenchServer,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const { body } = await server.admin.gql<T>(query, variables);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The 50-widget view (Sensor Value widgets of two sensors each) and an empty one. */
async function createViews(server: BenchServer, sensorIds: number[]) {
  const c = server.customerId;
  const full = await graphql<{ newView: { id: string } }>(server, NEW_VIEW, { n: VIEW_NAME, c });
  await graphql(server, NEW_VIEW, { n: EMPTY_VIEW_NAME, c });
  const widgetIds: string[] = [];
  for (let w = 0; w < WIDGETS; w++) {
    const ids = sensorIds.slice(w * SENSORS_PER_WIDGET, (w + 1) * SENSORS_PER_WIDGET).map(String);
    const created = await graphql<{ newWidget: { id: string } }>(server, NEW_WIDGET, {
      v: full.newView.id,
      c,
      w: { type: 'SENSOR_VALUE', displayType: 'other', name: `Rack ${w + 1}`, sensorIDs: ids },
    });
    widgetIds.push(created.newWidget.id);
  }
  return widgetIds;
}

async function timeRequest(send: () => Promise<Response>) {
  const start = performance.now();
  const response = await send();
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  return { elapsed, text };
}

interface ServerProbe {
  name: string;
  baseline: boolean;
  send: () => Promise<Response>;
}

async function measureServer(server: BenchServer, widgetIds: string[], rounds: number) {
  const post = (query: string, variables: object) => {
    const body = JSON.stringify({ query, variables });
    const headers = { 'content-type': 'application/json', cookie: server.cookie };
    return () => fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
  };
  const probes: ServerProbe[] = [
    { name: 'GET /healthz', baseline: true, send: () => fetch(`${server.url}/healthz`) },
    { name: 'GraphQL { ping }, signed in', baseline: true, send: post('{ ping }', {}) },
    {
      name: `readings of a ${WIDGETS}-widget view (by widget id, LATEST)`,
      baseline: false,
      send: post(READINGS, {
        c: server.customerId,
        widgets: widgetIds.map((widgetID) => ({ widgetID, range: 'LATEST' })),
      }),
    },
  ];
  const first = JSON.parse((await timeRequest(probes[2]!.send)).text) as {
    data?: { readings: { latest: { value: number | null }[] }[] };
  };
  const values = first.data?.readings.flatMap((w) => w.latest) ?? [];
  if (values.length !== WIDGETS * SENSORS_PER_WIDGET || values.some((v) => v.value === null)) {
    throw new Error(`readings: expected ${WIDGETS * SENSORS_PER_WIDGET} values`);
  }
  const samples = probes.map(() => [] as number[]);
  for (let round = -20; round < rounds; round++) {
    for (let k = 0; k < probes.length; k++) {
      const i = (k + round + 20) % probes.length;
      const { elapsed } = await timeRequest(probes[i]!.send);
      if (round >= 0) samples[i]!.push(elapsed);
    }
  }
  return probes.map((probe, i) => ({
    name: probe.name,
    baseline: probe.baseline,
    latency: summarize(samples[i]!),
  }));
}

/**
 * Milliseconds from navigation start until `ready` holds in the page, over fresh page loads
 * (cold JavaScript caches aside: the browser's HTTP cache is kept, as for a returning user).
 */
async function measurePage(
  browser: Browser,
  server: BenchServer,
  path: string,
  ready: Ready,
  loads: number,
): Promise<LatencySummary> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 900 },
  });
  const [name, ...rest] = server.cookie.split('=');
  await context.addCookies([{ name: name!, value: rest.join('='), url: server.url }]);
  const samples: number[] = [];
  try {
    for (let load = -2; load < loads; load++) {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'commit' });
      const handle = await page
        .waitForFunction(pageReady, ready, { polling: 'raf', timeout: 30_000 })
        .catch(async (error: unknown) => {
          // Keep what the page showed, to see why it never got ready.
          mkdirSync(resultsDir, { recursive: true });
          await page.screenshot({ path: `${resultsDir}views-timeout.png`, fullPage: true });
          throw error;
        });
      const at = (await handle.jsonValue()) as number;
      if (load >= 0) samples.push(at);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return summarize(samples);
}

type Ready = { kind: 'widgets'; count: number } | { kind: 'empty'; text: string };

/**
 * In the page: whether every widget shows a number, or the empty view says it has none. A function,
 * not a string: the app's Content-Security-Policy forbids evaluating strings.
 */
function pageReady(ready: Ready): number | false {
  const ok =
    ready.kind === 'empty'
      ? (document.querySelector('main')?.textContent ?? '').includes(ready.text)
      : new Set(
          [...document.querySelectorAll('[data-widget-id] [data-testid="widget-value"]')]
            .filter((value) => /\d/.test(value.textContent ?? ''))
            .map((value) => value.closest('[data-widget-id]')?.getAttribute('data-widget-id')),
        ).size >= ready.count;
  return ok ? performance.now() : false;
}

interface ViewsRun {
  database: DatabaseKind;
  server: { name: string; baseline: boolean; latency: LatencySummary }[];
  browser: { full: LatencySummary; empty: LatencySummary } | null;
  readingsGoal: Goal;
  renderGoal: Goal | null;
}

function ensureWebBuilt(context: BenchContext) {
  if (existsSync(webDist)) return;
  context.progress('views: building the web app (npm run build)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

async function viewsOn(kind: DatabaseKind, context: BenchContext, browser: Browser | null) {
  const rounds = context.quick ? 40 : ROUNDS;
  const loads = context.quick ? 4 : PAGE_LOADS;
  context.progress(
    `views/${kind}: ${WIDGETS} widgets over ${WIDGETS * SENSORS_PER_WIDGET} sensors…`,
  );
  const server = await startBenchServer(kind);
  try {
    const [gateway] = await createFleet(server, {
      gateways: 1,
      sensorsPerGateway: WIDGETS * SENSORS_PER_WIDGET,
    });
    if (!gateway) throw new Error('no gateway');
    const now = Date.now();
    await gateway.post(
      readingsBody(
        1,
        gateway.sensorIds.map((id) => `[${id},${now - 1000},${temperature(id, 0)}]`),
      ),
    );
    const widgetIds = await createViews(server, gateway.sensorIds);
    context.progress(`views/${kind}: measuring the server…`);
    const serverResults = await measureServer(server, widgetIds, rounds);
    let browserResults: ViewsRun['browser'] = null;
    if (browser) {
      context.progress(`views/${kind}: measuring Chromium…`);
      const base = `/${server.customerId}/views/`;
      const empty = await measurePage(
        browser,
        server,
        base + encodeURIComponent(EMPTY_VIEW_NAME),
        { kind: 'empty', text: viewTexts.noWidgetsCanAdd },
        loads,
      );
      const full = await measurePage(
        browser,
        server,
        base + encodeURIComponent(VIEW_NAME),
        { kind: 'widgets', count: WIDGETS },
        loads,
      );
      browserResults = { full, empty };
    }
    const readings = serverResults.find((r) => !r.baseline)!.latency;
    const run: ViewsRun = {
      database: kind,
      server: serverResults,
      browser: browserResults,
      readingsGoal: atMost(readings.p95, GOAL_READINGS_P95_MS),
      renderGoal: browserResults ? atMost(browserResults.full.p95, GOAL_RENDER_P95_MS) : null,
    };
    return run;
  } finally {
    await server.close();
  }
}

function table(runs: ViewsRun[], skipped: string[], rounds: number, loads: number): Table {
  const notes = [...skipped];
  const result: Table = {
    title: `views: a ${WIDGETS}-widget dashboard (server: ${rounds} requests each; Chromium: ${loads} page loads each)`,
    columns: ['database', 'measure', 'p50', 'p95', 'goal p95', 'met'],
    rows: [],
    notes,
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    for (const probe of run.server) {
      const goal = probe.baseline ? null : run.readingsGoal;
      result.rows.push([
        label,
        probe.baseline ? `${probe.name} (baseline)` : probe.name,
        ms(probe.latency.p50),
        ms(probe.latency.p95),
        goal?.text ?? null,
        goal ? metCell(goal) : null,
      ]);
    }
    if (run.browser) {
      result.rows.push([
        label,
        'Chromium: navigation → empty view drawn (baseline)',
        ms(run.browser.empty.p50),
        ms(run.browser.empty.p95),
        null,
        null,
      ]);
      result.rows.push([
        label,
        `Chromium: navigation → all ${WIDGETS} widgets show values`,
        ms(run.browser.full.p50),
        ms(run.browser.full.p95),
        run.renderGoal?.text ?? null,
        run.renderGoal ? metCell(run.renderGoal) : null,
      ]);
    }
  }
  if (!existsSync('/usr/bin/chromium')) notes.push('Chromium rows skipped: no /usr/bin/chromium.');
  notes.push(
    `Each widget is a Sensor Value widget of ${SENSORS_PER_WIDGET} sensors; the page asks for their sensors 30 widgets per request and their readings in one request, then joins ${int(WIDGETS * SENSORS_PER_WIDGET)} sensor rooms.`,
  );
  return result;
}

export async function benchViews(context: BenchContext): Promise<BenchReport> {
  const hasChromium = existsSync('/usr/bin/chromium');
  if (hasChromium) ensureWebBuilt(context);
  const browser = hasChromium
    ? await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--no-first-run',
        ],
      })
    : null;
  const runs: ViewsRun[] = [];
  try {
    for (const kind of context.databases) runs.push(await viewsOn(kind, context, browser));
  } finally {
    await browser?.close();
  }
  const rounds = context.quick ? 40 : ROUNDS;
  const loads = context.quick ? 4 : PAGE_LOADS;
  return {
    name: 'views',
    tables: [table(runs, context.skipped, rounds, loads)],
    goalsMet: runs.every((r) => r.readingsGoal.met && (r.renderGoal?.met ?? true)),
    data: runs,
  };
}
