import {
  STATE_CONDITIONS,
  sensorSettingValues,
  sensorSettingsSchema,
  type SensorSettingValues,
  type SensorSettings,
} from '@vigil/domain';
import { z } from 'zod';
import type {
  ManageSensorsQuery,
  ManagedSensorQuery,
  SensorInput,
} from '../../graphql/generated/graphql';

// Manage Sensors' model: the equipment's library points, the form of each point's settings, and
// what one save sends (addSensors with new sensors, changed settings and removals).

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

/** The whole page's form: the settings of each point opened, by point key. */
export interface ManageSensorsFormValues {
  rows: Record<string, SensorSettingsFormValues>;
}

/**
 * The domain's settings schema over every point opened (none at all once the last one is taken
 * out of the form).
 */
export const manageSensorsSchema = z.object({
  rows: z.record(z.string(), sensorSettingsSchema).default({}),
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
}): SavePlan {
  const plan: SavePlan = { sensors: [], deleteSensors: [], added: 0, updated: 0 };
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
