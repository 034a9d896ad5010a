import { UplinkError } from './UplinkError.js';

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * The agent's requests to the server, one at a time, never two at once, and what went wrong with
 * each operation: a failure is logged once until it changes, and its recovery once.
 */
export class ServerLane {
  readonly #log: (line: string) => void;
  #lane: Promise<unknown> = Promise.resolve();
  /** Operation → the failure last logged, so an outage is one line, not one per retry. */
  readonly #failures = new Map<string, string>();

  constructor(log: (line: string) => void) {
    this.#log = log;
  }

  /** Run a request after any other one, logging when a failing operation recovers. */
  send<T>(operation: string, request: () => Promise<T>): Promise<T> {
    const run = this.#lane.then(request, request);
    this.#lane = run.catch(() => undefined);
    return run.then((result) => {
      if (this.#failures.delete(operation)) this.#log(`${operation}: the server answers again`);
      return result;
    });
  }

  /** Log a failure once, until it changes or the operation succeeds. */
  failed(operation: string, error: unknown): void {
    let message = errorMessage(error);
    if (error instanceof UplinkError && error.failure === 'unauthorized') {
      message = `the server refused the gateway's credentials (${message}); check the gateway id and token`;
    }
    if (operation === 'readings') message = `${message}; batches stay queued`;
    if (this.#failures.get(operation) === message) return;
    this.#failures.set(operation, message);
    this.#log(`${operation}: ${message}`);
  }

  /** The operation's last attempt failed. */
  failing(operation: string): boolean {
    return this.#failures.has(operation);
  }

  /** Forget an operation's failure without logging a recovery (its socket was closed). */
  forget(operation: string): void {
    this.#failures.delete(operation);
  }

  /** Resolves once the requests sent so far are done. */
  settled(): Promise<unknown> {
    return this.#lane;
  }
}
