// The browser's live feed (spec core §7 "Live feed"): socket.io on /socket.io, default namespace.
// A client names one room in its handshake (`auth: { type, id }`, type defaulting to gateway)
// and may join more with `join`; the server pushes to rooms.

export const LIVE_ROOM_TYPES = ['gateway', 'sensor', 'view', 'equipment', 'customer'] as const;
export type LiveRoomType = (typeof LIVE_ROOM_TYPES)[number];
export const DEFAULT_LIVE_ROOM_TYPE: LiveRoomType = 'gateway';

export const LIVE_EVENTS = {
  /** Client → server: { type, id } or a list of them; acknowledged with the rooms joined. */
  join: 'join',
  leave: 'leave',
  /** Server → client when the session behind the socket is missing or expired. */
  authFailure: 'auth_failure',
  /** Server → gateway room: { gatewayID, slave, listenTriggered }. */
  mode: 'mode',
  /** Server → gateway room: { gatewayID, disconnected, lastUpdated }. */
  gatewayStatusUpdate: 'gatewayStatusUpdate',
  /** Server → equipment room: LiveTrap, each SNMP trap filed under that equipment as it arrives. */
  trap: 'trap',
  /**
   * Server → gateway room: LiveActionEvent, whenever an action of the gateway's queue is added,
   * moved, started, progresses, finishes or goes; clients refetch the queue (or the action).
   */
  gatewayAction: 'gatewayAction',
  /** Server → sensor and view rooms: LiveReading[]. */
  readings: 'readings',
  /**
   * Server → customer room, and → the room of each view showing the alarm (with its viewID):
   * LiveAlarmsEvent, whenever an alarm of the customer opens, changes, clears or is
   * acknowledged; clients refetch their alarm lists, counts and view statuses.
   */
  alarms: 'alarms',
  /** Server → client: { message } when a join asked for more rooms than the limits below allow. */
  roomLimit: 'room_limit',
} as const;

/** Rooms one join (or handshake) may name; the rest of its list is dropped. */
export const LIVE_MAX_ROOMS_PER_REQUEST = 200;
/** Rooms one socket may hold at once; joins beyond it are refused. */
export const LIVE_MAX_ROOMS_PER_SOCKET = 500;
/** New rooms a socket may join per second, after a first burst of LIVE_MAX_ROOMS_PER_REQUEST. */
export const LIVE_MAX_JOINS_PER_SECOND = 100;

export interface LiveRoom {
  type: LiveRoomType;
  id: string;
}

export function liveRoomName(room: LiveRoom): string {
  return `${room.type}:${room.id}`;
}

/** One sensor's newest reading as pushed to browsers. */
export interface LiveReading {
  sensorID: string;
  value: number | null;
  detail: string | null;
  /** ISO 8601. */
  createdAt: string;
  status: string;
  disconnected: boolean;
}

/** Alarms of a customer changed (LIVE_EVENTS.alarms). */
export interface LiveAlarmsEvent {
  customerID: string;
  /** Set when sent to a view's room: the view showing the alarms that moved. */
  viewID?: string;
}

export interface LiveModeEvent {
  gatewayID: string;
  slave: boolean;
  listenTriggered: boolean;
}

/**
 * Sent on every check-in (so the next-poll countdown, lastUpdated + pollInterval, stays live), when
 * a gateway goes silent, and when its poll interval changes.
 */
export interface LiveGatewayStatus {
  gatewayID: string;
  disconnected: boolean;
  lastUpdated: string | null;
  /** Seconds between polls, as the gateway is now told; absent from older senders. */
  pollInterval?: number;
  /** The role of an HA pair's node HA1 (STD, MASTER or BACKUP): it moves on a failover. */
  haStatus?: string;
}

/** An SNMP trap as pushed to the equipment's room (the fields of GraphQL SnmpTrap). */
export interface LiveTrap {
  id: string;
  oid: string;
  value: string;
  /** ISO 8601. */
  createdAt: string;
  equipmentID: string | null;
  equipmentIP: string;
}

/** A change in a gateway's action queue, as pushed to the gateway's room. */
export interface LiveActionEvent {
  gatewayID: string;
  /** The action that changed; absent when the queue as a whole changed (reordered). */
  actionID?: string;
  /** Its status after the change (PENDING … CANCELLED), or 'DELETED'. */
  status?: string;
  /** Find Equipment's progress, when that is what changed. */
  progress?: { scanned: number; total: number; found: number };
}

/** Pushes per sensor are coalesced to at most one per this many ms ("a few per second"). */
export const LIVE_COALESCE_MS = 250;
