import { GATEWAY_MAX_READINGS_PER_REQUEST } from '@vigil/domain';
import type { ReadingQueue } from './ReadingQueue.js';
import { errorMessage, type ServerLane } from './ServerLane.js';
import type { Uplink } from './Uplink.js';
import { UplinkError } from './UplinkError.js';

export interface ReadingDrainerOptions {
  queue: ReadingQueue;
  uplink: Uplink;
  lane: ServerLane;
  log: (line: string) => void;
  isRunning: () => boolean;
}

/**
 * Delivers the queued batches to the server, oldest first: several per request while the server
 * takes them, one at a time to find a batch it refuses, and a refused batch dropped (and said so)
 * so it cannot hold every later one back.
 */
export class ReadingDrainer {
  readonly #options: ReadingDrainerOptions;
  #flushing: Promise<void> | undefined;
  /** After the server refused a request of several batches, send one per request up to here. */
  #isolateThrough: number | undefined;
  /** The server refused the credentials when last sent readings. */
  #credentialsRefused = false;

  constructor(options: ReadingDrainerOptions) {
    this.#options = options;
  }

  /** Send queued batches until the queue is empty or a request fails; one drain at a time. */
  flush(): Promise<void> {
    this.#flushing ??= this.#drain()
      .catch((error: unknown) => this.#options.log(`queue: ${errorMessage(error)}`))
      .finally(() => {
        this.#flushing = undefined;
      });
    return this.#flushing;
  }

  /** The timer's retry between polls: not while a drain runs, nor while credentials are refused. */
  flushOnTimer(): void {
    if (!this.#options.isRunning() || this.#flushing || this.#options.queue.size === 0) return;
    // Wrong credentials will not fix themselves within a second: retry them at the next poll.
    if (this.#credentialsRefused) return;
    void this.flush();
  }

  /** Resolves once a drain in progress is done. */
  settled(): Promise<void> | undefined {
    return this.#flushing;
  }

  async #drain(): Promise<void> {
    const { queue, uplink, lane, log, isRunning } = this.#options;
    while (isRunning() && queue.size > 0) {
      // While the last attempt failed, probe with the oldest batch alone: a long outage then
      // costs one small file read a second, not a request's worth of readings.
      const single = this.#isolateThrough !== undefined || lane.failing('readings');
      const batches = await queue.peek(GATEWAY_MAX_READINGS_PER_REQUEST, single ? 1 : Infinity);
      const first = batches[0];
      const last = batches.at(-1);
      if (!first || !last) return;
      if (this.#isolateThrough !== undefined && first.seq > this.#isolateThrough) {
        this.#isolateThrough = undefined;
        continue;
      }
      try {
        const reply = await lane.send('readings', () => uplink.sendReadings({ batches }));
        this.#credentialsRefused = false;
        // Never drop a batch the server was not sent, whatever seq it acknowledges.
        if ((await queue.ack(Math.min(reply.ackedSeq, last.seq))) === 0) {
          lane.failed(
            'readings',
            `the server acknowledged seq ${reply.ackedSeq} of ${first.seq}-${last.seq}`,
          );
          return;
        }
      } catch (error) {
        if (!(error instanceof UplinkError) || error.failure !== 'rejected') {
          this.#credentialsRefused =
            error instanceof UplinkError && error.failure === 'unauthorized';
          lane.failed('readings', error);
          return;
        }
        if (batches.length > 1) {
          log(
            `readings: the server refused batches ${first.seq}-${last.seq} (${error.message}); sending them one at a time`,
          );
          this.#isolateThrough = last.seq;
          continue;
        }
        // The server will never accept this batch as it is (400): keeping it would hold every
        // later batch back forever, so it is dropped, and said so, for the ones behind it.
        log(
          `readings: dropped batch ${first.seq} (${first.readings.length} readings) the server refuses: ${error.message}`,
        );
        await queue.ack(first.seq);
      }
    }
  }
}
