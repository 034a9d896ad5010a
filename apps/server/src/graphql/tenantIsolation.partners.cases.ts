import { messages } from '@vigil/domain';
import { M, cases, refused, returns, type IsolationCase } from './tenantIsolation.kit.js';

// The partner portal (partners.graphql), called by Home's users with the Victim's partner rows.
// Home's admin is the administrator of Home's partner (a partner user, not a super user), Home's
// viewer a user of Home's company with no partner. A partner's users reach their own partner's
// quotes, surveys, orders, licences and users only; a survey link reaches its own survey only.

const QUOTE = `id visibleID partnerID partnerName customerID customerName title planType
  deviceCount hidden priority revision totalCents createdByID createdBy orderID surveyID
  items { id kind description quantity unitPriceCents totalCents }
  comments { id comment author createdAt }`;
const SURVEY = `id visibleID partnerID customerID customerName quoteID siteName siteContactName
  siteContactEmail progress feedback submittedAt link { isActive url sentTo sentAt }
  equipment { id name quantity commentCount attachmentCount }
  attachments { id equipmentID name description contentType size downloadPath }
  comments { id equipmentID comment author }`;
const ORDER = `id visibleID partnerID partnerName customerID customerName internalID quoteID
  surveyID status statusDates { status at by } settableStatuses`;
const LICENSE = `id partnerID partnerName customerID customerName planType deviceLimit devicesInUse
  overLimit startsOn renewsOn orderID`;
const PARTNER_USER = 'id email firstName lastName verified partnerAdmin partnerRoles isSelf';
const LOGO = 'id width height url';
const PARTNER_MIB = 'key name fileName installing installError objectCount createdAt';
const PROBE_MIB = `PROBE-PORTAL-MIB DEFINITIONS ::= BEGIN
IMPORTS OBJECT-TYPE, Integer32, enterprises FROM SNMPv2-SMI;
probePortal OBJECT-TYPE SYNTAX Integer32 MAX-ACCESS read-only STATUS current
  DESCRIPTION "Probe." ::= { enterprises 99997 99 }
END
`;
const NO_LINK = 'not-a-survey-link';
const QUOTE_INPUT = (customerID: string) => ({
  customerID,
  planType: '50 DEVICE',
  deviceCount: 1,
  items: [{ kind: 'PLAN', description: 'Probe', quantity: 1, unitPriceCents: 1 }],
});
const SURVEY_INPUT = (customerID: string, extra: Record<string, unknown> = {}) => ({
  customerID,
  equipment: [],
  ...extra,
});
/** For the partner's administrator: nothing of the Victim's; Home's viewer has no partner. */
const adminOnly = (value: unknown) => ({ admin: returns(value), viewer: refused() });

