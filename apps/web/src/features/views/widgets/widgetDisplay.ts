// What every widget shows of a value: its status (the domain's rules), the text beside the colour,
// and the shared number, time and duration formats.
import {
  SENSOR_STATUS_LABELS,
  readingStatus,
  smartThresholdsOf,
  statusColor,
  stateLabel,
} from '@vigil/domain';
import type { SensorStatus, Thresholds } from '@vigil/domain';
import { formatUpdated } from '../../../components/formatUpdated';
import { formatNumber } from '../../sensors/sensorDisplay';
import { thresholdLines } from '../../sensors/sensorDisplay';
import type { ThresholdLine } from '../../sensors/sensorDisplay';
import { widgetTexts } from './widgetTexts';
import type { LatestValue, ViewWidget, WidgetSensor } from './widgetTypes';

export { formatNumber };

export interface WidgetThresholds extends Thresholds {
  redTo?: number | null;
}

function isSet(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Whether any green or yellow limit is set (red alone colours nothing). */
export function hasThresholds(t: WidgetThresholds): boolean {
  return [t.greenTo, t.yellowTo, t.greenTo2, t.yellowTo2].some(isSet);
}

/** The widget's own thresholds when it sets any, else its sensor's. */
export function effectiveThresholds(
  widget: ViewWidget,
  sensor?: Pick<WidgetSensor, 'greenTo' | 'yellowTo' | 'redTo'> | null,
): WidgetThresholds {
  // An Artificial Intelligence widget colours by its smart thresholds when it has them.
  const smart = widget.type === 'ARTIFICIAL_INTELLIGENCE' ? smartThresholdsOf(widget) : null;
  if (smart) return smart;
  if (hasThresholds(widget)) {
    return {
      greenTo: widget.greenTo,
      yellowTo: widget.yellowTo,
      greenTo2: widget.greenTo2,
      yellowTo2: widget.yellowTo2,
      redTo: widget.redTo,
    };
  }
  if (!sensor) return {};
  return { greenTo: sensor.greenTo, yellowTo: sensor.yellowTo, redTo: sensor.redTo };
}

/** A sensor's newest value: from the page's latest map, else the reading it was loaded with. */
export function sensorLatest(
  sensor: WidgetSensor,
  latest: ReadonlyMap<string, LatestValue>,
): LatestValue {
  const known = latest.get(sensor.id);
  if (known) return known;
  const at = sensor.reading?.createdAt ? Date.parse(sensor.reading.createdAt) : Number.NaN;
  return {
    value: sensor.reading?.value ?? null,
    detail: sensor.reading?.detail ?? null,
    at: Number.isFinite(at) ? at : null,
    disconnected: sensor.disconnected,
  };
}

export interface ValueDisplay {
  status: SensorStatus;
  /** The status in words, shown beside its colour. */
  label: string;
  color: string;
  /** A number, a state label, 'Disconnected' or '—'. */
  text: string;
  /** Shown after a number only. */
  unit: string | null;
}

export interface ValueOptions {
  thresholds?: WidgetThresholds;
  /** A state sensor's labels, looked up by the value's index. */
  states?: readonly string[];
  /** Per state: Normal, Warning or Alarm (the sensor's, whatever the labels). */
  conditions?: readonly string[];
  unit?: string | null;
  /** A reference the number is shown relative to; the status still goes by the raw value. */
  basis?: number | null;
}

/**
 * How a widget shows one value: a disconnected sensor as 'Disconnected' in grey (never its stale
 * number), a missing value as '—', a state sensor as its state label, others as a number.
 */
export function valueDisplay(
  reading: { value: number | null; disconnected: boolean },
  { thresholds = {}, states = [], conditions = [], unit = null, basis = null }: ValueOptions,
): ValueDisplay {
  const status = readingStatus(reading, { ...thresholds, states, conditions });
  const base = { status, label: SENSOR_STATUS_LABELS[status], color: statusColor(status) };
  if (status === 'disconnected')
    return { ...base, text: SENSOR_STATUS_LABELS.disconnected, unit: null };
  if (reading.value === null) return { ...base, text: widgetTexts.noValue, unit: null };
  if (states.length > 0) return { ...base, text: stateLabel(reading.value, states), unit: null };
  const shown = isSet(basis) ? reading.value - basis : reading.value;
  return { ...base, text: formatNumber(shown), unit: unit || null };
}

/** A sensor's latest value as a widget shows it, with the widget's thresholds when it has any. */
export function sensorValueDisplay(
  widget: ViewWidget,
  sensor: WidgetSensor,
  latest: ReadonlyMap<string, LatestValue>,
  options: Pick<ValueOptions, 'basis'> = {},
): ValueDisplay {
  return valueDisplay(sensorLatest(sensor, latest), {
    thresholds: effectiveThresholds(widget, sensor),
    states: widget.states.length > 0 ? widget.states : sensor.states,
    conditions: sensor.conditions,
    unit: widget.unit || sensor.unit,
    ...options,
  });
}

/** A number and its unit, e.g. "45 %" or "21.5 °C". */
export function formatValue(value: number, unit?: string | null): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** The display's value with its unit, as one string. */
export function displayText(display: Pick<ValueDisplay, 'text' | 'unit'>): string {
  return display.unit ? `${display.text} ${display.unit}` : display.text;
}

export interface WidgetThresholdLine extends ThresholdLine {
  /** Red drawn at the domain's default (1.2 × yellow), not a value someone set. */
  defaulted: boolean;
}

/** Green, yellow and red (given or defaulted) lines of a set of thresholds. */
export function widgetThresholdLines(t: WidgetThresholds): WidgetThresholdLine[] {
  return thresholdLines({ ...t, states: [], disconnected: false }).map((line) => ({
    ...line,
    defaulted: line.kind === 'red' && !isSet(t.redTo),
  }));
}

/** When something happened, relative to `now` ("5 minutes ago"), or null when unknown. */
export function formatSince(at: number | string | null | undefined, now: number): string | null {
  if (at === null || at === undefined) return null;
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(ms) ? formatUpdated(new Date(ms).toISOString(), now) : null;
}

const UNITS: [suffix: string, ms: number][] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1_000],
];

/**
 * A length of time in days, hours, minutes and (unless `smallest` is 'm') seconds, leaving out
 * zero parts: "2 d 4 h 5 m 10 s", "3 h 20 m". Negative lengths count as zero.
 */
export function formatDuration(ms: number, smallest: 'm' | 's' = 's'): string {
  const units = smallest === 's' ? UNITS : UNITS.slice(0, 3);
  const last = units[units.length - 1] as [string, number];
  let rest = Math.max(0, Math.floor(ms / last[1])) * last[1];
  const parts: string[] = [];
  for (const [suffix, size] of units) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(`${amount} ${suffix}`);
  }
  return parts.length > 0 ? parts.join(' ') : `0 ${last[0]}`;
}
