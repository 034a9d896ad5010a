import { describe, expect, it } from 'vitest';
import { onboardingSchema } from './equipmentForms.js';
import {
  equipmentAssetSchema,
  equipmentNotesSchema,
  mergeEquipmentEdit,
  type StoredOnboarding,
} from './equipmentEdit.js';
import { formErrors } from './fields.js';
import { messages } from './messages.js';

const snmp: StoredOnboarding = {
  ip: '10.0.0.6',
  manufacturerModel: '7',
  description: 'UPS 1',
  protocol: 'SNMP',
  port: 161,
  slaveID: null,
  snmpVersion: '3',
  communityString: null,
  username: 'ops',
  authType: 'SHA',
  authKey: 'stored-auth',
  securityLevel: 'authPriv',
  privacyType: 'AES',
  privacySecret: 'stored-privacy',
  context: null,
};

describe('mergeEquipmentEdit', () => {
  it.each<[string, Parameters<typeof mergeEquipmentEdit>[1], Partial<StoredOnboarding>]>([
    ['nothing given keeps everything', {}, {}],
    ['nulls keep the stored values', { description: null, ip: null, authKey: null }, {}],
    [
      'a new name and address',
      { description: 'UPS A', ip: '10.0.0.9' },
      { description: 'UPS A', ip: '10.0.0.9' },
    ],
    [
      'empty secrets keep the stored ones',
      { authKey: '', privacySecret: '  ', communityString: '' },
      {},
    ],
    ['a new secret replaces the stored one', { authKey: 'new-auth' }, { authKey: 'new-auth' }],
    ['an empty name is taken, for validation to refuse', { description: '' }, { description: '' }],
  ])('%s', (_title, edit, changed) => {
    expect(mergeEquipmentEdit(snmp, edit)).toEqual({ ...snmp, ...changed });
  });

  it.each<[string, Parameters<typeof mergeEquipmentEdit>[1], Record<string, string>]>([
    ['a valid edit', { description: 'UPS A', port: 1161 }, {}],
    ['an emptied name', { description: ' ' }, { description: messages.required }],
    ['a bad address', { ip: '10.0.0.300' }, { ip: messages.invalidIPv4 }],
    ['a bad port', { port: 70_000 }, { port: messages.invalidPort }],
    ['an emptied v3 user', { username: '' }, { username: messages.required }],
    [
      'version 2 without a community string',
      { snmpVersion: '2' },
      { communityString: messages.required },
    ],
    ['version 2 with one', { snmpVersion: '2', communityString: 'public' }, {}],
  ])('validated as onboarding: %s', (_title, edit, expected) => {
    expect(formErrors(onboardingSchema, mergeEquipmentEdit(snmp, edit))).toEqual(expected);
  });
});

describe('equipmentNotesSchema', () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{}, { notes: undefined, tags: undefined }],
    [
      { notes: '  Rack 4 ', tags: [' a', 'b', 'a', ' '] },
      { notes: 'Rack 4', tags: ['a', 'b'] },
    ],
    [
      { notes: '', tags: [] },
      { notes: undefined, tags: [] },
    ],
  ])('%j', (input, expected) => {
    expect(equipmentNotesSchema.parse(input)).toEqual(expected);
  });
});

describe('equipmentAssetSchema', () => {
  const item = (label: string, value: string, type: string) => ({ label, value, type });
  it.each<[string, unknown[], Record<string, string>]>([
    ['no data', [], {}],
    [
      'one of each type',
      [
        item('Serial', 'SN-1', 'string'),
        item('Rating', '10.5', 'number'),
        item('Installed', '2026-01-31', 'date'),
        item('Firmware', 'v2.1 (build 7)', 'firmware'),
      ],
      {},
    ],
    ['a blank value of any type', [item('Installed', ' ', 'date')], {}],
    [
      'a word as a number',
      [item('Rating', 'ten', 'number')],
      { 'meta.0.value': messages.mustBeNumber },
    ],
    [
      'a date that does not exist',
      [item('Installed', '2026-02-30', 'date')],
      { 'meta.0.value': messages.invalidDate },
    ],
    [
      'a date in another form',
      [item('Installed', '31/01/2026', 'date')],
      { 'meta.0.value': messages.invalidDate },
    ],
    [
      'an unknown type',
      [item('Colour', 'red', 'colour')],
      { 'meta.0.type': messages.invalidChoice },
    ],
    ['a missing label', [item(' ', 'x', 'string')], { 'meta.0.label': messages.required }],
    [
      'a label too long',
      [item('L'.repeat(256), 'x', 'string')],
      { 'meta.0.label': messages.tooLong(255) },
    ],
    [
      'a value too long',
      [item('Serial', 'v'.repeat(256), 'string')],
      { 'meta.0.value': messages.tooLong(255) },
    ],
    [
      'a label given twice',
      [item('Serial', 'a', 'string'), item('serial', 'b', 'string')],
      { 'meta.1.label': messages.assetLabelTaken('serial') },
    ],
    [
      'more than 200 items',
      Array.from({ length: 201 }, (_, i) => item(`L${i}`, 'x', 'string')),
      { meta: messages.inputTooMany('meta', 200) },
    ],
  ])('%s', (_title, meta, expected) => {
    expect(formErrors(equipmentAssetSchema, { meta })).toEqual(expected);
  });

  it('drops blank data and trims the rest', () => {
    expect(
      equipmentAssetSchema.parse({
        meta: [item(' Serial ', ' SN-1 ', 'string'), item('Installed', '', 'date')],
      }),
    ).toEqual({ meta: [item('Serial', 'SN-1', 'string')] });
  });
});
