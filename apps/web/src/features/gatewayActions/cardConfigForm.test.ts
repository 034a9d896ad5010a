import { CARD_CONFIG_FLAGS, messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import {
  CARD_CONFIG_FLAG_ORDER,
  cardConfigActionOf,
  cardConfigFieldOf,
  cardConfigInputOf,
  cardIpsOf,
  configureCardsErrors,
  emptyConfigureCardsValues,
} from './cardConfigForm';
import type { ConfigureCardsValues } from './cardConfigForm';
import { nodeRoleOf, queueTypeOf } from './gatewayActionModel';

const values = (given: Partial<ConfigureCardsValues>): ConfigureCardsValues => ({
  ...emptyConfigureCardsValues('1', { credentials: { communityString: 'private' } }),
  ...given,
});

describe('the card config form', () => {
  it('offers every flag of the spec', () => {
    expect([...CARD_CONFIG_FLAG_ORDER].sort()).toEqual([...CARD_CONFIG_FLAGS].sort());
  });

  it.each([
    [
      'only what the checked flags set, and a contact',
      {
        flags: ['set-name', 'set-approved'],
        cardName: ' UPS A ',
        trapIP: '10.0.0.2',
        cardUsername: 'left over',
        contact: 'ops',
      },
      { flags: ['set-name', 'set-approved'], cardName: 'UPS A', contact: 'ops' },
    ],
    [
      'set-traps with its optional community; set-V3-access its user',
      {
        flags: ['set-V3-access', 'set-traps'],
        trapIP: '10.0.0.2',
        trapCommunity: '',
        cardUsername: 'v3admin',
        cardPassword: 'not sent',
      },
      {
        flags: ['set-traps', 'set-V3-access'],
        trapIP: '10.0.0.2',
        communityString: undefined,
        username: 'v3admin',
        contact: undefined,
      },
    ],
  ] satisfies [string, Partial<ConfigureCardsValues>, object][])(
    'cardConfigInputOf: %s',
    (_case, given, expected) => {
      expect(cardConfigInputOf(values(given))).toEqual(expected);
    },
  );

  it.each([
    ['ips', 'ips'],
    ['ips.42', 'ips'],
    ['ip', 'ips'],
    ['cardConfig.flags', 'flags'],
    ['cardConfig.flags.1', 'flags'],
    ['cardConfig.communityString', 'trapCommunity'],
    ['cardConfig.username', 'cardUsername'],
    ['cardConfig.password', 'cardPassword'],
    ['snmpCreds.port', 'port'],
    ['snmpCreds.communityString', 'communityString'],
    ['actionID', null],
  ])('cardConfigFieldOf(%s) → %s', (argument, field) => {
    expect(cardConfigFieldOf(argument)).toBe(field);
  });

  it('takes typed and picked addresses once, and one card as Configure Card', () => {
    const ips = cardIpsOf('10.0.0.1, 10.0.0.2\n10.0.0.1', ['10.0.0.2', '10.0.0.3']);
    expect(ips).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    expect(cardConfigActionOf(ips)).toBe('IMPORT_CONFIG');
    expect(cardConfigActionOf(['10.0.0.1'])).toBe('UNITY_CONFIG');
  });

  it('checks a bad address in a later chunk, and every flag problem at once', () => {
    const many = Array.from({ length: 120 }, (_, index) => `10.0.0.${index + 1}`);
    many[110] = '10.0.0.300';
    expect(
      configureCardsErrors(values({ ips: many.join('\n'), flags: ['set-name', 'set-user'] })),
    ).toEqual({
      ips: messages.invalidIPv4,
      cardName: messages.required,
      cardUsername: messages.required,
      cardPassword: messages.required,
    });
    expect(
      configureCardsErrors(values({ ips: '10.0.0.1', flags: ['set-approved'], port: '70000' })),
    ).toEqual({ port: messages.invalidPort });
    expect(configureCardsErrors(values({ ips: '10.0.0.1', flags: ['set-approved'] }))).toEqual({});
  });
});

describe('the queue of an HA pair’s node', () => {
  it.each([
    [{ gwType: 'STD', haStatus: 'STD' }, 'HA2', 'STD', 'STD'],
    [{ gwType: 'HA1', haStatus: 'MASTER' }, 'HA1', 'HA1', 'MASTER'],
    [{ gwType: 'HA1', haStatus: 'MASTER' }, 'HA2', 'HA2', 'BACKUP'],
    [{ gwType: 'HA1', haStatus: 'BACKUP' }, 'HA2', 'HA2', 'MASTER'],
  ] as const)('%o node %s → queue %s, role %s', (gateway, node, queue, role) => {
    expect(queueTypeOf(gateway, node)).toBe(queue);
    expect(nodeRoleOf(gateway, node)).toBe(role);
  });

  it('takes node 2’s role from the pair’s report when there is one', () => {
    const gateway = { gwType: 'HA1', haStatus: 'MASTER' };
    expect(nodeRoleOf(gateway, 'HA2', [{ node: 'HA2', role: 'MASTER' }])).toBe('MASTER');
  });
});
