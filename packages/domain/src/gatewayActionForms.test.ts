import { describe, expect, it } from 'vitest';
import {
  AGENT_ACTIONS,
  UNSUPPORTED_ACTION_REASONS,
  cardConfigErrors,
  checkGatewayAction,
  ipsOf,
  parseIpRange,
  splitIpList,
} from './gatewayActionForms.js';
import { ACTION_TYPES } from './gatewayActions.js';
import { messages } from './messages.js';

const V2 = { snmpVersion: '2', communityString: 'public' };

describe('parseIpRange', () => {
  it('reads CIDR without the network and broadcast addresses, start–end, and one address', () => {
    const range = (text: string) => {
      const parsed = parseIpRange(text);
      if (!parsed.ok) throw new Error(parsed.message);
      return [...ipsOf(parsed.range)];
    };
    expect(range('10.0.0.0/30')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(range('10.0.0.7/29')).toHaveLength(6);
    expect(range('10.0.0.4/31')).toEqual(['10.0.0.4', '10.0.0.5']);
    expect(range('192.168.1.254 - 192.168.2.1')).toEqual([
      '192.168.1.254',
      '192.168.1.255',
      '192.168.2.0',
      '192.168.2.1',
    ]);
    expect(range(' 10.1.2.3 ')).toEqual(['10.1.2.3']);
    const slash16 = parseIpRange('172.16.0.0/16');
    expect(slash16.ok && slash16.range.count).toBe(65_534);
  });

  it('refuses what is not a range, a reversed range and anything over a /16', () => {
    for (const text of ['', 'x', '10.0.0/24', '10.0.0.0/33', '10.0.0.9-10.0.0.1', '10.0.0.1-']) {
      expect(parseIpRange(text)).toEqual({ ok: false, message: messages.invalidIpRange });
    }
    expect(parseIpRange('10.0.0.0/15')).toEqual({ ok: false, message: messages.ipRangeTooLarge });
    expect(parseIpRange('10.0.0.0-10.1.0.0')).toEqual({
      ok: false,
      message: messages.ipRangeTooLarge,
    });
  });
});

describe('checkGatewayAction', () => {
  it('has a reason for every kind the agent cannot perform', () => {
    for (const action of ACTION_TYPES) {
      const checked = checkGatewayAction({ action });
      if ((AGENT_ACTIONS as readonly string[]).includes(action)) continue;
      expect(checked).toEqual({
        ok: false,
        message: UNSUPPORTED_ACTION_REASONS[action as keyof typeof UNSUPPORTED_ACTION_REASONS],
        field: 'action',
      });
    }
  });

  it('takes the gateway-only kinds without parameters', () => {
    for (const action of ['RUN_POLL', 'GATEWAY_META', 'SEND_LOGS', 'REBOOT', 'RENEW_IOT_CERT']) {
      expect(checkGatewayAction({ action })).toEqual({
        ok: true,
        action,
        ips: [],
        params: { kind: 'none' },
      });
    }
  });

  it('checks a walk: address, credentials by version, a numeric root with a leading dot allowed', () => {
    expect(
      checkGatewayAction({ action: 'SNMP_WALK', ip: '10.0.0.1', snmpCreds: V2 }),
    ).toMatchObject({ ok: true, params: { kind: 'walk', root: '1.3.6.1' } });
    expect(
      checkGatewayAction({
        action: 'SNMP_WALK',
        ip: '10.0.0.1',
        snmpCreds: V2,
        snmpWalk: { root: '.1.3.6.1.2.1.2' },
      }),
    ).toMatchObject({ ok: true, params: { root: '1.3.6.1.2.1.2' } });
    expect(
      checkGatewayAction({
        action: 'SNMP_WALK',
        ip: '10.0.0.1',
        snmpCreds: { snmpVersion: '3', securityLevel: 'authPriv', username: 'ops' },
      }),
    ).toEqual({ ok: false, message: messages.required, field: 'snmpCreds.authType' });
    expect(checkGatewayAction({ action: 'SNMP_WALK', ip: 'ups-1', snmpCreds: V2 })).toEqual({
      ok: false,
      message: messages.invalidIPv4,
      field: 'ip',
    });
  });

  it('checks card config: a flag at least, the values each flag sets, card names and addresses', () => {
    const base = { action: 'IMPORT_CONFIG', ips: ['10.0.0.1'], snmpCreds: V2 };
    expect(checkGatewayAction({ ...base, cardConfig: { flags: [] } })).toEqual({
      ok: false,
      message: messages.chooseCardConfig,
      field: 'cardConfig.flags',
    });
    expect(
      checkGatewayAction({ ...base, cardConfig: { flags: ['set-user'], username: 'a' } }),
    ).toEqual({ ok: false, message: messages.required, field: 'cardConfig.password' });
    expect(
      checkGatewayAction({ ...base, cardConfig: { flags: ['set-name'], cardName: 'Row A!' } }),
    ).toEqual({ ok: false, message: messages.invalidCardName, field: 'cardConfig.cardName' });
    expect(
      checkGatewayAction({
        ...base,
        ips: ['10.0.0.1', '10.0.0.x'],
        cardConfig: { flags: ['set-name'], cardName: 'Row A' },
      }),
    ).toEqual({ ok: false, message: messages.invalidIPv4, field: 'ips.1' });
    expect(
      checkGatewayAction({
        ...base,
        ips: [],
        importedInfo: [{ ip: '10.0.0.7', cardName: 'UPS 7' }],
        cardConfig: { flags: ['set-name'], cardName: 'Row A' },
        offset: 200,
      }),
    ).toMatchObject({
      ok: true,
      ips: ['10.0.0.7'],
      params: { kind: 'config', offset: 200, names: { '10.0.0.7': 'UPS 7' } },
    });
  });
});

describe('the SNMP port of an action', () => {
  it('rides with the credentials, 161 left out, and is checked', () => {
    const walk = (port: unknown) =>
      checkGatewayAction({ action: 'SNMP_WALK', ip: '10.0.0.1', snmpCreds: { ...V2, port } });
    expect(walk(1161)).toMatchObject({ ok: true, params: { port: 1161 } });
    const standard = walk(161);
    expect(standard.ok && 'port' in standard.params).toBe(false);
    expect(walk(70_000)).toEqual({
      ok: false,
      message: messages.invalidPort,
      field: 'snmpCreds.port',
    });
  });
});

describe('splitIpList', () => {
  it.each([
    ['one per line', '10.0.0.1\n10.0.0.2\r\n10.0.0.3', ['10.0.0.1', '10.0.0.2', '10.0.0.3']],
    [
      'comma-separated with spaces',
      '10.0.0.1, 10.0.0.2 ,10.0.0.3',
      ['10.0.0.1', '10.0.0.2', '10.0.0.3'],
    ],
    ['blank lines and trailing commas dropped', '\n10.0.0.1,,\n\n', ['10.0.0.1']],
    ['each address once, in first order', '10.0.0.2\n10.0.0.1\n10.0.0.2', ['10.0.0.2', '10.0.0.1']],
    [
      'what is not an address is kept for the check to name',
      '10.0.0.1, ups-a',
      ['10.0.0.1', 'ups-a'],
    ],
    ['nothing', '  \n ', []],
  ])('%s', (_case, text, expected) => {
    expect(splitIpList(text)).toEqual(expected);
  });
});

describe('cardConfigErrors', () => {
  it.each([
    ['a valid config', { flags: ['set-approved'] }, {}],
    ['no flag', { flags: [] }, { flags: messages.chooseCardConfig }],
    ['an unknown flag', { flags: ['set-everything'] }, { flags: messages.invalidChoice }],
    [
      'every value a checked flag needs, at once',
      { flags: ['set-name', 'set-traps', 'set-user'] },
      {
        cardName: messages.required,
        trapIP: messages.required,
        username: messages.required,
        password: messages.required,
      },
    ],
    ['set-V3-access needs its user', { flags: ['set-V3-access'] }, { username: messages.required }],
    [
      'the card name, trap community and trap address rules',
      {
        flags: ['set-name', 'set-traps'],
        cardName: 'UPS <A>',
        trapIP: '10.0.0.300',
        communityString: 'pub lic',
      },
      {
        cardName: messages.invalidCardName,
        trapIP: messages.invalidIPv4,
        communityString: messages.invalidCommunityString,
      },
    ],
  ])('%s', (_case, config, expected) => {
    expect(cardConfigErrors(config)).toEqual(expected);
  });

  it('agrees with checkGatewayAction on the first problem', () => {
    const config = { flags: ['set-name'], cardName: 'UPS <A>' };
    const checked = checkGatewayAction({
      action: 'UNITY_CONFIG',
      ip: '10.0.0.5',
      cardConfig: config,
      snmpCreds: V2,
    });
    expect(checked).toEqual({
      ok: false,
      message: cardConfigErrors(config).cardName,
      field: 'cardConfig.cardName',
    });
  });
});

describe('Test Connection', () => {
  it('takes one device: its address, protocol, port and unit, or SNMP credentials', () => {
    expect(
      checkGatewayAction({
        action: 'TEST_CONNECTION',
        ip: '10.0.0.9',
        probe: { protocol: 'Modbus', slaveID: 4 },
      }),
    ).toEqual({
      ok: true,
      action: 'TEST_CONNECTION',
      ips: ['10.0.0.9'],
      params: { kind: 'probe', protocol: 'Modbus', ip: '10.0.0.9', port: 502, unitId: 4 },
    });
    expect(
      checkGatewayAction({
        action: 'TEST_CONNECTION',
        ip: '10.0.0.9',
        snmpCreds: { ...V2, port: 1161 },
        probe: { protocol: 'SNMP' },
      }),
    ).toMatchObject({ ok: true, params: { kind: 'probe', protocol: 'SNMP', port: 1161 } });
    expect(checkGatewayAction({ action: 'TEST_CONNECTION', ip: '10.0.0.9' })).toEqual({
      ok: false,
      message: messages.invalidChoice,
      field: 'probe.protocol',
    });
    expect(
      checkGatewayAction({
        action: 'TEST_CONNECTION',
        ip: '10.0.0.9',
        probe: { protocol: 'SNMP' },
        snmpCreds: { snmpVersion: '2' },
      }),
    ).toEqual({ ok: false, message: messages.required, field: 'snmpCreds.communityString' });
  });
});

describe('Read Registers', () => {
  const read = (modbusRead: Record<string, unknown> | null, ip = '10.0.0.9') =>
    checkGatewayAction({ action: 'MODBUS_READ', ip, modbusRead });

  it('takes a block of one device: port 502 and unit 1 unless given, at most 50 registers', () => {
    expect(read({ functionCode: 3, startingRegister: 100, count: 4 })).toEqual({
      ok: true,
      action: 'MODBUS_READ',
      ips: ['10.0.0.9'],
      params: {
        kind: 'read',
        ip: '10.0.0.9',
        port: 502,
        unitId: 1,
        functionCode: 3,
        address: 100,
        count: 4,
      },
    });
    expect(
      read({ port: 1502, slaveID: 7, functionCode: '4', startingRegister: '65486', count: 50 }),
    ).toMatchObject({
      ok: true,
      params: { port: 1502, unitId: 7, functionCode: 4, address: 65_486, count: 50 },
    });
    // Coils and contacts read as 0 or 1 each.
    expect(read({ functionCode: 1, startingRegister: 0, count: 8 })).toMatchObject({
      ok: true,
      params: { functionCode: 1, count: 8 },
    });
  });

  it.each<[string, Record<string, unknown> | null, string, string]>([
    ['nothing to read', null, messages.required, 'modbusRead.functionCode'],
    [
      'function code 5',
      { functionCode: 5, startingRegister: 0, count: 1 },
      messages.invalidFunctionCode,
      'modbusRead.functionCode',
    ],
    [
      'no starting register',
      { functionCode: 3, count: 1 },
      messages.required,
      'modbusRead.startingRegister',
    ],
    [
      'a negative register',
      { functionCode: 3, startingRegister: -1, count: 1 },
      messages.invalidRegisterAddress,
      'modbusRead.startingRegister',
    ],
    [
      'a register past 65535',
      { functionCode: 3, startingRegister: 65_536, count: 1 },
      messages.invalidRegisterAddress,
      'modbusRead.startingRegister',
    ],
    [
      'a fractional register',
      { functionCode: 3, startingRegister: 1.5, count: 1 },
      messages.invalidRegisterAddress,
      'modbusRead.startingRegister',
    ],
    [
      'no registers',
      { functionCode: 3, startingRegister: 0, count: 0 },
      messages.modbusReadCount(50),
      'modbusRead.count',
    ],
    [
      '51 registers',
      { functionCode: 4, startingRegister: 0, count: 51 },
      messages.modbusReadCount(50),
      'modbusRead.count',
    ],
    [
      'a count that is not a number',
      { functionCode: 4, startingRegister: 0, count: 'ten' },
      messages.mustBeNumber,
      'modbusRead.count',
    ],
    [
      'a block past address 65535',
      { functionCode: 3, startingRegister: 65_530, count: 10 },
      messages.modbusReadPastEnd,
      'modbusRead.count',
    ],
    [
      'port 0',
      { port: 0, functionCode: 3, startingRegister: 0, count: 1 },
      messages.invalidPort,
      'modbusRead.port',
    ],
    [
      'unit 248',
      { slaveID: 248, functionCode: 3, startingRegister: 0, count: 1 },
      messages.invalidUnitId,
      'modbusRead.slaveID',
    ],
  ])('refuses %s', (_case, modbusRead, message, field) => {
    expect(read(modbusRead)).toEqual({ ok: false, message, field });
  });

  it('refuses a device without an IPv4 address', () => {
    expect(read({ functionCode: 3, startingRegister: 0, count: 1 }, 'ups.local')).toEqual({
      ok: false,
      message: messages.invalidIPv4,
      field: 'ip',
    });
  });
});

describe('Find Equipment credentials', () => {
  it('tries snmpCreds then snmpCredsList, in order, at most 8, each checked where it stands', () => {
    const v3 = { snmpVersion: '3', securityLevel: 'noAuthNoPriv', username: 'ops' };
    expect(
      checkGatewayAction({
        action: 'SNMP_DISCOVER',
        ip: '10.0.0.0/30',
        snmpCreds: V2,
        snmpCredsList: [v3],
      }),
    ).toMatchObject({
      ok: true,
      params: {
        kind: 'discover',
        snmp: [
          { snmpVersion: '2', communityString: 'public' },
          { snmpVersion: '3', username: 'ops' },
        ],
      },
    });
    expect(
      checkGatewayAction({
        action: 'SNMP_DISCOVER',
        ip: '10.0.0.0/30',
        snmpCreds: V2,
        snmpCredsList: [V2, { snmpVersion: '2' }],
      }),
    ).toEqual({ ok: false, message: messages.required, field: 'snmpCredsList.1.communityString' });
    expect(
      checkGatewayAction({
        action: 'SNMP_DISCOVER',
        ip: '10.0.0.0/30',
        snmpCreds: V2,
        snmpCredsList: Array.from({ length: 8 }, () => V2),
      }),
    ).toEqual({ ok: false, message: messages.tooManyCredentials, field: 'snmpCredsList' });
  });
});
