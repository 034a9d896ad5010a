import { describe, expect, it } from 'vitest';
import {
  PERMISSION_CODES,
  canSeeCustomer,
  effectiveRoles,
  hasPermission,
  partnerIdFor,
} from './permissions.js';
import type { PermissionCode, PermissionSubject } from './permissions.js';

const customerUser = (roles: string[]): PermissionSubject => ({
  super: false,
  customerId: 'c1',
  rolesByCustomer: { c1: roles, c2: ['mu', 'mc'] },
});

describe('effectiveRoles', () => {
  it.each<[string, PermissionSubject, string, PermissionCode[]]>([
    [
      'super has every role anywhere',
      { super: true, customerId: null, rolesByCustomer: {} },
      'c9',
      [
        'mc',
        'so',
        'cpv',
        'mg',
        'ad2',
        'dd2',
        'md2',
        'mu',
        'ct',
        'dt',
        'st',
        'cl',
        'ul',
        'dl',
        'sl',
      ],
    ],
    ['stored roles on own company', customerUser(['mu', 'ct']), 'c1', ['mu', 'ct']],
    ['roles on another company are ignored', customerUser(['mu']), 'c2', []],
    [
      'manage gateways grants device roles',
      customerUser(['mg']),
      'c1',
      ['mg', 'ad2', 'dd2', 'md2'],
    ],
    ['unknown codes are dropped', customerUser(['zz', 'so']), 'c1', ['so']],
    [
      "a partner's user holds every role on the partner's customers",
      { ...customerUser([]), customerId: null, managedCustomerIds: ['c2'] },
      'c2',
      [...PERMISSION_CODES],
    ],
    [
      "a partner's user holds nothing on another partner's customer",
      { ...customerUser([]), customerId: null, managedCustomerIds: ['c2'] },
      'c3',
      [],
    ],
    [
      'no company, no roles',
      { super: false, customerId: null, rolesByCustomer: { c1: ['mu'] } },
      'c1',
      [],
    ],
  ])('%s', (_name, user, customerId, expected) => {
    expect(effectiveRoles(user, customerId)).toEqual(expected);
  });
});

describe('hasPermission', () => {
  it.each<[PermissionCode, string, boolean]>([
    ['md2', 'c1', true],
    ['dd2', 'c1', true],
    ['mu', 'c1', false],
    ['mg', 'c2', false],
  ])('%s on %s is %s for a manage-gateways user', (code, customerId, expected) => {
    expect(hasPermission(customerUser(['mg']), customerId, code)).toBe(expected);
  });
});

describe('canSeeCustomer and partnerIdFor', () => {
  it('limits customers to the own company unless super', () => {
    expect(canSeeCustomer(customerUser([]), 'c1')).toBe(true);
    expect(canSeeCustomer(customerUser([]), 'c2')).toBe(false);
    expect(canSeeCustomer({ super: true, customerId: null, rolesByCustomer: {} }, 'c2')).toBe(true);
  });
  it("lets a partner's user see the partner's customers and no others", () => {
    const partnerUser = { ...customerUser([]), managedCustomerIds: ['c2'] };
    expect(canSeeCustomer(partnerUser, 'c2')).toBe(true);
    expect(canSeeCustomer(partnerUser, 'c3')).toBe(false);
  });
  it('uses partner 1 for the super user', () => {
    expect(partnerIdFor({ super: true, partnerId: null })).toBe('1');
    expect(partnerIdFor({ super: false, partnerId: '7' })).toBe('7');
    expect(partnerIdFor({ super: false, partnerId: null })).toBeNull();
  });
});
