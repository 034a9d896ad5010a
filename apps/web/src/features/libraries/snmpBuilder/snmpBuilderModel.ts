import { formErrors, libraryFieldsSchema, snmpRegisterSchema } from '@vigil/domain';
import type { FieldPath } from 'react-hook-form';
import type {
  MibObjectFieldsFragment,
  SaveSnmpTemplateMutationVariables,
  SnmpPointInput,
} from '../../../graphql/generated/graphql';

/** Where the builder's OIDs come from: a MIB module, a stored walk, or pasted text. */
export const SNMP_BUILDER_SOURCES = ['mib', 'walk', 'paste'] as const;
export type SnmpBuilderSource = (typeof SNMP_BUILDER_SOURCES)[number];

/** URL keys of the builder, kept in the query of the page it opens on so a reload keeps it. */
export const SNMP_BUILDER_KEYS = { builder: 'builder', source: 'source' } as const;
const BUILDER_VALUE = 'snmp';

export interface SnmpBuilderParams {
  open: boolean;
  source: SnmpBuilderSource;
}

export function parseSnmpBuilderParams(search: URLSearchParams): SnmpBuilderParams {
  const source = search.get(SNMP_BUILDER_KEYS.source);
  return {
    open: search.get(SNMP_BUILDER_KEYS.builder) === BUILDER_VALUE,
    source: SNMP_BUILDER_SOURCES.find((s) => s === source) ?? 'mib',
  };
}

/** The page's query with the builder opened (on a source) or closed; other keys are kept. */
export function withSnmpBuilderParams(
  search: URLSearchParams,
  params: SnmpBuilderParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(SNMP_BUILDER_KEYS.builder);
  next.delete(SNMP_BUILDER_KEYS.source);
  if (params.open) {
    next.set(SNMP_BUILDER_KEYS.builder, BUILDER_VALUE);
    next.set(SNMP_BUILDER_KEYS.source, params.source);
  }
  return next;
}

/** One picked OID as the form holds it: text inputs, checked on save. */
export interface PickedOid {
  oid: string;
  name: string;
  unit: string;
  multiplier: string;
  offset: string;
  strMask: string;
  states: string;
  /** Where it was picked: UPS-MIB::upsBatteryVoltage.0, a walked value, a pasted line. */
  origin: string;
}

export interface SnmpTemplateValues {
  manufacturer: string;
  model: string;
  sysObjectID: string;
  oids: PickedOid[];
}

/** A picked OID with nothing but its number, named after it until the user names it. */
export function pickedOid(oid: string, extra: Partial<PickedOid> = {}): PickedOid {
  return {
    oid,
    name: oid,
    unit: '',
    multiplier: '',
    offset: '',
    strMask: '',
    states: '',
    origin: '',
    ...extra,
  };
}

/** Accesses an agent answers a get with. */
const READABLE = new Set(['read-only', 'read-write', 'read-create', 'write-only']);

/** Whether a MIB object is a value to read: a scalar or a table column that may be read. */
export function isPickable(object: Pick<MibObjectFieldsFragment, 'shape' | 'access'>): boolean {
  return (
    (object.shape === 'scalar' || object.shape === 'column') &&
    (object.access === null || object.access === undefined || READABLE.has(object.access))
  );
}

/** The OID a pick reads: a scalar at .0, a column at the row's index (e.g. 1). */
export function instanceOid(
  object: Pick<MibObjectFieldsFragment, 'oid' | 'shape'>,
  rowIndex: string,
): string {
  if (object.shape === 'scalar') return `${object.oid}.0`;
  if (object.shape === 'column') return `${object.oid}.${rowIndex.trim() || '1'}`;
  return object.oid;
}

/**
 * A UNITS clause as a unit and a multiplier: '0.1 Volt DC' is 0.1 × the raw value in Volt DC;
 * 'percent' is a unit alone.
 */
export function unitsOf(units: string | null | undefined): { unit: string; multiplier: string } {
  const text = (units ?? '').trim();
  const scaled = /^(0?\.\d+|\d+(?:\.\d+)?)\s+(.+)$/.exec(text);
  if (scaled && Number(scaled[1]) !== 1)
    return { unit: scaled[2] ?? '', multiplier: scaled[1] ?? '' };
  return { unit: scaled ? (scaled[2] ?? '') : text, multiplier: '' };
}

/** An enumeration as the states a sensor shows: batteryNormal(2), as MIBs write them. */
export function statesOf(enums: readonly { value: number; label: string }[]): string {
  return enums.map((e) => `${e.label}(${e.value})`).join(', ');
}

/** A picked OID prefilled from its MIB object: its name, unit, scaling and states. */
export function pickedFromMib(object: MibObjectFieldsFragment, rowIndex: string): PickedOid {
  const oid = instanceOid(object, rowIndex);
  const instance = oid.slice(object.oid.length);
  return pickedOid(oid, {
    name: object.name,
    ...unitsOf(object.units),
    states: statesOf(object.enums),
    origin: `${object.module}::${object.name}${instance}`,
  });
}

/** The library's own fields, checked as importEquipmentTemplateSNMP checks them. */
const libraryFields = libraryFieldsSchema.pick({
  model: true,
  manufacturer: true,
  sysObjectID: true,
});

/** Messages by dotted path (`model`, `oids.2.name`): the library's fields, then each OID's. */
export function snmpTemplateErrors(values: SnmpTemplateValues): Record<string, string> {
  const errors: Record<string, string> = { ...formErrors(libraryFields, values) };
  values.oids.forEach((row, index) => {
    for (const [field, message] of Object.entries(formErrors(snmpRegisterSchema, row))) {
      errors[`oids.${index}.${field}`] ??= message;
    }
  });
  return errors;
}

/** The mutation's variables from checked values; blank optional inputs are left out. */
export function snmpTemplateVariables(
  values: SnmpTemplateValues,
  customerID: string,
  libraryID: string | null,
): SaveSnmpTemplateMutationVariables {
  const fields = libraryFields.parse(values);
  const oids = values.oids.map((row): SnmpPointInput => {
    const point = snmpRegisterSchema.parse(row);
    return {
      oid: point.oid,
      name: point.name,
      ...(point.unit === undefined ? {} : { unit: point.unit }),
      ...(point.multiplier === undefined ? {} : { multiplier: point.multiplier }),
      ...(point.offset === undefined ? {} : { offset: point.offset }),
      ...(point.strMask === undefined ? {} : { strMask: point.strMask }),
      ...(point.states === undefined ? {} : { states: point.states }),
    };
  });
  return {
    model: fields.model,
    manufacturer: fields.manufacturer,
    ...(fields.sysObjectID === undefined ? {} : { sysObjectID: fields.sysObjectID }),
    customerID,
    oids,
    ...(libraryID === null ? {} : { libraryID }),
  };
}

const POINT_FIELDS = ['oid', 'name', 'unit', 'multiplier', 'offset', 'strMask', 'states'];

/** The form input a refusal of the server names (`oids.2.name`), if the form has it. */
export function snmpTemplateFieldOf(field: string): FieldPath<SnmpTemplateValues> | null {
  if (field === 'model' || field === 'manufacturer' || field === 'sysObjectID') return field;
  const point = /^oids\.(\d+)\.(\w+)$/.exec(field);
  return point && POINT_FIELDS.includes(point[2] ?? '')
    ? (`oids.${Number(point[1])}.${point[2]}` as FieldPath<SnmpTemplateValues>)
    : null;
}
