import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDisplayNumber } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Told at once: the demo admin generates a report of the demo dashboard for the last day from
// its toolbar; a new window opens on the PDF, which pdftotext reads back with the view, the range
// and every widget's title, and pdftoppm renders page by page. A custom range that ended two
// minutes ago (every reading of it has arrived) gives each sensor's min, mean and max exactly as
// the readings API answers for the same range. The report is listed on the Reports page, and a
// schedule's "Send now" e-mails it as an attachment through the real SMTP server.

const VIEW = 'DC1 Overview';
const VIEW_PATH = `/views/${encodeURIComponent(VIEW)}`;
const MINUTE = 60_000;

interface Mail {
  to: string[];
  subject: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;

let browser: Browser;
let admin: TestPage;
let work: string;

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The PDF as pdftotext reads it, with table rows kept on one line. */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Renders every page to PNG; throws when a page cannot be drawn. Returns the page count. */
function renderPages(pdf: Buffer, name: string): { pages: number; images: number } {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const out = join(work, name);
  execFileSync('pdftoppm', ['-r', '40', '-png', file, out], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const images = readdirSync(work).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  return { pages, images: images.length };
}

/** Opens Generate Report on the demo dashboard. */
async function openGenerate(page: Page) {
  await page.goto(VIEW_PATH);
  await page.getByRole('heading', { name: VIEW, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  return page.getByRole('dialog', { name: `Generate Report of ${VIEW}` });
}

/** Clicks Generate and waits for the new window to ask for the report; its path. */
async function generate(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<string> {
  const asked = page
    .context()
    .waitForEvent('request', (request) => /\/files\/reports\/\d+$/.test(request.url()));
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  const request = await asked;
  // The request came from another window than the dashboard's.
  expect(request.frame().page()).not.toBe(page);
  return new URL(request.url()).pathname;
}

async function download(page: Page, path: string): Promise<Buffer> {
  const response = await page.context().request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return response.body();
}

const localInput = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'vigil-e2e-reports-'));
  browser = await launchBrowser();
  admin = await openPage(browser);
  await admin.page.goto('/login');
  await signIn(admin.page, 'admin@vigil.demo', DEMO_PASSWORD);
  await admin.page.waitForURL('**/home');
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('reports', () => {
  it('generates a report of the demo dashboard for the last day and opens it in a new window', async () => {
    const { page } = admin;
    const dialog = await openGenerate(page);
    const day = dialog.getByRole('button', { name: 'Day', exact: true });
    expect(await day.getAttribute('aria-pressed')).toBe('true');
    const path = await generate(page, dialog);
    const pdf = await download(page, path);
    const text = pdfText(pdf, 'day');
    expect(text).toContain(VIEW);
    expect(text).toContain('Monitoring report');
    // The range: a day up to now, in the browser's zone.
    expect(text).toMatch(
      /\d{4}-\d\d-\d\d \d\d:\d\d – \d{4}-\d\d-\d\d \d\d:\d\d \(.+, UTC[+-]\d\d:\d\d\)/,
    );
    const { view } = await gql<{ view: { id: string } }>(
      page,
      'query($n: String!) { view(viewName: $n) { id } }',
      {
        n: VIEW,
      },
    );
    const { widgets } = await gql<{ widgets: { name: string | null }[] }>(
      page,
      'query($v: ID) { widgets(id: $v) { name } }',
      { v: view.id },
    );
    expect(widgets.length).toBeGreaterThan(10);
    // pdftotext may break a long title over two lines; compare with whitespace squeezed.
    const flat = text.replace(/\s+/g, ' ');
    for (const { name } of widgets) if (name) expect(flat).toContain(name.replace(/\s+/g, ' '));
    const rendered = renderPages(pdf, 'day');
    expect(rendered.pages).toBeGreaterThanOrEqual(3);
    expect(rendered.images).toBe(rendered.pages);
    expect(admin.errors).toEqual([]);
  });

  it('lists reports on the Reports page, and e-mails a scheduled report on Send now', async () => {
    const { page } = admin;
    await page.goto('/reports');
    const table = page.getByRole('table', { name: 'Past reports' });
    await table.getByTestId('report-row').first().waitFor();
    expect(await table.getByTestId('report-row').count()).toBeGreaterThanOrEqual(1);
    await table
      .getByTestId('report-row')
      .first()
      .getByRole('link', { name: /^Download / })
      .waitFor();

    await page.getByRole('tab', { name: 'Scheduled reports' }).click();
    await page.waitForURL(/tab=scheduled/);
    await page.getByRole('button', { name: 'Schedule a report' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Dashboard').fill('DC1');
    await page.getByRole('option', { name: VIEW }).click();
    await form.getByLabel('Recipients').fill('management@vigil.test');
    await form.getByRole('button', { name: 'Schedule', exact: true }).click();
    const row = page.getByTestId('schedule-row').filter({ hasText: VIEW });
    await row.waitFor();
    const before = (await mails()).length;
    await row.getByRole('button', { name: `Send the report of ${VIEW} now` }).click();
    await expect
      .poll(
        async () =>
          (await mails()).slice(before).find((m) => m.to.includes('management@vigil.test')),
        {
          timeout: 30_000,
        },
      )
      .toMatchObject({
        subject: `Vigil report: ${VIEW}`,
        attachments: [{ contentType: 'application/pdf' }],
      });
    await page.reload();
    await row.waitFor();
    await expect.poll(() => row.textContent()).not.toContain('Pending');
    expect(admin.errors).toEqual([]);
  });
  it('prints each sensor’s min, mean and max as the readings API gives them for the range', async () => {
    const { page } = admin;
    const { view } = await gql<{ view: { id: string; customerID: string } }>(
      page,
      'query($n: String!) { view(viewName: $n) { id customerID } }',
      { n: VIEW },
    );
    const { widgets } = await gql<{ widgets: { sensorIDs: string[] }[] }>(
      page,
      'query($v: ID) { widgets(id: $v) { sensorIDs } }',
      { v: view.id },
    );
    const ids = [...new Set(widgets.flatMap((w) => w.sensorIDs))];
    const { sensor } = await gql<{
      sensor: {
        id: string;
        name: string;
        unit: string | null;
        equipmentName: string;
        states: string[];
      }[];
    }>(page, 'query($s: [ID!]!) { sensor(sensorIDs: $s) { id name unit equipmentName states } }', {
      s: ids,
    });
    const numeric = sensor.filter((s) => s.states.length === 0);
    expect(numeric.length).toBeGreaterThan(2);
    type Stats = { min: number | null; mean: number | null; max: number | null; count: number };
    const statsOf = async (start: number, end: number) => {
      const { readings } = await gql<{
        readings: { trend: { sensorID: string; stats: Stats }[] }[];
      }>(
        page,
        `query($w: [WidgetReadingsInput!]!) { readings(widgets: $w) {
          trend { sensorID stats { min mean max count } } } }`,
        {
          w: [
            {
              sensorIDs: numeric.map((s) => s.id),
              range: 'CUSTOM',
              date: { start, end },
              stats: true,
            },
          ],
        },
      );
      return new Map(readings[0]!.trend.map((t) => [t.sensorID, t.stats]));
    };
    // A range of whole minutes that ended over a minute ago, so every reading of it has arrived
    // (the agent sends within seconds); on a server just started, wait until it holds readings.
    let start = 0;
    let end = 0;
    await expect
      .poll(
        async () => {
          end = Math.floor((Date.now() - 65_000) / MINUTE) * MINUTE;
          start = end - 30 * MINUTE;
          return [...(await statsOf(start, end)).values()].every((t) => t.count > 0);
        },
        { timeout: 150_000, interval: 5_000 },
      )
      .toBe(true);

    const dialog = await openGenerate(page);
    await dialog.getByRole('button', { name: 'Custom' }).click();
    const custom = page.getByRole('dialog', { name: 'Custom range' });
    await custom.getByLabel('Start').fill(localInput(start));
    await custom.getByLabel('End').fill(localInput(end));
    await custom.getByRole('button', { name: 'Apply' }).click();
    const path = await generate(page, dialog);
    const text = pdfText(await download(page, path), 'custom');

    const { reports } = await gql<{
      reports: { reports: { startDate: number; endDate: number; url: string }[] };
    }>(
      page,
      'query($c: ID!) { reports(customerID: $c, limit: 1) { reports { startDate endDate url } } }',
      {
        c: view.customerID,
      },
    );
    const made = reports.reports[0]!;
    expect(made.url).toBe(path);
    expect([made.startDate, made.endDate]).toEqual([start, end]);

    const stats = await statsOf(start, end);
    const lines = text.split('\n');
    for (const s of numeric) {
      const label = `${s.equipmentName} · ${s.name}${s.unit ? ` (${s.unit})` : ''}`;
      const line = lines.find((l) => l.trim().startsWith(label));
      expect(line, label).toBeDefined();
      const figures = stats.get(s.id)!;
      const cells = line!
        .slice(line!.indexOf(label) + label.length)
        .trim()
        .split(/\s{2,}/);
      const printed = (v: number | null) =>
        `${formatDisplayNumber(v!, 'en-US')}${s.unit ? ` ${s.unit}` : ''}`;
      expect(cells.slice(0, 3), label).toEqual([
        printed(figures.min),
        printed(figures.mean),
        printed(figures.max),
      ]);
    }
    // On a server just started, the wait for a range full of readings takes up to two minutes.
  }, 200_000);
});
