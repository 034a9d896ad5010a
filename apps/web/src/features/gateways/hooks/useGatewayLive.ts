import { useApolloClient } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { LIVE_EVENTS } from '@vigil/domain';
import type { LiveGatewayStatus, LiveModeEvent } from '@vigil/domain';
import { useEffect, useMemo } from 'react';
import { useLiveFeed } from '../../../app/live/LiveFeedContext';

function hasGatewayID(value: unknown): value is { gatewayID: string | number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'gatewayID' in value &&
    (typeof value.gatewayID === 'string' || typeof value.gatewayID === 'number')
  );
}

function isStatusUpdate(value: unknown): value is LiveGatewayStatus {
  return hasGatewayID(value) && 'disconnected' in value && typeof value.disconnected === 'boolean';
}

function isModeEvent(value: unknown): value is LiveModeEvent {
  return (
    hasGatewayID(value) &&
    'slave' in value &&
    typeof value.slave === 'boolean' &&
    'listenTriggered' in value &&
    typeof value.listenTriggered === 'boolean'
  );
}

const networkRef = (cache: ApolloCache, gatewayID: string) =>
  cache.identify({ __typename: 'Network', id: gatewayID });

/** A check-in time never moves back: pushes can arrive out of order across reconnections. */
function newerTime(current: unknown, incoming: string | null): unknown {
  if (!incoming) return current;
  const previous = typeof current === 'string' ? Date.parse(current) : Number.NaN;
  return Number.isFinite(previous) && previous > Date.parse(incoming) ? current : incoming;
}

/**
 * Follows the gateways' rooms on the live feed (spec core §7) while mounted, and writes their
 * gatewayStatusUpdate (connected, last check-in, HA role) and mode (listen mode) events into each
 * gateway's cache entry (Network:{id}), so every row and detail showing it updates without a
 * refetch.
 */
export function useGatewayLive(gatewayIDs: readonly string[]): void {
  const client = useLiveFeed();
  const { cache } = useApolloClient();
  const key = [...new Set(gatewayIDs.map(String))].sort().join(',');
  const ids = useMemo(() => (key === '' ? [] : key.split(',')), [key]);

  useEffect(() => {
    if (ids.length === 0) return;
    const wanted = new Set(ids);
    const stops = [
      client.onEvent(LIVE_EVENTS.gatewayStatusUpdate, (payload) => {
        if (!isStatusUpdate(payload) || !wanted.has(String(payload.gatewayID))) return;
        cache.modify({
          id: networkRef(cache, String(payload.gatewayID)),
          fields: {
            disconnected: () => payload.disconnected,
            lastUpdated: (current: unknown) => newerTime(current, payload.lastUpdated ?? null),
            // An HA pair's failover moves node HA1's role; the details load both nodes again.
            ...(typeof payload.haStatus === 'string' && payload.haStatus !== ''
              ? { haStatus: () => payload.haStatus }
              : {}),
          },
        });
      }),
      client.onEvent(LIVE_EVENTS.mode, (payload) => {
        if (!isModeEvent(payload) || !wanted.has(String(payload.gatewayID))) return;
        cache.modify({
          id: networkRef(cache, String(payload.gatewayID)),
          fields: {
            slave: () => payload.slave,
            listenTriggered: () => payload.listenTriggered,
          },
        });
      }),
      ...ids.map((id) => client.join({ type: 'gateway', id })),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client, cache, ids]);
}
