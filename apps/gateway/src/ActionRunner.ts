import {
  ACTION_LABELS,
  ACTION_TIMEOUT_MS,
  actionResultSchema,
  actionTimeoutReason,
  type ActionResult,
  type WireAction,
} from '@vigil/domain';
import {
  ACTION_KINDS,
  type ActionContext,
  type ActionHost,
  type ActionKinds,
  type ActionOutcome,
  type AskOutcome,
} from './actionKinds.js';
import { failed } from './actionResults.js';
import { errorMessage, type ServerLane } from './ServerLane.js';
import type { Uplink } from './Uplink.js';
import { UplinkError } from './UplinkError.js';

export interface ActionRunnerOptions {
  uplink: Uplink;
  lane: ServerLane;
  log: (line: string) => void;
  isRunning: () => boolean;
  /** The listen-mode socket is connected: only then are actions taken from the queue. */
  isListening: () => boolean;
  /** Backoff between attempts of a request the server did not answer. */
  retryMs: { first: number; max: number };
  host: ActionHost;
  /** Find Equipment reports its progress about this often (default 1000). */
  progressEveryMs?: number;
  /** The kinds' implementations (default ACTION_KINDS); tests swap some in. */
  kinds?: Partial<ActionKinds>;
}

/** Why a running action's signal aborted. */
type AbortReason = 'cancel' | 'stop';

const describe = (action: WireAction) => `action ${action.id} (${ACTION_LABELS[action.action]})`;

/**
 * Runs the gateway's queued actions while the listen socket is connected: pulls the head of the
 * queue, acks it, runs it only when the ack says run, reports its result (retried with backoff
 * until the server answers, dropped when it answers 404), then pulls the next. One action at a
 * time, in queue order. It looks at the queue on every (re)connection and `actions` event; a
 * `cancel` event aborts the running action, which then reports nothing (the server already
 * holds it as cancelled).
 *
 * A REBOOT posts no result: after its ack the runner calls the host's restart(), and the server
 * completes it when the restarted agent checks in with a newer startedAt.
 */
export class ActionRunner {
  readonly #options: ActionRunnerOptions;
  readonly #kinds: ActionKinds;
  readonly #sleepers = new Set<() => void>();
  /** An event asked to look at the queue since the last look began. */
  #pull = false;
  #loop: Promise<void> | undefined;
  #current: { id: number; controller: AbortController } | undefined;
  #stopped = false;

  constructor(options: ActionRunnerOptions) {
    this.#options = options;
    this.#kinds = { ...ACTION_KINDS, ...options.kinds };
  }

  /** The id of the action running now. */
  get running(): number | undefined {
    return this.#current?.id;
  }

  /** Look at the queue (now, or once the action in hand is done). */
  wake(): void {
    if (this.#stopped) return;
    this.#pull = true;
    this.#loop ??= this.#run()
      .catch((error: unknown) => this.#options.log(`actions: ${errorMessage(error)}`))
      .finally(() => {
        this.#loop = undefined;
      });
  }

  /** The server cancelled an action: abort it if it is the one running. */
  cancel(id: number): void {
    if (this.#current?.id !== id) return;
    this.#options.log(`action ${id}: cancelled by the server; stopping it`);
    this.#current.controller.abort('cancel' satisfies AbortReason);
  }

  /** Abort the running action and take no more; resolves once the runner is idle. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#current?.controller.abort('stop' satisfies AbortReason);
    for (const wake of this.#sleepers) wake();
    await this.#loop;
  }

  get #canPull(): boolean {
    return !this.#stopped && this.#options.isRunning() && this.#options.isListening();
  }

  async #run(): Promise<void> {
    while (this.#pull && this.#canPull) {
      this.#pull = false;
      if ((await this.#drain()) === 'restart') return;
    }
  }

  /** Take actions from the head of the queue until it is empty. */
  async #drain(): Promise<'empty' | 'restart'> {
    const { uplink } = this.#options;
    /** The head the server would not let this agent run: asking again would loop. */
    let refused: number | undefined;
    while (this.#canPull) {
      const next = await this.#ask(() => uplink.nextAction(), { whileListening: true });
      if (!next.ok || !next.value || next.value.id === refused) return 'empty';
      const taken = await this.#take(next.value);
      if (taken === 'restart') return 'restart';
      if (taken === 'refused') refused = next.value.id;
    }
    return 'empty';
  }

  async #take(action: WireAction): Promise<'done' | 'refused' | 'restart'> {
    const { uplink, log } = this.#options;
    const controller = new AbortController();
    this.#current = { id: action.id, controller };
    try {
      const ack = await this.#ask(() => uplink.ackAction(action.id));
      if (!ack.ok) {
        if (ack.why !== 'stopped') log(`${describe(action)}: not started (${ack.message})`);
        return 'done';
      }
      if (!ack.value.run) {
        log(`${describe(action)}: the server did not start it again; skipped`);
        return 'refused';
      }
      if (controller.signal.aborted) return await this.#aborted(action, controller.signal);
      log(`${describe(action)}: started`);
      const timeout = AbortSignal.timeout(ACTION_TIMEOUT_MS[action.action]);
      const signal = AbortSignal.any([controller.signal, timeout]);
      let outcome: ActionOutcome;
      try {
        outcome = await this.#kinds[action.action](this.#context(action, signal));
      } catch (error) {
        outcome = failed(`The agent could not perform it: ${errorMessage(error)}`);
      }
      if (controller.signal.aborted) return await this.#aborted(action, controller.signal);
      if (timeout.aborted) outcome = failed(actionTimeoutReason(action.action));
      if (outcome === 'restart') {
        log(`${describe(action)}: restarting the agent`);
        this.#stopped = true;
        this.#options.host.restart?.();
        return 'restart';
      }
      if (outcome === 'stopped') {
        log(`${describe(action)}: stopped: the server cancelled or removed it`);
        return 'done';
      }
      await this.#report(action, outcome);
      return 'done';
    } finally {
      this.#current = undefined;
    }
  }

  /** A cancelled action reports nothing; one stopped with the agent says so, once. */
  async #aborted(action: WireAction, signal: AbortSignal): Promise<'done'> {
    if ((signal.reason as AbortReason) === 'stop') {
      await this.#report(action, failed('The gateway agent stopped before the action finished.'));
    }
    return 'done';
  }

