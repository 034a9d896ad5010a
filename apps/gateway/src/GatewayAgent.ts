import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GatewayCheckinReply, GatewayConfig, PollEquipment } from '@vigil/domain';
import type { PollSummary } from './actionKinds.js';
import { ActionRunner } from './ActionRunner.js';
import { ConfigCache } from './ConfigCache.js';
import { ConfigSync } from './ConfigSync.js';
import { EquipmentConnectivityTracker, pollErrorText } from './EquipmentConnectivityTracker.js';
import { HttpUplink, type HttpUplinkConfig } from './HttpUplink.js';
import { ListenSession } from './ListenSession.js';
import { LogBuffer } from './LogBuffer.js';
import {
  pollEquipment,
  realDeviceClients,
  type DeviceClients,
  type EquipmentPoll,
} from './pollEquipment.js';
import { ReadingDrainer } from './ReadingDrainer.js';
import { ReadingQueue } from './ReadingQueue.js';
import { errorMessage, ServerLane } from './ServerLane.js';
import { TokenStore } from './TokenStore.js';
import { TrapLifecycle } from './TrapLifecycle.js';
import type { Uplink } from './Uplink.js';

export { pollErrorText } from './EquipmentConnectivityTracker.js';

export interface GatewayAgentOptions {
  uplink: Uplink;
  /** The agent's own directory: its reading queue and the last config. One per gateway. */
  dataDir: string;
  /** Where log lines go (default: nowhere). Lines never hold the token or SNMP secrets. */
  log?: (line: string) => void;
  /** Epoch milliseconds for reading timestamps (default Date.now). */
  now?: () => number;
  /** Device clients per equipment (default: ModbusTcpClient and NetSnmpClient). */
  clients?: Partial<DeviceClients>;
  /** Limit for connecting to a device and for each request to it (default 2000). */
  deviceTimeoutMs?: number;
  /** How often queued batches are retried between polls (default 1000). */
  flushEveryMs?: number;
  /** Backoff between config fetches while the server has never answered (default 1 s to 30 s). */
  configRetryMs?: { first: number; max: number };
  /** Equipment polled at the same time (default 8). */
  concurrency?: number;
  /** Sent with each check-in. */
  version?: string;
  /**
   * Listen for SNMP traps on this UDP port (0: any free one) and forward them to the server;
   * no trap listener when absent. Port 162 is the standard one and needs privileges.
   */
  trapPort?: number;
  /** The address the trap listener binds (default: every IPv4 interface). */
  trapAddress?: string;
  /**
   * The token the agent was given (flag or environment). With it, Rotate Certificate keeps the
   * new token in the data dir and later starts use that one while this one is still the given
   * one (TokenStore); without it, Rotate Certificate fails.
   */
  token?: string;
  /**
   * Restart the agent's process (Restart action): the CLI stops the agent and exits with
   * GATEWAY_RESTART_EXIT_CODE. Without it, Restart fails: the agent runs inside another process.
   */
  restart?: () => void;
  /** When this agent process started (epoch ms, default: when the agent is made). */
  startedAt?: number;
  /** Find Equipment reports its progress about this often (default 1000). */
  actionProgressEveryMs?: number;
}

/** What GatewayAgent.fromConfig needs: where the server is, who the gateway is, where to keep data. */
export type GatewayAgentConfig = HttpUplinkConfig & Omit<GatewayAgentOptions, 'uplink'>;

export interface GatewayAgentStatus {
  /** The config revision being polled, undefined before any config. */
  revision: string | undefined;
  /** Whether that config came from the server during this run (rather than from the cache). */
  configFromServer: boolean;
  pollIntervalMs: number | undefined;
  /** The listen-mode socket is open. */
  listening: boolean;
  queuedBatches: number;
  queuedReadings: number;
  /** The UDP port traps are received on, undefined without a trap listener. */
  trapPort: number | undefined;
  /** Traps received and not yet delivered. */
  queuedTraps: number;
  /** The id of the action running, undefined when none does. */
  runningAction: number | undefined;
}

type State = 'new' | 'running' | 'stopping' | 'stopped';

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

/**
 * The gateway agent: fetches what to poll from the server, polls it every pollInterval,
 * queues each poll's readings on disk and delivers them in order once the server holds
 * them, checks in every poll and holds the listen-mode socket while the server asks.
 *
 * It keeps the poll schedule; its collaborators do the rest: the server lane (one request at a
 * time, failures logged once), the config sync, the connectivity tracker, the reading drainer,
 * the listen session, the trap lifecycle and the action runner (queued actions, in listen mode).
 *
 * start() resolves after the first poll, or, when the server does not answer and no config
 * is cached, after the first failed fetch (fetching goes on in the background). stop()
 * resolves once the work in flight is done.
 */
