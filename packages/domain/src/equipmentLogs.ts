// Equipment Logs (spec core §2 `…/equipment/{equipmentID}/logs`): the events an equipment's log
// records — status changes, disconnects, toggles, edits — and the text each shows. A message
// never carries a secret: an edit of SNMP keys says that the credentials changed, not to what.
import { equipmentListStatus, type EquipmentListStatus } from './equipmentList.js';

export const EQUIPMENT_LOG_KINDS = [
  'created',
  'edited',
  'maintenance',
  'repair',
  'locked',
  'disconnected',
  'connected',
  'status',
  'files',
] as const;
export type EquipmentLogKind = (typeof EQUIPMENT_LOG_KINDS)[number];

/** Log entries per page unless asked otherwise, and the most one page holds. */
export const EQUIPMENT_LOGS_PAGE_SIZE = 50;
export const EQUIPMENT_LOGS_PAGE_MAX = 200;

/**
 * Sensor statuses from best to worst: an equipment's sensor status is its worst sensor's, and
 * one sensor with a known status (ok) outranks any number of unknown ones.
 */
export const SENSOR_STATUS_RANK = ['unknown', 'ok', 'warning', 'error'] as const;
export type RankedSensorStatus = (typeof SENSOR_STATUS_RANK)[number];

/** The worst of the sensors' statuses; unknown when there is none (or none is known). */
export function worstSensorStatus(statuses: readonly string[]): RankedSensorStatus {
  let worst = 0;
  for (const status of statuses) {
    worst = Math.max(worst, SENSOR_STATUS_RANK.indexOf(status as RankedSensorStatus));
  }
  return SENSOR_STATUS_RANK[worst] ?? 'unknown';
}

/** The sensor status as My Equipment names it (OK, WARNING, ERROR, UNKNOWN). */
const listName = (sensorStatus: string): EquipmentListStatus =>
  equipmentListStatus({ isMaintenance: false, isRepair: false, disconnected: false, sensorStatus });

const onOff = (on: boolean) => (on ? 'on' : 'off');

export const equipmentLogMessages = {
  created: (equipment: { protocol: string; ip: string }) =>
    `Added: ${equipment.protocol} at ${equipment.ip}.`,
  edited: (changes: readonly string[]) => `Edited: ${changes.join(', ')}.`,
  maintenance: (on: boolean) => `Maintenance mode ${onOff(on)}.`,
  repair: (on: boolean) => `Repair mode ${onOff(on)}.`,
  locked: (on: boolean) => (on ? 'Locked.' : 'Unlocked.'),
  disconnected: (error?: string | null) => (error ? `Disconnected: ${error}` : 'Disconnected.'),
  connected: 'Connected.',
  status: (from: string, to: string) => `Status changed from ${listName(from)} to ${listName(to)}.`,
  fileUploaded: (filename: string) => `File uploaded: ${filename}.`,
  fileDeleted: (filename: string) => `File deleted: ${filename}.`,
} as const;

/** The fields of an equipment an edit may change, as stored (null for none). */
export interface EditableEquipment {
  name: string;
  ip: string;
  port: number;
  slaveId: number | null;
  notes: string | null;
  tags: readonly string[];
  snmpVersion: string | null;
  communityString: string | null;
  username: string | null;
  authType: string | null;
  authKey: string | null;
  securityLevel: string | null;
  privacyType: string | null;
  privacySecret: string | null;
  context: string | null;
}

const CREDENTIALS = [
  'communityString',
  'username',
  'authType',
  'authKey',
  'securityLevel',
  'privacyType',
  'privacySecret',
  'context',
] as const satisfies readonly (keyof EditableEquipment)[];

const shown = (value: string | number | null) => (value === null ? 'none' : String(value));

/**
 * What an edit changed, one phrase per change, in form order: values for the name, address,
 * port, unit id and SNMP version; only the fact of a change for notes, tags and credentials.
 */
export function describeEquipmentEdit(
  before: EditableEquipment,
  after: EditableEquipment,
): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name '${before.name}' to '${after.name}'`);
  if (before.ip !== after.ip) changes.push(`IP ${before.ip} to ${after.ip}`);
  if (before.port !== after.port) changes.push(`port ${before.port} to ${after.port}`);
  if (before.slaveId !== after.slaveId) {
    changes.push(`unit id ${shown(before.slaveId)} to ${shown(after.slaveId)}`);
  }
  if ((before.notes ?? '') !== (after.notes ?? '')) changes.push('notes');
  if (before.tags.join('\u0000') !== after.tags.join('\u0000')) changes.push('tags');
  if (before.snmpVersion !== after.snmpVersion) {
    changes.push(`SNMP version ${shown(before.snmpVersion)} to ${shown(after.snmpVersion)}`);
  }
  if (CREDENTIALS.some((field) => before[field] !== after[field])) {
    changes.push('SNMP credentials');
  }
  return changes;
}
