import { ALTCHA_PAYLOAD_MAX, UPLOAD_LIMIT_BYTES, messages } from '@vigil/domain';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { altchaSpent, bugReports, marketingDocuments, marketingRequests } from '../../db/schema.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { signedIn } from '../../testing/tenantFixture.js';
import {
  TEST_SESSION_SECRET,
  browserSession,
  testApp,
  type GraphQLReply,
} from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createAdminRepository } from '../admin/admin.repository.js';
import { createUser } from '../admin/admin.service.js';
import {
  ALTCHA_ALGORITHM,
  ALTCHA_COST,
  ALTCHA_EXPIRES_MS,
  createAltchaChallenge,
} from './altcha.js';
import {
  BUG_REPORTS_PER_WINDOW,
  MARKETING_REQUESTS_PAGE_MAX,
  MARKETING_REQUEST_LIMITS,
} from './marketing.service.js';

const PASSWORD = 'Bug-Report-2026!';
const SUPPORT = 'support@vigil.test';
const SUBMIT = `mutation($e: String!, $s: String!, $d: String) {
  submitBugReport(email: $e, subject: $s, description: $d) }`;

type App = Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof signedIn>>;

describe.each(await availableDatabases())('bug reports on %s', (kind) => {
  let handle: DatabaseHandle;
  let smtp: SmtpTestServer;
  /** Mails reports to SUPPORT through the test SMTP server. */
  let mailing: App;
  /** Has SMTP but no BUG_REPORT_EMAIL: reports are only kept. */
  let keeping: App;
  let userSeq = 0;

  /** A new user of Acme, signed in on the given server. */
  async function newReporter(app: App, first = 'Rosa'): Promise<{ session: Session; id: number }> {
    userSeq += 1;
    const email = `reporter${userSeq}@acme.test`;
    const { id } = await createUser(handle.db, {
      email,
      password: PASSWORD,
      firstName: first,
      lastName: 'Reporter',
      customerName: 'Acme Bugs Co',
    });
    return { session: await signedIn(app.app, email, PASSWORD), id };
  }

  const reportsOf = (userId: number) =>
    handle.db
      .select()
      .from(bugReports)
      .where(eq(bugReports.userId, userId))
      .orderBy(asc(bugReports.id));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    handle = await openTestDatabase(kind);
    const mail = { smtpUrl: smtp.url, from: 'Vigil <alerts@vigil.test>' };
    mailing = await testApp(handle.db, { mail, bugReportEmail: SUPPORT });
    keeping = await testApp(handle.db, { mail });
  });
  afterAll(async () => {
    await mailing?.app.close();
    await keeping?.app.close();
    await smtp?.close();
    await handle?.close();
  });

  it('mails a report to the configured address, with who sent it, and answers true', async () => {
    const { session, id } = await newReporter(mailing);
    const { body } = await session.gql<{ submitBugReport: boolean }>(SUBMIT, {
      e: 'rosa.work@acme.test',
      s: '  Trend widget is blank\r\nBcc: everyone@example.com ',
      d: 'The trend of UPS load shows no line since 9:00.\nReloading does not help.',
    });
    expect(body).toEqual({ data: { submitBugReport: true } });

    const [row] = await reportsOf(id);
    expect(row).toMatchObject({
      email: 'rosa.work@acme.test',
      // One line: it becomes the mail's Subject header.
      subject: 'Trend widget is blank Bcc: everyone@example.com',
      description: 'The trend of UPS load shows no line since 9:00.\nReloading does not help.',
    });
    expect(row!.sentAt).toBeInstanceOf(Date);

    const mail = await smtp.waitFor((m) => m.subject.startsWith(`[Bug report #${row!.id}]`));
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.subject).toBe(
      `[Bug report #${row!.id}] Trend widget is blank Bcc: everyone@example.com`,
    );
    expect(mail.text).toContain('Answer to: rosa.work@acme.test');
    expect(mail.text).toContain(
      `Account: Rosa Reporter <reporter${userSeq}@acme.test> (user ${id})`,
    );
    expect(mail.text).toContain('Company: Acme Bugs Co');
    expect(mail.text).toContain('Reloading does not help.');
  });

  it('keeps the report and answers false when no address is configured', async () => {
    const { session, id } = await newReporter(keeping);
    const before = smtp.received.length;
    const { body } = await session.gql(SUBMIT, { e: 'rosa@acme.test', s: 'Map pin missing' });
    expect(body).toEqual({ data: { submitBugReport: false } });
    const rows = await reportsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Map pin missing', description: null, sentAt: null });
    // Nothing was handed to the mail server at all.
    expect(smtp.received.length).toBe(before);
  });

  it('keeps the report and answers false when the mail server refuses it', async () => {
    const { session, id } = await newReporter(mailing);
    smtp.rejectNext(1, 550, 'rcpt');
    const { body } = await session.gql(SUBMIT, { e: 'rosa@acme.test', s: 'Refused report' });
    expect(body).toEqual({ data: { submitBugReport: false } });
    const rows = await reportsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).toBeNull();
  });

  it('refuses a visitor who is not signed in, and keeps nothing', async () => {
    const before = (await handle.db.select().from(bugReports)).length;
    const { body } = await browserSession(mailing.app).gql(SUBMIT, {
      e: 'someone@example.com',
      s: 'Anonymous report',
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: messages.mustBeLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await handle.db.select().from(bugReports)).length).toBe(before);
  });

  it.each([
    ['a blank subject', { e: 'rosa@acme.test', s: '   ' }, 'subject', messages.required],
    ['an invalid address', { e: 'rosa@', s: 'Subject' }, 'email', messages.invalidEmail],
    ['a blank address', { e: '', s: 'Subject' }, 'email', messages.required],
  ])('refuses %s with the form’s message, keeping nothing', async (_name, vars, field, message) => {
    const { session, id } = await newReporter(keeping);
    const { body } = await session.gql(SUBMIT, vars);
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
    expect(await reportsOf(id)).toEqual([]);
  });

  it(`takes at most ${BUG_REPORTS_PER_WINDOW} reports a user an hour, even sent at once`, async () => {
    const { session, id } = await newReporter(keeping);
    const answers = await Promise.all(
      Array.from({ length: BUG_REPORTS_PER_WINDOW + 2 }, (_, i) =>
        session.gql(SUBMIT, { e: 'rosa@acme.test', s: `Report ${i + 1}` }),
      ),
    );
    const kept = answers.filter(({ body }) => body.data?.submitBugReport === false);
    const refused = answers.filter(({ body }) => body.errors !== undefined);
    expect(kept).toHaveLength(BUG_REPORTS_PER_WINDOW);
    expect(refused).toHaveLength(2);
    for (const { body } of refused) {
      expect(body.errors?.[0]).toMatchObject({
        message: messages.bugReportRateLimited(BUG_REPORTS_PER_WINDOW),
        extensions: { code: 'RATE_LIMITED' },
      });
    }
    expect(await reportsOf(id)).toHaveLength(BUG_REPORTS_PER_WINDOW);

    // Another user is not held back; reports older than the hour no longer count.
    const other = await newReporter(keeping);
    expect((await other.session.gql(SUBMIT, { e: 'x@acme.test', s: 'Mine' })).body.errors).toBe(
      undefined,
    );
    await handle.db
      .update(bugReports)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(bugReports.userId, id));
    const again = await session.gql(SUBMIT, { e: 'rosa@acme.test', s: 'After the hour' });
    expect(again.body).toEqual({ data: { submitBugReport: false } });
  });
});

