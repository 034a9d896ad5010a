import type { ReadingColumns } from './readingsStore.js';

export interface WriteBufferOptions {
  /** Writes one flush's rows; resolves once they are durable. */
  write(rows: ReadingColumns): Promise<void>;
  /** A flush starts once this many rows wait… */
  maxRows: number;
  /** …or this long after the first of them arrived. */
  maxDelayMs: number;
  /** Flushes running at once (1 on PGlite; more on PostgreSQL, which has a pool). */
  concurrency: number;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Gathers readings from concurrent gateway requests into few, large inserts. Each add resolves
 * when the flush holding its rows has committed, so a gateway is acknowledged only for rows
 * that are durable; a failed flush fails every request in it and nothing is acknowledged.
 */
export class WriteBuffer {
  private rows: ReadingColumns = { sensorIds: [], times: [], values: [] };
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = 0;
  private readonly idle: (() => void)[] = [];

  constructor(private readonly options: WriteBufferOptions) {}

  add(rows: ReadingColumns): Promise<void> {
    if (rows.sensorIds.length === 0) return Promise.resolve();
    const promise = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    const pending = this.rows;
    for (let i = 0; i < rows.sensorIds.length; i++) {
      pending.sensorIds.push(rows.sensorIds[i] as number);
      pending.times.push(rows.times[i] as number);
      pending.values.push(rows.values[i] as number);
    }
    if (pending.sensorIds.length >= this.options.maxRows) this.flushSoon(0);
    else this.flushSoon(this.options.maxDelayMs);
    return promise;
  }

  /** Resolves once everything added so far has been written (or failed). */
  async drain(): Promise<void> {
    this.flushSoon(0);
    while (this.running > 0 || this.waiters.length > 0) {
      await new Promise<void>((resolve) => this.idle.push(resolve));
    }
  }

  private flushSoon(delay: number) {
    if (this.timer && delay > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, delay);
  }

  private flush() {
    if (this.waiters.length === 0) return this.settle();
    if (this.running >= this.options.concurrency) return;
    const rows = this.rows;
    const waiters = this.waiters;
    this.rows = { sensorIds: [], times: [], values: [] };
    this.waiters = [];
    this.running++;
    this.options
      .write(rows)
      .then(
        () => waiters.forEach((w) => w.resolve()),
        (error: unknown) => waiters.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        this.running--;
        if (this.waiters.length > 0)
          this.flushSoon(
            this.rows.sensorIds.length >= this.options.maxRows ? 0 : this.options.maxDelayMs,
          );
        this.settle();
      });
  }

  private settle() {
    if (this.running === 0 && this.waiters.length === 0) {
      for (const resolve of this.idle.splice(0)) resolve();
    } else if (this.running === 0 && this.waiters.length > 0) {
      this.flushSoon(0);
    }
  }
}
