// The libraries forms over the domain's schemas: a library's own fields (libraryFieldsSchema),
// a Modbus register (modbusRegisterSchema), an SNMP OID (snmpRegisterSchema), and a library's
// OID variables (dynamicOidLabelsSchema) and device facts (libraryMetaListSchema). Inputs hold
// text; the schemas turn it into what the mutations send.
import { zodResolver } from '@hookform/resolvers/zod';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  EQUIPMENT_META_KINDS,
  META_KIND_LABELS,
  dynamicOidLabelsSchema,
  formErrors,
  libraryFieldsSchema,
  libraryMetaListSchema,
  messages,
  modbusRegisterSchema,
  oidVariablesOf,
  optionalText,
  snmpRegisterSchema,
  splitTags,
  wordOrderOf,
} from '@vigil/domain';
import type { EquipmentMetaKind, ModbusRegister, SnmpRegister } from '@vigil/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type {
  DynamicOidLabelInput,
  EditModbusRegisterMutationVariables,
  EditSnmpRegisterMutationVariables,
  LibraryFieldsFragment,
  LibraryMetaInput,
  ModbusPointFieldsFragment,
  SnmpPointFieldsFragment,
} from '../../graphql/generated/graphql';

/** The text of an optional number or text input: blank for none. */
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// ---- a library's own fields

export interface LibraryFormInput {
  model: string;
  manufacturer: string;
  revision: string;
  tags: string;
}

/** Model and manufacturer as every library form checks them, with the edited revision and tags. */
export const libraryFormSchema = libraryFieldsSchema
  .pick({ model: true, manufacturer: true })
  .extend({
    revision: optionalText(),
    tags: z.string().transform(splitTags),
  });
export type LibraryFormValues = z.output<typeof libraryFormSchema>;

const libraryResolverOfSchema = zodResolver(libraryFormSchema);
export const libraryResolver: Resolver<LibraryFormInput, unknown, LibraryFormValues> = (
  values,
  context,
  options,
) => libraryResolverOfSchema(values, context, options as never) as never;

export const EMPTY_LIBRARY_FORM: LibraryFormInput = {
  model: '',
  manufacturer: '',
  revision: '',
  tags: '',
};

export function libraryFormInput(library: LibraryFieldsFragment): LibraryFormInput {
  return {
    model: library.model,
    manufacturer: library.manufacturer,
    revision: text(library.docRevision),
    tags: library.tags.join(', '),
  };
}

// ---- a Modbus register

export interface ModbusRegisterFormInput {
  name: string;
  functionCode: string;
  startingRegister: string;
  numberOfRegisters: string;
  dataType: string;
  wordOrder: string;
  addressOffset: string;
  multiplier: string;
  offset: string;
  unit: string;
  mask: string;
  greenTo: string;
  yellowTo: string;
  redTo: string;
  states: string;
  alarmOnly: boolean;
}

/** The domain's register rules; the mask is a bit mask, so a whole number (0xFF is 255). */
export const modbusRegisterFormSchema = modbusRegisterSchema.superRefine((point, ctx) => {
  if (point.mask !== undefined && !(Number.isInteger(point.mask) && point.mask >= 0)) {
    ctx.addIssue({ code: 'custom', path: ['mask'], message: messages.wholeNumberAtLeast(0) });
  }
});

const modbusResolverOfSchema = zodResolver(modbusRegisterFormSchema);
export const modbusRegisterResolver: Resolver<ModbusRegisterFormInput, unknown, ModbusRegister> = (
  values,
  context,
  options,
) => modbusResolverOfSchema(values, context, options as never) as never;

export function modbusRegisterFormInput(point: ModbusPointFieldsFragment): ModbusRegisterFormInput {
  return {
    name: point.name,
    functionCode: String(point.functionCode),
    startingRegister: String(point.startingRegister),
    numberOfRegisters: String(point.numberOfRegisters),
    dataType: point.dataType,
    // Older points may still say BE or LE: the select shows the order they stand for.
    wordOrder: wordOrderOf(point.wordOrder) ?? point.wordOrder,
    addressOffset: String(point.addressOffset),
    multiplier: String(point.multiplier),
    offset: String(point.offset),
    unit: text(point.unit),
    mask: text(point.mask),
    greenTo: text(point.greenTo),
    yellowTo: text(point.yellowTo),
    redTo: text(point.redTo),
    states: point.states.join(', '),
    alarmOnly: point.alarmOnly,
  };
}

