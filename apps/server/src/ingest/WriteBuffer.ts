import type { ReadingColumns } from './readings.repository.js';

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
 * that are durable. A flush that fails wrote nothing (it is one transaction); it is split in
 * halves and each half written again, down to single requests, so only the requests whose own
 * rows fail are rejected and every other request in it commits. A request's rows are never
 * split across writes.
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
    this.running++;
    this.writeIsolating(taken, count)
      .catch(() => undefined)
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

  /** Writes the entries together; when that fails, each half again, down to single entries. */
  private async writeIsolating(taken: Entry[], count: number): Promise<void> {
    try {
      await this.options.write(merge(taken, count));
      for (const entry of taken) entry.resolve();
    } catch (error) {
      if (taken.length === 1) {
        taken[0]?.reject(error);
        return;
      }
      const half = Math.ceil(taken.length / 2);
      for (const part of [taken.slice(0, half), taken.slice(half)]) {
        await this.writeIsolating(part, rowCount(part));
      }
    }
  }
}

function rowCount(entries: readonly Entry[]): number {
  let count = 0;
  for (const entry of entries) count += entry.rows.sensorIds.length;
  return count;
}

/** One flush's rows, in the entries' order, as the column arrays the insert wants. */
function merge(taken: readonly Entry[], count: number): ReadingColumns {
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
  return rows;
}
