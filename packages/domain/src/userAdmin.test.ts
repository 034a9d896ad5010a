import { describe, expect, it } from 'vitest';
import type { PermissionCode } from './permissions.js';
import {
  changedRoles,
  grantedRoles,
  isHomePagePath,
  rolesBeyondEditor,
  sortedRoles,
  unknownRoles,
} from './userAdmin.js';

describe('roles of the permission editor', () => {
  it.each<[string[], string[]]>([
    [['mu', 'ct'], []],
    [
      ['mu', 'admin', 'MU', ''],
      ['admin', 'MU', ''],
    ],
  ])('unknownRoles(%j) is %j', (roles, expected) => {
    expect(unknownRoles(roles)).toEqual(expected);
  });

  it.each<[string[], PermissionCode[]]>([
    [
      ['sl', 'mc', 'mu', 'mc'],
      ['mc', 'mu', 'sl'],
    ],
    [['zz'], []],
  ])('sortedRoles(%j) is %j', (roles, expected) => {
    expect(sortedRoles(roles)).toEqual(expected);
  });

  it.each<[string[], PermissionCode[]]>([
    [['mg'], ['mg', 'ad2', 'dd2', 'md2']],
    [
      ['mu', 'md2'],
      ['md2', 'mu'],
    ],
    [[], []],
  ])('grantedRoles(%j) shows implied roles as granted: %j', (stored, expected) => {
    expect(grantedRoles(stored)).toEqual(expected);
  });

  it.each<[string[], string[], PermissionCode[]]>([
    [['mu'], ['mu', 'ct'], ['ct']],
    [['mu', 'ct'], ['ct'], ['mu']],
    [['mg'], ['mg'], []],
    [['ct', 'mu'], ['mu', 'ct', 'ct'], []],
  ])('changedRoles(%j → %j) is %j', (before, after, expected) => {
    expect(changedRoles(before, after)).toEqual(expected);
  });

  it.each<[string, string[], string[], PermissionCode[], PermissionCode[]]>([
    ['gives a role held', ['ct'], ['ct', 'dt'], ['mu', 'dt'], []],
    ['gives a role not held', [], ['mg'], ['mu'], ['mg']],
    ['takes away a role not held', ['mc', 'ct'], ['ct'], ['mu'], ['mc']],
    ['keeps a role not held unchanged', ['mc'], ['mc', 'ct'], ['mu', 'ct'], []],
    ['gives an implied role held through mg', [], ['md2'], ['mg', 'ad2', 'dd2', 'md2'], []],
  ])('rolesBeyondEditor: %s', (_title, before, after, editor, expected) => {
    expect(rolesBeyondEditor(before, after, editor)).toEqual(expected);
  });
});

describe('isHomePagePath', () => {
  it.each<[string, boolean]>([
    ['/home', true],
    ['/', true],
    ['/acme/views/DC1%20Overview?tab=1#top', true],
    ['/12/sensors?query=temp', true],
    ['//evil.example/home', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['home', false],
    ['', false],
    ['/home page', false],
    ['/home\nX-Header: 1', false],
    ['/tab\tthere', false],
  ])('%j is a home page: %s', (url, expected) => {
    expect(isHomePagePath(url)).toBe(expected);
  });
});
