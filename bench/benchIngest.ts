import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { queryRows } from '../apps/server/src/db/client.js';
import { parseReadingsRequest } from '../apps/server/src/ingest/parseReadingsRequest.js';
import { createPartitionKeeper } from '../apps/server/src/ingest/partitions.repository.js';
import type { ReadingColumns } from '../apps/server/src/ingest/readings.repository.js';
import type { DatabaseKind } from '../apps/server/src/testing/testDatabases.js';
import { databaseLabel, type BenchContext, type BenchReport } from './lib/Benchmark.js';
import { coresOf } from './lib/cpuTime.js';
import { createFleet, type BenchGateway } from './lib/createFleet.js';
import {
  buildPosts,
  combine,
  measured,
  postAll,
  type Measured,
  type Post,
  type Window,
} from './lib/ingestLoad.js';
import {
  atLeast,
  fixed,
  int,
  metCell,
  ms,
  ratio,
  type Goal,
  type Table,
} from './lib/printTable.js';
import { profileCpu, type CpuShare } from './lib/profileCpu.js';
import { startBenchServer, type BenchServer } from './lib/startBenchServer.js';

const DAY_MS = 86_400_000;
/** The raw baseline writes the same rows this far back: another month, a fresh partition. */
const RAW_SHIFT_MS = 400 * DAY_MS;
const GOAL_RATIO = 0.5;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

interface Plan {
  gateways: number;
  sensorsPerGateway: number;
  /** The shape: batches of 20,000 readings (10 polls of 2,000 sensors per POST). */
  readingsPerPost: number;
  rows: number;
  /** Steady state: every POST is one poll (one reading per sensor), as a live agent sends. */
  steadyRows: number;
  /** Raw inserts running at once: as many flushes as the server's WriteBuffer runs. */
  rawConcurrency: number;
  goal: number;
}

function planFor(kind: DatabaseKind, quick: boolean): Plan {
  return kind === 'postgres'
    ? {
        gateways: 8,
        sensorsPerGateway: 2_000,
        readingsPerPost: 20_000,
        rows: quick ? 320_000 : 2_000_000,
        steadyRows: quick ? 64_000 : 240_000,
        rawConcurrency: 3,
        goal: 100_000,
      }
    : {
        gateways: 4,
        sensorsPerGateway: 2_000,
        readingsPerPost: 20_000,
        rows: quick ? 80_000 : 320_000,
        steadyRows: quick ? 8_000 : 16_000,
        rawConcurrency: 1,
        goal: 40_000,
      };
}

const shifted = (columns: ReadingColumns): ReadingColumns => ({
  sensorIds: columns.sensorIds,
  times: columns.times.map((t) => t - RAW_SHIFT_MS),
  values: columns.values,
});

const numbers = (list: readonly number[]) => `{${list.join(',')}}`;

/** The baseline: a bare multi-row insert of the same rows (no rollup, no sensor update). */
async function insertRaw(server: BenchServer, rows: ReadingColumns) {
  await server.db.execute(sql`
    insert into readings (sensor_id, ts, value)
    select s, to_timestamp(t / 1000.0), v
    from unnest(${numbers(rows.sensorIds)}::int[], ${numbers(rows.times)}::float8[],
                ${numbers(rows.values)}::float8[]) as u(s, t, v)
    on conflict do nothing`);
}

async function insertAll(server: BenchServer, chunks: ReadingColumns[], concurrency: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++] as ReadingColumns;
        await insertRaw(server, chunk);
      }
    }),
  );
}

async function rowsBetween(server: BenchServer, from: number, to: number): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    server.handle.db,
    sql`select count(*) as n from readings
        where ts >= to_timestamp(${from} / 1000.0) and ts < to_timestamp(${to} / 1000.0)`,
  );
  return Number(row?.n);
}

interface PathResult {
  name: string;
  readingsPerPost: number;
  endToEnd: Measured;
  raw: Measured;
  ratio: number;
  goals: { perSecond: Goal; ratio: Goal };
}

