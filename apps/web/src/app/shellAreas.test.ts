import { describe, expect, it } from 'vitest';
import { SHELL_AREAS, shellLocation } from './shellAreas';

describe('shellLocation', () => {
  it.each([
    // [address, customer segment, current area]
    ['/home', undefined, null],
    ['/login', undefined, null],
    ['/views', undefined, 'views'],
    ['/c1/views', 'c1', 'views'],
    ['/c1/views/Main%20hall', 'c1', 'views'],
    ['/views/Main%20hall/v2', undefined, 'views'],
    ['/7/views/Main%20hall/edit/3', '7', 'views'],
    ['/7/equipment', '7', 'equipment'],
    ['/equipment', undefined, 'equipment'],
    // The gateway routes lead to My Equipment or are pages of one equipment.
    ['/7/gateways', '7', 'equipment'],
    ['/7/gateways/3/equipment/9/logs', '7', 'equipment'],
    ['/gateways/3/ip/10_0_0_5/files', undefined, 'equipment'],
    ['/7/gateways/assets/12/v2', '7', 'equipment'],
    ['/7/sensors', '7', 'sensors'],
    ['/sensors/12-13', undefined, 'sensors'],
    ['/7/sensors/12/Supply%20temp', '7', 'sensors'],
    ['/7/libraries', '7', 'libraries'],
    ['/libraries?lib_tab=shared', undefined, 'libraries'],
    ['/7/libraries/41?tabVal=modbus', '7', 'libraries'],
    ['/7/templates', '7', 'templates'],
    ['/templates/add/DC1%20Overview', undefined, 'templates'],
    ['/7/templates/12', '7', 'templates'],
    ['/7/reports', '7', 'reports'],
    ['/reports?tab=scheduled', undefined, 'reports'],
    // An unknown address (the 404 page) is in no area and has no customer.
    ['/7/nowhere/at/all', undefined, null],
  ])('%s: customer %s, area %s', (path, customer, area) => {
    const location = shellLocation(path);
    expect(location.customer).toBe(customer);
    expect(location.area?.key ?? null).toBe(area);
  });

  it.each([
    [undefined, ['/views', '/equipment', '/sensors', '/libraries', '/templates', '/reports']],
    ['7', ['/7/views', '/7/equipment', '/7/sensors', '/7/libraries', '/7/templates', '/7/reports']],
  ])('links the areas under customer %s', (customer, paths) => {
    expect(SHELL_AREAS.map((area) => area.path(customer))).toEqual(paths);
  });
});
