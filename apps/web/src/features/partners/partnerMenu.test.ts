import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../app/SessionContext';
import { shellMenuEntries } from '../../app/shellMenu';
import type { ShellMenuLink } from '../../app/shellMenu';
import {
  currentPartnerMenuItem,
  mayOpenPortal,
  partnerMenuItems,
  portalPartnerOfPath,
  portalScope,
} from './partnerMenu';

const user = (fields: Partial<SessionUser>) =>
  ({
    id: 'u1',
    email: 'a@b.test',
    super: false,
    partnerID: null,
    customer: null,
    ...fields,
  }) as SessionUser;

const SUPER = user({ super: true });
const PARTNER = user({ partnerID: '7' });
const CUSTOMER = user({
  customer: { __typename: 'UserCustomer', id: 'c1', name: 'Acme', roles: [] },
} as never);

describe('the partner menu', () => {
  it.each([
    [
      'a super user',
      SUPER,
      ['My Proposals', 'Docs', 'Users', 'All Quotes', 'All Orders', 'Licenses', 'Partners', 'Home'],
    ],
    ['a partner user', PARTNER, ['Proposals', 'Docs', 'Users', 'Home']],
  ])('lists for %s its items in order', (_who, who, labels) => {
    expect(partnerMenuItems(who, '7').map((item) => item.label)).toEqual(labels);
  });

  it('links each item under the portal partner', () => {
    const items = partnerMenuItems(SUPER, '1');
    expect(Object.fromEntries(items.map((item) => [item.key, item.to]))).toEqual({
      proposals: '/partners/1',
      docs: '/partners/1/docs',
      users: '/partners/1/users',
      quotes: '/partners/1/quotes',
      orders: '/partners/1/orders/v2',
      licenses: '/partners/1/licenses',
      list: '/partners/1/list',
      home: '/home',
    });
  });

  it.each([
    ['/partners/7', 'proposals'],
    ['/partners/7/quote', 'proposals'],
    ['/partners/7/quote/view/3', 'proposals'],
    ['/partners/7/docs', 'docs'],
    ['/partners/7/licenses', 'licenses'],
    ['/partners/7/projects', null],
  ])('marks %s as %s', (path, key) => {
    expect(currentPartnerMenuItem(partnerMenuItems(SUPER, '7'), path)?.key ?? null).toBe(key);
  });

  it.each([
    ['/partners/7', '7'],
    ['/partners/7/order/review/3', '7'],
    ['/partners/survey/abc', null],
    ['/partners/forgotPassword', null],
    ['/partners/forgotPassword/tok', null],
    ['/home', null],
  ])('finds the portal of %s: %s', (path, partner) => {
    expect(portalPartnerOfPath(path)).toBe(partner);
  });
});

describe('who may open a portal', () => {
  it.each([
    ['a super user, any partner', SUPER, '7', true],
    ['a partner user, their own', PARTNER, '7', true],
    ['a partner user, another', PARTNER, '8', false],
    ['a customer user', CUSTOMER, '7', false],
  ])('%s', (_who, who, partnerID, allowed) => {
    expect(mayOpenPortal(who, partnerID)).toBe(allowed);
  });

  it("lists every partner's records in the super user's own portal only", () => {
    expect(portalScope(SUPER, '1')).toBeNull();
    expect(portalScope(SUPER, '7')).toBe('7');
    expect(portalScope(PARTNER, '7')).toBe('7');
  });
});

describe('the Partner Portal item of the user menu', () => {
  const portalLink = (who: SessionUser) =>
    shellMenuEntries(who).find((entry) => entry.key === 'partnerPortal') as
      ShellMenuLink | undefined;

  it('leads a super user to partner 1 and a partner user to their partner', () => {
    expect(portalLink(SUPER)?.to(SUPER, undefined)).toBe('/partners/1');
    expect(portalLink(PARTNER)?.to(PARTNER, undefined)).toBe('/partners/7');
  });

  it('is not shown to a user without a partner', () => {
    expect(portalLink(CUSTOMER)).toBeUndefined();
  });
});
