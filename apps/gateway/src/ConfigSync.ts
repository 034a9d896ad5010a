import type { GatewayConfig } from '@vigil/domain';
import type { ConfigCache } from './ConfigCache.js';
import { errorMessage, type ServerLane } from './ServerLane.js';
import type { Uplink } from './Uplink.js';

export interface ConfigSyncOptions {
  uplink: Uplink;
  lane: ServerLane;
  cache: ConfigCache;
  log: (line: string) => void;
  isRunning: () => boolean;
  /** Backoff between fetches while the server has never answered. */
  retryMs: { first: number; max: number };
  /** A config to poll with, from the server or (until it answers) from the cache. */
  onConfig: (config: GatewayConfig) => void;
  /** The server's config says whether it wants listen mode. */
  onListen: (listen: boolean) => void;
  /** The server answered for the first time after start() found it silent. */
  onFirstAnswer: () => void;
}

/**
 * What to poll: fetched from the server at start and whenever a check-in names another revision,
 * kept on disk so a restart without the server polls the last one, and fetched with backoff
 * until the server first answers.
 */
export class ConfigSync {
  readonly #options: ConfigSyncOptions;
  readonly #sleepers = new Set<() => void>();
  #config: GatewayConfig | undefined;
  #fromServer = false;
  #retrying: Promise<void> | undefined;

  constructor(options: ConfigSyncOptions) {
    this.#options = options;
  }

  get config(): GatewayConfig | undefined {
    return this.#config;
  }

  /** The config came from the server during this run (rather than from the cache). */
  get fromServer(): boolean {
    return this.#fromServer;
  }

  /** Fetch from the server, else poll with the cached config and keep fetching in the background. */
  async start(): Promise<void> {
    if (await this.fetch()) return;
    const cached = await this.#options.cache.load();
    if (cached && !this.#config) {
      this.#options.log(
        `config: polling with the cached revision ${cached.revision} until the server answers`,
      );
      this.#apply(cached);
    }
    this.#retrying = this.#fetchUntilAnswered();
  }

  /** Stop retrying; resolves once a retry in flight is done. */
  stop(): Promise<void> | undefined {
    for (const wake of this.#sleepers) wake();
    return this.#retrying;
  }

  /** Fetch the config once; true when the server sent it. */
  async fetch(): Promise<boolean> {
    const { uplink, lane, cache, log, isRunning, onListen } = this.#options;
    try {
      const config = await lane.send('config', () => uplink.fetchConfig());
      if (!isRunning()) return false;
      const changed = config.revision !== this.#config?.revision;
      this.#fromServer = true;
      this.#apply(config);
      if (changed) {
        await cache.save(config).catch((error: unknown) => {
          log(`config cache: cannot save: ${errorMessage(error)}`);
        });
      }
      onListen(config.gateway.listen);
      return true;
    } catch (error) {
      lane.failed('config', error);
      return false;
    }
  }

  #apply(config: GatewayConfig): void {
    const before = this.#config;
    this.#config = config;
    this.#options.onConfig(config);
    if (config.revision !== before?.revision) {
      const points = config.equipment.reduce((sum, equipment) => sum + equipment.points.length, 0);
      this.#options.log(
        `config: revision ${config.revision}, ${config.equipment.length} equipment, ${points} points, poll every ${config.gateway.pollInterval} s`,
      );
    }
  }

  async #fetchUntilAnswered(): Promise<void> {
    const { isRunning, retryMs, onFirstAnswer } = this.#options;
    let delay = retryMs.first;
    while (isRunning() && !this.#fromServer) {
      await this.#sleep(delay);
      if (!isRunning() || this.#fromServer) return;
      if (await this.fetch()) {
        onFirstAnswer();
        return;
      }
      delay = Math.min(delay * 2, retryMs.max);
    }
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
