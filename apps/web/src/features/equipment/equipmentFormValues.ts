import {
  emptyBulkEquipmentRow,
  formErrors,
  messages,
  onboardingSchema,
  splitTags,
  validateBulkEquipment,
} from '@vigil/domain';
import type { BulkEquipmentRow, Onboarding } from '@vigil/domain';
import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';
import type {
  EquipmentFieldsFragment,
  EquipmentInput,
  UpdateEquipmentMutationVariables,
} from '../../graphql/generated/graphql';

/** What the one-device and the bulk forms share, as the inputs hold it (text). */
export interface EquipmentSharedValues {
  gatewayID: string;
  /** Narrows the model choice; not sent. */
  manufacturer: string;
  /** The library's id. */
  manufacturerModel: string;
  protocol: string;
  snmpVersion: string;
  communityString: string;
  username: string;
  securityLevel: string;
  authType: string;
  authKey: string;
  privacyType: string;
  privacySecret: string;
  context: string;
}

export interface EquipmentSingleValues extends EquipmentSharedValues {
  description: string;
  ip: string;
  port: string;
  slaveID: string;
  notes: string;
  tags: string;
}

export interface EquipmentBulkValues extends EquipmentSharedValues {
  rows: BulkEquipmentRow[];
}

export const SNMP_SECRET_FIELDS = ['communityString', 'authKey', 'privacySecret'] as const;

export function emptySharedValues(gatewayID = ''): EquipmentSharedValues {
  return {
    gatewayID,
    manufacturer: '',
    manufacturerModel: '',
    protocol: '',
    snmpVersion: '',
    communityString: '',
    username: '',
    securityLevel: '',
    authType: '',
    authKey: '',
    privacyType: '',
    privacySecret: '',
    context: '',
  };
}

export function emptySingleValues(gatewayID = ''): EquipmentSingleValues {
  return {
    ...emptySharedValues(gatewayID),
    description: '',
    ip: '',
    port: '',
    slaveID: '',
    notes: '',
    tags: '',
  };
}

export function emptyBulkValues(gatewayID = ''): EquipmentBulkValues {
  return { ...emptySharedValues(gatewayID), rows: [emptyBulkEquipmentRow()] };
}

/** The edit form starts from what we hold; secrets are never sent to us, so they start blank. */
export function editValues(equipment: EquipmentFieldsFragment): EquipmentSingleValues {
  return {
    gatewayID: equipment.gateway.id,
    manufacturer: equipment.equipment.manufacturer,
    manufacturerModel: equipment.equipment.id,
    protocol: equipment.protocol,
    snmpVersion: equipment.version ?? '',
    communityString: '',
    username: equipment.username ?? '',
    securityLevel: equipment.securityLevel ?? '',
    authType: equipment.authType ?? '',
    authKey: '',
    privacyType: equipment.privacyType ?? '',
    privacySecret: '',
    context: equipment.context ?? '',
    description: equipment.name,
    ip: equipment.equipmentIP,
    port: String(equipment.port),
    slaveID:
      equipment.slaveID === null || equipment.slaveID === undefined
        ? ''
        : String(equipment.slaveID),
    notes: equipment.notes ?? '',
    tags: equipment.tags.join(', '),
  };
}

/** A stand-in that passes the secret rules, for a blank secret that keeps the stored one. */
const KEPT = 'kept';

/**
 * Whether a blank secret keeps the stored one: the equipment has credentials and the SNMP
 * version is the one they were stored for (a new version needs its own).
 */
export function keepsSecrets(values: EquipmentSharedValues, editing: EquipmentFieldsFragment) {
  return editing.hasCredentials && values.snmpVersion === (editing.version ?? '');
}

/** The values with each blank secret that keeps the stored one filled by a stand-in. */
function withKeptSecrets<T extends EquipmentSharedValues>(
  values: T,
  editing: EquipmentFieldsFragment | undefined,
): T {
  if (!editing || !keepsSecrets(values, editing)) return values;
  const checked = { ...values };
  for (const field of SNMP_SECRET_FIELDS) {
    if (!checked[field].trim()) checked[field] = KEPT;
  }
  return checked;
}

