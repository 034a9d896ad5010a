import { describe, expect, it } from 'vitest';
import { emptySnmpCredentialValues, formFieldOf, snmpCredsInput } from './snmpCredentials';

describe('snmpCredsInput', () => {
  it.each([
    [
      'v2c: the community only',
      { snmpVersion: '2', communityString: ' public ', username: 'left over' },
      { snmpVersion: '2', communityString: 'public' },
    ],
    [
      'v1 without a community',
      { snmpVersion: '1' },
      { snmpVersion: '1', communityString: undefined },
    ],
    [
      'v3 noAuthNoPriv: the user, no secrets',
      { snmpVersion: '3', username: 'monitor', securityLevel: 'noAuthNoPriv', authKey: 'x' },
      {
        snmpVersion: '3',
        username: 'monitor',
        securityLevel: 'noAuthNoPriv',
        authType: undefined,
        authKey: undefined,
        privacyType: undefined,
        privacySecret: undefined,
        context: undefined,
      },
    ],
    [
      'v3 authPriv: every secret and the context',
      {
        snmpVersion: '3',
        username: 'monitor',
        securityLevel: 'authPriv',
        authType: 'SHA',
        authKey: 'authpass1',
        privacyType: 'AES',
        privacySecret: 'privpass1',
        context: 'ups',
        communityString: 'ignored',
      },
      {
        snmpVersion: '3',
        username: 'monitor',
        securityLevel: 'authPriv',
        authType: 'SHA',
        authKey: 'authpass1',
        privacyType: 'AES',
        privacySecret: 'privpass1',
        context: 'ups',
      },
    ],
  ])('%s', (_case, given, expected) => {
    expect(snmpCredsInput(emptySnmpCredentialValues(given))).toEqual(expected);
  });
});

describe('formFieldOf', () => {
  it.each([
    ['ip', 'ip'],
    ['snmpWalk.root', 'root'],
    ['snmpCreds.communityString', 'communityString'],
    ['snmpCreds.authKey', 'authKey'],
    ['action', null],
  ])('%s → %s', (argument, field) => {
    expect(formFieldOf(argument)).toBe(field);
  });
});
