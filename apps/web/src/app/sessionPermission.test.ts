import { describe, expect, it } from 'vitest';
import type { SessionUser } from './SessionContext';
import { sessionHasPermission } from './sessionPermission';

const user = (roles: string[], extra: Partial<SessionUser> = {}) =>
  ({
    id: 'u1',
    super: false,
    customer: { id: 'c1', name: 'Acme', roles },
    managedCustomerIDs: [],
    ...extra,
  }) as SessionUser;

describe('sessionHasPermission', () => {
  it.each<[string, SessionUser | null, string | undefined, boolean]>([
    ['cpv on the own company', user(['cpv']), 'c1', true],
    ['other roles only', user(['mg', 'mc']), 'c1', false],
    ['cpv, but another company', user(['cpv']), 'c2', false],
    ['a super user anywhere', user([], { super: true, customer: null }), 'c2', true],
    ['no customer chosen', user(['cpv'], { super: true }), undefined, false],
    ['signed out', null, 'c1', false],
    [
      "a partner's user on a customer the partner runs",
      user([], { customer: null, managedCustomerIDs: ['c3'] }),
      'c3',
      true,
    ],
    [
      "a partner's user on another partner's customer",
      user([], { customer: null, managedCustomerIDs: ['c3'] }),
      'c4',
      false,
    ],
  ])('%s', (_case, who, customerID, expected) => {
    expect(sessionHasPermission(who, customerID, 'cpv')).toBe(expected);
  });
});
