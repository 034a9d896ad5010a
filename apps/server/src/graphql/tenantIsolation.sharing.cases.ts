import { messages } from '@vigil/domain';
import type { TenantFixture } from '../testing/tenantFixture.js';
import { M, cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The sharing area's operations (Permissions & Sharing, share links), called by Home's users with
// the Victim's customer, views, users and links. Each customer's dashboard has a week-long share
// link and an invited guest (tenantFixture). What a share link's token reaches is the subject of
// tenantIsolation.shareTokens.integration.test.ts.
//
// An address of a Victim user given to addViewUser on Home's view is refused per address; the
// answer names the address the caller typed (which carries the Victim's marker this test looks
// for), so that case is in sharing.integration.test.ts instead.

const VIEW_USERS = `query($n: String, $c: ID!, $v: ID) {
  viewUsers(viewName: $n, customerID: $c, viewID: $v) { user { email } } }`;

export const SHARING_QUERY_CASES: IsolationCase[] = [
  ...cases('viewUsers', VIEW_USERS, [
    ['of a Victim view', (v) => ({ v: v.viewId, c: v.customerId }), refused()],
    ['of a Victim view under Home', (v, h) => ({ v: v.viewId, c: h.customerId }), refused()],
    ['of a Victim view by name', (v) => ({ n: v.viewName, c: v.customerId }), refused()],
    ['by a Victim name under Home', (v, h) => ({ n: v.viewName, c: h.customerId }), refused()],
    [
      'of Home’s view',
      (_v, h) => ({ v: h.viewId, c: h.customerId }),
      {
        admin: returns((fx: TenantFixture) =>
          [fx.home.adminEmail, fx.home.guestEmail, fx.home.viewerEmail].map((email) => ({
            user: { email },
          })),
        ),
        // The read-only user reads the view but may not share it.
        viewer: refused(),
      },
    ],
  ]),
  ...cases(
    'shareUsers',
    `query($c: ID!, $q: String!) { shareUsers(customerID: $c, query: $q) { id email isInCustomer } }`,
    [
      ['in the Victim customer', (v) => ({ c: v.customerId, q: 'a' }), refused()],
      ['Victim addresses under Home', (_v, h) => ({ c: h.customerId, q: M }), returns([])],
      [
        'Home’s own users',
        (_v, h) => ({ c: h.customerId, q: 'admin@' }),
        returns((fx: TenantFixture) => [
          { id: fx.home.adminUserId, email: fx.home.adminEmail, isInCustomer: true },
        ]),
      ],
    ],
  ),
  ...cases(
    'sharedViews',
    `query($q: String, $c: ID, $v: ID) { sharedViews(query: $q, withStatus: true, customerID: $c,
      viewID: $v) { id status view { id name } } }`,
    [
      ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
      ['of a Victim view', (v) => ({ v: v.viewId }), returns([])],
      ['by Victim search', () => ({ q: M }), returns([])],
      [
        'across the customers the caller sees',
        () => ({}),
        {
          admin: returns((fx: TenantFixture) => [
            {
              id: fx.home.shareLinkId,
              status: 'active',
              view: { id: fx.home.viewId, name: fx.home.viewName },
            },
          ]),
          // The read-only user shares no view, so lists no link.
          viewer: returns([]),
        },
      ],
    ],
  ),
];

export const SHARING_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'addViewUser',
    `mutation($v: ID!, $c: ID!, $p: [ViewUserInviteInput!]!) {
      addViewUser(viewID: $v, customerID: $c, permissions: $p) { successes failures { email error } } }`,
    [
      [
        'Home’s user to a Victim view',
        (v, h) => ({ v: v.viewId, c: v.customerId, p: [{ email: h.viewerEmail }] }),
        refused(),
      ],
      [
        'a new address to a Victim view under Home',
        (v, h) => ({ v: v.viewId, c: h.customerId, p: [{ email: 'new@probe.test' }] }),
        refused(),
      ],
      [
        'Home’s view under the Victim customer',
        (v, h) => ({ v: h.viewId, c: v.customerId, p: [{ email: h.viewerEmail }] }),
        refused(),
      ],
      [
        'no address at all, on Home’s view',
        (_v, h) => ({ v: h.viewId, c: h.customerId, p: [{ email: 'not-an-address' }] }),
        {
          admin: returns({
            successes: [],
            failures: [{ email: 'not-an-address', error: messages.invalidEmail }],
          }),
          viewer: refused(),
        },
      ],
    ],
  ),
  ...cases(
    'updateViewUsers',
    `mutation($v: ID!, $c: ID!, $p: [ViewUserPermissionInput!]!, $pub: Boolean) {
      updateViewUsers(viewID: $v, customerID: $c, permissions: $p, isPublic: $pub) }`,
    [
      [
        'of a Victim view',
        (v, h) => ({ v: v.viewId, c: v.customerId, p: [{ userID: h.viewerUserId, read: true }] }),
        refused(),
      ],
      [
        'of a Victim view under Home',
        (v, h) => ({ v: v.viewId, c: h.customerId, p: [{ userID: h.viewerUserId, read: true }] }),
        refused(),
      ],
      [
        'making a Victim view public',
        (v) => ({ v: v.viewId, c: v.customerId, p: [], pub: true }),
        refused(),
      ],
      [
        'a Victim user on Home’s view',
        (v, h) => ({ v: h.viewId, c: h.customerId, p: [{ userID: v.viewerUserId, read: true }] }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deleteViewUser',
    `mutation($v: ID!, $c: ID!, $id: ID!) { deleteViewUser(viewID: $v, customerID: $c, id: $id) }`,
    [
      [
        'of a Victim view',
        (v) => ({ v: v.viewId, c: v.customerId, id: v.viewerUserId }),
        refused(),
      ],
      [
        'of a Victim view under Home',
        (v, h) => ({ v: v.viewId, c: h.customerId, id: v.viewerUserId }),
        refused(),
      ],
      [
        'a Victim user off Home’s view',
        (v, h) => ({ v: h.viewId, c: h.customerId, id: v.viewerUserId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'createShareLink',
    `mutation($v: ID!, $c: ID!) { createShareLink(viewID: $v, customerID: $c) { id url token } }`,
    [
      ['to a Victim view', (v) => ({ v: v.viewId, c: v.customerId }), refused()],
      ['to a Victim view under Home', (v, h) => ({ v: v.viewId, c: h.customerId }), refused()],
    ],
  ),
  ...cases(
    'revokeShareLink',
    `mutation($id: ID!, $c: ID!) { revokeShareLink(id: $id, customerID: $c) }`,
    [
      ['a Victim link', (v) => ({ id: v.shareLinkId, c: v.customerId }), refused()],
      ['a Victim link under Home', (v, h) => ({ id: v.shareLinkId, c: h.customerId }), refused()],
    ],
  ),
];
