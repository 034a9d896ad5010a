// The widget editor's form: the domain's widget schema for the widget's own fields, with the
// editor's shapes on top (picked sensors, states as text, timers in hours or days), and the
// conversions from a saved widget and to the newWidget/updateWidget input.
import {
  CALCULATIONS,
  DEFAULT_DISPLAY_TYPE,
  decodeWidgetNotes,
  encodeWidgetNotes,
  optionalChoice,
  splitTags,
  timerInputSchema,
  widgetSchema,
} from '@vigil/domain';
import { WIDGET_TYPES } from '@vigil/domain';
import type { WidgetType } from '@vigil/domain';
import { z } from 'zod';
import type { WidgetInput, WidgetsQuery } from '../../../graphql/generated/graphql';
import type { WidgetSensor } from '../widgets/widgetTypes';
import { CHART_TYPES, EDITOR_FIELDS } from './editorFields';

type SavedWidget = WidgetsQuery['widgets'][number];

/** Timer lengths are entered in hours or days and sent in seconds. */
export const TIME_UNITS = ['hours', 'days'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export const TIME_UNIT_SECONDS: Record<TimeUnit, number> = { hours: 3_600, days: 86_400 };
export const TIME_UNIT_LABELS: Record<TimeUnit, string> = { hours: 'Hours', days: 'Days' };

export const DEFAULT_IMAGE_TRANSFORM = { translateX: 0, translateY: 0, scale: 1, rotation: 0 };

/** A number typed (or given) into a form, or null when blank or not a number. */
export function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function toSeconds(amount: string, unit: TimeUnit): number | undefined {
  const text = amount.trim();
  if (text === '') return undefined;
  const value = Number(text);
  // Left as given when it is not a number, so the domain's message says what is wrong.
  return Number.isFinite(value) ? Math.round(value * TIME_UNIT_SECONDS[unit]) : Number.NaN;
}

/** Seconds as the largest whole unit that fits: 2 days rather than 48 hours. */
function fromSeconds(seconds: number): { amount: string; unit: TimeUnit } {
  if (seconds > 0 && seconds % TIME_UNIT_SECONDS.days === 0) {
    return { amount: String(seconds / TIME_UNIT_SECONDS.days), unit: 'days' };
  }
  return { amount: seconds ? String(seconds / TIME_UNIT_SECONDS.hours) : '', unit: 'hours' };
}

const TIMER_FIELD: Record<string, string> = {
  name: 'name',
  repeatInterval: 'every',
  warnBefore: 'warnBefore',
};

/** A timer row: checked by the domain's timer rule once its lengths are in seconds. */
const timerRowSchema = z
  .object({
    id: z.string().nullish(),
    name: z.string(),
    every: z.string(),
    everyUnit: z.enum(TIME_UNITS),
    warnBefore: z.string(),
    warnUnit: z.enum(TIME_UNITS),
  })
  .transform((row, ctx) => {
    const parsed = timerInputSchema.safeParse({
      id: row.id || undefined,
      name: row.name,
      repeatInterval: toSeconds(row.every, row.everyUnit),
      warnBefore: toSeconds(row.warnBefore, row.warnUnit),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [TIMER_FIELD[String(issue.path[0])] ?? 'name'],
      });
    }
    return z.NEVER;
  });
export type TimerRow = z.input<typeof timerRowSchema>;

export const widgetFormSchema = widgetSchema
  .omit({ sensorIDs: true, states: true, calculation: true, imageTransform: true })
  .extend({
    // Hidden inputs are dropped from the form, so everything the editor adds may be missing.
    calculation: optionalChoice(CALCULATIONS),
    chartType: optionalChoice(CHART_TYPES),
    sensors: z.array(z.custom<WidgetSensor>()).default([]),
    states: z.string().default(''),
    image: z.string().nullish(),
    imageURL: z.string().nullish(),
    imageTransform: z
      .object({
        translateX: z.number(),
        translateY: z.number(),
        scale: z.number().positive(),
        rotation: z.number(),
      })
      .optional(),
    timers: z.array(timerRowSchema).default([]),
    metaIDs: z.array(z.string()).default([]),
  });

export type WidgetFormInput = z.input<typeof widgetFormSchema>;
export type WidgetFormValues = z.output<typeof widgetFormSchema>;