/**
 * One way of posting, measured end to end and against the raw insert of the same rows in the
 * same chunks, in `rounds` alternations so drift (checkpoints, table growth) hits both alike.
 */
async function measurePath(
  server: BenchServer,
  fleet: BenchGateway[],
  options: {
    name: string;
    plan: Plan;
    perGateway: number;
    polls: number;
    base: number;
    seq: number;
    rounds: number;
  },
  context: BenchContext,
): Promise<PathResult> {
  const { plan, perGateway, polls, base } = options;
  const posts = fleet.map((gw) => buildPosts(gw, perGateway, polls, base, options.seq));
  const rows = perGateway * polls * plan.gateways * plan.sensorsPerGateway;
  const rawChunks = (list: Post[][]) => list.flat().map((p) => shifted(p.columns));
  await createPartitionKeeper(server.handle.db)(rawChunks(posts).map((c) => c.times[0] as number));
  const size = Math.ceil(perGateway / options.rounds);
  const e2e: Window[] = [];
  const raw: Window[] = [];
  for (let r = 0; r < options.rounds; r++) {
    const round = posts.map((list) => list.slice(r * size, (r + 1) * size));
    context.progress(`ingest/${server.kind}: ${options.name}, round ${r + 1}/${options.rounds}…`);
    let accepted = 0;
    e2e.push(await measured(server, async () => (accepted = await postAll(fleet, round))));
    const expected = round.flat().reduce((n, p) => n + p.columns.sensorIds.length, 0);
    if (accepted !== expected) throw new Error(`acknowledged ${accepted} of ${expected} readings`);
    const chunks = rawChunks(round);
    raw.push(await measured(server, () => insertAll(server, chunks, plan.rawConcurrency)));
  }
  const end = base + perGateway * polls * 1000;
  const durable = await rowsBetween(server, base, end);
  const rawDurable = await rowsBetween(server, base - RAW_SHIFT_MS, end - RAW_SHIFT_MS);
  if (durable !== rows || rawDurable !== rows) {
    throw new Error(
      `${options.name}: expected ${rows} rows, stored ${durable} (raw ${rawDurable})`,
    );
  }
  const endToEnd = combine(rows, e2e);
  const baseline = combine(rows, raw);
  const e2eOverRaw = endToEnd.perSecond / baseline.perSecond;
  return {
    name: options.name,
    readingsPerPost: polls * plan.sensorsPerGateway,
    endToEnd,
    raw: baseline,
    ratio: e2eOverRaw,
    goals: {
      perSecond: atLeast(endToEnd.perSecond, plan.goal),
      ratio: atLeast(e2eOverRaw, GOAL_RATIO, ratio),
    },
  };
}

/** JavaScript costs of the pipeline, measured alone on the same request bodies. */
function parseCosts(posts: Post[]) {
  const readings = posts.reduce((n, p) => n + p.columns.sensorIds.length, 0);
  const per100k = (elapsed: number) => (elapsed / readings) * 100_000;
  const decoder = new TextDecoder();
  let start = performance.now();
  const parsed = posts.map((p) => JSON.parse(decoder.decode(p.body)) as unknown);
  const jsonParse = per100k(performance.now() - start);
  start = performance.now();
  for (const body of parsed) parseReadingsRequest(body, Date.now());
  return { jsonParse, validate: per100k(performance.now() - start) };
}

interface IngestRun {
  database: DatabaseKind;
  plan: Plan;
  paths: PathResult[];
  parse: ReturnType<typeof parseCosts>;
  /** PostgreSQL's own count of sensor updates, and how many were HOT (no index writes). */
  sensorUpdates: {
    updates: number;
    hot: number;
    deadRows: number;
    tableBytes: number;
    indexes: number;
  } | null;
  profile: { busyMs: number; areas: CpuShare[]; functions: CpuShare[]; file: string } | null;
  heldBackBy: string[];
}

