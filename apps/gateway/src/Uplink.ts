import type {
  GatewayCheckin,
  GatewayCheckinReply,
  GatewayConfig,
  ReadingsReply,
  ReadingsRequest,
  TrapsReply,
  TrapsRequest,
} from '@vigil/domain';

export interface ListenHandlers {
  /** The socket is up (again). */
  onConnect(): void;
  /** The server switched the gateway's mode (the socket's `mode` event). */
  onMode(listen: boolean): void;
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
 * UplinkError saying whether to retry, report or give up.
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
}
