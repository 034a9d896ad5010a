import type { LiveRoom } from '@vigil/domain';
import type { LiveSocket, LiveSocketFactory } from '../live/LiveFeedClient';

type Listener = (...args: never[]) => void;

/**
 * A socket.io stand-in for tests: records connects, handshakes and emits, and lets the test play
 * the server (`serverConnects`, `serverRefuses`, `serverSends`).
 */
export class FakeLiveSocket implements LiveSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  disconnectCalls = 0;
  /** The `auth` room of each connection attempt. */
  handshakes: (LiveRoom | undefined)[] = [];
  emitted: [event: string, ...args: unknown[]][] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(private readonly handshakeRoom: () => LiveRoom | undefined) {}

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    this.handshakes.push(this.handshakeRoom());
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    const wasConnected = this.connected;
    this.connected = false;
    this.active = false;
    if (wasConnected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push([event, ...args]);
    return this;
  }

  /** The server accepted the last handshake. */
  serverConnects(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The server's middleware refused the handshake with this message. */
  serverRefuses(message: string): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** The server pushed an event. */
  serverSends(event: string, ...args: unknown[]): void {
    this.fire(event, ...args);
  }

  /** The server closed the connection itself (socket.io does not reconnect from that). */
  serverDisconnects(): void {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  emittedOf(event: string): unknown[][] {
    return this.emitted.filter(([name]) => name === event).map(([, ...args]) => args);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as (...a: unknown[]) => void)(...args);
    }
  }
}

/** A factory that hands out FakeLiveSockets and keeps them for the test to drive. */
export function fakeSocketFactory(): { factory: LiveSocketFactory; sockets: FakeLiveSocket[] } {
  const sockets: FakeLiveSocket[] = [];
  return {
    sockets,
    factory: (handshakeRoom) => {
      const socket = new FakeLiveSocket(handshakeRoom);
      sockets.push(socket);
      return socket;
    },
  };
}
