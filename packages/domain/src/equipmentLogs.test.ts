import { describe, expect, it } from 'vitest';
import {
  describeEquipmentEdit,
  equipmentLogMessages,
  worstSensorStatus,
  type EditableEquipment,
} from './equipmentLogs.js';

describe('worstSensorStatus', () => {
  it.each<[string[], string]>([
    [[], 'unknown'],
    [['unknown', 'unknown'], 'unknown'],
    [['unknown', 'ok'], 'ok'],
    [['ok', 'warning', 'ok'], 'warning'],
    [['warning', 'error', 'unknown'], 'error'],
    [['disconnected'], 'unknown'],
  ])('%j is %s', (statuses, expected) => {
    expect(worstSensorStatus(statuses)).toBe(expected);
  });
});

describe('equipmentLogMessages', () => {
  it.each([
    [
      equipmentLogMessages.created({ protocol: 'SNMP', ip: '10.0.0.6' }),
      'Added: SNMP at 10.0.0.6.',
    ],
    [equipmentLogMessages.edited(["name 'A' to 'B'", 'notes']), "Edited: name 'A' to 'B', notes."],
    [equipmentLogMessages.maintenance(true), 'Maintenance mode on.'],
    [equipmentLogMessages.maintenance(false), 'Maintenance mode off.'],
    [equipmentLogMessages.repair(true), 'Repair mode on.'],
    [equipmentLogMessages.repair(false), 'Repair mode off.'],
    [equipmentLogMessages.locked(true), 'Locked.'],
    [equipmentLogMessages.locked(false), 'Unlocked.'],
    [equipmentLogMessages.disconnected('Timed out'), 'Disconnected: Timed out'],
    [equipmentLogMessages.disconnected(null), 'Disconnected.'],
    [equipmentLogMessages.connected, 'Connected.'],
    [equipmentLogMessages.fileUploaded('wiring.pdf'), 'File uploaded: wiring.pdf.'],
    [equipmentLogMessages.fileDeleted('wiring.pdf'), 'File deleted: wiring.pdf.'],
    [equipmentLogMessages.status('ok', 'warning'), 'Status changed from OK to WARNING.'],
    [equipmentLogMessages.status('error', 'unknown'), 'Status changed from ERROR to UNKNOWN.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('describeEquipmentEdit', () => {
  const before: EditableEquipment = {
    name: 'UPS 1',
    ip: '10.0.0.6',
    port: 161,
    slaveId: null,
    notes: null,
    tags: ['hall'],
    snmpVersion: '2',
    communityString: 'public',
    username: null,
    authType: null,
    authKey: null,
    securityLevel: null,
    privacyType: null,
    privacySecret: null,
    context: null,
  };
  it.each<[string, Partial<EditableEquipment>, string[]]>([
    ['nothing', {}, []],
    ['the name', { name: 'UPS A' }, ["name 'UPS 1' to 'UPS A'"]],
    [
      'the address and port',
      { ip: '10.0.0.7', port: 1161 },
      ['IP 10.0.0.6 to 10.0.0.7', 'port 161 to 1161'],
    ],
    ['the unit id', { slaveId: 3 }, ['unit id none to 3']],
    ['notes, blank to blank', { notes: '' }, []],
    ['notes and tags', { notes: 'Behind the door', tags: ['hall', 'b'] }, ['notes', 'tags']],
    ['the community string, never its value', { communityString: 'private' }, ['SNMP credentials']],
    [
      'the version and v3 keys',
      { snmpVersion: '3', username: 'ops', authKey: 'secret-key' },
      ['SNMP version 2 to 3', 'SNMP credentials'],
    ],
  ])('%s', (_title, change, expected) => {
    const described = describeEquipmentEdit(before, { ...before, ...change });
    expect(described).toEqual(expected);
    expect(described.join(' ')).not.toMatch(/private|secret-key/);
  });
});