/** What the form starts with: a saved widget's fields, or a blank widget. */
export function formDefaults(
  widget: SavedWidget | undefined,
  sensors: readonly WidgetSensor[],
): WidgetFormInput {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    type: widget?.type ?? '',
    displayType: widget?.displayType ?? DEFAULT_DISPLAY_TYPE,
    name: widget?.name ?? '',
    calculation: widget?.calculation ?? '',
    chartType: widget?.chartType ?? '',
    sensors: widget ? widget.sensorIDs.flatMap((id) => sensors.find((s) => s.id === id) ?? []) : [],
    greenTo: text(widget?.greenTo),
    yellowTo: text(widget?.yellowTo),
    redTo: text(widget?.redTo),
    smartWarning: text(widget?.smartThresholds?.smartWarning),
    smartCritical: text(widget?.smartThresholds?.smartCritical),
    lowerBound: text(widget?.lowerBound),
    upperBound: text(widget?.upperBound),
    states: widget?.states.join(', ') ?? '',
    notes: widget?.notes ? decodeWidgetNotes(widget.notes) : '',
    color: widget?.color ?? '',
    link: widget?.rawLink ?? widget?.link ?? '',
    image: widget?.image ?? null,
    imageURL: widget?.imageURL ?? null,
    imageTransform: widget?.imageTransform
      ? {
          translateX: widget.imageTransform.translateX,
          translateY: widget.imageTransform.translateY,
          scale: widget.imageTransform.scale,
          rotation: widget.imageTransform.rotation,
        }
      : DEFAULT_IMAGE_TRANSFORM,
    equipmentID: widget?.equipmentID ?? '',
    gatewayID: widget?.gatewayID ?? '',
    metaIDs: widget?.metaIDs ? [...widget.metaIDs] : [],
    timers: (widget?.timers ?? []).map((timer) => {
      const every = fromSeconds(timer.repeatInterval);
      const warn = fromSeconds(timer.warnBefore);
      return {
        id: timer.id,
        name: timer.name,
        every: every.amount,
        everyUnit: every.unit,
        warnBefore: warn.amount,
        warnUnit: warn.unit,
      };
    }),
  };
}

/**
 * The values with the inputs the type does not show blanked, so that something typed before the
 * type changed can neither block saving nor be saved.
 */
export function relevantValues(values: WidgetFormInput): WidgetFormInput {
  const type = values.type;
  if (typeof type !== 'string' || !(WIDGET_TYPES as readonly string[]).includes(type)) {
    return values;
  }
  const fields = EDITOR_FIELDS[type as WidgetType];
  return {
    ...values,
    ...(fields.sensors === 'none' ? { sensors: [] } : {}),
    ...(fields.calculation ? {} : { calculation: '' }),
    ...(fields.chartType ? {} : { chartType: '' }),
    ...(fields.thresholds ? {} : { greenTo: '', yellowTo: '', redTo: '' }),
    ...(fields.bounds ? {} : { lowerBound: '', upperBound: '' }),
    ...(fields.smartThresholds ? {} : { smartWarning: '', smartCritical: '' }),
    ...(fields.states ? {} : { states: '' }),
    ...(fields.notes ? {} : { notes: '' }),
    ...(fields.color ? {} : { color: '' }),
    ...(fields.image ? {} : { image: null, imageURL: null, imageTransform: undefined }),
    ...(fields.equipment ? {} : { equipmentID: '', gatewayID: '' }),
    ...(fields.metaLabels ? {} : { metaIDs: [] }),
    ...(fields.timers ? {} : { timers: [] }),
  };
}

/**
 * The newWidget/updateWidget input: the type's own fields only, blanks sent as null so that a
 * cleared value is cleared, Text notes encoded (spec core §5).
 */
export function toWidgetInput(values: WidgetFormValues): WidgetInput {
  const type: WidgetType = values.type;
  const fields = EDITOR_FIELDS[type];
  const input: WidgetInput = {
    type,
    displayType: values.displayType,
    name: values.name ?? null,
    link: values.link ?? null,
  };
  if (fields.sensors !== 'none') {
    const ids = values.sensors.map((s) => s.id);
    input.sensorIDs = fields.sensors === 'single' ? ids.slice(0, 1) : ids;
  }
  if (fields.calculation) input.calculation = values.calculation ?? null;
  if (fields.chartType) input.chartType = values.chartType ?? null;
  if (fields.thresholds) {
    input.greenTo = values.greenTo ?? null;
    input.yellowTo = values.yellowTo ?? null;
    input.redTo = values.redTo ?? null;
  }
  if (fields.bounds) {
    input.lowerBound = values.lowerBound ?? null;
    input.upperBound = values.upperBound ?? null;
  }
  if (fields.smartThresholds) {
    input.smartWarning = values.smartWarning ?? null;
    input.smartCritical = values.smartCritical ?? null;
  }
  if (fields.states) input.states = splitTags(values.states);
  if (fields.notes) input.notes = encodeWidgetNotes(values.notes ?? '');
  if (fields.color) input.color = values.color ?? null;
  if (fields.image) input.image = values.image ?? null;
  if (fields.equipment) {
    input.equipmentID = values.equipmentID ?? null;
    input.gatewayID = values.gatewayID ?? null;
  }
  if (fields.metaLabels) input.metaIDs = values.metaIDs;
  if (fields.timers) {
    input.timers = values.timers.map((timer) => ({
      ...(timer.id ? { id: timer.id } : {}),
      name: timer.name,
      repeatInterval: timer.repeatInterval,
      warnBefore: timer.warnBefore,
    }));
  }
  return input;
}
