import { createAdapter } from '@socket.io/redis-adapter';
import {
  GATEWAY_ACTION_EVENTS,
  DEFAULT_LIVE_ROOM_TYPE,
  GATEWAY_SOCKET_EVENTS,
  GATEWAY_SOCKET_NAMESPACE,
  LIVE_COALESCE_MS,
  LIVE_EVENTS,
  LIVE_MAX_JOINS_PER_SECOND,
  LIVE_MAX_ROOMS_PER_REQUEST,
  LIVE_MAX_ROOMS_PER_SOCKET,
  liveRoomName,
  messages,
  type LiveReading,
  type LiveRoom,
} from '@vigil/domain';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { findShareGrant, inScope, readableViewIds, visibleCustomers } from '../auth/access.js';
import { sessionTokenFromHeader } from '../auth/sessionCookie.js';
import type { Database } from '../db/client.js';
import { resolveSession } from '../modules/access/access.service.js';
import { hashGatewayToken } from '../modules/gateways/gatewayToken.js';
import { createJoinBudget, type JoinBudget } from './joinBudget.js';
import { viewsShowingAlarms } from '../modules/alerts/alarms.repository.js';
import type { AlarmMoves, LivePublisher } from './LivePublisher.js';
import { parseRooms, roomCustomers, sharedRoomAccess } from './roomAccess.js';

export interface LiveOptions {
  db: Database;
  secret: string;
  redisUrl?: string | undefined;
  /** Checks a gateway's credentials; returns its id when they are good. */
  authenticateGateway(gatewayId: unknown, token: unknown): Promise<number | undefined>;
  /** A gateway opened (true) or closed (false) its listen-mode socket. */
  onGatewayListening(gatewayId: number, listening: boolean): Promise<void>;
  log: { error(details: object, message: string): void };
}

export interface LiveHub {
  io: Server;
  publisher: LivePublisher;
  close(): Promise<void>;
}

const gatewaySocketRoom = (id: number) => `gw:${id}`;
/** Each agent socket also joins a room of the token it authenticated with (a hash prefix). */
const gatewayTokenRoom = (tokenHash: string) => `gwtoken:${tokenHash.slice(0, 32)}`;
/** Every socket of one sign-in session; the session id is already a hash of the cookie token. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every socket opened with one share link's token: revoking the link closes them. */
const shareRoom = (linkId: number) => `share:${linkId}`;
/** Between server processes (Redis): a commit elsewhere moved these alarms. */
const ALARM_MOVES = 'vigil:alarm-moves';
const VIEW_ROOM_PREFIX = liveRoomName({ type: 'view', id: '' });
/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/** What a browser socket keeps beside socket.io's own state. */
interface BrowserSocketState {
  /** The session cookie's token, or on a share socket the share link's token. */
  token: string | undefined;
  /** The session's id; undefined on a share socket. */
  sessionId?: string;
  /** The share link of a socket opened with its token (`auth: { shareToken }`), not a session. */
  shareLinkId?: number;
  expiresAt: Date;
  /** The subject rooms (sensor, gateway, …) the socket holds. */
  rooms: Set<string>;
  budget: JoinBudget;
  expiry?: NodeJS.Timeout;
  /**
   * The socket's joins and leaves, one after another in the order the client sent them: a join
   * still checking access must not let a later leave (or a leave a later join) act first.
   */
  queue: Promise<unknown>;
}

/**
 * Socket.io on the server's HTTP server: browsers on the default namespace (session cookie),
 * gateway agents in listen mode on /gateway (gateway token). With REDIS_URL, every emit reaches
 * the sockets of every server process.
 */
