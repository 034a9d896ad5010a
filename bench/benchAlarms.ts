import { NOTIFY_GROUP_WINDOW_MS } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { queryRows } from '../apps/server/src/db/client.js';
import { DEFAULT_MAIL_FROM } from '../apps/server/src/config.js';
import { users, viewUsers, views, widgetSensors, widgets } from '../apps/server/src/db/schema.js';
import type { DatabaseKind } from '../apps/server/src/testing/testDatabases.js';
import { databaseLabel, type BenchContext, type BenchReport } from './lib/Benchmark.js';
import { coresOf } from './lib/cpuTime.js';
import { createFleet, readingsBody, temperature, type BenchGateway } from './lib/createFleet.js';
import {
  buildPosts,
  combine,
  measured,
  postAll,
  type Measured,
  type ValueOf,
  type Window,
} from './lib/ingestLoad.js';
import { summarize, type LatencySummary } from './lib/percentiles.js';
import {
  atLeast,
  atMost,
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
import { startSmtpSink, type SmtpSink } from './lib/startSmtpSink.js';

const GOAL_RATIO = 0.9;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const GOAL_P95_MS = 2_000;

/** The rule every load sensor gets in (b): the bench library's thresholds, a deadband, a delay. */
const RULE = { greenTo: 27, yellowTo: 32, deadband: 0.5, delaySeconds: 2 };
/** Every ALARM_EVERY-th sensor of a gateway is in the alarm group: 1.25% of the fleet. */
const ALARM_EVERY = 80;
/**
 * An alarm-group sensor is red (past yellowTo) for CYCLE - GREEN_POLLS polls, then green for
 * GREEN_POLLS, each at its own phase: ~1% of sensors in alarm at any time, and every poll a few
 * cross in (pending, opened by the delay) and out (cleared), each telling a user.
 */
const CYCLE = 10;
const GREEN_POLLS = 2;
const RED_VALUE = 40;
/**
 * The load between windows (warm-up, latency under load): every gateway posts LOAD_CHUNK polls,
 * one per POST as in a window, then all start the next chunk together.
 */
const LOAD_CHUNK = 2;
/**
 * With the rules just switched on, the load runs this long before (b) is measured: longer than
 * storm control's window, so every user's messages are in their steady cycle (one at once,
 * then the rest held to the window's end) rather than in the first burst.
 */
const WARM_WITH_RULES_MS = NOTIFY_GROUP_WINDOW_MS + 1_000;
/** With the rules just switched off, the load runs this long once the outbox is empty. */
const WARM_WITHOUT_RULES_MS = 2_000;
/**
 * How long the outbox may take to send what the rules' last alarms left in it, with no load:
 * storm control holds a user who reached the cap a minute after their last message.
 */
const OUTBOX_EMPTY_TIMEOUT_MS = 60_000 + NOTIFY_GROUP_WINDOW_MS + 5_000;
/** Latency samples start this often (plus jitter), each with its own user: storm control never
 * holds one. */
const SAMPLE_EVERY_MS = 300;
const SAMPLE_JITTER_MS = 100;
/** A message later than this after its reading counts as missing (and as slower than any). */
const MAIL_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Plan {
  gateways: number;
  sensorsPerGateway: number;
  /** Polls (one POST of every sensor of a gateway) per gateway in each measured window. */
  pollsPerWindow: number;
  /** The load with the rules just switched on runs this long before a window (ms). */
  warmMs: number;
  /** (a)(b) pairs, the order alternating pair by pair. */
  pairs: number;
  /** Latency samples idle, and as many again under load. */
  samples: number;
}

function planFor(kind: DatabaseKind, quick: boolean): Plan {
  // The fleets of the ingest benchmark's steady state: one poll of 2,000 sensors per POST.
  // A window lasts ~20 s, two of the engine's periodic cycles (the sweep every 10 s, storm
  // control's 10 s window): windows of ~5 s saw either none or all of the users' messages and
  // sweeps, and pairs of one run differed by up to 0.3.
  return kind === 'postgres'
    ? {
        gateways: 8,
        sensorsPerGateway: 2_000,
        pollsPerWindow: quick ? 4 : 64,
        warmMs: quick ? 3_000 : WARM_WITH_RULES_MS,
        pairs: quick ? 1 : 4,
        samples: quick ? 10 : 50,
      }
    : {
        gateways: 4,
        sensorsPerGateway: 2_000,
        pollsPerWindow: quick ? 3 : 48,
        warmMs: quick ? 3_000 : WARM_WITH_RULES_MS,
        pairs: quick ? 1 : 4,
        samples: quick ? 10 : 50,
      };
}

/** Load values: healthy temperatures, and the alarm group red most of its cycle. */
const alarmValues =
  (stepOffset: number): ValueOf =>
  (id, step, index) => {
    if (index % ALARM_EVERY !== 0) return temperature(id, step);
    const phase = (step + stepOffset + index / ALARM_EVERY) % CYCLE;
    return phase < GREEN_POLLS ? temperature(id, step) : RED_VALUE + ((id + step) % 10) / 10;
  };

/** Where the next posts' times and sequence numbers start: times only grow. */
interface Cursor {
  base: number;
  seq: number;
  step: number;
}

function advance(cursor: Cursor, polls: number): Cursor {
  const at = { ...cursor };
  cursor.base += (polls + 1) * 1000;
  cursor.seq += polls;
  cursor.step += polls;
  return at;
}

async function scalar(server: BenchServer, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(server.handle.db, query);
  return Number(row?.n ?? 0);
}

interface Counts {
  transitions: number;
  notifications: number;
  mails: number;
}

async function counts(server: BenchServer, smtp: SmtpSink): Promise<Counts> {
  return {
    transitions: await scalar(server, sql`select count(*) as n from alarm_transitions`),
    notifications: await scalar(server, sql`select count(*) as n from notifications`),
    mails: smtp.count(),
  };
}

const minus = (a: Counts, b: Counts): Counts => ({
  transitions: a.transitions - b.transitions,
  notifications: a.notifications - b.notifications,
  mails: a.mails - b.mails,
});

/** Rules on (b) or off (a) for every load sensor; the ingest's sensor cache is told. */
async function setRules(server: BenchServer, fleet: BenchGateway[], on: boolean) {
  const ids = `{${fleet.map((g) => g.id).join(',')}}`;
  await server.handle.db.execute(
    on
      ? sql`update sensors set green_to = ${RULE.greenTo}, yellow_to = ${RULE.yellowTo},
            deadband = ${RULE.deadband}, delay = ${RULE.delaySeconds}
          where network_id = any(${ids}::int[])`
      : sql`update sensors set green_to = null, yellow_to = null, deadband = null, delay = null
          where network_id = any(${ids}::int[])`,
  );
  for (const gateway of fleet) server.ingest.forgetGateway(Number(gateway.id));
}

/**
 * A view per group of sensors (the load: one per equipment) showing them in widgets of
 * `sensorsPerWidget`, each view with its own user subscribed to every kind of alert by e-mail:
 * every sensor of `groups` tells somebody. Returns the user's e-mail address of every sensor,
 * in the order of `groups` flattened.
 */
async function subscribe(
  server: BenchServer,
  name: string,
  groups: number[][],
  sensorsPerWidget: number,
): Promise<string[]> {
  const db = server.handle.db;
  const customerId = Number(server.customerId);
  const emails: string[] = [];
  const userRows = await db
    .insert(users)
    .values(
      groups.map((_, i) => ({
        email: `${name}-${i + 1}@bench.example.com`,
        firstName: 'Bench',
        lastName: `${name} ${i + 1}`,
        customerId,
        emailAlerts: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const viewRows = await db
    .insert(views)
    .values(groups.map((_, i) => ({ customerId, name: `Bench ${name} ${i + 1}` })))
    .returning({ id: views.id });
  await db.insert(viewUsers).values(
    viewRows.map((view, i) => ({
      viewId: view.id,
      userId: userRows[i]!.id,
      canRead: true,
      alertYellow: true,
      alertRed: true,
      alertDisconnected: true,
      alertCleared: true,
    })),
  );
  const widgetPlan: { viewId: number; sensors: number[] }[] = [];
  groups.forEach((sensors, i) => {
    for (let k = 0; k < sensors.length; k += sensorsPerWidget) {
      widgetPlan.push({ viewId: viewRows[i]!.id, sensors: sensors.slice(k, k + sensorsPerWidget) });
    }
    emails.push(...sensors.map(() => userRows[i]!.email));
  });
  const widgetRows = await db
    .insert(widgets)
    .values(
      widgetPlan.map((w, k) => ({
        viewId: w.viewId,
        customerId,
        type: 'SENSOR_VALUE',
        name: `Sensors ${k + 1}`,
      })),
    )
    .returning({ id: widgets.id });
  const links = widgetPlan.flatMap((w, k) =>
    w.sensors.map((sensorId, position) => ({ widgetId: widgetRows[k]!.id, sensorId, position })),
  );
  for (let k = 0; k < links.length; k += 10_000) {
    await db.insert(widgetSensors).values(links.slice(k, k + 10_000));
  }
  return emails;
}

async function sensorsByEquipment(server: BenchServer, fleet: BenchGateway[]) {
  const rows = await queryRows<{ id: number; equipment_id: number }>(
    server.handle.db,
    sql`select id, equipment_id from sensors
        where network_id = any(${`{${fleet.map((g) => g.id).join(',')}}`}::int[]) order by id`,
  );
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    groups.set(row.equipment_id, [...(groups.get(row.equipment_id) ?? []), row.id]);
  }
  return [...groups.values()];
}

interface ThroughputWindow {
  pair: number;
  rules: boolean;
  readings: number;
  measured: Measured;
  /**
   * Flushes per round of polls (one POST per gateway): 1 when the write buffer gathers every
   * gateway's POST into one flush, up to the number of gateways when each goes alone.
   */
  flushesPerRound: number;
  /** --profile (the last pair only): where this process's CPU went, idle excluded. */
  profile: { busyMs: number; areas: CpuShare[]; functions: CpuShare[] } | null;
  moved: Counts;
  /** Live (pending or open) alarms at the window's end, and their share of the load sensors. */
  live: number;
}

/** The load sensors' live (pending or open) alarms. */
async function liveAlarms(server: BenchServer, fleet: BenchGateway[]) {
  return scalar(
    server,
    sql`select count(*) as n from alarms
        where phase in ('pending', 'open') and subject_kind = 'sensor'
          and network_id = any(${`{${fleet.map((g) => g.id).join(',')}}`}::int[])`,
  );
}

/** Polls per gateway, every poll one POST, all gateways at once (the ingest bench's postAll). */
function postsFor(fleet: BenchGateway[], cursor: Cursor, polls: number) {
  const at = advance(cursor, polls);
  return fleet.map((gw) => buildPosts(gw, polls, 1, at.base, at.seq, alarmValues(at.step)));
}

/**
 * The load without a clock: chunk after chunk of LOAD_CHUNK polls of every gateway, until
 * stopped (warm-ups, and the load the latency is sampled under).
 */
function startLoad(fleet: BenchGateway[], cursor: Cursor) {
  let stopped = false;
  let readings = 0;
  const start = performance.now();
  const loop = (async () => {
    while (!stopped) readings += await postAll(fleet, postsFor(fleet, cursor, LOAD_CHUNK));
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const seconds = (performance.now() - start) / 1000;
      return { readings, seconds, perSecond: readings / seconds };
    },
  };
}

/** Rows of the outbox not sent yet (due, held by storm control, or claimed and being sent). */
const pendingNotifications = (server: BenchServer) =>
  scalar(server, sql`select count(*) as n from notifications where status = 'pending'`);

/** Of those, the rows due and not claimed: neither held by storm control nor being sent. */
const dueNotifications = (server: BenchServer) =>
  scalar(
    server,
    sql`select count(*) as n from notifications where status = 'pending' and next_attempt_at <= now()`,
  );

/**
 * Brings the load to its steady state with the rules as they now are. With rules: the load runs
 * for longer than storm control's window, so every user's messages are in their cycle (one at
 * once, the rest held to the window's end) rather than in the first burst. Without: one chunk
 * clears the alarms; the outbox then sends the clears with no load (under load on PGlite it
 * would take minutes; see the README), so no (a) window pays for (b)'s messages; then the load
 * runs a moment before the clock starts.
 */
async function warmUp(
  server: BenchServer,
  fleet: BenchGateway[],
  cursor: Cursor,
  rules: boolean,
  plan: Plan,
) {
  if (!rules) {
    await postAll(fleet, postsFor(fleet, cursor, LOAD_CHUNK));
    const deadline = Date.now() + OUTBOX_EMPTY_TIMEOUT_MS;
    while ((await pendingNotifications(server)) > 0 && Date.now() < deadline) await sleep(250);
  }
  const load = startLoad(fleet, cursor);
  await sleep(rules ? plan.warmMs : WARM_WITHOUT_RULES_MS);
  await load.stop();
}

/** One measured window: `pollsPerWindow` polls of every gateway, built before the clock starts. */
async function throughputWindow(
  server: BenchServer,
  smtp: SmtpSink,
  fleet: BenchGateway[],
  plan: Plan,
  cursor: Cursor,
  pair: number,
  rules: boolean,
  /** --profile: a V8 CPU profile of this process over the window, kept in this file. */
  profileFile?: string,
): Promise<ThroughputWindow> {
  const posts = postsFor(fleet, cursor, plan.pollsPerWindow);
  const expected = posts.flat().reduce((n, p) => n + p.columns.sensorIds.length, 0);
  const before = await counts(server, smtp);
  let accepted = 0;
  let profile: ThroughputWindow['profile'] = null;
  const window: Window = await measured(server, async () => {
    if (!profileFile) {
      accepted = await postAll(fleet, posts);
      return;
    }
    const result = await profileCpu(() => postAll(fleet, posts), profileFile);
    accepted = result.value;
    profile = { busyMs: result.busyMs, areas: result.areas, functions: result.functions };
  });
  if (accepted !== expected) throw new Error(`acknowledged ${accepted} of ${expected} readings`);
  const moved = minus(await counts(server, smtp), before);
  const m = combine(expected, [window]);
  return {
    pair,
    rules,
    readings: expected,
    measured: m,
    flushesPerRound: m.flushes / plan.pollsPerWindow,
    profile,
    moved,
    live: await liveAlarms(server, fleet),
  };
}

interface Sample {
  email: string;
  /** Epoch ms just before the POST (to compare with the outbox row's times). */
  startedAt: number;
  commitMs: number;
  /** Null when no message came within MAIL_TIMEOUT_MS. */
  mailMs: number | null;
  /** From the outbox row: when the flush wrote it and when it was marked sent. */
  rowWrittenMs: number | null;
  rowSentMs: number | null;
}

/** One latency sample: a reading past red for `sensorId`, whose alarm is to reach `email`. */
async function sample(
  gateway: BenchGateway,
  sensorId: number,
  email: string,
  seq: number,
): Promise<Sample> {
  const startedAt = Date.now();
  const body = readingsBody(seq, [`[${sensorId},${startedAt},${RED_VALUE}]`]);
  const start = performance.now();
  await gateway.post(body);
  return {
    email,
    startedAt,
    commitMs: performance.now() - start,
    mailMs: null,
    rowWrittenMs: null,
    rowSentMs: null,
  };
}

/**
 * Samples at a steady cadence, each on its own sensor and user, not waiting for the previous
 * message (alarms do not wait for each other either); then waits for the messages and reads the
 * outbox rows' times.
 */
async function samples(
  server: BenchServer,
  smtp: SmtpSink,
  gateway: BenchGateway,
  sensorIds: number[],
  emails: string[],
  seq: number,
): Promise<Sample[]> {
  const taken: Promise<Sample>[] = [];
  for (let i = 0; i < sensorIds.length; i++) {
    taken.push(sample(gateway, sensorIds[i]!, emails[i]!, seq + i));
    await sleep(SAMPLE_EVERY_MS + Math.random() * SAMPLE_JITTER_MS);
  }
  const done = await Promise.all(taken);
  await smtp.waitForAll(emails, Math.max(...done.map((s) => s.startedAt)) + MAIL_TIMEOUT_MS);
  const rows = await queryRows<{ email: string; created: number; sent: number | null }>(
    server.handle.db,
    sql`select u.email, (extract(epoch from n.created_at) * 1000)::float8 as created,
          (extract(epoch from n.sent_at) * 1000)::float8 as sent
        from notifications n join users u on u.id = n.user_id
        where u.email = any(${`{${emails.join(',')}}`}::text[])`,
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  for (const s of done) {
    const arrived = smtp.arrivedAt(s.email);
    s.mailMs =
      arrived !== undefined && arrived - s.startedAt <= MAIL_TIMEOUT_MS
        ? arrived - s.startedAt
        : null;
    const row = byEmail.get(s.email);
    s.rowWrittenMs = row ? Number(row.created) - s.startedAt : null;
    s.rowSentMs = row?.sent == null ? null : Number(row.sent) - s.startedAt;
  }
  return done;
}

interface Latency {
  load: string;
  samples: number;
  arrived: number;
  /** Missing messages count as Infinity: slower than any that came. */
  mail: LatencySummary;
  commit: LatencySummary;
  rowWritten: LatencySummary;
  rowSent: LatencySummary;
  /** Readings per second the load got through meanwhile (null: idle). */
  loadPerSecond: number | null;
  /** The server's statements while the samples ran (the flushes and the outbox's). */
  window: Window;
  /** Messages the SMTP server got meanwhile (every user's), and outbox rows unsent at the end. */
  outbox: { sent: number; pendingAtEnd: number; dueAtEnd: number };
  goal: Goal;
}

const orInfinity = (n: number | null) => n ?? Number.POSITIVE_INFINITY;

function latencyOf(
  load: string,
  taken: Sample[],
  window: Window,
  loadPerSecond: number | null,
  outbox: Latency['outbox'],
): Latency {
  const mail = summarize(taken.map((s) => orInfinity(s.mailMs)));
  return {
    load,
    samples: taken.length,
    arrived: taken.filter((s) => s.mailMs !== null).length,
    mail,
    commit: summarize(taken.map((s) => s.commitMs)),
    rowWritten: summarize(taken.map((s) => orInfinity(s.rowWrittenMs))),
    rowSent: summarize(taken.map((s) => orInfinity(s.rowSentMs))),
    loadPerSecond,
    window,
    outbox,
    goal: atMost(mail.p95, GOAL_P95_MS),
  };
}

interface AlarmsRun {
  database: DatabaseKind;
  plan: Plan;
  alarmSensors: number;
  windows: ThroughputWindow[];
  ratios: number[];
  medianRatio: number;
  ratioGoal: Goal;
  without: Measured;
  with: Measured;
  latency: Latency[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? sorted[mid]!
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
};

async function alarmsOn(kind: DatabaseKind, context: BenchContext): Promise<AlarmsRun> {
  const plan = planFor(kind, context.quick);
  const began = performance.now();
  const say = (message: string) =>
    context.progress(`alarms/${kind} (${int((performance.now() - began) / 1000)} s): ${message}`);
  context.progress(
    `alarms/${kind}: ${plan.gateways} gateways × ${int(plan.sensorsPerGateway)} sensors, setting up…`,
  );
  const smtp = await startSmtpSink();
  const server = await startBenchServer(kind, {
    mail: { smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM },
  });
  try {
    const fleet = await createFleet(server, plan);
    // The latency probes' own gateway: one sensor, view and user per sample.
    const probeSensors = plan.samples * 2;
    const [probe] = await createFleet(server, {
      gateways: 1,
      sensorsPerGateway: probeSensors,
      pointsPerEquipment: probeSensors,
      name: 'Bench probe gateway',
    });
    if (!probe) throw new Error('no probe gateway');
    await subscribe(server, 'load', await sensorsByEquipment(server, fleet), 10);
    const probeEmails = await subscribe(
      server,
      'probe',
      probe.sensorIds.map((id) => [id]),
      1,
    );
    // The probes' sensors: red at once (no delay), so the reading itself opens the alarm.
    await server.handle.db.execute(sql`update sensors
      set green_to = ${RULE.greenTo}, yellow_to = ${RULE.yellowTo}, deadband = ${RULE.deadband},
        delay = null where network_id = ${Number(probe.id)}`);
    server.ingest.forgetGateway(Number(probe.id));

    const cursor: Cursor = { base: Date.now() - 3 * 3_600_000, seq: 1, step: 0 };

    // Latency with nothing else going on (the rules of the load sensors do not matter here).
    say(`latency, idle (${plan.samples} samples)…`);
    let idle: Sample[] = [];
    const idleMails = smtp.count();
    const idleWindow = await measured(server, async () => {
      idle = await samples(
        server,
        smtp,
        probe,
        probe.sensorIds.slice(0, plan.samples),
        probeEmails.slice(0, plan.samples),
        1,
      );
    });
    const idleSent = smtp.count() - idleMails;

    // (a)(b), (b)(a), (a)(b) …: drift (table growth, checkpoints) falls on both alike. The
    // load warms up whenever the rules change, not between two windows of the same kind.
    const windows: ThroughputWindow[] = [];
    let current: boolean | undefined;
    for (let pair = 1; pair <= plan.pairs; pair++) {
      for (const rules of pair % 2 === 1 ? [false, true] : [true, false]) {
        if (rules !== current) {
          say(`pair ${pair}: ${rules ? 'rules on' : 'rules off'}, warming up…`);
          await setRules(server, fleet, rules);
          await warmUp(server, fleet, cursor, rules, plan);
          current = rules;
        }
        say(`pair ${pair}: measuring ${rules ? '(b) with rules' : '(a) without rules'}…`);
        const profileFile =
          context.profile && pair === plan.pairs
            ? `${resultsDir}alarms-${kind}-${rules ? 'b' : 'a'}.cpuprofile`
            : undefined;
        windows.push(
          await throughputWindow(server, smtp, fleet, plan, cursor, pair, rules, profileFile),
        );
      }
    }
    const ratios = Array.from({ length: plan.pairs }, (_, i) => {
      const of = (rules: boolean) =>
        windows.find((w) => w.pair === i + 1 && w.rules === rules)!.measured.perSecond;
      return of(true) / of(false);
    });
    const medianRatio = median(ratios);
    const sumOf = (rules: boolean) => {
      const list = windows.filter((w) => w.rules === rules);
      return combine(
        list.reduce((n, w) => n + w.readings, 0),
        list.map((w) => ({
          cpu: w.measured.cpu,
          statements: w.measured.statements,
          liveEmits: w.measured.liveEmits,
        })),
      );
    };

    // Latency under the (b) load, in its steady state.
    if (current !== true) {
      say('rules on, warming up…');
      await setRules(server, fleet, true);
      await warmUp(server, fleet, cursor, true, plan);
    }
    say(`latency under the (b) load (${plan.samples} samples)…`);
    let loaded: Sample[] = [];
    let loadPerSecond = 0;
    const loadMails = smtp.count();
    const loadWindow = await measured(server, async () => {
      const load = startLoad(fleet, cursor);
      loaded = await samples(
        server,
        smtp,
        probe,
        probe.sensorIds.slice(plan.samples),
        probeEmails.slice(plan.samples),
        plan.samples + 1,
      );
      loadPerSecond = (await load.stop()).perSecond;
    });
    const backlog = await pendingNotifications(server);
    const overdue = await dueNotifications(server);
    return {
      database: kind,
      plan,
      alarmSensors: Math.ceil(plan.sensorsPerGateway / ALARM_EVERY) * plan.gateways,
      windows,
      ratios,
      medianRatio,
      ratioGoal: atLeast(medianRatio, GOAL_RATIO, (n) => fixed(n, 2)),
      without: sumOf(false),
      with: sumOf(true),
      latency: [
        latencyOf('idle', idle, idleWindow, null, {
          sent: idleSent,
          pendingAtEnd: 0,
          dueAtEnd: 0,
        }),
        latencyOf('under the (b) load', loaded, loadWindow, loadPerSecond, {
          sent: smtp.count() - loadMails,
          pendingAtEnd: backlog,
          dueAtEnd: overdue,
        }),
      ],
    };
  } finally {
    await server.close();
    await smtp.stop();
  }
}

const per100k = (m: Measured, total: number) => (total / m.rows) * 100_000;
const late = (n: number) => (Number.isFinite(n) ? ms(n) : `> ${MAIL_TIMEOUT_MS / 1000} s`);

function tables(runs: AlarmsRun[], skipped: string[]): Table[] {
  const throughput: Table = {
    title:
      'alarms: steady-state ingest (1 poll/POST) with alarm rules on every sensor (b) vs none (a), same database',
    columns: [
      'database',
      'pair',
      'rules',
      'readings',
      'seconds',
      'readings/s',
      'per CPU-s',
      'flushes/round',
      'transitions',
      'outbox rows',
      'e-mails',
      'live alarms',
      'goal',
      'met',
    ],
    rows: [],
    notes: [...skipped],
  };
  const split: Table = {
    title: 'alarms: statement time per 100k readings, (a) without and (b) with rules',
    columns: ['database', 'statement', '(a) ms / 100k', '(b) ms / 100k', '(b) count', '(b) max'],
    rows: [],
  };
  const latency: Table = {
    title:
      'alarms: reading past red → e-mail accepted by the SMTP server (one user, view and sensor per sample)',
    columns: ['database', 'load', 'samples', 'arrived', 'p50', 'p95', 'max', 'goal p95', 'met'],
    rows: [],
    notes: [],
  };
  const stages: Table = {
    title: 'alarms: where the latency goes (from just before the POST; the outbox row’s own times)',
    columns: ['database', 'load', 'stage', 'p50', 'p95', 'max'],
    rows: [],
    notes: [],
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    const { plan } = run;
    for (const w of run.windows) {
      const m = w.measured;
      throughput.rows.push([
        label,
        String(w.pair),
        w.rules ? '(b) rules' : '(a) none',
        int(w.readings),
        fixed(m.seconds, 2),
        int(m.perSecond),
        int(m.perCpuSecond),
        fixed(w.flushesPerRound, 2),
        int(w.moved.transitions),
        int(w.moved.notifications),
        int(w.moved.mails),
        w.rules
          ? `${int(w.live)} (${fixed((w.live / (plan.gateways * plan.sensorsPerGateway)) * 100, 2)}%)`
          : int(w.live),
        null,
        null,
      ]);
    }
    run.ratios.forEach((r, i) =>
      throughput.rows.push([label, String(i + 1), 'ratio (b)/(a)', null, null, ratio(r), null]),
    );
    throughput.rows.push([
      label,
      'all',
      'median ratio (b)/(a)',
      null,
      null,
      ratio(run.medianRatio),
      ratio(run.with.perCpuSecond / run.without.perCpuSecond),
      null,
      null,
      null,
      null,
      null,
      run.ratioGoal.text,
      metCell(run.ratioGoal),
    ]);
    const cores = (s: number | null, m: Measured) => {
      const c = coresOf(s, m.cpu);
      return c === null ? 'n/a' : fixed(c, 2);
    };
    throughput.notes?.push(
      `${label}: ${plan.gateways} gateways × ${int(plan.sensorsPerGateway)} sensors, ${plan.pollsPerWindow} polls each per window; ` +
        `(b): ${int(run.alarmSensors)} sensors (1 in ${ALARM_EVERY}) red ${CYCLE - GREEN_POLLS} polls of ${CYCLE}, delay ${RULE.delaySeconds} s, deadband ${RULE.deadband}. ` +
        `Event loop busy (a) ${int(run.without.cpu.eventLoopBusy * 100)}% (b) ${int(run.with.cpu.eventLoopBusy * 100)}%; ` +
        `cores Node (a) ${cores(run.without.cpu.nodeCpuSeconds, run.without)} (b) ${cores(run.with.cpu.nodeCpuSeconds, run.with)}, ` +
        `PostgreSQL (a) ${cores(run.without.cpu.postgresCpuSeconds, run.without)} (b) ${cores(run.with.cpu.postgresCpuSeconds, run.with)}, ` +
        `other jobs (a) ${cores(run.without.cpu.otherCpuSeconds, run.without)} (b) ${cores(run.with.cpu.otherCpuSeconds, run.with)}.`,
    );
    const labels = new Set([
      ...run.with.statements.map((s) => s.label),
      ...run.without.statements.map((s) => s.label),
    ]);
    const rows = [...labels].map((statement) => {
      const a = run.without.statements.find((s) => s.label === statement);
      const b = run.with.statements.find((s) => s.label === statement);
      return {
        statement,
        a: per100k(run.without, a?.ms ?? 0),
        b: per100k(run.with, b?.ms ?? 0),
        count: b?.count ?? 0,
        max: b?.maxMs ?? 0,
      };
    });
    rows.sort((x, y) => y.b - x.b);
    split.rows.push([
      label,
      'end to end (wall)',
      int(per100k(run.without, run.without.seconds * 1000)),
      int(per100k(run.with, run.with.seconds * 1000)),
      null,
      null,
    ]);
    for (const r of rows) {
      split.rows.push([label, r.statement, int(r.a), int(r.b), int(r.count), ms(r.max)]);
    }
    for (const l of run.latency) {
      const load =
        l.loadPerSecond === null ? l.load : `${l.load} (${int(l.loadPerSecond)} readings/s)`;
      latency.rows.push([
        label,
        load,
        int(l.samples),
        int(l.arrived),
        late(l.mail.p50),
        late(l.mail.p95),
        late(l.mail.max),
        l.goal.text,
        metCell(l.goal),
      ]);
      for (const [stage, summary] of [
        ['POST reply (flush committed)', l.commit],
        ['outbox row written (flush began)', l.rowWritten],
        ['e-mail at the SMTP server', l.mail],
        ['outbox row marked sent', l.rowSent],
      ] as const) {
        stages.rows.push([
          label,
          load,
          stage,
          late(summary.p50),
          late(summary.p95),
          late(summary.max),
        ]);
      }
      const statement = (name: string) => {
        const t = l.window.statements.find((x) => x.label === name);
        return t
          ? `${name} ×${int(t.count)} (mean ${ms(t.ms / t.count)}, max ${ms(t.maxMs)})`
          : `${name} ×0`;
      };
      const seconds = l.window.cpu.wallSeconds;
      stages.notes?.push(
        `${label} ${l.load}: ${fixed(seconds, 1)} s, ${int(l.outbox.sent)} e-mails sent in all (${fixed(l.outbox.sent / seconds, 2)}/s), ${int(l.outbox.pendingAtEnd)} outbox rows unsent at the end (${int(l.outbox.dueAtEnd)} due, the rest held by storm control or being sent); ${[
          'insert readings',
          'outbox: claim',
          'outbox: mark sent, hold the rest',
          'outbox: retry, fail',
        ]
          .map(statement)
          .join('; ')}.`,
      );
    }
  }
  latency.notes?.push(
    `Storm control holds a user's next message ${NOTIFY_GROUP_WINDOW_MS / 1000} s after the last: every sample has a user, view and sensor of its own (no delay on those sensors); one starts every ${SAMPLE_EVERY_MS}–${SAMPLE_EVERY_MS + SAMPLE_JITTER_MS} ms, not waiting for the last one's message.`,
    `Timed from just before the POST to the moment the SMTP server (smtp-server, in a process of its own: lib/smtpSink.ts) has parsed the message; none within ${MAIL_TIMEOUT_MS / 1000} s counts as missing and slower than any.`,
  );
  const profiles: Table = {
    title:
      'alarms: CPU profile of the last pair’s windows (self ms per 100k readings, this process, idle excluded)',
    columns: ['database', 'area / function', '(a)', '(b)', '(b) − (a)'],
    rows: [],
  };
  for (const run of runs) {
    const label = databaseLabel(run.database);
    const last = (rules: boolean) =>
      run.windows.find((w) => w.pair === run.plan.pairs && w.rules === rules);
    const a = last(false);
    const b = last(true);
    if (!a?.profile || !b?.profile) continue;
    const pa = a.profile;
    const pb = b.profile;
    for (const kind of ['areas', 'functions'] as const) {
      const names = [...new Set([...pb[kind], ...pa[kind]].map((x) => x.name))];
      const per100k = (w: ThroughputWindow, list: CpuShare[], name: string) =>
        ((list.find((x) => x.name === name)?.selfMs ?? 0) / w.readings) * 100_000;
      const rows = names.map((name) => ({
        name,
        a: per100k(a, pa[kind], name),
        b: per100k(b, pb[kind], name),
      }));
      rows.sort((x, y) => y.b - y.a - (x.b - x.a));
      if (kind === 'areas') {
        profiles.rows.push([
          label,
          'all (busy)',
          int((pa.busyMs / a.readings) * 100_000),
          int((pb.busyMs / b.readings) * 100_000),
          int((pb.busyMs / b.readings) * 100_000 - (pa.busyMs / a.readings) * 100_000),
        ]);
      }
      for (const r of rows.slice(0, kind === 'areas' ? 8 : 10)) {
        const name = kind === 'areas' ? r.name : `  ${r.name}`;
        profiles.rows.push([label, name, int(r.a), int(r.b), int(r.b - r.a)]);
      }
    }
  }
  const all = [throughput, split, latency, stages];
  return profiles.rows.length > 0 ? [...all, profiles] : all;
}

export async function benchAlarms(context: BenchContext): Promise<BenchReport> {
  const runs: AlarmsRun[] = [];
  for (const kind of context.databases) runs.push(await alarmsOn(kind, context));
  return {
    name: 'alarms',
    tables: tables(runs, context.skipped),
    goalsMet: runs.every((r) => r.ratioGoal.met && r.latency.every((l) => l.goal.met)),
    data: { runs, units: { split: 'ms per 100k readings', latency: 'ms' } },
  };
}
