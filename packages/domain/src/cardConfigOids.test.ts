import { describe, expect, it } from 'vitest';
import {
  CARD_CONFIG_OBJECTS,
  CARD_CONFIG_OID,
  cardConfigObjectName,
  cardConfigVarbinds,
  type CardConfigValues,
} from './cardConfigOids.js';
import { CARD_CONFIG_FLAGS } from './equipment.js';

const ENTERPRISE = '1.3.6.1.4.1.99999.10';

describe('cardConfigVarbinds', () => {
  it.each<[string, CardConfigValues, string | undefined, [string, string, string | number][]]>([
    [
      'set-name: sysName.0 with the config name',
      { flags: ['set-name'], cardName: 'UPS Room 1' },
      undefined,
      [['1.3.6.1.2.1.1.5.0', 'OctetString', 'UPS Room 1']],
    ],
    [
      "set-name: the card's own (imported) name wins",
      { flags: ['set-name'], cardName: 'UPS Room 1' },
      'UPS 7',
      [['1.3.6.1.2.1.1.5.0', 'OctetString', 'UPS 7']],
    ],
    [
      'contact: sysContact.0 whenever given',
      { flags: ['set-approved'], contact: 'ops@example.com' },
      undefined,
      [
        ['1.3.6.1.2.1.1.4.0', 'OctetString', 'ops@example.com'],
        [`${ENTERPRISE}.7.0`, 'Integer', 1],
      ],
    ],
    [
      'set-traps: the destination, and the community when given',
      { flags: ['set-traps'], trapIP: '10.0.0.9', communityString: 'traps' },
      undefined,
      [
        [`${ENTERPRISE}.1.0`, 'IpAddress', '10.0.0.9'],
        [`${ENTERPRISE}.2.0`, 'OctetString', 'traps'],
      ],
    ],
    [
      'set-traps without a community: the destination only',
      { flags: ['set-traps'], trapIP: '10.0.0.9' },
      undefined,
      [[`${ENTERPRISE}.1.0`, 'IpAddress', '10.0.0.9']],
    ],
    [
      'set-user: user name and password',
      { flags: ['set-user'], username: 'admin', password: 'secret-1' },
      undefined,
      [
        [`${ENTERPRISE}.3.0`, 'OctetString', 'admin'],
        [`${ENTERPRISE}.4.0`, 'OctetString', 'secret-1'],
      ],
    ],
    [
      'set-V3-access: the user, and access on',
      { flags: ['set-V3-access'], username: 'ops' },
      undefined,
      [
        [`${ENTERPRISE}.5.0`, 'OctetString', 'ops'],
        [`${ENTERPRISE}.6.0`, 'Integer', 1],
      ],
    ],
    [
      'every flag, in the table order',
      {
        flags: [...CARD_CONFIG_FLAGS],
        cardName: 'Card',
        username: 'u',
        password: 'p',
        trapIP: '10.0.0.1',
      },
      undefined,
      [
        ['1.3.6.1.2.1.1.5.0', 'OctetString', 'Card'],
        [`${ENTERPRISE}.1.0`, 'IpAddress', '10.0.0.1'],
        [`${ENTERPRISE}.3.0`, 'OctetString', 'u'],
        [`${ENTERPRISE}.4.0`, 'OctetString', 'p'],
        [`${ENTERPRISE}.5.0`, 'OctetString', 'u'],
        [`${ENTERPRISE}.6.0`, 'Integer', 1],
        [`${ENTERPRISE}.7.0`, 'Integer', 1],
      ],
    ],
  ])('%s', (_, config, name, expected) => {
    const built = cardConfigVarbinds(config, name);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.varbinds.map(({ oid, type, value }) => [oid, type, value])).toEqual(expected);
  });

  it.each<[CardConfigValues, string]>([
    [{ flags: ['set-name'] }, 'set-name needs a card name'],
    [{ flags: ['set-traps'] }, 'set-traps needs a trap address'],
    [{ flags: ['set-user'], username: 'u' }, 'set-user needs a username and password'],
    [{ flags: ['set-V3-access'] }, 'set-V3-access needs a username'],
  ])('refuses %j: %s', (config, message) => {
    expect(cardConfigVarbinds(config)).toEqual({ ok: false, message });
  });

  it('keeps its objects under MIB-II system and the card-config subtree, each OID once', () => {
    const oids = Object.values(CARD_CONFIG_OBJECTS).map((object) => object.oid);
    expect(new Set(oids).size).toBe(oids.length);
    for (const oid of oids) {
      expect(oid.startsWith('1.3.6.1.2.1.1.') || oid.startsWith(`${CARD_CONFIG_OID}.`)).toBe(true);
    }
  });

  it.each([
    ['1.3.6.1.2.1.1.5.0', 'sysName.0'],
    ['.1.3.6.1.4.1.99999.10.4.0', 'vigilCardUserPassword.0'],
    ['1.3.6.1.4.1.5.0', '1.3.6.1.4.1.5.0'],
  ])('names %s as %s', (oid, name) => {
    expect(cardConfigObjectName(oid)).toBe(name);
  });
});