export class GatewayAgent {
  readonly #uplink: Uplink;
  readonly #log: (line: string) => void;
  readonly #now: () => number;
  readonly #clients: DeviceClients;
  readonly #flushEveryMs: number;
  readonly #concurrency: number;
  readonly #version: string | undefined;
  readonly #queueDir: string;
  readonly #lane: ServerLane;
  readonly #connectivity: EquipmentConnectivityTracker;
  readonly #listen: ListenSession;
  readonly #sync: ConfigSync;
  readonly #traps: TrapLifecycle | undefined;
  readonly #actions: ActionRunner;
  /** Where a rotated token is kept, when the agent was given a token of its own. */
  readonly #tokens: TokenStore | undefined;
  /** When this agent started (epoch ms), told at each check-in: a Restart is done once it is newer. */
  readonly #startedAt: number;

  #state: State = 'new';
  #queue: ReadingQueue | undefined;
  #drainer: ReadingDrainer | undefined;
  #trapsStopped: Promise<void> | undefined;
  #pollIntervalMs: number | undefined;
  /** Start of the last poll (performance.now()), undefined before the first. */
  #lastPollStart: number | undefined;
  #pollTimer: NodeJS.Timeout | undefined;
  /** A poll is running; it arms the timer for the next one when it ends. */
  #polling = false;
  /**
   * What the server last said this agent is: STD (a single gateway, polls), MASTER (polls) or
   * BACKUP (an HA pair's idle node: checks in, polls only once the server makes it MASTER).
   * Unknown until the first check-in, which then comes before the first poll.
   */
  #role: 'STD' | 'MASTER' | 'BACKUP' | undefined;
  #flushTimer: NodeJS.Timeout | undefined;
  /** Polls run one after another. */
  #cycle: Promise<void> = Promise.resolve();
  #starting: Promise<void> | undefined;

