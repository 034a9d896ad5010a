import { describe, expect, it } from 'vitest';
import {
  epochMs,
  findEquipmentPath,
  importEquipmentPath,
  parseFindEquipmentParams,
  parseImportEquipmentParams,
  parseSnmpWalkParams,
  snmpWalkPath,
} from './gatewayActionPaths';

const search = (text: string) => new URLSearchParams(text);

describe('SNMP Walk paths', () => {
  it.each([
    [undefined, {}, '/gateways/3/equipment/walk'],
    ['12', { ip: '10.0.0.9' }, '/12/gateways/3/equipment/walk?ip=10.0.0.9'],
    [
      undefined,
      { ip: '10.0.0.9', communityString: 'pub lic', desc: 'UPS' },
      '/gateways/3/equipment/walk?ip=10.0.0.9&communityString=pub+lic&desc=UPS',
    ],
  ] as const)('customer %s, %j → %s', (customer, params, path) => {
    expect(snmpWalkPath(customer, '3', params)).toBe(path);
  });

  it.each([
    ['', { ip: null, communityString: '', desc: '' }],
    ['ip=%20', { ip: null, communityString: '', desc: '' }],
    [
      'ip=10.0.0.9&communityString=public&desc=Rack',
      { ip: '10.0.0.9', communityString: 'public', desc: 'Rack' },
    ],
  ])('reads %s', (text, params) => {
    expect(parseSnmpWalkParams(search(text))).toEqual(params);
  });
});

describe('Find Equipment paths', () => {
  it('writes id, label, createdAt and query, leaving out what is blank', () => {
    expect(
      findEquipmentPath('12', { id: '40', label: 'Find Equipment', createdAt: 1767600000000 }),
    ).toBe('/12/equipment/find?id=40&label=Find+Equipment&createdAt=1767600000000');
    expect(findEquipmentPath(undefined, { query: '' })).toBe('/equipment/find');
  });

  it.each([
    ['', { id: null, label: '', createdAt: null, query: '' }],
    [
      'id=40&label=Find%20Equipment&createdAt=1767600000000&query=ups',
      { id: '40', label: 'Find Equipment', createdAt: 1767600000000, query: 'ups' },
    ],
    ['id=abc&createdAt=soon', { id: null, label: '', createdAt: null, query: '' }],
    ['id=0', { id: null, label: '', createdAt: null, query: '' }],
  ])('reads %s', (text, params) => {
    expect(parseFindEquipmentParams(search(text))).toEqual(params);
  });
});

describe('Import Equipment paths', () => {
  it('writes and reads id and query', () => {
    const path = importEquipmentPath('12', { id: '40', query: 'apc' });
    expect(path).toBe('/12/equipment/import?id=40&query=apc');
    expect(parseImportEquipmentParams(search(path.split('?')[1] ?? ''))).toEqual({
      id: '40',
      query: 'apc',
    });
  });
});

describe('epochMs', () => {
  it.each([
    ['2026-01-05T09:00:00.000Z', Date.UTC(2026, 0, 5, 9)],
    ['1767603600000', 1767603600000],
    ['not a date', null],
  ])('%s → %s', (time, ms) => {
    expect(epochMs(time)).toBe(ms);
  });
});
