// Alarm acknowledgement transitions of spec core §4, as pure functions over paged lists.

type Identified = { id: string | number };

/** Open and acknowledged alarms; the counts are totals, separate from the (paged) lists. */
export interface AlarmLists<T extends Identified> {
  open: readonly T[];
  acknowledged: readonly T[];
  openCount: number;
  acknowledgedCount: number;
}

/**
 * Moves the alarm from open to the front of acknowledged, marked `ack: true`, and moves the
 * counts (open minus one, never below 0; acknowledged plus one). An id not open changes nothing.
 */
export function acknowledgeAlarm<T extends Identified>(
  lists: AlarmLists<T>,
  id: T['id'],
): AlarmLists<T> {
  const item = lists.open.find((alarm) => alarm.id === id);
  if (item === undefined) return lists;
  const acknowledged = { ...item, ack: true } as T;
  return {
    ...lists,
    open: lists.open.filter((alarm) => alarm.id !== id),
    // Drop a stale copy so the id appears once (lists are keyed by id).
    acknowledged: [acknowledged, ...lists.acknowledged.filter((alarm) => alarm.id !== id)],
    openCount: Math.max(0, lists.openCount - 1),
    acknowledgedCount: lists.acknowledgedCount + 1,
  };
}

export const DISCONNECTED_KINDS = ['sensor', 'equipment', 'gateway'] as const;
export type DisconnectedKind = (typeof DISCONNECTED_KINDS)[number];

/** Disconnected sensors, equipment and gateways awaiting acknowledgement. */
export interface DisconnectedLists<T extends Identified> {
  sensor: readonly T[];
  equipment: readonly T[];
  gateway: readonly T[];
}

/** Removes an acknowledged disconnected item from its own list; an absent id changes nothing. */
export function acknowledgeDisconnected<T extends Identified>(
  lists: DisconnectedLists<T>,
  kind: DisconnectedKind,
  id: T['id'],
): DisconnectedLists<T> {
  const list = lists[kind];
  if (!list.some((item) => item.id === id)) return lists;
  return { ...lists, [kind]: list.filter((item) => item.id !== id) };
}

/** The lists an alarm can be in: open (not acknowledged), acknowledged (still open) or cleared. */
export const ALARM_LIST_PHASES = ['open', 'acknowledged', 'cleared'] as const;
export type AlarmListPhase = (typeof ALARM_LIST_PHASES)[number];

export function isAlarmListPhase(value: unknown): value is AlarmListPhase {
  return (ALARM_LIST_PHASES as readonly unknown[]).includes(value);
}

/** Alarms per page of a list (My Alerts, My Equipment's alarms tab). */
export const ALARMS_PAGE_SIZE = 50;
