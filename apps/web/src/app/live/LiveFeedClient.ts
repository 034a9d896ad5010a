import { LIVE_EVENTS, SOCKET_REAUTH_RETRY_MS, liveRoomName } from '@vigil/domain';
import type { LiveReading, LiveRoom } from '@vigil/domain';

/** The part of a socket.io client socket the live feed uses, so tests can hand in a fake. */
export interface LiveSocket {
  readonly connected: boolean;
  /** socket.io's: false after the server refused the connection (no automatic reconnection). */
  readonly active?: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/**
 * A handshake's `auth`: the room to join at once and, for a public link's page
 * (/shared/{token}), the link's token, which stands in for the session cookie.
 */
export type LiveHandshake = LiveRoom & { shareToken?: string };

/**
 * Builds the tab's socket, not yet connected. `handshakeRoom` is asked at every (re)connection
 * for the room to name in the handshake's `auth`.
 */
export type LiveSocketFactory = (
  handshakeRoom: () => LiveHandshake | undefined,
) => LiveSocket | Promise<LiveSocket>;

export type LiveReadingListener = (reading: LiveReading) => void;
/** A listener of any other server event; the payload is checked by whoever listens. */
export type LiveEventListener = (payload: unknown) => void;

export interface LiveFeedClientOptions {
  createSocket: LiveSocketFactory;
  /** Wait after an auth failure before reconnecting (spec core §9: 10000 ms). */
  reauthDelayMs?: number;
  /** The socket closes once no room has been wanted for this long, so page changes reuse it. */
  idleCloseMs?: number;
  /** A public link's token, sent in every handshake instead of relying on the session. */
  shareToken?: string;
}

// A page change releases the old page's rooms just before the new page asks for its own.
const IDLE_CLOSE_MS = 5_000;

function isLiveReading(value: unknown): value is LiveReading {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sensorID' in value &&
    (typeof value.sensorID === 'string' || typeof value.sensorID === 'number')
  );
}

/**
 * The tab's one live-feed connection (spec core §7 "Live feed"). Rooms are reference-counted:
 * the first holder joins, the last one leaves. The socket connects when a room is first wanted,
 * names one room in its handshake and joins the rest, rejoins everything after any reconnection,
 * and after an auth failure waits the re-auth delay and connects again.
 */
export class LiveFeedClient {
  private readonly rooms = new Map<string, { room: LiveRoom; holders: number }>();
  private readonly readingListeners = new Map<string, Set<LiveReadingListener>>();
  private readonly eventListeners = new Map<string, Set<LiveEventListener>>();
  /** Events the socket already hands to `eventListeners`. */
  private readonly forwardedEvents = new Set<string>();
  private readonly createSocket: LiveSocketFactory;
  private readonly reauthDelayMs: number;
  private readonly idleCloseMs: number;
  private readonly shareToken: string | undefined;
  private socket: LiveSocket | null = null;
  private socketPending: Promise<LiveSocket> | null = null;
  /** The room the current connection named in its handshake, already joined by the server. */
  private handshakeRoomName: string | null = null;
  private reauthTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private leaveQueued = false;

  constructor(options: LiveFeedClientOptions) {
    this.createSocket = options.createSocket;
    this.reauthDelayMs = options.reauthDelayMs ?? SOCKET_REAUTH_RETRY_MS;
    this.idleCloseMs = options.idleCloseMs ?? IDLE_CLOSE_MS;
    this.shareToken = options.shareToken;
  }

  /**
   * A client of its own socket, built the same way, whose handshakes carry a public link's token
   * (/shared/{token}): what it may join is what the link shows, whoever is signed in.
   */
  withShareToken(shareToken: string): LiveFeedClient {
    return new LiveFeedClient({
      createSocket: this.createSocket,
      reauthDelayMs: this.reauthDelayMs,
      idleCloseMs: this.idleCloseMs,
      shareToken,
    });
  }

