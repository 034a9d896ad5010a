import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Told at once: the demo partner's user finds Acme among the partner's customers on Home,
// browses as it and sees the banner, Acme's views and Acme's items in the menu; the super user
// sees Home's Gateways, Companies and Requests tabs and creates a company; Acme's administrator saves
// settings that are still there after a reload, the help-desk token never shown; /status shows
// the one server process, for the super user only.

const ACME = 'Acme Data Centers';
const VIEW = 'DC1 Overview';
const NEW_COMPANY = `E2E Company ${Date.now().toString(36)}`;
const LIVESTREAM = 'https://stream.acme.test/dc1';
const TOKEN = `zendesk-${Date.now().toString(36)}`;

let browser: Browser;
const opened: TestPage[] = [];

async function signedIn(email: string): Promise<TestPage> {
  const page = await openPage(browser);
  opened.push(page);
  await page.page.goto('/login');
  await signIn(page.page, email, DEMO_PASSWORD);
  await page.page.waitForURL('**/home');
  return page;
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

describe('companies and browsing as one', () => {
  it('lets the partner’s user browse as Acme: the banner, its views and its menu', async () => {
    const { page, errors } = await signedIn('partner@vigil.demo');
    const companies = page.getByRole('region', { name: 'Companies' });
    await companies.getByRole('cell', { name: ACME, exact: true }).waitFor();
    await companies.getByRole('link', { name: `Browse as ${ACME}` }).click();
    await page.waitForURL(/\/\d+\/views$/);
    await page.getByText(`Browsing as ${ACME}`).waitFor();
    await page.getByRole('link', { name: VIEW }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.getByText('Acme Data Cente…').waitFor();
    for (const item of ['Views', 'Equipment', 'Libraries', 'Templates', 'Users', 'Settings']) {
      expect(await menu.getByRole('menuitem', { name: item, exact: true }).count()).toBe(1);
    }
    await menu.getByRole('menuitem', { name: 'Equipment', exact: true }).click();
    await page.waitForURL(/\/\d+\/equipment$/);
    await page.getByText(`Browsing as ${ACME}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the super user the Gateways, Companies and Requests tabs, and creates a company', async () => {
    const { page, errors } = await signedIn('super@vigil.demo');
    const tabs = page.getByRole('tablist', { name: 'Administration' });
    await tabs.getByRole('tab', { name: 'Requests' }).waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Gateways',
      'Companies',
      'Requests',
    ]);
    const gateways = page.getByRole('table', { name: 'Gateways of every company' });
    const demoGateway = gateways.getByRole('row').filter({ hasText: 'Acme DC1 Gateway' });
    await demoGateway.waitFor();
    await demoGateway.getByRole('link', { name: ACME, exact: true }).waitFor();
    await demoGateway.getByTestId('gateway-status').waitFor();

    await tabs.getByRole('tab', { name: 'Companies' }).click();
    await page.getByRole('link', { name: `Browse as ${ACME}` }).waitFor();
    await page.getByRole('button', { name: 'New company' }).click();
    const dialog = page.getByRole('dialog', { name: 'New company' });
    await dialog.getByRole('textbox', { name: 'Company name' }).fill(NEW_COMPANY);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText(`${NEW_COMPANY} was created.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search companies' }).fill(NEW_COMPANY);
    await expect.poll(() => page.getByTestId('company-row').count()).toBe(1);
    await page.getByRole('link', { name: `Browse as ${NEW_COMPANY}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('saves a company’s settings, which are there after a reload; the token is never shown', async () => {
    const { page, errors } = await signedIn('admin@vigil.demo');
    const { me } = await gql<{ me: { customer: { id: string } } }>(
      page,
      '{ me { customer { id } } }',
    );
    const settingsPath = `/${me.customer.id}/settings`;
    await page.goto(`${settingsPath}?page=livestream`);
    const url = page.getByRole('textbox', { name: 'Livestream address' });
    await url.fill(LIVESTREAM);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Settings saved.').waitFor();

    await page.getByRole('tab', { name: 'Help desk' }).click();
    await page.waitForURL(`**${settingsPath}?page=helpdesk`);
    await page.getByLabel('API token').fill(TOKEN);
    await page.getByRole('textbox', { name: 'Help desk domain' }).fill('acme.zendesk.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Settings saved.').waitFor();

    await page.reload();
    await page.getByText('A token is stored.', { exact: false }).waitFor();
    expect(await page.getByLabel('API token').inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Help desk domain' }).inputValue()).toBe(
      'acme.zendesk.com',
    );
    expect(await page.content()).not.toContain(TOKEN);
    await page.getByRole('tab', { name: 'Livestream' }).click();
    expect(await page.getByRole('textbox', { name: 'Livestream address' }).inputValue()).toBe(
      LIVESTREAM,
    );
    expect(errors).toEqual([]);
  });

  it('shows /status with the one server process to the super user, and no one else', async () => {
    const { page, errors } = await signedIn('super@vigil.demo');
    await page.goto('/status');
    await page.getByRole('heading', { name: 'System status', level: 1 }).waitFor();
    const processes = page.getByRole('region', { name: 'Server processes' });
    await processes.getByText('1 process running').waitFor();
    expect(await processes.getByTestId('status-process').count()).toBe(1);
    await page
      .getByRole('region', { name: 'Database' })
      .getByText('PGlite', { exact: false })
      .waitFor();
    expect(errors).toEqual([]);

    const viewer = await signedIn('viewer@vigil.demo');
    await viewer.page.goto('/status');
    await viewer.page.waitForURL('**/home');
  });
});
