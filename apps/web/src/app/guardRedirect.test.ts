import { describe, expect, it } from 'vitest';
import { guardRedirect, safeRefPath, signInPath, ssoCustomerOf } from './guardRedirect';
import type { GuardInput } from './guardRedirect';

type Session = 'out' | 'pending' | 'in';
type Route = 'protected' | 'public' | 'login' | 'mfa' | 'verify' | 'forgotPassword';

function input(session: Session, route: Route, path: string): GuardInput {
  const [pathname = '', query] = path.split('?');
  return {
    safe: route !== 'protected',
    step: route === 'protected' || route === 'public' ? undefined : route,
    signedIn: session === 'in',
    needsTotp: session === 'pending',
    location: { pathname, search: query === undefined ? '' : `?${query}` },
  };
}

describe('guardRedirect', () => {
  it.each<[Session, Route, string, string | null]>([
    // signed out
    ['out', 'protected', '/home', '/login?ref=%2Fhome'],
    [
      'out',
      'protected',
      '/acme/views?tab=2&x=a b',
      '/login?ref=%2Facme%2Fviews%3Ftab%3D2%26x%3Da%20b',
    ],
    ['out', 'public', '/terms/privacy-policy', null],
    ['out', 'login', '/login', null],
    ['out', 'login', '/login?invalid=true&ref=%2Fhome', null],
    ['out', 'mfa', '/login/mfa', '/login'],
    ['out', 'verify', '/verify/abc', null],
    ['out', 'mfa', '/login/mfa?ref=%2Facme%2Fviews', '/login?ref=%2Facme%2Fviews'],
    // waiting for the second factor
    ['pending', 'protected', '/home', '/login/mfa?ref=%2Fhome'],
    ['pending', 'login', '/login?ref=%2Facme', '/login/mfa?ref=%2Facme'],
    ['pending', 'login', '/login', '/login/mfa'],
    ['pending', 'mfa', '/login/mfa?invalid=true', null],
    ['pending', 'public', '/terms/service-agreement', null],
    ['pending', 'verify', '/verify/abc', null],
    // signed in
    ['in', 'protected', '/home', null],
    ['in', 'public', '/nowhere', null],
    ['in', 'login', '/login', '/home'],
    ['in', 'login', '/login?ref=%2Facme%2Fviews%3Ftab%3D2', '/acme/views?tab=2'],
    ['in', 'mfa', '/login/mfa?ref=%2Facme', '/acme'],
    ['in', 'login', '/login?ref=%2F%2Fevil.example', '/home'],
    ['in', 'login', '/login?ref=https%3A%2F%2Fevil.example', '/home'],
    ['in', 'login', '/login?ref=%2Flogin', '/home'],
    ['in', 'verify', '/verify/abc', '/home'],
    ['in', 'verify', '/verify/abc?ref=%2Facme%2Fviews', '/acme/views'],
    ['in', 'forgotPassword', '/forgotPassword', '/home'],
    ['out', 'forgotPassword', '/forgotPassword/abc', null],
    ['pending', 'forgotPassword', '/partners/forgotPassword', null],
  ])('%s on %s %s → %s', (session, route, path, expected) => {
    expect(guardRedirect(input(session, route, path))).toBe(expected);
  });
});

