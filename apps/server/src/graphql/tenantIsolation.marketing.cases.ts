import { messages } from '@vigil/domain';
import type { TenantFixture } from '../testing/tenantFixture.js';
import { cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The marketing area's operations. A bug report belongs to its sender and reads nothing of any
// customer: Home's users may send one naming the Victim's address, and it changes no Victim row.
// The test server has no BUG_REPORT_EMAIL, so the report is kept and the answer is false.
//
// requestDemo is public (signed out too): it reads nothing, and without a solved captcha it
// keeps nothing ('Must be human'); a filled honeypot is answered true and dropped. The requests
// list is super users' only. Marketing documents are read by a partner's users: Home's admin
// (Home's partner's administrator) sees Home's document and never the Victim partner's; Home's
// read-only user runs no partner and is refused. Deleting one is super users' only.

const DEMO = `mutation($n: String!, $e: String!, $c: String, $t: String!, $h: String) {
  requestDemo(name: $n, email: $e, company: $c, allowedToken: $t, title: $h) }`;
/** Base64 JSON of a challenge no server signed, with a made-up solution. */
const FORGED_TOKEN = Buffer.from(
  JSON.stringify({
    challenge: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: '00',
        salt: '00',
        cost: 1,
        keyLength: 32,
        keyPrefix: '00',
      },
      signature: '00',
    },
    solution: { counter: 0, derivedKey: '00' },
  }),
).toString('base64');

const homeDocuments = (fx: TenantFixture) => [
  {
    id: fx.home.marketingDocumentId,
    name: fx.home.marketingDocumentName,
    partnerID: fx.home.partnerId,
  },
];

export const MARKETING_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'marketingRequests',
    `query($t: String) { marketingRequests(type: $t, limit: 100) { id name email company notes } }`,
    [
      ['every request', () => ({}), refused()],
      ['the demo requests', () => ({ t: 'demo' }), refused()],
    ],
  ),
  ...cases('marketingRequestCount', `query($t: String) { marketingRequestCount(type: $t) }`, [
    ['every request', () => ({}), refused()],
  ]),
  ...cases(
    'marketingDocuments',
    `query($c: String) { marketingDocuments(category: $c) { id name partnerID } }`,
    [
      [
        'every category: the partner’s own only',
        () => ({}),
        { admin: returns(homeDocuments), viewer: refused() },
      ],
      [
        'the Victim partner’s category',
        (v) => ({ c: `${v.marker} Brochures` }),
        { admin: returns([]), viewer: refused() },
      ],
    ],
  ),
];

export const MARKETING_MUTATION_CASES: IsolationCase[] = [
  ...cases(
    'submitBugReport',
    `mutation($e: String!, $s: String!, $d: String) {
      submitBugReport(email: $e, subject: $s, description: $d) }`,
    [
      [
        'from Home’s own address',
        (_v, h) => ({ e: h.adminEmail, s: 'Trend widget is blank', d: 'Since this morning.' }),
        returns(false),
      ],
      [
        'naming the Victim’s admin as the address to answer',
        (v) => ({ e: v.adminEmail, s: `About ${v.customerName}`, d: v.viewName }),
        returns(false),
      ],
    ],
  ),
  ...cases('requestDemo', DEMO, [
    [
      'naming the Victim’s admin, with a captcha no server made',
      (v) => ({ n: v.marker, e: v.adminEmail, c: v.customerName, t: FORGED_TOKEN }),
      refused(messages.mustBeHuman),
      { anonymous: refused(messages.mustBeHuman) },
    ],
    [
      'with the honeypot filled: answered and dropped',
      (v) => ({ n: v.marker, e: v.adminEmail, t: FORGED_TOKEN, h: v.customerName }),
      returns(true),
      { anonymous: returns(true) },
    ],
  ]),
  ...cases('deleteMarketingDocument', `mutation($i: ID!) { deleteMarketingDocument(id: $i) }`, [
    ['the Victim partner’s document', (v) => ({ i: v.marketingDocumentId }), refused()],
    ['Home’s own document', (_v, h) => ({ i: h.marketingDocumentId }), refused()],
  ]),
];
