import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { LiveReading, LiveRoom } from '@vigil/domain';
import { useLiveFeed } from './LiveFeedContext';
import type { LiveReadingListener } from './LiveFeedClient';

export interface LiveReadingsOptions {
  /**
   * The room that carries these sensors' readings, e.g. a view's room for a dashboard. Without
   * one, each sensor's own room is joined.
   */
  room?: LiveRoom;
  /** False pauses the subscription (e.g. while the ids are still loading). */
  enabled?: boolean;
}

/** The same array for the same ids, so effects keyed on them do not rerun on every render. */
function useStableIds(sensorIDs: readonly string[]): readonly string[] {
  const key = JSON.stringify(sensorIDs.map(String));
  return useMemo(() => JSON.parse(key) as string[], [key]);
}

/** Calls `listener` with each live reading of the given sensors while the caller is mounted. */
export function useLiveReadingListener(
  sensorIDs: readonly string[],
  listener: LiveReadingListener,
  { room, enabled = true }: LiveReadingsOptions = {},
): void {
  const client = useLiveFeed();
  const ids = useStableIds(sensorIDs);
  const onReading = useEffectEvent(listener);
  const roomType = room?.type;
  const roomId = room?.id;

  useEffect(() => {
    if (!enabled || ids.length === 0) return;
    const rooms: LiveRoom[] =
      roomType !== undefined && roomId !== undefined
        ? [{ type: roomType, id: roomId }]
        : ids.map((id) => ({ type: 'sensor', id }));
    const stops = [
      ...ids.map((id) => client.onReading(id, (reading) => onReading(reading))),
      ...rooms.map((r) => client.join(r)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client, ids, enabled, roomType, roomId]);
}

/**
 * The newest live reading per sensor id, for the given sensors, since the caller mounted. Sensors
 * without a live reading yet are absent: show what the page loaded for them.
 */
export function useLiveReadings(
  sensorIDs: readonly string[],
  options?: LiveReadingsOptions,
): ReadonlyMap<string, LiveReading> {
  const [latest, setLatest] = useState<ReadonlyMap<string, LiveReading>>(() => new Map());
  useLiveReadingListener(
    sensorIDs,
    (reading) =>
      setLatest((current) => {
        const previous = current.get(reading.sensorID);
        // Pushes can arrive out of order across reconnections; an older one never wins.
        if (previous && Date.parse(previous.createdAt) > Date.parse(reading.createdAt)) {
          return current;
        }
        const next = new Map(current);
        next.set(reading.sensorID, reading);
        return next;
      }),
    options,
  );
  return latest;
}
