import { messages } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../modules/access/access.repository.js';
import {
  requireAnyPermission,
  requireCustomer,
  requirePermission,
  requireSuper,
  requireViewer,
  visibleCustomers,
} from './access.js';

const user = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 1,
  email: 'u@acme.test',
  passwordHash: null,
  firstName: null,
  lastName: null,
  phone: null,
  isSuper: false,
  saml: false,
  totpSecret: null,
  homeUrl: null,
  userType: 'REGULAR',
  partnerAdmin: false,
  emailAlerts: true,
  smsAlerts: false,
  acceptedTerms: true,
  customer: { id: 10, name: 'Acme' },
  partner: null,
  rolesByCustomer: { '10': ['mg'], '11': ['mu'] },
  managedCustomerIds: [],
  partnerRoles: [],
  ...overrides,
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'allowed';
  } catch (error) {
    const e = error as { message: string; extensions: { code: string } };
    return `${e.extensions.code}: ${e.message}`;
  }
};

describe('access guards', () => {
  it.each<[string, () => unknown, string]>([
    [
      'no viewer',
      () => requireViewer({ viewer: null }),
      `UNAUTHENTICATED: ${messages.mustBeLoggedIn}`,
    ],
    ['viewer', () => requireViewer({ viewer: user() }), 'allowed'],
    [
      'super only, regular user',
      () => requireSuper({ viewer: user() }),
      `FORBIDDEN: ${messages.mustHaveFullAccess}`,
    ],
    ['super only, super', () => requireSuper({ viewer: user({ isSuper: true }) }), 'allowed'],
    ['own company', () => requireCustomer({ viewer: user() }, 10), 'allowed'],
    [
      'other company',
      () => requireCustomer({ viewer: user() }, 11),
      `FORBIDDEN: ${messages.noAccess}`,
    ],
    [
      'super, any company',
      () => requireCustomer({ viewer: user({ isSuper: true, customer: null }) }, 99),
      'allowed',
    ],
    ['mg grants md2', () => requirePermission({ viewer: user() }, 10, 'md2'), 'allowed'],
    [
      'no mu on own company',
      () => requirePermission({ viewer: user() }, 10, 'mu'),
      `FORBIDDEN: ${messages.insufficientPrivileges}`,
    ],
    [
      'roles elsewhere ignored',
      () => requirePermission({ viewer: user() }, 11, 'mu'),
      `FORBIDDEN: ${messages.noAccess}`,
    ],
    [
      'mg refusal message',
      () => requirePermission({ viewer: user({ rolesByCustomer: {} }) }, 10, 'mg'),
      `FORBIDDEN: ${messages.mustManageGateways}`,
    ],
    [
      'custom refusal',
      () => requirePermission({ viewer: user() }, 10, 'ct', messages.noCreateTemplates),
      `FORBIDDEN: ${messages.noCreateTemplates}`,
    ],
    [
      'signed out before permission',
      () => requirePermission({ viewer: null }, 10, 'mu'),
      `UNAUTHENTICATED: ${messages.mustBeLoggedIn}`,
    ],
    [
      'any of cl or ul, holding ul',
      () =>
        requireAnyPermission(
          { viewer: user({ rolesByCustomer: { '10': ['ul'] } }) },
          10,
          ['cl', 'ul'],
          messages.noCreateOrUpdateLibraries,
        ),
      'allowed',
    ],
    [
      "a partner's user on a customer of the partner",
      () =>
        requirePermission(
          {
            viewer: user({
              customer: null,
              partner: { id: 5, name: 'P' },
              managedCustomerIds: [12],
            }),
          },
          12,
          'mu',
        ),
      'allowed',
    ],
    [
      "a partner's user on another partner's customer",
      () =>
        requirePermission(
          {
            viewer: user({
              customer: null,
              partner: { id: 5, name: 'P' },
              managedCustomerIds: [12],
            }),
          },
          13,
          'mu',
        ),
      `FORBIDDEN: ${messages.noAccess}`,
    ],
    [
      'any of cl or ul, holding neither',
      () =>
        requireAnyPermission(
          { viewer: user() },
          10,
          ['cl', 'ul'],
          messages.noCreateOrUpdateLibraries,
        ),
      `FORBIDDEN: ${messages.noCreateOrUpdateLibraries}`,
    ],
    [
      'any of cl or ul, another company',
      () =>
        requireAnyPermission(
          { viewer: user() },
          11,
          ['cl', 'ul'],
          messages.noCreateOrUpdateLibraries,
        ),
      `FORBIDDEN: ${messages.noAccess}`,
    ],
  ])('%s', (_name, fn, expected) => {
    expect(refusal(fn)).toBe(expected);
  });
});

describe('visibleCustomers', () => {
  it.each<[string, Partial<UserRecord>, number[] | 'all']>([
    ['super users see every customer', { isSuper: true }, 'all'],
    ['a customer user sees their company', {}, [10]],
    [
      "a partner's user sees the partner's customers",
      { customer: null, managedCustomerIds: [12, 13] },
      [12, 13],
    ],
    ['a user with neither sees nothing', { customer: null }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(visibleCustomers(user(overrides))).toEqual(expected);
  });
});
