import { describe, expect, it } from 'vitest';
import type { MibObjectFieldsFragment } from '../../../graphql/generated/graphql';
import {
  instanceOid,
  isPickable,
  parseSnmpBuilderParams,
  pickedFromMib,
  pickedOid,
  snmpTemplateErrors,
  snmpTemplateFieldOf,
  snmpTemplateVariables,
  unitsOf,
  withSnmpBuilderParams,
} from './snmpBuilderModel';

const object = (extra: Partial<MibObjectFieldsFragment>): MibObjectFieldsFragment => ({
  oid: '1.3.6.1.2.1.33.1.2.5',
  name: 'upsBatteryVoltage',
  module: 'UPS-MIB',
  kind: 'OBJECT-TYPE',
  shape: 'scalar',
  syntax: 'NonNegativeInteger',
  access: 'read-only',
  units: '0.1 Volt DC',
  description: null,
  enums: [],
  ...extra,
});

describe('builder params', () => {
  it.each([
    ['', { open: false, source: 'mib' }],
    ['builder=snmp', { open: true, source: 'mib' }],
    ['builder=snmp&source=walk', { open: true, source: 'walk' }],
    ['builder=snmp&source=paste', { open: true, source: 'paste' }],
    ['builder=snmp&source=nope', { open: true, source: 'mib' }],
    ['builder=modbus&source=paste', { open: false, source: 'paste' }],
  ])('%s', (search, expected) => {
    expect(parseSnmpBuilderParams(new URLSearchParams(search))).toEqual(expected);
  });

  it('keeps the page keys when opening and closing', () => {
    const page = new URLSearchParams('tabVal=snmp');
    const open = withSnmpBuilderParams(page, { open: true, source: 'paste' });
    expect(open.toString()).toBe('tabVal=snmp&builder=snmp&source=paste');
    expect(withSnmpBuilderParams(open, { open: false, source: 'paste' }).toString()).toBe(
      'tabVal=snmp',
    );
  });
});

describe('MIB objects', () => {
  it.each([
    [{ shape: 'scalar', access: 'read-only' }, true],
    [{ shape: 'column', access: 'read-write' }, true],
    [{ shape: 'column', access: 'not-accessible' }, false],
    [{ shape: 'table', access: 'not-accessible' }, false],
    [{ shape: null, access: null }, false],
  ])('%o pickable: %s', (fields, expected) => {
    expect(isPickable(fields)).toBe(expected);
  });

  it.each([
    ['scalar', '1', '1.3.6.1.2.1.33.1.2.5.0'],
    ['column', '3', '1.3.6.1.2.1.33.1.2.5.3'],
    ['column', ' ', '1.3.6.1.2.1.33.1.2.5.1'],
    ['table', '1', '1.3.6.1.2.1.33.1.2.5'],
  ])('a %s at row %j reads %s', (shape, row, expected) => {
    expect(instanceOid({ oid: '1.3.6.1.2.1.33.1.2.5', shape }, row)).toBe(expected);
  });

  it.each([
    ['0.1 Volt DC', { unit: 'Volt DC', multiplier: '0.1' }],
    ['percent', { unit: 'percent', multiplier: '' }],
    ['1 second', { unit: 'second', multiplier: '' }],
    ['.01 Hertz', { unit: 'Hertz', multiplier: '.01' }],
    [null, { unit: '', multiplier: '' }],
  ])('units %j', (units, expected) => {
    expect(unitsOf(units)).toEqual(expected);
  });

  it('prefills a pick from the object: name, unit, scaling and states', () => {
    expect(
      pickedFromMib(
        object({
          name: 'upsBatteryStatus',
          oid: '1.3.6.1.2.1.33.1.2.1',
          units: null,
          enums: [
            { value: 1, label: 'unknown' },
            { value: 2, label: 'batteryNormal' },
          ],
        }),
        '1',
      ),
    ).toEqual(
      pickedOid('1.3.6.1.2.1.33.1.2.1.0', {
        name: 'upsBatteryStatus',
        states: 'unknown(1), batteryNormal(2)',
        origin: 'UPS-MIB::upsBatteryStatus.0',
      }),
    );
  });
});

describe('the template', () => {
  const values = {
    manufacturer: 'Acme',
    model: 'UPS 1',
    sysObjectID: '.1.3.6.1.4.1.8072.3.2.10',
    oids: [
      pickedOid('.1.3.6.1.2.1.33.1.2.5.0', {
        name: 'Battery voltage',
        unit: 'V',
        multiplier: '0.1',
        offset: '2',
        strMask: '',
      }),
    ],
  };

  it('is sent with the picked OIDs, blank inputs left out', () => {
    expect(snmpTemplateVariables(values, 'c1', null)).toEqual({
      model: 'UPS 1',
      manufacturer: 'Acme',
      sysObjectID: '1.3.6.1.4.1.8072.3.2.10',
      customerID: 'c1',
      oids: [
        {
          oid: '1.3.6.1.2.1.33.1.2.5.0',
          name: 'Battery voltage',
          unit: 'V',
          multiplier: 0.1,
          offset: 2,
        },
      ],
    });
    expect(snmpTemplateVariables(values, 'c1', 'lib9').libraryID).toBe('lib9');
  });

  it('names each bad field', () => {
    expect(
      snmpTemplateErrors({
        manufacturer: '',
        model: 'M',
        sysObjectID: 'x.y',
        oids: [pickedOid('1.3.6', { name: '', multiplier: 'abc' })],
      }),
    ).toEqual({
      manufacturer: 'Required.',
      sysObjectID: expect.any(String) as string,
      'oids.0.name': 'Required.',
      'oids.0.multiplier': 'Must be a number.',
    });
  });

  it.each([
    ['model', 'model'],
    ['oids.3.name', 'oids.3.name'],
    ['oids.0.strMask', 'oids.0.strMask'],
    ['oids.0.greenTo', null],
    ['csv', null],
  ])('the server names %s: the form shows it on %s', (field, expected) => {
    expect(snmpTemplateFieldOf(field)).toBe(expected);
  });
});
