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
