import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AllEquipmentDocument,
  EquipmentAssetViewsDocument,
  EquipmentDetailsDocument,
  EquipmentGatewayOptionsDocument,
  EquipmentLibraryOptionsDocument,
  EquipmentManufacturersDocument,
  EquipmentSensorsDocument,
  ValidateEquipmentNamesDocument,
} from '../../../graphql/generated/graphql';
import type {
  AllEquipmentQueryVariables,
  EquipmentFieldsFragment,
  EquipmentSensorsQuery,
} from '../../../graphql/generated/graphql';

const ALWAYS = Number.POSITIVE_INFINITY;

/** An equipment as the API answers it, with the cache's type names. */
export function equipmentFixture(
  id: string,
  name: string,
  extra: Partial<EquipmentFieldsFragment> = {},
): EquipmentFieldsFragment {
  return {
    __typename: 'Equipment',
    id,
    name,
    kind: 'ModbusCard',
    protocol: 'Modbus',
    equipmentIP: `10.0.0.${id}`,
    port: 502,
    slaveID: 1,
    disconnected: false,
    locked: false,
    isMaintenance: false,
    isRepair: false,
    sensorCount: 4,
    status: 'OK',
    gateway: { __typename: 'GatewayRef', id: '3', name: 'North gateway' },
    equipment: {
      __typename: 'EquipmentLibraryRef',
      id: '70',
      name: 'PX3',
      manufacturer: 'Raritan',
      model: 'PX3',
      owner: null,
    },
    notes: null,
    tags: [],
    version: null,
    securityLevel: null,
    authType: null,
    privacyType: null,
    context: null,
    username: null,
    hasCredentials: false,
    error: null,
    lastUpdated: new Date(Date.now() - 120_000).toISOString(),
    createdAt: '2026-01-05T10:00:00.000Z',
    ...extra,
  } as EquipmentFieldsFragment;
}

export function allEquipmentMock(
  matches: (variables: AllEquipmentQueryVariables) => boolean,
  outcome: { items: EquipmentFieldsFragment[]; total?: number } | { error: string },
  maxUsageCount = ALWAYS,
): MockLink.MockedResponse {
  const request = { query: AllEquipmentDocument, variables: matches };
  if ('error' in outcome) {
    return { request, maxUsageCount, result: { errors: [new GraphQLError(outcome.error)] } };
  }
  return {
    request,
    maxUsageCount,
    result: {
      data: {
        allEquipment: {
          __typename: 'EquipmentPage',
          items: outcome.items,
          total: outcome.total ?? outcome.items.length,
        },
      },
    },
  };
}

export const gateways = [
  { __typename: 'Network', id: '3', name: 'North gateway' },
  { __typename: 'Network', id: '4', name: 'South gateway' },
];

export function gatewayOptionsMock(list = gateways): MockLink.MockedResponse {
  return {
    request: { query: EquipmentGatewayOptionsDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: { data: { networks: list } },
  };
}

export function detailsMock(
  equipment: EquipmentFieldsFragment | null,
  id = equipment?.id,
): MockLink.MockedResponse {
  return {
    request: {
      query: EquipmentDetailsDocument,
      variables: (variables: { equipmentID: string }) => variables.equipmentID === id,
    },
    maxUsageCount: ALWAYS,
    result: { data: { equipment } },
  };
}

type ListedSensor = EquipmentSensorsQuery['sensors'][number];

export function sensorFixture(id: string, name: string, value: number): ListedSensor {
  return {
    __typename: 'Sensor',
    id,
    name,
    type: 'analog',
    unit: 'V',
    disconnected: false,
    greenTo: 240,
    yellowTo: 250,
    redTo: null,
    states: [],
    conditions: [],
    status: 'ok',
    reading: {
      __typename: 'Reading',
      value,
      detail: null,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    },
  } as ListedSensor;
}

export function sensorsMock(
  equipmentID: string,
  sensors: ListedSensor[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: EquipmentSensorsDocument,
      variables: (variables: { equipmentID: string }) => variables.equipmentID === equipmentID,
    },
    maxUsageCount: ALWAYS,
    result: { data: { sensors, sensorsCount: sensors.length } },
  };
}

export function assetViewsMock(
  views: { id: string; name: string; equipmentIDs: string[] }[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: EquipmentAssetViewsDocument, variables: () => true },
    maxUsageCount: ALWAYS,
    result: { data: { views: views.map((view) => ({ __typename: 'View', ...view })) } },
  };
}

/** The library picker: one manufacturer with a Modbus and an SNMP model. */
export function libraryMocks(): MockLink.MockedResponse[] {
  return [
    {
      request: { query: EquipmentManufacturersDocument, variables: () => true },
      maxUsageCount: ALWAYS,
      result: { data: { manufacturers: ['Raritan'] } },
    },
    {
      request: {
        query: EquipmentLibraryOptionsDocument,
        variables: (variables: { manufacturer?: string | null }) =>
          variables.manufacturer === 'Raritan',
      },
      maxUsageCount: ALWAYS,
      result: {
        data: {
          equipmentList: [
            {
              __typename: 'EquipmentLibrary',
              id: '70',
              name: 'PX3',
              model: 'PX3',
              manufacturer: 'Raritan',
              protocols: ['Modbus'],
            },
            {
              __typename: 'EquipmentLibrary',
              id: '71',
              name: 'PX3 SNMP',
              model: 'PX3 SNMP',
              manufacturer: 'Raritan',
              protocols: ['SNMP'],
            },
          ],
        },
      },
    },
  ];
}

export function validateNamesMock(
  matches: (variables: { gatewayID: string; names: string[] }) => boolean,
  taken: string[],
  message: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: ValidateEquipmentNamesDocument, variables: matches },
    maxUsageCount: ALWAYS,
    result: {
      data: {
        validateEquipmentNames: {
          __typename: 'NameValidation',
          valid: taken.length === 0,
          taken,
          message,
        },
      },
    },
  };
}

/** What every page of the tab asks besides the list. */
export function pageMocks(): MockLink.MockedResponse[] {
  return [gatewayOptionsMock(), assetViewsMock(), ...libraryMocks()];
}
