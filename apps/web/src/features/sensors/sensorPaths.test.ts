import { describe, expect, it } from 'vitest';
import {
  manageSensorsPath,
  sensorEquipmentPath,
  sensorLibraryPath,
  sensorPath,
  sensorsPath,
} from './sensorPaths';

describe('sensor paths', () => {
  it.each<[string | undefined, string]>([
    [undefined, '/sensors'],
    ['12', '/12/sensors'],
  ])('list under customer %s is %s', (customer, path) => {
    expect(sensorsPath(customer)).toBe(path);
  });

  it.each<[string | undefined, string[], string | undefined, string]>([
    [undefined, ['5'], undefined, '/sensors/5'],
    ['12', ['5', '6', '7'], undefined, '/12/sensors/5-6-7'],
    ['12', ['5'], 'Room 1 / UPS', '/12/sensors/5/Room%201%20%2F%20UPS'],
  ])('customer %s, sensors %j, widget %s: %s', (customer, ids, widget, path) => {
    expect(sensorPath(customer, ids, widget)).toBe(path);
  });

  it.each<[string | undefined, string]>([
    [undefined, '/equipment?tab=equipment&selected=41'],
    ['12', '/12/equipment?tab=equipment&selected=41'],
  ])('equipment under customer %s is %s', (customer, path) => {
    expect(sensorEquipmentPath(customer, '41')).toBe(path);
  });

  it.each<[string | undefined, string]>([
    [undefined, '/libraries/7'],
    ['12', '/12/libraries/7'],
  ])('library under customer %s is %s', (customer, path) => {
    expect(sensorLibraryPath(customer, '7')).toBe(path);
  });

  it.each<[string | undefined, string | undefined, string]>([
    [undefined, undefined, '/gateways/3/equipment/41/add'],
    [
      '12',
      '/12/equipment?tab=equipment&selected=41',
      '/12/gateways/3/equipment/41/add?ref=%2F12%2Fequipment%3Ftab%3Dequipment%26selected%3D41',
    ],
  ])('Manage Sensors under customer %s back to %s is %s', (customer, ref, path) => {
    expect(manageSensorsPath(customer, '3', '41', ref)).toBe(path);
  });
});
