// Server answers for the view page's and widget editor's tests.
import type {
  ViewQuery,
  WidgetReadingsQuery,
  WidgetSensorsQuery,
  WidgetsQuery,
} from '../../../graphql/generated/graphql';
import { testWidget } from '../widgets/widgetTestData';

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
    viewType: 'dashboard',
    ...extra,
  }) as View;

/** A widget as the widgets query answers it: the widget tests' widget, under its own id. */
export const widgetOf = (id: string, extra: Partial<Widget> = {}): Widget =>
  ({
    __typename: 'Widget',
    ...testWidget({ id, key: id, viewName: 'Plant', name: `Widget ${id}`, sensorIDs: [`s${id}`] }),
    rawLink: null,
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
    conditions: [],
    greenTo: 10,
    yellowTo: 20,
    redTo: null,
    disconnected: false,
    status: 'ok',
    equipmentID: 'e1',
    equipmentName: 'UPS A',
    equipmentMaintenance: false,
    equipmentRepair: false,
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
