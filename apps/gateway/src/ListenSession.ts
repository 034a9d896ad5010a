import type { ServerLane } from './ServerLane.js';
import type { ListenConnection, Uplink } from './Uplink.js';

/** What the socket tells about the action queue, for the action runner. */
export interface ListenEvents {
  /** Connected (again): pull the queue once. */
  onConnect(): void;
  /** The server has work waiting. */
  onActions(pending: number): void;
  /** The server cancelled an action. */
  onCancel(id: number): void;
}

/**
 * The listen-mode socket, held open while the server asks for it: opened when a config or a
 * check-in says listen, reopened when the server dropped it and still asks, closed when it no
 * longer does or the agent stops.
 */
export class ListenSession {
  readonly #uplink: Uplink;
  readonly #lane: ServerLane;
  readonly #log: (line: string) => void;
  readonly #isRunning: () => boolean;
  readonly #events: ListenEvents | undefined;
  #connection: ListenConnection | undefined;

  constructor(options: {
    uplink: Uplink;
    lane: ServerLane;
    log: (line: string) => void;
    isRunning: () => boolean;
    events?: ListenEvents;
  }) {
    this.#uplink = options.uplink;
    this.#lane = options.lane;
    this.#log = options.log;
    this.#isRunning = options.isRunning;
    this.#events = options.events;
  }

  /** The socket is open (connected or connecting). */
  get open(): boolean {
    return this.#connection !== undefined;
  }

  /** The socket is connected. */
  get connected(): boolean {
    return this.#connection?.connected ?? false;
  }

  /** Hold the socket open when the server asks for listen mode, else close it. */
  set(listen: boolean): void {
    if (!listen) {
      if (this.#connection) this.#log('listen mode: off');
      this.close();
      return;
    }
    // A socket the server refused stays closed; open a new one when the server still asks.
    if (!this.#isRunning() || this.#connection?.active) return;
    this.#log(this.#connection ? 'listen mode: reconnecting' : 'listen mode: on');
    this.close();
    try {
      this.#connection = this.#uplink.openListen({
        onConnect: () => {
          this.#lane.forget('listen');
          this.#log('listen mode: connected');
          this.#events?.onConnect();
        },
        onMode: (on) => this.set(on),
        onActions: (pending) => this.#events?.onActions(pending),
        onCancel: (id) => this.#events?.onCancel(id),
        onError: (message) => this.#lane.failed('listen', message),
      });
    } catch (error) {
      // Called from socket events too, where a throw would end the process; the next
      // check-in that asks for listen mode tries again.
      this.#lane.failed('listen', error);
    }
  }

  close(): void {
    this.#connection?.close();
    this.#connection = undefined;
    this.#lane.forget('listen');
  }
}
