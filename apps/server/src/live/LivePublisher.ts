import type {
  LiveActionEvent,
  LiveAlarmsEvent,
  LiveGatewayStatus,
  LiveModeEvent,
  LiveReading,
  LiveTrap,
} from '@vigil/domain';

/** The alarm transitions one commit recorded, and the customers whose alarms they are. */
export interface AlarmMoves {
  customerIds: readonly number[];
  transitionIds: readonly number[];
}

/** What the rest of the server may push live; socket.io stays behind this. */
export interface LivePublisher {
  /** Newest readings of sensors; coalesced per sensor before they go out. */
  publishReadings(readings: readonly LiveReading[]): void;
  publishMode(event: LiveModeEvent): void;
  publishGatewayStatus(event: LiveGatewayStatus): void;
  /** An SNMP trap filed under an equipment, to that equipment's room. */
  publishTrap(equipmentId: number, trap: LiveTrap): void;
  /** A change in a gateway's action queue, to the gateway's room. */
  publishGatewayAction(event: LiveActionEvent): void;
  /** Alarms of a customer changed (one acknowledged): to the customer's room. */
  publishAlarms(event: LiveAlarmsEvent): void;
  /**
   * A commit recorded alarm transitions: the customers' rooms are told, and the rooms of the
   * views showing those alarms, on whichever process holds them.
   */
  publishAlarmMoves(moved: AlarmMoves): void;
  /** Tells a listening gateway agent that its queue holds work. */
  sendGatewayActions(gatewayId: number, pending: number): void;
  /** Tells a gateway agent to stop a running action that was cancelled. */
  sendGatewayCancel(gatewayId: number, actionId: number): void;
  /** Tells a gateway agent holding its listen-mode socket to switch mode. */
  sendGatewayMode(gatewayId: number, listen: boolean): void;
  /** Closes a gateway's agent sockets opened with any token but this one (rotated, confirmed). */
  revokeGatewaySockets(gatewayId: number, keepTokenHash: string): void;
  /** Closes the agent sockets opened with this token (a replaced HA2 token), on every process. */
  disconnectGatewayToken(tokenHash: string): void;
  /** Closes a gateway agent's listen-mode socket (token rotated, gateway deleted), on every process. */
  disconnectGateway(gatewayId: number): void;
  /** Disconnects every browser socket of a sign-in session (by its stored id), on every process. */
  disconnectSession(sessionId: string): void;
  /** Disconnects every socket opened with a share link's token (revoked), on every process. */
  disconnectShareLink(linkId: number): void;
}

/** A publisher that drops everything: for scripts and tests that run without sockets. */
export const silentPublisher: LivePublisher = {
  publishReadings: () => {},
  publishMode: () => {},
  publishGatewayStatus: () => {},
  publishTrap: () => {},
  publishGatewayAction: () => {},
  publishAlarms: () => {},
  publishAlarmMoves: () => {},
  sendGatewayActions: () => {},
  sendGatewayCancel: () => {},
  sendGatewayMode: () => {},
  revokeGatewaySockets: () => {},
  disconnectGatewayToken: () => {},
  disconnectGateway: () => {},
  disconnectSession: () => {},
  disconnectShareLink: () => {},
};
