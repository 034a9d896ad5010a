import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  chunk,
  GATEWAY_MAX_READINGS_PER_REQUEST,
  readingBatchSchema,
  type MetaAnswer,
  type WireReading,
} from '@vigil/domain';
import { UNFINISHED_WRITE_SUFFIX, writeFileDurably } from './writeFileDurably.js';

/**
 * An equipment's connection as the server is told it: disconnected when it stopped answering,
 * with why in `error` (at most EQUIPMENT_ERROR_MAX_LENGTH characters, never a secret).
 */
export interface EquipmentConnectivity {
  id: number;
  disconnected: boolean;
  error?: string;
  /** The device facts read from it this poll (libraryMeta.ts). */
  meta?: MetaAnswer[];
}

/** One poll's batch as queued and sent. */
export interface QueuedBatch {
  seq: number;
  readings: WireReading[];
  equipment: EquipmentConnectivity[];
}

export interface ReadingQueueOptions {
  log?: (line: string) => void;
  /** Most readings one batch holds; a bigger poll is queued as several batches. */
  maxReadingsPerBatch?: number;
}

const BATCH_FILE = /^(\d{16})\.json$/;
const LAST_SEQ_FILE = 'last-seq';

const batchFileName = (seq: number) => `${String(seq).padStart(16, '0')}.json`;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The gateway's store-and-forward buffer: readings wait here, one file per batch, until the
 * server acknowledges them, so neither a server outage nor an agent restart loses any.
 *
 * Each batch file is written durably (fsync, then an atomic rename); its sequence number is
 * in its name and its body. `last-seq` keeps the last number issued, so numbers keep rising
 * across restarts even once every batch has been acknowledged and deleted. A file that does
 * not parse (a disk that lied about a flush) is set aside as `<name>.corrupt` with a log line.
 *
 * Disk use is not capped: a site cut off from the server keeps every reading until it is
 * back (about 30 bytes per reading). Only the sequence numbers and reading counts of the
 * queued batches are held in memory; their readings are read back from disk when sent.
 */
export class ReadingQueue {
  readonly #dir: string;
  readonly #log: (line: string) => void;
  readonly #maxReadingsPerBatch: number;
  /** Queued batches, oldest first. */
  readonly #index: { seq: number; readings: number }[];
  #lastSeq: number;
  /** File operations run one at a time so the index always matches the directory. */
  #lane: Promise<unknown> = Promise.resolve();

  private constructor(
    dir: string,
    options: ReadingQueueOptions,
    index: { seq: number; readings: number }[],
    lastSeq: number,
  ) {
    this.#dir = dir;
    this.#log = options.log ?? (() => undefined);
    this.#maxReadingsPerBatch = options.maxReadingsPerBatch ?? GATEWAY_MAX_READINGS_PER_REQUEST;
    this.#index = index;
    this.#lastSeq = lastSeq;
  }

  /** Open (or create) the queue in `dir` and load every batch still waiting, in order. */
  static async open(dir: string, options: ReadingQueueOptions = {}): Promise<ReadingQueue> {
    const log = options.log ?? (() => undefined);
    await mkdir(dir, { recursive: true });
    const index: { seq: number; readings: number }[] = [];
    for (const name of (await readdir(dir)).sort()) {
      if (name.endsWith(UNFINISHED_WRITE_SUFFIX)) {
        await rm(join(dir, name), { force: true });
        continue;
      }
      const seqText = BATCH_FILE.exec(name)?.[1];
      if (seqText === undefined) continue;
      const batch = await readBatch(dir, name, Number(seqText), log);
      if (batch) index.push({ seq: batch.seq, readings: batch.readings.length });
    }
    const lastSeq = Math.max(0, index.at(-1)?.seq ?? 0, await readLastSeq(dir, log));
    return new ReadingQueue(dir, options, index, lastSeq);
  }

  /** Batches waiting for the server. */
  get size(): number {
    return this.#index.length;
  }

  /** Readings waiting for the server. */
  get readingCount(): number {
    return this.#index.reduce((sum, entry) => sum + entry.readings, 0);
  }