export async function attachLive(server: HttpServer, options: LiveOptions): Promise<LiveHub> {
  const { db, secret } = options;
  const io = new Server(server, { serveClient: false, path: '/socket.io' });
  let redis: { quit(): Promise<unknown> }[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err: unknown) => options.log.error({ err }, 'redis publisher error'));
    sub.on('error', (err: unknown) => options.log.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redis = [pub, sub];
  }

  const browserSockets = new WeakMap<Socket, BrowserSocketState>();
  const stateOf = (socket: Socket) => browserSockets.get(socket) as BrowserSocketState;
  const refuse = (socket: Socket) => {
    socket.emit(LIVE_EVENTS.authFailure);
    socket.disconnect(true);
  };

  /** When the socket's session (or share link) stops working; null when it already has. */
  const worksUntil = async (state: BrowserSocketState): Promise<Date | null> => {
    if (state.shareLinkId !== undefined) {
      return (await findShareGrant(db, state.token))?.expireAt ?? null;
    }
    const { session, viewer } = await resolveSession(db, state.token);
    return viewer && session ? session.expiresAt : null;
  };

  /**
   * Disconnects the socket when its session (or share link) expires; a session found extended
   * is waited on.
   */
  const watchExpiry = (socket: Socket, expiresAt: Date) => {
    const state = stateOf(socket);
    clearTimeout(state.expiry);
    state.expiry = setTimeout(
      () => {
        void worksUntil(state)
          .then((until) => {
            if (!socket.connected) return;
            if (until) watchExpiry(socket, until);
            else refuse(socket);
          })
          .catch(() => refuse(socket));
      },
      Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now())),
    );
  };

  /**
   * Which of the wanted rooms the socket may join: for a session, the subjects its user may see
   * (a view's room by who may read the view); for a share link, its view and that view's sensors.
   * 'auth' when the session or link no longer works.
   */
  const roomAccess = async (
    state: BrowserSocketState,
    wanted: readonly LiveRoom[],
  ): Promise<((room: LiveRoom) => boolean) | 'auth'> => {
    if (state.shareLinkId !== undefined) {
      const grant = await findShareGrant(db, state.token);
      return grant ? sharedRoomAccess(db, grant) : 'auth';
    }
    const { viewer } = await resolveSession(db, state.token);
    if (!viewer) return 'auth';
    const scope = visibleCustomers(viewer);
    const owners = await roomCustomers(db, wanted);
    // A view's room is for those who may read the view, not everyone of its customer.
    const views = wanted.filter((room) => room.type === 'view').map((room) => Number(room.id));
    const readableViews = views.length > 0 ? await readableViewIds(db, viewer, views) : new Set();
    return (room) => {
      const customerId = owners.get(room);
      return room.type === 'view'
        ? readableViews.has(Number(room.id))
        : customerId !== undefined && inScope(scope, customerId);
    };
  };

  /**
   * Joins the rooms whose subjects the socket's user may see; returns the names joined (rooms
   * already held included). New rooms beyond the socket's caps are dropped before any database
   * work, and the client is told why.
   */
  const joinRooms = async (socket: Socket, asked: LiveRoom[]): Promise<string[] | 'auth'> => {
    const state = stateOf(socket);
    const held: string[] = [];
    const fresh = new Map<string, LiveRoom>();
    for (const room of asked) {
      const name = liveRoomName(room);
      if (state.rooms.has(name)) held.push(name);
      else fresh.set(name, room);
    }
    const space = Math.max(0, LIVE_MAX_ROOMS_PER_SOCKET - state.rooms.size);
    const granted = state.budget.take(Math.min(fresh.size, space));
    if (granted < fresh.size) {
      socket.emit(LIVE_EVENTS.roomLimit, {
        message:
          space < fresh.size
            ? messages.liveTooManyRooms(LIVE_MAX_ROOMS_PER_SOCKET)
            : messages.liveJoinsTooFast(LIVE_MAX_JOINS_PER_SECOND),
      });
    }
    if (granted === 0) return held;
    const wanted = [...fresh.values()].slice(0, granted);
    const allowed = await roomAccess(state, wanted);
    if (allowed === 'auth') return 'auth';
    const joined = [...held];
    for (const room of wanted) {
      if (!allowed(room)) continue;
      const name = liveRoomName(room);
      // Concurrent joins of one socket may both have looked this room up.
      if (!state.rooms.has(name) && state.rooms.size >= LIVE_MAX_ROOMS_PER_SOCKET) continue;
      state.rooms.add(name);
      await socket.join(name);
      joined.push(name);
    }
    return joined;
  };

  io.use(async (socket, next) => {
    try {
      const { shareToken } = (socket.handshake.auth ?? {}) as { shareToken?: unknown };
      if (shareToken !== undefined) {
        // A share link's socket (/shared/{token}): the link's view and its sensors, read-only.
        // The token wins over a session cookie, as it does on /graphql.
        const grant = await findShareGrant(db, shareToken);
        if (!grant) return next(new Error(LIVE_EVENTS.authFailure));
        browserSockets.set(socket, {
          token: shareToken as string,
          shareLinkId: grant.linkId,
          expiresAt: grant.expireAt,
          rooms: new Set(),
          budget: createJoinBudget(LIVE_MAX_JOINS_PER_SECOND, LIVE_MAX_ROOMS_PER_REQUEST),
          queue: Promise.resolve(),
        });
        return next();
      }
      const token = sessionTokenFromHeader(socket.request.headers.cookie, secret);
      const { session, viewer } = await resolveSession(db, token);
      if (!viewer || !session) return next(new Error(LIVE_EVENTS.authFailure));
      socket.data.userId = viewer.id;
      browserSockets.set(socket, {
        token,
        sessionId: session.id,
        expiresAt: session.expiresAt,
        rooms: new Set(),
        budget: createJoinBudget(LIVE_MAX_JOINS_PER_SECOND, LIVE_MAX_ROOMS_PER_REQUEST),
        queue: Promise.resolve(),
      });
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  io.on('connection', (socket) => {
    const state = stateOf(socket);
    if (state.shareLinkId !== undefined) {
      void socket.join(shareRoom(state.shareLinkId));
    } else {
      void socket.join(`user:${String(socket.data.userId)}`);
      void socket.join(sessionRoom(state.sessionId ?? ''));
    }
    watchExpiry(socket, state.expiresAt);
    socket.on('disconnect', () => clearTimeout(state.expiry));
    const handshake = socket.handshake.auth as { type?: unknown; id?: unknown };
    /** Runs a join or leave after the socket's earlier ones. */
    const inOrder = <T>(work: () => Promise<T>): Promise<T> => {
      const next = state.queue.then(work, work);
      state.queue = next.catch(() => undefined);
      return next;
    };
    if (handshake.id !== undefined) {
      void inOrder(() =>
        joinRooms(
          socket,
          parseRooms({ type: handshake.type ?? DEFAULT_LIVE_ROOM_TYPE, id: handshake.id }),
        ),
      )
        .then((joined) => {
          if (joined === 'auth') refuse(socket);
        })
        .catch((err: unknown) => options.log.error({ err }, 'could not join handshake room'));
    }
    socket.on(LIVE_EVENTS.join, async (input: unknown, ack?: (joined: string[]) => void) => {
      const joined = await inOrder(() => joinRooms(socket, parseRooms(input))).catch(
        () => [] as string[],
      );
      if (joined === 'auth') return refuse(socket);
      if (typeof ack === 'function') ack(joined);
    });
    socket.on(LIVE_EVENTS.leave, (input: unknown) => {
      void inOrder(async () => {
        for (const room of parseRooms(input)) {
          const name = liveRoomName(room);
          state.rooms.delete(name);
          await socket.leave(name);
        }
      });
    });
  });

  /** Set once close() starts: a closing socket records nothing (the adapter is about to close). */
  let closing = false;
  const gateways = io.of(GATEWAY_SOCKET_NAMESPACE);
  gateways.use(async (socket, next) => {
    try {
      const { gatewayId, token } = socket.handshake.auth as {
        gatewayId?: unknown;
        token?: unknown;
      };
      const id = await options.authenticateGateway(gatewayId, token);
      if (id === undefined) return next(new Error(LIVE_EVENTS.authFailure));
      socket.data.gatewayId = id;
      socket.data.tokenRoom = gatewayTokenRoom(hashGatewayToken(String(token)));
      next();
    } catch (error) {
      next(error as Error);
    }
  });
  gateways.on('connection', (socket) => {
    const id = socket.data.gatewayId as number;
    void socket.join([gatewaySocketRoom(id), socket.data.tokenRoom as string]);
    void options
      .onGatewayListening(id, true)
      .catch((err: unknown) => options.log.error({ err }, 'could not record listen mode'));
    socket.on('disconnect', () => {
      // Closing this process: the agent reconnects to another one, which records its mode.
      if (closing) return;
      // An agent replacing its socket (a new token, a reconnect) may open the new one before
      // the old one closes: it still listens while any socket of it remains.
      void gateways
        .in(gatewaySocketRoom(id))
        .fetchSockets()
        .then((left) =>
          closing || left.length > 0 ? undefined : options.onGatewayListening(id, false),
        )
        .catch((err: unknown) => options.log.error({ err }, 'could not record listen mode'));
    });
  });

  // Coalescing per sensor: a reading goes out at once unless its sensor had one in the last
  // LIVE_COALESCE_MS; then the newest waits for the end of that window. Without Redis the rooms
  // are all local, so readings of sensors nobody watches are not even encoded.
  const roomsAreLocal = !options.redisUrl;
  const lastSent = new Map<string, number>();
  const pending = new Map<string, LiveReading>();
  let timer: NodeJS.Timeout | undefined;
  const send = (reading: LiveReading, now: number) => {
    lastSent.set(reading.sensorID, now);
    const room = liveRoomName({ type: 'sensor', id: reading.sensorID });
    if (roomsAreLocal && !io.sockets.adapter.rooms.has(room)) return;
    io.to(room).emit(LIVE_EVENTS.readings, [reading]);
  };
  const flushPending = () => {
    timer = undefined;
    const now = Date.now();
    let wait = Infinity;
    for (const [sensorID, reading] of pending) {
      const since = now - (lastSent.get(sensorID) ?? -Infinity);
      if (since >= LIVE_COALESCE_MS) {
        pending.delete(sensorID);
        send(reading, now);
      } else {
        wait = Math.min(wait, LIVE_COALESCE_MS - since);
      }
    }
    if (wait !== Infinity) timer = setTimeout(flushPending, wait);
    for (const [sensorID, at] of lastSent) {
      if (now - at >= LIVE_COALESCE_MS && !pending.has(sensorID)) lastSent.delete(sensorID);
    }
  };

  // A view's room hears when an alarm it shows moves. Which views show an alarm is a query, so
  // each process asks it only about the view rooms its own sockets hold (none: nothing to ask),
  // and a commit on one process is passed to the others over the adapter.
  const localViewRooms = new Set<string>();
  io.sockets.adapter.on('create-room', (room: string) => {
    if (room.startsWith(VIEW_ROOM_PREFIX)) localViewRooms.add(room);
  });
  io.sockets.adapter.on('delete-room', (room: string) => localViewRooms.delete(room));
  const tellLocalViews = async (transitionIds: readonly number[]) => {
    if (localViewRooms.size === 0) return;
    const viewIds = [...localViewRooms].map((room) => Number(room.slice(VIEW_ROOM_PREFIX.length)));
    for (const view of await viewsShowingAlarms(db, transitionIds, viewIds)) {
      const event = { customerID: String(view.customerId), viewID: String(view.viewId) };
      io.local.to(liveRoomName({ type: 'view', id: event.viewID })).emit(LIVE_EVENTS.alarms, event);
    }
  };
  const tellViews = (transitionIds: readonly number[]) =>
    void tellLocalViews(transitionIds).catch((err: unknown) =>
      options.log.error({ err }, 'could not tell the views their alarms moved'),
    );
  if (options.redisUrl) {
    io.on(ALARM_MOVES, (transitionIds: unknown) => {
      if (Array.isArray(transitionIds)) tellViews(transitionIds.filter(Number.isSafeInteger));
    });
  }

  const publisher: LivePublisher = {
    publishReadings(readings) {
      const now = Date.now();
      for (const reading of readings) {
        const last = lastSent.get(reading.sensorID);
        if (last === undefined || now - last >= LIVE_COALESCE_MS) {
          pending.delete(reading.sensorID);
          send(reading, now);
        } else {
          pending.set(reading.sensorID, reading);
          timer ??= setTimeout(flushPending, LIVE_COALESCE_MS - (now - last));
        }
      }
    },
    publishMode(event) {
      io.to(liveRoomName({ type: 'gateway', id: event.gatewayID })).emit(LIVE_EVENTS.mode, event);
    },
    publishGatewayStatus(event) {
      // Sent at every check-in of every gateway: skipped at once when nobody here watches it.
      const room = liveRoomName({ type: 'gateway', id: event.gatewayID });
      if (roomsAreLocal && !io.sockets.adapter.rooms.has(room)) return;
      io.to(room).emit(LIVE_EVENTS.gatewayStatusUpdate, event);
    },
    publishTrap(equipmentId, trap) {
      io.to(liveRoomName({ type: 'equipment', id: String(equipmentId) })).emit(
        LIVE_EVENTS.trap,
        trap,
      );
    },
    publishGatewayAction(event) {
      io.to(liveRoomName({ type: 'gateway', id: event.gatewayID })).emit(
        LIVE_EVENTS.gatewayAction,
        event,
      );
    },
    publishAlarms(event) {
      io.to(liveRoomName({ type: 'customer', id: event.customerID })).emit(
        LIVE_EVENTS.alarms,
        event,
      );
    },
    publishAlarmMoves(moved: AlarmMoves) {
      for (const id of moved.customerIds) publisher.publishAlarms({ customerID: String(id) });
      tellViews(moved.transitionIds);
      if (options.redisUrl) io.serverSideEmit(ALARM_MOVES, moved.transitionIds);
    },
    sendGatewayActions(gatewayId, pending) {
      gateways.to(gatewaySocketRoom(gatewayId)).emit(GATEWAY_ACTION_EVENTS.actions, { pending });
    },
    sendGatewayCancel(gatewayId, actionId) {
      gateways
        .to(gatewaySocketRoom(gatewayId))
        .emit(GATEWAY_ACTION_EVENTS.cancel, { id: actionId });
    },
    sendGatewayMode(gatewayId, listen) {
      gateways.to(gatewaySocketRoom(gatewayId)).emit(GATEWAY_SOCKET_EVENTS.mode, { listen });
    },
    revokeGatewaySockets(gatewayId, keepTokenHash) {
      gateways
        .in(gatewaySocketRoom(gatewayId))
        .except(gatewayTokenRoom(keepTokenHash))
        .disconnectSockets(true);
    },
    disconnectGatewayToken(tokenHash) {
      gateways.in(gatewayTokenRoom(tokenHash)).disconnectSockets(true);
    },
    disconnectGateway(gatewayId) {
      // Through the adapter, so the agent's socket goes whichever process holds it.
      gateways.in(gatewaySocketRoom(gatewayId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      // Through the adapter, so the session's sockets on every server process go too.
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    disconnectShareLink(linkId) {
      // Through the adapter, on every server process; told why first, as an expired link is.
      io.to(shareRoom(linkId)).emit(LIVE_EVENTS.authFailure);
      io.in(shareRoom(linkId)).disconnectSockets(true);
    },
  };

  return {
    io,
    publisher,
    async close() {
      closing = true;
      clearTimeout(timer);
      io.disconnectSockets(true);
      gateways.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
