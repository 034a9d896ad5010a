import { LIVE_EVENTS } from '@vigil/domain';
import type { LiveTrap } from '@vigil/domain';
import { useEffect, useEffectEvent } from 'react';
import { useLiveFeed } from './LiveFeedContext';

const text = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** A pushed trap with its ids as strings, or null for anything that is not one. */
export function liveTrapOf(value: unknown): LiveTrap | null {
  if (typeof value !== 'object' || value === null) return null;
  const trap = value as Record<string, unknown>;
  if (!text(trap.id) || typeof trap.oid !== 'string' || typeof trap.createdAt !== 'string') {
    return null;
  }
  return {
    id: String(trap.id),
    oid: trap.oid,
    value: text(trap.value) ? String(trap.value) : '',
    createdAt: trap.createdAt,
    equipmentID: text(trap.equipmentID) ? String(trap.equipmentID) : null,
    equipmentIP: typeof trap.equipmentIP === 'string' ? trap.equipmentIP : '',
  };
}

/**
 * Calls `onTrap` with each SNMP trap filed under the equipment as it arrives, while the caller is
 * mounted: joins the equipment's live room (spec core §7 "Live feed"; LIVE_EVENTS.trap).
 */
export function useLiveTraps(
  equipmentID: string | undefined,
  onTrap: (trap: LiveTrap) => void,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const client = useLiveFeed();
  const handle = useEffectEvent(onTrap);

  useEffect(() => {
    if (!enabled || !equipmentID) return;
    const stopListening = client.onEvent(LIVE_EVENTS.trap, (payload) => {
      for (const item of Array.isArray(payload) ? payload : [payload]) {
        const trap = liveTrapOf(item);
        // Other equipment's rooms may be held by other parts of the page.
        if (trap && trap.equipmentID === equipmentID) handle(trap);
      }
    });
    const leave = client.join({ type: 'equipment', id: equipmentID });
    return () => {
      stopListening();
      leave();
    };
  }, [client, equipmentID, enabled]);
}
