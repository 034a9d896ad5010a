import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  availableDatabases,
  testPostgresUrl,
  type DatabaseKind,
} from '../apps/server/src/testing/testDatabases.js';
import { benchAlarms } from './benchAlarms.js';
import { benchEquipment } from './benchEquipment.js';
import { benchGateway } from './benchGateway.js';
import { benchIngest } from './benchIngest.js';
import { benchLive } from './benchLive.js';
import { benchReports } from './benchReports.js';
import { benchTrend } from './benchTrend.js';
import { benchViews } from './benchViews.js';
import type { Benchmark, BenchContext, BenchReport } from './lib/Benchmark.js';
import { formatTable } from './lib/printTable.js';
import { closeEverything } from './lib/startBenchServer.js';

const BENCHMARKS: Record<string, Benchmark> = {
  ingest: benchIngest,
  trend: benchTrend,
  live: benchLive,
  views: benchViews,
  equipment: benchEquipment,
  gateway: benchGateway,
  alarms: benchAlarms,
  reports: benchReports,
};

const USAGE = `npm run bench [-- <benchmark>… [--db=pglite|postgres] [--quick] [--profile]]
benchmarks: ${Object.keys(BENCHMARKS).join(', ')} (all by default)`;

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

function parseArgs(argv: string[]) {
  const names: string[] = [];
  let only: DatabaseKind | undefined;
  let quick = false;
  let profile = false;
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg === '--profile') profile = true;
    else if (arg === '--db=pglite' || arg === '--db=postgres') only = arg.slice(5) as DatabaseKind;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg in BENCHMARKS) names.push(arg);
    else {
      console.error(`unknown argument ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  return { names: names.length > 0 ? names : Object.keys(BENCHMARKS), only, quick, profile };
}

function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    /** Other work on the machine skews absolute figures; the ratios are meant to survive it. */
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

function writeResults(reports: { report: BenchReport; startedAt: string; seconds: number }[]) {
  mkdirSync(resultsDir, { recursive: true });
  const latestFile = `${resultsDir}latest.json`;
  let latest: { benchmarks?: Record<string, unknown> } = {};
  try {
    latest = JSON.parse(readFileSync(latestFile, 'utf8')) as typeof latest;
  } catch {
    // First run.
  }
  const benchmarks = { ...(latest.benchmarks ?? {}) };
  for (const { report, startedAt, seconds } of reports) {
    const result = {
      name: report.name,
      startedAt,
      seconds,
      machine: machine(),
      goalsMet: report.goalsMet,
      tables: report.tables,
      data: report.data,
    };
    writeFileSync(`${resultsDir}${report.name}.json`, `${JSON.stringify(result, null, 2)}\n`);
    benchmarks[report.name] = result;
  }
  writeFileSync(
    latestFile,
    `${JSON.stringify({ updatedAt: new Date().toISOString(), benchmarks }, null, 2)}\n`,
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const reachable = await availableDatabases();
  const skipped: string[] = [];
  if (!reachable.includes('postgres') && args.only !== 'pglite') {
    skipped.push(
      `PostgreSQL skipped: nothing answers at ${testPostgresUrl} (set VIGIL_TEST_POSTGRES_URL).`,
    );
  }
  const databases = reachable.filter((kind) => !args.only || kind === args.only);
  const context: BenchContext = {
    databases,
    skipped,
    quick: args.quick,
    profile: args.profile,
    progress: (message) => process.stderr.write(`· ${message}\n`),
  };
  const m = machine();
  console.log(
    `Vigil bench — ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, ` +
      `load average ${m.loadAverage.join(' ')}${args.quick ? ' (quick)' : ''}`,
  );
  const done: { report: BenchReport; startedAt: string; seconds: number }[] = [];
  for (const name of args.names) {
    const startedAt = new Date().toISOString();
    const start = performance.now();
    const report = await (BENCHMARKS[name] as Benchmark)(context);
    const seconds = (performance.now() - start) / 1000;
    for (const table of report.tables) console.log(formatTable(table));
    console.log(`\n(${name}: ${seconds.toFixed(0)} s)`);
    done.push({ report, startedAt, seconds });
    writeResults(done.slice(-1));
  }
  const missed = done.filter((d) => !d.report.goalsMet).map((d) => d.report.name);
  console.log(
    missed.length === 0 ? '\nEvery goal met.' : `\nGoals missed in: ${missed.join(', ')}.`,
  );
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    process.stderr.write(`\n${signal}: closing servers and dropping bench databases…\n`);
    void closeEverything().finally(() => process.exit(130));
  });
}

main()
  .then(() => closeEverything())
  .then(
    () => process.exit(0),
    async (error: unknown) => {
      // Requests cut short by an interrupt fail; that is not worth a stack trace.
      if (interrupted) return;
      console.error(error);
      await closeEverything();
      process.exit(1);
    },
  );
