import { messages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { insertTestLibrary, onboardedTestSite } from '../../testing/telemetryFixtures.js';
import { PUBLIC_SURVEY_UPLOADS_PER_MINUTE } from '../../files/surveyFiles.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { testApp, type GraphQLReply } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createAdminRepository } from '../admin/admin.repository.js';
import { createUser, type CreateUserInput } from '../admin/admin.service.js';

// The partner portal the way its users work: a proposal, its site survey filled in through the
// public link with an attachment, the order taken through every status by the roles that may
// set each, and the licence that Complete starts, against the customer's equipment. Partner A's
// users never see or touch partner B's records; a survey link opens its own survey only.

const PASSWORD = 'Partners-Test-2026!';
type Session = Awaited<ReturnType<typeof signedIn>>;

function dataOf<T>(reply: { body: GraphQLReply<T> }): T {
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data as T;
}

function errorOf(reply: { body: GraphQLReply }) {
  const [error] = reply.body.errors ?? [];
  expect(error, 'the call was not refused').toBeDefined();
  return { message: error?.message, code: error?.extensions?.code };
}

describe.each(await availableDatabases())('the partner portal on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let smtp: SmtpTestServer;
  const ids = { north: 0, south: 0, acme: 0, initech: 0 };
  let root: Session;
  let northAdmin: Session;
  let northTech: Session;
  let northBilling: Session;
  let southAdmin: Session;

  const gql = <T>(session: Session, query: string, variables: Record<string, unknown> = {}) =>
    session.gql<T>(query, variables);
  const anonymous = (query: string, variables: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables },
    });

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    handle = await openTestDatabase(kind);
    server = await testApp(handle.db, {
      mail: { smtpUrl: smtp.url, from: 'Vigil <vigil@example.test>' },
    });
    const repo = createAdminRepository(handle.db);
    ids.north = (await repo.createAccount('PARTNER', 'North Partners')).id;
    ids.south = (await repo.createAccount('PARTNER', 'South Partners')).id;
    ids.acme = (await repo.createAccount('CUSTOMER', 'Acme', ids.north)).id;
    ids.initech = (await repo.createAccount('CUSTOMER', 'Initech', ids.south)).id;
    const user = async (email: string, extra: Omit<CreateUserInput, 'email' | 'password'>) => {
      await createUser(handle.db, { email, password: PASSWORD, ...extra });
      return signedIn(server.app, email, PASSWORD);
    };
    root = await user('root@partners.test', { isSuper: true });
    northAdmin = await user('admin@north.test', {
      partnerName: 'North Partners',
      partnerAdmin: true,
    });
    northTech = await user('tech@north.test', { partnerName: 'North Partners' });
    northBilling = await user('billing@north.test', { partnerName: 'North Partners' });
    southAdmin = await user('admin@south.test', {
      partnerName: 'South Partners',
      partnerAdmin: true,
    });
    const users = dataOf(
      await gql<{ partnerUsers: { id: string; email: string }[] }>(
        northAdmin,
        `query($p: ID!) { partnerUsers(partnerID: $p) { id email } }`,
        { p: String(ids.north) },
      ),
    ).partnerUsers;
    for (const [email, role] of [
      ['tech@north.test', 'technician'],
      ['billing@north.test', 'billing'],
    ] as const) {
      dataOf(
        await gql(
          northAdmin,
          `mutation($p: ID!, $u: ID!, $r: [String!]!) { editPartnerUser(partnerID: $p, userID: $u,
            partnerAdmin: false, partnerRoles: $r) { id partnerRoles } }`,
          { p: String(ids.north), u: users.find((u) => u.email === email)!.id, r: [role] },
        ),
      );
    }
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
    await smtp?.close();
  });

  const QUOTE = `id visibleID partnerID customerName revision totalCents planType deviceCount
    items { kind description quantity totalCents } comments { comment author } orderID`;
  const saveQuote = (
    session: Session,
    partnerId: number,
    quote: Record<string, unknown>,
    id?: string,
  ) =>
    gql<{
      saveQuote: {
        id: string;
        visibleID: string;
        revision: number;
        totalCents: number;
        orderID: string | null;
        items: unknown[];
      };
    }>(
      session,
      `mutation($id: ID, $p: ID!, $q: QuoteInput!) { saveQuote(id: $id, partnerID: $p, quote: $q) { ${QUOTE} } }`,
      { id, p: String(partnerId), q: quote },
    );
  const quoteInput = (customerId: number, extra: Record<string, unknown> = {}) => ({
    customerID: String(customerId),
    title: 'Acme monitoring',
    planType: 'CUSTOM',
    deviceCount: 2,
    items: [
      { kind: 'PLAN', description: 'Custom plan', quantity: 1, unitPriceCents: 120000 },
      { kind: 'GATEWAY', description: 'Gateway', quantity: 2, unitPriceCents: 50000 },
    ],
    ...extra,
  });

  it('runs a proposal through its survey, order and statuses to a licence', async () => {
    // The proposal, edited once: one more revision, its lines replaced.
    const created = dataOf(await saveQuote(northAdmin, ids.north, quoteInput(ids.acme))).saveQuote;
    expect(created).toMatchObject({ revision: 1, totalCents: 220000 });
    expect(created.visibleID).toMatch(/^Q-\d{6}$/);
    const edited = dataOf(
      await saveQuote(
        northAdmin,
        ids.north,
        quoteInput(ids.acme, {
          items: [{ kind: 'SERVICE', description: 'Install', quantity: 3, unitPriceCents: 100 }],
        }),
        created.id,
      ),
    ).saveQuote;
    expect(edited).toMatchObject({ id: created.id, revision: 2, totalCents: 300 });
    expect(edited.items).toHaveLength(1);
    expect(
      errorOf(await saveQuote(northAdmin, ids.north, quoteInput(ids.acme, { items: [] }))).message,
    ).toBe(messages.quoteNeedsItem);
    dataOf(
      await gql(
        northTech,
        `mutation($q: ID!) { addQuoteComment(quoteID: $q, comment: " Call first ") { id } }`,
        {
          q: created.id,
        },
      ),
    );
    const listed = dataOf(
      await gql<{ quotes: { id: string; comments: { comment: string }[] }[] }>(
        northTech,
        `query($p: ID, $q: String) { quotes(partnerID: $p, query: $q) { id comments { comment } } }`,
        { p: String(ids.north), q: 'acme' },
      ),
    ).quotes;
    expect(listed).toEqual([{ id: created.id, comments: [{ comment: 'Call first' }] }]);

    // The survey, its link mailed to the site's contact.
    const survey = dataOf(
      await gql<{
        saveSiteSurvey: {
          id: string;
          link: { url: string; isActive: boolean };
          equipment: { id: string }[];
        };
      }>(
        northAdmin,
        `mutation($p: ID!, $s: SiteSurveyInput!) { saveSiteSurvey(partnerID: $p, survey: $s) {
          id link { url isActive } equipment { id } } }`,
        {
          p: String(ids.north),
          s: {
            customerID: String(ids.acme),
            quoteID: created.id,
            siteName: 'Acme DC',
            siteContactEmail: 'site@acme.test',
            equipment: [{ name: 'UPS', quantity: 2 }],
          },
        },
      ),
    ).saveSiteSurvey;
    expect(survey.link).toMatchObject({ isActive: true });
    const sent = dataOf(
      await gql<{ sendSiteSurvey: { link: { url: string; sentTo: string } } }>(
        northAdmin,
        `mutation($id: ID!) { sendSiteSurvey(id: $id, productName: "Vigil") { link { url sentTo } } }`,
        { id: survey.id },
      ),
    ).sendSiteSurvey;
    const mail = await smtp.waitFor((m) => m.to.includes('site@acme.test'));
    expect(mail.text).toContain(sent.link.url);
    expect(sent.link.sentTo).toBe('site@acme.test');
    const token = sent.link.url.split('/').pop()!;
    // The first link stopped working when the new one was mailed.
    const oldToken = survey.link.url.split('/').pop()!;
    const PUBLIC = `query($t: String!) { publicSurvey(token: $t) { id link { isActive } equipment { id name } } }`;
    expect(
      errorOf(
        await anonymous(PUBLIC, { t: oldToken }).then((r) => ({ body: r.json<GraphQLReply>() })),
      ).message,
    ).toBe(messages.invalidToken);

    // The site contact fills it in, signed out, with a photo of the UPS.
    const publicView = (await anonymous(PUBLIC, { t: token })).json<
      GraphQLReply<{ publicSurvey: { id: string; link: null; equipment: { id: string }[] } }>
    >();
    expect(publicView.data?.publicSurvey).toMatchObject({ id: survey.id, link: null });
    const upsId = survey.equipment[0]!.id;
    const updated = (
      await anonymous(
        `mutation($t: String!, $s: PublicSurveyInput!) { updatePublicSurvey(token: $t, survey: $s) {
          progress submittedAt equipment { id name quantity } } }`,
        {
          t: token,
          s: {
            progress: 100,
            feedback: 'All listed',
            submit: true,
            equipment: [
              { id: upsId, name: 'UPS', quantity: 3 },
              { name: 'PDU', quantity: 4 },
            ],
          },
        },
      )
    ).json<
      GraphQLReply<{
        updatePublicSurvey: {
          progress: number;
          submittedAt: string | null;
          equipment: { id: string }[];
        };
      }>
    >();
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updatePublicSurvey.equipment[0]?.id).toBe(upsId);
    expect(updated.data?.updatePublicSurvey.submittedAt).not.toBeNull();
    const upload = await server.app.inject({
      method: 'POST',
      url: `/files/surveys/${token}/attachments?equipmentID=${upsId}&description=Rack`,
      headers: { 'content-type': 'image/jpeg', 'x-file-name': 'rack.jpg' },
      payload: Buffer.from('a rack photo'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const attachment = upload.json<{ id: string; downloadPath: string; description: string }>();
    expect(attachment.description).toBe('Rack');
    const download = await server.app.inject({ method: 'GET', url: attachment.downloadPath });
    expect(download.body).toBe('a rack photo');
    const partnerDownload = await server.app.inject({
      method: 'GET',
      url: `/files/partners/surveys/attachments/${attachment.id}`,
      headers: { cookie: northTech.cookie! },
    });
    expect(partnerDownload.body).toBe('a rack photo');
    const southDownload = await server.app.inject({
      method: 'GET',
      url: `/files/partners/surveys/attachments/${attachment.id}`,
      headers: { cookie: southAdmin.cookie! },
    });
    expect(southDownload.statusCode).toBe(404);

    // The order, made once from the proposal.
    const ORDER = `id status settableStatuses statusDates { status } surveyID`;
    const order = dataOf(
      await gql<{ createOrder: { id: string; status: string | null; surveyID: string } }>(
        northBilling,
        `mutation($v: String!, $p: ID!) { createOrder(visibleID: $v, partnerID: $p) { ${ORDER} } }`,
        { v: created.visibleID, p: String(ids.north) },
      ),
    ).createOrder;
    expect(order).toMatchObject({ status: null, surveyID: survey.id });
    const again = dataOf(
      await gql<{ createOrder: { id: string } }>(
        northAdmin,
        `mutation($v: String!, $p: ID!) { createOrder(visibleID: $v, partnerID: $p) { id } }`,
        { v: created.visibleID, p: String(ids.north) },
      ),
    ).createOrder;
    expect(again.id).toBe(order.id);
    expect(
      errorOf(
        await gql(northAdmin, `mutation($id: ID!) { deleteQuote(id: $id) }`, { id: created.id }),
      ).message,
    ).toBe(messages.quoteHasOrder);

    // Every status, by the roles that set it: a technician may not bill, billing not install.
    const setStatus = (session: Session, status: string, at?: string) =>
      gql<{ setOrderStatus: { status: string; settableStatuses: string[] } }>(
        session,
        `mutation($id: ID!, $s: String!, $at: String) { setOrderStatus(id: $id, status: $s, at: $at) {
          status settableStatuses } }`,
        { id: order.id, s: status, at },
      );
    expect(errorOf(await setStatus(northTech, 'Ordered')).message).toBe(
      messages.insufficientPrivileges,
    );
    expect(errorOf(await setStatus(northBilling, 'Received')).message).toBe(
      messages.orderStatusOutOfOrder('Ordered'),
    );
    expect(errorOf(await setStatus(northBilling, 'Ordered', '2999-01-01T00:00:00Z')).message).toBe(
      messages.orderStatusInFuture,
    );
    dataOf(await setStatus(northBilling, 'Ordered', '2026-01-10T09:00:00Z'));
    expect(errorOf(await setStatus(northBilling, 'Received', '2026-01-09T09:00:00Z')).message).toBe(
      messages.orderStatusBeforePrevious('Ordered'),
    );
    dataOf(await setStatus(northBilling, 'Received', '2026-01-11T09:00:00Z'));
    expect(errorOf(await setStatus(northBilling, 'Configured')).message).toBe(
      messages.insufficientPrivileges,
    );
    const configured = dataOf(
      await setStatus(northTech, 'Configured', '2026-01-12T09:00:00Z'),
    ).setOrderStatus;
    expect(configured.settableStatuses).toEqual([]);
    dataOf(await setStatus(northBilling, 'Shipped', '2026-01-13T09:00:00Z'));
    dataOf(await setStatus(northTech, 'Installed', '2026-01-14T09:00:00Z'));
    expect(errorOf(await setStatus(northTech, 'Billed')).message).toBe(
      messages.insufficientPrivileges,
    );
    dataOf(await setStatus(northTech, 'Complete', '2026-01-15T09:00:00Z'));
    const billed = dataOf(await setStatus(northBilling, 'Billed')).setOrderStatus;
    expect(billed).toEqual({ status: 'Billed', settableStatuses: [] });
    const orderCount = dataOf(
      await gql<{ orderCount: number }>(
        northTech,
        `query($p: ID) { orderCount(partnerID: $p, status: "Billed") }`,
        {
          p: String(ids.north),
        },
      ),
    ).orderCount;
    expect(orderCount).toBe(1);

    // The licence follows the customer's equipment: the custom count covers two devices.
    const LICENSES = `query($p: ID) { licenses(partnerID: $p) { customerName planType deviceLimit
      devicesInUse overLimit startsOn renewsOn } }`;
    const before = dataOf(
      await gql<{ licenses: unknown[] }>(northAdmin, LICENSES, { p: String(ids.north) }),
    );
    expect(before.licenses).toEqual([
      {
        customerName: 'Acme',
        planType: 'CUSTOM',
        deviceLimit: 2,
        devicesInUse: 0,
        overLimit: false,
        startsOn: '2026-01-15',
        renewsOn: expect.stringMatching(/^\d{4}-01-15$/),
      },
    ]);
    const library = await insertTestLibrary(handle.db, ids.acme);
    for (const name of ['Acme DC1', 'Acme DC2', 'Acme DC3']) {
      await onboardedTestSite(server.app, root, ids.acme, library, name);
    }
    const after = dataOf(
      await gql<{ licenses: { devicesInUse: number; overLimit: boolean }[] }>(root, LICENSES, {}),
    );
    expect(after.licenses[0]).toMatchObject({ devicesInUse: 3, overLimit: true });
    expect(errorOf(await gql(northTech, LICENSES, { p: String(ids.north) })).message).toBe(
      messages.insufficientPrivileges,
    );
  });

  it('keeps partner A’s records from partner B, and a deactivated link from everyone', async () => {
    const quote = dataOf(await saveQuote(northAdmin, ids.north, quoteInput(ids.acme))).saveQuote;
    // South cannot quote North's customer, nor read or change North's quote.
    expect(errorOf(await saveQuote(southAdmin, ids.south, quoteInput(ids.acme))).message).toBe(
      messages.noAccess,
    );
    expect(errorOf(await saveQuote(southAdmin, ids.north, quoteInput(ids.acme))).message).toBe(
      messages.noAccess,
    );
    expect(
      errorOf(await gql(southAdmin, `query($id: ID) { quote(id: $id) { id } }`, { id: quote.id }))
        .message,
    ).toBe(messages.noAccess);
    expect(
      errorOf(
        await gql(southAdmin, `mutation($id: ID!) { deleteQuote(id: $id) }`, { id: quote.id }),
      ).message,
    ).toBe(messages.noAccess);
    expect(
      errorOf(
        await gql(
          southAdmin,
          `mutation($v: String!, $p: ID!) { createOrder(visibleID: $v, partnerID: $p) { id } }`,
          {
            v: quote.visibleID,
            p: String(ids.south),
          },
        ),
      ).message,
    ).toBe(messages.failedToLoad);
    const southQuotes = dataOf(
      await gql<{ quotes: unknown[] }>(southAdmin, `query { quotes(includeHidden: true) { id } }`),
    ).quotes;
    expect(southQuotes).toEqual([]);
    expect(
      errorOf(
        await gql(southAdmin, `query($p: ID!) { partnerUsers(partnerID: $p) { id } }`, {
          p: String(ids.north),
        }),
      ).message,
    ).toBe(messages.noAccess);
    expect(
      errorOf(
        await gql(southAdmin, `query($p: ID) { licenses(partnerID: $p) { id } }`, {
          p: String(ids.north),
        }),
      ).message,
    ).toBe(messages.noAccess);

    // A survey's link opens its own survey only, and nothing once it is turned off.
    const SAVE = `mutation($p: ID!, $s: SiteSurveyInput!) { saveSiteSurvey(partnerID: $p, survey: $s) {
      id link { url } equipment { id } } }`;
    type Saved = {
      saveSiteSurvey: { id: string; link: { url: string }; equipment: { id: string }[] };
    };
    const north = dataOf(
      await gql<Saved>(northAdmin, SAVE, {
        p: String(ids.north),
        s: { customerID: String(ids.acme), equipment: [{ name: 'CRAC', quantity: 1 }] },
      }),
    ).saveSiteSurvey;
    const south = dataOf(
      await gql<Saved>(southAdmin, SAVE, {
        p: String(ids.south),
        s: { customerID: String(ids.initech), equipment: [{ name: 'PDU', quantity: 1 }] },
      }),
    ).saveSiteSurvey;
    const southToken = south.link.url.split('/').pop()!;
    const comment = await anonymous(
      `mutation($t: String!, $e: ID) { addPublicSurveyComment(token: $t, equipmentID: $e, author: "Sam",
        comment: "Hi") { id } }`,
      { t: southToken, e: north.equipment[0]!.id },
    );
    expect(comment.json<GraphQLReply>().errors?.[0]?.message).toBe(messages.noAccess);
    const foreignUpload = await server.app.inject({
      method: 'POST',
      url: `/files/partners/surveys/${north.id}/attachments`,
      headers: { cookie: southAdmin.cookie!, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(foreignUpload.statusCode).toBe(403);
    dataOf(
      await gql(
        southAdmin,
        `mutation($id: ID!) { setSurveyLinkActive(id: $id, isActive: false) { id } }`,
        {
          id: south.id,
        },
      ),
    );
    const closed = await anonymous(`query($t: String!) { publicSurvey(token: $t) { id } }`, {
      t: southToken,
    });
    expect(closed.json<GraphQLReply>().errors?.[0]?.message).toBe(messages.invalidToken);
    const closedUpload = await server.app.inject({
      method: 'POST',
      url: `/files/surveys/${southToken}/attachments`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(closedUpload.statusCode).toBe(401);
  });

  it('lets partner admins manage their users, keeping one admin and their own rights', async () => {
    const invited = dataOf(
      await gql<{ invitePartnerUser: { id: string; verified: boolean; partnerRoles: string[] } }>(
        northAdmin,
        `mutation($p: ID!) { invitePartnerUser(partnerID: $p, email: "new@north.test",
          partnerRoles: ["billing"], productName: "Vigil") { id verified partnerRoles } }`,
        { p: String(ids.north) },
      ),
    ).invitePartnerUser;
    expect(invited).toMatchObject({ verified: false, partnerRoles: ['billing'] });
    await smtp.waitFor((m) => m.to.includes('new@north.test'));
    expect(
      errorOf(
        await gql(
          northTech,
          `mutation($p: ID!) { invitePartnerUser(partnerID: $p, email: "x@north.test") { id } }`,
          {
            p: String(ids.north),
          },
        ),
      ).message,
    ).toBe(messages.insufficientPrivileges);
    const me = dataOf(await gql<{ me: { id: string } }>(northAdmin, `query { me { id } }`)).me;
    const EDIT = `mutation($p: ID!, $u: ID!, $a: Boolean!, $r: [String!]!) {
      editPartnerUser(partnerID: $p, userID: $u, partnerAdmin: $a, partnerRoles: $r) { id } }`;
    expect(
      errorOf(await gql(northAdmin, EDIT, { p: String(ids.north), u: me.id, a: false, r: [] }))
        .message,
    ).toBe(messages.partnerOwnAdmin);
    expect(
      errorOf(
        await gql(northAdmin, EDIT, { p: String(ids.north), u: invited.id, a: false, r: ['boss'] }),
      ).message,
    ).toBe(messages.unknownPartnerRole('boss'));
    expect(
      errorOf(
        await gql(
          northAdmin,
          `mutation($p: ID!, $u: ID!) { removePartnerUser(partnerID: $p, userID: $u) }`,
          {
            p: String(ids.north),
            u: me.id,
          },
        ),
      ).message,
    ).toBe(messages.removeSelfFromPartner);
    dataOf(
      await gql(
        northAdmin,
        `mutation($p: ID!, $u: ID!) { removePartnerUser(partnerID: $p, userID: $u) }`,
        {
          p: String(ids.north),
          u: invited.id,
        },
      ),
    );
    const left = dataOf(
      await gql<{ partnerUsers: { email: string }[] }>(
        northTech,
        `query($p: ID!) { partnerUsers(partnerID: $p) { email } }`,
        {
          p: String(ids.north),
        },
      ),
    ).partnerUsers.map((u) => u.email);
    expect(left).not.toContain('new@north.test');
  });

  it('limits uploads through survey links per address, unknown links counted too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_SURVEY_UPLOADS_PER_MINUTE; i += 1) {
      const reply = await server.app.inject({
        method: 'POST',
        url: `/files/surveys/guessed-link-${i}/attachments`,
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      });
      statuses.push(reply.statusCode);
    }
    // The earlier tests sent a few through links of their own within the same minute.
    const refused = PUBLIC_SURVEY_UPLOADS_PER_MINUTE - 5;
    expect(statuses.slice(0, refused)).toEqual(Array<number>(refused).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });
});
