import { LIVE_COALESCE_MS, LIVE_EVENTS, type LiveReading, type LiveRoom } from '@vigil/domain';
import { io as connect, type Socket } from 'socket.io-client';
import type { DatabaseKind } from '../apps/server/src/testing/testDatabases.js';
import { databaseLabel, type BenchContext, type BenchReport } from './lib/Benchmark.js';
import { coresOf, type CpuSplit } from './lib/cpuTime.js';
import { createFleet, readingsBody, temperature, type BenchGateway } from './lib/createFleet.js';
import { summarize, type LatencySummary } from './lib/percentiles.js';
import { atMost, fixed, int, metCell, ms, type Goal, type Table } from './lib/printTable.js';
import { startBenchServer, type BenchServer } from './lib/startBenchServer.js';
import type { StatementTime } from './lib/timedDatabase.js';

const GATEWAYS = 5;
const SENSORS_PER_GATEWAY = 800;
/** Sensor rooms the browser joins, spread over the gateways; no other load touches them. */
const WATCHED_PER_GATEWAY = 10;
const LOAD_PER_SECOND = 20_000;
/** Each gateway posts this often, staggered; real agents post once per poll. */
const POST_EVERY_MS = 500;
/** Watched sensors carried by each post: each sensor gets one every 2.5 s, never two a window. */
const MARKS_PER_POST = 2;
const GOAL_P95_MS = 250;
const ECHO = 'bench:echo';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in browser tab: the session cookie on a websocket-only socket.io connection. */
async function openBrowser(server: BenchServer): Promise<Socket> {
  const socket = connect(server.url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: server.cookie },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function echo(socket: Socket): Promise<number> {
  const start = performance.now();
  await socket.timeout(5_000).emitWithAck(ECHO, start);
  return performance.now() - start;
}

interface Mark {
  sentAt: number;
  repliedAt?: number;
  receivedAt?: number;
}

interface LiveRun {
  database: DatabaseKind;
  rooms: number;
  seconds: number;
  readingsPerSecond: number;
  echoIdle: LatencySummary;
  echoLoaded: LatencySummary;
  commit: LatencySummary;
  endToEnd: LatencySummary;
  coalescingWait: LatencySummary;
  marks: number;
  missing: number;
  cpu: CpuSplit;
  /** The server's raw statements during the measured load. */
  statements: StatementTime[];
  goal: Goal;
  heldBackBy: string | null;
}

/**
 * Gateways post at a steady rate; every post also carries a few marked readings of watched
 * sensors. A mark is timed from just before its POST to the socket event carrying it.
 */
async function runLoad(
  server: BenchServer,
  fleet: BenchGateway[],
  watched: number[][],
  seconds: number,
  onMark: (key: string, mark: Mark) => void,
) {
  const perPost = Math.round((LOAD_PER_SECOND * POST_EVERY_MS) / 1000 / fleet.length);
  let posted = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const t0 = Date.now() - 60_000;
  await Promise.all(
    fleet.map(async (gateway, g) => {
      const mine = new Set(watched[g]);
      const background = gateway.sensorIds.filter((id) => !mine.has(id));
      const marked = watched[g] ?? [];
      let n = 0;
      let markCursor = 0;
      let lastMark = 0;
      let seq = 1;
      await sleep((g * POST_EVERY_MS) / fleet.length);
      // One request in flight per gateway: when the server falls behind, the offered load drops.
      for (let next = performance.now(); next < end;) {
        await sleep(next - performance.now());
        const wire: string[] = [];
        for (let i = 0; i < perPost - MARKS_PER_POST; i++, n++) {
          const id = background[n % background.length] as number;
          const cycle = Math.floor(n / background.length);
          wire.push(`[${id},${t0 + cycle * 10},${temperature(id, cycle)}]`);
        }
        const marks: [string, Mark][] = [];
        for (let m = 0; m < MARKS_PER_POST; m++) {
          const id = marked[markCursor++ % marked.length] as number;
          const time = (lastMark = Math.max(Date.now(), lastMark + 1));
          wire.push(`[${id},${time},${temperature(id, m)}]`);
          marks.push([`${id}|${new Date(time).toISOString()}`, { sentAt: 0 }]);
        }
        const body = new TextEncoder().encode(readingsBody(seq++, wire));
        const sentAt = performance.now();
        for (const [key, mark] of marks) {
          mark.sentAt = sentAt;
          onMark(key, mark);
        }
        await gateway.post(body);
        const repliedAt = performance.now();
        for (const [, mark] of marks) mark.repliedAt = repliedAt;
        posted += wire.length;
        next = Math.max(next + POST_EVERY_MS, repliedAt);
      }
    }),
  );
  return { posted, seconds: (performance.now() - start) / 1000 };
}

async function liveOn(kind: DatabaseKind, context: BenchContext): Promise<LiveRun> {
  const seconds = context.quick ? 6 : 15;
  context.progress(
    `live/${kind}: ${GATEWAYS} gateways × ${SENSORS_PER_GATEWAY} sensors, setting up…`,
  );
  const server = await startBenchServer(kind);
  let browser: Socket | undefined;
  try {
    const fleet = await createFleet(server, {
      gateways: GATEWAYS,
      sensorsPerGateway: SENSORS_PER_GATEWAY,
      pointsPerEquipment: 200,
    });
    const watched = fleet.map((gw) => gw.sensorIds.slice(-WATCHED_PER_GATEWAY));
    server.io.on('connection', (socket) => {
      socket.on(ECHO, (payload: unknown, ack: (payload: unknown) => void) => ack(payload));
    });
    browser = await openBrowser(server);
    const rooms: LiveRoom[] = watched.flat().map((id) => ({ type: 'sensor', id: String(id) }));
    const joined = (await browser.timeout(10_000).emitWithAck(LIVE_EVENTS.join, rooms)) as string[];
    if (joined.length !== rooms.length) {
      throw new Error(`live: joined ${joined.length} of ${rooms.length} rooms`);
    }

    const marks = new Map<string, Mark>();
    let recording = false;
    browser.on(LIVE_EVENTS.readings, (readings: LiveReading[]) => {
      const receivedAt = performance.now();
      for (const reading of readings) {
        const mark = marks.get(`${reading.sensorID}|${reading.createdAt}`);
        if (mark && mark.receivedAt === undefined) mark.receivedAt = receivedAt;
      }
    });

    const echoIdle: number[] = [];
    for (let i = 0; i < (context.quick ? 50 : 200); i++) echoIdle.push(await echo(browser));

    context.progress(`live/${kind}: warming up under load…`);
    await runLoad(server, fleet, watched, 2, () => {});
    await server.ingest.drain();

    context.progress(`live/${kind}: ${int(LOAD_PER_SECOND)} readings/s for ${seconds} s…`);
    recording = true;
    const echoLoaded: number[] = [];
    const pinger = (async () => {
      while (recording) {
        echoLoaded.push(await echo(browser));
        await sleep(100);
      }
    })();
    server.timed.reset();
    const stop = server.cpuMeter();
    const load = await runLoad(server, fleet, watched, seconds, (key, mark) =>
      marks.set(key, mark),
    );
    const cpu = stop();
    recording = false;
    await pinger;
    await sleep(2 * LIVE_COALESCE_MS + 500);

    const all = [...marks.values()];
    const delivered = all.filter((m) => m.receivedAt !== undefined);
    const latency = (m: Mark) => (m.receivedAt as number) - m.sentAt;
    const endToEnd = summarize(delivered.map(latency));
    const run: LiveRun = {
      database: kind,
      rooms: rooms.length,
      seconds: load.seconds,
      readingsPerSecond: load.posted / load.seconds,
      echoIdle: summarize(echoIdle),
      echoLoaded: summarize(echoLoaded),
      commit: summarize(all.map((m) => (m.repliedAt ?? Number.NaN) - m.sentAt)),
      endToEnd,
      coalescingWait: summarize(
        delivered.map((m) => (m.receivedAt as number) - (m.repliedAt ?? Number.NaN)),
      ),
      marks: all.length,
      missing: all.length - delivered.length,
      cpu,
      statements: server.timed.snapshot(),
      goal: atMost(endToEnd.p95, GOAL_P95_MS),
      heldBackBy: null,
    };
    if (!run.goal.met) run.heldBackBy = heldBackBy(run);
    return run;
  } finally {
    browser?.close();
    await server.close();
  }
}

function heldBackBy(run: LiveRun): string {
  const parts: string[] = [];
  const slowest = [...run.statements].sort((a, b) => b.maxMs - a.maxMs)[0];
  if (run.readingsPerSecond < 0.9 * LOAD_PER_SECOND) {
    parts.push(
      `the server fell behind: ${int(run.readingsPerSecond)} of ${int(LOAD_PER_SECOND)} readings/s ` +
        `got through (one request in flight per gateway)` +
        (slowest ? `; the slowest statement, ${slowest.label}, took ${ms(slowest.maxMs)}` : '') +
        (run.database === 'pglite' ? ' on the event loop' : ''),
    );
  }
  parts.push(`POST → commit (reply) p50 ${ms(run.commit.p50)}, p95 ${ms(run.commit.p95)}`);
  parts.push(
    `reply → browser p50 ${ms(run.coalescingWait.p50)}, p95 ${ms(run.coalescingWait.p95)} (a ` +
      `sensor quiet for ${LIVE_COALESCE_MS} ms is pushed at once; only bursts wait)`,
  );
  return `${databaseLabel(run.database)}: ${parts.join('; ')}.`;
}

function table(runs: LiveRun[], skipped: string[]): Table {
  const t: Table = {
    title: `live: ingestion → browser at load (socket.io websocket, session cookie; per-sensor ${LIVE_COALESCE_MS} ms coalescing is part of it)`,
    columns: ['database', 'measure', 'p50', 'p95', 'p99', 'samples', 'goal p95', 'met'],
    rows: [],
    notes: [...skipped],
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    const row = (name: string, s: LatencySummary, goal?: Goal) =>
      t.rows.push([
        label,
        name,
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        int(s.count),
        goal?.text ?? null,
        goal ? metCell(goal) : null,
      ]);
    row('socket.io echo, idle (baseline)', run.echoIdle);
    row('socket.io echo, under load', run.echoLoaded);
    row('POST → reply (rows committed)', run.commit);
    row('POST → browser event', run.endToEnd, run.goal);
    row('reply → browser event (coalescing wait)', run.coalescingWait);
    const cores = (s: number | null) => {
      const c = coresOf(s, run.cpu);
      return c === null ? 'n/a' : fixed(c, 2);
    };
    t.notes?.push(
      `${label}: ${int(run.readingsPerSecond)} readings/s from ${GATEWAYS} gateways for ${fixed(run.seconds)} s, ` +
        `browser in ${run.rooms} sensor rooms; ${run.missing} of ${run.marks} marked readings never arrived; ` +
        `CPU: Node ${cores(run.cpu.nodeCpuSeconds)}, PostgreSQL ${cores(run.cpu.postgresCpuSeconds)}, other jobs ${cores(run.cpu.otherCpuSeconds)} cores.`,
    );
    const busiest = run.statements
      .slice(0, 4)
      .map((s) => `${s.label} ${int(s.ms)} ms (${int(s.count)}×, max ${ms(s.maxMs)})`)
      .join(', ');
    t.notes?.push(`${label}: statements during the load: ${busiest}.`);
    if (run.heldBackBy) t.notes?.push(`held back by — ${run.heldBackBy}`);
  }
  return t;
}

export async function benchLive(context: BenchContext): Promise<BenchReport> {
  const runs: LiveRun[] = [];
  for (const kind of context.databases) runs.push(await liveOn(kind, context));
  return {
    name: 'live',
    tables: [table(runs, context.skipped)],
    goalsMet: runs.every((run) => run.goal.met && run.missing === 0),
    data: {
      runs,
      setup: {
        gateways: GATEWAYS,
        sensorsPerGateway: SENSORS_PER_GATEWAY,
        loadPerSecond: LOAD_PER_SECOND,
        postEveryMs: POST_EVERY_MS,
        marksPerPost: MARKS_PER_POST,
        coalesceMs: LIVE_COALESCE_MS,
      },
    },
  };
}