async function sensorUpdateStats(server: BenchServer): Promise<IngestRun['sensorUpdates']> {
  try {
    const [row] = await queryRows<{
      upd: string;
      hot: string;
      dead: string;
      bytes: string;
      indexes: string;
    }>(
      server.handle.db,
      sql`select n_tup_upd as upd, n_tup_hot_upd as hot, n_dead_tup as dead,
                 pg_relation_size('sensors') as bytes,
                 (select count(*) from pg_indexes where tablename = 'sensors') as indexes
          from pg_stat_user_tables where relname = 'sensors'`,
    );
    if (!row || Number(row.upd) === 0) return null;
    return {
      updates: Number(row.upd),
      hot: Number(row.hot),
      deadRows: Number(row.dead),
      tableBytes: Number(row.bytes),
      indexes: Number(row.indexes),
    };
  } catch {
    return null;
  }
}

async function ingestOn(kind: DatabaseKind, context: BenchContext): Promise<IngestRun> {
  const plan = planFor(kind, context.quick);
  context.progress(
    `ingest/${kind}: ${plan.gateways} gateways × ${int(plan.sensorsPerGateway)} sensors, setting up…`,
  );
  const server = await startBenchServer(kind);
  try {
    const fleet = await createFleet(server, plan);
    const polls = plan.readingsPerPost / plan.sensorsPerGateway;
    const perGateway = Math.ceil(plan.rows / (plan.gateways * plan.readingsPerPost));
    const steadyPerGateway = Math.ceil(plan.steadyRows / (plan.gateways * plan.sensorsPerGateway));
    // Times only grow, as from real gateways, so every flush updates its sensors' latest values.
    let base = Date.now() - 3 * 3_600_000;
    let seq = 1;
    const next = (postsPerGateway: number, pollsPerPost: number) => {
      const at = { base, seq };
      base += (postsPerGateway * pollsPerPost + 60) * 1000;
      seq += postsPerGateway;
      return at;
    };

    context.progress(`ingest/${kind}: warming up…`);
    await measurePath(
      server,
      fleet,
      { name: 'warm-up', plan, perGateway: 1, polls, rounds: 1, ...next(1, polls) },
      context,
    );
    await server.ingest.drain();
    const batched = await measurePath(
      server,
      fleet,
      {
        name: `HTTP, ${int(plan.readingsPerPost)} readings/POST`,
        plan,
        perGateway,
        polls,
        rounds: 2,
        ...next(perGateway, polls),
      },
      context,
    );
    const steady = await measurePath(
      server,
      fleet,
      {
        name: 'HTTP, 1 poll/POST (steady state)',
        plan,
        perGateway: steadyPerGateway,
        polls: 1,
        rounds: 1,
        ...next(steadyPerGateway, 1),
      },
      context,
    );

    let profile: IngestRun['profile'] = null;
    if (context.profile) {
      context.progress(`ingest/${kind}: profiling an extra end-to-end pass…`);
      const extra = Math.max(1, Math.ceil(perGateway / 4));
      const at = next(extra, polls);
      const posts = fleet.map((gw) => buildPosts(gw, extra, polls, at.base, at.seq));
      const file = `${resultsDir}ingest-${kind}.cpuprofile`;
      const result = await profileCpu(() => postAll(fleet, posts), file);
      profile = { busyMs: result.busyMs, areas: result.areas, functions: result.functions, file };
    }

    const sample = fleet.slice(0, 1).flatMap((gw) => buildPosts(gw, 5, polls, Date.now(), 1));
    const run: IngestRun = {
      database: kind,
      plan,
      paths: [batched, steady],
      parse: parseCosts(sample),
      sensorUpdates: await sensorUpdateStats(server),
      profile,
      heldBackBy: [],
    };
    for (const path of run.paths) {
      if (!path.goals.perSecond.met || !path.goals.ratio.met) {
        run.heldBackBy.push(heldBackBy(run, path));
      }
    }
    return run;
  } finally {
    await server.close();
  }
}

const per100k = (m: Measured, total: number) => (total / m.rows) * 100_000;
const statementMs = (m: Measured, label: string) =>
  m.statements.find((s) => s.label === label)?.ms ?? 0;