/**
 * What editModbusRegister sends for a checked form: every field, so a blanked input clears its
 * value (multiplier and offset fall back to 1 and 0, as imports store them).
 */
export function modbusRegisterVariables(
  point: ModbusPointFieldsFragment,
  values: ModbusRegister,
  customerID: string,
): EditModbusRegisterMutationVariables {
  return {
    id: point.id,
    customerID,
    name: values.name,
    functionCode: values.functionCode,
    startingRegister: values.startingRegister,
    numOfReg: values.numberOfRegisters,
    dataType: values.dataType,
    wordOrder: values.wordOrder,
    addressOffset: values.addressOffset,
    addressDataType: point.addressDataType ?? null,
    multiplier: values.multiplier ?? 1,
    offset: values.offset ?? 0,
    unit: values.unit ?? null,
    mask: values.mask ?? null,
    greenTo: values.greenTo ?? null,
    yellowTo: values.yellowTo ?? null,
    redTo: values.redTo ?? null,
    states: values.states ?? [],
    alarmOnly: values.alarmOnly ?? false,
  };
}

// ---- an SNMP OID

export interface SnmpRegisterFormInput {
  oid: string;
  name: string;
  unit: string;
  renamedUnit: string;
  multiplier: string;
  offset: string;
  strMask: string;
  greenTo: string;
  yellowTo: string;
  redTo: string;
  states: string;
  alarmOnly: boolean;
}

const snmpResolverOfSchema = zodResolver(snmpRegisterSchema);
export const snmpRegisterResolver: Resolver<SnmpRegisterFormInput, unknown, SnmpRegister> = (
  values,
  context,
  options,
) => snmpResolverOfSchema(values, context, options as never) as never;

export function snmpRegisterFormInput(point: SnmpPointFieldsFragment): SnmpRegisterFormInput {
  return {
    oid: point.oid,
    name: point.name,
    unit: text(point.unit),
    renamedUnit: text(point.renamedUnit),
    multiplier: String(point.multiplier),
    offset: String(point.offset),
    strMask: text(point.strMask),
    greenTo: text(point.greenTo),
    yellowTo: text(point.yellowTo),
    redTo: text(point.redTo),
    states: point.states.join(', '),
    alarmOnly: point.alarmOnly,
  };
}

/** What editSNMPRegister sends for a checked form: every field, as for a Modbus register. */
export function snmpRegisterVariables(
  point: SnmpPointFieldsFragment,
  values: SnmpRegister,
  customerID: string,
): EditSnmpRegisterMutationVariables {
  return {
    id: point.id,
    customerID,
    oid: values.oid,
    name: values.name,
    unit: values.unit ?? null,
    renamedUnit: values.renamedUnit ?? null,
    multiplier: values.multiplier ?? 1,
    offset: values.offset ?? 0,
    strMask: values.strMask ?? null,
    greenTo: values.greenTo ?? null,
    yellowTo: values.yellowTo ?? null,
    redTo: values.redTo ?? null,
    states: values.states ?? [],
    alarmOnly: values.alarmOnly ?? false,
  };
}

// ---- OID variables and device facts (ADR 012)

/**
 * Messages of a list form by row and input ('2.oid'), from a schema's issue paths: an issue inside
 * an input's own list ('2.values.1') is shown on that input, one about the whole list under ''.
 */
export function rowErrors(schema: z.ZodType, rows: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(formErrors(schema, rows))) {
    errors[path.split('.').slice(0, 2).join('.')] ??= message;
  }
  return errors;
}

/** The letters the OIDs use that `labels` does not label, each once, in the order they appear. */
export function unlabelledVariables(
  oids: readonly string[],
  labels: readonly { value: string }[],
): string[] {
  const labelled = new Set(labels.map((label) => label.value));
  return [...new Set(oids.flatMap(oidVariablesOf))].filter((letter) => !labelled.has(letter));
}

/** One variable as edited: the letter (value) and what it stands for. */
export interface VariableRow {
  value: string;
  label: string;
}

