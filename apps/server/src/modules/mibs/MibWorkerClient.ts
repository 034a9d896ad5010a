import type { Worker } from 'node:worker_threads';
import { messages } from '@vigil/domain';
import { MibRefusal, type MibSource, type ParsedMibModule } from './mibParser.js';
import { startWorkerThread } from '../../workerThread.js';

/** How long one MIB parse may take before its thread is stopped and the upload refused. */
export const MIB_PARSE_TIMEOUT_MS = 10_000;

/** What the MIB thread (mibWorker.ts) is asked to do. */
export type MibJob =
  | { kind: 'builtIn' }
  | {
      kind: 'parse';
      text: string;
      /** Names the customer's modules at one version: the thread keeps a few libraries by key. */
      library: string;
      /** The customer's modules, sent when the thread answered `needSources` for the key. */
      sources?: MibSource[];
    };

/** The thread's answer to one job. */
export type MibAnswer =
  | { ok: true; value: unknown }
  | { ok: false; refusal: string }
  | { ok: false; needSources: true }
  | { ok: false; error: string };

export interface MibRequest {
  id: number;
  job: MibJob;
}
export type MibReply = MibAnswer & { id: number };
/** What the thread posts: `ready` once it has loaded, then one reply per request. */
export type MibThreadMessage = MibReply | { ready: true };

/** The customer's modules an upload's imports resolve against, fetched only when the thread lacks them. */
export interface MibLibraryRef {
  /** Changes whenever the customer's modules change (see mibs.repository.ts `version`). */
  key: string;
  sources(): Promise<MibSource[]>;
}

interface Pending {
  id: number;
  job: MibJob;
  resolve(answer: MibAnswer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  /** Loaded (tsx, net-snmp, the parser): a job's clock starts then, not before. */
  ready: boolean;
}

/** A job refused because the worker was closed (the app is stopping), not because of its file. */
export class MibWorkerClosed extends Error {
  constructor() {
    super('the MIB worker was closed');
    this.name = 'MibWorkerClosed';
  }
}

function startThread(): Worker {
  return startWorkerThread(import.meta.url, 'mibWorker', 'vigil-mib');
}

/**
 * Parses MIB modules on one long-lived worker thread, so that a big or pathological upload never
 * stalls the server's event loop. Jobs run one at a time, in order; each may take `timeoutMs`,
 * counted once the thread has loaded (not while a job waits in the queue), after which the thread
 * is terminated (a new one starts for the next job) and a parse is refused with
 * messages.mibTooSlow. The thread is unref'd while idle, so it never keeps a process alive;
 * `close()` ends it (the next job starts another).
 */
export class MibWorkerClient {
  /** Tests shorten it. */
  timeoutMs: number;
  private thread: Thread | undefined;
  private readonly queue: Pending[] = [];
  private running: { pending: Pending; timer?: NodeJS.Timeout } | undefined;
  private nextId = 1;
  private builtIns: Promise<ReadonlyMap<string, ParsedMibModule>> | undefined;

  constructor(options: { timeoutMs?: number } = {}) {
    this.timeoutMs = options.timeoutMs ?? MIB_PARSE_TIMEOUT_MS;
  }

  /** Every built-in module, parsed once per process on the thread, then kept here. */
  builtInModules(): Promise<ReadonlyMap<string, ParsedMibModule>> {
    this.builtIns ??= this.run({ kind: 'builtIn' }).then(
      (value) => value as ReadonlyMap<string, ParsedMibModule>,
      (error: unknown) => {
        this.builtIns = undefined;
        throw error;
      },
    );
    return this.builtIns;
  }

  /** parseMib (mibParser.ts) on the thread: a MibRefusal when the upload is refused or too slow. */
  async parse(text: string, library: MibLibraryRef): Promise<ParsedMibModule> {
    let answer = await this.send({ kind: 'parse', text, library: library.key });
    if (!answer.ok && 'needSources' in answer) {
      const sources = await library.sources();
      answer = await this.send({ kind: 'parse', text, library: library.key, sources });
    }
    return this.value(answer) as ParsedMibModule;
  }

  /** Ends the thread, refusing the jobs not done yet. */
  async close(): Promise<void> {
    const closed = new MibWorkerClosed();
    for (const pending of this.queue.splice(0)) pending.reject(closed);
    this.finish()?.reject(closed);
    const thread = this.thread;
    this.thread = undefined;
    await thread?.worker.terminate();
  }

  private async run(job: MibJob): Promise<unknown> {
    return this.value(await this.send(job));
  }

  private value(answer: MibAnswer): unknown {
    if (answer.ok) return answer.value;
    if ('refusal' in answer) throw new MibRefusal(answer.refusal);
    if ('error' in answer) throw new Error(answer.error);
    throw new Error('the MIB worker asked twice for the same library');
  }

  private send(job: MibJob): Promise<MibAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    if (this.running) return;
    const pending = this.queue.shift();
    if (!pending) {
      this.thread?.worker.unref();
      return;
    }
    const thread = this.threadForJob();
    this.running = { pending };
    const request: MibRequest = { id: pending.id, job: pending.job };
    thread.worker.postMessage(request);
    if (thread.ready) this.startClock();
  }

  private startClock(): void {
    const running = this.running;
    if (!running || running.timer) return;
    running.timer = setTimeout(() => this.timedOut(running.pending), this.timeoutMs);
  }

  private threadForJob(): Thread {
    if (!this.thread) {
      const thread: Thread = { worker: startThread(), ready: false };
      thread.worker.on('message', (message: MibThreadMessage) => this.heard(thread, message));
      thread.worker.on('error', (error) => this.failed(thread, error));
      thread.worker.on('exit', (code) =>
        this.failed(thread, new Error(`the MIB worker exited (${code})`)),
      );
      this.thread = thread;
    }
    this.thread.worker.ref();
    return this.thread;
  }

  /** The job running, its clock stopped. */
  private finish(): Pending | undefined {
    const running = this.running;
    this.running = undefined;
    clearTimeout(running?.timer);
    return running?.pending;
  }

  private heard(thread: Thread, message: MibThreadMessage): void {
    if (thread !== this.thread) return;
    if ('ready' in message) {
      thread.ready = true;
      this.startClock();
      return;
    }
    if (this.running?.pending.id !== message.id) return;
    const { id: _id, ...answer } = message;
    this.finish()?.resolve(answer);
    this.dispatch();
  }

  /** The thread crashed or exited: the job it ran fails, the next one gets a new thread. */
  private failed(thread: Thread, error: Error): void {
    if (thread !== this.thread) return;
    this.thread = undefined;
    this.finish()?.reject(error);
    this.dispatch();
  }

  private timedOut(pending: Pending): void {
    if (this.running?.pending !== pending) return;
    this.finish();
    const thread = this.thread;
    this.thread = undefined;
    void thread?.worker.terminate();
    const seconds = Math.round(this.timeoutMs / 100) / 10;
    if (pending.job.kind === 'parse') {
      pending.resolve({ ok: false, refusal: messages.mibTooSlow(seconds) });
    } else {
      pending.reject(new Error(`parsing the built-in MIB modules took over ${seconds} s`));
    }
    this.dispatch();
  }
}

/** The process's MIB thread, started on first use. */
export const mibWorker = new MibWorkerClient();
