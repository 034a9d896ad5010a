import { messages } from '@vigil/domain';
import type { TenantFixture } from '../testing/tenantFixture.js';
import {
  M,
  cases,
  refused,
  returns,
  type Actor,
  type IsolationCase,
} from './tenantIsolation.kit.js';

// My Account, forgot password and the resend page, called by Home's users with the Victim's users
// and addresses. Each customer has a user with MFA on and an open forgot-password link
// (tenantFixture). The public e-mail forms answer alike whatever the address; they are called
// here only with addresses that write nothing (no account, or a verified user on the resend
// page): account.integration.test.ts shows the mail they send and that a Victim's address answers
// the same.
//
// The Home callers' own password is never changed here (later cases sign in with it): the
// password cases use a wrong current password, or the right one where nothing changes.

const own = (fx: TenantFixture, actor: Actor) => ({
  id: actor === 'admin' ? fx.home.adminUserId : fx.home.viewerUserId,
  email: actor === 'admin' ? fx.home.adminEmail : fx.home.viewerEmail,
});

const EDIT_USER = `mutation($u: ID, $e: String, $p: ID, $pa: Boolean) {
  editUser(userID: $u, email: $e, partnerID: $p, partnerAdmin: $pa) { id email } }`;

export const ACCESS_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'validatePasswordToken',
    `query { validatePasswordToken(token: "not-a-link") { id email } }`,
    [['names nobody for a token that is no link', () => ({}), refused()]],
  ),
];

export const ACCESS_MUTATION_CASES: IsolationCase[] = [
  ...cases('editUser', EDIT_USER, [
    ['of a Victim user', (v) => ({ u: v.adminUserId }), refused()],
    ['of a Victim user, taking their address', (v) => ({ u: v.viewerUserId, e: M }), refused()],
    [
      'of the caller, unchanged',
      () => ({}),
      returns((fx: TenantFixture, actor: Actor) => own(fx, actor)),
    ],
    [
      'of the caller, taking a Victim user’s address',
      (v) => ({ e: v.adminEmail }),
      refused(messages.emailTaken),
    ],
    [
      'of the caller, joining the Victim as its partner',
      (v) => ({ p: v.customerId, pa: true }),
      refused(),
    ],
  ]),
  ...cases(
    'resetUserPassword',
    `mutation($p: String!) { resetUserPassword(currentPassword: $p, newPassword: "Victim-takeover-2026") }`,
    [
      [
        'with the Victim admin’s password as the current one',
        (v) => ({ p: v.password }),
        refused(messages.passwordNotUpdated),
      ],
    ],
  ),
  ...cases('generateTotp', `mutation { generateTotp(productName: "Vigil") { __typename } }`, [
    ['starts the caller’s own set-up only', () => ({}), returns({ __typename: 'TotpSetup' })],
  ]),
  ...cases('verifyTotp', `mutation { verifyTotp(code: "000000") }`, [
    ['checks the caller’s own pending secret only', () => ({}), returns(false)],
  ]),
  ...cases('activateTotp', `mutation { activateTotp { recoveryCodes } }`, [
    [
      'without a verified secret of the caller’s',
      () => ({}),
      refused(messages.problemActivatingMfa),
    ],
  ]),
  ...cases('deactivateTotp', `mutation($p: String!) { deactivateTotp(password: $p) }`, [
    [
      'with the Victim admin’s password',
      (v) => ({ p: v.password }),
      refused(messages.problemDeactivatingMfa),
    ],
    ['the caller’s own, with their password', (_v, h) => ({ p: h.password }), returns(true)],
  ]),
  ...cases(
    'generatePasswordToken',
    `mutation($e: String!) { generatePasswordToken(email: $e, productName: "Vigil") }`,
    [
      [
        'for an address with no account',
        () => ({ e: `nobody-${M}@example.test` }),
        returns(true),
        { anonymous: returns(true) },
      ],
    ],
  ),
  ...cases(
    'resetPassword',
    `mutation($id: ID!) { resetPassword(id: $id, token: "not-a-link", password: "Victim-takeover-2026") }`,
    [['for a Victim user with a token that is no link', (v) => ({ id: v.adminUserId }), refused()]],
  ),
  ...cases(
    'updateToken',
    `mutation($e: String!) { updateToken(email: $e, productName: "Vigil") }`,
    [
      [
        'for a Victim user who is verified',
        (v) => ({ e: v.adminEmail }),
        returns(true),
        { anonymous: returns(true) },
      ],
      [
        'for an address with no account',
        () => ({ e: `nobody-${M}@example.test` }),
        returns(true),
        { anonymous: returns(true) },
      ],
    ],
  ),
];
