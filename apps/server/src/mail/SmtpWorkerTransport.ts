import type { Worker } from 'node:worker_threads';
import type { MailMessage, MailTransport } from './MailTransport.js';
import { DeliveryError, oneLine, redact } from './deliveryError.js';
import { smtpPassword, type SmtpMailConfig } from './SmtpMailTransport.js';
import { startWorkerThread } from '../workerThread.js';

/** What the SMTP thread (smtpWorker.ts) is started with. */
export interface SmtpThreadData {
  config: SmtpMailConfig;
}
/** What the SMTP thread is asked: a message to send, or to let its connections go. */
export type SmtpThreadRequest =
  { kind: 'send'; id: number; message: MailMessage } | { kind: 'close' };
/** The thread's answers: one per message (a DeliveryError's fields when it failed), and closed. */
export type SmtpThreadMessage =
  | { kind: 'sent'; id: number; messageId: string }
  | { kind: 'failed'; id: number; message: string; permanent: boolean; status?: number }
  | { kind: 'closed' };

/** How long closing waits for the thread to let its connections go before ending it. */
const CLOSE_TIMEOUT_MS = 5_000;

function startThread(data: SmtpThreadData): Worker {
  return startWorkerThread(import.meta.url, 'smtpWorker', 'vigil-smtp', { ...data });
}

interface InFlight {
  resolve(sent: { messageId: string }): void;
  reject(error: DeliveryError): void;
}

/** One thread and the messages it was handed and has not answered. */
interface Thread {
  worker: Worker;
  inFlight: Map<number, InFlight>;
}

/**
 * The MailTransport over SMTP, with SmtpMailTransport (nodemailer, its pool of connections and
 * its failure model) on a worker thread of its own. On the embedded database every statement
 * runs on the server's event loop, and each reply of an SMTP exchange waited for it: a message
 * took 1.1–1.4 s under the ingest bench's load against 90 ms idle (bench/README.md `alarms`). Here
 * the exchange runs at the SMTP server's pace; the server's loop only hands the message over and
 * reads the answer. The thread starts with the transport (again with the next message after
 * `close`) and does not keep the process alive while nothing is in flight; when it dies, the
 * messages in flight fail as transient (retried) and the next message starts another.
 */
export class SmtpWorkerTransport implements MailTransport {
  readonly #config: SmtpMailConfig;
  /** What an error text must never show: the URL and the password in it. */
  readonly #secrets: string[];
  #thread: Thread | undefined;
  #nextId = 1;

  private constructor(config: SmtpMailConfig, password: string) {
    this.#config = config;
    this.#secrets = [config.smtpUrl, password];
    // Loading the thread takes a second or so: do it now rather than in the first alarm's time.
    this.#threadForSend().worker.unref();
  }

  /** Throws when smtpUrl is not an smtp:// or smtps:// URL (without repeating it: it holds the password). */
  static fromConfig(config: SmtpMailConfig): SmtpWorkerTransport {
    return new SmtpWorkerTransport(config, smtpPassword(config.smtpUrl));
  }

  send(message: MailMessage): Promise<{ messageId: string }> {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const thread = this.#threadForSend();
      thread.inFlight.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ kind: 'send', id, message } satisfies SmtpThreadRequest);
    });
  }

  async close(): Promise<void> {
    const thread = this.#thread;
    if (!thread) return;
    this.#thread = undefined;
    const { worker } = thread;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.on('message', (answer: SmtpThreadMessage) => {
        if (answer.kind === 'closed') void worker.terminate();
      });
      worker.postMessage({ kind: 'close' } satisfies SmtpThreadRequest);
    });
    this.#fail(thread, 'the mail thread was closed');
  }

  /** The running thread, or a new one. */
  #threadForSend(): Thread {
    if (this.#thread) return this.#thread;
    const thread: Thread = {
      worker: startThread({ config: this.#config }),
      inFlight: new Map(),
    };
    thread.worker.on('message', (answer: SmtpThreadMessage) => this.#heard(thread, answer));
    thread.worker.on('error', (error) => this.#died(thread, error.message));
    thread.worker.on('exit', (code) => this.#died(thread, `exit code ${code}`));
    this.#thread = thread;
    return thread;
  }

  #heard(thread: Thread, answer: SmtpThreadMessage): void {
    if (answer.kind === 'closed') return;
    const pending = thread.inFlight.get(answer.id);
    if (!pending) return;
    thread.inFlight.delete(answer.id);
    if (answer.kind === 'sent') pending.resolve({ messageId: answer.messageId });
    else pending.reject(new DeliveryError(answer.message, answer.permanent, answer.status));
    if (thread.inFlight.size === 0) thread.worker.unref();
  }

  /** The thread crashed or exited: what it was sending may or may not have gone; retry it. */
  #died(thread: Thread, reason: string): void {
    if (thread === this.#thread) this.#thread = undefined;
    this.#fail(thread, `the mail thread stopped (${oneLine(redact(reason, this.#secrets))})`);
  }

  #fail(thread: Thread, reason: string): void {
    for (const pending of thread.inFlight.values()) {
      pending.reject(new DeliveryError(`SMTP: ${reason}`, false));
    }
    thread.inFlight.clear();
  }
}
