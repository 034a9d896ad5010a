import {
  GATEWAY_MISSED_CHECKINS,
  readingStatus,
  stateLabel,
  type LiveReading,
} from '@vigil/domain';
import type { Database } from '../db/client.js';
import type { LivePublisher } from '../live/LivePublisher.js';
import { createAlarmEngine, type AlarmsMoved } from '../modules/alerts/alarmEngine.js';
import { compactEquipmentTallies } from '../modules/equipment/equipmentTallies.repository.js';
import { createAgentActions } from '../modules/gatewayActions/agentActions.js';
import { hashGatewayToken } from '../modules/gateways/gatewayToken.js';
import {
  createGatewaysRepository,
  type AgentGateway,
} from '../modules/gateways/gateways.repository.js';
import { loadGatewayConfig } from './gatewayConfig.repository.js';
import { BadBatchError, parseReadingsRequest } from './parseReadingsRequest.js';
import { createPartitionKeeper } from './partitions.repository.js';
import {
  fileEquipmentMeta,
  setEquipmentConnection,
  writeReadings,
  type LatestUpdate,
  type ReadingColumns,
} from './readings.repository.js';
import { createRollups } from './rollups.js';
import { vacuumListTables } from './vacuum.repository.js';
import { createSensorDirectory, type SensorMeta } from './sensorDirectory.js';
import { ingestTraps } from './traps.js';
import { WriteBuffer } from './WriteBuffer.js';

export interface IngestOptions {
  db: Database;
  driver: 'pglite' | 'postgres';
  live: LivePublisher;
  log: { error(details: object, message: string): void };
  /** How often rollups are recomputed and silent gateways looked for. */
  housekeepingMs?: number;
  /** How often pending alarms' timers and disconnections are looked at. */
  alarmTickMs?: number;
  /** Alarm transitions committed (new notifications may be waiting in the outbox). */
  onAlarmTransitions?: (moved: AlarmsMoved) => void;
}

export class GatewayAuthError extends Error {
  override name = 'GatewayAuthError';
}

export { BadBatchError };

const ROLLUP_EVERY_MS = 60_000;
/** PGlite only (it has no autovacuum): at the first housekeeping run, then at most this often. */
const VACUUM_EVERY_MS = 10 * 60_000;

/**
 * Everything between a gateway's request and a durable, coloured, pushed reading: credentials,
 * config, check-ins, the write buffer, rollups and the watchdog for silent gateways.
 */
