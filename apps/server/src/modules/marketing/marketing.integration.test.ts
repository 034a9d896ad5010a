import { messages } from '@vigil/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { bugReports } from '../../db/schema.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import { createUser } from '../admin/admin.service.js';
import { BUG_REPORTS_PER_WINDOW } from './marketing.service.js';

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
