import {
  actionProgressSchema,
  actionResultSchema,
  type AckActionReply,
  type ActionProgress,
  type ActionResult,
  type ActionStatus,
  type GatewayCheckin,
  type GatewayCheckinReply,
  type GatewayConfig,
  type ReadingBatch,
  type ReadingsReply,
  type ReadingsRequest,
  type TrapsReply,
  type TrapsRequest,
  type WireAction,
  type WireTrap,
} from '@vigil/domain';
import type { ListenConnection, ListenHandlers, Uplink } from '../Uplink.js';
import { UplinkError, type UplinkFailure } from '../UplinkError.js';

/** A listen-mode connection the test can drive. */
export interface FakeListen extends ListenConnection {
  handlers: ListenHandlers;
  closed: boolean;
}

/** A connection that is up until closed; it says so (onConnect) once the caller has it. */
function fakeListen(handlers: ListenHandlers): FakeListen {
  const listen = {
    handlers,
    closed: false,
    get connected() {
      return !listen.closed;
    },
    get active() {
      return !listen.closed;
    },
    close() {
      listen.closed = true;
    },
  };
  return listen;
}

/** An action in the fake server's queue, with its status and what the agent reported. */
export interface FakeQueuedAction {
  action: WireAction;
  status: ActionStatus;
  result?: ActionResult;
  progress: ActionProgress[];
}

/**
 * An in-memory server for agent tests: serves `config`, answers check-ins from it (and
 * `listen`), keeps the batches it accepts, holds an action queue as the server does (the head
 * is the first PENDING action; an ack starts it once; a deleted action answers 404), and fails
 * every request while `up` is false.
 */
export class FakeUplink implements Uplink {
  config: GatewayConfig;
  up = true;
  /** How requests fail while the server is down. */
  downAs: UplinkFailure = 'unavailable';
  /** The check-in reply's listen flag. */
  listen = false;
  /** A readings request holding one of these is refused with a 400. */
  readonly refuse = new Set<number>();
  /** Milliseconds each request takes. */
  latencyMs = 0;
  readonly accepted: ReadingBatch[] = [];
  readonly traps: WireTrap[] = [];
  readonly checkins: GatewayCheckin[] = [];
  /** Every request, e.g. 'config', 'checkin', 'readings 2-4'. */
  readonly requests: string[] = [];
  readonly listens: FakeListen[] = [];
  /** The action queue, in queue order. */
  readonly queue: FakeQueuedAction[] = [];
  /** The token the agent authenticates with (undefined: the one it was built with). */
  token: string | undefined;
  /** The token of each request in `requests`, at the same index. */
  readonly requestTokens: (string | undefined)[] = [];
  /** Tokens handed out by rotateToken, in order. */
  readonly rotatedTokens: string[] = [];
  /** The next requests of a kind ('ack', 'result', …: the first word of `requests`) to fail with a 503. */
  readonly failNext = new Map<string, number>();
  /** Acks of these answer run: false and leave the action PENDING (a server that will not start it). */
  readonly refuseAck = new Set<number>();
  /** Called as an ack arrives, before it is answered: another agent's ack, a deletion… */
  beforeAck: ((id: number) => void) | undefined;
  /** Each listen socket says it is connected on the next tick. */
  autoConnect = true;
  #inFlight = 0;
  maxInFlight = 0;

  constructor(config: GatewayConfig) {
    this.config = config;
  }

  get acceptedSeqs(): number[] {
    return this.accepted.map((batch) => batch.seq);
  }

  fetchConfig(): Promise<GatewayConfig> {
    return this.#handle('config', () => structuredClone(this.config));
  }

