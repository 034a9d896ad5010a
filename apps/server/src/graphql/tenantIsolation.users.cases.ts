import { messages } from '@vigil/domain';
import type { TenantFixture } from '../testing/tenantFixture.js';
import { M, cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The Users page's operations and Set Home Page, called by Home's users with the Victim's
// customer, users and addresses. Home's admin holds every role (mu among them) on Home; its
// read-only user holds none, so every call but one's own home page refuses them.

const USERS = `query($c: ID, $q: String, $u: ID, $e: String) {
  users(customerID: $c, query: $q, userID: $u, email: $e) { id email isSelf } }`;

const homeAdmin = (fx: TenantFixture) => [
  { id: fx.home.adminUserId, email: fx.home.adminEmail, isSelf: true },
];

export const USER_QUERY_CASES: IsolationCase[] = [
  ...cases('users', USERS, [
    ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
    [
      'a Victim address under Home',
      (v, h) => ({ c: h.customerId, e: v.adminEmail }),
      {
        admin: returns([]),
        viewer: refused(),
      },
    ],
    [
      'a Victim user by id under Home',
      (v, h) => ({ c: h.customerId, u: v.viewerUserId }),
      {
        admin: returns([]),
        viewer: refused(),
      },
    ],
    [
      'by a Victim search under Home',
      (_v, h) => ({ c: h.customerId, q: M }),
      {
        admin: returns([]),
        viewer: refused(),
      },
    ],
    [
      'Home’s own, by address',
      (_v, h) => ({ c: h.customerId, q: 'admin@' }),
      {
        admin: returns(homeAdmin),
        viewer: refused(),
      },
    ],
    [
      'the caller’s own company',
      () => ({ q: 'admin@' }),
      {
        admin: returns(homeAdmin),
        viewer: refused(),
      },
    ],
  ]),
  ...cases('userCount', `query($c: ID, $q: String) { userCount(customerID: $c, query: $q) }`, [
    ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
    [
      'by a Victim search under Home',
      (_v, h) => ({ c: h.customerId, q: M }),
      {
        admin: returns(0),
        viewer: refused(),
      },
    ],
  ]),
];

export const USER_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'inviteToCompany',
    `mutation($c: ID!, $e: String!, $r: [String!]) {
      inviteToCompany(customerID: $c, email: $e, roles: $r) { id email } }`,
    [
      ['to the Victim customer', (v) => ({ c: v.customerId, e: 'new@probe.test' }), refused()],
      [
        'to the Victim customer with every role',
        (v) => ({ c: v.customerId, e: 'new@probe.test', r: ['mu', 'mc'] }),
        refused(),
      ],
      [
        // Addresses are unique across companies: the spec's uniqueness message, nothing more.
        'a Victim user’s address to Home',
        (v, h) => ({ c: h.customerId, e: v.viewerEmail }),
        { admin: refused(messages.emailTaken), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'reinviteToCompany',
    `mutation($c: ID!, $u: ID!) { reinviteToCompany(customerID: $c, id: $u) }`,
    [
      ['a Victim user of the Victim', (v) => ({ c: v.customerId, u: v.viewerUserId }), refused()],
      ['a Victim user under Home', (v, h) => ({ c: h.customerId, u: v.viewerUserId }), refused()],
    ],
  ),
  ...cases(
    'deleteUser',
    `mutation($c: ID!, $e: String!) { deleteUser(customerID: $c, email: $e) }`,
    [
      ['a Victim user of the Victim', (v) => ({ c: v.customerId, e: v.viewerEmail }), refused()],
      ['a Victim user under Home', (v, h) => ({ c: h.customerId, e: v.viewerEmail }), refused()],
      [
        'the Victim’s manager under Home',
        (v, h) => ({ c: h.customerId, e: v.adminEmail }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'editCustomerPermissions',
    `mutation($c: ID!, $p: [UserPermissionsInput!]!) {
      editCustomerPermissions(customerID: $c, permissions: $p) }`,
    [
      [
        'of a Victim user in the Victim',
        (v) => ({ c: v.customerId, p: [{ userID: v.viewerUserId, roles: ['mu'] }] }),
        refused(),
      ],
      [
        'taking the Victim manager’s roles in the Victim',
        (v) => ({ c: v.customerId, p: [{ userID: v.adminUserId, roles: [] }] }),
        refused(),
      ],
      [
        'of a Victim user under Home',
        (v, h) => ({ c: h.customerId, p: [{ userID: v.viewerUserId, roles: ['mu'] }] }),
        refused(),
      ],
      [
        'of a Victim user beside a Home user, under Home',
        (v, h) => ({
          c: h.customerId,
          p: [
            { userID: h.viewerUserId, roles: [] },
            { userID: v.viewerUserId, roles: ['mu'] },
          ],
        }),
        refused(),
      ],
      [
        'of nobody, under Home',
        (_v, h) => ({ c: h.customerId, p: [] }),
        {
          admin: returns(0),
          viewer: refused(),
        },
      ],
    ],
  ),
  ...cases(
    'editCustomerHomePage',
    `mutation($c: ID!, $u: ID!, $d: String) {
      editCustomerHomePage(customerID: $c, userID: $u, desktopUrl: $d) }`,
    [
      [
        'of a Victim user in the Victim',
        (v) => ({ c: v.customerId, u: v.viewerUserId, d: '/taken-over' }),
        refused(),
      ],
      [
        'of a Victim user under Home',
        (v, h) => ({ c: h.customerId, u: v.viewerUserId, d: '/taken-over' }),
        refused(),
      ],
      [
        'of Home’s admin, named under the Victim',
        (v, h) => ({ c: v.customerId, u: h.adminUserId, d: null }),
        refused(),
      ],
      [
        // The admin's own (always theirs); the read-only user may not set another's.
        'of Home’s admin under Home, back to the default',
        (_v, h) => ({ c: h.customerId, u: h.adminUserId, d: null }),
        { admin: returns(true), viewer: refused() },
      ],
    ],
  ),
];
