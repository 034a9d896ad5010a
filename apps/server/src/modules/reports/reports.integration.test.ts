import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDisplayNumber, messages, reportMessages, type TimeRange } from '@vigil/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { SmtpMailTransport } from '../../mail/SmtpMailTransport.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtpTestServer.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';
import {
  demoCustomerId,
  insertTestLibrary,
  onboardedTestSite,
  signedInAdmin,
  signedInAs,
} from '../../testing/telemetryFixtures.js';
import { createUser } from '../admin/admin.service.js';
import { createPartitionKeeper } from '../../ingest/partitions.repository.js';
import { createReportRunner } from './reportRunner.js';

const REPORT = `query($v: ID!, $c: ID, $r: TimeRange!, $s: Float!, $e: Float!, $o: Int!, $tz: String) {
  report(viewID: $v, customerID: $c, reportRange: $r, startDate: $s, endDate: $e,
    timezoneOffset: $o, timeZone: $tz, productName: "Vigil") {
    reportUrl report { id viewID viewName range startDate endDate timeZone createdBy size url } } }`;
const READINGS = `query($c: ID, $w: [WidgetReadingsInput!]!) { readings(customerID: $c, widgets: $w) {
  trend { sensorID stats { min mean max count } } } }`;
const REPORTS = `query($c: ID!, $l: Int, $o: Int) { reports(customerID: $c, limit: $l, offset: $o) {
  total reports { id viewName createdBy url } } }`;
const SCHEDULE = `id viewID viewName range time timeZone recipients nextRunAt lastRunAt lastError
  createdBy pending`;
const ADD_SCHEDULE = `mutation($c: ID!, $v: ID!, $r: TimeRange!, $t: String!, $tz: String!,
  $to: [String!]!) { addReportSchedule(customerID: $c, viewID: $v, range: $r, time: $t,
  timeZone: $tz, recipients: $to) { ${SCHEDULE} } }`;