export function createIngest(options: IngestOptions) {
  const { db, live, log } = options;
  const gateways = createGatewaysRepository(db);
  const directory = createSensorDirectory(db);
  const rollups = createRollups(db);
  const ensurePartitions = createPartitionKeeper(db);
  const meta = new Map<number, SensorMeta>();
  const actions = createAgentActions({ db, live, log });
  /** Sensors that stopped (or started again) answering, as browsers see them: no value. */
  const publishConnection = (sensors: { id: number; disconnected: boolean; status: string }[]) =>
    live.publishReadings(
      sensors.map((s) => ({
        sensorID: String(s.id),
        value: null,
        detail: null,
        createdAt: new Date().toISOString(),
        status: s.disconnected ? 'disconnected' : s.status,
        disconnected: s.disconnected,
      })),
    );
  const alarms = createAlarmEngine({
    db,
    log,
    onTransitions: (moved) => {
      live.publishAlarmMoves(moved);
      options.onAlarmTransitions?.(moved);
    },
    onSensorsDisconnected: (sensors) =>
      publishConnection(sensors.map((s) => ({ ...s, disconnected: true, status: 'disconnected' }))),
  });

  async function write(rows: ReadingColumns) {
    const newest = new Map<number, number>();
    for (let i = 0; i < rows.sensorIds.length; i++) {
      const id = rows.sensorIds[i] as number;
      const at = newest.get(id);
      // The first of equal times wins, as in history (the insert keeps the first of duplicates).
      if (at === undefined || (rows.times[i] as number) > (rows.times[at] as number))
        newest.set(id, i);
    }
    const latest: LatestUpdate[] = [];
    for (const [id, i] of newest) {
      const sensor = meta.get(id);
      const value = rows.values[i] as number;
      const states = sensor?.states ?? [];
      const status = sensor ? readingStatus({ value }, sensor) : 'unknown';
      latest.push({
        id,
        time: rows.times[i] as number,
        value,
        status,
        detail: states.length > 0 ? stateLabel(value, states) : null,
      });
    }
    await ensurePartitions(monthsTouched(rows.times));
    const details = new Map(latest.map((l) => [l.id, l.detail]));
    let transitions: AlarmsMoved | undefined;
    const { changed } = await retryConflicts(() =>
      writeReadings(db, rows, latest, async (tx, stored) => {
        transitions = await alarms.evaluateFlush(
          tx,
          stored.map((c) => ({
            id: c.id,
            value: c.value,
            detail: details.get(c.id) ?? null,
            time: c.time,
            oldStatus: c.oldStatus,
            status: c.status,
            oldValue: c.oldValue,
          })),
          (id) => meta.get(id),
        );
      }),
    );
    if (transitions) alarms.notify(transitions);
    rollups.markDirty(rows.sensorIds, rows.times);
    live.publishReadings(
      changed.map((c): LiveReading => ({
        sensorID: String(c.id),
        value: c.value,
        detail: details.get(c.id) ?? null,
        createdAt: new Date(c.time).toISOString(),
        status: c.status,
        disconnected: false,
      })),
    );
  }

  const buffer = new WriteBuffer({
    write,
    maxRows: 50_000,
    maxDelayMs: 10,
    concurrency: options.driver === 'postgres' ? 3 : 1,
  });

  /**
   * The gateway a request comes from. Every request is checked against the database (one lookup
   * on the unique token index), not a cache: a rotated token or a deleted gateway is refused at
   * once by every server process, with nothing to tell them.
   */
  async function authenticate(gatewayId: unknown, token: unknown): Promise<AgentGateway> {
    if (typeof token !== 'string' || token.length === 0) {
      throw new GatewayAuthError('A gateway token is required (Authorization: Bearer <token>).');
    }
    const hash = hashGatewayToken(token);
    const row = await gateways.byTokenHash(hash);
    if (!row || row.id !== Number(gatewayId)) {
      throw new GatewayAuthError('Unknown gateway or wrong token.');
    }
    // The first request with a rotated token confirms it: the old token stops working, and
    // sockets opened with it are closed on every process.
    if (
      row.pendingTokenHash === hash &&
      (await gateways.promotePendingToken(row.id, hash, row.node))
    ) {
      live.revokeGatewaySockets(row.id, hash);
      return { ...row, pendingTokenHash: null, pendingTokenNode: null };
    }
    return row;
  }

  async function checkin(
    gateway: AgentGateway,
    version: string | undefined,
    agentStartedAt?: number | undefined,
  ) {
    // An HA pair's nodes both check in; the server says which one polls (ADR 010).
    const ha =
      gateway.gwType === 'HA1'
        ? await gateways.haCheckin(gateway.id, gateway.node, GATEWAY_MISSED_CHECKINS)
        : undefined;
    const started = agentStartedAt === undefined ? undefined : new Date(agentStartedAt);
    const result = await gateways.checkin(
      gateway.id,
      gateway.node === 'HA2' ? undefined : version,
      started,
    );
    if (!result) throw new GatewayAuthError('Unknown gateway or wrong token.');
    if (gateway.node === 'HA2' && version) await gateways.setHa2Version(gateway.id, version);
    // Only a newer process than the last one seen can complete a Restart: the usual check-in
    // costs nothing more.
    if (started && started.getTime() !== result.previousAgentStartedAt?.getTime()) {
      await actions.agentRestarted(gateway, started);
    }
    if (ha?.takeOver) await actions.failedOver(gateway, result.row.haStatus);
    const { row } = result;
    // Every check-in, not only a reconnection: the next-poll countdown (lastUpdated +
    // pollInterval) restarts from it. One emit per gateway per poll, to its room only.
    live.publishGatewayStatus({
      gatewayID: String(row.id),
      disconnected: false,
      lastUpdated: row.lastUpdated?.toISOString() ?? null,
      pollInterval: row.pollInterval,
      haStatus: row.haStatus,
    });
    return {
      pollInterval: row.pollInterval,
      listen: row.slave || row.listenTriggered,
      revision: String(row.configRevision),
      ...(ha ? { role: ha.role } : {}),
    };
  }

  async function ingest(gateway: AgentGateway, body: unknown) {
    const parsed = parseReadingsRequest(body, Date.now());
    const ids = new Set(parsed.rows.sensorIds);
    const known = await directory.sensorsOf(gateway.id, ids);
    for (const id of ids) {
      const sensor = known.get(id);
      if (!sensor) throw new BadBatchError(`Sensor ${id} does not belong to this gateway.`);
      meta.set(id, sensor);
    }
    await buffer.add(parsed.rows);
    const changes = [...parsed.equipment].map(([id, change]) => ({ id, ...change }));
    if (changes.length > 0) {
      publishConnection(await setEquipmentConnection(db, gateway.id, changes, Date.now()));
      await fileEquipmentMeta(
        db,
        gateway.id,
        changes.flatMap(({ id, meta }) => (meta ? [{ id, answers: meta }] : [])),
      );
    }
    return { ackedSeq: parsed.ackedSeq, accepted: parsed.rows.sensorIds.length };
  }

  let lastRollup = 0;
  let lastVacuum = -Infinity;
  /**
   * The watchdog every run; daily rollups and the merge of equipment tallies at most once a
   * minute (only >2-year trends use daily rollups); on PGlite, a vacuum of the list tables at
   * most every ten minutes.
   */
  async function housekeeping(force = false) {
    try {
      if (force || Date.now() - lastRollup >= ROLLUP_EVERY_MS) {
        lastRollup = Date.now();
        await rollups.run();
        await compactEquipmentTallies(db);
      }
      if (options.driver === 'pglite' && Date.now() - lastVacuum >= VACUUM_EVERY_MS) {
        lastVacuum = Date.now();
        await vacuumListTables(db);
      }
      await actions.expire();
      for (const row of await gateways.disconnectSilent(GATEWAY_MISSED_CHECKINS)) {
        live.publishGatewayStatus({
          gatewayID: String(row.id),
          disconnected: true,
          lastUpdated: row.lastUpdated?.toISOString() ?? null,
          pollInterval: row.pollInterval,
        });
      }
    } catch (err) {
      log.error({ err }, 'ingest housekeeping failed');
    }
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let alarmTimer: NodeJS.Timeout | undefined;
  let alarmRunning: Promise<unknown> | undefined;

  return {
    authenticate,
    checkin,
    ingest,
    traps: (gateway: AgentGateway, body: unknown) =>
      ingestTraps(db, live, gateway, body, Date.now()),
    async config(gateway: AgentGateway) {
      const fresh = await gateways.byId(gateway.id);
      if (!fresh) throw new GatewayAuthError('Unknown gateway or wrong token.');
      return loadGatewayConfig(db, fresh);
    },
    rollups,
    /** The action queue as the agent sees it (gatewayActionProtocol.ts). */
    actions,
    /** The gateway's listen-mode socket opened or closed. */
    async setListening(gatewayId: number, listening: boolean) {
      const row = await gateways.setMode(
        gatewayId,
        listening ? { slave: true, listenTriggered: false } : { slave: false },
      );
      if (row) {
        live.publishMode({
          gatewayID: String(row.id),
          slave: row.slave,
          listenTriggered: row.listenTriggered,
        });
      }
    },
    /** Forget cached sensors of a gateway after its equipment or sensors change. */
    forgetGateway: (gatewayId: number) => directory.forget(gatewayId),
    /** The views' alarm rules changed: their alarms follow (the alarm engine). */
    alarmRules: {
      evaluate: (ruleIds: readonly number[]) => alarms.evaluateRules(ruleIds),
      delete: alarms.deleteRule,
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running ??= housekeeping().finally(() => (running = undefined));
      }, options.housekeepingMs ?? 5_000);
      timer.unref();
      alarmTimer = setInterval(() => {
        alarmRunning ??= alarms.tick().finally(() => (alarmRunning = undefined));
      }, options.alarmTickMs ?? 1_000);
      alarmTimer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (alarmTimer) clearInterval(alarmTimer);
      timer = undefined;
      alarmTimer = undefined;
      await buffer.drain();
      await running;
      await alarmRunning;
      await rollups.run().catch((err: unknown) => log.error({ err }, 'final rollup failed'));
    },
    drain: () => buffer.drain(),
    housekeeping,
    /** The alarm timer's one run (tests call it rather than wait for the interval). */
    alarmTick: (force = true) => alarms.tick(force),
  };
}

export type Ingest = ReturnType<typeof createIngest>;

function monthsTouched(times: readonly number[]): number[] {
  // Checking min and max covers every month between: batches span minutes, not years.
  let min = Infinity;
  let max = -Infinity;
  for (const t of times) {
    if (t < min) min = t;
    if (t > max) max = t;
  }
  const months: number[] = [];
  if (min === Infinity) return months;
  const cursor = new Date(min);
  cursor.setUTCDate(1);
  cursor.setUTCHours(0, 0, 0, 0);
  while (cursor.getTime() <= max) {
    months.push(cursor.getTime());
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** PostgreSQL's codes for a transaction that lost a deadlock or a serialization race. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Concurrent flushes that touch the same sensors (a replay through another process) can
 * deadlock on their rows; the loser's transaction rolled back whole, so running it again is safe.
 */
async function retryConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
