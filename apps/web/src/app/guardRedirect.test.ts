import { describe, expect, it } from 'vitest';
import { guardRedirect, safeRefPath, signInPath } from './guardRedirect';
import type { GuardInput } from './guardRedirect';

type Session = 'out' | 'pending' | 'in';
type Route = 'protected' | 'public' | 'login' | 'mfa' | 'verify';

function input(session: Session, route: Route, path: string): GuardInput {
  const [pathname = '', query] = path.split('?');
  return {
    safe: route !== 'protected',
    step: route === 'login' || route === 'mfa' || route === 'verify' ? route : undefined,
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
  ])('%s on %s %s → %s', (session, route, path, expected) => {
    expect(guardRedirect(input(session, route, path))).toBe(expected);
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
