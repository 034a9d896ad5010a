import { describe, expect, it } from 'vitest';
import { sensorPath, sensorsPath } from './sensorPaths';

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
});
