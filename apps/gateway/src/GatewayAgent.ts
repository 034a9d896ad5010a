import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  EQUIPMENT_ERROR_MAX_LENGTH,
  GATEWAY_MAX_READINGS_PER_REQUEST,
  type GatewayCheckinReply,
  type GatewayConfig,
  type PollEquipment,
  type WireReading,
} from '@vigil/domain';
import { ConfigCache } from './ConfigCache.js';
import { HttpUplink, type HttpUplinkConfig } from './HttpUplink.js';
import {
  pollEquipment,
  realDeviceClients,
  type DeviceClients,
  type EquipmentPoll,
} from './pollEquipment.js';
import { ReadingQueue, type EquipmentConnectivity } from './ReadingQueue.js';
import { TrapForwarder } from './TrapForwarder.js';
import { TrapReceiver } from './TrapReceiver.js';
import type { ListenConnection, Uplink } from './Uplink.js';
import { UplinkError } from './UplinkError.js';

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
}

type State = 'new' | 'running' | 'stopping' | 'stopped';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

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

const describeEquipment = (equipment: PollEquipment) =>
  `equipment ${equipment.id} '${equipment.name}' (${equipment.protocol} ${equipment.ip}:${equipment.port})`;

/** Secrets shorter than this are not searched for: masking them would garble every message. */
const MIN_MASKED_SECRET = 3;

/**
 * Why an equipment's poll failed, as the server is told it: its problems in one line, any SNMP
 * secret of the equipment masked (a library may echo what it was given), cut to the wire limit.
 */
export function pollErrorText(equipment: PollEquipment, problems: readonly string[]): string {
  let text = problems.join('; ') || 'no point could be read';
  if (equipment.protocol === 'SNMP') {
    const { communityString, authKey, privacySecret } = equipment.snmp;
    for (const secret of [communityString, authKey, privacySecret]) {
      if (secret && secret.length >= MIN_MASKED_SECRET) text = text.split(secret).join('***');
    }
  }
  return text.length <= EQUIPMENT_ERROR_MAX_LENGTH
    ? text
    : `${text.slice(0, EQUIPMENT_ERROR_MAX_LENGTH - 1)}…`;
}

