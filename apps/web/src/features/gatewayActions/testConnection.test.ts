import { describe, expect, it } from 'vitest';
import { emptySnmpCredentialValues } from './snmpCredentials';
import { testConnectionFieldOf, testConnectionVariables } from './testConnection';

const device = (given: Record<string, string>) => ({
  ...emptySnmpCredentialValues({ port: '' }),
  ip: '10.0.0.5',
  slaveID: '',
  manufacturerModel: '',
  ...given,
});

describe('testConnectionVariables', () => {
  it.each([
    [
      'SNMP without a library, default port',
      { communityString: 'public' },
      {
        probe: { protocol: 'SNMP' },
        snmpCreds: { snmpVersion: '2', communityString: 'public' },
      },
    ],
    [
      'Modbus with port, slave ID and library; no credentials',
      { protocol: 'Modbus', port: '1502', slaveID: '7', manufacturerModel: '70' },
      { probe: { protocol: 'Modbus', port: 1502, slaveID: 7, manufacturerModel: '70' } },
    ],
    [
      'a port that is no number, left for the check to refuse',
      { port: 'abc', communityString: 'public' },
      {
        probe: { protocol: 'SNMP', port: Number.NaN },
        snmpCreds: { snmpVersion: '2', communityString: 'public', port: Number.NaN },
      },
    ],
  ])('%s', (_case, given, expected) => {
    expect(testConnectionVariables(device(given))).toEqual({
      action: 'TEST_CONNECTION',
      ip: '10.0.0.5',
      ...expected,
    });
  });
});

describe('testConnectionFieldOf', () => {
  it.each([
    ['ip', 'ip'],
    ['probe.protocol', 'protocol'],
    ['probe.port', 'port'],
    ['probe.slaveID', 'slaveID'],
    ['probe.manufacturerModel', 'manufacturerModel'],
    ['snmpCreds.port', 'port'],
    ['snmpCreds.communityString', 'communityString'],
    ['action', null],
  ])('%s is shown on %s', (argument, field) => {
    expect(testConnectionFieldOf(argument)).toBe(field);
  });
});
