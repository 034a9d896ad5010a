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

export type ImageTransformInput = {
  rotation: number;
  scale: number;
  translateX: number;
  translateY: number;
};

export type ThresholdsInput = {
  greenTo?: number | null | undefined;
  redTo?: number | null | undefined;
  yellowTo?: number | null | undefined;
};

export type TimeRange =
  'CUSTOM' | 'DAY' | 'HOUR' | 'LATEST' | 'MONTH' | 'SIX_MONTHS' | 'WEEK' | 'YEAR';

export type TimerInput = {
  greenTo?: number | null | undefined;
  /** An existing timer to keep; new timers have none. */
  id?: string | null | undefined;
  name: string;
  redTo?: number | null | undefined;
  repeatInterval: number;
  warnBefore?: number | null | undefined;
  yellowTo?: number | null | undefined;
};

export type WidgetInput = {
  basis?: number | null | undefined;
  calculation?: string | null | undefined;
  chartType?: string | null | undefined;
  color?: string | null | undefined;
  displayType?: string | null | undefined;
  equipmentID?: string | null | undefined;
  expiration?: number | null | undefined;
  gatewayID?: string | null | undefined;
  greenTo?: number | null | undefined;
  greenTo2?: number | null | undefined;
  /** An uploaded image id (POST /files/images). */
  image?: string | null | undefined;
  link?: string | null | undefined;
  lowerBound?: number | null | undefined;
  metaIDs?: Array<string> | null | undefined;
  mins?: number | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  range?: number | null | undefined;
  redTo?: number | null | undefined;
  sensorIDs?: Array<string> | null | undefined;
  smartCritical?: number | null | undefined;
  smartWarning?: number | null | undefined;
  states?: Array<string> | null | undefined;
  timers?: Array<TimerInput> | null | undefined;
  type: string;
  unit?: string | null | undefined;
  upperBound?: number | null | undefined;
  yellowTo?: number | null | undefined;
  yellowTo2?: number | null | undefined;
};

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
    conditions: Array<string>;
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
    conditions: Array<string>;
    status: string;
    equipmentID: string;
    equipmentName: string;
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type DeleteTagMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteTagMutation = { deleteTag: boolean };

export type DeleteViewMutationVariables = Exact<{
  id: string;
  customerID: string;
}>;

export type DeleteViewMutation = { deleteView: boolean };

export type DeleteWidgetMutationVariables = Exact<{
  id: string;
}>;

export type DeleteWidgetMutation = { deleteWidget: boolean };

export type DuplicateWidgetMutationVariables = Exact<{
  id: string;
}>;

