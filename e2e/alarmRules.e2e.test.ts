import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// A view's alarm rule, the way an admin makes one: on the demo dashboard's alerts page the rule
// "IF Return air temperature > -1000 THEN alarm" is built token by token and saved; it holds at
// once (the simulated CRAC never reads -1000 °C), so it is listed Active and its alarm shows in
// My Alerts by the rule's name; deleted after confirming, it is gone.

const VIEW = 'DC1 Overview';
const RULE = `Return air watch ${Date.now().toString(36)}`;
const SENTENCE = 'IF Return air temperature greater than -1000 THEN alarm';

let browser: Browser;
let admin: TestPage;

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Deletes the test's rule if a failed run left it behind, so no alarm stays open. */
async function deleteLeftoverRule(page: Page) {
  const { view } = await gql<{ view: { id: string; customerID: string } | null }>(
    page,
    'query($n: String!) { view(viewName: $n) { id customerID } }',
    { n: VIEW },
  );
  if (!view) return;
  const ids = { viewID: view.id, customerID: view.customerID };
  const { viewAlarmRules } = await gql<{ viewAlarmRules: { id: string; name: string }[] }>(
    page,
    'query($viewID: ID!, $customerID: ID!) { viewAlarmRules(viewID: $viewID, customerID: $customerID) { id name } }',
    ids,
  );
  for (const rule of viewAlarmRules.filter((r) => r.name === RULE)) {
    await gql(
      page,
      'mutation($viewID: ID!, $customerID: ID!, $ruleID: ID!) { deleteAlarmRule(viewID: $viewID, customerID: $customerID, ruleID: $ruleID) }',
      { ...ids, ruleID: rule.id },
    );
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await openPage(browser);
  await admin.page.goto('/login');
  await signIn(admin.page, 'admin@vigil.demo', DEMO_PASSWORD);
  await admin.page.waitForURL('**/home');
});
afterAll(async () => {
  if (admin) await deleteLeftoverRule(admin.page).catch(() => undefined);
  await admin?.context.close();
  await browser?.close();
});

/** Picks an option of an MUI select named by its label. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const rulesList = (page: Page) => page.getByRole('list', { name: 'Alarm rules of this view' });
const ruleItem = (page: Page) => rulesList(page).getByRole('listitem', { name: RULE });

describe('a view’s alarm rule', () => {
  it('is built on the view’s alerts page, saved, and listed Active', async () => {
    const { page } = admin;
    await page.goto(`/views/${encodeURIComponent(VIEW)}/alerts`);
    await page.getByRole('button', { name: 'Add alarm rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add alarm rule' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(RULE);

    await choose(page, /^Sensor(?! after)/, 'Return air temperature (CRAC 1)');
    await choose(page, /^Comparator/, 'greater than (>)');
    await dialog.getByRole('spinbutton', { name: 'Value' }).fill('-1000');
    await dialog.getByRole('button', { name: 'Add value' }).click();
    await choose(page, /^Result/, 'Alarm');
    await expect
      .poll(() => dialog.getByRole('status', { name: 'The rule so far' }).textContent())
      .toBe(SENTENCE);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await ruleItem(page).getByText(SENTENCE).waitFor();
    await ruleItem(page).getByText('Active', { exact: true }).waitFor({ timeout: 30_000 });
    expect(admin.errors).toEqual([]);
  });

  it('raises an alarm shown in My Alerts by the rule’s name', async () => {
    const { page } = admin;
    await page.goto('/alerts');
    const card = page.getByRole('article', { name: RULE });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.textContent()).toContain(`Rule: ${SENTENCE}`);
  });

  it('is deleted after confirming', async () => {
    const { page } = admin;
    await page.goto(`/views/${encodeURIComponent(VIEW)}/alerts`);
    await page.getByRole('button', { name: `Delete ${RULE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete alarm rule?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await ruleItem(page).waitFor({ state: 'detached' });
    await confirm.waitFor({ state: 'detached' });
    await page.reload();
    // Loaded: the view's other rules, or none.
    await rulesList(page)
      .or(page.getByText(/^No alarm rules yet/))
      .waitFor();
    expect(await ruleItem(page).count()).toBe(0);
  });
});
