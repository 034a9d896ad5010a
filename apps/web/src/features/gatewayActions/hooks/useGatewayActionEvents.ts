import { LIVE_EVENTS } from '@vigil/domain';
import type { LiveActionEvent } from '@vigil/domain';
import { useEffect, useEffectEvent } from 'react';
import { useLiveFeed } from '../../../app/live/LiveFeedContext';

const id = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** A pushed queue change with its ids as strings, or null for anything that is not one. */
export function liveActionEventOf(value: unknown): LiveActionEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (!id(event.gatewayID)) return null;
  const progress = event.progress as LiveActionEvent['progress'] | undefined;
  return {
    gatewayID: String(event.gatewayID),
    ...(id(event.actionID) ? { actionID: String(event.actionID) } : {}),
    ...(typeof event.status === 'string' ? { status: event.status } : {}),
    ...(progress && typeof progress === 'object' ? { progress } : {}),
  };
}

/**
 * Calls `onEvent` with each change of the gateway's action queue (LIVE_EVENTS.gatewayAction: an
 * action added, moved, started, progressing, finished or removed) while the caller is mounted,
 * holding the gateway's live room (spec core §7 "Live feed").
 */
export function useGatewayActionEvents(
  gatewayID: string | null | undefined,
  onEvent: (event: LiveActionEvent) => void,
): void {
  const client = useLiveFeed();
  const handle = useEffectEvent(onEvent);

  useEffect(() => {
    if (!gatewayID) return;
    const stopListening = client.onEvent(LIVE_EVENTS.gatewayAction, (payload) => {
      const event = liveActionEventOf(payload);
      // Other gateways' rooms may be held by other parts of the page.
      if (event && event.gatewayID === gatewayID) handle(event);
    });
    const leave = client.join({ type: 'gateway', id: gatewayID });
    return () => {
      stopListening();
      leave();
    };
  }, [client, gatewayID]);
}