/**
 * The gateway agent: fetches what to poll from the server, polls it every pollInterval,
 * queues each poll's readings on disk and delivers them in order once the server holds
 * them, checks in every poll and holds the listen-mode socket while the server asks.
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
  readonly #configRetryMs: { first: number; max: number };
  readonly #concurrency: number;
  readonly #version: string | undefined;
  readonly #queueDir: string;
  readonly #cache: ConfigCache;
  readonly #trapListen: { port: number; address: string | undefined } | undefined;

  #state: State = 'new';
  #queue: ReadingQueue | undefined;
  #trapReceiver: TrapReceiver | undefined;
  #traps: TrapForwarder | undefined;
  #trapsStopped: Promise<void> | undefined;
  #config: GatewayConfig | undefined;
  #configFromServer = false;
  #pollIntervalMs: number | undefined;
  /** Equipment id → disconnected, as last told to the server. */
  readonly #disconnected = new Map<number, boolean>();
  /** Equipment id → the poll error last told to the server with its disconnection. */
  readonly #reportedErrors = new Map<number, string>();
  /** Equipment id → the point failures last logged, so each change is logged once. */
  readonly #problems = new Map<number, string>();
  /** Operation → the failure last logged, so an outage is one line, not one per retry. */
  readonly #failures = new Map<string, string>();
  #listen: ListenConnection | undefined;
  /** Start of the last poll (performance.now()), undefined before the first. */
  #lastPollStart: number | undefined;
  #pollTimer: NodeJS.Timeout | undefined;
  /** A poll is running; it arms the timer for the next one when it ends. */
  #polling = false;
  #flushTimer: NodeJS.Timeout | undefined;
  readonly #sleepers = new Set<() => void>();
  /** Polls run one after another. */
  #cycle: Promise<void> = Promise.resolve();
  #flushing: Promise<void> | undefined;
  /** Requests to the server go one at a time, never two at once. */
  #uplinkLane: Promise<unknown> = Promise.resolve();
  #starting: Promise<void> | undefined;
  #configLoop: Promise<void> | undefined;
  /** After the server refused a request of several batches, send one per request up to here. */
  #isolateThrough: number | undefined;
  /** The server refused the credentials when last sent readings. */
  #credentialsRefused = false;

  constructor(options: GatewayAgentOptions) {
    const deviceTimeoutMs = options.deviceTimeoutMs ?? 2000;
    this.#uplink = options.uplink;
    this.#log = options.log ?? (() => undefined);
    this.#now = options.now ?? Date.now;
    const real = realDeviceClients(deviceTimeoutMs);
    this.#clients = {
      modbus: options.clients?.modbus ?? real.modbus,
      snmp: options.clients?.snmp ?? real.snmp,
    };
    this.#flushEveryMs = options.flushEveryMs ?? 1000;
    this.#configRetryMs = options.configRetryMs ?? { first: 1000, max: 30_000 };
    this.#concurrency = Math.max(1, options.concurrency ?? 8);
    this.#version = options.version;
    this.#queueDir = join(options.dataDir, 'queue');
    this.#cache = new ConfigCache(join(options.dataDir, 'config.json'), this.#log);
    this.#trapListen =
      options.trapPort === undefined
        ? undefined
        : { port: options.trapPort, address: options.trapAddress };
  }

  /** An agent talking to the server over HTTP(S); throws when serverUrl is not a URL. */
  static fromConfig(config: GatewayAgentConfig): GatewayAgent {
    const { serverUrl, gatewayId, token, timeoutMs, fetch, ...options } = config;
    const uplink = HttpUplink.fromConfig({ serverUrl, gatewayId, token, timeoutMs, fetch });
    return new GatewayAgent({ ...options, uplink });
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
      for (const wake of this.#sleepers) wake();
      this.#closeListen();
      this.#trapsStopped = this.#stopTraps();
    }
    await Promise.allSettled([
      this.#trapsStopped,
      this.#starting,
      this.#configLoop,
      this.#cycle,
      this.#flushing,
      this.#uplinkLane,
    ]);
    this.#closeListen();
    this.#state = 'stopped';
  }

  /** Poll now (after any poll in progress) rather than at the next interval. */
  pollNow(): Promise<void> {
    return this.#runCycle();
  }

  status(): GatewayAgentStatus {
    return {
      revision: this.#config?.revision,
      configFromServer: this.#configFromServer,
      pollIntervalMs: this.#pollIntervalMs,
      listening: this.#listen !== undefined,
      queuedBatches: this.#queue?.size ?? 0,
      queuedReadings: this.#queue?.readingCount ?? 0,
      trapPort: this.#trapReceiver?.port,
      queuedTraps: this.#traps?.size ?? 0,
    };
  }

  get #running(): boolean {
    return this.#state === 'running';
  }

  async #start(): Promise<void> {
    this.#queue = await ReadingQueue.open(this.#queueDir, { log: this.#log });
    if (this.#queue.size > 0) {
      this.#log(
        `queue: ${this.#queue.size} batches (${this.#queue.readingCount} readings) wait from before`,
      );
    }
    if (!this.#running) return;
    await this.#startTraps();
    if (!this.#running) return;
    if (!(await this.#fetchConfig())) {
      const cached = await this.#cache.load();
      if (cached && !this.#config) {
        this.#log(
          `config: polling with the cached revision ${cached.revision} until the server answers`,
        );
        this.#applyConfig(cached);
      }
      this.#configLoop = this.#fetchConfigUntilAnswered();
    }
    if (!this.#running) return;
    this.#flushTimer = setInterval(() => this.#flushOnTimer(), this.#flushEveryMs);
    if (this.#config) await this.#runCycle();
  }

  /** Listen for traps when asked to; a port that cannot be bound fails the start. */
  async #startTraps(): Promise<void> {
    if (!this.#trapListen) return;
    const traps = new TrapForwarder({
      send: (list) => this.#send('traps', () => this.#uplink.sendTraps({ traps: list })),
      onFailure: (error) => this.#failed('traps', error),
      log: this.#log,
      retryMs: this.#configRetryMs,
    });
    const { port, address } = this.#trapListen;
    // A scanner or a misconfigured device repeats the same bad packet: one line until it changes.
    let lastProblem = '';
    try {
      this.#trapReceiver = await TrapReceiver.start({
        port,
        address,
        now: this.#now,
        onTrap: (trap) => traps.add(trap),
        onProblem: (message) => {
          if (message === lastProblem) return;
          lastProblem = message;
          this.#log(`traps: ${message}`);
        },
      });
    } catch (error) {
      const hint = port > 0 && port < 1024 ? ' (ports below 1024 need privileges)' : '';
      throw new Error(`traps: cannot listen on UDP port ${port}${hint}: ${errorMessage(error)}`, {
        cause: error,
      });
    }
    this.#traps = traps;
    this.#log(`traps: listening on UDP port ${this.#trapReceiver.port}`);
  }

  /** Stop receiving, then deliver what waits unless the server is failing. */
  async #stopTraps(): Promise<void> {
    // start() may still be binding the port: let it finish so the socket is closed too.
    await this.#starting?.catch(() => undefined);
    await this.#trapReceiver?.close();
    await this.#traps?.stop();
  }

  /** Fetch the config once; true when the server sent it. */
  async #fetchConfig(): Promise<boolean> {
    try {
      const config = await this.#send('config', () => this.#uplink.fetchConfig());
      if (!this.#running) return false;
      const changed = config.revision !== this.#config?.revision;
      this.#configFromServer = true;
      this.#applyConfig(config);
      if (changed) {
        await this.#cache.save(config).catch((error: unknown) => {
          this.#log(`config cache: cannot save: ${errorMessage(error)}`);
        });
      }
      this.#setListen(config.gateway.listen);
      return true;
    } catch (error) {
      this.#failed('config', error);
      return false;
    }
  }

  /** Retry with backoff until the server sends a config, then start polling if not yet. */
  async #fetchConfigUntilAnswered(): Promise<void> {
    let delay = this.#configRetryMs.first;
    while (this.#running && !this.#configFromServer) {
      await this.#sleep(delay);
      if (!this.#running || this.#configFromServer) return;
      if (await this.#fetchConfig()) {
        if (this.#lastPollStart === undefined) void this.#runCycle();
        return;
      }
      delay = Math.min(delay * 2, this.#configRetryMs.max);
    }
  }

  #applyConfig(config: GatewayConfig): void {
    const before = this.#config;
    this.#config = config;
    this.#setPollInterval(config.gateway.pollInterval);
    const ids = new Set(config.equipment.map((equipment) => equipment.id));
    for (const known of [this.#disconnected, this.#problems, this.#reportedErrors]) {
      for (const id of [...known.keys()]) if (!ids.has(id)) known.delete(id);
    }
    if (config.revision !== before?.revision) {
      const points = config.equipment.reduce((sum, equipment) => sum + equipment.points.length, 0);
      this.#log(
        `config: revision ${config.revision}, ${config.equipment.length} equipment, ${points} points, poll every ${config.gateway.pollInterval} s`,
      );
    }
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
    const delay = Math.max(0, this.#lastPollStart + this.#pollIntervalMs - performance.now());
    this.#pollTimer = setTimeout(() => void this.#runCycle(), delay);
  }

  #runCycle(): Promise<void> {
    const run = this.#cycle.then(async () => {
      if (!this.#running || !this.#config) return;
      this.#polling = true;
      try {
        await this.#poll(this.#config);
      } catch (error) {
        this.#log(`poll: ${errorMessage(error)}`);
      } finally {
        this.#polling = false;
      }
      this.#schedule();
    });
    this.#cycle = run;
    return run;
  }

  /** One poll: read every equipment, queue one batch, check in, deliver the queue. */
  async #poll(config: GatewayConfig): Promise<void> {
    this.#lastPollStart = performance.now();
    const polls = await mapLimited(config.equipment, this.#concurrency, (equipment) =>
      pollEquipment(equipment, this.#clients, this.#now),
    );
    const readings: WireReading[] = [];
    const changes: EquipmentConnectivity[] = [];
    polls.forEach((poll, i) => {
      const equipment = config.equipment[i];
      if (!equipment) return;
      for (const reading of poll.readings) readings.push(reading);
      this.#logProblems(equipment, poll);
      if (poll.answered === undefined) return;
      const disconnected = !poll.answered;
      const before = this.#disconnected.get(equipment.id);
      const error = disconnected ? pollErrorText(equipment, poll.problems) : undefined;
      // Unknown before (first poll, new equipment) counts as a change: the server hears of all.
      // A disconnected equipment failing another way is told again, with the new reason.
      if (before === disconnected && error === this.#reportedErrors.get(equipment.id)) return;
      changes.push({ id: equipment.id, disconnected, ...(error === undefined ? {} : { error }) });
      this.#disconnected.set(equipment.id, disconnected);
      if (error === undefined) this.#reportedErrors.delete(equipment.id);
      else this.#reportedErrors.set(equipment.id, error);
      if (before === disconnected) return;
      if (before !== undefined || disconnected) {
        this.#log(
          `${describeEquipment(equipment)}: ${disconnected ? 'disconnected' : 'connected'}`,
        );
      }
    });

    if (readings.length > 0 || changes.length > 0) {
      try {
        await this.#queue?.append(readings, changes);
      } catch (error) {
        this.#log(`queue: cannot store this poll's batch: ${errorMessage(error)}`);
        // Tell the server about these changes with the next batch that is stored.
        for (const change of changes) {
          this.#disconnected.delete(change.id);
          this.#reportedErrors.delete(change.id);
        }
      }
    }
    if (!this.#running) return;
    await this.#checkin(config);
    if (!this.#running) return;
    await this.#flush();
  }

  /** Log what went wrong with an equipment when it differs from the last poll. */
  #logProblems(equipment: PollEquipment, poll: EquipmentPoll): void {
    const [first, ...more] = poll.problems;
    let summary = first ?? '';
    // One reason for the whole device (no connection, bad settings) reads best alone.
    if (more.length > 0 || (first !== undefined && poll.readings.length > 0)) {
      const shown = poll.problems.slice(0, 3).join('; ');
      const rest = more.length > 2 ? '; …' : '';
      summary = `${poll.problems.length} of ${equipment.points.length} points failed: ${shown}${rest}`;
    }
    if (summary === (this.#problems.get(equipment.id) ?? '')) return;
    this.#problems.set(equipment.id, summary);
    this.#log(`${describeEquipment(equipment)}: ${summary || 'every point read'}`);
  }

  async #checkin(config: GatewayConfig): Promise<void> {
    let reply: GatewayCheckinReply;
    try {
      reply = await this.#send('check-in', () =>
        this.#uplink.checkin({
          revision: config.revision,
          listening: this.#listen?.connected ?? false,
          ...(this.#version === undefined ? {} : { version: this.#version }),
        }),
      );
    } catch (error) {
      this.#failed('check-in', error);
      return;
    }
    if (!this.#running) return;
    this.#setPollInterval(reply.pollInterval);
    if (reply.revision !== this.#config?.revision) await this.#fetchConfig();
    this.#setListen(reply.listen);
  }

  #setListen(listen: boolean): void {
    if (!listen) {
      if (this.#listen) this.#log('listen mode: off');
      this.#closeListen();
      return;
    }
    // A socket the server refused stays closed; open a new one when the server still asks.
    if (!this.#running || this.#listen?.active) return;
    this.#log(this.#listen ? 'listen mode: reconnecting' : 'listen mode: on');
    this.#closeListen();
    try {
      this.#listen = this.#uplink.openListen({
        onConnect: () => {
          this.#failures.delete('listen');
          this.#log('listen mode: connected');
        },
        onMode: (on) => this.#setListen(on),
        onError: (message) => this.#failed('listen', message),
      });
    } catch (error) {
      // Called from socket events too, where a throw would end the process; the next
      // check-in that asks for listen mode tries again.
      this.#failed('listen', error);
    }
  }

  #closeListen(): void {
    this.#listen?.close();
    this.#listen = undefined;
    this.#failures.delete('listen');
  }

  #flushOnTimer(): void {
    if (!this.#running || this.#flushing || (this.#queue?.size ?? 0) === 0) return;
    // Wrong credentials will not fix themselves within a second: retry them at the next poll.
    if (this.#credentialsRefused) return;
    void this.#flush();
  }

  /** Send queued batches, oldest first, until the queue is empty or a request fails. */
  #flush(): Promise<void> {
    this.#flushing ??= this.#drain()
      .catch((error: unknown) => this.#log(`queue: ${errorMessage(error)}`))
      .finally(() => {
        this.#flushing = undefined;
      });
    return this.#flushing;
  }

  async #drain(): Promise<void> {
    const queue = this.#queue;
    while (queue && this.#running && queue.size > 0) {
      // While the last attempt failed, probe with the oldest batch alone: a long outage then
      // costs one small file read a second, not a request's worth of readings.
      const single = this.#isolateThrough !== undefined || this.#failures.has('readings');
      const batches = await queue.peek(GATEWAY_MAX_READINGS_PER_REQUEST, single ? 1 : Infinity);
      const first = batches[0];
      const last = batches.at(-1);
      if (!first || !last) return;
      if (this.#isolateThrough !== undefined && first.seq > this.#isolateThrough) {
        this.#isolateThrough = undefined;
        continue;
      }
      try {
        const reply = await this.#send('readings', () => this.#uplink.sendReadings({ batches }));
        this.#credentialsRefused = false;
        // Never drop a batch the server was not sent, whatever seq it acknowledges.
        if ((await queue.ack(Math.min(reply.ackedSeq, last.seq))) === 0) {
          this.#failed(
            'readings',
            `the server acknowledged seq ${reply.ackedSeq} of ${first.seq}-${last.seq}`,
          );
          return;
        }
      } catch (error) {
        if (!(error instanceof UplinkError) || error.failure !== 'rejected') {
          this.#credentialsRefused =
            error instanceof UplinkError && error.failure === 'unauthorized';
          this.#failed('readings', error);
          return;
        }
        if (batches.length > 1) {
          this.#log(
            `readings: the server refused batches ${first.seq}-${last.seq} (${error.message}); sending them one at a time`,
          );
          this.#isolateThrough = last.seq;
          continue;
        }
        // The server will never accept this batch as it is (400): keeping it would hold every
        // later batch back forever, so it is dropped, and said so, for the ones behind it.
        this.#log(
          `readings: dropped batch ${first.seq} (${first.readings.length} readings) the server refuses: ${error.message}`,
        );
        await queue.ack(first.seq);
      }
    }
  }

  /** Run a request to the server after any other one, logging when a failing operation recovers. */
  #send<T>(operation: string, request: () => Promise<T>): Promise<T> {
    const run = this.#uplinkLane.then(request, request);
    this.#uplinkLane = run.catch(() => undefined);
    return run.then((result) => {
      if (this.#failures.delete(operation)) this.#log(`${operation}: the server answers again`);
      return result;
    });
  }

  /** Log a failure once, until it changes or the operation succeeds. */
  #failed(operation: string, error: unknown): void {
    let message = errorMessage(error);
    if (error instanceof UplinkError && error.failure === 'unauthorized') {
      message = `the server refused the gateway's credentials (${message}); check the gateway id and token`;
    }
    if (operation === 'readings') message = `${message}; batches stay queued`;
    if (this.#failures.get(operation) === message) return;
    this.#failures.set(operation, message);
    this.#log(`${operation}: ${message}`);
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#sleepers.add(wake);
    });
  }
}
