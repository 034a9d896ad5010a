import {
  STATE_CONDITIONS,
  isOidVarValue,
  messages,
  oidVariablesOf,
  sensorSettingValues,
  sensorSettingsSchema,
  type DynamicOidLabel,
  type OidVar,
  type SensorSettingValues,
  type SensorSettings,
} from '@vigil/domain';
import { z } from 'zod';
import type {
  ManageSensorsQuery,
  ManagedSensorQuery,
  SensorInput,
} from '../../graphql/generated/graphql';

// Manage Sensors' model: the equipment's library points, the form of each point's settings, the
// equipment's numbers for its library's OID variables, and what one save sends (addSensors with
// new sensors, changed settings, removals and the numbers).

export type ManagedProtocol = 'Modbus' | 'SNMP';

/** One library point of the equipment, with the sensor that monitors it if any. */
export interface ManagedPoint {
  /** The form's key for the point: m12 (Modbus point 12) or s7 (SNMP point 7). */
  key: string;
  pointID: string;
  protocol: ManagedProtocol;
  sensorID: string | null;
  name: string;
  unit: string | null;
  /** Where it reads: a Modbus register (with its function code) or an OID. */
  register: string;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  states: string[];
  /** The library's condition per state (a missing one is Normal). */
  conditions: string[];
  alarmOnly: boolean;
}

type Registers = ManageSensorsQuery['registers'];
export type ManagedSensor = ManagedSensorQuery['sensor'][number];

export const pointKey = (protocol: ManagedProtocol, pointID: string) =>
  `${protocol === 'Modbus' ? 'm' : 's'}${pointID}`;

/**
 * The library's points the equipment can be polled for (those of its protocol: the gateway
 * reads a Modbus card's registers, not OIDs), Modbus then SNMP, in the library's order.
 */
export function managedPoints(registers: Registers, protocol?: string): ManagedPoint[] {
  const common = (
    protocol: ManagedProtocol,
    point: Registers['modbusPoints'][number] | Registers['snmpPoints'][number],
  ) => ({
    key: pointKey(protocol, point.id),
    pointID: point.id,
    protocol,
    sensorID: point.sensorID ?? null,
    name: point.name,
    unit: point.unit ?? null,
    greenTo: point.greenTo ?? null,
    yellowTo: point.yellowTo ?? null,
    redTo: point.redTo ?? null,
    states: point.states,
    conditions: point.conditions,
    alarmOnly: point.alarmOnly,
  });
  const points: ManagedPoint[] = [
    ...registers.modbusPoints.map((point) => ({
      ...common('Modbus', point),
      register: `${point.startingRegister + (point.addressOffset ?? 0)} (FC ${point.functionCode})`,
    })),
    ...registers.snmpPoints.map((point) => ({ ...common('SNMP', point), register: point.oid })),
  ];
  if (protocol !== 'Modbus' && protocol !== 'SNMP') return points;
  // A sensor of the other protocol (from before this rule) stays listed, so it can be removed.
  return points.filter((point) => point.protocol === protocol || point.sensorID !== null);
}

