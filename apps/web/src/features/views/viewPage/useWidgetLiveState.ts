import { keepLatestReadings } from '@vigil/domain';
import type { LiveReading } from '@vigil/domain';
import { useMemo, useRef, useState } from 'react';
import { useLiveReadingListener } from '../../../app/live/useLiveReadings';
import type { LatestValue, LivePoint, ViewWidget } from '../widgets/widgetTypes';
import { instant } from './latestValues';

type LiveWidget = Pick<ViewWidget, 'id' | 'sensorIDs'>;

export interface WidgetLiveState {
  /** Newest value per sensor: what the page loaded, then live pushes. */
  latest: ReadonlyMap<string, LatestValue>;
  /** Kept live readings per widget id, oldest first (at most 200 each). */
  history: ReadonlyMap<string, readonly LivePoint[]>;
}

/** A pushed reading as the widgets take it; a disconnected push marks the sensor disconnected. */
export function latestFromLive(reading: LiveReading): LatestValue {
  return {
    value: reading.value,
    detail: reading.detail,
    at: instant(reading.createdAt),
    disconnected: reading.disconnected,
  };
}

/** Whether `next` is not older than `current` (pushes can arrive out of order). */
function notOlder(next: LatestValue, current: LatestValue | undefined): boolean {
  return !current || current.at === null || next.at === null || next.at >= current.at;
}

/**
 * The widgets' live side: joins every shown sensor's room, keeps the newest value per sensor over
 * what the page loaded (`loaded`), and each widget's recent readings.
 */
export function useWidgetLiveState(
  widgets: readonly LiveWidget[],
  loaded: ReadonlyMap<string, LatestValue>,
  enabled = true,
): WidgetLiveState {
  const sensorIDs = useMemo(() => [...new Set(widgets.flatMap((w) => w.sensorIDs))], [widgets]);
  const widgetsBySensor = useMemo(() => {
    const index = new Map<string, string[]>();
    for (const widget of widgets) {
      for (const id of new Set(widget.sensorIDs))
        index.set(id, [...(index.get(id) ?? []), widget.id]);
    }
    return index;
  }, [widgets]);
  const [live, setLive] = useState<ReadonlyMap<string, LatestValue>>(() => new Map());
  const [history, setHistory] = useState<ReadonlyMap<string, readonly LivePoint[]>>(
    () => new Map(),
  );

  useLiveReadingListener(
    sensorIDs,
    (reading) => {
      const sensorID = String(reading.sensorID);
      const value = latestFromLive({ ...reading, sensorID });
      setLive((current) => {
        if (!notOlder(value, current.get(sensorID))) return current;
        const next = new Map(current);
        next.set(sensorID, value);
        return next;
      });
      const shownBy = widgetsBySensor.get(sensorID) ?? [];
      if (shownBy.length === 0 || value.at === null) return;
      const point: LivePoint = { sensorID, at: value.at, value: value.value };
      setHistory((current) => {
        const next = new Map(current);
        for (const widgetID of shownBy) {
          next.set(widgetID, keepLatestReadings(current.get(widgetID) ?? [], point));
        }
        return next;
      });
    },
    { enabled: enabled && sensorIDs.length > 0 },
  );

  const latest = useMemo(() => {
    if (live.size === 0) return loaded;
    const merged = new Map(loaded);
    for (const [id, value] of live) {
      if (notOlder(value, loaded.get(id))) merged.set(id, value);
    }
    return merged;
  }, [loaded, live]);

  return { latest, history };
}

/**
 * Each widget's own slice of the latest map, kept the same object while none of its sensors'
 * values changed, so one live reading re-renders only the widgets showing that sensor.
 */
export function useWidgetLatest(
  widgets: readonly LiveWidget[],
  latest: ReadonlyMap<string, LatestValue>,
): ReadonlyMap<string, ReadonlyMap<string, LatestValue>> {
  const cache = useRef(
    new Map<
      string,
      { entries: (LatestValue | undefined)[]; map: ReadonlyMap<string, LatestValue> }
    >(),
  );
  return useMemo(() => {
    const kept = new Map<
      string,
      { entries: (LatestValue | undefined)[]; map: ReadonlyMap<string, LatestValue> }
    >();
    const result = new Map<string, ReadonlyMap<string, LatestValue>>();
    for (const widget of widgets) {
      const entries = widget.sensorIDs.map((id) => latest.get(id));
      const previous = cache.current.get(widget.id);
      const unchanged =
        previous !== undefined &&
        previous.entries.length === entries.length &&
        previous.entries.every((entry, i) => entry === entries[i]);
      const map = unchanged
        ? previous.map
        : new Map(
            widget.sensorIDs.flatMap((id, i) => {
              const entry = entries[i];
              return entry ? [[id, entry] as const] : [];
            }),
          );
      kept.set(widget.id, { entries, map });
      result.set(widget.id, map);
    }
    cache.current = kept;
    return result;
  }, [widgets, latest]);
}
