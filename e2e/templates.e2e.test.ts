import { startSimulators, type SimulatorsHandle } from '@vigil/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/testing/serverProcess.js';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// View templates as the demo admin uses them: the demo dashboard captured through the preview
// stepper (Mobile, then Desktop) as the UPS model's default template; a second simulated UPS
// onboarded and offered that template, stamped onto it, and its view reading that UPS; the
// stamped view's layout changed (out of sync 1) and re-applied (0).

const SUFFIX = Date.now().toString(36);
const TEMPLATE = `DC1 template ${SUFFIX}`;
const UPS_B = `UPS B ${SUFFIX}`;
const UPS_HOST = '127.0.0.41';
const VIEW = `${TEMPLATE} – ${UPS_B}`;

let browser: Browser;
let simulators: SimulatorsHandle;
let upsPort = 0;
let admin: TestPage;

beforeAll(async () => {
  browser = await launchBrowser();
  upsPort = await freePort();
  simulators = await startSimulators({
    devices: [
      {
        name: `ups-${SUFFIX}`,
        kind: 'ups',
        snmp: { host: UPS_HOST, port: upsPort, community: 'public' },
      },
    ],
  });
  admin = await openPage(browser);
  await admin.page.goto('/login');
  await signIn(admin.page, 'admin@vigil.demo', DEMO_PASSWORD);
  await admin.page.waitForURL('**/home');
});

afterAll(async () => {
  await admin?.context.close();
  await simulators?.close();
  await browser?.close();
});

const grid = (page: Page) => page.getByTestId('view-grid');

const widget = (page: Page, name: string) =>
  page.locator('[data-testid="view-widget"]').filter({ has: page.getByRole('heading', { name }) });

/** The saved layout cell of a widget on the screen size shown: "x,y,w,h". */
const layoutOf = (page: Page, name: string) =>
  page
    .locator('[data-testid="grid-item"]')
    .filter({ has: page.getByRole('heading', { name }) })
    .getAttribute('data-layout');

