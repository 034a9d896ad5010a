// Realistic widgets and sensors for the widget tests: a UPS output load, a CRAC supply
// temperature, a door contact.
import type { LatestValue, ViewWidget, WidgetBodyProps, WidgetSensor } from './widgetTypes';

export const NOW = Date.parse('2026-03-10T12:00:00Z');

export function testWidget(extra: Partial<ViewWidget> = {}): ViewWidget {
  return {
    id: 'w1',
    key: 'w1',
    viewID: 'v1',
    viewName: 'Server room',
    customerID: 'c1',
    name: 'UPS A',
    type: 'SENSOR_VALUE',
    displayType: 'other',
    calculation: null,
    chartType: null,
    image: null,
    imageURL: null,
    link: null,
    basis: null,
    color: null,
    greenTo: null,
    yellowTo: null,
    greenTo2: null,
    yellowTo2: null,
    redTo: null,
    lowerBound: null,
    upperBound: null,
    states: [],
    sensorIDs: ['s-load'],
    metaIDs: [],
    mins: null,
    equipmentID: null,
    gatewayID: null,
    unit: null,
    notes: null,
    disconnected: false,
    expiration: null,
    range: null,
    smartThresholds: null,
    imageTransform: null,
    ...extra,
  };
}

export function testSensor(extra: Partial<WidgetSensor> = {}): WidgetSensor {
  return {
    id: 's-load',
    name: 'Output load',
    type: 'analog',
    unit: '%',
    states: [],
    conditions: [],
    greenTo: 60,
    yellowTo: 80,
    redTo: null,
    disconnected: false,
    status: 'ok',
    equipmentID: 'e-ups',
    equipmentName: 'UPS A',
    equipmentMaintenance: false,
    equipmentRepair: false,
    gateway: { id: 'g1', name: 'Site gateway' },
    reading: { value: 45, detail: null, createdAt: new Date(NOW - 30_000).toISOString() },
    ...extra,
  };
}

export const upsLoad = (extra: Partial<WidgetSensor> = {}) => testSensor(extra);

export const cracSupply = (extra: Partial<WidgetSensor> = {}) =>
  testSensor({
    id: 's-crac',
    name: 'Supply air temperature',
    unit: '°C',
    greenTo: 20,
    yellowTo: 24,
    equipmentID: 'e-crac',
    equipmentName: 'CRAC 1',
    reading: { value: 18.4, detail: null, createdAt: new Date(NOW - 60_000).toISOString() },
    ...extra,
  });

export const doorContact = (extra: Partial<WidgetSensor> = {}) =>
  testSensor({
    id: 's-door',
    name: 'Rack door',
    type: 'state',
    unit: null,
    states: ['Closed', 'Open'],
    conditions: ['Normal', 'Warning'],
    greenTo: null,
    yellowTo: null,
    equipmentID: 'e-rack',
    equipmentName: 'Rack 4',
    reading: { value: 0, detail: null, createdAt: new Date(NOW - 5_000).toISOString() },
    ...extra,
  });

/** A latest value as the page keeps it. */
export function latestValue(value: number | null, extra: Partial<LatestValue> = {}): LatestValue {
  return { value, detail: null, at: NOW - 10_000, disconnected: false, ...extra };
}

export function latestOf(entries: Record<string, LatestValue>): ReadonlyMap<string, LatestValue> {
  return new Map(Object.entries(entries));
}

export function testProps(extra: Partial<WidgetBodyProps> = {}): WidgetBodyProps {
  return {
    widget: testWidget(),
    sensors: [upsLoad()],
    latest: new Map(),
    history: [],
    range: 'DAY',
    customerID: 'c1',
    viewID: 'v1',
    canUpdate: true,
    now: NOW,
    ...extra,
  };
}

/** jsdom reports computed colours as rgb(). */
export function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