/** The one-device form's messages by field: the onboarding schema's, and a gateway to add to. */
export function singleFormErrors(
  values: EquipmentSingleValues,
  editing?: EquipmentFieldsFragment,
): Record<string, string> {
  const errors = formErrors(onboardingSchema, withKeptSecrets(values, editing));
  if (!editing && !values.gatewayID) errors.gatewayID = messages.required;
  return errors;
}

/** The bulk form's messages: every cell by `rows.{index}.{column}`, the shared fields by name. */
export function bulkFormErrors(values: EquipmentBulkValues): Record<string, string> {
  const { rows, gatewayID: _gateway, manufacturer: _manufacturer, ...shared } = values;
  const result = validateBulkEquipment(shared, rows);
  const errors: Record<string, string> = {};
  if (!values.gatewayID) errors.gatewayID = messages.required;
  if (result.ok) return errors;
  Object.assign(errors, result.sharedErrors);
  result.rowErrors.forEach((cells, index) => {
    for (const [column, message] of Object.entries(cells))
      errors[`rows.${index}.${column}`] = message;
  });
  if (result.error) errors['rows.root'] = result.error;
  return errors;
}

/** Messages keyed by dotted path as react-hook-form's nested errors. */
export function toFieldErrors<T extends FieldValues>(flat: Record<string, string>): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1] as string] = { type: 'validate', message };
  }
  return errors as FieldErrors<T>;
}

/** A react-hook-form resolver from a function giving messages by dotted path. */
export function resolverOf<T extends FieldValues>(check: (values: T) => Record<string, string>) {
  return (values: T): ResolverResult<T> => {
    const flat = check(values);
    return Object.keys(flat).length > 0
      ? { values: {}, errors: toFieldErrors<T>(flat) }
      : { values, errors: {} };
  };
}

/** Only what the protocol and SNMP version use is sent. */
export function onboardingInput(device: Onboarding): EquipmentInput {
  const base = {
    ip: device.ip,
    port: device.port,
    manufacturerModel: device.manufacturerModel,
    description: device.description,
    protocol: device.protocol,
  };
  if (device.protocol === 'Modbus') return { ...base, slaveID: device.slaveID };
  if (device.snmpVersion !== '3') {
    return { ...base, snmpVersion: device.snmpVersion, communityString: device.communityString };
  }
  return {
    ...base,
    snmpVersion: device.snmpVersion,
    username: device.username,
    securityLevel: device.securityLevel,
    authType: device.authType,
    authKey: device.authKey,
    privacyType: device.privacyType,
    privacySecret: device.privacySecret,
    context: device.context,
  };
}

/** An edit as the API takes it: blank secrets left out (kept), notes and tags as typed. */
export function updateVariables(
  values: EquipmentSingleValues,
  editing: EquipmentFieldsFragment,
  customerID: string,
): UpdateEquipmentMutationVariables {
  const input = onboardingInput(onboardingSchema.parse(withKeptSecrets(values, editing)));
  const secret = (field: (typeof SNMP_SECRET_FIELDS)[number]) => values[field].trim() || undefined;
  return {
    id: editing.id,
    customerID,
    description: input.description,
    ip: input.ip,
    port: input.port,
    slaveID: input.slaveID,
    notes: values.notes.trim(),
    tags: splitTags(values.tags),
    snmpVersion: input.snmpVersion,
    communityString:
      input.snmpVersion && input.snmpVersion !== '3' ? secret('communityString') : undefined,
    username: input.username,
    securityLevel: input.securityLevel,
    authType: input.authType,
    authKey: input.snmpVersion === '3' ? secret('authKey') : undefined,
    privacyType: input.privacyType,
    privacySecret: input.snmpVersion === '3' ? secret('privacySecret') : undefined,
    // Blank is the default context, which the edit must be able to go back to.
    context: input.snmpVersion === '3' ? values.context.trim() : undefined,
  };
}
