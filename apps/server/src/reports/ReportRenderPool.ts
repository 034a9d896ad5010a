import type { Writable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../workerThread.js';
import type { ReportModel } from './ReportModel.js';

/** The render threads' nice value: below the event loop's, so requests win the CPU. */
export const REPORT_THREAD_NICE = 10;

/** A report to draw, as the render thread gets it. */
export interface RenderRequest {
  id: number;
  model: ReportModel;
}
/** What a render thread posts: ready once loaded, then chunks and the end of each report. */
export type RenderReply =
  | { ready: true }
  | { id: number; chunk: Uint8Array }
  | { id: number; done: true }
  | { id: number; error: string };

interface Job {
  id: number;
  model: ReportModel;
  out: Writable;
  resolve(): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  job?: Job;
}

/**
 * Draws reports on worker threads (reportRenderWorker.ts), so a render never stalls the server's
 * event loop: at most `size` threads, each drawing one report at a time; more wait their turn.
 * Threads start when first needed and are unref'd while idle, so they never keep a process
 * alive; a thread that dies fails its report and is replaced by the next one.
 */
export class ReportRenderPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly size: number) {}

  /** Draws the report into `out` (ended when the PDF is complete). */
  render(model: ReportModel, out: Writable): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, model, out, resolve, reject });
      this.pump();
    });
  }

  /** Ends the threads; reports in progress fail. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let thread = this.threads.find((candidate) => !candidate.job);
      if (!thread && this.threads.length < this.size) thread = this.start();
      if (!thread) return;
      const job = this.queue.shift()!;
      thread.job = job;
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, model: job.model } satisfies RenderRequest);
    }
  }

  private start(): Thread {
    const worker = startWorkerThread(import.meta.url, 'reportRenderWorker', 'vigil-report');
    const thread: Thread = { worker };
    this.threads.push(thread);
    worker.on('message', (reply: RenderReply) => {
      const job = thread.job;
      if ('ready' in reply || !job || reply.id !== job.id) return;
      if ('chunk' in reply) {
        job.out.write(
          Buffer.from(reply.chunk.buffer, reply.chunk.byteOffset, reply.chunk.byteLength),
        );
        return;
      }
      thread.job = undefined;
      worker.unref();
      if ('done' in reply) {
        job.out.end();
        job.resolve();
      } else {
        const error = new Error(`report render failed: ${reply.error}`);
        job.out.destroy(error);
        job.reject(error);
      }
      this.pump();
    });
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      const job = thread.job;
      thread.job = undefined;
      if (job) {
        job.out.destroy(error);
        job.reject(error);
      }
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`report render thread exited (${code})`)));
    worker.unref();
    return thread;
  }
}