describe('guardRedirect on user-admin pages and with a home page set', () => {
  const at = (path: string, extra: Partial<GuardInput>, session: Session = 'in') => ({
    ...input(session, extra.step ?? 'protected', path),
    ...extra,
  });
  it.each<[string, GuardInput, string | null]>([
    [
      'a manager of users opens Users',
      at('/7/users', { needsManageUsers: true, managesUsers: true }),
      null,
    ],
    ['anyone else goes home', at('/7/users', { needsManageUsers: true }), '/home'],
    [
      'signed out, sign-in comes first',
      at('/7/users', { needsManageUsers: true }, 'out'),
      '/login?ref=%2F7%2Fusers',
    ],
    ['other pages ignore it', at('/7/views', { managesUsers: false }), null],
    [
      'signing in lands on the home page',
      at('/login', { step: 'login', homeUrl: '/7/views/Plant?x=1' }),
      '/7/views/Plant?x=1',
    ],
    ['after the code too', at('/login/mfa', { step: 'mfa', homeUrl: '/7/sensors' }), '/7/sensors'],
    [
      'a ref still wins',
      at('/login?ref=%2Facme', { step: 'login', homeUrl: '/7/sensors' }),
      '/acme',
    ],
    [
      'another host is never a landing',
      at('/login', { step: 'login', homeUrl: '//evil.example' }),
      '/home',
    ],
    ['the default home page', at('/login', { step: 'login', homeUrl: null }), '/home'],
    [
      'verification goes to /home',
      at('/verify/abc', { step: 'verify', homeUrl: '/7/sensors' }),
      '/home',
    ],
    [
      'forgot password goes to /home',
      at('/forgotPassword/abc', { step: 'forgotPassword', homeUrl: '/7/sensors' }),
      '/home',
    ],
    [
      'forgot password is shown to a visitor who is not signed in',
      at('/partners/forgotPassword', { safe: true, step: 'forgotPassword' }, 'out'),
      null,
    ],
  ])('%s', (_title, given, expected) => {
    expect(guardRedirect(given)).toBe(expected);
  });
});

describe('guardRedirect with a company’s single sign-on', () => {
  it.each<[Session, Route, string, string | null, string | null]>([
    // signed out: the company's SSO page, with the page asked for as ref
    [
      'out',
      'protected',
      '/12/views?tab=2',
      '/login/saml/12',
      '/login/saml/12?ref=%2F12%2Fviews%3Ftab%3D2',
    ],
    ['out', 'protected', '/12/views', null, '/login?ref=%2F12%2Fviews'],
    ['out', 'public', '/12/alerts/tok', '/login/saml/12', null],
    ['out', 'login', '/login/saml/12?ref=%2F12%2Fviews', '/login/saml/12', null],
    // only an SSO page of this site is followed
    ['out', 'protected', '/12/views', '//evil.example/login/saml/12', '/login?ref=%2F12%2Fviews'],
    ['out', 'protected', '/12/views', '/login/saml/12x', '/login?ref=%2F12%2Fviews'],
    // past the password, or signed in, SSO changes nothing
    ['pending', 'protected', '/12/views', '/login/saml/12', '/login/mfa?ref=%2F12%2Fviews'],
    ['in', 'protected', '/12/views', '/login/saml/12', null],
    ['in', 'login', '/login/saml/12?ref=%2F12%2Fviews', '/login/saml/12', '/12/views'],
  ])('%s on %s %s with %s → %s', (session, route, path, ssoLoginPath, expected) => {
    expect(guardRedirect({ ...input(session, route, path), ssoLoginPath })).toBe(expected);
  });
});

describe('ssoCustomerOf', () => {
  it.each<[string | undefined, string | null]>([
    ['12', '12'],
    [undefined, null],
    ['acme', null],
    ['0', null],
    ['012', null],
    ['12345678901', null],
  ])('%s → %s', (customer, expected) => {
    expect(ssoCustomerOf(customer)).toBe(expected);
  });
});

describe('safeRefPath', () => {
  it.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['/home', '/home'],
    ['/acme/views?tab=2#top', '/acme/views?tab=2#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['home', null],
    ['/login', null],
    ['/login/mfa?ref=%2Fhome', null],
    ['/loginHelp', '/loginHelp'],
  ])('%s → %s', (ref, expected) => {
    expect(safeRefPath(ref)).toBe(expected);
  });
});

describe('signInPath', () => {
  it.each<[Parameters<typeof signInPath>, string]>([
    [['/login', null], '/login'],
    [['/login', ''], '/login'],
    [['/login', '/a?b=c'], '/login?ref=%2Fa%3Fb%3Dc'],
    [['/login', '/a', 'invalid'], '/login?invalid=true&ref=%2Fa'],
    [['/login', null, 'lockout'], '/login?lockout=true'],
    [['/login/mfa', '/x', 'invalid'], '/login/mfa?invalid=true&ref=%2Fx'],
  ])('%j → %s', (args, expected) => {
    expect(signInPath(...args)).toBe(expected);
  });
});
