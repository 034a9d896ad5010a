import { fork, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DISCOVERY_CONCURRENCY,
  DISCOVERY_HOST_TIMEOUT_MS,
  SNMP_CHUNK_SIZE,
  type GatewayConfig,
  type PollEquipment,
  type SnmpCredentials,
} from '@vigil/domain';
import { UPS_SNMP_MAP } from '@vigil/simulator';
import { freePort } from '../apps/gateway/src/freePort.js';
import { GatewayAgent } from '../apps/gateway/src/GatewayAgent.js';
import { FakeUplink } from '../apps/gateway/src/testing/FakeUplink.js';
import { startPeer, type PeerProcess } from '../apps/gateway/src/testing/startPeer.js';
import type { BenchContext, BenchReport } from './lib/Benchmark.js';
import { startCpuMeter } from './lib/cpuTime.js';
import { summarize, type LatencySummary } from './lib/percentiles.js';
import { atMost, fixed, int, metCell, ms, ratio, type Goal, type Table } from './lib/printTable.js';
import type { SnmpFleetSpec } from './lib/snmpFleet.js';

// The gateway agent beside Debian's prometheus-snmp-exporter, both polling the same 1,000
// simulated UPSs (the 10 UPS-MIB OIDs of apps/simulator's UPS) in the same run, cycle for cycle;
// and Find Equipment over a /24 where 250 hosts are silent. The simulated devices and the silent
// hosts run in a process of their own, so answering costs neither poller's CPU.

const EXPORTER = '/usr/bin/prometheus-snmp-exporter';
const DEVICES = 1_000;
const CYCLES = 15;
/**
 * GatewayAgent's defaults: equipment polled at once (given explicitly, so that the table says
 * what ran), and the limit of each SNMP attempt (2 attempts). 16 and 64 at once gave the same
 * cycle within noise here: on 2 cores the cycle is bound by CPU, the devices' included.
 */
const AGENT_CONCURRENCY = 8;
const DEVICE_TIMEOUT_MS = 2_000;
/**
 * Scrapes in flight at once. Prometheus spreads a job's targets over its scrape interval, so
 * they seldom all run together; 64 is more room than the agent's 8, as when a cycle's scrapes
 * bunch up. On the 2-core machine of bench/README.md, 8, 64 and 1,000 gave the exporter the
 * same cycle within noise.
 */
const SCRAPE_CONCURRENCY = 64;
const GOAL_RATIO = 1;

/** Find Equipment's /24: agents on a few addresses, a silent socket on every other one. */
const DISCOVERY_NETWORK = '127.78.0';
const DISCOVERY_AGENTS = [10, 77, 150, 230];
const DISCOVERY_GOAL_MS = 30_000;

const COMMUNITY = 'public';
const MODULE = 'vigil_bench';
/** Kernel clock ticks per second on Linux (USER_HZ); /proc reports CPU time in these. */
const TICKS_PER_SECOND = 100;

const credentials = (community: string): SnmpCredentials => ({
  version: '2',
  communityString: community,
  username: null,
  securityLevel: null,
  authType: null,
  authKey: null,
  privacyType: null,
  privacySecret: null,
  context: null,
});

