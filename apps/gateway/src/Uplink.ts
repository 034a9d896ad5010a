import type {
  AckActionReply,
  ActionProgress,
  ActionResult,
  GatewayCheckin,
  GatewayCheckinReply,
  GatewayConfig,
  ReadingsReply,
  ReadingsRequest,
  TrapsReply,
  TrapsRequest,
  WireAction,
} from '@vigil/domain';

export interface ListenHandlers {
  /** The socket is up (again). */
  onConnect(): void;
  /** The server switched the gateway's mode (the socket's `mode` event). */
  onMode(listen: boolean): void;
  /** The server has work in the gateway's action queue (the `actions` event). */
  onActions(pending: number): void;
  /** The server cancelled an action; stop it if it runs (the `cancel` event). */
  onCancel(id: number): void;
  /** The connection could not be made or was lost; socket.io keeps trying to reconnect. */
  onError(message: string): void;
}

/** The listen-mode connection, held open until closed. */
export interface ListenConnection {
  /** The socket is up now. */
  readonly connected: boolean;
  /** The socket is up or still trying to reconnect; false once the server refused it. */
  readonly active: boolean;
  close(): void;
}

/**
 * The agent's way to the server (the /gateway/v1 contract). Failed requests reject with an
 * UplinkError saying whether to retry, report or give up; on an action's own routes (ack,
 * progress, token, result) a 404 rejects as `gone`: the action was deleted or cancelled.
 */
export interface Uplink {
  fetchConfig(): Promise<GatewayConfig>;
  checkin(checkin: GatewayCheckin): Promise<GatewayCheckinReply>;
  /** Resolves once the server holds the batches durably. */
  sendReadings(request: ReadingsRequest): Promise<ReadingsReply>;
  /** Resolves once the server has stored the traps. */
  sendTraps(request: TrapsRequest): Promise<TrapsReply>;
  /** Open the listen-mode connection. */
  openListen(handlers: ListenHandlers): ListenConnection;
  /** The head of the action queue, or null when nothing waits. */
  nextAction(): Promise<WireAction | null>;
  /** Start an action: run it only when the reply says so (a second ack answers run: false). */
  ackAction(id: number): Promise<AckActionReply>;
  /** Find Equipment's progress; the reply says whether the action was cancelled meanwhile. */
  reportProgress(id: number, progress: ActionProgress): Promise<{ cancelled: boolean }>;
  /** An action's outcome; `recorded` is false when the server had finished it already. */
  reportResult(id: number, result: ActionResult): Promise<{ recorded: boolean }>;
  /** Rotate Certificate: the gateway's new token, valid beside the old one until it is used. */
  rotateToken(id: number): Promise<{ token: string }>;
  /** Authenticate every later request, and the listen socket, with this token. */
  useToken(token: string): void;
}
