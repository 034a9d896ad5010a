import type { Tenant, TenantFixture } from '../testing/tenantFixture.js';
import { cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// Companies, their settings and the system status, called by Home's users with the Victim's
// accounts. Each tenant's customer sits under a partner of its own that also runs a branch
// company; Home's admin is that partner's administrator (so runs Home's branch, ADR 021), Home's
// viewer a user of Home only. A partner's user sees its partner's customers, never another's.

const ACCOUNT = 'id name kind parentID parentName';
/** A value made from Home's ids. */
const fromHome = (value: (home: Tenant) => unknown) =>
  returns((fx: TenantFixture) => value(fx.home));
const account = (h: Tenant, which: 'customer' | 'branch' | 'partner') =>
  which === 'partner'
    ? { id: h.partnerId, name: h.partnerName, kind: 'PARTNER', parentID: null, parentName: null }
    : {
        id: which === 'customer' ? h.customerId : h.branchCustomerId,
        name: which === 'customer' ? h.customerName : h.branchCustomerName,
        kind: 'CUSTOMER',
        parentID: h.partnerId,
        parentName: h.partnerName,
      };
/** What the admin (the partner's administrator) and the viewer (Home's user) may browse. */
const browsable = {
  admin: fromHome((home) => [account(home, 'branch'), account(home, 'customer')]),
  viewer: fromHome((home) => [account(home, 'customer')]),
};
const SETTINGS = 'customerID name defaultRoles helpDeskTokenSet helpDeskDomain';

export const COMPANY_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'customer',
    `query($id: ID!, $p: Boolean) { customer(id: $id, isPartner: $p) { ${ACCOUNT} } }`,
    [
      ['the Victim’s customer', (v) => ({ id: v.customerId }), refused()],
      ['the Victim’s branch', (v) => ({ id: v.branchCustomerId }), refused()],
      ['the Victim’s partner', (v) => ({ id: v.partnerId, p: true }), refused()],
      ['the Victim’s partner, not as a partner', (v) => ({ id: v.partnerId }), refused()],
      ['the Victim’s customer as a partner', (v) => ({ id: v.customerId, p: true }), refused()],
      [
        'Home’s own company',
        (_v, h) => ({ id: h.customerId }),
        fromHome((home) => account(home, 'customer')),
      ],
      [
        'Home’s branch, run by the admin’s partner',
        (_v, h) => ({ id: h.branchCustomerId }),
        { admin: fromHome((home) => account(home, 'branch')), viewer: refused() },
      ],
      [
        'Home’s partner',
        (_v, h) => ({ id: h.partnerId, p: true }),
        { admin: fromHome((home) => account(home, 'partner')), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'customers',
    `query($q: String, $p: ID, $l: Int, $o: Int) {
      customers(query: $q, partnerID: $p, limit: $l, offset: $o) { ${ACCOUNT} } }`,
    [
      ['every company the caller may browse', () => ({}), browsable],
      ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
      ['of the Victim’s customer as a partner', (v) => ({ p: v.customerId }), refused()],
      ['named like the Victim’s', (v) => ({ q: v.marker }), returns([])],
      ['past the caller’s companies', () => ({ l: 50, o: 2 }), returns([])],
      [
        'of Home’s partner',
        (_v, h) => ({ p: h.partnerId }),
        { admin: browsable.admin, viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'customerCount',
    `query($q: String, $p: ID) { customerCount(query: $q, partnerID: $p) }`,
    [
      [
        'of every company the caller may browse',
        () => ({}),
        {
          admin: returns(2),
          viewer: returns(1),
        },
      ],
      ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
      ['named like the Victim’s', (v) => ({ q: v.marker }), returns(0)],
    ],
  ),
  ...cases(
    'companySettings',
    `query($c: ID!) { companySettings(customerID: $c) { ${SETTINGS} } }`,
    [
      ['of the Victim’s customer', (v) => ({ c: v.customerId }), refused()],
      ['of the Victim’s branch', (v) => ({ c: v.branchCustomerId }), refused()],
      ['of the Victim’s partner', (v) => ({ c: v.partnerId }), refused()],
      [
        'of Home (managing users needed)',
        (_v, h) => ({ c: h.customerId }),
        {
          admin: fromHome((home) => ({
            customerID: home.customerId,
            name: home.customerName,
            defaultRoles: ['cpv'],
            helpDeskTokenSet: true,
            helpDeskDomain: `${home.marker.toLowerCase()}.zendesk.com`,
          })),
          viewer: refused(),
        },
      ],
      [
        'of Home’s branch, never saved',
        (_v, h) => ({ c: h.branchCustomerId }),
        {
          admin: fromHome((home) => ({
            customerID: home.branchCustomerId,
            name: home.branchCustomerName,
            defaultRoles: [],
            helpDeskTokenSet: false,
            helpDeskDomain: null,
          })),
          viewer: refused(),
        },
      ],
    ],
  ),
  ...cases('systemStatus', `query { systemStatus { database processes { host pid } } }`, [
    ['for super users only', () => ({}), refused()],
  ]),
];

export const COMPANY_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'newCustomer',
    `mutation($n: String!, $p: ID) { newCustomer(name: $n, partnerID: $p) {
      name kind parentID parentName } }`,
    [
      ['under the Victim’s partner', (v) => ({ n: 'Taken Over', p: v.partnerId }), refused()],
      ['under the Victim’s customer', (v) => ({ n: 'Taken Over', p: v.customerId }), refused()],
      [
        'under Home’s partner, by its administrator',
        () => ({ n: 'HOMEDATA Annex' }),
        {
          admin: fromHome((home) => ({
            name: 'HOMEDATA Annex',
            kind: 'CUSTOMER',
            parentID: home.partnerId,
            parentName: home.partnerName,
          })),
          viewer: refused(),
        },
      ],
    ],
  ),
  ...cases(
    'updateCompanySettings',
    `mutation($c: ID!, $s: CompanySettingsInput!) {
      updateCompanySettings(customerID: $c, settings: $s) { customerID name livestreamURL } }`,
    [
      [
        'of the Victim’s customer',
        (v) => ({ c: v.customerId, s: { livestreamURL: 'https://taken.over.test' } }),
        refused(),
      ],
      [
        'renaming the Victim’s branch',
        (v) => ({ c: v.branchCustomerId, s: { name: 'Taken Over' } }),
        refused(),
      ],
      [
        'removing the Victim’s help-desk token',
        (v) => ({ c: v.customerId, s: { helpDeskToken: '' } }),
        refused(),
      ],
      [
        'Home’s livestream',
        (_v, h) => ({ c: h.customerId, s: { livestreamURL: 'https://stream.homedata.test/2' } }),
        {
          admin: fromHome((home) => ({
            customerID: home.customerId,
            name: home.customerName,
            livestreamURL: 'https://stream.homedata.test/2',
          })),
          viewer: refused(),
        },
      ],
    ],
  ),
];
