import { cardConfigErrors, checkGatewayAction, chunkIps, splitIpList } from '@vigil/domain';
import type { CardConfigFlag } from '@vigil/domain';
import type { CardConfigInput } from '../../graphql/generated/graphql';
import { emptySharedValues } from '../equipment/equipmentFormValues';
import type { EquipmentSharedValues } from '../equipment/equipmentFormValues';
import { emptySnmpCredentialValues, snmpCredsWithPort } from './snmpCredentials';
import type { SnmpCredentialValues } from './snmpCredentials';

/** The two kinds (spec core §4): Configure Card for one card, Configure Card(s) for many. */
export type CardConfigAction = 'UNITY_CONFIG' | 'IMPORT_CONFIG';

/** The Configure Card(s) form as its inputs hold it (text), beside the write credentials. */
export interface ConfigureCardsValues extends EquipmentSharedValues {
  port: string;
  /** The card's address, or the pasted list (one per line or comma-separated). */
  ips: string;
  /** The addresses picked from the gateway's SNMP equipment, beside the typed ones. */
  picked: string[];
  flags: CardConfigFlag[];
  cardName: string;
  trapIP: string;
  /** The community set-traps gives the card's traps (cardConfig.communityString). */
  trapCommunity: string;
  /** set-user's username, also set-V3-access's v3 user (cardConfig.username). */
  cardUsername: string;
  cardPassword: string;
  contact: string;
}

/** The flags in the order the form offers them: the values they set first. */
export const CARD_CONFIG_FLAG_ORDER: readonly CardConfigFlag[] = [
  'set-name',
  'set-traps',
  'set-user',
  'set-V3-access',
  'set-approved',
];

export function emptyConfigureCardsValues(
  gatewayID: string,
  given: { ip?: string; credentials?: Partial<SnmpCredentialValues> } = {},
): ConfigureCardsValues {
  return {
    ...emptySharedValues(gatewayID),
    ...emptySnmpCredentialValues(given.credentials),
    ips: given.ip ?? '',
    picked: [],
    flags: [],
    cardName: '',
    trapIP: '',
    trapCommunity: '',
    cardUsername: '',
    cardPassword: '',
    contact: '',
  };
}

const given = (value: string) => value.trim() || undefined;

/** The card config sent: the flags, and only the values the checked flags set (and a contact). */
export function cardConfigInputOf(values: ConfigureCardsValues): CardConfigInput {
  const has = (flag: CardConfigFlag) => values.flags.includes(flag);
  const flags = CARD_CONFIG_FLAG_ORDER.filter(has);
  return {
    flags,
    ...(has('set-name') ? { cardName: given(values.cardName) } : {}),
    ...(has('set-traps')
      ? { trapIP: given(values.trapIP), communityString: given(values.trapCommunity) }
      : {}),
    ...(has('set-user') || has('set-V3-access') ? { username: given(values.cardUsername) } : {}),
    ...(has('set-user') ? { password: given(values.cardPassword) } : {}),
    contact: given(values.contact),
  };
}

/** Every address to configure: the typed or pasted ones, then those picked, each once. */
export function cardIpsOf(text: string, picked: readonly string[] = []): string[] {
  return [...new Set([...splitIpList(text), ...picked])];
}

/** One card is a Configure Card; a list of several, Configure Card(s). */
export function cardConfigActionOf(ips: readonly string[]): CardConfigAction {
  return ips.length === 1 ? 'UNITY_CONFIG' : 'IMPORT_CONFIG';
}

const CARD_CONFIG_FIELDS: Record<string, keyof ConfigureCardsValues> = {
  flags: 'flags',
  cardName: 'cardName',
  trapIP: 'trapIP',
  communityString: 'trapCommunity',
  username: 'cardUsername',
  password: 'cardPassword',
  contact: 'contact',
};

/**
 * The form input an addGatewayAction refusal is about, from its argument path (`ips.3`,
 * `cardConfig.trapIP`, `snmpCreds.port`); null when the form has no such input.
 */
export function cardConfigFieldOf(argument: string): keyof ConfigureCardsValues | null {
  if (argument === 'ip' || argument === 'ips' || /^ips\.\d+$/.test(argument)) return 'ips';
  const config = /^cardConfig\.(\w+)/.exec(argument)?.[1];
  if (config) return CARD_CONFIG_FIELDS[config] ?? null;
  const credential = /^snmpCreds\.(\w+)$/.exec(argument)?.[1];
  return credential ? (credential as keyof ConfigureCardsValues) : null;
}

/** An address that stands in for the list while the credentials are checked on their own. */
const STAND_IN_IP = '192.0.2.1';

/**
 * The form's messages by field, each the one addGatewayAction would refuse with: every chunk of
 * 100 addresses as it will be sent, every card config problem at once (cardConfigErrors, the
 * same schema), and the write credentials and port checked with a stand-in card config.
 */
export function configureCardsErrors(values: ConfigureCardsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (argument: string, message: string) => {
    const field = cardConfigFieldOf(argument);
    if (field) errors[field] ??= message;
  };
  const ips = cardIpsOf(values.ips, values.picked);
  const action = cardConfigActionOf(ips);
  const cardConfig = cardConfigInputOf(values);
  const snmpCreds = snmpCredsWithPort(values);
  const { port: _port, ...withoutPort } = snmpCreds;
  for (const part of ips.length > 0 ? chunkIps(ips) : [{ ips: [], offset: 0 }]) {
    const checked = checkGatewayAction({
      action,
      ips: part.ips,
      offset: part.offset,
      cardConfig,
      snmpCreds: withoutPort,
    });
    if (!checked.ok) put(checked.field, checked.message);
  }
  for (const [field, message] of Object.entries(cardConfigErrors(cardConfig))) {
    put(`cardConfig.${field}`, message);
  }
  const credentials = checkGatewayAction({
    action: 'UNITY_CONFIG',
    ip: STAND_IN_IP,
    cardConfig: { flags: ['set-approved'] },
    snmpCreds,
  });
  if (!credentials.ok) put(credentials.field, credentials.message);
  return errors;
}
