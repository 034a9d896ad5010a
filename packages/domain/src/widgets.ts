// Widget rules of spec core §3, §5 and §9: the sixteen types, the widget schema, calculations,
// live-reading retention and fetch batching.
import { z } from 'zod';
import { optionalNumber, optionalText, requiredChoice } from './fields.js';
import { messages } from './messages.js';

export const WIDGET_TYPES = [
  'OPEN_CLOSED',
  'SENSOR_VALUE',
  'CALCULATION',
  'ARTIFICIAL_INTELLIGENCE',
  'IMAGE',
  'TRAP',
  'META',
  'TEXT',
  'HEADER',
  'COUNTDOWN',
  'SINGLE_VALUE',
  'ALARMS',
  'TREND',
  'CHART',
  'GAUGE',
  'OTHER',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const WIDGET_TYPE_LABELS: Record<WidgetType, string> = {
  OPEN_CLOSED: 'Open / Closed',
  SENSOR_VALUE: 'Sensor Value',
  CALCULATION: 'Calculation',
  ARTIFICIAL_INTELLIGENCE: 'Artificial Intelligence',
  IMAGE: 'Image',
  TRAP: 'Trap',
  META: 'Meta',
  TEXT: 'Text',
  HEADER: 'Header',
  COUNTDOWN: 'Countdown',
  SINGLE_VALUE: 'Single Value',
  ALARMS: 'Alarms',
  TREND: 'Trend',
  CHART: 'Chart',
  GAUGE: 'Gauge',
  OTHER: 'Other',
};

export const DISPLAY_TYPES = ['other', 'trend'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];
export const DEFAULT_DISPLAY_TYPE: DisplayType = 'other';

export const CALCULATIONS = ['sum', 'average', 'min', 'max', 'difference'] as const;
export type Calculation = (typeof CALCULATIONS)[number];

/**
 * A calculation widget's value over its sensors' readings, in sensor order; missing readings
 * are skipped and no readings give null. Difference is the first reading minus the others.
 */
export function calculate(
  calculation: Calculation,
  values: readonly (number | null | undefined)[],
): number | null {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const [first, ...rest] = present;
  if (first === undefined) return null;
  const sum = present.reduce((total, v) => total + v, 0);
  switch (calculation) {
    case 'sum':
      return sum;
    case 'average':
      return sum / present.length;
    case 'min':
      return Math.min(...present);
    case 'max':
      return Math.max(...present);
    case 'difference':
      return rest.reduce((total, v) => total - v, first);
  }
}

/** Widget sensor fetches go 30 widget ids at a time, trend fetches 3 widgets at a time. */
export const WIDGET_SENSOR_BATCH_SIZE = 30;
export const TREND_BATCH_SIZE = 3;
/** Live readings kept per widget. */
export const LIVE_READINGS_PER_WIDGET = 200;

/** Appends a live reading, keeping the most recent `limit` (oldest dropped first). */
export function keepLatestReadings<T>(
  readings: readonly T[],
  next: T,
  limit: number = LIVE_READINGS_PER_WIDGET,
): T[] {
  const all = [...readings, next];
  return all.length > limit ? all.slice(all.length - limit) : all;
}

/** Text widget notes are encoded before sending, so markup and line breaks survive. */
export function encodeWidgetNotes(notes: string): string {
  return encodeURIComponent(notes);
}

export function decodeWidgetNotes(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/**
 * A widget's link, opened when its title is clicked: a web address (http or https) or a page of
 * this site (a path from the root). Anything else — javascript:, data:, protocol-relative //host
 * — is refused, so a link can never run script in the app.
 */
export function isWidgetLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An Artificial Intelligence widget's smart thresholds as thresholds to colour by: beyond warning
 * is a warning, beyond critical an error, in the direction from one to the other. Null unless
 * both are set.
 */
export function smartThresholdsOf(widget: {
  smartThresholds?: { smartWarning?: number | null; smartCritical?: number | null } | null;
}): { greenTo: number; yellowTo: number } | null {
  const warning = widget.smartThresholds?.smartWarning;
  const critical = widget.smartThresholds?.smartCritical;
  if (typeof warning !== 'number' || typeof critical !== 'number') return null;
  return { greenTo: warning, yellowTo: critical };
}

/** Whether a widget link leaves the app (opened in a new tab) or is one of its pages. */
export function isExternalWidgetLink(link: string): boolean {
  return !link.startsWith('/');
}

const imageTransform = z
  .object({
    translateX: z.number().finite(),
    translateY: z.number().finite(),
    scale: z.number().positive(),
    rotation: z.number().finite(),
  })
  .nullish();

/** A widget as added or edited: type and display type required, display type default 'other'. */
export const widgetSchema = z.object({
  type: requiredChoice(WIDGET_TYPES, messages.invalidWidgetType),
  displayType: z
    .string({ error: messages.required })
    .trim()
    .default(DEFAULT_DISPLAY_TYPE)
    .pipe(z.string().min(1, messages.required))
    .pipe(z.enum(DISPLAY_TYPES, { error: messages.invalidChoice })),
  name: optionalText(),
  calculation: z.enum(CALCULATIONS, { error: messages.invalidChoice }).nullish(),
  sensorIDs: z.array(z.string().min(1)).nullish(),
  metaIDs: z.array(z.string().min(1)).nullish(),
  equipmentID: optionalText(),
  gatewayID: optionalText(),
  unit: optionalText(),
  notes: z.string().nullish(),
  link: optionalText().refine((link) => link === undefined || isWidgetLink(link), {
    message: messages.invalidWidgetLink,
  }),
  color: optionalText(),
  basis: optionalNumber(),
  greenTo: optionalNumber(),
  yellowTo: optionalNumber(),
  greenTo2: optionalNumber(),
  yellowTo2: optionalNumber(),
  redTo: optionalNumber(),
  lowerBound: optionalNumber(),
  upperBound: optionalNumber(),
  /** Artificial Intelligence widgets: the warning and critical values they colour by. */
  smartWarning: optionalNumber(),
  smartCritical: optionalNumber(),
  states: z.array(z.string()).nullish(),
  imageTransform,
});
export type WidgetInput = z.input<typeof widgetSchema>;
export type WidgetFields = z.output<typeof widgetSchema>;
