import type {
  GatewayCheckin,
  GatewayCheckinReply,
  GatewayConfig,
  ReadingBatch,
  ReadingsReply,
  ReadingsRequest,
  TrapsReply,
  TrapsRequest,
  WireTrap,
} from '@vigil/domain';
import type { ListenConnection, ListenHandlers, Uplink } from '../Uplink.js';
import { UplinkError, type UplinkFailure } from '../UplinkError.js';

/** A listen-mode connection the test can drive. */
export interface FakeListen extends ListenConnection {
  handlers: ListenHandlers;
  closed: boolean;
}

/** A connection that is up until closed. */
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

/**
 * An in-memory server for agent tests: serves `config`, answers check-ins from it (and
 * `listen`), keeps the batches it accepts, and fails every request while `up` is false.
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
    return listen;
  }

  async #handle<T>(request: string, answer: () => T): Promise<T> {
    this.requests.push(request);
    this.#inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.#inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
      if (!this.up) {
        const status = { unavailable: 503, unauthorized: 401, rejected: 400 }[this.downAs];
        throw new UplinkError(this.downAs, `${status} server down`, status);
      }
      return answer();
    } finally {
      this.#inFlight -= 1;
    }
  }
}
