// Schemas of the equipment forms (spec core §5): Modbus and SNMP register points and equipment
// onboarding. The library import and the onboarding API validate with the same schemas.
import { z } from 'zod';
import {
  SNMP_AUTH_TYPES,
  SNMP_PRIVACY_TYPES,
  SNMP_SECURITY_LEVELS,
  SNMP_VERSIONS,
  type SnmpSecurityLevel,
} from './equipment.js';
import {
  optionalChoice,
  optionalNumber,
  optionalText,
  requiredChoice,
  requiredNumber,
  requiredText,
  requiredWholeNumber,
} from './fields.js';
import { messages } from './messages.js';
import { MODBUS_DATA_TYPES, MODBUS_UNIT_ID, registerCount, wordOrderSchema } from './modbus.js';
import { STATE_CONDITIONS } from './status.js';
import {
  canonicalOid,
  isCommunityString,
  isIPv4,
  isOID,
  isPureOID,
  splitTags,
} from './validation.js';

/** State labels by index, given as a list or as text split like tags. */
const states = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return undefined;
    const list = typeof value === 'string' ? splitTags(value) : value.map((s) => s.trim());
    return list.length > 0 ? list : undefined;
  });

/** Per state, by index: Normal, Warning or Alarm (spec access §5 state sensor conditions). */
const conditions = z
  .array(z.enum(STATE_CONDITIONS, { error: messages.invalidChoice }))
  .nullish()
  .transform((value) => (value && value.length > 0 ? value : undefined));

const pointFields = {
  name: requiredText(),
  unit: optionalText(),
  multiplier: optionalNumber(),
  offset: optionalNumber(),
  greenTo: optionalNumber(),
  yellowTo: optionalNumber(),
  redTo: optionalNumber(),
  states,
  conditions,
  alarmOnly: z.boolean().nullish(),
};

/** Blank means 0: the address offset defaults to 0. */
const addressOffset = optionalNumber()
  .transform((offset) => offset ?? 0)
  .pipe(z.number().int(messages.mustBeNumber));

/** A table code: 1 status coil, 2 input contacts, 3 holding registers, 4 input registers. */
export const modbusFunctionCode = requiredNumber().pipe(
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: messages.invalidFunctionCode,
  }),
);

/** ABCD unless given (blank and null are not given); BE and LE are read as ABCD and CDAB. */
const wordOrder = z
  .preprocess(
    (value) => (value === null || (typeof value === 'string' && !value.trim()) ? undefined : value),
    wordOrderSchema.optional(),
  )
  .transform((order) => order ?? 'ABCD');

/**
 * A Modbus register point: name, function code (1 status coil, 2 input contacts, 3 holding
 * registers, 4 input registers), starting register, number of registers, data type and address
 * offset (default 0). Register reads must span the data type's width.
 */
export const modbusRegisterSchema = z
  .object({
    ...pointFields,
    functionCode: modbusFunctionCode,
    startingRegister: requiredWholeNumber(0),
    numberOfRegisters: requiredWholeNumber(1),
    dataType: requiredChoice(MODBUS_DATA_TYPES, messages.invalidDataType),
    addressOffset,
    addressDataType: optionalText(),
    mask: optionalNumber(),
    wordOrder,
  })
  .superRefine((point, ctx) => {
    const coils = point.functionCode === 1 || point.functionCode === 2;
    const needed = registerCount(point.dataType);
    if (!coils && point.numberOfRegisters < needed) {
      ctx.addIssue({
        code: 'custom',
        path: ['numberOfRegisters'],
        message: messages.registersForDataType(point.dataType, needed),
      });
    }
  });
export type ModbusRegisterInput = z.input<typeof modbusRegisterSchema>;
export type ModbusRegister = z.output<typeof modbusRegisterSchema>;

/** An SNMP register point: oid and name required. */
export const snmpRegisterSchema = z.object({
  ...pointFields,
  oid: requiredText().transform(canonicalOid).refine(isOID, messages.invalidOID),
  renamedUnit: optionalText(),
  strMask: optionalText(),
});
export type SnmpRegisterInput = z.input<typeof snmpRegisterSchema>;
export type SnmpRegister = z.output<typeof snmpRegisterSchema>;

/** Protocols a gateway onboards equipment with. */
export const ONBOARDING_PROTOCOLS = ['Modbus', 'SNMP'] as const;

/** A device's port, 1-65535, or not given. */
export const optionalPort = optionalNumber().refine(
  (port) => port === undefined || (Number.isInteger(port) && port >= 1 && port <= 65_535),
  messages.invalidPort,
);
/** A Modbus unit (slave) id, 1-247, or not given. */
export const optionalUnitId = optionalNumber().refine(
  (id) =>
    id === undefined ||
    (Number.isInteger(id) && id >= MODBUS_UNIT_ID.min && id <= MODBUS_UNIT_ID.max),
  messages.invalidUnitId,
);

