import type { MockLink } from '@apollo/client/testing';
import { PERMISSION_CODES } from '@vigil/domain';
import type { DocumentNode } from 'graphql';
import { GraphQLError } from 'graphql';
import type { SessionUser } from '../../../app/SessionContext';
import {
  LibraryDocument,
  LibraryListDocument,
  LibraryManufacturersDocument,
} from '../../../graphql/generated/graphql';
import type {
  LibraryFieldsFragment,
  LibraryListQueryVariables,
  LibraryQuery,
  ModbusPointFieldsFragment,
  SnmpPointFieldsFragment,
} from '../../../graphql/generated/graphql';

const ALWAYS = Number.POSITIVE_INFINITY;

/** A library administrator of Acme (c1): every role on its own company. */
export const adminUser = {
  super: false,
  customer: { id: 'c1', name: 'Acme', roles: [...PERMISSION_CODES] },
} satisfies Partial<SessionUser>;

/** A user of Acme without any library role (no cl, ul or dl). */
export const viewerUser = {
  super: false,
  customer: { id: 'c1', name: 'Acme', roles: [] },
} satisfies Partial<SessionUser>;

/** A library as the API answers it, Acme's own unless told otherwise. */
export function libraryFixture(
  id: string,
  model: string,
  extra: Partial<LibraryFieldsFragment> = {},
): LibraryFieldsFragment {
  // With the cache's type names, which the generated types leave out.
  return {
    __typename: 'EquipmentLibrary',
    id,
    name: model,
    model,
    manufacturer: 'Vertiv',
    archived: false,
    docRevision: 'B',
    tags: ['ups'],
    owner: 'Acme',
    ownerID: 'c1',
    sysObjectID: null,
    protocols: ['Modbus', 'SNMP'],
    modbusTemplate: { __typename: 'TemplateRef', id: `m${id}`, name: `Vertiv ${model}` },
    snmpTemplate: { __typename: 'TemplateRef', id: `s${id}`, name: `Vertiv ${model}` },
    dynamicOIDLabels: [],
    metaList: [],
    ...extra,
  } as LibraryFieldsFragment;
}

export function modbusPointFixture(
  id: string,
  name: string,
  extra: Partial<ModbusPointFieldsFragment> = {},
): ModbusPointFieldsFragment {
  return {
    __typename: 'ModbusPoint',
    id,
    name,
    functionCode: 3,
    startingRegister: 100,
    numberOfRegisters: 2,
    dataType: 'FLOAT',
    wordOrder: 'ABCD',
    addressOffset: 0,
    addressDataType: null,
    multiplier: 1,
    offset: 0,
    unit: 'V',
    mask: null,
    greenTo: null,
    yellowTo: null,
    redTo: null,
    states: [],
    conditions: [],
    alarmOnly: false,
    ...extra,
  } as ModbusPointFieldsFragment;
}

export function snmpPointFixture(
  id: string,
  name: string,
  extra: Partial<SnmpPointFieldsFragment> = {},
): SnmpPointFieldsFragment {
  return {
    __typename: 'SnmpPoint',
    id,
    name,
    oid: '1.3.6.1.2.1.33.1.2.4.0',
    unit: '%',
    renamedUnit: null,
    multiplier: 1,
    offset: 0,
    strMask: null,
    greenTo: null,
    yellowTo: null,
    redTo: null,
    states: [],
    conditions: [],
    alarmOnly: false,
    ...extra,
  } as SnmpPointFieldsFragment;
}

export function libraryListMock(
  matches: (variables: LibraryListQueryVariables) => boolean,
  outcome: { libraries: LibraryFieldsFragment[]; total?: number } | { error: string },
  maxUsageCount = ALWAYS,
): MockLink.MockedResponse {
  const request = { query: LibraryListDocument, variables: matches };
  if ('error' in outcome) {
    return { request, maxUsageCount, result: { errors: [new GraphQLError(outcome.error)] } };
  }
  return {
    request,
    maxUsageCount,
    result: {
      data: {
        equipmentList: outcome.libraries,
        equipmentListCount: outcome.total ?? outcome.libraries.length,
      },
    },
  };
}

export function manufacturersMock(list: string[] = ['APC', 'Vertiv']): MockLink.MockedResponse {
  return {
    request: { query: LibraryManufacturersDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: { data: { manufacturers: list } },
  };
}

type LoadedLibrary = NonNullable<LibraryQuery['equipmentLib']>;

/** A library with its registers, as the library page loads it. */
export function loadedLibrary(
  library: LibraryFieldsFragment,
  modbusPoints: ModbusPointFieldsFragment[] = [],
  snmpPoints: SnmpPointFieldsFragment[] = [],
): LoadedLibrary {
  return { ...library, modbusPoints, snmpPoints };
}

export function libraryMock(
  equipmentID: string,
  library: LoadedLibrary | null,
  // Once: a page that asks for the library again where it need not shows up as a warning.
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: {
      query: LibraryDocument,
      variables: (variables: { equipmentID: string }) => variables.equipmentID === equipmentID,
    },
    maxUsageCount,
    result: { data: { equipmentLib: library } },
  };
}

/**
 * A mutation's mock: the variables it must be sent (checked by a function that can record them),
 * and its answer, or the server's refusal with the input it names.
 */
export function mutationMock<V>(
  query: DocumentNode,
  matches: (variables: V) => boolean,
  outcome: { data: Record<string, unknown> } | { refusal: string; field?: string },
): MockLink.MockedResponse {
  const request = { query, variables: matches as (variables: Record<string, unknown>) => boolean };
  if ('data' in outcome) return { request, result: { data: outcome.data } };
  return {
    request,
    result: {
      errors: [
        new GraphQLError(outcome.refusal, {
          extensions: outcome.field ? { code: 'BAD_USER_INPUT', field: outcome.field } : {},
        }),
      ],
    },
  };
}
