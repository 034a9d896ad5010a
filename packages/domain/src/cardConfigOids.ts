// Configure Card(s) (spec core §3 card config flags): which SNMP objects each flag sets. The
// MIB-II system group holds the card's name and contact; the rest have no standard MIB-II
// object, so they live under the card-config subtree of the simulators' enterprise, the objects
// Vigil's simulated cards implement. A real card without them answers notWritable or
// noSuchName, and the agent reports that card's failure as it is.
//
//   flag (or field)   object                      OID                         type         value
//   set-name          sysName.0                   1.3.6.1.2.1.1.5.0           OctetString  the card's name
//   contact given     sysContact.0                1.3.6.1.2.1.1.4.0           OctetString  contact
//   set-traps         vigilCardTrapDestination.0  1.3.6.1.4.1.99999.10.1.0    IpAddress    trapIP
//   set-traps with a  vigilCardTrapCommunity.0    1.3.6.1.4.1.99999.10.2.0    OctetString  communityString
//     community
//   set-user          vigilCardUserName.0         1.3.6.1.4.1.99999.10.3.0    OctetString  username
//   set-user          vigilCardUserPassword.0     1.3.6.1.4.1.99999.10.4.0    OctetString  password (reads back empty)
//   set-V3-access     vigilCardV3User.0           1.3.6.1.4.1.99999.10.5.0    OctetString  username
//   set-V3-access     vigilCardV3Access.0         1.3.6.1.4.1.99999.10.6.0    Integer      true(1)
//   set-approved      vigilCardApproved.0         1.3.6.1.4.1.99999.10.7.0    Integer      true(1)
//
// The two Integer objects are TruthValues (SNMPv2-TC): true(1), false(2).
import type { CardConfigFlag } from './equipment.js';

/** The card-config subtree: arc 10 of the simulators' stand-in enterprise 99999. */
export const CARD_CONFIG_OID = '1.3.6.1.4.1.99999.10';

export type CardConfigObjectType = 'OctetString' | 'Integer' | 'IpAddress';

export interface CardConfigObject {
  oid: string;
  type: CardConfigObjectType;
  /** Reads back as the empty string whatever was written (a secret). */
  writeOnly?: boolean;
}

/** SNMPv2-TC TruthValue. */
export const TRUTH_VALUE = { true: 1, false: 2 } as const;

export const CARD_CONFIG_OBJECTS = {
  sysContact: { oid: '1.3.6.1.2.1.1.4.0', type: 'OctetString' },
  sysName: { oid: '1.3.6.1.2.1.1.5.0', type: 'OctetString' },
  vigilCardTrapDestination: { oid: `${CARD_CONFIG_OID}.1.0`, type: 'IpAddress' },
  vigilCardTrapCommunity: { oid: `${CARD_CONFIG_OID}.2.0`, type: 'OctetString' },
  vigilCardUserName: { oid: `${CARD_CONFIG_OID}.3.0`, type: 'OctetString' },
  vigilCardUserPassword: { oid: `${CARD_CONFIG_OID}.4.0`, type: 'OctetString', writeOnly: true },
  vigilCardV3User: { oid: `${CARD_CONFIG_OID}.5.0`, type: 'OctetString' },
  vigilCardV3Access: { oid: `${CARD_CONFIG_OID}.6.0`, type: 'Integer' },
  vigilCardApproved: { oid: `${CARD_CONFIG_OID}.7.0`, type: 'Integer' },
} as const satisfies Record<string, CardConfigObject>;
export type CardConfigObjectName = keyof typeof CARD_CONFIG_OBJECTS;

/** One object to SET, with its name for messages. */
export interface CardConfigVarbind {
  name: CardConfigObjectName;
  oid: string;
  type: CardConfigObjectType;
  value: string | number;
  /** The flag (or field) that asked for it. */
  flag: CardConfigFlag | 'contact';
}

/** What a Configure Card(s) action applies: the wire's card config. */
export interface CardConfigValues {
  flags: readonly CardConfigFlag[];
  cardName?: string;
  communityString?: string;
  username?: string;
  password?: string;
  trapIP?: string;
  contact?: string;
}

/**
 * The SETs that apply a card config to one card, in the table's order; `name` is that card's
 * own name (an Import Config's), which wins over config.cardName. A flag missing the value it
 * sets is refused with what is missing.
 */
export function cardConfigVarbinds(
  config: CardConfigValues,
  name?: string,
): { ok: true; varbinds: CardConfigVarbind[] } | { ok: false; message: string } {
  const varbinds: CardConfigVarbind[] = [];
  const has = (flag: CardConfigFlag) => config.flags.includes(flag);
  const add = (
    flag: CardConfigVarbind['flag'],
    object: CardConfigObjectName,
    value: string | number,
  ) => {
    const { oid, type } = CARD_CONFIG_OBJECTS[object];
    varbinds.push({ name: object, oid, type, value, flag });
  };
  const missing = (flag: CardConfigFlag, what: string) => ({
    ok: false as const,
    message: `${flag} needs ${what}`,
  });

  if (has('set-name')) {
    const cardName = name ?? config.cardName;
    if (!cardName) return missing('set-name', 'a card name');
    add('set-name', 'sysName', cardName);
  }
  if (config.contact) add('contact', 'sysContact', config.contact);
  if (has('set-traps')) {
    if (!config.trapIP) return missing('set-traps', 'a trap address');
    add('set-traps', 'vigilCardTrapDestination', config.trapIP);
    if (config.communityString) {
      add('set-traps', 'vigilCardTrapCommunity', config.communityString);
    }
  }
  if (has('set-user')) {
    if (!config.username || !config.password) return missing('set-user', 'a username and password');
    add('set-user', 'vigilCardUserName', config.username);
    add('set-user', 'vigilCardUserPassword', config.password);
  }
  if (has('set-V3-access')) {
    if (!config.username) return missing('set-V3-access', 'a username');
    add('set-V3-access', 'vigilCardV3User', config.username);
    add('set-V3-access', 'vigilCardV3Access', TRUTH_VALUE.true);
  }
  if (has('set-approved')) add('set-approved', 'vigilCardApproved', TRUTH_VALUE.true);
  return { ok: true, varbinds };
}

/** The object an OID names, for messages ('sysName.0'), or the OID itself. */
export function cardConfigObjectName(oid: string): string {
  const bare = oid.replace(/^\./, '');
  const entry = Object.entries(CARD_CONFIG_OBJECTS).find(([, object]) => object.oid === bare);
  return entry ? `${entry[0]}.0` : bare;
}