  checkin(checkin: GatewayCheckin): Promise<GatewayCheckinReply> {
    return this.#handle('checkin', () => {
      this.checkins.push(checkin);
      return {
        pollInterval: this.config.gateway.pollInterval,
        listen: this.listen,
        revision: this.config.revision,
      };
    });
  }

  sendReadings({ batches }: ReadingsRequest): Promise<ReadingsReply> {
    const seqs = batches.map((batch) => batch.seq);
    const range = seqs.length === 1 ? `${seqs[0]}` : `${seqs[0]}-${seqs.at(-1)}`;
    return this.#handle(`readings ${range}`, () => {
      const refused = seqs.find((seq) => this.refuse.has(seq));
      if (refused !== undefined) {
        throw new UplinkError('rejected', `400 batch ${refused} is invalid`, 400);
      }
      this.accepted.push(...structuredClone(batches));
      return {
        ackedSeq: Math.max(...seqs),
        accepted: batches.reduce((sum, batch) => sum + batch.readings.length, 0),
      };
    });
  }

  sendTraps({ traps }: TrapsRequest): Promise<TrapsReply> {
    return this.#handle(`traps ${traps.length}`, () => {
      this.traps.push(...structuredClone(traps));
      return { stored: traps.length };
    });
  }

  openListen(handlers: ListenHandlers): FakeListen {
    const listen = fakeListen(handlers);
    this.listens.push(listen);
    if (this.autoConnect) {
      setImmediate(() => {
        if (!listen.closed) listen.handlers.onConnect();
      });
    }
    return listen;
  }

  /** Queue actions (PENDING) and tell the open socket, as the server does. */
  enqueue(...actions: WireAction[]): void {
    for (const action of actions) this.queue.push({ action, status: 'PENDING', progress: [] });
    this.announce();
  }

  /** The `actions` event on the open socket. */
  announce(): void {
    const pending = this.queue.filter((item) => item.status === 'PENDING').length;
    this.#openListen()?.handlers.onActions(pending);
  }

  /** A user cancelled an action: CANCELLED, and the `cancel` event on the open socket. */
  cancel(id: number): void {
    const item = this.item(id);
    if (item) item.status = 'CANCELLED';
    this.#openListen()?.handlers.onCancel(id);
  }

  /** A user deleted an action: its routes answer 404 from now on. */
  remove(id: number): void {
    const index = this.queue.findIndex((item) => item.action.id === id);
    if (index >= 0) this.queue.splice(index, 1);
  }

  item(id: number): FakeQueuedAction | undefined {
    return this.queue.find((item) => item.action.id === id);
  }

  nextAction(): Promise<WireAction | null> {
    return this.#handle('next', () => {
      const head = this.queue.find((item) => item.status === 'PENDING');
      return head ? structuredClone(head.action) : null;
    });
  }

  ackAction(id: number): Promise<AckActionReply> {
    return this.#handle(`ack ${id}`, () => {
      this.beforeAck?.(id);
      const item = this.#found(id);
      if (this.refuseAck.has(id)) return { run: false };
      if (item.status !== 'PENDING') return { run: false };
      item.status = 'IN_PROGRESS';
      return { run: true };
    });
  }

  reportProgress(id: number, progress: ActionProgress): Promise<{ cancelled: boolean }> {
    return this.#handle(`progress ${id}`, () => {
      const item = this.#found(id);
      const parsed = actionProgressSchema.safeParse(progress);
      if (!parsed.success) throw new UplinkError('rejected', '400 invalid progress', 400);
      if (item.status !== 'IN_PROGRESS') return { cancelled: true };
      item.progress.push(parsed.data);
      return { cancelled: false };
    });
  }

  reportResult(id: number, result: ActionResult): Promise<{ recorded: boolean }> {
    return this.#handle(`result ${id}`, () => {
      const item = this.#found(id);
      const parsed = actionResultSchema.safeParse(result);
      if (!parsed.success) throw new UplinkError('rejected', '400 invalid result', 400);
      if (item.status !== 'IN_PROGRESS') return { recorded: false };
      item.status = parsed.data.status;
      item.result = parsed.data;
      return { recorded: true };
    });
  }

  rotateToken(id: number): Promise<{ token: string }> {
    return this.#handle(`token ${id}`, () => {
      const item = this.#found(id);
      if (item.status !== 'IN_PROGRESS') throw new UplinkError('gone', '404 not running', 404);
      const token = `rotated-token-${this.rotatedTokens.length + 1}`;
      this.rotatedTokens.push(token);
      return { token };
    });
  }

  useToken(token: string): void {
    this.token = token;
  }

  #found(id: number): FakeQueuedAction {
    const item = this.item(id);
    if (!item) throw new UplinkError('gone', '404 No such action.', 404);
    return item;
  }

  #openListen(): FakeListen | undefined {
    return this.listens.findLast((listen) => !listen.closed);
  }

  async #handle<T>(request: string, answer: () => T): Promise<T> {
    this.requests.push(request);
    this.requestTokens.push(this.token);
    this.#inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.#inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
      if (!this.up) {
        const status = { unavailable: 503, unauthorized: 401, rejected: 400, gone: 404 }[
          this.downAs
        ];
        throw new UplinkError(this.downAs, `${status} server down`, status);
      }
      const kind = request.split(' ')[0] ?? request;
      const failures = this.failNext.get(kind) ?? 0;
      if (failures > 0) {
        this.failNext.set(kind, failures - 1);
        throw new UplinkError('unavailable', '503 server busy', 503);
      }
      return answer();
    } finally {
      this.#inFlight -= 1;
    }
  }
}