/**
 * What SNMP version 3 needs at each security level (core §5, as real agents such as Net-SNMP's
 * snmpd use it): a user name always; an auth type and key once it authenticates; a privacy type
 * and secret once it encrypts. The context is optional: agents answer in the empty default one.
 */
const SNMP_V3_REQUIRED: Record<SnmpSecurityLevel, readonly (keyof SnmpCredentialFields)[]> = {
  noAuthNoPriv: ['username'],
  authNoPriv: ['username', 'authType', 'authKey'],
  authPriv: ['username', 'authType', 'authKey', 'privacyType', 'privacySecret'],
};

/** SNMP credentials as a form gives them: the version, then what that version needs. */
export interface SnmpCredentialFields {
  snmpVersion?: (typeof SNMP_VERSIONS)[number] | undefined;
  communityString?: string | undefined;
  username?: string | undefined;
  authType?: string | undefined;
  authKey?: string | undefined;
  securityLevel?: SnmpSecurityLevel | undefined;
  privacyType?: string | undefined;
  privacySecret?: string | undefined;
  context?: string | undefined;
}

/**
 * Adds an issue per missing or malformed SNMP credential: versions 1 and 2 need a community
 * string, version 3 what its security level needs. One rule for onboarding and gateway actions.
 */
export function checkSnmpCredentials(form: SnmpCredentialFields, ctx: z.RefinementCtx): void {
  const required = (field: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message: messages.required });
  if (form.snmpVersion === undefined) {
    required('snmpVersion');
    return;
  }
  if (form.snmpVersion === '3') {
    if (form.securityLevel === undefined) required('securityLevel');
    for (const field of SNMP_V3_REQUIRED[form.securityLevel ?? 'noAuthNoPriv']) {
      if (form[field] === undefined) required(field);
    }
    return;
  }
  if (form.communityString === undefined) required('communityString');
  else if (!isCommunityString(form.communityString)) {
    ctx.addIssue({
      code: 'custom',
      path: ['communityString'],
      message: messages.invalidCommunityString,
    });
  }
}

/** The SNMP credential fields of a form, each optional; checkSnmpCredentials says what is needed. */
export const snmpCredentialFields = {
  snmpVersion: optionalChoice(SNMP_VERSIONS),
  communityString: optionalText(),
  username: optionalText(),
  authType: optionalChoice(SNMP_AUTH_TYPES),
  authKey: optionalText(),
  securityLevel: optionalChoice(SNMP_SECURITY_LEVELS),
  privacyType: optionalChoice(SNMP_PRIVACY_TYPES),
  privacySecret: optionalText(),
  context: optionalText(),
};

/**
 * Equipment onboarding: ip, manufacturer model (a library), description and protocol required.
 * SNMP adds the version; versions 1 and 2 a community string, version 3 its credentials.
 */
const onboardingFields = z.object({
  ip: requiredText().refine(isIPv4, messages.invalidIPv4),
  manufacturerModel: requiredText(),
  description: requiredText(),
  protocol: requiredChoice(ONBOARDING_PROTOCOLS),
  port: optionalPort,
  slaveID: optionalUnitId,
  ...snmpCredentialFields,
});

export const onboardingSchema = onboardingFields.superRefine((form, ctx) => {
  if (form.protocol === 'SNMP') checkSnmpCredentials(form, ctx);
});
export type OnboardingInput = z.input<typeof onboardingSchema>;
export type Onboarding = z.output<typeof onboardingSchema>;

/** The most devices one bulk add takes (the API's list limit). */
export const BULK_ONBOARDING_MAX = 1_000;

/**
 * The bulk add form: every row passes onboarding, and an issue names its row
 * (`equipment.2.ip`) so the form marks the cell.
 */
export const bulkOnboardingSchema = z.object({
  equipment: z.array(onboardingSchema).min(1, messages.required).max(BULK_ONBOARDING_MAX),
});
export type BulkOnboarding = z.output<typeof bulkOnboardingSchema>;

/**
 * What an import or a built-in definition says of a library itself (importEquipmentTemplateSNMP,
 * importModbusTemplateCSV, a library made from walked OIDs): model and manufacturer required, a
 * sysObjectID in its canonical pure form.
 */
export const libraryFieldsSchema = z.object({
  model: requiredText(),
  manufacturer: requiredText(),
  vertivModel: optionalText(),
  sysObjectID: optionalText()
    .transform((oid) => (oid === undefined ? undefined : canonicalOid(oid)))
    .refine((oid) => oid === undefined || isPureOID(oid), messages.invalidOID),
});
