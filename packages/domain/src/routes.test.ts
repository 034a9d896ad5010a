import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  alertTokenFromPath,
  appRouteOf,
  alertTokenToPath,
  ipFromPath,
  ipToPath,
  isAppPath,
  matchesRoutePattern,
  sensorIdsFromPath,
  sensorIdsToPath,
} from './routes.js';

describe('matchesRoutePattern', () => {
  it.each([
    ['/home', '/home', true],
    ['/home', '/home/', true],
    ['/home', '/home/x', false],
    ['/:customer/views', '/12/views', true],
    ['/:customer/views', '/views', false],
    ['/:id?/alerts', '/alerts', true],
    ['/:id?/alerts', '/7/alerts', true],
    ['/forgotPassword/:token?', '/forgotPassword', true],
    ['/forgotPassword/:token?', '/forgotPassword/abc', true],
    ['/partners/*', '/partners/3/docs', true],
    ['/', '/', true],
    ['/', '/x', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });
});

describe('isAppPath', () => {
  it.each([
    ['/', true],
    ['/login', true],
    ['/login/mfa', true],
    ['/login/saml/12', true],
    ['/login/saml-success/12?ref=%2F12%2Fviews', true],
    ['/login/saml-failure/12?err=1', true],
    ['/login/saml', false],
    ['/home?tab=companies', true],
    ['/no/such/page', false],
    ['/forgotPassword', true],
    ['/forgotPassword/abc', true],
    ['/partners/forgotPassword/abc', true],
    ['/forgotPassword/abc/more', false],
    ['/account', true],
    ['/equipment/find?id=4', true],
    ['/12/equipment/import', true],
    ['/12/gateways/3/equipment/walk?ip=10.0.0.9', true],
    ['/libraries?lib_tab=shared', true],
    ['/12/libraries/7?tabVal=modbus&subTab=3', true],
    ['/12/libraries/add/7', true],
  ])('%s → %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });
});

describe('appRouteOf', () => {
  it.each([
    ['/home', 'home'],
    ['/equipment', 'equipment'],
    ['/equipment/find', 'equipmentFind'],
    ['/12/equipment/find?id=7&label=x', 'equipmentFind'],
    ['/12/equipment/import?id=7', 'equipmentImport'],
    // The walk page wins over an equipment whose id would be 'walk'.
    ['/gateways/3/equipment/walk', 'gatewayEquipmentWalk'],
    ['/12/gateways/3/equipment/walk?ip=10.0.0.9', 'gatewayEquipmentWalk'],
    ['/12/gateways/3/equipment/41', 'gatewayEquipment'],
    ['/12/gateways/3/equipment/add', 'gatewayEquipmentAdd'],
    ['/12/gateways/3/equipment/41/logs', 'equipmentLogs'],
    ['/12/gateways/3/equipment/41/add?v2=true&ref=%2Fequipment', 'equipmentSensorsAdd'],
    ['/gateways/3/equipment/41/add', 'equipmentSensorsAdd'],
    ['/gateways/assets/5', 'assets'],
    ['/libraries', 'libraries'],
    ['/12/libraries', 'libraries'],
    ['/12/libraries/7', 'library'],
    ['/libraries/7', 'library'],
    // Add Modbus Template wins over a library whose id would be 'add'.
    ['/12/libraries/add/7', 'libraryAddModbus'],
    ['/libraries/add/7', 'libraryAddModbus'],
    ['/12/templates?tab=defaults', 'templates'],
    ['/templates/9', 'template'],
    ['/12/templates/add/DC1%20Overview', 'templateAdd'],
    ['/templates/add/Plant', 'templateAdd'],
    ['/no/such/page', null],
  ])('%s → %s', (path, expected) => {
    expect(appRouteOf(path)).toBe(expected);
  });

  it('names a route of APP_ROUTES', () => {
    expect(APP_ROUTES[appRouteOf('/gateways/3/equipment/walk')!]).toBe(
      '/:customer?/gateways/:gatewayID/equipment/walk',
    );
  });
});

describe('path encodings', () => {
  it.each([
    ['Rack_A_alerts', 'Rack A alerts'],
    ['token', 'token'],
  ])('alert token %s → %s and back', (segment, token) => {
    expect(alertTokenFromPath(segment)).toBe(token);
    expect(alertTokenToPath(token)).toBe(segment);
  });

  it.each([
    ['192_168_1_20', '192.168.1.20'],
    ['10_0_0_1', '10.0.0.1'],
  ])('equipment ip %s → %s and back', (segment, ip) => {
    expect(ipFromPath(segment)).toBe(ip);
    expect(ipToPath(ip)).toBe(segment);
  });

  it.each([
    ['12', ['12']],
    ['12-13-14', ['12', '13', '14']],
    ['12--13-', ['12', '13']],
  ])('sensor ids %s → %j', (segment, ids) => {
    expect(sensorIdsFromPath(segment)).toEqual(ids);
  });

  it('joins sensor ids with hyphens', () => {
    expect(sensorIdsToPath(['12', '13'])).toBe('12-13');
  });
});
