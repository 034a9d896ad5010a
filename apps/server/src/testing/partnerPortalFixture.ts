import { mibInstaller } from '../modules/mibs/mibInstaller.js';
import { pngHeader } from './imageHeaders.js';
import type { browserSession, testApp } from './testApp.js';

type App = Awaited<ReturnType<typeof testApp>>['app'];
type Session = ReturnType<typeof browserSession>;

/** A tenant's partner-portal rows (ids in GraphQL form). */
export interface PartnerPortalRows {
  quoteId: string;
  quoteVisibleId: string;
  surveyId: string;
  surveyVisibleId: string;
  /** The survey's public link token (secret: only its holder may open the survey). */
  surveyToken: string;
  surveyEquipmentId: string;
  surveyAttachmentId: string;
  orderId: string;
  licenseId: string;
  /** A technician of the partner, with no company of their own. */
  partnerUserId: string;
  /** The partner's logo (an image of the partner's account). */
  logoId: string;
  /** The partner's installed MIB module (its key: {MARKER}-PORTAL-MIB). */
  mibKey: string;
}

/** The bytes of each tenant's survey attachment. */
export const SURVEY_ATTACHMENT_FILE = Buffer.from('tenant fixture rack photo');

async function gql<T>(session: Session, query: string, variables: Record<string, unknown>) {
  const { body } = await session.gql<T>(query, variables);
  if (body.errors?.length || !body.data) {
    throw new Error(`partner portal fixture failed: ${JSON.stringify(body.errors)}\n${query}`);
  }
  return body.data;
}

/**
 * Through the API as the partner's administrator would: a quote of the customer with a line and
 * a comment, its site survey with an equipment line, a comment and an attachment uploaded through
 * the public link, the order made from the quote taken to Complete (which starts the customer's
 * licence), and a technician made one of the partner's users.
 */
export async function seedPartnerPortalRows(
  app: App,
  admin: Session,
  tenant: { marker: string; partnerId: string; customerId: string; partnerUserId: number },
): Promise<PartnerPortalRows> {
  const { marker, partnerId, customerId } = tenant;
  const { saveQuote } = await gql<{ saveQuote: { id: string; visibleID: string } }>(
    admin,
    `mutation($p: ID!, $q: QuoteInput!) { saveQuote(partnerID: $p, quote: $q) { id visibleID } }`,
    {
      p: partnerId,
      q: {
        customerID: customerId,
        title: `${marker} proposal`,
        planType: '50 DEVICE',
        deviceCount: 50,
        items: [{ kind: 'PLAN', description: `${marker} plan`, quantity: 1, unitPriceCents: 9900 }],
      },
    },
  );
  await gql(
    admin,
    `mutation($q: ID!, $c: String!) { addQuoteComment(quoteID: $q, comment: $c) { id } }`,
    {
      q: saveQuote.id,
      c: `${marker} quote note`,
    },
  );
  const { saveSiteSurvey } = await gql<{
    saveSiteSurvey: {
      id: string;
      visibleID: string;
      link: { url: string };
      equipment: { id: string }[];
    };
  }>(
    admin,
    `mutation($p: ID!, $s: SiteSurveyInput!) { saveSiteSurvey(partnerID: $p, survey: $s) {
      id visibleID link { url } equipment { id } } }`,
    {
      p: partnerId,
      s: {
        customerID: customerId,
        quoteID: saveQuote.id,
        siteName: `${marker} plant`,
        siteContactName: `${marker} Sam`,
        siteContactEmail: `site@${marker.toLowerCase()}.test`,
        equipment: [{ name: `${marker} UPS bank`, quantity: 2 }],
      },
    },
  );
  const surveyToken = saveSiteSurvey.link.url.split('/').pop()!;
  const surveyEquipmentId = saveSiteSurvey.equipment[0]!.id;
  await gql(
    admin,
    `mutation($s: ID!, $e: ID, $c: String!) {
      addSurveyComment(surveyID: $s, equipmentID: $e, comment: $c) { id } }`,
    { s: saveSiteSurvey.id, e: surveyEquipmentId, c: `${marker} survey note` },
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: `/files/surveys/${surveyToken}/attachments?equipmentID=${surveyEquipmentId}&description=${marker}`,
    headers: { 'content-type': 'image/jpeg', 'x-file-name': `${marker}-rack.jpg` },
    payload: SURVEY_ATTACHMENT_FILE,
  });
  if (uploaded.statusCode !== 201) throw new Error(`survey attachment refused: ${uploaded.body}`);
  const { createOrder } = await gql<{ createOrder: { id: string } }>(
    admin,
    `mutation($v: String!, $p: ID!) { createOrder(visibleID: $v, partnerID: $p) { id } }`,
    { v: saveQuote.visibleID, p: partnerId },
  );
  for (const status of ['Ordered', 'Received', 'Configured', 'Shipped', 'Installed', 'Complete']) {
    await gql(
      admin,
      `mutation($o: ID!, $s: String!) { setOrderStatus(id: $o, status: $s) { id } }`,
      {
        o: createOrder.id,
        s: status,
      },
    );
  }
  const { licenses } = await gql<{ licenses: { id: string; customerID: string }[] }>(
    admin,
    `query($p: ID) { licenses(partnerID: $p) { id customerID } }`,
    { p: partnerId },
  );
  const partnerUserId = String(tenant.partnerUserId);
  await gql(
    admin,
    `mutation($p: ID!, $u: ID!) { editPartnerUser(partnerID: $p, userID: $u, partnerAdmin: false,
      partnerRoles: ["technician"]) { id } }`,
    { p: partnerId, u: partnerUserId },
  );
  const logo = await app.inject({
    method: 'POST',
    url: `/files/partners/${partnerId}/logos?filename=${marker}-logo.png`,
    headers: { 'content-type': 'image/png', cookie: admin.cookie ?? '' },
    payload: pngHeader(160, 40),
  });
  if (logo.statusCode !== 201) throw new Error(`partner logo refused: ${logo.body}`);
  const mibKey = `${marker.toUpperCase()}-PORTAL-MIB`;
  await gql(
    admin,
    `mutation($p: ID!, $f: String!, $t: String!) {
      importPartnerMib(partnerID: $p, fileName: $f, text: $t) { key } }`,
    {
      p: partnerId,
      f: `${marker}-portal.mib`,
      t: [
        `${mibKey} DEFINITIONS ::= BEGIN`,
        'IMPORTS OBJECT-TYPE, Integer32, enterprises FROM SNMPv2-SMI;',
        `${marker.toLowerCase()}PortalProbe OBJECT-TYPE`,
        '    SYNTAX Integer32',
        '    MAX-ACCESS read-only',
        '    STATUS current',
        `    DESCRIPTION "${marker} partner probe."`,
        `    ::= { enterprises 99997 ${marker.length} }`,
        'END',
        '',
      ].join('\n'),
    },
  );
  await mibInstaller.settled();
  return {
    quoteId: saveQuote.id,
    quoteVisibleId: saveQuote.visibleID,
    surveyId: saveSiteSurvey.id,
    surveyVisibleId: saveSiteSurvey.visibleID,
    surveyToken,
    surveyEquipmentId,
    surveyAttachmentId: uploaded.json<{ id: string }>().id,
    orderId: createOrder.id,
    licenseId: licenses.find((l) => l.customerID === customerId)!.id,
    partnerUserId,
    logoId: logo.json<{ id: string }>().id,
    mibKey,
  };
}