async function choose(page: Page, label: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseScreenSize(page: Page, size: 'Mobile' | 'Desktop') {
  await page.getByRole('button', { name: /^Screen Size/ }).click();
  await page.getByRole('menuitemradio', { name: size }).click();
  await expect
    .poll(() => page.getByRole('button', { name: /^Screen Size/ }).textContent())
    .toContain(size);
}

describe('view templates', () => {
  let templatePath = '';

  it('captures the demo dashboard through the preview stepper as a default template', async () => {
    const { page, errors } = admin;
    await page.goto('/views/DC1%20Overview');
    await page.getByRole('heading', { name: 'DC1 Overview' }).waitFor();
    await page.getByRole('link', { name: 'Create View Template' }).click();
    await page.waitForURL(/\/templates\/add\/DC1%20Overview$/);

    await page.getByText('Review each screen size before you create the template').waitFor();
    // The stepper's own buttons (the header has a Back of its own).
    const stepper = page.getByRole('toolbar', { name: 'Preview actions' });
    const finish = stepper.getByRole('button', { name: 'Finish' });
    await expect.poll(() => grid(page).getAttribute('data-screen-size')).toBe('xxs');
    await widget(page, 'UPS load').waitFor();
    expect(await finish.isDisabled()).toBe(true);
    expect(await stepper.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    await stepper.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => grid(page).getAttribute('data-screen-size')).toBe('lg');
    expect(await finish.isDisabled()).toBe(false);
    await finish.click();

    await page.getByLabel('Template name').fill(TEMPLATE);
    const upsSlot = page.getByLabel('Slot name for UPS A');
    expect(await upsSlot.inputValue()).toBe('UPS A');
    await upsSlot.fill('UPS');
    for (const name of ['Cold aisle sensor', 'CRAC 1', 'Rack PDU A1']) {
      expect(await page.getByLabel(`Slot name for ${name}`).inputValue()).toBe(name);
    }
    await page.getByRole('checkbox', { name: /^Make default/ }).check();
    await page.getByRole('button', { name: 'Create template' }).click();

    await page.waitForURL(/\/templates\/\d+$/);
    templatePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: TEMPLATE }).waitFor();
    expect(await page.getByTestId('template-view-count').textContent()).toBe('0');
    expect(await page.getByTestId('template-out-of-sync').textContent()).toBe('0');
    expect(await page.getByTestId('template-slot').count()).toBe(4);
    await page.getByRole('region', { name: 'UPS load' }).waitFor();

    // Listed among the defaults, and found again after a reload.
    await page.goto(`/templates?tab=defaults&query=${encodeURIComponent(TEMPLATE)}`);
    const row = page.getByTestId('template-row').filter({ hasText: TEMPLATE });
    await row.waitFor();
    expect(await row.textContent()).toContain('Default');
    await page.reload();
    await row.getByRole('link', { name: TEMPLATE }).click();
    await page.waitForURL(`**${templatePath}`);
    expect(errors).toEqual([]);
  }, 120_000);

  it('offers the template when a second UPS is onboarded and stamps it onto that UPS', async () => {
    const { page, errors } = admin;
    await page.goto('/equipment?tab=equipment&mode=add');
    const form = page.getByRole('form', { name: 'One device' });
    await choose(page, 'Gateway', 'Acme DC1 Gateway');
    await choose(page, 'Manufacturer', 'Vigil Simulated');
    await choose(page, /^Model/, 'SIM-UPS 3000');
    await choose(page, /^Protocol/, 'SNMP');
    await form.getByLabel('Name', { exact: true }).fill(UPS_B);
    await form.getByLabel('IP address', { exact: true }).fill(UPS_HOST);
    await form.getByLabel('Port', { exact: true }).fill(String(upsPort));
    await choose(page, 'SNMP version', 'v2c');
    await form.getByLabel('Community string', { exact: true }).fill('public');
    await form.getByRole('button', { name: 'Add', exact: true }).click();

    await page.getByRole('link', { name: `Create a view from template ${TEMPLATE}` }).click();
    await page.waitForURL(/stamp=1&equipment=\d+/);
    const dialog = page.getByRole('dialog', { name: 'Create views from template' });
    const device = (slot: string) =>
      dialog.getByRole('combobox', { name: new RegExp(`^Device for ${slot} \\(`) });
    // The new UPS is in the UPS slot already, and names the view.
    await expect.poll(() => device('UPS').inputValue()).toBe(UPS_B);
    for (const name of ['Cold aisle sensor', 'CRAC 1', 'Rack PDU A1']) {
      await device(name).click();
      await page
        .getByRole('option', { name: new RegExp(`^${name}`) })
        .first()
        .click();
    }
    expect(await dialog.getByLabel('View name').inputValue()).toBe(VIEW);
    await dialog.getByRole('button', { name: 'Create 1 view' }).click();

    const created = dialog.getByTestId('stamp-row');
    await expect
      .poll(() => created.getAttribute('data-status'), { timeout: 30_000 })
      .toBe('created');
    await dialog.getByRole('link', { name: `Open ${VIEW}` }).click();
    await page.getByRole('heading', { level: 1, name: VIEW }).waitFor();

    // The stamped view reads the second UPS, live.
    const load = widget(page, 'UPS load').getByTestId('widget-value');
    simulators.devices[0]!.force({ loadPercent: 63 });
    await expect.poll(() => load.textContent(), { timeout: 40_000 }).toContain('63');
    simulators.devices[0]!.force({ loadPercent: 64 });
    await expect.poll(() => load.textContent(), { timeout: 40_000 }).toContain('64');

    await page.goto(templatePath);
    expect(await page.getByTestId('template-view-count').textContent()).toBe('1');
    expect(errors).toEqual([]);
  }, 180_000);

  it('counts the stamped view out of sync once its layout changes, and re-applies the template', async () => {
    const { page, errors } = admin;
    await page.goto(`/views/${encodeURIComponent(VIEW)}`);
    await widget(page, 'UPS load').waitFor();
    await chooseScreenSize(page, 'Desktop');
    const before = await layoutOf(page, 'UPS load');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: /^Move UPS load/ }).focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await layoutOf(page, 'UPS load')).not.toBe(before);

    await page.goto(templatePath);
    await expect.poll(() => page.getByTestId('template-out-of-sync').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Re-apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-apply template?' });
    const drift = dialog.getByTestId('drift-view').filter({ hasText: VIEW });
    await drift.getByText('The layout was changed.').waitFor();
    await dialog.getByRole('button', { name: 'Re-apply' }).click();
    await page.getByText('1 view brought back to the template.').waitFor();
    await expect.poll(() => page.getByTestId('template-out-of-sync').textContent()).toBe('0');
    expect(await page.getByRole('button', { name: 'Re-apply' }).count()).toBe(0);

    await page.goto(`/views/${encodeURIComponent(VIEW)}`);
    await widget(page, 'UPS load').waitFor();
    await chooseScreenSize(page, 'Desktop');
    await expect.poll(() => layoutOf(page, 'UPS load')).toBe(before);
    expect(errors).toEqual([]);
  }, 120_000);

  it('fits the templates pages into a phone', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 360, height: 740 });
    const fits = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(path);
      await ready();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    };
    try {
      await fits('/templates', () => page.getByRole('table', { name: 'Templates' }).waitFor());
      await fits(templatePath, () => page.getByTestId('template-slot').first().waitFor());
      await fits('/templates/add/DC1%20Overview', () => widget(page, 'UPS load').waitFor());
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });
});