/** Per 100k readings, the costs of an end-to-end path, from this run's measurements. */
function costsPer100k(run: IngestRun, path: PathResult) {
  const m = path.endToEnd;
  const statement = (label: string) => per100k(m, statementMs(m, label));
  return [
    { stage: 'insert readings + hourly rollup (statement)', ms: statement('insert readings') },
    { stage: 'update sensors latest (statement)', ms: statement('update sensors (latest)') },
    {
      stage: 'daily rollups (housekeeping statements)',
      ms: statement('rollup: readings_daily'),
    },
    { stage: 'JSON.parse of request bodies', ms: run.parse.jsonParse },
    { stage: 'parseReadingsRequest', ms: run.parse.validate },
    {
      stage: `live emits (${int(m.liveEmits.count)}, rooms nobody joined)`,
      ms: per100k(m, m.liveEmits.ms),
    },
  ].sort((a, b) => b.ms - a.ms);
}

function heldBackBy(run: IngestRun, path: PathResult): string {
  const { endToEnd: e2e, raw } = path;
  const cores = (s: number | null) => {
    const c = coresOf(s, e2e.cpu);
    return c === null ? 'n/a' : fixed(c, 2);
  };
  const others = coresOf(e2e.cpu.otherCpuSeconds, e2e.cpu);
  const top = costsPer100k(run, path)
    .slice(0, 3)
    .map((c) => `${c.stage} ${int(c.ms)} ms`)
    .join(', ');
  const update = e2e.statements.find((s) => s.label === 'update sensors (latest)');
  const hot = run.sensorUpdates
    ? `; only ${fixed((run.sensorUpdates.hot / run.sensorUpdates.updates) * 100, 1)}% of sensor updates were HOT, so each wrote a new row version and ${run.sensorUpdates.indexes} index entries`
    : '';
  return (
    `${databaseLabel(run.database)} ${path.name}: per 100k readings e2e ${int(per100k(e2e, e2e.seconds * 1000))} ms ` +
    `wall vs raw ${int(per100k(raw, raw.seconds * 1000))} ms; ${top} (the same insert alone: ` +
    `${int(per100k(raw, statementMs(raw, 'insert readings')))} ms). ${int(e2e.flushes)} flushes of ` +
    `~${int(e2e.rows / Math.max(1, e2e.flushes))} rows, each updating up to ` +
    `${int(run.plan.gateways * run.plan.sensorsPerGateway)} sensors (slowest update ${ms(update?.maxMs ?? 0)})${hot}. ` +
    `Event loop ${int(e2e.cpu.eventLoopBusy * 100)}% busy; Node ${cores(e2e.cpu.nodeCpuSeconds)} + ` +
    `PostgreSQL ${cores(e2e.cpu.postgresCpuSeconds)} cores` +
    (others !== null ? `, other jobs on this machine ${fixed(others, 2)} cores.` : '.')
  );
}