  /**
   * Queue one poll's readings and connectivity changes as a batch with the next sequence
   * number; a poll with more than the per-request limit becomes several batches, the
   * connectivity in the first. Resolves with the numbers given once the batches are on disk.
   */
  append(
    readings: readonly WireReading[],
    equipment: readonly EquipmentConnectivity[],
  ): Promise<number[]> {
    return this.#exclusive(async () => {
      const parts = readings.length === 0 ? [[]] : chunk(readings, this.#maxReadingsPerBatch);
      const seqs: number[] = [];
      for (const [i, part] of parts.entries()) {
        const batch: QueuedBatch = {
          seq: this.#lastSeq + 1,
          readings: part,
          equipment: i === 0 ? [...equipment] : [],
        };
        await writeFileDurably(join(this.#dir, batchFileName(batch.seq)), JSON.stringify(batch));
        await writeFileDurably(join(this.#dir, LAST_SEQ_FILE), String(batch.seq));
        this.#lastSeq = batch.seq;
        this.#index.push({ seq: batch.seq, readings: part.length });
        seqs.push(batch.seq);
      }
      return seqs;
    });
  }

  /**
   * The oldest batches, in order: at most `maxBatches`, holding at most `maxReadings`
   * readings together (the first batch always, whatever its size). They stay queued until
   * acknowledged.
   */
  peek(
    maxReadings: number = GATEWAY_MAX_READINGS_PER_REQUEST,
    maxBatches = Infinity,
  ): Promise<QueuedBatch[]> {
    return this.#exclusive(async () => {
      const batches: QueuedBatch[] = [];
      let total = 0;
      for (const entry of [...this.#index]) {
        if (batches.length >= maxBatches) break;
        if (batches.length > 0 && total + entry.readings > maxReadings) break;
        const batch = await readBatch(this.#dir, batchFileName(entry.seq), entry.seq, this.#log);
        if (!batch) {
          this.#index.splice(this.#index.indexOf(entry), 1);
          continue;
        }
        batches.push(batch);
        total += entry.readings;
      }
      return batches;
    });
  }

  /**
   * Drop every batch numbered `seq` or lower: the server holds them durably, or will never
   * take them. Resolves with how many were dropped.
   */
  ack(seq: number): Promise<number> {
    return this.#exclusive(async () => {
      let dropped = 0;
      while (this.#index[0] !== undefined && this.#index[0].seq <= seq) {
        const { seq: done } = this.#index[0];
        // A deletion lost in a crash only resends a batch the server already has, and the
        // server keeps (sensor, time) unique, so there is no need to flush the directory.
        await rm(join(this.#dir, batchFileName(done)), { force: true });
        this.#index.shift();
        dropped += 1;
      }
      return dropped;
    });
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#lane.then(work, work);
    this.#lane = run.catch(() => undefined);
    return run;
  }
}

/** A batch file's content, or undefined (with a log line, the file set aside) when unreadable. */
async function readBatch(
  dir: string,
  name: string,
  seq: number,
  log: (line: string) => void,
): Promise<QueuedBatch | undefined> {
  const path = join(dir, name);
  let why: string;
  try {
    const parsed = readingBatchSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    if (parsed.success && parsed.data.seq === seq) return parsed.data;
    why = parsed.success
      ? `it holds seq ${parsed.data.seq}`
      : `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`;
  } catch (error) {
    why = errorMessage(error);
  }
  log(`queue: batch ${seq} in ${name} is unreadable (${why}); set aside as ${name}.corrupt`);
  await rename(path, `${path}.corrupt`).catch(() => rm(path, { force: true }));
  return undefined;
}

/** The last sequence number issued, or 0 when none was (or its file is unreadable). */
async function readLastSeq(dir: string, log: (line: string) => void): Promise<number> {
  let text: string;
  try {
    text = await readFile(join(dir, LAST_SEQ_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const seq = Number(text.trim());
  if (Number.isSafeInteger(seq) && seq >= 0) return seq;
  log(`queue: ${LAST_SEQ_FILE} is unreadable ('${text.slice(0, 20)}'); numbering from the batches`);
  return 0;
}
