import type { LiveReading } from '@vigil/domain';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLiveReadingListener } from '../../../app/live/useLiveReadings';

/** A sensor's value as an overlay shows it: loaded with the page, then pushed live. */
export interface OverlayValue {
  value: number | null;
  /** ok, warning, error, unknown or disconnected, as the server worked it out. */
  status: string;
  disconnected: boolean;
  /** Milliseconds; null when unknown. */
  at: number | null;
}

const instant = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
};

/** The newer of two values; an unknown time never wins over a known one. */
export function newerValue(
  loaded: OverlayValue | undefined,
  live: OverlayValue | undefined,
): OverlayValue | undefined {
  if (!live) return loaded;
  if (!loaded || loaded.at === null) return live;
  return live.at !== null && live.at >= loaded.at ? live : loaded;
}

export function valueFromReading(reading: LiveReading): OverlayValue {
  return {
    value: reading.value,
    status: reading.disconnected ? 'disconnected' : reading.status,
    disconnected: reading.disconnected,
    at: instant(reading.createdAt),
  };
}

/** A sensor's value as the page loaded it (overlayView's or the sensor picker's answer). */
export function loadedValue(sensor: {
  status: string;
  disconnected: boolean;
  reading: { value: number | null; createdAt: string | null } | null;
}): OverlayValue {
  return {
    value: sensor.disconnected ? null : (sensor.reading?.value ?? null),
    status: sensor.disconnected ? 'disconnected' : sensor.status,
    disconnected: sensor.disconnected,
    at: instant(sensor.reading?.createdAt),
  };
}

/**
 * The live values of an overlay view's sensors, outside React state: a pushed reading wakes only
 * the overlays of its sensor and the heat maps (which redraw their canvas), never the whole page.
 */
export class OverlayLiveValues {
  private readonly values = new Map<string, OverlayValue>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly anyListeners = new Set<(sensorID: string) => void>();

  /** Keeps a pushed reading unless an older one than what is kept (pushes can cross). */
  push(reading: LiveReading): void {
    const sensorID = String(reading.sensorID);
    const value = valueFromReading(reading);
    const kept = this.values.get(sensorID);
    if (newerValue(kept, value) !== value) return;
    this.values.set(sensorID, value);
    for (const listener of this.listeners.get(sensorID) ?? []) listener();
    for (const listener of this.anyListeners) listener(sensorID);
  }

  /** The newest pushed value of a sensor, if any arrived. */
  get(sensorID: string): OverlayValue | undefined {
    return this.values.get(sensorID);
  }

  subscribe(sensorID: string, listener: () => void): () => void {
    const set = this.listeners.get(sensorID) ?? new Set();
    set.add(listener);
    this.listeners.set(sensorID, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(sensorID);
    };
  }

  /** Calls the listener with the sensor id of every value kept. */
  subscribeAll(listener: (sensorID: string) => void): () => void {
    this.anyListeners.add(listener);
    return () => {
      this.anyListeners.delete(listener);
    };
  }
}

/**
 * The page's live values: joins the rooms of these sensors (through a share link's socket on
 * /shared/{token}) and keeps what they push.
 */
export function useOverlayLiveValues(sensorIDs: readonly string[]): OverlayLiveValues {
  const [values] = useState(() => new OverlayLiveValues());
  useLiveReadingListener(sensorIDs, (reading) => values.push(reading), {
    enabled: sensorIDs.length > 0,
  });
  return values;
}

/** One sensor's value for an overlay: what was loaded, or a newer pushed one. */
export function useOverlayValue(
  values: OverlayLiveValues,
  sensorID: string | null,
  loaded: OverlayValue | undefined,
): OverlayValue | undefined {
  const subscribe = useCallback(
    (listener: () => void) => (sensorID ? values.subscribe(sensorID, listener) : () => {}),
    [values, sensorID],
  );
  const live = useSyncExternalStore(subscribe, () => (sensorID ? values.get(sensorID) : undefined));
  return newerValue(loaded, live);
}