  /** Holds a room; call the returned function (once) to let it go. */
  join(room: LiveRoom): () => void {
    const name = liveRoomName(room);
    const held = this.rooms.get(name);
    // A room let go in this same tick is still joined on the server: it is simply kept.
    if (held) held.holders += 1;
    else {
      this.rooms.set(name, { room, holders: 1 });
      if (this.socket?.connected) this.socket.emit(LIVE_EVENTS.join, [room]);
    }
    this.wantConnection();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(name);
    };
  }

  /** Calls the listener with each live reading of one sensor; returns the unsubscribe. */
  onReading(sensorID: string, listener: LiveReadingListener): () => void {
    const key = String(sensorID);
    let listeners = this.readingListeners.get(key);
    if (!listeners) {
      listeners = new Set();
      this.readingListeners.set(key, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.readingListeners.get(key) === listeners) {
        this.readingListeners.delete(key);
      }
    };
  }

  /**
   * Calls the listener with each payload of a server event (e.g. LIVE_EVENTS.trap); returns the
   * unsubscribe. Only the rooms held decide what arrives: join the room as well.
   */
  onEvent(event: string, listener: LiveEventListener): () => void {
    let listeners = this.eventListeners.get(event);
    if (!listeners) {
      listeners = new Set();
      this.eventListeners.set(event, listeners);
    }
    listeners.add(listener);
    if (this.socket) this.forward(this.socket, event);
    return () => {
      listeners.delete(listener);
    };
  }

  /** The rooms currently held, for diagnostics and tests. */
  heldRooms(): LiveRoom[] {
    return [...this.rooms.values()].filter((held) => held.holders > 0).map((held) => held.room);
  }

  /** Another user signed in: a new handshake carries the new session cookie. */
  renewSession(): void {
    this.clearReauth();
    const socket = this.socket;
    if (!socket) return;
    socket.disconnect();
    if (this.rooms.size > 0) socket.connect();
  }

  /** Disconnects and stops retrying; a room wanted afterwards connects again. */
  close(): void {
    this.clearReauth();
    this.clearIdle();
    this.socket?.disconnect();
  }

  private release(name: string): void {
    const held = this.rooms.get(name);
    if (!held) return;
    held.holders -= 1;
    if (held.holders > 0) return;
    // Leaving waits a microtask: a re-render releases and re-takes the same rooms in one go.
    if (!this.leaveQueued) {
      this.leaveQueued = true;
      queueMicrotask(() => this.leaveUnheld());
    }
  }

  private leaveUnheld(): void {
    this.leaveQueued = false;
    const left: LiveRoom[] = [];
    for (const [name, held] of this.rooms) {
      if (held.holders > 0) continue;
      this.rooms.delete(name);
      left.push(held.room);
    }
    if (left.length > 0 && this.socket?.connected) this.socket.emit(LIVE_EVENTS.leave, left);
    if (this.rooms.size === 0) this.scheduleIdleClose();
  }

  private wantConnection(): void {
    this.clearIdle();
    // After an auth failure the timer reconnects; connecting sooner would only fail again.
    if (this.reauthTimer) return;
    if (this.socket) {
      if (!this.socket.connected && this.socket.active !== true) this.socket.connect();
      return;
    }
    if (this.socketPending) return;
    this.socketPending = Promise.resolve(this.createSocket(() => this.nextHandshakeRoom())).then(
      (socket) => {
        this.socketPending = null;
        this.socket = socket;
        this.listen(socket);
        if (this.rooms.size > 0 && !this.reauthTimer) socket.connect();
        return socket;
      },
    );
  }

  private nextHandshakeRoom(): LiveHandshake | undefined {
    const [first] = this.heldRooms();
    this.handshakeRoomName = first ? liveRoomName(first) : null;
    if (!first || this.shareToken === undefined) return first;
    return { ...first, shareToken: this.shareToken };
  }

  private listen(socket: LiveSocket): void {
    socket.on('connect', () => {
      // The server joined the handshake's room itself; every other room is asked for again.
      const rest = this.heldRooms().filter((room) => liveRoomName(room) !== this.handshakeRoomName);
      if (rest.length > 0) socket.emit(LIVE_EVENTS.join, rest);
      if (this.rooms.size === 0) this.scheduleIdleClose();
    });
    socket.on('connect_error', (error: Error) => {
      // The server's middleware refused us (session missing or expired): socket.io will not retry.
      if (error.message === LIVE_EVENTS.authFailure || socket.active === false)
        this.scheduleReauth();
    });
    socket.on(LIVE_EVENTS.authFailure, () => {
      socket.disconnect();
      this.scheduleReauth();
    });
    socket.on('disconnect', (reason: string) => {
      // Any other reason is a network failure that socket.io reconnects from by itself.
      if (reason === 'io server disconnect') this.scheduleReauth();
    });
    socket.on(LIVE_EVENTS.readings, (payload: unknown) => this.dispatch(payload));
    for (const event of this.eventListeners.keys()) this.forward(socket, event);
  }

  private forward(socket: LiveSocket, event: string): void {
    if (this.forwardedEvents.has(event)) return;
    this.forwardedEvents.add(event);
    socket.on(event, (payload: unknown) => {
      for (const listener of [...(this.eventListeners.get(event) ?? [])]) listener(payload);
    });
  }

  private dispatch(payload: unknown): void {
    const readings = Array.isArray(payload) ? payload : [payload];
    for (const reading of readings) {
      if (!isLiveReading(reading)) continue;
      const listeners = this.readingListeners.get(String(reading.sensorID));
      if (!listeners) continue;
      const normalized = { ...reading, sensorID: String(reading.sensorID) };
      for (const listener of [...listeners]) listener(normalized);
    }
  }

  private scheduleReauth(): void {
    if (this.reauthTimer) return;
    this.reauthTimer = setTimeout(() => {
      this.reauthTimer = null;
      if (this.rooms.size === 0 || !this.socket) return;
      if (!this.socket.connected) this.socket.connect();
    }, this.reauthDelayMs);
  }

  private scheduleIdleClose(): void {
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.rooms.size === 0) {
        this.clearReauth();
        this.socket?.disconnect();
      }
    }, this.idleCloseMs);
  }

  private clearReauth(): void {
    if (this.reauthTimer) clearTimeout(this.reauthTimer);
    this.reauthTimer = null;
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
