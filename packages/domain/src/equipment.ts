// Equipment, protocol and network-card facts of spec core §3, §5 and §9.

/** Protocol names as shown to users. */
export const PROTOCOL_NAMES = [
  'Modbus',
  'SNMP',
  'Signetik',
  'Industrial Wireless',
  'Verizon',
] as const;
export type ProtocolName = (typeof PROTOCOL_NAMES)[number];

/** Data-source codes stored on equipment and networks. */
export const DATA_SOURCE_CODES = { Modbus: 2, SNMP: 5 } as const;

/** Gateway and equipment kinds (GraphQL types). */
export const EQUIPMENT_KINDS = [
  'ModbusCard',
  'SNMPCard',
  'SignetikDevice',
  'WirelessGateway',
  'VerizonDevice',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** OIDs per SNMP GET. */
export const SNMP_CHUNK_SIZE = 9;

export const SNMP_VERSIONS = ['1', '2', '3'] as const;
export type SnmpVersion = (typeof SNMP_VERSIONS)[number];
export const SNMP_SECURITY_LEVELS = ['noAuthNoPriv', 'authNoPriv', 'authPriv'] as const;
export type SnmpSecurityLevel = (typeof SNMP_SECURITY_LEVELS)[number];
export const SNMP_AUTH_TYPES = ['MD5', 'SHA', 'SHA224', 'SHA256', 'SHA384', 'SHA512'] as const;
export type SnmpAuthType = (typeof SNMP_AUTH_TYPES)[number];
export const SNMP_PRIVACY_TYPES = ['DES', 'AES', 'AES256B', 'AES256R'] as const;
export type SnmpPrivacyType = (typeof SNMP_PRIVACY_TYPES)[number];

/** Asset data types and equipment meta kinds (core §5). */
export const ASSET_DATA_TYPES = ['number', 'string', 'date', 'firmware'] as const;
export type AssetDataType = (typeof ASSET_DATA_TYPES)[number];
export const EQUIPMENT_META_KINDS = ['MODEL_NUMBER', 'SERIAL_NUMBER', 'NAME', 'OTHER'] as const;
export type EquipmentMetaKind = (typeof EQUIPMENT_META_KINDS)[number];

/** Network-card configuration flags of a card-config action (core §3). */
export const CARD_CONFIG_FLAGS = [
  'set-approved',
  'set-V3-access',
  'set-traps',
  'set-name',
  'set-user',
] as const;
export type CardConfigFlag = (typeof CARD_CONFIG_FLAGS)[number];

/** Database error codes that mean a duplicate entry and a model that already exists. */
export const DB_ERROR_CODES = {
  duplicateEntry: 'ER_DUP_ENTRY',
  modelExists: 'ER_MODEL_EXISTS',
} as const;

/** A name clash: a duplicate-entry code, or a message containing 'already exists' (core §5). */
export function isDuplicateNameError(error: { code?: unknown; message?: unknown }): boolean {
  if (error.code === DB_ERROR_CODES.duplicateEntry || error.code === DB_ERROR_CODES.modelExists) {
    return true;
  }
  return typeof error.message === 'string' && error.message.includes('already exists');
}

/** Ports a device listens on unless told otherwise. */
export const DEFAULT_DEVICE_PORTS = { Modbus: 502, SNMP: 161 } as const;

/** The equipment kind a protocol's onboarding creates. */
export const EQUIPMENT_KIND_FOR_PROTOCOL = { Modbus: 'ModbusCard', SNMP: 'SNMPCard' } as const;