  constructor(options: GatewayAgentOptions) {
    const deviceTimeoutMs = options.deviceTimeoutMs ?? 2000;
    this.#uplink = options.uplink;
    const log = options.log ?? (() => undefined);
    // Every line is also kept for Get Log.
    const logs = new LogBuffer();
    this.#log = (line) => {
      logs.add(line);
      log(line);
    };
    this.#now = options.now ?? Date.now;
    const real = realDeviceClients(deviceTimeoutMs);
    this.#clients = {
      modbus: options.clients?.modbus ?? real.modbus,
      snmp: options.clients?.snmp ?? real.snmp,
    };
    this.#flushEveryMs = options.flushEveryMs ?? 1000;
    const retryMs = options.configRetryMs ?? { first: 1000, max: 30_000 };
    this.#concurrency = Math.max(1, options.concurrency ?? 8);
    this.#version = options.version;
    this.#queueDir = join(options.dataDir, 'queue');
    this.#lane = new ServerLane(this.#log);
    this.#connectivity = new EquipmentConnectivityTracker(this.#log);
    const isRunning = () => this.#running;
    this.#startedAt = options.startedAt ?? Date.now();
    this.#tokens =
      options.token === undefined
        ? undefined
        : new TokenStore(join(options.dataDir, 'token.json'), options.token, this.#log);
    this.#actions = new ActionRunner({
      uplink: this.#uplink,
      lane: this.#lane,
      log: this.#log,
      isRunning,
      isListening: () => this.#listen.connected,
      retryMs,
      progressEveryMs: options.actionProgressEveryMs,
      host: {
        poll: () => this.#runCycle(),
        facts: () => ({
          version: this.#version,
          startedAt: this.#startedAt,
          queuedBatches: this.#queue?.size ?? 0,
          queuedReadings: this.#queue?.readingCount ?? 0,
          revision: this.#sync.config?.revision,
          equipmentCount: this.#sync.config?.equipment.length ?? 0,
        }),
        logs: () => logs.text(),
        restart: options.restart,
        tokens: this.#tokens,
      },
    });
    this.#listen = new ListenSession({
      uplink: this.#uplink,
      lane: this.#lane,
      log: this.#log,
      isRunning,
      events: {
        onConnect: () => this.#actions.wake(),
        onActions: () => this.#actions.wake(),
        onCancel: (id) => this.#actions.cancel(id),
      },
    });
    this.#sync = new ConfigSync({
      uplink: this.#uplink,
      lane: this.#lane,
      cache: new ConfigCache(join(options.dataDir, 'config.json'), this.#log),
      log: this.#log,
      isRunning,
      retryMs,
      onConfig: (config) => {
        this.#setPollInterval(config.gateway.pollInterval);
        this.#connectivity.keepOnly(new Set(config.equipment.map((equipment) => equipment.id)));
      },
      onListen: (listen) => this.#listen.set(listen),
      onFirstAnswer: () => {
        if (this.#lastPollStart === undefined) void this.#runCycle();
      },
    });
    this.#traps =
      options.trapPort === undefined
        ? undefined
        : new TrapLifecycle({
            uplink: this.#uplink,
            lane: this.#lane,
            log: this.#log,
            now: this.#now,
            retryMs,
            port: options.trapPort,
            address: options.trapAddress,
          });
  }

  /** An agent talking to the server over HTTP(S); throws when serverUrl is not a URL. */
  static fromConfig(config: GatewayAgentConfig): GatewayAgent {
    const { serverUrl, gatewayId, token, timeoutMs, fetch, ...options } = config;
    const uplink = HttpUplink.fromConfig({ serverUrl, gatewayId, token, timeoutMs, fetch });
    return new GatewayAgent({ ...options, token, uplink });
  }

  start(): Promise<void> {
    if (this.#state !== 'new') return Promise.reject(new Error('The agent was already started'));
    this.#state = 'running';
    this.#starting = this.#start();
    return this.#starting;
  }

  /** Stop polling, flushing and listening; resolves once the work in flight is done. */
  async stop(): Promise<void> {
    if (this.#state === 'new' || this.#state === 'stopped') {
      this.#state = 'stopped';
      return;
    }
    if (this.#state === 'running') {
      this.#state = 'stopping';
      clearTimeout(this.#pollTimer);
      clearInterval(this.#flushTimer);
      this.#listen.close();
      this.#trapsStopped = this.#stopTraps();
    }
    await Promise.allSettled([
      this.#actions.stop(),
      this.#trapsStopped,
      this.#starting,
      this.#sync.stop(),
      this.#cycle,
      this.#drainer?.settled(),
      this.#lane.settled(),
    ]);
    this.#listen.close();
    this.#state = 'stopped';
  }

  /**
   * Poll now (after any poll in progress) rather than at the next interval; resolves with what
   * was polled, undefined when there was no config to poll (or the agent is stopping).
   */
  pollNow(): Promise<PollSummary | undefined> {
    return this.#runCycle();
  }

  status(): GatewayAgentStatus {
    return {
      revision: this.#sync.config?.revision,
      configFromServer: this.#sync.fromServer,
      pollIntervalMs: this.#pollIntervalMs,
      listening: this.#listen.open,
      queuedBatches: this.#queue?.size ?? 0,
      queuedReadings: this.#queue?.readingCount ?? 0,
      trapPort: this.#traps?.port,
      queuedTraps: this.#traps?.queued ?? 0,
      runningAction: this.#actions.running,
    };
  }

  get #running(): boolean {
    return this.#state === 'running';
  }

  async #start(): Promise<void> {
    const rotated = await this.#tokens?.load();
    if (rotated !== undefined) this.#uplink.useToken(rotated);
    if (!this.#running) return;
    const queue = await ReadingQueue.open(this.#queueDir, { log: this.#log });
    this.#queue = queue;
    this.#drainer = new ReadingDrainer({
      queue,
      uplink: this.#uplink,
      lane: this.#lane,
      log: this.#log,
      isRunning: () => this.#running,
    });
    if (queue.size > 0) {
      this.#log(`queue: ${queue.size} batches (${queue.readingCount} readings) wait from before`);
    }
    if (!this.#running) return;
    await this.#traps?.start();
    if (!this.#running) return;
    await this.#sync.start();
    if (!this.#running) return;
    this.#flushTimer = setInterval(() => this.#drainer?.flushOnTimer(), this.#flushEveryMs);
    if (this.#sync.config) await this.#runCycle();
  }

  /** Stop receiving traps, then deliver what waits unless the server is failing. */
  async #stopTraps(): Promise<void> {
    // start() may still be binding the port: let it finish so the socket is closed too.
    await this.#starting?.catch(() => undefined);
    await this.#traps?.stop();
  }

  #setPollInterval(seconds: number): void {
    const ms = seconds * 1000;
    if (ms === this.#pollIntervalMs) return;
    const first = this.#pollIntervalMs === undefined;
    this.#pollIntervalMs = ms;
    if (!first) this.#log(`poll interval: ${seconds} s`);
    this.#schedule();
  }

  /** Arm the timer for the next poll, one interval after the last one started. */
  #schedule(): void {
    clearTimeout(this.#pollTimer);
    this.#pollTimer = undefined;
    if (
      !this.#running ||
      this.#polling ||
      this.#lastPollStart === undefined ||
      this.#pollIntervalMs === undefined
    ) {
      return;
    }
    // A BACKUP checks in four times an interval, so it takes over from a master silent for two
    // intervals well before a third has passed (no gap in the readings over three intervals).
    const every = this.#role === 'BACKUP' ? this.#pollIntervalMs / 4 : this.#pollIntervalMs;
    const delay = Math.max(0, this.#lastPollStart + every - performance.now());
    this.#pollTimer = setTimeout(() => void this.#runCycle(), delay);
  }

  #runCycle(): Promise<PollSummary | undefined> {
    const run = this.#cycle.then(async () => {
      const config = this.#sync.config;
      if (!this.#running || !config) return undefined;
      this.#polling = true;
      let summary: PollSummary | undefined;
      try {
        summary = await this.#poll(config);
      } catch (error) {
        this.#log(`poll: ${errorMessage(error)}`);
      } finally {
        this.#polling = false;
      }
      this.#schedule();
      return summary;
    });
    this.#cycle = run.then(() => undefined);
    return run;
  }

  /** One poll: read every equipment, queue one batch, check in, deliver the queue. */
  async #poll(config: GatewayConfig): Promise<PollSummary> {
    this.#lastPollStart = performance.now();
    // An HA node asks first whether it polls: a BACKUP only checks in, until it is made MASTER.
    const askedFirst = this.#role === undefined || this.#role === 'BACKUP';
    if (askedFirst) {
      await this.#checkin(config);
      if (!this.#running) return standby(config.equipment.length);
      if (this.#role === 'BACKUP') {
        await this.#drainer?.flush();
        return standby(config.equipment.length);
      }
    }
    const polls = await mapLimited(config.equipment, this.#concurrency, (equipment) =>
      pollEquipment(equipment, this.#clients, this.#now, {
        readMeta: this.#connectivity.metaDue(equipment, this.#now()),
      }),
    );
    const summary = summarize(config.equipment, polls);
    const { readings, changes } = this.#connectivity.observe(config.equipment, polls, this.#now());
    if (readings.length > 0 || changes.length > 0) {
      try {
        await this.#queue?.append(readings, changes);
      } catch (error) {
        this.#log(`queue: cannot store this poll's batch: ${errorMessage(error)}`);
        this.#connectivity.untold(changes);
      }
    }
    if (!this.#running) return summary;
    if (!askedFirst) await this.#checkin(config);
    if (!this.#running) return summary;
    await this.#drainer?.flush();
    return summary;
  }

  async #checkin(config: GatewayConfig): Promise<void> {
    let reply: GatewayCheckinReply;
    try {
      reply = await this.#lane.send('check-in', () =>
        this.#uplink.checkin({
          revision: config.revision,
          listening: this.#listen.connected,
          ...(this.#version === undefined ? {} : { version: this.#version }),
          startedAt: this.#startedAt,
        }),
      );
    } catch (error) {
      this.#lane.failed('check-in', error);
      return;
    }
    if (!this.#running) return;
    const role = reply.role ?? 'STD';
    if (role !== this.#role && this.#role !== undefined) {
      this.#log(`HA: this node is now ${role}${role === 'MASTER' ? ', polling' : ', standing by'}`);
    } else if (this.#role === undefined && role !== 'STD') {
      this.#log(`HA: this node is ${role}${role === 'MASTER' ? ', polling' : ', standing by'}`);
    }
    this.#role = role;
    this.#setPollInterval(reply.pollInterval);
    if (reply.revision !== this.#sync.config?.revision) await this.#sync.fetch();
    this.#listen.set(reply.listen);
  }
}

/** What a BACKUP node's cycle did: nothing polled, for the Poll action. */
function standby(equipment: number): PollSummary {
  return {
    equipment,
    answered: 0,
    silent: 0,
    readings: 0,
    lines: ['Not polled: this node is the BACKUP of an HA pair; its MASTER polls.'],
  };
}

/** What one poll read, for the Poll action: per equipment, in config order. */
function summarize(
  equipment: readonly PollEquipment[],
  polls: readonly EquipmentPoll[],
): PollSummary {
  const summary: PollSummary = {
    equipment: equipment.length,
    answered: 0,
    silent: 0,
    readings: 0,
    lines: [],
  };
  equipment.forEach((device, i) => {
    const poll = polls[i];
    if (!poll) return;
    const where = `${device.name} (${device.protocol} ${device.ip}:${device.port})`;
    summary.readings += poll.readings.length;
    const readings = `${poll.readings.length} readings`;
    const problems = poll.problems.length > 0 ? `; ${pollErrorText(device, poll.problems)}` : '';
    if (poll.answered === true) {
      summary.answered += 1;
      summary.lines.push(`${where}: ${readings}${problems}`);
    } else if (poll.answered === false) {
      summary.silent += 1;
      summary.lines.push(`${where}: did not answer: ${pollErrorText(device, poll.problems)}`);
    } else {
      summary.lines.push(`${where}: not polled${problems || ': no points'}`);
    }
  });
  return summary;
}
