import type { TenantFixture } from '../testing/tenantFixture.js';
import { cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// Single sign-on's operations, called by Home's users with the Victim's customer. Both customers
// have SSO on, with an IdP whose entity id carries their marker and a sign-in pending
// (tenantFixture).

const SAML_CONFIG = `customerID enabled idpMetadataUrl idpEntityId idpSsoUrl spEntityId spAcsUrl
  spMetadataUrl spCertificate loginPath`;

export const SAML_QUERY_CASES: IsolationCase[] = [
  ...cases('samlConfig', `query($c: ID!) { samlConfig(customerID: $c) { ${SAML_CONFIG} } }`, [
    ['of the Victim customer', (v) => ({ c: v.customerId }), refused()],
  ]),
  ...cases('ssoLoginPath', `query($c: ID!) { ssoLoginPath(customerID: $c) }`, [
    [
      // Public by design (the route guard asks it signed out): where the Victim's users sign in,
      // which its sign-in page shows anyway, and nothing of its settings.
      'of the Victim customer: its sign-in page only',
      (v) => ({ c: v.customerId }),
      returns((fx: TenantFixture) => `/login/saml/${fx.victim.customerId}`),
      { anonymous: returns((fx: TenantFixture) => `/login/saml/${fx.victim.customerId}`) },
    ],
  ]),
];

export const SAML_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'updateSamlConfig',
    `mutation($c: ID!, $e: Boolean!, $u: String, $x: String) {
      updateSamlConfig(customerID: $c, enabled: $e, idpMetadataUrl: $u, idpMetadataXml: $x) {
        ${SAML_CONFIG} } }`,
    [
      ['turning the Victim’s SSO off', (v) => ({ c: v.customerId, e: false }), refused()],
      [
        'pointing the Victim’s SSO at another IdP',
        (v) => ({ c: v.customerId, e: true, u: 'http://127.0.0.1:9/metadata' }),
        refused(),
      ],
    ],
  ),
];
