// A sensor's own settings (spec core §3 Sensor, access §5 state sensor conditions): what Manage
// Sensors edits per monitored point and addSensors stores. The form and the API validate with the
// same schema. Every field is optional: one not given takes the library point's value for a new
// sensor and keeps the sensor's own on an update; one given blank (or null) clears it.
import { z } from 'zod';
import { optionalNumber, requiredText } from './fields.js';
import { TEXT_MAX } from './inputLimits.js';
import { messages } from './messages.js';
import { STATE_CONDITIONS } from './status.js';

/** The most state labels a sensor has (also the API's list limit of SensorInput.states). */
export const SENSOR_STATES_MAX = 64;
/** The longest alarm delay, in seconds: a day. */
export const SENSOR_DELAY_MAX = 86_400;

/** The settings of a sensor, in the order the form shows them. */
export const SENSOR_SETTING_FIELDS = [
  'name',
  'unit',
  'greenTo',
  'yellowTo',
  'redTo',
  'deadband',
  'delay',
  'alarmOnly',
  'states',
  'conditions',
] as const;
export type SensorSettingField = (typeof SENSOR_SETTING_FIELDS)[number];

/** A sensor's settings as stored: no threshold is null, a sensor without states has none. */
export interface SensorSettingValues {
  name: string;
  unit: string | null;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  deadband: number | null;
  delay: number | null;
  alarmOnly: boolean;
  states: string[];
  /** Per state, by index: Normal, Warning or Alarm; a missing one is Normal. */
  conditions: string[];
}

const tooLong = messages.tooLong(TEXT_MAX);

/** More conditions than states would colour states that do not exist; fewer leave the rest Normal. */
export function conditionsFitStates(
  states: readonly string[],
  conditions: readonly string[],
): boolean {
  return conditions.length <= states.length;
}

export const sensorSettingsSchema = z
  .object({
    name: requiredText().max(TEXT_MAX, tooLong).optional(),
    unit: z
      .string()
      .trim()
      .max(TEXT_MAX, tooLong)
      .nullish()
      .transform((value) => value || undefined),
    greenTo: optionalNumber(),
    yellowTo: optionalNumber(),
    redTo: optionalNumber(),
    deadband: optionalNumber().refine(
      (value) => value === undefined || value >= 0,
      messages.numberAtLeast(0),
    ),
    delay: optionalNumber().refine(
      (value) =>
        value === undefined || (Number.isInteger(value) && value >= 0 && value <= SENSOR_DELAY_MAX),
      messages.sensorDelayRange(0, SENSOR_DELAY_MAX),
    ),
    alarmOnly: z.boolean().nullish(),
    states: z
      .array(requiredText().max(TEXT_MAX, tooLong))
      .max(SENSOR_STATES_MAX, messages.tooManyStates(SENSOR_STATES_MAX))
      .nullish(),
    conditions: z.array(z.enum(STATE_CONDITIONS, { error: messages.invalidChoice })).nullish(),
  })
  .superRefine((settings, ctx) => {
    if (settings.states && settings.conditions) {
      if (!conditionsFitStates(settings.states, settings.conditions)) {
        ctx.addIssue({ code: 'custom', path: ['conditions'], message: messages.conditionPerState });
      }
    }
  });
export type SensorSettingsInput = z.input<typeof sensorSettingsSchema>;
export type SensorSettings = z.output<typeof sensorSettingsSchema>;

/**
 * The settings given, in their stored shape: a blank threshold is null, no states an empty list.
 * `fields` are the ones the caller sent (an API input's keys); the form sends them all.
 */
export function sensorSettingValues(
  settings: SensorSettings,
  fields: readonly SensorSettingField[] = SENSOR_SETTING_FIELDS,
): Partial<SensorSettingValues> {
  const all: Omit<SensorSettingValues, 'name'> & { name?: string } = {
    name: settings.name,
    unit: settings.unit ?? null,
    greenTo: settings.greenTo ?? null,
    yellowTo: settings.yellowTo ?? null,
    redTo: settings.redTo ?? null,
    deadband: settings.deadband ?? null,
    delay: settings.delay ?? null,
    alarmOnly: settings.alarmOnly ?? false,
    states: settings.states ?? [],
    conditions: settings.conditions ?? [],
  };
  return Object.fromEntries(
    fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]),
  );
}

/** The settings fields an API input names (given, even as null). */
export function givenSettingFields(input: object): SensorSettingField[] {
  return SENSOR_SETTING_FIELDS.filter(
    (field) => (input as Record<string, unknown>)[field] !== undefined,
  );
}
