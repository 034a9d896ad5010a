import { LIVE_EVENTS } from '@vigil/domain';
import { useEffect, useEffectEvent } from 'react';
import { useLiveFeed } from './LiveFeedContext';

/** The customer a pushed LiveAlarmsEvent names, as a string, or null for anything else. */
export function liveAlarmsCustomerOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { customerID } = payload as Record<string, unknown>;
  return typeof customerID === 'string' || typeof customerID === 'number'
    ? String(customerID)
    : null;
}

/**
 * Calls `onChange` whenever an alarm of the customer opens, changes, clears or is acknowledged,
 * while the caller is mounted: joins the customer's live room (LIVE_EVENTS.alarms). Callers
 * refetch their alarm lists and counts.
 */
export function useLiveAlarms(
  customerID: string | undefined,
  onChange: () => void,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const client = useLiveFeed();
  const handle = useEffectEvent(onChange);

  useEffect(() => {
    if (!enabled || !customerID) return;
    const stopListening = client.onEvent(LIVE_EVENTS.alarms, (payload) => {
      // Other customers' rooms may be held by other parts of the page (a partner's header).
      if (liveAlarmsCustomerOf(payload) === customerID) handle();
    });
    const leave = client.join({ type: 'customer', id: customerID });
    return () => {
      stopListening();
      leave();
    };
  }, [client, customerID, enabled]);
}

/** Alarm changes of many views come in bursts: their callers refetch once per this long. */
export const LIVE_VIEW_ALARMS_SETTLE_MS = 1_000;

/**
 * Calls `onChange` (at most once per LIVE_VIEW_ALARMS_SETTLE_MS) whenever an alarm shown on any
 * of these views opens, changes, clears or is acknowledged, while the caller is mounted: holds
 * each view's live room. Callers refetch the views' statuses.
 */
export function useLiveViewAlarms(viewIDs: readonly string[], onChange: () => void): void {
  const client = useLiveFeed();
  const handle = useEffectEvent(onChange);
  const key = [...new Set(viewIDs)].sort().join(',');

  useEffect(() => {
    if (key === '') return;
    const ids = key.split(',');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopListening = client.onEvent(LIVE_EVENTS.alarms, (payload) => {
      const viewID = (payload as { viewID?: unknown } | null)?.viewID;
      if (typeof viewID !== 'string' || !ids.includes(viewID) || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        handle();
      }, LIVE_VIEW_ALARMS_SETTLE_MS);
    });
    const leaves = ids.map((id) => client.join({ type: 'view', id }));
    return () => {
      clearTimeout(timer);
      stopListening();
      for (const leave of leaves) leave();
    };
  }, [client, key]);
}