function tables(runs: IngestRun[], skipped: string[]): Table[] {
  const main: Table = {
    title:
      'ingest: gateway batch → durable row (HTTP POST to a listening server; reply after commit)',
    columns: [
      'database',
      'path',
      'setup',
      'rows',
      'seconds',
      'readings/s',
      'per CPU-s',
      'goal',
      'met',
    ],
    rows: [],
    notes: [...skipped],
  };
  const split: Table = {
    title: 'ingest: where the time goes (ms per 100k readings; statements overlap on PostgreSQL)',
    columns: ['database', 'path', 'stage', 'ms / 100k', 'of e2e wall'],
    rows: [],
  };
  const cpu: Table = {
    title:
      'ingest: CPU in the measured windows (cores kept busy; Node includes the load generator)',
    columns: ['database', 'path', 'wall s', 'Node', 'PostgreSQL', 'other jobs', 'event loop busy'],
    rows: [],
  };
  const profiles: Table = {
    title: 'ingest: CPU profile of an extra end-to-end pass (self time, idle excluded)',
    columns: ['database', 'area / function', 'self ms', 'share'],
    rows: [],
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    const { plan } = run;
    for (const path of run.paths) {
      const { endToEnd: e2e, raw } = path;
      main.rows.push(
        [
          label,
          path.name,
          `${plan.gateways} gw × ${int(plan.sensorsPerGateway)} sensors`,
          int(e2e.rows),
          fixed(e2e.seconds, 2),
          int(e2e.perSecond),
          int(e2e.perCpuSecond),
          path.goals.perSecond.text,
          metCell(path.goals.perSecond),
        ],
        [
          label,
          '  raw insert (baseline)',
          `same rows, chunks of ${int(path.readingsPerPost)}, ${plan.rawConcurrency} at once`,
          int(raw.rows),
          fixed(raw.seconds, 2),
          int(raw.perSecond),
          int(raw.perCpuSecond),
          null,
          null,
        ],
        [
          label,
          '  ratio e2e / raw',
          null,
          null,
          null,
          ratio(path.ratio),
          ratio(e2e.perCpuSecond / raw.perCpuSecond),
          path.goals.ratio.text,
          metCell(path.goals.ratio),
        ],
      );
      const wall = per100k(e2e, e2e.seconds * 1000);
      split.rows.push([label, path.name, 'end to end (wall)', int(wall), '100%']);
      for (const c of costsPer100k(run, path)) {
        split.rows.push([label, path.name, c.stage, int(c.ms), `${int((c.ms / wall) * 100)}%`]);
      }
      split.rows.push([
        label,
        path.name,
        'raw baseline (wall)',
        int(per100k(raw, raw.seconds * 1000)),
        null,
      ]);
      split.rows.push([
        label,
        path.name,
        'raw baseline: insert readings (statement)',
        int(per100k(raw, statementMs(raw, 'raw insert'))),
        null,
      ]);
      for (const [name, c] of [
        [path.name, e2e.cpu],
        ['  raw insert', raw.cpu],
      ] as const) {
        const cores = (s: number | null) => {
          const v = coresOf(s, c);
          return v === null ? 'n/a' : fixed(v, 2);
        };
        cpu.rows.push([
          label,
          name,
          fixed(c.wallSeconds, 2),
          cores(c.nodeCpuSeconds),
          cores(c.postgresCpuSeconds),
          cores(c.otherCpuSeconds),
          `${int(c.eventLoopBusy * 100)}%`,
        ]);
      }
    }
    if (run.sensorUpdates) {
      const u = run.sensorUpdates;
      split.rows.push([
        label,
        'all',
        `sensors: ${int(u.updates)} updates, ${fixed((u.hot / u.updates) * 100, 1)}% HOT; ${int(u.deadRows)} dead rows, ${fixed(u.tableBytes / 2 ** 20, 1)} MB`,
        null,
        null,
      ]);
    }
    for (const line of run.heldBackBy) main.notes?.push(`held back by — ${line}`);
    if (run.profile) {
      for (const a of run.profile.areas.slice(0, 8)) {
        profiles.rows.push([label, a.name, int(a.selfMs), `${int(a.share * 100)}%`]);
      }
      for (const f of run.profile.functions.slice(0, 6)) {
        profiles.rows.push([label, `  ${f.name}`, int(f.selfMs), `${int(f.share * 100)}%`]);
      }
    }
  }
  return profiles.rows.length > 0 ? [main, split, cpu, profiles] : [main, split, cpu];
}

export async function benchIngest(context: BenchContext): Promise<BenchReport> {
  const runs: IngestRun[] = [];
  for (const kind of context.databases) runs.push(await ingestOn(kind, context));
  return {
    name: 'ingest',
    tables: tables(runs, context.skipped),
    // The goals are the issue's: batches of 10,000–25,000 readings. Steady state is shown beside.
    goalsMet: runs.every((r) => {
      const goals = r.paths[0]?.goals;
      return goals !== undefined && goals.perSecond.met && goals.ratio.met;
    }),
    data: { runs, units: { stages: 'ms per 100k readings' } },
  };
}
