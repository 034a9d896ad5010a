import { describe, expect, it } from 'vitest';
import { isAppPath, matchesRoutePattern } from './routes.js';

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
    ['/home?tab=companies', true],
    ['/no/such/page', false],
    ['/forgotPassword', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });
});