const SCHEDULES = `query($c: ID!) { reportSchedules(customerID: $c) { ${SCHEDULE} } }`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-report-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  // -layout keeps table rows on one line, as a reader sees them.
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.each(await availableDatabases())('reports on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof testApp>>;
  let smtp: SmtpTestServer;
  type Session = ReturnType<typeof browserSession>;
  let admin: Session;
  let viewer: Session;
  let outsider: Session;
  let customerId: string;
  let viewId: string;
  let temperature: number;
  let door: number;
  const now = Date.now();
  const start = now - DAY;

  const signIn = (email: string) => signedInAs(server.app, email);
  const report = (
    session: Session,
    overrides: Partial<{
      v: string;
      c: string;
      r: TimeRange;
      s: number;
      e: number;
      o: number;
      tz: string;
    }> = {},
  ) =>
    session.gql<{
      report: { reportUrl: string; report: Record<string, unknown> & { id: string; size: number } };
    }>(REPORT, {
      v: viewId,
      c: customerId,
      r: 'DAY',
      s: start,
      e: now,
      o: -60,
      tz: 'Europe/Berlin',
      ...overrides,
    });
  const download = (session: Session, url: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: session.cookie ? { cookie: session.cookie } : {},
    });
  const counts = async () => {
    const [row] = await queryRows<{ reports: number; schedules: number }>(
      handle.db,
      sql`select (select count(*)::int from reports) as reports,
        (select count(*)::int from report_schedules) as schedules`,
    );
    return row!;
  };
  const errorOf = (body: { errors?: readonly { message: string }[] }) => body.errors?.[0]?.message;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    const customer = await demoCustomerId(handle.db);
    customerId = String(customer);
    await createUser(handle.db, {
      email: 'outsider@reports.test',
      password: DEMO_PASSWORD,
      customerName: 'Reports Other Co',
      roles: ['mc'],
    });
    smtp = await startSmtpTestServer();
    server = await testApp(handle.db, {
      mail: { smtpUrl: smtp.url, from: 'Vigil <reports@vigil.test>' },
    });
    admin = await signedInAdmin(server.app);
    viewer = await signIn('viewer@vigil.demo');
    outsider = await signIn('outsider@reports.test');
    const library = await insertTestLibrary(handle.db, customer);
    const site = await onboardedTestSite(server.app, admin, customer, library, 'Report site');
    temperature = site.temperature;
    door = site.door;
    const { body } = await admin.gql<{ newView: { id: string } }>(
      'mutation($c: ID!) { newView(name: "Server room", customerID: $c, isPublic: true) { id } }',
      { c: customerId },
    );
    viewId = body.data!.newView.id;
    const widgets = [
      { type: 'HEADER', name: 'Climate' },
      { type: 'TREND', name: 'Room temperature', sensorIDs: [String(temperature)], unit: '°C' },
      { type: 'GAUGE', name: 'Temperature now', sensorIDs: [String(temperature)] },
      { type: 'OPEN_CLOSED', name: 'Room door', sensorIDs: [String(door)] },
      { type: 'TEXT', name: 'On call', notes: 'Call the DC1 engineer.' },
    ];
    for (const widget of widgets) {
      const added = await admin.gql(
        'mutation($v: ID!, $w: WidgetInput!) { newWidget(viewID: $v, widget: $w) { id } }',
        {
          v: viewId,
          w: widget,
        },
      );
      if (added.body.errors) throw new Error(JSON.stringify(added.body.errors));
    }
    // A day of readings every five minutes, and the temperature in warning for two hours.
    await createPartitionKeeper(handle.db)([start, now]);
    await handle.db.execute(sql`
      insert into readings (sensor_id, ts, value)
      select ${temperature}::int, to_timestamp((${start}::float8 + n * 300000) / 1000.0),
             20 + 5 * sin(n / 20.0) + (n % 7) * 0.13
      from generate_series(0, 287) as n
      union all
      select ${door}::int, to_timestamp((${start}::float8 + n * 300000) / 1000.0), ((n / 60) % 2)::float8
      from generate_series(0, 287) as n`);
    await handle.db.execute(sql`
      insert into sensor_logs (sensor_id, customer_id, status, value, message, created_at) values
        (${temperature}::int, ${customer}::int, 'ok', 20, 'ok', to_timestamp(${start - HOUR}::float8 / 1000.0)),
        (${temperature}::int, ${customer}::int, 'warning', 31, 'warning', to_timestamp(${start + 3 * HOUR}::float8 / 1000.0)),
        (${temperature}::int, ${customer}::int, 'ok', 22, 'ok', to_timestamp(${start + 5 * HOUR}::float8 / 1000.0))`);
  });

  afterAll(async () => {
    await server?.app.close();
    await smtp?.close();
    await handle?.close();
  });

  it('generates a PDF of the view, kept and downloadable, with the readings API’s figures', async () => {
    const { body } = await report(admin);
    expect(body.errors).toBeUndefined();
    const made = body.data!.report;
    expect(made.reportUrl).toBe(`/files/reports/${made.report.id}`);
    expect(made.report).toMatchObject({
      viewID: viewId,
      viewName: 'Server room',
      range: 'DAY',
      startDate: start,
      endDate: now,
      timeZone: 'Europe/Berlin',
      createdBy: 'Alex Admin',
    });
    const response = await download(admin, made.reportUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^inline; filename="Server room \d{4}-\d\d-\d\d\.pdf"/,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBe(made.report.size);
    if (!hasPoppler) return;
    const text = pdfText(pdf);
    for (const title of [
      'Server room',
      'Climate',
      'Room temperature',
      'Temperature now',
      'Room door',
      'On call',
      'Call the DC1 engineer.',
    ]) {
      expect(text).toContain(title);
    }
    const api = await admin.gql<{
      readings: {
        trend: {
          sensorID: string;
          stats: { min: number; mean: number; max: number; count: number };
        }[];
      }[];
    }>(READINGS, {
      c: customerId,
      w: [
        {
          sensorIDs: [String(temperature)],
          range: 'CUSTOM',
          date: { start, end: now },
          stats: true,
        },
      ],
    });
    const stats = api.body.data!.readings[0]!.trend[0]!.stats;
    expect(stats.count).toBe(288);
    const figures = [stats.min, stats.mean, stats.max].map(
      (v) => `${formatDisplayNumber(v, 'en-US')} °C`,
    );
    const summaryLine = text.split('\n').find((line) => line.includes('Temperature (°C)'));
    expect(summaryLine).toBeDefined();
    const cells = summaryLine!.trim().split(/\s{2,}/);
    // Sensor, min, mean, max, then two hours in warning and none in alarm.
    expect(cells.slice(1, 6)).toEqual([...figures, '2 h 00 min', '0 min']);
  });

  it('lists kept reports for who may see them, and downloads only for them', async () => {
    const { body } = await admin.gql<{ reports: { total: number; reports: { url: string }[] } }>(
      REPORTS,
      {
        c: customerId,
      },
    );
    expect(body.data!.reports.total).toBeGreaterThanOrEqual(1);
    const url = body.data!.reports.reports[0]!.url;
    // The view is public: its readers download its reports too.
    expect((await download(viewer, url)).statusCode).toBe(200);
    expect((await download(outsider, url)).statusCode).toBe(404);
    expect((await download(browserSession(server.app), url)).statusCode).toBe(404);
    expect(errorOf((await outsider.gql(REPORTS, { c: customerId })).body)).toBe(messages.noAccess);
  });

  it('refuses users without the update right, other customers and bad input, storing nothing', async () => {
    const before = await counts();
    expect(errorOf((await report(viewer)).body)).toBe(messages.insufficientPrivileges);
    expect(errorOf((await report(outsider)).body)).toBe(messages.noAccess);
    expect(errorOf((await report(admin, { s: now, e: start })).body)).toBe(
      reportMessages.rangeOrder,
    );
    expect(errorOf((await report(admin, { s: now - 400 * DAY })).body)).toBe(
      reportMessages.rangeTooLong,
    );
    expect(errorOf((await report(admin, { r: 'LATEST' })).body)).toBe(messages.invalidChoice);
    expect(errorOf((await report(admin, { o: 5000 })).body)).toBe(reportMessages.timeZone);
    expect(errorOf((await report(admin, { tz: 'Mars/Olympus' })).body)).toBe(
      reportMessages.timeZone,
    );
    expect(errorOf((await report(browserSession(server.app))).body)).toBe(messages.mustBeLoggedIn);
    expect(await counts()).toEqual(before);
  });

  it('deletes a report for its creator, not for a reader, and removes its file', async () => {
    const made = (await report(admin)).body.data!.report;
    const del = 'mutation($i: ID!, $c: ID!) { deleteReport(id: $i, customerID: $c) }';
    expect(errorOf((await viewer.gql(del, { i: made.report.id, c: customerId })).body)).toBe(
      messages.insufficientPrivileges,
    );
    expect(
      (await admin.gql<{ deleteReport: boolean }>(del, { i: made.report.id, c: customerId })).body
        .data!.deleteReport,
    ).toBe(true);
    expect((await download(admin, made.reportUrl)).statusCode).toBe(404);
  });

  it('schedules reports, refusing bad input with the messages', async () => {
    const before = await counts();
    const add = (vars: Record<string, unknown>, session = admin) =>
      session.gql<{ addReportSchedule: Record<string, unknown> & { id: string } }>(ADD_SCHEDULE, {
        c: customerId,
        v: viewId,
        r: 'DAY',
        t: '07:00',
        tz: 'Europe/Berlin',
        to: ['ops@example.com'],
        ...vars,
      });
    expect(errorOf((await add({ t: '7am' })).body)).toBe(reportMessages.time);
    expect(errorOf((await add({ tz: 'Nowhere' })).body)).toBe(reportMessages.timeZone);
    expect(errorOf((await add({ to: [] })).body)).toBe(reportMessages.recipientsRequired);
    expect(errorOf((await add({ to: ['not-mail'] })).body)).toBe(
      reportMessages.recipient('not-mail'),
    );
    expect(errorOf((await add({ r: 'YEAR' })).body)).toBeDefined();
    expect(errorOf((await add({}, viewer)).body)).toBe(messages.insufficientPrivileges);
    expect(errorOf((await add({}, outsider)).body)).toBe(messages.noAccess);
    expect(await counts()).toEqual(before);
    const { body } = await add({ to: ['ops@example.com', 'boss@example.com'] });
    expect(body.data!.addReportSchedule).toMatchObject({
      viewName: 'Server room',
      range: 'DAY',
      time: '07:00',
      recipients: ['ops@example.com', 'boss@example.com'],
      createdBy: 'Alex Admin',
      pending: false,
      lastRunAt: null,
    });
    expect(body.data!.addReportSchedule.nextRunAt).toBeGreaterThan(Date.now());
    const listed = await admin.gql<{ reportSchedules: { id: string }[] }>(SCHEDULES, {
      c: customerId,
    });
    expect(listed.body.data!.reportSchedules.map((s) => s.id)).toContain(
      body.data!.addReportSchedule.id,
    );
    // A reader who cannot update the view does not see its schedules.
    const theirs = await viewer.gql<{ reportSchedules: unknown[] }>(SCHEDULES, { c: customerId });
    expect(theirs.body.data!.reportSchedules).toEqual([]);
  });

  it('sends a run once across two processes, with the PDF attached to each recipient', async () => {
    const listed = await admin.gql<{ reportSchedules: { id: string }[] }>(SCHEDULES, {
      c: customerId,
    });
    const id = listed.body.data!.reportSchedules[0]!.id;
    const queued = await admin.gql<{ sendReportNow: { pending: boolean } }>(
      'mutation($i: ID!, $c: ID!) { sendReportNow(id: $i, customerID: $c) { pending } }',
      { i: id, c: customerId },
    );
    expect(queued.body.data!.sendReportNow.pending).toBe(true);
    const sentBefore = smtp.received.length;
    const runner = () =>
      createReportRunner({
        db: handle.db,
        files: server.files,
        mail: SmtpMailTransport.fromConfig({
          smtpUrl: smtp.url,
          from: 'Vigil <reports@vigil.test>',
        }),
        publicUrl: 'http://localhost:8080',
        log: { error: () => {}, warn: () => {} },
      });
    // The app's own runner is a third process racing for the same run.
    await Promise.all([runner().runOnce(), runner().runOnce(), server.reportRunner.runOnce()]);
    const mails = smtp.received.slice(sentBefore);
    expect(
      mails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual(['boss@example.com', 'ops@example.com']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Vigil report: Server room');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toBe('application/pdf');
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const after = await admin.gql<{
      reportSchedules: {
        id: string;
        pending: boolean;
        lastRunAt: number | null;
        lastError: string | null;
      }[];
    }>(SCHEDULES, { c: customerId });
    expect(after.body.data!.reportSchedules.find((s) => s.id === id)).toMatchObject({
      pending: false,
      lastError: null,
    });
    // Nothing is left to send.
    await server.reportRunner.runOnce();
    expect(smtp.received.length).toBe(sentBefore + 2);
    // The run's report is kept with the others.
    const kept = await admin.gql<{ reports: { reports: { createdBy: string | null }[] } }>(
      REPORTS,
      { c: customerId },
    );
    expect(kept.body.data!.reports.reports[0]!.createdBy).toBeNull();
  });

  it('queues a due schedule once, moving it to its next time, and deletes schedules', async () => {
    const [schedule] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from report_schedules limit 1`,
    );
    await handle.db.execute(
      sql`update report_schedules set next_run_at = now() - interval '1 minute' where id = ${schedule!.id}`,
    );
    const sentBefore = smtp.received.length;
    await server.reportRunner.runOnce();
    expect(smtp.received.length).toBe(sentBefore + 2);
    const [moved] = await queryRows<{ future: boolean }>(
      handle.db,
      sql`select next_run_at > now() as future from report_schedules where id = ${schedule!.id}`,
    );
    expect(moved!.future).toBe(true);
    const del = 'mutation($i: ID!, $c: ID!) { deleteReportSchedule(id: $i, customerID: $c) }';
    expect(errorOf((await viewer.gql(del, { i: String(schedule!.id), c: customerId })).body)).toBe(
      messages.insufficientPrivileges,
    );
    expect(
      (
        await admin.gql<{ deleteReportSchedule: boolean }>(del, {
          i: String(schedule!.id),
          c: customerId,
        })
      ).body.data!.deleteReportSchedule,
    ).toBe(true);
  });
});