/** The rows the variables form opens with: the labelled letters, then those the OIDs lack. */
export function variableRows(
  labels: readonly { value: string; label: string }[],
  oids: readonly string[],
): VariableRow[] {
  return [
    ...labels.map(({ value, label }) => ({ value, label })),
    ...unlabelledVariables(oids, labels).map((value) => ({ value, label: '' })),
  ];
}

export const variableErrors = (rows: readonly VariableRow[]) =>
  rowErrors(dynamicOidLabelsSchema, rows);

/** What editEquipmentLib's dynamicOIDLabels sends for checked rows. */
export function variablesInput(rows: readonly VariableRow[]): DynamicOidLabelInput[] {
  return dynamicOidLabelsSchema.parse(rows).map(({ value, label }) => ({ value, label }));
}

/** One device fact as edited; `values` holds the translations as typed. */
export interface FactRow {
  /** The stored fact's id, so the server keeps it; null for a new one. */
  id: string | null;
  type: EquipmentMetaKind;
  label: string;
  oid: string;
  values: string;
}

const isMetaKind = (type: string): type is EquipmentMetaKind =>
  (EQUIPMENT_META_KINDS as readonly string[]).includes(type);

/**
 * Translations as typed, one per line or separated by commas: '1=Other, 2=Online' is two. A
 * comma not followed by another 'number=' stays in its text ('3=On, bypass').
 */
export function splitMetaValues(text: string): string[] {
  return text
    .split(/\n|,(?=\s*-?\d+\s*=)/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** A stored fact as its form row: a label that is its kind's own is left to the placeholder. */
export function factRow(fact: LibraryFieldsFragment['metaList'][number]): FactRow {
  const type = isMetaKind(fact.type) ? fact.type : 'OTHER';
  return {
    id: fact.id,
    type,
    label: fact.label === META_KIND_LABELS[type] ? '' : fact.label,
    oid: fact.oid,
    values: fact.values.join(', '),
  };
}

/** A new row: the first kind the rows do not read yet, else Other. */
export function newFactRow(rows: readonly FactRow[]): FactRow {
  const used = new Set(rows.map((row) => row.type));
  const type = EQUIPMENT_META_KINDS.find((kind) => kind !== 'OTHER' && !used.has(kind)) ?? 'OTHER';
  return { id: null, type, label: '', oid: '', values: '' };
}

/** A row as libraryMetaListSchema reads it. */
const factInput = (row: FactRow) => ({
  id: row.id,
  type: row.type,
  label: row.label,
  oid: row.oid,
  values: splitMetaValues(row.values),
});

export const factErrors = (rows: readonly FactRow[]) =>
  rowErrors(libraryMetaListSchema, rows.map(factInput));

/** What editEquipmentLib's metaList sends for checked rows: kept facts with their ids. */
export function factsInput(rows: readonly FactRow[]): LibraryMetaInput[] {
  return libraryMetaListSchema.parse(rows.map(factInput)).map((fact) => ({
    ...(fact.id === null ? {} : { id: fact.id }),
    type: fact.type,
    label: fact.label,
    oid: fact.oid,
    values: fact.values,
  }));
}

// ---- the server's refusals

/** The message of the first GraphQL error, when the failure is the server's refusal. */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.message || undefined;
}

/** The form input an argument named by the server's refusal is (numOfReg is its own input). */
export function formFieldOfArgument<T extends object>(
  argument: string,
  input: T,
): Extract<keyof T, string> | undefined {
  const field = argument === 'numOfReg' ? 'numberOfRegisters' : argument;
  return field in input ? (field as Extract<keyof T, string>) : undefined;
}

/**
 * Why a register was not deleted: the server's message as it words it ('There are {n} active
 * sensors that depend on this register. It cannot be deleted.'), worded so when the server
 * gives only the count (spec core §8), and 'Error' when there is no message at all.
 */
export function registerDeleteFailure(error: unknown, kind: 'register' | 'OID'): string {
  const message = serverMessage(error);
  if (message === undefined) return messages.deleteError;
  return /^\d+$/.test(message.trim())
    ? messages.sensorsDependOnRegister(Number(message), kind)
    : message;
}
