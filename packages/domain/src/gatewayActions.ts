// Gateway modes and the gateway action queue of spec core §4 "Gateway modes and actions", §6, §9.
import { chunk } from './chunk.js';

export const ACTION_TYPES = [
  'GRAB_UNITY',
  'UNITY_CONFIG',
  'SNMP_WALK',
  'SNMP_DISCOVER',
  'UPDATE',
  'SEND_LOGS',
  'REBOOT',
  'GATEWAY_META',
  'RUN_POLL',
  'SECURITY_PATCH',
  'IMPORT_CONFIG',
  'RENEW_IOT_CERT',
  'EXPORT_CONFIG',
  'UNINSTALL_V1',
  'UPDATE_FIRMWARE',
  'UPDATE_HDW_FIRMWARE',
  // Our own: the add-equipment form's Test connection, one value read through the gateway.
  'TEST_CONNECTION',
  // Our own: the Add Modbus Template preview, a block of raw registers read through the gateway.
  'MODBUS_READ',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * The spec's labels; the last four of the spec's kinds have none there, so they get descriptive
 * ones, as do our own TEST_CONNECTION and MODBUS_READ.
 */
export const ACTION_LABELS: Record<ActionType, string> = {
  GRAB_UNITY: 'Retrieve Files',
  UNITY_CONFIG: 'Configure Card',
  SNMP_WALK: 'SNMP Walk',
  SNMP_DISCOVER: 'Find Equipment',
  UPDATE: 'Update Firmware',
  SEND_LOGS: 'Get Log',
  REBOOT: 'Restart',
  GATEWAY_META: 'Poll Asset Data',
  RUN_POLL: 'Poll',
  SECURITY_PATCH: 'Security Patches',
  IMPORT_CONFIG: 'Configure Card(s)',
  RENEW_IOT_CERT: 'Rotate Certificate',
  EXPORT_CONFIG: 'Export Configuration',
  UNINSTALL_V1: 'Uninstall v1 Agent',
  UPDATE_FIRMWARE: 'Update Card Firmware',
  UPDATE_HDW_FIRMWARE: 'Update Hardware Firmware',
  TEST_CONNECTION: 'Test Connection',
  MODBUS_READ: 'Read Registers',
};

export const ACTION_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const GATEWAY_TYPES = ['STD', 'HA1', 'HA2'] as const;
export type GatewayType = (typeof GATEWAY_TYPES)[number];

export const HA_ROLES = ['STD', 'MASTER', 'BACKUP'] as const;
export type HaRole = (typeof HA_ROLES)[number];

export const GATEWAY_MODES = ['disconnected', 'listening', 'waiting', 'polling'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export const GATEWAY_MODE_LABELS: Record<GatewayMode, string> = {
  disconnected: 'Disconnected',
  listening: 'Listen Mode',
  waiting: 'Waiting for next poll',
  polling: 'Polling',
};

/** A gateway's mode flags as the API reports them; a missing flag counts as off. */
export interface GatewayModeFlags {
  slave?: boolean | null;
  disconnected?: boolean | null;
  listenTriggered?: boolean | null;
}

/** Disconnected beats everything; slave is listen mode; a triggered listen waits for the poll. */
export function gatewayMode(gateway: GatewayModeFlags): GatewayMode {
  if (gateway.disconnected) return 'disconnected';
  if (gateway.slave) return 'listening';
  if (gateway.listenTriggered) return 'waiting';
  return 'polling';
}

/** Queued actions run only while the gateway listens. */
export function actionsCanRun(mode: GatewayMode): boolean {
  return mode === 'listening';
}

/** Epoch ms from a Date, epoch ms (number or digit string) or a date string; NaN if unreadable. */
function toEpochMs(value: number | string | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return text === '' ? Number.NaN : Date.parse(text);
}

/** When the next poll is due: lastUpdated plus the poll interval, in epoch ms (NaN if unknown). */
export function nextPollAt(
  lastUpdated: number | string | Date,
  pollIntervalSeconds: number,
): number {
  return toEpochMs(lastUpdated) + pollIntervalSeconds * 1000;
}

/**
 * Whole seconds left until the next poll, rounded up so the countdown reaches 0 exactly when the
 * poll is due; 0 once it is overdue or when the time cannot be known.
 */
export function secondsUntilNextPoll(
  lastUpdated: number | string | Date,
  pollIntervalSeconds: number,
  now: number,
): number {
  const seconds = Math.ceil((nextPollAt(lastUpdated, pollIntervalSeconds) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** These interrupt the gateway, so a dialog confirms them; others are queued at once. */
export const actionsNeedingConfirm: readonly ActionType[] = ['REBOOT', 'SECURITY_PATCH'];

export function needsConfirm(action: ActionType): boolean {
  return actionsNeedingConfirm.includes(action);
}

/** What the reboot dialog promises: a reboot typically takes under this many minutes. */
export const REBOOT_TYPICAL_MINUTES = 10;

/** In-progress items are fixed in the queue; every other item can be dragged. */
export function isDraggableAction(item: { status: ActionStatus }): boolean {
  return item.status !== 'IN_PROGRESS';
}

/** Removing work that already started (the item itself or part of its batch) asks first. */
export function removalNeedsWarning(item: {
  status: ActionStatus;
  batch?: { totalCount: number; pendingCount: number } | null;
}): boolean {
  if (item.status === 'IN_PROGRESS') return true;
  return item.batch != null && item.batch.pendingCount < item.batch.totalCount;
}

/**
 * Moves the item at fromIndex to toIndex in a new array. Refused (the input comes back) for an
 * in-progress item, a move across or onto an in-progress item's fixed slot, a no-op move or an
 * index outside the list.
 */
export function reorderActions<T extends { status: ActionStatus }>(
  items: readonly T[],
  fromIndex: number,
  toIndex: number,
): readonly T[] {
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < items.length;
  if (!inRange(fromIndex) || !inRange(toIndex) || fromIndex === toIndex) return items;
  const low = Math.min(fromIndex, toIndex);
  const high = Math.max(fromIndex, toIndex);
  // Every slot between the two ends shifts by one, so none of them may be a fixed item.
  for (let index = low; index <= high; index += 1) {
    if (!isDraggableAction(items[index] as T)) return items;
  }
  const result = [...items];
  const [moved] = result.splice(fromIndex, 1);
  result.splice(toIndex, 0, moved as T);
  return result;
}

/** Actions to more IPs than this go out in chunks of this size (core §9). */
export const ACTION_IP_BATCH_SIZE = 100;

/** Splits IPs into chunks; each chunk carries the index of its first IP as its offset. */
export function chunkIps(
  ips: readonly string[],
  size: number = ACTION_IP_BATCH_SIZE,
): { ips: string[]; offset: number }[] {
  return chunk(ips, size).map((batch, index) => ({ ips: batch, offset: index * size }));
}

/** Gateway actions offered in the menu, in menu order (core §6). */
export function visibleGatewayActions(user: {
  isSuper: boolean;
  haRole?: HaRole | null;
}): ActionType[] {
  const actions: ActionType[] = [];
  if (user.isSuper) actions.push('UPDATE', 'SEND_LOGS');
  // The polling actions are hidden on the backup node of an HA pair.
  if (user.haRole !== 'BACKUP') actions.push('GATEWAY_META', 'RUN_POLL');
  actions.push('REBOOT', 'SECURITY_PATCH', 'RENEW_IOT_CERT');
  return actions;
}

/** Queues are kept separately for the HA2 node of a gateway. */
export function actionQueueKey(
  gatewayID: string | number,
  gatewayType?: GatewayType | null,
): string {
  return gatewayType === 'HA2' ? `${gatewayID}:HA2` : `${gatewayID}`;
}

/** Height in px of the gateway action drawer (core §9: open 240, closed about 64). */
export const GATEWAY_DRAWER_HEIGHT = { open: 240, closed: 64 } as const;

/** SNMP Walk (core §2): where a walk starts unless told, and how far one may go. */
/** The OID whose value names the equipment's kind (SNMPv2-MIB sysObjectID.0). */
export const SYS_OBJECT_ID_OID = '1.3.6.1.2.1.1.2.0';
export const SNMP_WALK_DEFAULT_ROOT = '1.3.6.1';
export const SNMP_WALK_MAX_OIDS = 20_000;
export const SNMP_WALK_MAX_MS = 120_000;
