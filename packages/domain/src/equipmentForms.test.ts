import { describe, expect, it } from 'vitest';
import {
  bulkOnboardingSchema,
  modbusRegisterSchema,
  onboardingSchema,
  snmpRegisterSchema,
} from './equipmentForms.js';
import { formErrors } from './fields.js';
import { messages } from './messages.js';

const register = {
  name: 'Input voltage',
  functionCode: 3,
  startingRegister: 0,
  numberOfRegisters: 1,
  dataType: 'UINT16',
};

describe('modbusRegisterSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete point', register, {}],
    [
      'text from a form',
      {
        ...register,
        functionCode: '4',
        startingRegister: '12',
        numberOfRegisters: '2',
        dataType: 'FLOAT',
      },
      {},
    ],
    ['coils read one bit', { ...register, functionCode: 1, dataType: 'UINT32' }, {}],
    [
      'nothing given',
      {},
      {
        name: messages.required,
        functionCode: messages.required,
        startingRegister: messages.required,
        numberOfRegisters: messages.required,
        dataType: messages.required,
      },
    ],
    ['blank name', { ...register, name: '  ' }, { name: messages.required }],
    [
      'function code 0',
      { ...register, functionCode: 0 },
      { functionCode: messages.invalidFunctionCode },
    ],
    [
      'function code 5',
      { ...register, functionCode: '5' },
      { functionCode: messages.invalidFunctionCode },
    ],
    [
      'function code text',
      { ...register, functionCode: 'three' },
      { functionCode: messages.mustBeNumber },
    ],
    [
      'negative register',
      { ...register, startingRegister: -1 },
      { startingRegister: messages.wholeNumberAtLeast(0) },
    ],
    [
      'fractional register',
      { ...register, startingRegister: 1.5 },
      { startingRegister: messages.wholeNumberAtLeast(0) },
    ],
    [
      'no registers',
      { ...register, numberOfRegisters: 0 },
      { numberOfRegisters: messages.wholeNumberAtLeast(1) },
    ],
    [
      'unknown data type',
      { ...register, dataType: 'DOUBLE' },
      { dataType: messages.invalidDataType },
    ],
    [
      '32-bit type in one register',
      { ...register, dataType: 'INT32' },
      { numberOfRegisters: messages.registersForDataType('INT32', 2) },
    ],
    [
      'multiplier not a number',
      { ...register, multiplier: 'x' },
      { multiplier: messages.mustBeNumber },
    ],
    ['bad word order', { ...register, wordOrder: 'MID' }, { wordOrder: messages.invalidWordOrder }],
  ])('%s', (_name, input, expected) => {
    expect(formErrors(modbusRegisterSchema, input)).toEqual(expected);
  });

  it.each<[unknown, number]>([
    [undefined, 0],
    ['', 0],
    [null, 0],
    ['-1', -1],
    [40001, 40001],
  ])('address offset %j → %i', (addressOffset, expected) => {
    expect(modbusRegisterSchema.parse({ ...register, addressOffset }).addressOffset).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, 'ABCD'],
    [null, 'ABCD'],
    ['', 'ABCD'],
    ['ABCD', 'ABCD'],
    ['CDAB', 'CDAB'],
    ['BADC', 'BADC'],
    ['DCBA', 'DCBA'],
    [' dcba ', 'DCBA'],
    ['BE', 'ABCD'],
    ['LE', 'CDAB'],
    ['le', 'CDAB'],
  ])('word order %j is kept as %s', (wordOrder, expected) => {
    expect(modbusRegisterSchema.parse({ ...register, wordOrder }).wordOrder).toBe(expected);
  });

  it('defaults the word order to big-endian and splits text states', () => {
    const point = modbusRegisterSchema.parse({ ...register, states: 'Closed, Open' });
    expect(point.wordOrder).toBe('ABCD');
    expect(point.states).toEqual(['Closed', 'Open']);
    expect(point.functionCode).toBe(3);
  });
});