export type DuplicateWidgetMutation = {
  duplicateWidget: {
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
};

export type NewTagMutationVariables = Exact<{
  name: string;
  customerID: string;
  parentID?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;

export type NewTagMutation = { newTag: { id: string; name: string } };

export type NewViewMutationVariables = Exact<{
  name: string;
  tagIDs?: Array<string> | string | null | undefined;
  customerID: string;
  isPublic?: boolean | null | undefined;
}>;

export type NewViewMutation = { newView: { id: string; name: string } };

export type NewWidgetMutationVariables = Exact<{
  viewID: string;
  customerID?: string | null | undefined;
  widget: WidgetInput;
}>;

export type NewWidgetMutation = {
  newWidget: {
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
};

export type SensorPickerQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type SensorPickerQuery = {
  sensors: Array<{
    id: string;
    name: string;
    type: string;
    unit: string | null;
    states: Array<string>;
    conditions: Array<string>;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    disconnected: boolean;
    status: string;
    equipmentID: string;
    equipmentName: string;
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type TagNodeFieldsFragment = {
  id: string;
  name: string;
  parentID: string | null;
  latitude: number | null;
  longitude: number | null;
  viewCount: number;
};

export type TagsQueryVariables = Exact<{
  customerID?: string | null | undefined;
}>;

export type TagsQuery = {
  tags: Array<{
    id: string;
    name: string;
    parentID: string | null;
    latitude: number | null;
    longitude: number | null;
    viewCount: number;
    tags: Array<{
      id: string;
      name: string;
      parentID: string | null;
      latitude: number | null;
      longitude: number | null;
      viewCount: number;
      tags: Array<{
        id: string;
        name: string;
        parentID: string | null;
        latitude: number | null;
        longitude: number | null;
        viewCount: number;
        tags: Array<{
          id: string;
          name: string;
          parentID: string | null;
          latitude: number | null;
          longitude: number | null;
          viewCount: number;
          tags: Array<{
            id: string;
            name: string;
            parentID: string | null;
            latitude: number | null;
            longitude: number | null;
            viewCount: number;
          }>;
        }>;
      }>;
    }>;
  }>;
};

export type UpdateViewLayoutMutationVariables = Exact<{
  viewName?: string | null | undefined;
  layout: string;
  id: string;
}>;

export type UpdateViewLayoutMutation = { updateViewLayout: string };

export type UpdateViewTrendSyncMutationVariables = Exact<{
  id: string;
  customerID: string;
  trendSync: boolean;
}>;

export type UpdateViewTrendSyncMutation = { updateView: { id: string; trendSync: boolean } };

export type UpdateWidgetMutationVariables = Exact<{
  id: string;
  widget?: WidgetInput | null | undefined;
  imageTransform?: ImageTransformInput | null | undefined;
}>;

export type UpdateWidgetMutation = {
  updateWidget: {
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
};

export type ValidateViewNamesQueryVariables = Exact<{
  names: Array<string> | string;
  customerID: string;
}>;

export type ValidateViewNamesQuery = {
  validateViewNames: { valid: boolean; taken: Array<string>; message: string | null };
};

export type ViewQueryVariables = Exact<{
  viewName: string;
  customerID?: string | null | undefined;
}>;

export type ViewQuery = {
  view: {
    id: string;
    name: string;
    customerID: string;
    layout: string;
    canUpdate: boolean;
    canShare: boolean;
    canDelete: boolean;
    trendV2: boolean;
    trendSync: boolean;
  } | null;
};

export type ViewCountsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  tagID?: string | null | undefined;
  maintenance?: boolean | null | undefined;
  disconnected?: boolean | null | undefined;
  viewType?: string | null | undefined;
}>;

export type ViewCountsQuery = {
  viewCounts: {
    total: number;
    ok: number;
    warning: number;
    error: number;
    disconnected: number;
    repair: number;
    maintenance: number;
  };
};

export type ViewsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  query?: string | null | undefined;
  status?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  tagID?: string | null | undefined;
  maintenance?: boolean | null | undefined;
  disconnected?: boolean | null | undefined;
  viewType?: string | null | undefined;
}>;

export type ViewsQuery = {
  views: Array<{
    id: string;
    name: string;
    customerID: string;
    canDelete: boolean;
    isPublic: boolean;
    viewType: string;
    errors: number;
    warnings: number;
    disconnected: number;
    maintenance: number;
    isRepair: boolean;
    lastAlarmTimestamp: string | null;
    author: string | null;
    widgetCount: number;
    fullTags: Array<{ id: string; name: string }>;
  }>;
};

export type WidgetEquipmentPickerQueryVariables = Exact<{
  customerID: string;
  query?: string | null | undefined;
  limit?: number | null | undefined;
  includeID?: string | null | undefined;
}>;

export type WidgetEquipmentPickerQuery = {
  allEquipment: {
    total: number;
    items: Array<{
      id: string;
      name: string;
      protocol: string;
      equipmentIP: string;
      gateway: { id: string; name: string };
    }>;
  };
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

export type WidgetReadingsQueryVariables = Exact<{
  customerID?: string | null | undefined;
  widgets: Array<WidgetReadingsInput> | WidgetReadingsInput;
}>;

export type WidgetReadingsQuery = {
  readings: Array<{
    widgetID: string | null;
    range: TimeRange;
    from: number;
    to: number;
    value: number | null;
    latest: Array<{
      sensorID: string;
      value: number | null;
      detail: string | null;
      createdAt: string | null;
      status: string;
      disconnected: boolean;
    }>;
    trend: Array<{
      sensorID: string;
      gatewayID: string;
      chunkSize: number;
      chunks: Array<{ chunkStart: number; values: Array<number> }>;
    }>;
    insights: Array<{
      sensorID: string;
      expected: number | null;
      spread: number | null;
      deviation: number | null;
      anomaly: boolean;
      crossesAt: number | null;
      crossesLevel: string | null;
      learnedHours: number;
      smartThresholds: { warning: number | null; critical: number | null } | null;
    }>;
  }>;
};

export type WidgetSensorFieldsFragment = {
  id: string;
  name: string;
  type: string;
  unit: string | null;
  states: Array<string>;
  conditions: Array<string>;
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

export type WidgetSensorsQueryVariables = Exact<{
  widgetIDs: Array<string> | string;
}>;

export type WidgetSensorsQuery = {
  sensors: Array<{
    register: string;
    id: string;
    name: string;
    type: string;
    unit: string | null;
    states: Array<string>;
    conditions: Array<string>;
    greenTo: number | null;
    yellowTo: number | null;
    redTo: number | null;
    disconnected: boolean;
    status: string;
    equipmentID: string;
    equipmentName: string;
    gateway: { id: string; name: string };
    reading: { value: number | null; detail: string | null; createdAt: string | null } | null;
  }>;
};

export type WidgetsQueryVariables = Exact<{
  viewID: string;
}>;

export type WidgetsQuery = {
  widgets: Array<{
    rawLink: string | null;
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
    timers: Array<{
      id: string;
      name: string;
      repeatInterval: number;
      warnBefore: number;
      greenTo: number | null;
      yellowTo: number | null;
      redTo: number | null;
    }>;
    smartThresholds: { smartWarning: number | null; smartCritical: number | null } | null;
    imageTransform: {
      translateX: number;
      translateY: number;
      scale: number;
      rotation: number;
    } | null;
  }>;
};

export type ResetTimerMutationVariables = Exact<{
  timerID: string;
  customerID?: string | null | undefined;
  viewID?: string | null | undefined;
}>;

export type ResetTimerMutation = {
  resetTimer: {
    id: string;
    timerID: string;
    widgetID: string;
    name: string;
    repeatInterval: number;
    warnBefore: number;
    resetAt: number;
    expiresAt: number;
  };
};

export type ViewAlarmsQueryVariables = Exact<{
  viewID: string;
  customerID?: string | null | undefined;
}>;

export type ViewAlarmsQuery = {
  viewAlarms: Array<{
    sensorID: string;
    sensorName: string;
    equipmentID: string;
    equipmentName: string;
    status: string;
    value: number | null;
    detail: string | null;
    unit: string | null;
    since: string;
  }>;
};

export type WidgetEquipmentAssetQueryVariables = Exact<{
  equipmentID: string;
  customerID?: string | null | undefined;
}>;

export type WidgetEquipmentAssetQuery = {
  equipmentAsset: {
    equipmentID: string;
    name: string;
    manufacturer: string;
    model: string;
    protocol: string;
    ip: string;
    meta: Array<{ label: string; value: string; type: string; oid: string | null }>;
  } | null;
};

export type WidgetTimerFieldsFragment = {
  id: string;
  timerID: string;
  widgetID: string;
  name: string;
  repeatInterval: number;
  warnBefore: number;
  resetAt: number;
  expiresAt: number;
};

export type WidgetTimersQueryVariables = Exact<{
  widgetIDs: Array<string> | string;
  customerID?: string | null | undefined;
}>;

export type WidgetTimersQuery = {
  timers: Array<{
    id: string;
    timerID: string;
    widgetID: string;
    name: string;
    repeatInterval: number;
    warnBefore: number;
    resetAt: number;
    expiresAt: number;
  }>;
};

export type WidgetTrapsQueryVariables = Exact<{
  equipmentID?: string | null | undefined;
  customerID?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type WidgetTrapsQuery = {
  snmpTraps: Array<{
    id: string;
    oid: string;
    value: string;
    createdAt: string;
    equipmentID: string | null;
    equipmentIP: string;
  }>;
};

export const TagNodeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagNodeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ViewTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagNodeFieldsFragment, unknown>;
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
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
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
export const WidgetTimerFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetTimerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Timer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resetAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetTimerFieldsFragment, unknown>;
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
                { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
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
export const DeleteTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteTagMutation, DeleteTagMutationVariables>;
export const DeleteViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteViewMutation, DeleteViewMutationVariables>;
export const DeleteWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteWidgetMutation, DeleteWidgetMutationVariables>;
export const DuplicateWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DuplicateWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'duplicateWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
              ],
            },
          },
        ],
      },
    },
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
} as unknown as DocumentNode<DuplicateWidgetMutation, DuplicateWidgetMutationVariables>;
export const NewTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'latitude' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'longitude' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newTag' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'latitude' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'latitude' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'longitude' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'longitude' } },
              },
            ],
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
  ],
} as unknown as DocumentNode<NewTagMutation, NewTagMutationVariables>;
export const NewViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagIDs' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tagIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagIDs' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isPublic' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
              },
            ],
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
  ],
} as unknown as DocumentNode<NewViewMutation, NewViewMutationVariables>;
export const NewWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NewWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WidgetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widget' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
              ],
            },
          },
        ],
      },
    },
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
} as unknown as DocumentNode<NewWidgetMutation, NewWidgetMutationVariables>;
export const SensorPickerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SensorPicker' },
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
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetSensorFields' } },
              ],
            },
          },
        ],
      },
    },
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
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
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
} as unknown as DocumentNode<SensorPickerQuery, SensorPickerQueryVariables>;
export const TagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Tags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TagNodeFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TagNodeFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tags' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'TagNodeFields' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'tags' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'TagNodeFields' },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'tags' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'FragmentSpread',
                                          name: { kind: 'Name', value: 'TagNodeFields' },
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
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TagNodeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ViewTag' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'latitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'longitude' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TagsQuery, TagsQueryVariables>;
export const UpdateViewLayoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateViewLayout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'layout' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateViewLayout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'layout' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'layout' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateViewLayoutMutation, UpdateViewLayoutMutationVariables>;
export const UpdateViewTrendSyncDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateViewTrendSync' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'trendSync' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'trendSync' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'trendSync' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nameOnly' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trendSync' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateViewTrendSyncMutation, UpdateViewTrendSyncMutationVariables>;
export const UpdateWidgetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateWidget' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'WidgetInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'imageTransform' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageTransformInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateWidget' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widget' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widget' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'imageTransform' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'imageTransform' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
              ],
            },
          },
        ],
      },
    },
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
} as unknown as DocumentNode<UpdateWidgetMutation, UpdateWidgetMutationVariables>;
export const ValidateViewNamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ValidateViewNames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validateViewNames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'names' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidateViewNamesQuery, ValidateViewNamesQueryVariables>;
export const ViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'View' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'view' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewName' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canUpdate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canShare' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trendV2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trendSync' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewQuery, ViewQueryVariables>;
export const ViewCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewCounts' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewCounts' },
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
                name: { kind: 'Name', value: 'tagID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maintenance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'disconnected' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'repair' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maintenance' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewCountsQuery, ViewCountsQueryVariables>;
export const ViewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Views' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'views' },
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
                name: { kind: 'Name', value: 'withStatus' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
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
                name: { kind: 'Name', value: 'tagID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tagID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maintenance' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maintenance' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'disconnected' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'disconnected' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canDelete' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fullTags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                { kind: 'Field', name: { kind: 'Name', value: 'warnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maintenance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRepair' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastAlarmTimestamp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'author' } },
                { kind: 'Field', name: { kind: 'Name', value: 'widgetCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewsQuery, ViewsQueryVariables>;
export const WidgetEquipmentPickerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetEquipmentPicker' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'allEquipment' },
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
                name: { kind: 'Name', value: 'includeID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
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
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetEquipmentPickerQuery, WidgetEquipmentPickerQueryVariables>;
export const WidgetReadingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetReadings' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'range' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'latest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'disconnected' } },
                    ],
                  },
                },
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
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'insights' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expected' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'spread' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'deviation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'anomaly' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'crossesAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'crossesLevel' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'smartThresholds' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'warning' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'critical' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'learnedHours' } },
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
} as unknown as DocumentNode<WidgetReadingsQuery, WidgetReadingsQueryVariables>;
export const WidgetSensorsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetSensors' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
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
            name: { kind: 'Name', value: 'sensors' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgetIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetSensorFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'register' } },
              ],
            },
          },
        ],
      },
    },
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
          { kind: 'Field', name: { kind: 'Name', value: 'conditions' } },
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
} as unknown as DocumentNode<WidgetSensorsQuery, WidgetSensorsQueryVariables>;
export const WidgetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Widgets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'widgets' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rawLink' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'greenTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'yellowTo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redTo' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
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
} as unknown as DocumentNode<WidgetsQuery, WidgetsQueryVariables>;
export const ResetTimerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetTimer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timerID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetTimer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetTimerFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetTimerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Timer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resetAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetTimerMutation, ResetTimerMutationVariables>;
export const ViewAlarmsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewAlarms' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewAlarms' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'viewID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'viewID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sensorID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sensorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'detail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'since' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewAlarmsQuery, ViewAlarmsQueryVariables>;
export const WidgetEquipmentAssetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetEquipmentAsset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'equipmentAsset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manufacturer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protocol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ip' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'meta' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
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
} as unknown as DocumentNode<WidgetEquipmentAssetQuery, WidgetEquipmentAssetQueryVariables>;
export const WidgetTimersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetTimers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'widgetIDs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'widgetIDs' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WidgetTimerFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WidgetTimerFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Timer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timerID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'widgetID' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'repeatInterval' } },
          { kind: 'Field', name: { kind: 'Name', value: 'warnBefore' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resetAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetTimersQuery, WidgetTimersQueryVariables>;
export const WidgetTrapsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WidgetTraps' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'snmpTraps' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'equipmentID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'equipmentID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'customerID' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'customerID' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentID' } },
                { kind: 'Field', name: { kind: 'Name', value: 'equipmentIP' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WidgetTrapsQuery, WidgetTrapsQueryVariables>;
