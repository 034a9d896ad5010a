import { errorMessage, type ServerLane } from './ServerLane.js';
import { TrapForwarder } from './TrapForwarder.js';
import { TrapReceiver } from './TrapReceiver.js';
import type { Uplink } from './Uplink.js';

export interface TrapLifecycleOptions {
  uplink: Uplink;
  lane: ServerLane;
  log: (line: string) => void;
  now: () => number;
  retryMs: { first: number; max: number };
  /** The UDP port (0: any free one) and address to listen on. */
  port: number;
  address: string | undefined;
}

/** The trap listener and its forwarder to the server, started and stopped together. */
export class TrapLifecycle {
  readonly #options: TrapLifecycleOptions;
  #receiver: TrapReceiver | undefined;
  #forwarder: TrapForwarder | undefined;

  constructor(options: TrapLifecycleOptions) {
    this.#options = options;
  }

  /** The UDP port traps are received on, once listening. */
  get port(): number | undefined {
    return this.#receiver?.port;
  }

  /** Traps received and not yet delivered. */
  get queued(): number {
    return this.#forwarder?.size ?? 0;
  }

  /** Listen for traps; a port that cannot be bound throws. */
  async start(): Promise<void> {
    const { uplink, lane, log, now, retryMs, port, address } = this.#options;
    const forwarder = new TrapForwarder({
      send: (list) => lane.send('traps', () => uplink.sendTraps({ traps: list })),
      onFailure: (error) => lane.failed('traps', error),
      log,
      retryMs,
    });
    // A scanner or a misconfigured device repeats the same bad packet: one line until it changes.
    let lastProblem = '';
    try {
      this.#receiver = await TrapReceiver.start({
        port,
        address,
        now,
        onTrap: (trap) => forwarder.add(trap),
        onProblem: (message) => {
          if (message === lastProblem) return;
          lastProblem = message;
          log(`traps: ${message}`);
        },
      });
    } catch (error) {
      const hint = port > 0 && port < 1024 ? ' (ports below 1024 need privileges)' : '';
      throw new Error(`traps: cannot listen on UDP port ${port}${hint}: ${errorMessage(error)}`, {
        cause: error,
      });
    }
    this.#forwarder = forwarder;
    log(`traps: listening on UDP port ${this.#receiver.port}`);
  }

  /** Stop receiving, then deliver what waits unless the server is failing. */
  async stop(): Promise<void> {
    await this.#receiver?.close();
    await this.#forwarder?.stop();
  }
}