describe('snmpRegisterSchema', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ oid: '1.3.6.1.2.1.33.1.4.4.1.5.1', name: 'Load' }, {}],
    [{ oid: '1.3.6.1.2.1.2.2.1.x', name: 'Port', multiplier: '0.1' }, {}],
    [{}, { oid: messages.required, name: messages.required }],
    [{ oid: 'iso.org', name: 'x' }, { oid: messages.invalidOID }],
    // As snmpwalk -On prints it: the leading dot is dropped (see the stored form below).
    [{ oid: '.1.3.6.1.2.1.33.1.2.4.0', name: 'Charge' }, {}],
    [{ oid: ' .1.3.6.1.2.1.33.1.2.4.0 ', name: 'Charge' }, {}],
    [{ oid: '..1.3.6', name: 'x' }, { oid: messages.invalidOID }],
    [{ oid: '1.3..6', name: 'x' }, { oid: messages.invalidOID }],
    [{ oid: '1.3.6.', name: 'x' }, { oid: messages.invalidOID }],
    [{ oid: '.', name: 'x' }, { oid: messages.invalidOID }],
    [{ oid: '1', name: 'x' }, { oid: messages.invalidOID }],
    [{ oid: 'SNMPv2-MIB::sysName.0', name: 'x' }, { oid: messages.invalidOID }],
    [{ oid: '1.3.-6', name: 'x' }, { oid: messages.invalidOID }],
    [{ oid: '1.3.6', name: 'x', greenTo: 'hot' }, { greenTo: messages.mustBeNumber }],
  ])('%j gives %j', (input, expected) => {
    expect(formErrors(snmpRegisterSchema, input)).toEqual(expected);
  });

  it.each([
    ['.1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.4.0'],
    ['1.3.6.1.2.1.33.1.2.4.0', '1.3.6.1.2.1.33.1.2.4.0'],
    ['.1.3.6.1.2.1.2.2.1.x', '1.3.6.1.2.1.2.2.1.x'],
  ])('stores %j as %j', (oid, stored) => {
    expect(snmpRegisterSchema.parse({ oid, name: 'Point' }).oid).toBe(stored);
  });
});