// ---------------------------------------------------------------------------------------------
// Requests from the public site (requestDemo) and the super users' list of them.

const DEMO = `mutation($n: String!, $e: String!, $c: String, $p: String, $ty: String,
  $pn: String, $t: String!, $pl: String, $no: String, $h: String) {
  requestDemo(name: $n, email: $e, company: $c, phone: $p, type: $ty, productName: $pn,
    allowedToken: $t, planType: $pl, notes: $no, title: $h) }`;
const REQUESTS = `query($t: String, $l: Int, $o: Int) {
  marketingRequests(type: $t, limit: $l, offset: $o) {
    id type name email company phone planType notes productName createdAt mailedAt } }`;
const SALES = 'sales@vigil.test';

/** The widget's payload for a challenge of ours, solved here as a browser would. */
async function solvedToken(challenge?: Challenge): Promise<string> {
  // A counter of 1: found at once, where the served ones take a browser about a second.
  const issued = challenge ?? (await createAltchaChallenge(TEST_SESSION_SECRET, { counter: 1 }));
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64');
}

describe.each(await availableDatabases())('public requests on %s', (kind) => {
  let handle: DatabaseHandle;
  let smtp: SmtpTestServer;
  /** Mails requests to SALES through the test SMTP server. */
  let mailing: App;
  /** Has SMTP but no SALES_EMAIL: requests are only kept. */
  let keeping: App;
  let seq = 0;
  /** A fresh sender address and IP for each request set, so the limits of one test stay in it. */
  const next = () => {
    seq += 1;
    return {
      email: `Visitor${seq}@Prospect.test`,
      ip: `10.20.${Math.floor(seq / 250)}.${seq % 250}`,
    };
  };

  async function demo(app: App, vars: Record<string, unknown>, ip: string) {
    const response = await app.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: { query: DEMO, variables: vars },
    });
    return response.json<GraphQLReply<{ requestDemo: boolean }>>();
  }
  const rowsOf = (email: string) =>
    handle.db
      .select()
      .from(marketingRequests)
      .where(eq(marketingRequests.email, email.toLowerCase()))
      .orderBy(asc(marketingRequests.id));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    handle = await openTestDatabase(kind);
    const mail = { smtpUrl: smtp.url, from: 'Vigil <alerts@vigil.test>' };
    mailing = await testApp(handle.db, { mail, salesEmail: SALES });
    keeping = await testApp(handle.db, { mail });
  });
  afterAll(async () => {
    await mailing?.app.close();
    await keeping?.app.close();
    await smtp?.close();
    await handle?.close();
  });

  it('serves a signed challenge; its solution is taken once and refused when replayed', async () => {
    const served = await mailing.app.inject({ method: 'GET', url: '/auth/altcha/challenge' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-store');
    const challenge = served.json<Challenge>();
    expect(challenge.parameters).toMatchObject({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      keyLength: 32,
    });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(ALTCHA_EXPIRES_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(ALTCHA_EXPIRES_MS);
    // Two challenges are never alike.
    const other = (
      await mailing.app.inject({ method: 'GET', url: '/auth/altcha/challenge' })
    ).json<Challenge>();
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);

    const token = await solvedToken(challenge);
    const first = next();
    const answer = await demo(keeping, { n: 'Ada Visitor', e: first.email, t: token }, first.ip);
    expect(answer).toEqual({ data: { requestDemo: true } });
    expect(await rowsOf(first.email)).toHaveLength(1);

    const again = next();
    const replay = await demo(keeping, { n: 'Ada Again', e: again.email, t: token }, again.ip);
    expect(replay.errors?.[0]).toMatchObject({
      message: messages.mustBeHuman,
      extensions: { code: 'BAD_USER_INPUT', field: 'allowedToken' },
    });
    expect(await rowsOf(again.email)).toEqual([]);
    const [spent] = await handle.db
      .select()
      .from(altchaSpent)
      .where(eq(altchaSpent.signature, challenge.signature!));
    expect(spent?.expiresAt.getTime()).toBe(challenge.parameters.expiresAt! * 1000);
  });

  it.each([
    ['missing', async () => ''],
    ['not a payload', async () => 'not-base64-json'],
    [
      'an expired challenge',
      async () =>
        solvedToken(
          await createAltchaChallenge(TEST_SESSION_SECRET, {
            counter: 1,
            expiresAt: new Date(Date.now() - 1000),
          }),
        ),
    ],
    [
      'a challenge signed by another server',
      async () =>
        solvedToken(
          await createAltchaChallenge('another-secret-that-is-long-enough-0123456789', {
            counter: 1,
          }),
        ),
    ],
    [
      'a wrong solution',
      async () => {
        const payload = JSON.parse(Buffer.from(await solvedToken(), 'base64').toString('utf8'));
        payload.solution.derivedKey = '00'.repeat(32);
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      },
    ],
    [
      'a challenge made easier after signing',
      async () => {
        const payload = JSON.parse(Buffer.from(await solvedToken(), 'base64').toString('utf8'));
        payload.challenge.parameters.cost = 1;
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      },
    ],
  ])('refuses a captcha that is %s with ‘Must be human’, keeping nothing', async (_n, token) => {
    const sender = next();
    const body = await demo(mailing, { n: 'Bot', e: sender.email, t: await token() }, sender.ip);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: messages.mustBeHuman,
      extensions: { code: 'BAD_USER_INPUT', field: 'allowedToken' },
    });
    expect(await rowsOf(sender.email)).toEqual([]);
  });

  it('answers a filled honeypot true, and keeps and sends nothing', async () => {
    const sender = next();
    const before = smtp.received.length;
    const token = await solvedToken();
    const body = await demo(
      mailing,
      { n: 'Robot', e: sender.email, t: token, h: 'Chief Robot' },
      sender.ip,
    );
    expect(body).toEqual({ data: { requestDemo: true } });
    expect(await rowsOf(sender.email)).toEqual([]);
    expect(smtp.received.length).toBe(before);
    // The solution was not spent: the person's own request still goes through.
    const person = await demo(mailing, { n: 'Person', e: sender.email, t: token }, sender.ip);
    expect(person).toEqual({ data: { requestDemo: true } });
  });

  it.each([
    ['a blank name', { n: '  ' }, 'name', messages.demoNameRequired],
    ['a blank address', { e: '' }, 'email', messages.demoEmailRequired],
    ['an invalid address', { e: 'visitor@' }, 'email', messages.invalidEmail],
    ['an invalid phone number', { p: 'call me' }, 'phone', messages.invalidPhone],
  ])('refuses %s with the form’s message, keeping nothing', async (_n, vars, field, message) => {
    const sender = next();
    const body = await demo(
      mailing,
      { n: 'Grace', e: sender.email, t: await solvedToken(), ...vars },
      sender.ip,
    );
    expect(body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
    expect(await rowsOf(sender.email)).toEqual([]);
  });

  it('refuses an over-long captcha payload before looking at it', async () => {
    const sender = next();
    const body = await demo(
      mailing,
      { n: 'Grace', e: sender.email, t: 'A'.repeat(ALTCHA_PAYLOAD_MAX + 1) },
      sender.ip,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'allowedToken',
    });
  });

  it('keeps a request and mails it to the sales address', async () => {
    const sender = next();
    const body = await demo(
      mailing,
      {
        n: ' Grace Hopper ',
        e: sender.email,
        c: 'Prospect Data Centers',
        p: '+1 555 555 0100',
        ty: 'Pricing',
        pn: 'PowerWatch',
        t: await solvedToken(),
        pl: '100 DEVICE',
        no: 'Two sites, 80 UPSs.\nCall after 3 pm.',
      },
      sender.ip,
    );
    expect(body).toEqual({ data: { requestDemo: true } });
    const [row] = await rowsOf(sender.email);
    expect(row).toMatchObject({
      type: 'Pricing',
      name: 'Grace Hopper',
      email: sender.email.toLowerCase(),
      company: 'Prospect Data Centers',
      phone: '+1 555 555 0100',
      planType: '100 DEVICE',
      notes: 'Two sites, 80 UPSs.\nCall after 3 pm.',
      productName: 'PowerWatch',
      ip: sender.ip,
    });
    expect(row!.mailedAt).toBeInstanceOf(Date);
    const mail = await smtp.waitFor((m) => m.subject.startsWith(`[Pricing request #${row!.id}]`));
    expect(mail.to).toEqual([SALES]);
    expect(mail.subject).toBe(`[Pricing request #${row!.id}] Grace Hopper (Prospect Data Centers)`);
    expect(mail.text).toContain(`E-mail: ${sender.email.toLowerCase()}`);
    expect(mail.text).toContain('Plan: 100 DEVICE');
    expect(mail.text).toContain('Product: PowerWatch');
    expect(mail.text).toContain('Call after 3 pm.');
  });

  it('keeps the request with no mailedAt when the mail server refuses it, and answers true', async () => {
    const sender = next();
    smtp.rejectNext(1, 550, 'rcpt');
    const body = await demo(
      mailing,
      { n: 'Refused', e: sender.email, t: await solvedToken() },
      sender.ip,
    );
    expect(body).toEqual({ data: { requestDemo: true } });
    const rows = await rowsOf(sender.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'demo',
      planType: 'UNKNOWN',
      productName: 'Vigil',
      mailedAt: null,
    });
  });

  it('keeps the request without mailing it when no sales address is configured', async () => {
    const sender = next();
    const before = smtp.received.length;
    const body = await demo(
      keeping,
      { n: 'Kept', e: sender.email, t: await solvedToken() },
      sender.ip,
    );
    expect(body).toEqual({ data: { requestDemo: true } });
    expect((await rowsOf(sender.email))[0]?.mailedAt).toBeNull();
    expect(smtp.received.length).toBe(before);
  });

  it(`takes ${MARKETING_REQUEST_LIMITS.perEmail} requests an hour from one address, even sent at once`, async () => {
    const sender = next();
    const tokens = await Promise.all(
      Array.from({ length: MARKETING_REQUEST_LIMITS.perEmail + 2 }, () => solvedToken()),
    );
    const answers = await Promise.all(
      tokens.map((t, i) =>
        demo(
          keeping,
          { n: `Eager ${i}`, e: sender.email, t },
          `${sender.ip.replace(/\.\d+$/, '')}.${200 + i}`,
        ),
      ),
    );
    expect(answers.filter((a) => a.data?.requestDemo === true)).toHaveLength(
      MARKETING_REQUEST_LIMITS.perEmail,
    );
    const refused = answers.filter((a) => a.errors !== undefined);
    expect(refused).toHaveLength(2);
    for (const a of refused) {
      expect(a.errors?.[0]).toMatchObject({
        message: messages.demoRequestRateLimited,
        extensions: { code: 'RATE_LIMITED' },
      });
    }
    expect(await rowsOf(sender.email)).toHaveLength(MARKETING_REQUEST_LIMITS.perEmail);

    // Refused before the captcha: a request over the limit does not spend its solution.
    const token = await solvedToken();
    const over = await demo(keeping, { n: 'Once more', e: sender.email, t: token }, sender.ip);
    expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const later = next();
    expect(await demo(keeping, { n: 'Other', e: later.email, t: token }, later.ip)).toEqual({
      data: { requestDemo: true },
    });
    // Requests older than the hour no longer count.
    await handle.db
      .update(marketingRequests)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(marketingRequests.email, sender.email.toLowerCase()));
    const again = await demo(
      keeping,
      { n: 'Back', e: sender.email, t: await solvedToken() },
      later.ip,
    );
    expect(again).toEqual({ data: { requestDemo: true } });
  });

  it(`takes ${MARKETING_REQUEST_LIMITS.perIp} requests an hour from one IP`, async () => {
    const { ip } = next();
    await handle.db.insert(marketingRequests).values(
      Array.from({ length: MARKETING_REQUEST_LIMITS.perIp }, (_, i) => ({
        type: 'demo',
        name: `Script ${i}`,
        email: `script${i}.${ip}@spam.test`,
        planType: 'UNKNOWN',
        productName: 'Vigil',
        ip,
      })),
    );
    const sender = next();
    const body = await demo(keeping, { n: 'Script', e: sender.email, t: await solvedToken() }, ip);
    expect(body.errors?.[0]).toMatchObject({
      message: messages.demoRequestRateLimited,
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(await rowsOf(sender.email)).toEqual([]);
    // From another IP the same address gets through.
    const elsewhere = await demo(
      keeping,
      { n: 'Person', e: sender.email, t: await solvedToken() },
      sender.ip,
    );
    expect(elsewhere).toEqual({ data: { requestDemo: true } });
  });

  it('lists the requests, newest first, to super users only', async () => {
    const sender = next();
    await demo(
      keeping,
      { n: 'Newest', e: sender.email, ty: 'Partnership Info', t: await solvedToken() },
      sender.ip,
    );
    await createUser(handle.db, {
      email: `root${kind}@vigil.test`,
      password: PASSWORD,
      isSuper: true,
    });
    const root = await signedIn(keeping.app, `root${kind}@vigil.test`, PASSWORD);

    const { body } = await root.gql<{
      marketingRequests: {
        name: string;
        createdAt: string;
        type: string;
        mailedAt: string | null;
      }[];
    }>(REQUESTS, { l: 500 });
    const list = body.data!.marketingRequests;
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(MARKETING_REQUESTS_PAGE_MAX);
    expect(list[0]).toMatchObject({ name: 'Newest', type: 'Partnership Info', mailedAt: null });
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const partnership = await root.gql<{ marketingRequests: { type: string }[] }>(REQUESTS, {
      t: 'Partnership Info',
    });
    expect(partnership.body.data!.marketingRequests.map((r) => r.type)).toEqual([
      'Partnership Info',
    ]);
    const counted = await root.gql<{ all: number; pricing: number }>(
      `{ all: marketingRequestCount pricing: marketingRequestCount(type: "Pricing") }`,
    );
    const [{ n: all }] = (await handle.db.select({ n: count() }).from(marketingRequests)) as [
      { n: number },
    ];
    expect(counted.body.data).toEqual({ all, pricing: 1 });
    const paged = await root.gql<{ marketingRequests: { name: string }[] }>(REQUESTS, {
      l: 1,
      o: 0,
    });
    expect(paged.body.data!.marketingRequests).toEqual([
      expect.objectContaining({ name: 'Newest' }),
    ]);

    await createUser(handle.db, {
      email: `partner${kind}@vigil.test`,
      password: PASSWORD,
      customerName: 'Requests Customer',
      partnerName: 'Requests Partner',
      partnerAdmin: true,
    });
    const partner = await signedIn(keeping.app, `partner${kind}@vigil.test`, PASSWORD);
    for (const session of [partner, browserSession(keeping.app)]) {
      for (const query of [REQUESTS, '{ marketingRequestCount }']) {
        const { body: refused } = await session.gql(query);
        expect(refused.data).toBeNull();
        expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refused.errors?.[0]?.extensions?.code);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Partners' marketing documents: upload (super users), list, download and delete.

const DOCUMENTS = `query($c: String) { marketingDocuments(category: $c) {
  id name category description fileName contentType size thumbnailPath downloadPath partnerID
  createdAt } }`;
const DELETE_DOCUMENT = `mutation($i: ID!) { deleteMarketingDocument(id: $i) }`;
const PDF = Buffer.from('%PDF-1.4 a sales sheet for partners');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('thumbnail'),
]);

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----vigil-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, payload: Buffer.concat(chunks) };
}

interface Doc {
  id: string;
  name: string;
  category: string;
  description: string | null;
  fileName: string;
  contentType: string;
  size: number;
  thumbnailPath: string | null;
  downloadPath: string;
  partnerID: string | null;
}

describe.each(await availableDatabases())('marketing documents on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: App;
  let root: Session;
  let partnerA: Session;
  let partnerB: Session;
  let customer: Session;
  let partnerAId: number;

  const person = async (email: string, extra: Partial<Parameters<typeof createUser>[1]>) => {
    await createUser(handle.db, { email, password: PASSWORD, ...extra });
    return signedIn(server.app, email, PASSWORD);
  };

  async function upload(session: Session | null, parts: Part[]) {
    const { boundary, payload } = multipart(parts);
    return server.app.inject({
      method: 'POST',
      url: '/files/marketing-documents',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(session?.cookie ? { cookie: session.cookie } : {}),
      },
      payload,
    });
  }
  const download = (session: Session | null, path: string) =>
    server.app.inject({
      method: 'GET',
      url: path,
      headers: session?.cookie ? { cookie: session.cookie } : {},
    });
  const documentsOf = async (session: Session, category?: string) =>
    (await session.gql<{ marketingDocuments: Doc[] }>(DOCUMENTS, { c: category })).body;
  const rowCount = async () =>
    (await handle.db.select({ n: count() }).from(marketingDocuments))[0]!.n;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    server = await testApp(handle.db);
    root = await person('root@docs.test', { isSuper: true });
    partnerA = await person('ann@partner-a.test', {
      customerName: 'Docs Customer A',
      partnerName: 'Docs Partner A',
      partnerAdmin: true,
    });
    partnerB = await person('bob@partner-b.test', {
      customerName: 'Docs Customer B',
      partnerName: 'Docs Partner B',
      partnerAdmin: true,
    });
    customer = await person('cat@customer-a.test', { customerName: 'Docs Customer A' });
    partnerAId = (await createAdminRepository(handle.db).findAccount('PARTNER', 'Docs Partner A'))!
      .id;
  });
  afterAll(async () => {
    await server?.app.close();
    await handle?.close();
  });

  it('takes uploads from super users, and shows each partner the documents for it', async () => {
    const forAll = await upload(root, [
      { name: 'name', value: ' Product sheet ' },
      { name: 'category', value: 'Sales' },
      { name: 'description', value: 'One page on Vigil.' },
      { name: 'file', filename: 'Vigil – sheet.pdf', contentType: 'application/pdf', content: PDF },
      { name: 'thumbnail', filename: 'sheet.png', contentType: 'image/png', content: PNG },
    ]);
    expect(forAll.statusCode, forAll.body).toBe(201);
    const general = forAll.json<Doc>();
    expect(general).toMatchObject({
      name: 'Product sheet',
      category: 'Sales',
      description: 'One page on Vigil.',
      fileName: 'Vigil – sheet.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      partnerID: null,
      downloadPath: `/files/marketing-documents/${general.id}`,
      thumbnailPath: `/files/marketing-documents/${general.id}/thumbnail`,
    });
    const forA = await upload(root, [
      { name: 'name', value: 'Install guide' },
      { name: 'category', value: 'Guides' },
      { name: 'partnerID', value: String(partnerAId) },
      { name: 'file', filename: 'guide.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    expect(forA.statusCode, forA.body).toBe(201);
    const guide = forA.json<Doc>();
    expect(guide).toMatchObject({ partnerID: String(partnerAId), thumbnailPath: null });

    expect((await documentsOf(partnerA)).data?.marketingDocuments).toEqual([guide, general]);
    expect((await documentsOf(partnerA, 'Sales')).data?.marketingDocuments).toEqual([general]);
    expect((await documentsOf(partnerB)).data?.marketingDocuments).toEqual([general]);
    expect((await documentsOf(partnerB, 'Guides')).data?.marketingDocuments).toEqual([]);
    expect((await documentsOf(root)).data?.marketingDocuments.map((d) => d.id)).toEqual(
      expect.arrayContaining([guide.id, general.id]),
    );

    // Downloads: the file as an attachment, and its thumbnail, to its readers only.
    const got = await download(partnerA, guide.downloadPath);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="guide.pdf"; filename*=UTF-8''guide.pdf`,
    );
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload).toEqual(PDF);
    const named = await download(partnerB, general.downloadPath);
    expect(named.headers['content-disposition']).toContain(
      "filename*=UTF-8''Vigil%20%E2%80%93%20sheet.pdf",
    );
    const thumbnail = await download(partnerB, general.thumbnailPath!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(thumbnail.headers['content-disposition']).toMatch(/^attachment; /);
    expect(thumbnail.rawPayload).toEqual(PNG);
    for (const [who, path] of [
      [partnerB, guide.downloadPath],
      [customer, guide.downloadPath],
      [customer, general.downloadPath],
      [customer, general.thumbnailPath!],
      [null, general.downloadPath],
      [partnerA, `${guide.downloadPath}/thumbnail`],
      [partnerA, '/files/marketing-documents/999999'],
      [partnerA, '/files/marketing-documents/x1'],
    ] as const) {
      expect((await download(who, path)).statusCode, path).toBe(404);
    }
  });

  it('refuses the list to users of no partner and to visitors', async () => {
    const asCustomer = await documentsOf(customer);
    expect(asCustomer.data).toBeNull();
    expect(asCustomer.errors?.[0]).toMatchObject({
      message: messages.noAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await browserSession(server.app).gql(DOCUMENTS);
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: messages.mustBeLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  const file: Part = {
    name: 'file',
    filename: 'a.pdf',
    contentType: 'application/pdf',
    content: PDF,
  };
  const fields: Part[] = [
    { name: 'name', value: 'Refused' },
    { name: 'category', value: 'Sales' },
  ];
  const refusals: [string, () => Session | null, Part[], number, string][] = [
    ['a partner’s user', () => partnerA, [...fields, file], 403, messages.mustHaveFullAccess],
    ['a visitor', () => null, [...fields, file], 401, messages.mustBeLoggedIn],
    ['no name', () => root, [fields[1]!, file], 400, messages.marketingDocumentNameRequired],
    [
      'no category',
      () => root,
      [fields[0]!, file],
      400,
      messages.marketingDocumentCategoryRequired,
    ],
    ['no file', () => root, fields, 400, messages.marketingDocumentFileRequired],
    [
      'a thumbnail that is no image',
      () => root,
      [...fields, file, { ...file, name: 'thumbnail' }],
      400,
      messages.marketingDocumentThumbnailImage,
    ],
    [
      'an unknown partner',
      () => root,
      [...fields, { name: 'partnerID', value: '999999' }, file],
      400,
      messages.marketingDocumentPartnerUnknown,
    ],
    [
      'a partner id that is no id',
      () => root,
      [...fields, { name: 'partnerID', value: 'not-an-id' }, file],
      400,
      messages.marketingDocumentPartnerUnknown,
    ],
    [
      'a file of 10 MB',
      () => root,
      [...fields, { ...file, content: Buffer.alloc(UPLOAD_LIMIT_BYTES) }],
      413,
      messages.uploadTooBig('10.0'),
    ],
  ];
  it.each(refusals)(
    'refuses an upload by or with %s, keeping nothing',
    async (_n, who, parts, status, error) => {
      const before = await rowCount();
      const response = await upload(await who(), [...parts]);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error });
      expect(await rowCount()).toBe(before);
    },
  );

  it('lets super users delete a document with its files, and no one else', async () => {
    const made = await upload(root, [
      ...fields,
      { name: 'partnerID', value: String(partnerAId) },
      file,
      { name: 'thumbnail', filename: 't.png', contentType: 'image/png', content: PNG },
    ]);
    const document = made.json<Doc>();
    const [row] = await handle.db
      .select()
      .from(marketingDocuments)
      .where(eq(marketingDocuments.id, Number(document.id)));
    expect(await server.files.open(row!.fileKey)).toBeDefined();

    for (const session of [partnerA, customer, browserSession(server.app)]) {
      const { body } = await session.gql(DELETE_DOCUMENT, { i: document.id });
      expect(body.data).toBeNull();
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(body.errors?.[0]?.extensions?.code);
    }
    expect((await download(partnerA, document.downloadPath)).statusCode).toBe(200);

    expect((await root.gql(DELETE_DOCUMENT, { i: document.id })).body).toEqual({
      data: { deleteMarketingDocument: true },
    });
    expect((await download(partnerA, document.downloadPath)).statusCode).toBe(404);
    expect(await server.files.open(row!.fileKey)).toBeUndefined();
    expect(await server.files.open(row!.thumbnailKey!)).toBeUndefined();
    expect((await documentsOf(partnerA)).data?.marketingDocuments.map((d) => d.id)).not.toContain(
      document.id,
    );
    const again = await root.gql(DELETE_DOCUMENT, { i: document.id });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