  #context(action: WireAction, signal: AbortSignal): ActionContext {
    const { uplink, host } = this.#options;
    return {
      action,
      signal,
      host,
      uplink,
      ask: (request) => this.#ask(request),
      report: async (progress, { retry }) => {
        const reply = await this.#ask(() => uplink.reportProgress(action.id, progress), {
          retry,
        });
        if (reply.ok) return reply.value.cancelled ? 'stop' : 'ok';
        return reply.why === 'gone' ? 'stop' : 'failed';
      },
      progressEveryMs: this.#options.progressEveryMs ?? 1000,
    };
  }

  /**
   * Report a result until the server answers: one that the contract refuses is sent as a
   * FAILED saying why, a 400 turns into a FAILED with the server's reason, a 404 drops it.
   */
  async #report(action: WireAction, outcome: ActionResult): Promise<void> {
    const { uplink, log } = this.#options;
    const checked = actionResultSchema.safeParse(outcome);
    let result = checked.success
      ? checked.data
      : failed(
          `The agent's result does not fit the contract (${checked.error.issues[0]?.path.join('.')}: ${checked.error.issues[0]?.message}).`,
        );
    // Once the agent stops there is one attempt: the server fails the action at its deadline.
    const retry = !this.#stopped;
    for (;;) {
      const reply = await this.#ask(() => uplink.reportResult(action.id, result), { retry });
      if (reply.ok) {
        const late = reply.value.recorded ? '' : ' (the server had already closed it)';
        log(`${describe(action)}: ${result.status}${late}`);
        return;
      }
      if (reply.why === 'rejected' && result.status === 'SUCCESS') {
        result = failed(`The server refused the result: ${reply.message}`);
        continue;
      }
      log(`${describe(action)}: result not delivered (${reply.message})`);
      return;
    }
  }

  /**
   * One request about actions through the server lane, retried with backoff while the server
   * does not answer, until it answers (a 404 on an action's route: gone; a 400: rejected), the
   * agent stops, or (for the queue's head) listen mode ends.
   */
  async #ask<T>(
    request: () => Promise<T>,
    options: { retry?: boolean; whileListening?: boolean } = {},
  ): Promise<AskOutcome<T>> {
    const { lane, retryMs, isRunning, isListening } = this.#options;
    let delay = retryMs.first;
    for (;;) {
      try {
        return { ok: true, value: await lane.send('actions', request) };
      } catch (error) {
        const message = errorMessage(error);
        if (error instanceof UplinkError && error.failure === 'gone') {
          return { ok: false, why: 'gone', message };
        }
        if (error instanceof UplinkError && error.failure === 'rejected') {
          this.#options.log(`actions: the server refused a request: ${message}`);
          return { ok: false, why: 'rejected', message };
        }
        lane.failed('actions', error);
        const go = options.retry !== false && !this.#stopped && isRunning();
        if (!go || (options.whileListening && !isListening())) {
          return { ok: false, why: 'stopped', message };
        }
        await this.#sleep(delay);
        if (this.#stopped || !isRunning()) return { ok: false, why: 'stopped', message };
        delay = Math.min(delay * 2, retryMs.max);
      }
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#sleepers.add(wake);
    });
  }
}
