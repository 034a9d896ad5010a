/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A CUSTOM range's bounds, epoch milliseconds. */
export type DateRangeInput = {
  end: number;
  start: number;
};

export type ThresholdsInput = {
  greenTo?: number | null | undefined;
  redTo?: number | null | undefined;
  yellowTo?: number | null | undefined;
};

export type TimeRange =
  'CUSTOM' | 'DAY' | 'HOUR' | 'LATEST' | 'MONTH' | 'SIX_MONTHS' | 'WEEK' | 'YEAR';

/** What one widget (or, until widgets exist, one set of sensors) wants read. */
export type WidgetReadingsInput = {
  /** sum, average, min, max or difference over the sensors' latest values. */
  calculation?: string | null | undefined;
  date?: DateRangeInput | null | undefined;
  /** Artificial Intelligence widgets: also learn each sensor's normal band and judge the latest value. */
  insights?: boolean | null | undefined;
  range: TimeRange;
  /** The sensors to read; widgets name their own. */
  sensorIDs?: Array<string> | null | undefined;
  thresholds?: ThresholdsInput | null | undefined;
  widgetID?: string | null | undefined;
};

export type SessionQueryVariables = Exact<{ [key: string]: never }>;

export type SessionQuery = {
  needsTotp: boolean;
  me: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    totp: boolean;
    super: boolean;
    saml: boolean;
    homeUrl: string | null;
    partnerAdmin: boolean;
    partnerID: string | null;
    customer: { id: string; name: string; roles: Array<string> } | null;
    partner: { id: string; name: string } | null;
  } | null;
};

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type SignInMutation = { signIn: { needsTotp: boolean; user: { id: string } | null } };

export type SignInWithCodeMutationVariables = Exact<{
  code: string;
}>;

export type SignInWithCodeMutation = {
  signInWithCode: { needsTotp: boolean; user: { id: string } | null };
};

export type SignOutMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutMutation = { signOut: boolean };

export type SensorQueryVariables = Exact<{
  sensorIDs: Array<string> | string;
}>;

export type SensorQuery = {
  sensor: Array<{
    id: string;
    name: string;
    type: string;
    unit: string | null;
    disconnected: boolean;
    message: string | null;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    states: Array<string>;
    status: string;
    customerID: string;
    equipmentID: string;
    equipmentName: string;
    equipment: { id: string; manufacturer: string; model: string };
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type SensorLogsQueryVariables = Exact<{
  sensorIDs: Array<string> | string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;

export type SensorLogsQuery = {
  sensorLogsCount: number;
  sensorLogs: Array<{
    id: string;
    sensorID: string;
    status: string;
    value: number | null;
    message: string;
    createdAt: string;
  }>;
};

export type SensorTrendQueryVariables = Exact<{
  customerID?: string | null | undefined;
  widgets: Array<WidgetReadingsInput> | WidgetReadingsInput;
}>;

export type SensorTrendQuery = {
  readings: Array<{
    range: TimeRange;
    from: number;
    to: number;
    trend: Array<{
      sensorID: string;
      gatewayID: string;
      chunkSize: number;
      chunks: Array<{ chunkStart: number; values: Array<number> }>;
    }>;
  }>;
};

export type SensorsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  filters?: Array<string> | string | null | undefined;
  sortColumn?: string | null | undefined;
  sortOrder?: string | null | undefined;
}>;

export type SensorsQuery = {
  sensorsCount: number;
  sensors: Array<{
    id: string;
    name: string;
    type: string;
    unit: string | null;
    disconnected: boolean;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    states: Array<string>;
    status: string;
    equipmentID: string;
    equipmentName: string;
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type WidgetFieldsFragment = {
  id: string;
  key: string;
  viewID: string;
  viewName: string;
  customerID: string;
  name: string | null;
  type: string;
  displayType: string;
  calculation: string | null;
  chartType: string | null;
  image: string | null;
  imageURL: string | null;
  link: string | null;
  basis: number | null;
  color: string | null;
  greenTo: number | null;
  yellowTo: number | null;
  greenTo2: number | null;
  yellowTo2: number | null;
  redTo: number | null;
  lowerBound: number | null;
  upperBound: number | null;
  states: Array<string>;
  sensorIDs: Array<string>;
  metaIDs: Array<string>;
  mins: number | null;
  equipmentID: string | null;
  gatewayID: string | null;
  unit: string | null;
  notes: string | null;
  disconnected: boolean;
  expiration: number | null;
  range: number | null;
  smartThresholds: { smartWarning: number | null; smartCritical: number | null } | null;
  imageTransform: {
    translateX: number;
    translateY: number;
    scale: number;
    rotation: number;
  } | null;
};

export type WidgetSensorFieldsFragment = {
  id: string;
  name: string;
  type: string;
  unit: string | null;
  states: Array<string>;
  greenTo: number | null;
  yellowTo: number | null;
  redTo: number | null;
  disconnected: boolean;
  status: string;
  equipmentID: string;
  equipmentName: string;
  gateway: { id: string; name: string };
  reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
};

export const WidgetFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Widget' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'displayType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chartType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageURL' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
          { kind: 'Field', name: { kind: 'Name', value: 'color' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lowerBound' } },
          { kind: 'Field', name: { kind: 'Name', value: 'upperBound' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'smartThresholds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'smartWarning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'smartCritical' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sensorIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'metaIDs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mins' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'imageTransform' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'translateX' } },
                { kind: 'Field', name: { kind: 'Name', value: 'translateY' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scale' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rotation' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'range' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetFieldsFragment, unknown>;
export const WidgetSensorFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetSensorFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Sensor' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'states' } },
          { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gateway' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reading' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetSensorFieldsFragment, unknown>;
export const SessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Session' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'super' } },
                { kind: 'Field', name: { kind: 'Name', value: 'saml' } },
                { kind: 'Field', name: { kind: 'Name', value: 'homeUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partnerAdmin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partnerID' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roles' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'partner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'needsTotp' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionQuery, SessionQueryVariables>;
export const SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'needsTotp' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignInWithCodeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignInWithCode' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signInWithCode' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'needsTotp' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInWithCodeMutation, SignInWithCodeMutationVariables>;
export const SignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOut' } }],
      },
    },
  ],
} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const SensorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Sensor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensorIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'equipment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gateway' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorQuery, SensorQueryVariables>;
export const SensorLogsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SensorLogs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensorLogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensorIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensorLogsCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sensorIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sensorIDs' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorLogsQuery, SensorLogsQueryVariables>;
export const SensorTrendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SensorTrend' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgets' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'WidgetReadingsInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgets' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgets' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'range' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'trend' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gatewayID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chunkSize' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chunks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'chunkStart' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorTrendQuery, SensorTrendQueryVariables>;
export const SensorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Sensors' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortColumn' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortColumn' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sortOrder' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sortOrder' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gateway' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reading' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sensorsCount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SensorsQuery, SensorsQueryVariables>;