export const PARTNER_QUERY_CASES: IsolationCase[] = [
  ...cases(
    'partners',
    `query($q: String, $l: Int, $o: Int) { partners(query: $q, limit: $l, offset: $o) {
      id name kind } }`,
    [
      ['every partner (super users only)', () => ({}), refused()],
      ['named like the Victim’s', () => ({ q: M }), refused()],
    ],
  ),
  ...cases('partnerCount', `query($q: String) { partnerCount(query: $q) }`, [
    ['of every partner (super users only)', () => ({}), refused()],
  ]),
  ...cases(
    'quotes',
    `query($p: ID, $u: ID, $c: ID, $h: Boolean, $q: String, $l: Int, $o: Int) {
      quotes(partnerID: $p, createdBy: $u, customerID: $c, includeHidden: $h, query: $q,
        limit: $l, offset: $o) { ${QUOTE} } }`,
    [
      ['of the Victim’s partner', (v) => ({ p: v.partnerId, h: true }), refused()],
      ['named like the Victim’s', () => ({ q: M, h: true }), adminOnly([])],
      ['of the Victim’s customer', (v) => ({ c: v.customerId, h: true }), adminOnly([])],
      [
        'of Home’s partner, by the Victim’s admin',
        (v, h) => ({ p: h.partnerId, u: v.adminUserId, h: true }),
        adminOnly([]),
      ],
    ],
  ),
  ...cases(
    'quoteCount',
    `query($p: ID, $u: ID, $c: ID, $q: String) {
      quoteCount(partnerID: $p, createdBy: $u, customerID: $c, query: $q, includeHidden: true) }`,
    [
      ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
      ['named like the Victim’s', () => ({ q: M }), adminOnly(0)],
      ['by the Victim’s admin', (v) => ({ u: v.adminUserId }), adminOnly(0)],
    ],
  ),
  ...cases('quote', `query($id: ID, $v: String) { quote(id: $id, visibleID: $v) { ${QUOTE} } }`, [
    ['by id', (v) => ({ id: v.portal.quoteId }), refused()],
    ['by visible id', (v) => ({ v: v.portal.quoteVisibleId }), refused()],
  ]),
  ...cases(
    'siteSurveys',
    `query($p: ID, $c: ID, $l: Int, $o: Int) {
      siteSurveys(partnerID: $p, customerID: $c, limit: $l, offset: $o) { ${SURVEY} } }`,
    [
      ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
      ['of the Victim’s customer', (v) => ({ c: v.customerId }), adminOnly([])],
      [
        'of the Victim’s customer under Home’s partner',
        (v, h) => ({ p: h.partnerId, c: v.customerId }),
        adminOnly([]),
      ],
    ],
  ),
  ...cases(
    'siteSurvey',
    `query($id: ID, $v: String) { siteSurvey(id: $id, visibleID: $v) { ${SURVEY} } }`,
    [
      ['by id', (v) => ({ id: v.portal.surveyId }), refused()],
      ['by visible id', (v) => ({ v: v.portal.surveyVisibleId }), refused()],
    ],
  ),
  ...cases('publicSurvey', `query($t: String!) { publicSurvey(token: $t) { ${SURVEY} } }`, [
    ['with a token that is no link', () => ({ t: NO_LINK }), refused()],
    ['with the Victim’s survey id as a token', (v) => ({ t: v.portal.surveyId }), refused()],
  ]),
  ...cases(
    'orders',
    `query($p: ID, $s: String, $l: Int, $o: Int) {
      orders(partnerID: $p, status: $s, limit: $l, offset: $o) { ${ORDER} } }`,
    [
      ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
      ['billed ones of every partner the caller may see', () => ({ s: 'Billed' }), adminOnly([])],
    ],
  ),
  ...cases('orderCount', `query($p: ID, $s: String) { orderCount(partnerID: $p, status: $s) }`, [
    ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
    ['billed ones of every partner the caller may see', () => ({ s: 'Billed' }), adminOnly(0)],
  ]),
  ...cases(
    'order',
    `query($id: ID, $v: String, $p: ID) { order(id: $id, visibleID: $v, partnerID: $p) {
      ${ORDER} } }`,
    [
      ['by id', (v) => ({ id: v.portal.orderId }), refused()],
      [
        'by visible id, of the Victim’s partner',
        (v) => ({ v: v.portal.quoteVisibleId, p: v.partnerId }),
        refused(),
      ],
      [
        'by the Victim’s visible id under Home’s partner',
        (v, h) => ({ v: v.portal.quoteVisibleId, p: h.partnerId }),
        { admin: refused(messages.failedToLoad), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'licenses',
    `query($p: ID, $l: Int, $o: Int) { licenses(partnerID: $p, limit: $l, offset: $o) {
      ${LICENSE} } }`,
    [
      ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
      ['past the caller’s own', () => ({ l: 100, o: 1 }), adminOnly([])],
    ],
  ),
  ...cases(
    'partnerUsers',
    `query($p: ID!, $q: String, $l: Int, $o: Int) {
      partnerUsers(partnerID: $p, query: $q, limit: $l, offset: $o) { ${PARTNER_USER} } }`,
    [
      ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
      ['of the Victim’s customer as a partner', (v) => ({ p: v.customerId }), refused()],
      [
        'of Home’s partner, named like the Victim’s',
        (_v, h) => ({ p: h.partnerId, q: M }),
        adminOnly([]),
      ],
    ],
  ),
  ...cases('logos', `query($p: ID!) { logos(partnerID: $p) { ${LOGO} } }`, [
    ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
    ['of the Victim’s customer as a partner', (v) => ({ p: v.customerId }), refused()],
  ]),
  ...cases('MIBs', `query($p: ID!) { MIBs(partnerID: $p) { ${PARTNER_MIB} } }`, [
    ['of the Victim’s partner', (v) => ({ p: v.partnerId }), refused()],
    ['of the Victim’s customer as a partner', (v) => ({ p: v.customerId }), refused()],
  ]),
];

export const PARTNER_MUTATION_CASES: IsolationCase[] = [
  ...cases('newPartner', `mutation { newPartner(name: "Probe partner") { id name } }`, [
    ['as a partner’s administrator (super users only)', () => ({}), refused()],
  ]),
  ...cases(
    'saveQuote',
    `mutation($id: ID, $p: ID!, $q: QuoteInput!) { saveQuote(id: $id, partnerID: $p, quote: $q) {
      ${QUOTE} } }`,
    [
      [
        'for the Victim’s partner',
        (v) => ({ p: v.partnerId, q: QUOTE_INPUT(v.customerId) }),
        refused(),
      ],
      [
        'for the Victim’s customer under Home’s partner',
        (v, h) => ({ p: h.partnerId, q: QUOTE_INPUT(v.customerId) }),
        refused(),
      ],
      [
        'a Victim quote, under Home’s partner',
        (v, h) => ({ id: v.portal.quoteId, p: h.partnerId, q: QUOTE_INPUT(h.customerId) }),
        refused(),
      ],
      [
        'a Victim quote, for the Victim’s partner',
        (v) => ({ id: v.portal.quoteId, p: v.partnerId, q: QUOTE_INPUT(v.customerId) }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'addQuoteComment',
    `mutation($q: ID!) { addQuoteComment(quoteID: $q, comment: "Probe") { id comment } }`,
    [['on a Victim quote', (v) => ({ q: v.portal.quoteId }), refused()]],
  ),
  ...cases('deleteQuote', `mutation($id: ID!) { deleteQuote(id: $id) }`, [
    ['a Victim quote', (v) => ({ id: v.portal.quoteId }), refused()],
  ]),
  ...cases(
    'saveSiteSurvey',
    `mutation($id: ID, $p: ID!, $s: SiteSurveyInput!) {
      saveSiteSurvey(id: $id, partnerID: $p, survey: $s) { ${SURVEY} } }`,
    [
      [
        'for the Victim’s partner',
        (v) => ({ p: v.partnerId, s: SURVEY_INPUT(v.customerId) }),
        refused(),
      ],
      [
        'for the Victim’s customer under Home’s partner',
        (v, h) => ({ p: h.partnerId, s: SURVEY_INPUT(v.customerId) }),
        refused(),
      ],
      [
        'for Home’s customer, of a Victim quote',
        (v, h) => ({
          p: h.partnerId,
          s: SURVEY_INPUT(h.customerId, { quoteID: v.portal.quoteId }),
        }),
        refused(),
      ],
      [
        'a Victim survey, under Home’s partner',
        (v, h) => ({ id: v.portal.surveyId, p: h.partnerId, s: SURVEY_INPUT(h.customerId) }),
        refused(),
      ],
      [
        'a Home survey, with a Victim equipment line',
        (v, h) => ({
          id: h.portal.surveyId,
          p: h.partnerId,
          s: SURVEY_INPUT(h.customerId, {
            equipment: [{ id: v.portal.surveyEquipmentId, name: 'Probe', quantity: 1 }],
          }),
        }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'onboardCustomer',
    `mutation($p: ID!, $s: SiteSurveyInput!) {
      onboardCustomer(partnerID: $p, customerName: "Probe company", survey: $s) { ${SURVEY} } }`,
    [
      ['under the Victim’s partner', (v) => ({ p: v.partnerId, s: SURVEY_INPUT('') }), refused()],
      [
        'under Home’s partner, of a Victim quote',
        (v, h) => ({ p: h.partnerId, s: SURVEY_INPUT('', { quoteID: v.portal.quoteId }) }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'sendSiteSurvey',
    `mutation($id: ID!) { sendSiteSurvey(id: $id, productName: "Vigil") { ${SURVEY} } }`,
    [['a Victim survey', (v) => ({ id: v.portal.surveyId }), refused()]],
  ),
  ...cases('renewSurveyLink', `mutation($id: ID!) { renewSurveyLink(id: $id) { ${SURVEY} } }`, [
    ['of a Victim survey', (v) => ({ id: v.portal.surveyId }), refused()],
  ]),
  ...cases(
    'setSurveyLinkActive',
    `mutation($id: ID!, $a: Boolean!) { setSurveyLinkActive(id: $id, isActive: $a) { ${SURVEY} } }`,
    [['of a Victim survey', (v) => ({ id: v.portal.surveyId, a: false }), refused()]],
  ),
  ...cases(
    'addSurveyComment',
    `mutation($s: ID!, $e: ID) { addSurveyComment(surveyID: $s, equipmentID: $e, comment: "Probe") {
      id comment } }`,
    [
      ['on a Victim survey', (v) => ({ s: v.portal.surveyId }), refused()],
      [
        'on a Home survey, of a Victim equipment line',
        (v, h) => ({ s: h.portal.surveyId, e: v.portal.surveyEquipmentId }),
        refused(),
      ],
    ],
  ),
  ...cases('deleteSurveyAttachment', `mutation($id: ID!) { deleteSurveyAttachment(id: $id) }`, [
    ['a Victim attachment', (v) => ({ id: v.portal.surveyAttachmentId }), refused()],
  ]),
  ...cases(
    'updatePublicSurvey',
    `mutation($t: String!, $s: PublicSurveyInput!) { updatePublicSurvey(token: $t, survey: $s) {
      ${SURVEY} } }`,
    [
      [
        'with a token that is no link',
        () => ({ t: NO_LINK, s: { progress: 1, equipment: [] } }),
        refused(),
      ],
      [
        'through Home’s link, with a Victim equipment line',
        (v, h) => ({
          t: h.portal.surveyToken,
          s: {
            progress: 1,
            equipment: [{ id: v.portal.surveyEquipmentId, name: 'Probe', quantity: 1 }],
          },
        }),
        refused(),
        { anonymous: refused() },
      ],
    ],
  ),
  ...cases(
    'addPublicSurveyComment',
    `mutation($t: String!, $e: ID) { addPublicSurveyComment(token: $t, equipmentID: $e,
      author: "Probe", comment: "Probe") { id comment } }`,
    [
      ['with a token that is no link', () => ({ t: NO_LINK }), refused()],
      [
        'through Home’s link, on a Victim equipment line',
        (v, h) => ({ t: h.portal.surveyToken, e: v.portal.surveyEquipmentId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deletePublicSurveyAttachment',
    `mutation($t: String!, $id: ID!) { deletePublicSurveyAttachment(token: $t, id: $id) }`,
    [
      [
        'with a token that is no link',
        (v) => ({ t: NO_LINK, id: v.portal.surveyAttachmentId }),
        refused(),
      ],
      [
        'through Home’s link, a Victim attachment',
        (v, h) => ({ t: h.portal.surveyToken, id: v.portal.surveyAttachmentId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'createOrder',
    `mutation($v: String!, $p: ID!) { createOrder(visibleID: $v, partnerID: $p) { ${ORDER} } }`,
    [
      [
        'of a Victim quote, for the Victim’s partner',
        (v) => ({ v: v.portal.quoteVisibleId, p: v.partnerId }),
        refused(),
      ],
      [
        'of a Victim quote, under Home’s partner',
        (v, h) => ({ v: v.portal.quoteVisibleId, p: h.partnerId }),
        { admin: refused(messages.failedToLoad), viewer: refused() },
      ],
    ],
  ),
  ...cases(
    'updateOrder',
    `mutation($id: ID!, $i: String, $s: ID) { updateOrder(id: $id, internalID: $i, surveyID: $s) {
      ${ORDER} } }`,
    [
      ['a Victim order', (v) => ({ id: v.portal.orderId, i: 'Probe' }), refused()],
      [
        'a Home order, to a Victim survey',
        (v, h) => ({ id: h.portal.orderId, s: v.portal.surveyId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'setOrderStatus',
    `mutation($id: ID!, $s: String!) { setOrderStatus(id: $id, status: $s) { ${ORDER} } }`,
    [['of a Victim order', (v) => ({ id: v.portal.orderId, s: 'Billed' }), refused()]],
  ),
  ...cases(
    'saveLicense',
    `mutation($c: ID!) { saveLicense(customerID: $c, planType: "CUSTOM", deviceLimit: 9999,
      startsOn: "2026-01-01") { ${LICENSE} } }`,
    [['of the Victim’s customer (super users only)', (v) => ({ c: v.customerId }), refused()]],
  ),
  ...cases(
    'invitePartnerUser',
    `mutation($p: ID!) { invitePartnerUser(partnerID: $p, email: "probe@probe.test",
      partnerAdmin: true, partnerRoles: ["billing"]) { ${PARTNER_USER} } }`,
    [['to the Victim’s partner', (v) => ({ p: v.partnerId }), refused()]],
  ),
  ...cases(
    'editPartnerUser',
    `mutation($p: ID!, $u: ID!) { editPartnerUser(partnerID: $p, userID: $u, partnerAdmin: true,
      partnerRoles: ["billing"]) { ${PARTNER_USER} } }`,
    [
      ['a Victim partner user', (v) => ({ p: v.partnerId, u: v.portal.partnerUserId }), refused()],
      [
        'a Victim partner user, under Home’s partner',
        (v, h) => ({ p: h.partnerId, u: v.portal.partnerUserId }),
        refused(),
      ],
      [
        'the Victim’s admin, under Home’s partner',
        (v, h) => ({ p: h.partnerId, u: v.adminUserId }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'removePartnerUser',
    `mutation($p: ID!, $u: ID!) { removePartnerUser(partnerID: $p, userID: $u) }`,
    [
      ['a Victim partner user', (v) => ({ p: v.partnerId, u: v.portal.partnerUserId }), refused()],
      [
        'a Victim partner user, under Home’s partner',
        (v, h) => ({ p: h.partnerId, u: v.portal.partnerUserId }),
        refused(),
      ],
      [
        'the Victim’s admin, under Home’s partner',
        (v, h) => ({ p: h.partnerId, u: v.adminUserId }),
        refused(),
      ],
    ],
  ),
  ...cases('deleteLogo', `mutation($id: ID!) { deleteLogo(id: $id) }`, [
    ['a Victim logo', (v) => ({ id: v.portal.logoId }), refused()],
  ]),
  ...cases(
    'importPartnerMib',
    `mutation($p: ID!, $t: String!) { importPartnerMib(partnerID: $p, fileName: "probe.mib",
      text: $t) { ${PARTNER_MIB} } }`,
    [
      ['for the Victim’s partner', (v) => ({ p: v.partnerId, t: PROBE_MIB }), refused()],
      [
        'for the Victim’s customer as a partner',
        (v) => ({ p: v.customerId, t: PROBE_MIB }),
        refused(),
      ],
    ],
  ),
  ...cases(
    'deletePartnerMib',
    `mutation($p: ID!, $k: ID!) { deletePartnerMib(partnerID: $p, key: $k) }`,
    [
      ['a Victim MIB', (v) => ({ p: v.partnerId, k: v.portal.mibKey }), refused()],
      [
        'the Victim’s MIB key, under Home’s partner',
        (v, h) => ({ p: h.partnerId, k: v.portal.mibKey }),
        adminOnly(false),
      ],
    ],
  ),
];