describe('onboardingSchema', () => {
  const base = {
    ip: '10.0.0.5',
    manufacturerModel: 'lib-1',
    description: 'UPS A',
    protocol: 'Modbus',
  };
  const v3 = {
    ...base,
    protocol: 'SNMP',
    snmpVersion: '3',
    username: 'ops',
    authType: 'SHA',
    authKey: 'authkey123',
    securityLevel: 'authPriv',
    privacyType: 'AES',
    privacySecret: 'privkey123',
  };

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['Modbus', { ...base, port: 502, slaveID: 1 }, {}],
    [
      'nothing given',
      {},
      {
        ip: messages.required,
        manufacturerModel: messages.required,
        description: messages.required,
        protocol: messages.required,
      },
    ],
    ['bad ip', { ...base, ip: '10.0.0.256' }, { ip: messages.invalidIPv4 }],
    ['unknown protocol', { ...base, protocol: 'BACnet' }, { protocol: messages.invalidChoice }],
    ['port out of range', { ...base, port: 70000 }, { port: messages.invalidPort }],
    ['unit id out of range', { ...base, slaveID: 248 }, { slaveID: messages.invalidUnitId }],
    ['SNMP without a version', { ...base, protocol: 'SNMP' }, { snmpVersion: messages.required }],
    [
      'SNMP v2 with community',
      { ...base, protocol: 'SNMP', snmpVersion: 2, communityString: 'public' },
      {},
    ],
    [
      'SNMP v1 with community',
      { ...base, protocol: 'SNMP', snmpVersion: '1', communityString: 'public' },
      {},
    ],
    [
      'SNMP v2 without community',
      { ...base, protocol: 'SNMP', snmpVersion: '2' },
      { communityString: messages.required },
    ],
    [
      'SNMP v2 with a bad community',
      { ...base, protocol: 'SNMP', snmpVersion: '2', communityString: 'pub lic' },
      { communityString: messages.invalidCommunityString },
    ],
    ['SNMP v3 authPriv, in the default (empty) context', v3, {}],
    ['SNMP v3 with a context', { ...v3, context: 'ctx' }, {}],
    [
      'SNMP v3 missing its user name and security level',
      { ...base, protocol: 'SNMP', snmpVersion: '3' },
      { username: messages.required, securityLevel: messages.required },
    ],
    [
      'SNMP v3 noAuthNoPriv needs the user name only',
      { ...base, protocol: 'SNMP', snmpVersion: '3', securityLevel: 'noAuthNoPriv', username: 'u' },
      {},
    ],
    [
      'SNMP v3 noAuthNoPriv without a user name',
      { ...base, protocol: 'SNMP', snmpVersion: '3', securityLevel: 'noAuthNoPriv' },
      { username: messages.required },
    ],
    [
      'SNMP v3 authNoPriv needs the auth type and key, no privacy secret',
      {
        ...base,
        protocol: 'SNMP',
        snmpVersion: '3',
        securityLevel: 'authNoPriv',
        username: 'u',
        authType: 'SHA',
        authKey: 'authkey123',
      },
      {},
    ],
    [
      'SNMP v3 authNoPriv without its key',
      { ...v3, securityLevel: 'authNoPriv', authKey: '', privacyType: '', privacySecret: '' },
      { authKey: messages.required },
    ],
    [
      'SNMP v3 authPriv without privacy',
      { ...v3, privacyType: '', privacySecret: '' },
      { privacyType: messages.required, privacySecret: messages.required },
    ],
    ['SNMP v3 without a user name', { ...v3, username: '' }, { username: messages.required }],
    [
      'SNMP v3 with an unknown security level',
      { ...v3, securityLevel: 'authAndMore' },
      { securityLevel: messages.invalidChoice },
    ],
    [
      'SNMP v3 noAuthNoPriv ignores secrets it does not use',
      { ...v3, securityLevel: 'noAuthNoPriv', authKey: '', privacyType: '', privacySecret: '' },
      {},
    ],
    [
      'SNMP v3 authNoPriv without its auth type',
      { ...v3, securityLevel: 'authNoPriv', authType: '' },
      { authType: messages.required },
    ],
    [
      'SNMP v3 authPriv without its auth key',
      { ...v3, authKey: '' },
      { authKey: messages.required },
    ],
    [
      'SNMP v3 authPriv without its privacy type',
      { ...v3, privacyType: '' },
      { privacyType: messages.required },
    ],
    [
      'SNMP v3 authPriv without its privacy secret',
      { ...v3, privacySecret: '' },
      { privacySecret: messages.required },
    ],
    [
      'SNMP v3 with an unknown auth type',
      { ...v3, authType: 'SHA1024' },
      { authType: messages.invalidChoice },
    ],
    [
      'SNMP v3 with an unknown privacy type',
      { ...v3, privacyType: 'ROT13' },
      { privacyType: messages.invalidChoice },
    ],
    [
      'unknown SNMP version',
      { ...base, protocol: 'SNMP', snmpVersion: '4' },
      { snmpVersion: messages.invalidChoice },
    ],
    ['Modbus ignores SNMP fields', { ...base, snmpVersion: '' }, {}],
  ])('%s', (_name, input, expected) => {
    expect(formErrors(onboardingSchema, input)).toEqual(expected);
  });
});

describe('bulkOnboardingSchema', () => {
  const row = {
    ip: '10.0.0.5',
    manufacturerModel: '7',
    description: 'PDU 1',
    protocol: 'Modbus',
  };
  it.each<[string, unknown[], Record<string, string>]>([
    ['one valid row', [row], {}],
    ['many valid rows', [row, { ...row, description: 'PDU 2' }], {}],
    ['no row', [], { equipment: messages.required }],
    [
      'a bad address on the third row',
      [row, row, { ...row, ip: '10.0.0.300' }],
      { 'equipment.2.ip': messages.invalidIPv4 },
    ],
    [
      'an SNMP row without its community string',
      [{ ...row, protocol: 'SNMP', snmpVersion: '2' }],
      { 'equipment.0.communityString': messages.required },
    ],
  ])('%s', (_title, equipment, expected) => {
    expect(formErrors(bulkOnboardingSchema, { equipment })).toEqual(expected);
  });

  it('takes at most 1,000 rows', () => {
    const rows = Array.from({ length: 1001 }, () => row);
    expect(bulkOnboardingSchema.safeParse({ equipment: rows }).success).toBe(false);
    expect(bulkOnboardingSchema.safeParse({ equipment: rows.slice(1) }).success).toBe(true);
  });
});
