import { formatDisplayNumber, readingStatus, redLimit, stateLabel } from '@vigil/domain';
import type { LiveReading } from '@vigil/domain';
import { sensorTexts } from './sensorTexts';
import { SENSOR_STATUS_LABELS } from '@vigil/domain';
import type { SensorStatus } from '@vigil/domain';

/** The sensor fields the value, status and thresholds are derived from. */
export interface DisplayedSensor {
  unit?: string | null;
  disconnected: boolean;
  greenTo?: number | null;
  yellowTo?: number | null;
  redTo?: number | null;
  states: readonly string[];
  /** Per state: Normal, Warning or Alarm. */
  conditions?: readonly string[];
  reading?: { value?: number | null; detail?: string | null; createdAt?: string | null } | null;
}

/** The reading a screen shows: the newer of the loaded one and the last live push. */
export interface CurrentReading {
  value: number | null;
  createdAt: string | null;
  disconnected: boolean;
}

export interface SensorDisplay {
  status: SensorStatus;
  statusLabel: string;
  /** The value as text: a number, a state label, 'Disconnected', or 'No reading'. */
  text: string;
  /** Shown after a number only. */
  unit: string | null;
  createdAt: string | null;
}

/** A number as shown, in the browser's locale (the domain's rule: at most two decimals). */
export function formatNumber(value: number): string {
  return formatDisplayNumber(value);
}

function time(iso: string | null | undefined): number {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : Number.NEGATIVE_INFINITY;
}

export function currentReading(sensor: DisplayedSensor, live?: LiveReading): CurrentReading {
  const loaded: CurrentReading = {
    value: sensor.reading?.value ?? null,
    createdAt: sensor.reading?.createdAt ?? null,
    disconnected: sensor.disconnected,
  };
  if (!live || time(live.createdAt) < time(loaded.createdAt)) return loaded;
  return { value: live.value, createdAt: live.createdAt, disconnected: live.disconnected };
}

export function isStateSensor(sensor: Pick<DisplayedSensor, 'states'>): boolean {
  return sensor.states.length > 0;
}

/** Value text, unit and status of a sensor as the list and the sensor page show it. */
export function sensorDisplay(sensor: DisplayedSensor, live?: LiveReading): SensorDisplay {
  const reading = currentReading(sensor, live);
  const status = readingStatus(reading, sensor);
  const base = { status, statusLabel: SENSOR_STATUS_LABELS[status], createdAt: reading.createdAt };
  if (status === 'disconnected') {
    return { ...base, text: SENSOR_STATUS_LABELS.disconnected, unit: null };
  }
  if (reading.value === null) return { ...base, text: sensorTexts.noReading, unit: null };
  if (isStateSensor(sensor)) {
    return { ...base, text: stateLabel(reading.value, sensor.states), unit: null };
  }
  return { ...base, text: formatNumber(reading.value), unit: sensor.unit || null };
}

export interface ThresholdLine {
  kind: 'green' | 'yellow' | 'red';
  label: string;
  value: number;
}

/** The sensor's thresholds as lines to draw and list: green, yellow, and red (given or default). */
export function thresholdLines(sensor: DisplayedSensor): ThresholdLine[] {
  if (isStateSensor(sensor)) return [];
  const lines: ThresholdLine[] = [];
  if (typeof sensor.greenTo === 'number') {
    lines.push({ kind: 'green', label: 'Green to', value: sensor.greenTo });
  }
  if (typeof sensor.yellowTo === 'number') {
    lines.push({ kind: 'yellow', label: 'Yellow to', value: sensor.yellowTo });
  }
  const red = redLimit(sensor);
  if (red !== null) lines.push({ kind: 'red', label: 'Red to', value: red });
  return lines;
}
