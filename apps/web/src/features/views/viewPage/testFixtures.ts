// Server answers for the view page's and widget editor's tests.
import type {
  ViewQuery,
  WidgetReadingsQuery,
  WidgetSensorsQuery,
  WidgetsQuery,
} from '../../../graphql/generated/graphql';

type View = NonNullable<ViewQuery['view']>;
type Widget = WidgetsQuery['widgets'][number];
type Sensor = WidgetSensorsQuery['sensors'][number];
type Readings = WidgetReadingsQuery['readings'][number];

export const NOW = Date.UTC(2026, 2, 10, 12);

export const viewOf = (extra: Partial<View> = {}): View =>
  ({
    __typename: 'View',
    id: 'v1',
    name: 'Plant',
    customerID: 'c1',
    layout: '{}',
    canUpdate: true,
    canShare: false,
    canDelete: false,
    trendV2: false,
    trendSync: false,
    ...extra,
  }) as View;

export const widgetOf = (id: string, extra: Partial<Widget> = {}): Widget =>
  ({
    __typename: 'Widget',
    id,
    key: id,
    viewID: 'v1',
    viewName: 'Plant',
    customerID: 'c1',
    name: `Widget ${id}`,
    type: 'SENSOR_VALUE',
    displayType: 'other',
    calculation: null,
    chartType: null,
    image: null,
    imageURL: null,
    link: null,
    rawLink: null,
    basis: null,
    color: null,
    greenTo: null,
    yellowTo: null,
    greenTo2: null,
    yellowTo2: null,
    redTo: null,
    lowerBound: null,
    upperBound: null,
    smartThresholds: null,
    states: [],
    sensorIDs: [`s${id}`],
    metaIDs: [],
    mins: null,
    equipmentID: null,
    gatewayID: null,
    unit: null,
    notes: null,
    disconnected: false,
    imageTransform: null,
    expiration: null,
    range: null,
    timers: [],
    ...extra,
  }) as Widget;

export const sensorOf = (id: string, extra: Partial<Sensor> = {}): Sensor =>
  ({
    __typename: 'Sensor',
    id,
    name: `Sensor ${id}`,
    type: 'analog',
    unit: 'kW',
    states: [],
    greenTo: 10,
    yellowTo: 20,
    redTo: null,
    disconnected: false,
    status: 'ok',
    equipmentID: 'e1',
    equipmentName: 'UPS A',
    register: '40001',
    gateway: { __typename: 'GatewayRef', id: 'g1', name: 'Site gateway' },
    reading: {
      __typename: 'Reading',
      value: 5,
      detail: null,
      createdAt: new Date(NOW - 60_000).toISOString(),
    },
    ...extra,
  }) as Sensor;

export const readingsOf = (widgetID: string, extra: Partial<Readings> = {}): Readings =>
  ({
    __typename: 'WidgetReadings',
    widgetID,
    range: 'LATEST',
    from: NOW - 3_600_000,
    to: NOW,
    value: null,
    latest: [],
    trend: [],
    insights: [],
    ...extra,
  }) as Readings;