/** Whether a point matches the search text: by name, register or OID, or unit. */
export function pointMatches(point: ManagedPoint, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  return [point.name, point.register, point.unit ?? ''].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/** One variable (letter) of the library's OIDs the equipment gives a number for (ADR 012). */
export interface OidVariable {
  letter: string;
  /** What the library says it stands for (Module); null when it is not labelled. */
  label: string | null;
}

/** The letters of a point's OID (a Modbus point has none). */
export function pointLetters(point: ManagedPoint): string[] {
  return point.protocol === 'SNMP' ? oidVariablesOf(point.register) : [];
}

/**
 * The variables the equipment gives numbers for: the library's labelled letters in its order,
 * then the letters its points' OIDs use unlabelled, as they first appear.
 */
export function oidVariablesToFill(
  points: readonly ManagedPoint[],
  labels: readonly DynamicOidLabel[],
): OidVariable[] {
  const variables = new Map<string, OidVariable>();
  for (const { label, value } of labels) {
    if (!variables.has(value)) variables.set(value, { letter: value, label });
  }
  for (const letter of points.flatMap(pointLetters)) {
    if (!variables.has(letter)) variables.set(letter, { letter, label: null });
  }
  return [...variables.values()];
}

/** The equipment's numbers as the form holds them: one text per variable, '' for none. */
export function oidVarsFormValues(
  variables: readonly OidVariable[],
  vars: readonly OidVar[],
): Record<string, string> {
  return Object.fromEntries(
    variables.map(({ letter }) => [letter, vars.find((v) => v.letter === letter)?.value ?? '']),
  );
}

/** The letters of the point's OID without a number among the form's values. */
export function missingLetters(
  point: ManagedPoint,
  values: Readonly<Record<string, string | undefined>>,
): string[] {
  return pointLetters(point).filter((letter) => !values[letter]?.trim());
}

/**
 * What a new sensor of the point starts from: the library point's settings, its state conditions
 * included (left untouched they are not sent, and the server takes the library's).
 */
export function settingsFromPoint(point: ManagedPoint): SensorSettingValues {
  return {
    name: point.name,
    unit: point.unit,
    greenTo: point.greenTo,
    yellowTo: point.yellowTo,
    redTo: point.redTo,
    deadband: null,
    delay: null,
    alarmOnly: point.alarmOnly,
    states: point.states,
    conditions: point.conditions,
  };
}

export function settingsFromSensor(sensor: ManagedSensor): SensorSettingValues {
  return {
    name: sensor.name,
    unit: sensor.unit ?? null,
    greenTo: sensor.greenTo ?? null,
    yellowTo: sensor.yellowTo ?? null,
    redTo: sensor.redTo ?? null,
    deadband: sensor.deadband ?? null,
    delay: sensor.delay ?? null,
    alarmOnly: sensor.alarmOnly,
    states: sensor.states,
    conditions: sensor.conditions,
  };
}

/** One point's settings as the form holds them: text for numbers, a condition per state. */
export interface SensorSettingsFormValues {
  name: string;
  unit: string;
  greenTo: string;
  yellowTo: string;
  redTo: string;
  deadband: string;
  delay: string;
  alarmOnly: boolean;
  states: string[];
  conditions: string[];
}

/**
 * The whole page's form: the settings of each point opened, by point key; the equipment's number
 * for each OID variable, by letter; whether new sensors' names get the numbers.
 */
export interface ManageSensorsFormValues {
  rows: Record<string, SensorSettingsFormValues>;
  oidVars: Record<string, string>;
  dynamicConversions: boolean;
}

/**
 * The domain's settings schema over every point opened (none at all once the last one is taken
 * out of the form), and the domain's rule for each number given (blank: no number).
 */
export const manageSensorsSchema = z.object({
  rows: z.record(z.string(), sensorSettingsSchema).default({}),
  oidVars: z
    .record(
      z.string(),
      z
        .string()
        .trim()
        .refine((value) => value === '' || isOidVarValue(value), messages.oidVariableValue),
    )
    .default({}),
  dynamicConversions: z.boolean().default(true),
});
export type ManageSensorsFormOutput = z.output<typeof manageSensorsSchema>;

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** A missing condition is Normal (spec access §5): the form shows one per state. */
function conditionsPerState(states: readonly string[], conditions: readonly string[]): string[] {
  return states.map((_, index) => conditions[index] ?? STATE_CONDITIONS[0]);
}

export function formValuesOf(settings: SensorSettingValues): SensorSettingsFormValues {
  return {
    name: settings.name,
    unit: settings.unit ?? '',
    greenTo: text(settings.greenTo),
    yellowTo: text(settings.yellowTo),
    redTo: text(settings.redTo),
    deadband: text(settings.deadband),
    delay: text(settings.delay),
    alarmOnly: settings.alarmOnly,
    states: [...settings.states],
    conditions: conditionsPerState(settings.states, settings.conditions),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The settings that differ from where they started: what an update (or a new sensor) sends. */
export function changedSettings(
  start: SensorSettingValues,
  next: SensorSettingValues,
): Partial<SensorSettingValues> {
  const changes: Partial<SensorSettingValues> = {};
  const scalars = [
    'name',
    'unit',
    'greenTo',
    'yellowTo',
    'redTo',
    'deadband',
    'delay',
    'alarmOnly',
  ] as const;
  for (const field of scalars) {
    if (start[field] !== next[field]) Object.assign(changes, { [field]: next[field] });
  }
  if (!sameList(start.states, next.states)) changes.states = next.states;
  const conditions = conditionsPerState(next.states, next.conditions);
  if (!sameList(conditionsPerState(start.states, start.conditions), conditions)) {
    changes.conditions = conditions;
  }
  return changes;
}

/** What one Save sends, and what it amounts to. */
export interface SavePlan {
  sensors: SensorInput[];
  deleteSensors: string[];
  added: number;
  updated: number;
  /** The equipment's numbers, all of them, when they change; undefined leaves them as they are. */
  oidVars?: OidVar[];
  /** Whether new sensors' names get the numbers; given when the library's OIDs have variables. */
  dynamicConversions?: boolean;
}

const sortedVars = (vars: readonly OidVar[]) =>
  [...vars].sort((a, b) => a.letter.localeCompare(b.letter));

/**
 * The equipment's numbers after a save: each variable shown with the number given (none when
 * blank), and numbers the equipment has for letters its library no longer shows, kept.
 */
export function plannedOidVars(
  variables: readonly OidVariable[],
  values: Readonly<Record<string, string>>,
  current: readonly OidVar[],
): OidVar[] {
  const shown = new Set(variables.map((v) => v.letter));
  return [
    ...variables.flatMap(({ letter }) => {
      const value = values[letter]?.trim() ?? '';
      return value === '' ? [] : [{ letter, value }];
    }),
    ...current.filter((v) => !shown.has(v.letter)).map(({ letter, value }) => ({ letter, value })),
  ];
}

/** Whether two sets of numbers differ, whatever their order. */
export function oidVarsDiffer(a: readonly OidVar[], b: readonly OidVar[]): boolean {
  const [x, y] = [sortedVars(a), sortedVars(b)];
  return (
    x.length !== y.length || x.some((v, i) => v.letter !== y[i]?.letter || v.value !== y[i]?.value)
  );
}

/**
 * One addSensors call from the page's state: points switched on become new sensors (with the
 * settings changed from the library's), monitored points whose settings changed are updated by
 * sensorID, and points switched off are removed.
 */
export function savePlan(input: {
  points: readonly ManagedPoint[];
  /** The switches the user moved, by point key; others stay as they are. */
  monitor: Readonly<Record<string, boolean>>;
  /** Validated settings of the points opened, by key. */
  rows: Readonly<Record<string, SensorSettings>>;
  /** Where each opened point's settings started, by key. */
  starts: ReadonlyMap<string, SensorSettingValues>;
  /** The library's OID variables with the numbers given and those the equipment has. */
  variables?: {
    shown: readonly OidVariable[];
    values: Readonly<Record<string, string>>;
    current: readonly OidVar[];
    dynamicConversions: boolean;
  };
}): SavePlan {
  const plan: SavePlan = { sensors: [], deleteSensors: [], added: 0, updated: 0 };
  const { variables } = input;
  if (variables && variables.shown.length > 0) {
    const vars = plannedOidVars(variables.shown, variables.values, variables.current);
    if (oidVarsDiffer(vars, variables.current)) plan.oidVars = vars;
    plan.dynamicConversions = variables.dynamicConversions;
  }
  for (const point of input.points) {
    const monitored = point.sensorID !== null;
    const wanted = input.monitor[point.key] ?? monitored;
    const row = input.rows[point.key];
    const start = input.starts.get(point.key);
    const changes =
      row && start ? changedSettings(start, sensorSettingValues(row) as SensorSettingValues) : {};
    const item = { pointID: point.pointID, protocol: point.protocol };
    if (wanted && !monitored) {
      plan.sensors.push({ ...item, ...changes });
      plan.added += 1;
    } else if (wanted && point.sensorID && Object.keys(changes).length > 0) {
      plan.sensors.push({ ...item, sensorID: point.sensorID, ...changes });
      plan.updated += 1;
    } else if (!wanted && point.sensorID) {
      plan.deleteSensors.push(point.sensorID);
    }
  }
  return plan;
}

/** Whether a save would change anything. */
export function planIsEmpty(plan: SavePlan): boolean {
  return plan.sensors.length === 0 && plan.deleteSensors.length === 0 && !plan.oidVars;
}

/** The fails of a save, on the points they are about (a fail names the point id it was sent). */
export function failsByPoint(
  sent: readonly SensorInput[],
  fails: readonly { id: string; message: string }[],
): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const fail of fails) {
    for (const item of sent) {
      if (item.pointID === fail.id) {
        byKey.set(pointKey(item.protocol as ManagedProtocol, item.pointID), fail.message);
      }
    }
  }
  return byKey;
}