/** The poll fleet's addresses: 127.77.0.1 to 127.77.3.250 for 1,000 devices. */
const fleetAddress = (n: number) => `127.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** CPU seconds a process has used so far (utime + stime of /proc/<pid>/stat); NaN off Linux. */
function processCpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat; fields[] starts at field 3 (state).
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** A child process ends with the bench, even when the bench exits without closing it. */
function killOnExit(kill: () => void): () => void {
  process.once('exit', kill);
  return () => process.off('exit', kill);
}

/** The simulated devices and silent hosts, started in their own process (lib/snmpFleet.ts). */
async function startFleet(spec: SnmpFleetSpec) {
  const child = fork(
    fileURLToPath(new URL('./lib/snmpFleet.ts', import.meta.url)),
    [JSON.stringify(spec)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const forget = killOnExit(() => child.kill('SIGKILL'));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message: { ready?: boolean; error?: string }) =>
      message.ready ? resolve() : reject(new Error(`simulators: ${message.error}`)),
    );
    void exited.then(() => reject(new Error('simulators: the process exited before it was ready')));
  });
  return {
    pid: child.pid,
    async stop() {
      if (child.connected) child.send({ stop: true });
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
      forget();
    },
  };
}

/** "0.21.0", from `--version`. */
function exporterVersion(): string {
  const { stdout, stderr } = spawnSync(EXPORTER, ['--version'], { encoding: 'utf8' });
  return /version (\S+)/.exec(`${stdout}${stderr}`)?.[1] ?? 'of unknown version';
}

/** 0.23 moved the version and community out of the module into `auths`, named by `&auth=`. */
function hasAuths(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 0 || minor >= 23;
}

/** snmp.yml: GET the agent's 10 OIDs with its time-out and retry, in the exporter's format. */
function exporterConfig(auths: boolean): string {
  const module = [
    `timeout: ${DEVICE_TIMEOUT_MS / 1000}s`,
    'retries: 1',
    'get:',
    ...UPS_SNMP_MAP.map((point) => `- ${point.oid}`),
    'metrics:',
    ...UPS_SNMP_MAP.flatMap((point) => [
      `- name: ups_${point.name}`,
      `  oid: ${point.oid}`,
      '  type: gauge',
    ]),
  ];
  const indent = (spaces: number, lines: string[]) =>
    lines.map((line) => ' '.repeat(spaces) + line);
  const lines = auths
    ? [
        'auths:',
        `  ${MODULE}:`,
        '    version: 2',
        `    community: ${COMMUNITY}`,
        'modules:',
        `  ${MODULE}:`,
        ...indent(4, module),
      ]
    : [
        `${MODULE}:`,
        '  version: 2',
        '  auth:',
        `    community: ${COMMUNITY}`,
        ...indent(2, module),
      ];
  return `${lines.join('\n')}\n`;
}

interface Exporter {
  version: string;
  pid: number | undefined;
  /** Scrape one device (ip:port), as Prometheus does: its status and text. */
  scrape(target: string): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

/**
 * GET over keep-alive connections, as Prometheus holds them to an exporter. node:http rather
 * than fetch: fetch cost the bench 0.7 CPU seconds a cycle, and on 2 cores that slowed the
 * exporter it was measuring.
 */
function httpGetter(connections: Agent) {
  return (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      request(url, { agent: connections }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body });
        });
      })
        .on('error', reject)
        .end();
    });
}

/** The exporter on a free port of 127.0.0.1, or why it cannot run here. */
async function startExporter(dir: string): Promise<Exporter | { skipped: string }> {
  if (!existsSync(EXPORTER)) {
    return {
      skipped: `${EXPORTER} not found (apt-get install prometheus-snmp-exporter)`,
    };
  }
  const version = exporterVersion();
  const auths = hasAuths(version);
  const file = join(dir, 'snmp.yml');
  await writeFile(file, exporterConfig(auths));
  const check = spawnSync(EXPORTER, [`--config.file=${file}`, '--dry-run'], { encoding: 'utf8' });
  if (check.status !== 0) {
    return {
      skipped: `${EXPORTER} ${version} refused the bench's snmp.yml: ${check.stderr.trim()}`,
    };
  }
  const port = await freePort('tcp');
  const peer: PeerProcess = startPeer(EXPORTER, [
    `--config.file=${file}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ]);
  const forget = killOnExit(() => peer.child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const connections = new Agent({ keepAlive: true, maxSockets: SCRAPE_CONCURRENCY });
  const get = httpGetter(connections);
  const exporter: Exporter = {
    version,
    pid: peer.child.pid,
    scrape: (target) =>
      get(`${url}/snmp?module=${MODULE}&target=${target}${auths ? `&auth=${MODULE}` : ''}`),
    async stop() {
      connections.destroy();
      await peer.stop();
      forget();
    },
  };
  // At warn level it prints nothing once up: ask until it answers.
  const deadline = performance.now() + 10_000;
  for (;;) {
    try {
      if ((await get(`${url}/`)).status === 200) return exporter;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline || peer.child.exitCode !== null) {
      await exporter.stop();
      return { skipped: `${EXPORTER} ${version} did not start: ${peer.output()}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Map with at most `limit` calls in flight; results keep the input order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Prometheus's side: one scrape per device; its values and SNMP requests read off the text. */
async function scrapeAll(exporter: Exporter, targets: readonly string[]): Promise<CycleCount> {
  const scrapes = await mapLimited(targets, SCRAPE_CONCURRENCY, async (target) => {
    const { status, body } = await exporter.scrape(target);
    if (status !== 200) return { values: 0, requests: 0 };
    return {
      values: body.match(/^ups_\w+ \S+$/gm)?.length ?? 0,
      requests: Number(/^snmp_scrape_packets_sent (\d+)$/m.exec(body)?.[1] ?? 0),
    };
  });
  return {
    answered: scrapes.filter((scrape) => scrape.values === UPS_SNMP_MAP.length).length,
    values: scrapes.reduce((sum, scrape) => sum + scrape.values, 0),
    requests: scrapes.reduce((sum, scrape) => sum + scrape.requests, 0),
  };
}

/** What the server would send the agent: one SNMP equipment per UPS, its 10 points. */
function pollConfig(addresses: readonly string[], port: number): GatewayConfig {
  const equipment: PollEquipment[] = addresses.map((ip, i) => ({
    id: i + 1,
    name: `UPS ${i + 1}`,
    ip,
    port,
    protocol: 'SNMP',
    snmp: credentials(COMMUNITY),
    points: UPS_SNMP_MAP.map((point, k) => ({
      sensorId: i * UPS_SNMP_MAP.length + k + 1,
      name: point.name,
      oid: point.oid,
      multiplier: point.multiplier,
      offset: point.offset,
      strMask: null,
    })),
  }));
  return {
    // A poll interval far beyond the run: cycles start when the bench asks (pollNow).
    gateway: { id: 1, name: 'Bench gateway', pollInterval: 86_400, listen: false },
    equipment,
    revision: 'bench-1',
  };
}

/** What a cycle read: devices that gave all 10 values, values, SNMP requests sent. */
interface CycleCount {
  answered: number;
  values: number;
  requests: number;
}

interface Cycle extends CycleCount {
  wallMs: number;
  /** The poller's CPU seconds: the agent's, or the exporter's. */
  cpuSeconds: number;
  /** The bench process's: the agent itself, or the scraping client beside the exporter. */
  benchCpuSeconds: number;
  /** What the simulated devices spent answering. */
  devicesCpuSeconds: number;
}

async function timeCycle(
  fleetPid: number | undefined,
  pollerCpuSeconds: () => number,
  cycle: () => Promise<CycleCount>,
): Promise<Cycle> {
  const devices = processCpuSeconds(fleetPid);
  const bench = ownCpuSeconds();
  const cpu = pollerCpuSeconds();
  const start = performance.now();
  const count = await cycle();
  const wallMs = performance.now() - start;
  return {
    ...count,
    wallMs,
    cpuSeconds: pollerCpuSeconds() - cpu,
    benchCpuSeconds: ownCpuSeconds() - bench,
    devicesCpuSeconds: processCpuSeconds(fleetPid) - devices,
  };
}

interface PollerRun {
  concurrency: number;
  getsPerCycle: number;
  cycles: Cycle[];
  wall: LatencySummary;
  cpu: LatencySummary;
  benchCpu: LatencySummary;
  devicesCpu: LatencySummary;
}

const runOf = (concurrency: number, cycles: Cycle[]): PollerRun => ({
  concurrency,
  getsPerCycle: summarize(cycles.map((c) => c.requests)).p50,
  cycles,
  wall: summarize(cycles.map((c) => c.wallMs)),
  cpu: summarize(cycles.map((c) => c.cpuSeconds)),
  benchCpu: summarize(cycles.map((c) => c.benchCpuSeconds)),
  devicesCpu: summarize(cycles.map((c) => c.devicesCpuSeconds)),
});

interface PollComparison {
  devices: number;
  /** Cores kept busy by processes other than the bench, the exporter and the devices. */
  otherCores: number | null;
  vigil: PollerRun;
  exporter: (PollerRun & { version: string }) | undefined;
  /** Why the exporter's half did not run. */
  exporterSkipped: string | undefined;
  goal: Goal | undefined;
}

/**
 * The agent's poll cycles (pollNow, as its schedule runs them) and the exporter's (every device
 * scraped once), alternating which goes first, after one of each to warm up.
 */
async function comparePolls(
  context: BenchContext,
  options: { fleetPid: number | undefined; port: number; devices: number; dir: string },
): Promise<PollComparison> {
  const { fleetPid, port, devices, dir } = options;
  const cycles = context.quick ? 3 : CYCLES;
  const addresses = Array.from({ length: devices }, (_, n) => fleetAddress(n));
  const stops: (() => Promise<void>)[] = [];
  try {
    const started = await startExporter(dir);
    const exporter = 'skipped' in started ? undefined : started;
    if (exporter) stops.push(() => exporter.stop());
    const uplink = new FakeUplink(pollConfig(addresses, port));
    const agent = new GatewayAgent({
      uplink,
      dataDir: join(dir, 'agent'),
      concurrency: AGENT_CONCURRENCY,
    });
    stops.push(() => agent.stop());

    // What pollSnmp sends a device that answers: its points in GETs of SNMP_CHUNK_SIZE OIDs.
    const getsPerDevice = Math.ceil(UPS_SNMP_MAP.length / SNMP_CHUNK_SIZE);
    const vigilCycle = () =>
      timeCycle(fleetPid, ownCpuSeconds, async () => {
        const summary = await agent.pollNow();
        // The fake server keeps what it accepts; the bench has no use for it.
        uplink.accepted.splice(0);
        const answered = summary?.answered ?? 0;
        return { answered, values: summary?.readings ?? 0, requests: answered * getsPerDevice };
      });
    const targets = addresses.map((ip) => `${ip}:${port}`);
    const exporterCycle = exporter
      ? () =>
          timeCycle(
            fleetPid,
            () => processCpuSeconds(exporter.pid),
            () => scrapeAll(exporter, targets),
          )
      : undefined;

    context.progress('gateway: warming up…');
    // start() runs the agent's first poll.
    await agent.start();
    await exporterCycle?.();
    const vigilCycles: Cycle[] = [];
    const exporterCycles: Cycle[] = [];
    const meter = startCpuMeter();
    const exporterStart = processCpuSeconds(exporter?.pid);
    const fleetStart = processCpuSeconds(fleetPid);
    for (let c = 0; c < cycles; c++) {
      context.progress(`gateway: poll cycle ${c + 1}/${cycles}…`);
      if (c % 2 === 0) vigilCycles.push(await vigilCycle());
      if (exporterCycle) exporterCycles.push(await exporterCycle());
      if (c % 2 === 1) vigilCycles.push(await vigilCycle());
    }
    const split = meter();
    const children =
      (exporter ? processCpuSeconds(exporter.pid) - exporterStart : 0) +
      processCpuSeconds(fleetPid) -
      fleetStart;
    const others = (split.otherCpuSeconds ?? Number.NaN) - children;
    const otherCores = Number.isFinite(others) ? Math.max(0, others) / split.wallSeconds : null;

    const vigil = runOf(AGENT_CONCURRENCY, vigilCycles);
    const baseline = exporter
      ? { ...runOf(SCRAPE_CONCURRENCY, exporterCycles), version: exporter.version }
      : undefined;
    const everyValue = (c: Cycle) => c.values === devices * UPS_SNMP_MAP.length;
    const everyDevice = [...vigilCycles, ...exporterCycles].every(everyValue);
    const goal = baseline
      ? {
          ...atMost(vigil.wall.p50 / baseline.wall.p50, GOAL_RATIO, ratio),
          met: vigil.wall.p50 <= baseline.wall.p50 * GOAL_RATIO && everyDevice,
        }
      : undefined;
    const exporterSkipped = 'skipped' in started ? started.skipped : undefined;
    return { devices, otherCores, vigil, exporter: baseline, exporterSkipped, goal };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}

interface DiscoveryRun {
  range: string;
  addresses: number;
  answering: number;
  silent: number;
  wallMs: number;
  found: number;
  output: string;
  goal: Goal;
}

/** A fake server that says when the agent has reported an action's result. */
class ResultUplink extends FakeUplink {
  onResult: (() => void) | undefined;

  override async reportResult(...args: Parameters<FakeUplink['reportResult']>) {
    const reply = await super.reportResult(...args);
    this.onResult?.();
    return reply;
  }
}

/**
 * Find Equipment as the server queues it (concurrency and per-host time-out from the domain),
 * run by a real agent in listen mode; timed from the agent's ack to its result.
 */
async function discover(port: number, dataDir: string, silent: number): Promise<DiscoveryRun> {
  const uplink = new ResultUplink({
    gateway: { id: 2, name: 'Discovery gateway', pollInterval: 86_400, listen: true },
    equipment: [],
    revision: 'bench-discovery',
  });
  uplink.listen = true;
  const agent = new GatewayAgent({ uplink, dataDir });
  const range = `${DISCOVERY_NETWORK}.0/24`;
  try {
    await agent.start();
    let acked = Number.NaN;
    uplink.beforeAck = () => {
      acked = performance.now();
    };
    const done = new Promise<number>((resolve) => {
      uplink.onResult = () => resolve(performance.now());
    });
    uplink.enqueue({
      id: 1,
      action: 'SNMP_DISCOVER',
      params: {
        kind: 'discover',
        range,
        port,
        snmp: [credentials(COMMUNITY)],
        concurrency: DISCOVERY_CONCURRENCY,
        timeoutMs: DISCOVERY_HOST_TIMEOUT_MS,
      },
    });
    const wallMs = (await done) - acked;
    const item = uplink.item(1);
    const found = item?.progress.reduce((sum, progress) => sum + progress.found.length, 0) ?? 0;
    return {
      range,
      addresses: item?.progress.at(-1)?.total ?? 0,
      answering: DISCOVERY_AGENTS.length,
      silent,
      wallMs,
      found,
      output: item?.result?.output ?? item?.result?.error ?? '',
      goal: {
        text: `≤ ${DISCOVERY_GOAL_MS / 1000} s, found ${DISCOVERY_AGENTS.length}`,
        met: wallMs <= DISCOVERY_GOAL_MS && found === DISCOVERY_AGENTS.length,
      },
    };
  } finally {
    await agent.stop();
  }
}

function pollTable(comparison: PollComparison): Table {
  const { devices, otherCores, vigil, exporter, exporterSkipped, goal } = comparison;
  const row = (label: string, run: PollerRun) => [
    label,
    int(run.concurrency),
    int(run.getsPerCycle),
    `${int(Math.min(...run.cycles.map((c) => c.answered)))}/${int(devices)}`,
    ms(run.wall.p50),
    ms(run.wall.p95),
    fixed(run.cpu.p50, 2),
    fixed(run.devicesCpu.p50, 2),
    null,
    null,
  ];
  const notes = [
    `Devices: simulated UPSs (apps/simulator's net-snmp agents) at ${fleetAddress(0)}-${fleetAddress(devices - 1)} on one UDP port, in a process of their own; "devices' CPU" is what it spent answering one cycle.`,
    `Vigil: a GatewayAgent (FakeUplink as its server) polling through pollNow() as its schedule does: a NetSnmpClient per device, GETs of at most ${SNMP_CHUNK_SIZE} OIDs one after the other (GETs/cycle counted from that), ${DEVICE_TIMEOUT_MS} ms × 2 attempts, ${AGENT_CONCURRENCY} devices at once, then the batch queued on disk, the check-in and the delivery. CPU: process.cpuUsage() of the bench process, which does nothing else meanwhile.`,
  ];
  const rows: Table['rows'] = [row('Vigil gateway agent', vigil)];
  if (exporter) {
    rows.push(row('prometheus-snmp-exporter (baseline)', exporter));
    rows.push([
      'ratio Vigil / exporter',
      null,
      null,
      null,
      ratio(vigil.wall.p50 / exporter.wall.p50),
      ratio(vigil.wall.p95 / exporter.wall.p95),
      ratio(vigil.cpu.p50 / exporter.cpu.p50),
      null,
      goal?.text ?? null,
      goal ? metCell(goal) : null,
    ]);
    notes.push(
      `prometheus-snmp-exporter ${exporter.version}: one HTTP scrape per device (GET /snmp?module=${MODULE}&target=<ip>:<port>), ${SCRAPE_CONCURRENCY} in flight, the 10 OIDs in GETs of up to max_repetitions (25) OIDs (GETs/cycle: the sum of its snmp_scrape_packets_sent), ${DEVICE_TIMEOUT_MS} ms × 2 attempts. CPU: utime + stime of its /proc/<pid>/stat; the scraping client (node:http, in the bench process) used ${fixed(exporter.benchCpu.p50, 2)} s more per cycle, not counted.`,
    );
  } else {
    notes.push(
      `prometheus-snmp-exporter half skipped: ${exporterSkipped}; nothing to compare the agent's cycle with.`,
    );
  }
  const short = [
    ['Vigil', vigil] as const,
    ...(exporter ? [['the exporter', exporter] as const] : []),
  ].flatMap(([who, run]) => {
    const count = run.cycles.filter((c) => c.values !== devices * UPS_SNMP_MAP.length).length;
    return count > 0 ? [`${who}: ${count} cycles missed values of some devices.`] : [];
  });
  if (otherCores !== null) {
    notes.push(
      `Other jobs on the machine kept ${fixed(otherCores, 2)} of its cores busy meanwhile; above ~0.3 the cycle times of this run are depressed, for both pollers alike.`,
    );
  }
  return {
    title: `gateway: one poll cycle of ${int(devices)} simulated SNMP devices × ${UPS_SNMP_MAP.length} OIDs (${vigil.cycles.length} cycles each, alternating)`,
    columns: [
      'poller',
      'in flight',
      'GETs/cycle',
      'answered',
      'cycle p50',
      'cycle p95',
      'CPU s/cycle',
      "devices' CPU s",
      'goal p50',
      'met',
    ],
    rows,
    notes: [...notes, ...short],
  };
}

function discoveryTable(run: DiscoveryRun): Table {
  return {
    title: `gateway: Find Equipment (SNMP_DISCOVER) over a /24, ${run.silent} hosts silent`,
    columns: [
      'range',
      'addresses',
      'answering',
      'in flight',
      'host time-out',
      'seconds',
      'found',
      'goal',
      'met',
    ],
    rows: [
      [
        run.range,
        int(run.addresses),
        int(run.answering),
        int(DISCOVERY_CONCURRENCY),
        ms(DISCOVERY_HOST_TIMEOUT_MS),
        fixed(run.wallMs / 1000, 1),
        int(run.found),
        run.goal.text,
        metCell(run.goal),
      ],
    ],
    notes: [
      `One credential (v2c '${COMMUNITY}'), DISCOVERY_CONCURRENCY and DISCOVERY_HOST_TIMEOUT_MS from @vigil/domain; a GatewayAgent in listen mode takes it from a FakeUplink queue; timed from its ack to its result: "${run.output}"`,
      `Silent hosts: a UDP socket bound on each of the ${run.silent} other addresses (in the devices' process) reads every request and never answers, so no port-unreachable comes back and each probe waits out its time-out, as for an address where nothing answers on a real network.`,
    ],
  };
}

export async function benchGateway(context: BenchContext): Promise<BenchReport> {
  const devices = context.quick ? DEVICES / 10 : DEVICES;
  const dir = await mkdtemp(join(tmpdir(), 'vigil-bench-gateway-'));
  const port = await freePort('udp');
  const discoveryAgents = DISCOVERY_AGENTS.map((host) => `${DISCOVERY_NETWORK}.${host}`);
  const silent = Array.from({ length: 254 }, (_, i) => `${DISCOVERY_NETWORK}.${i + 1}`).filter(
    (host) => !discoveryAgents.includes(host),
  );
  context.progress(
    `gateway: starting ${int(devices)} + ${discoveryAgents.length} simulated UPSs and ${silent.length} silent hosts on UDP port ${port}…`,
  );
  try {
    const fleet = await startFleet({
      port,
      community: COMMUNITY,
      agents: [...Array.from({ length: devices }, (_, n) => fleetAddress(n)), ...discoveryAgents],
      silent,
    });
    try {
      const polls = await comparePolls(context, { fleetPid: fleet.pid, port, devices, dir });
      context.progress('gateway: Find Equipment over a /24…');
      const discovery = await discover(port, join(dir, 'discovery'), silent.length);
      return {
        name: 'gateway',
        tables: [pollTable(polls), discoveryTable(discovery)],
        goalsMet: (polls.goal?.met ?? true) && discovery.goal.met,
        data: { port, polls, discovery },
      };
    } finally {
      await fleet.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
