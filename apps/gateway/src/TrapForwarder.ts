import { GATEWAY_MAX_TRAPS_PER_REQUEST, type TrapsReply, type WireTrap } from '@vigil/domain';
import { UplinkError } from './UplinkError.js';

export interface TrapForwarderOptions {
  /** Deliver traps to the server; rejects with an UplinkError when it did not take them. */
  send(traps: WireTrap[]): Promise<TrapsReply>;
  /** A failed request, for the agent to log once until it changes. */
  onFailure(error: unknown): void;
  log(line: string): void;
  /** Backoff between attempts while the server does not take traps. */
  retryMs: { first: number; max: number };
  /**
   * Most traps kept waiting besides a request under way (default GATEWAY_MAX_TRAPS_PER_REQUEST);
   * the oldest go first.
   */
  limit?: number;
}

/**
 * Sends received traps to the server as they come, at most one request at a time, and keeps
 * them in memory while it cannot: a bounded queue, because a trap storm during an outage must
 * not eat the gateway's memory, and traps are news that ages fast. When full, the oldest are
 * dropped and counted in the log.
 */
export class TrapForwarder {
  readonly #options: TrapForwarderOptions;
  readonly #limit: number;
  #queue: WireTrap[] = [];
  /** Traps in the request under way; back to the front of the queue if it fails. */
  #inFlight = 0;
  #sending: Promise<void> | undefined;
  /** The wait before the next attempt while failing; undefined while the server takes traps. */
  #delay: number | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  /** Dropped since the last time it was logged. */
  #dropped = 0;
  #stopped = false;

  constructor(options: TrapForwarderOptions) {
    this.#options = options;
    this.#limit = Math.max(1, options.limit ?? GATEWAY_MAX_TRAPS_PER_REQUEST);
  }

  /** Traps waiting, including those of a request under way. */
  get size(): number {
    return this.#queue.length + this.#inFlight;
  }

  add(trap: WireTrap): void {
    if (this.#stopped) return;
    this.#queue.push(trap);
    this.#trim();
    // While failing, the retry timer sends next; a trap storm must not hammer a server that is down.
    if (this.#delay === undefined) this.#kick();
  }

  /** Stop retrying; one last attempt for what waits unless the server was failing. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    await this.#sending;
    if (this.#queue.length > 0 && this.#delay === undefined) await this.#sendNext();
    if (this.#queue.length > 0) {
      this.#options.log(`traps: ${this.#queue.length} not delivered are lost as the agent stops`);
    }
    this.#queue = [];
  }

  #kick(): void {
    if (this.#sending || this.#stopped) return;
    this.#sending = this.#drain().finally(() => {
      this.#sending = undefined;
    });
  }

  async #drain(): Promise<void> {
    while (!this.#stopped && this.#queue.length > 0) {
      if (!(await this.#sendNext())) {
        this.#retryLater();
        return;
      }
    }
  }

  /** Send the oldest traps; false when the server did not take them and they wait again. */
  async #sendNext(): Promise<boolean> {
    const traps = this.#queue.splice(0, GATEWAY_MAX_TRAPS_PER_REQUEST);
    this.#inFlight = traps.length;
    try {
      await this.#options.send(traps);
      this.#delay = undefined;
      if (this.#dropped > 0) {
        this.#options.log(`traps: dropped the ${this.#dropped} oldest while the queue was full`);
        this.#dropped = 0;
      }
      return true;
    } catch (error) {
      if (error instanceof UplinkError && error.failure === 'rejected') {
        // A 400 will never turn into a 200: keeping these would block every later trap.
        this.#options.log(`traps: dropped ${traps.length} the server refuses: ${error.message}`);
        return true;
      }
      this.#options.onFailure(error);
      this.#inFlight = 0;
      this.#queue.unshift(...traps);
      this.#trim();
      return false;
    } finally {
      this.#inFlight = 0;
    }
  }

  #retryLater(): void {
    const { first, max } = this.#options.retryMs;
    this.#delay = this.#delay === undefined ? first : Math.min(this.#delay * 2, max);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#kick();
    }, this.#delay);
  }

  /** Keep the newest `limit`; a failed request's traps come back in front, so they go first. */
  #trim(): void {
    const excess = this.#queue.length - this.#limit;
    if (excess <= 0) return;
    this.#queue.splice(0, excess);
    if (this.#dropped === 0) {
      this.#options.log(`traps: ${this.#limit} wait for the server; dropping the oldest`);
    }
    this.#dropped += excess;
  }
}
