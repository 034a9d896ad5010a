import type { ReadingColumns } from './readingsStore.js';

export interface WriteBufferOptions {
  /** Writes one flush's rows; resolves once they are durable. */
  write(rows: ReadingColumns): Promise<void>;
  /** A flush starts once this many rows wait, and takes about this many at most… */
  maxRows: number;
  /** …or starts this long after the first of them arrived. */
  maxDelayMs: number;
  /** Flushes running at once (1 on PGlite; more on PostgreSQL, which has a pool). */
  concurrency: number;
}

interface Entry {
  rows: ReadingColumns;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Gathers readings from concurrent gateway requests into few, large inserts. Each add resolves
 * when the flush holding its rows has committed, so a gateway is acknowledged only for rows
 * that are durable; a failed flush fails every request in it and nothing is acknowledged. A
 * request's rows are never split across flushes.
 */
export class WriteBuffer {
  private entries: Entry[] = [];
  private pendingRows = 0;
  private timer: NodeJS.Timeout | undefined;
  private running = 0;
  private readonly idle: (() => void)[] = [];

  constructor(private readonly options: WriteBufferOptions) {}

  add(rows: ReadingColumns): Promise<void> {
    if (rows.sensorIds.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.entries.push({ rows, resolve, reject });
      this.pendingRows += rows.sensorIds.length;
      this.schedule();
    });
  }

  /** Resolves once everything added so far has been written (or failed). */
  async drain(): Promise<void> {
    while (this.running > 0 || this.entries.length > 0) {
      this.startFlushes();
      await new Promise<void>((resolve) => this.idle.push(resolve));
    }
  }

  private schedule() {
    if (this.pendingRows >= this.options.maxRows) {
      this.startFlushes();
    } else if (!this.timer && this.entries.length > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.startFlushes();
      }, this.options.maxDelayMs);
    }
  }

  /** Starts as many flushes as the concurrency allows, each taking up to maxRows rows. */
  private startFlushes() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.entries.length > 0 && this.running < this.options.concurrency) {
      const taken: Entry[] = [];
      let count = 0;
      while (this.entries.length > 0 && (count === 0 || count < this.options.maxRows)) {
        const entry = this.entries.shift() as Entry;
        taken.push(entry);
        count += entry.rows.sensorIds.length;
      }
      this.pendingRows -= count;
      this.flush(taken, count);
    }
  }

  private flush(taken: Entry[], count: number) {
    const rows: ReadingColumns = {
      sensorIds: new Array<number>(count),
      times: new Array<number>(count),
      values: new Array<number>(count),
    };
    let at = 0;
    for (const { rows: part } of taken) {
      for (let i = 0; i < part.sensorIds.length; i++, at++) {
        rows.sensorIds[at] = part.sensorIds[i] as number;
        rows.times[at] = part.times[i] as number;
        rows.values[at] = part.values[i] as number;
      }
    }
    this.running++;
    this.options
      .write(rows)
      .then(
        () => taken.forEach((entry) => entry.resolve()),
        (error: unknown) => taken.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        this.running--;
        this.schedule();
        if (this.entries.length > 0 && this.running < this.options.concurrency) {
          // Rows that waited for a free slot go now rather than after another delay.
          this.startFlushes();
        }
        if (this.running === 0 && this.entries.length === 0) {
          for (const resolve of this.idle.splice(0)) resolve();
        }
      });
  }
}
