import { DEFAULT_DEVICE_PORTS } from '@vigil/domain';
import type { SnmpCredsInput } from '../../graphql/generated/graphql';
import type { EquipmentSharedValues } from '../equipment/equipmentFormValues';

/**
 * The SNMP credential inputs of a form, as the equipment forms' SNMP fields hold them, and the
 * UDP port the agents answer on (as text, like every input).
 */
export type SnmpCredentialValues = { port: string } & Pick<
  EquipmentSharedValues,
  | 'protocol'
  | 'snmpVersion'
  | 'communityString'
  | 'username'
  | 'securityLevel'
  | 'authType'
  | 'authKey'
  | 'privacyType'
  | 'privacySecret'
  | 'context'
>;

/** Blank SNMP credentials of a form whose protocol is SNMP (the SNMP fields show only then). */
export function emptySnmpCredentialValues(
  given: Partial<SnmpCredentialValues> = {},
): SnmpCredentialValues {
  return {
    port: String(DEFAULT_DEVICE_PORTS.SNMP),
    protocol: 'SNMP',
    snmpVersion: '2',
    communityString: '',
    username: '',
    securityLevel: '',
    authType: '',
    authKey: '',
    privacyType: '',
    privacySecret: '',
    context: '',
    ...given,
  };
}

/** Only the credential inputs of a larger form's values. */
export function snmpCredentialValuesOf(values: SnmpCredentialValues): SnmpCredentialValues {
  return {
    port: values.port,
    protocol: values.protocol,
    snmpVersion: values.snmpVersion,
    communityString: values.communityString,
    username: values.username,
    securityLevel: values.securityLevel,
    authType: values.authType,
    authKey: values.authKey,
    privacyType: values.privacyType,
    privacySecret: values.privacySecret,
    context: values.context,
  };
}

const given = (value: string) => value.trim() || undefined;

/** Only what the version uses is sent: v1 and v2c the community, v3 the user and its secrets. */
export function snmpCredsInput(values: SnmpCredentialValues): SnmpCredsInput {
  if (values.snmpVersion !== '3') {
    return {
      snmpVersion: given(values.snmpVersion),
      communityString: given(values.communityString),
    };
  }
  const level = values.securityLevel;
  const authenticates = level === 'authNoPriv' || level === 'authPriv';
  return {
    snmpVersion: '3',
    username: given(values.username),
    securityLevel: given(level),
    authType: authenticates ? given(values.authType) : undefined,
    authKey: authenticates ? given(values.authKey) : undefined,
    privacyType: level === 'authPriv' ? given(values.privacyType) : undefined,
    privacySecret: level === 'authPriv' ? given(values.privacySecret) : undefined,
    context: given(values.context),
  };
}

/**
 * The Port input as the API takes it: a number, NaN when it is blank or not a number at all, so
 * that checkGatewayAction refuses it with the spec's message rather than sending the default.
 */
export function snmpPortOf(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The credentials and the port they are used on (SnmpCredsInput's `port`). */
export function snmpCredsWithPort(values: SnmpCredentialValues): SnmpCredsInput {
  return { ...snmpCredsInput(values), port: snmpPortOf(values.port) };
}

/**
 * The form input an addGatewayAction refusal is about, from its argument path (`ip`,
 * `snmpWalk.root`, `snmpCreds.communityString`); null when the form has no such input.
 */
export function formFieldOf(argument: string): string | null {
  if (argument === 'ip') return 'ip';
  if (argument === 'snmpWalk.root') return 'root';
  const credential = /^snmpCreds\.(\w+)$/.exec(argument)?.[1];
  return credential ?? null;
}
