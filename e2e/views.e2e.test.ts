import { messages } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, force, launchBrowser, openPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const VIEW = `Hall ${Date.now().toString(36)}`;

async function signedIn(email: string) {
  const opened = await openPage(browser);
  await opened.page.goto('/login');
  await signIn(opened.page, email, DEMO_PASSWORD);
  await opened.page.waitForURL('**/home');
  return opened;
}

const widget = (page: Page, name: string) =>
  page.locator('[data-testid="view-widget"]').filter({ has: page.getByRole('heading', { name }) });

/** The saved layout cell of a widget on the screen size shown: "x,y,w,h". */
const layoutOf = (page: Page, name: string) =>
  page
    .locator('[data-testid="grid-item"]')
    .filter({ has: page.getByRole('heading', { name }) })
    .getAttribute('data-layout');

/** Adds a widget through the editor: type, name, sensors picked by searching. */
async function addWidget(
  page: Page,
  options: { type: string; name: string; sensors: string[]; calculation?: string },
) {
  await page.getByRole('link', { name: 'Add Widget' }).click();
  await page.waitForURL(/\/add$/);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: options.type });
  await page.getByLabel('Name', { exact: true }).fill(options.name);
  if (options.calculation) {
    await page.getByLabel('Calculation').selectOption(options.calculation);
  }
  const picker = page.getByRole('combobox', { name: /^Sensors?$/ });
  for (const sensor of options.sensors) {
    await picker.click();
    await picker.fill(sensor.replace(/ \(.*\)$/, ''));
    await page.getByRole('option', { name: sensor }).click();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/add'));
  await widget(page, options.name).waitFor();
}

async function chooseScreenSize(page: Page, size: 'Auto' | 'Mobile' | 'Desktop') {
  await page.getByRole('button', { name: /^Screen Size/ }).click();
  await page.getByRole('menuitemradio', { name: size }).click();
  await expect
    .poll(() => page.getByRole('button', { name: /^Screen Size/ }).textContent())
    .toContain(size);
}

describe('views', () => {
  it('builds a live dashboard, keeps a layout per screen size, and shows it read-only to a viewer', async () => {
    const { page, context, errors } = await signedIn('admin@vigil.demo');
    try {
      // Create the view from My Views, public so the company's viewer can read it.
      await page.goto('/views');
      await page.getByRole('button', { name: 'Create View' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(VIEW);
      await dialog.getByLabel('Public (everyone in the company can see it)').check();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(`**/views/${encodeURIComponent(VIEW)}`);
      await page.getByRole('heading', { name: VIEW }).waitFor();

      await addWidget(page, { type: 'Gauge', name: 'UPS load', sensors: ['Load percent (UPS A)'] });
      await addWidget(page, {
        type: 'Trend',
        name: 'CRAC air',
        sensors: ['Supply air temperature (CRAC 1)', 'Return air temperature (CRAC 1)'],
      });
      await addWidget(page, {
        type: 'Open / Closed',
        name: 'Aisle door',
        sensors: ['Door open (Cold aisle sensor)'],
      });
      await addWidget(page, {
        type: 'Calculation',
        name: 'Aisle sum',
        calculation: 'sum',
        sensors: ['Temperature (Cold aisle sensor)', 'Humidity (Cold aisle sensor)'],
      });

      // Live values change without a reload.
      const url = page.url();
      await force('ups-1', { loadPercent: 80 });
      await force('env-1', { temperature: 30, humidity: 40, doorOpen: 1 });
      const sum = widget(page, 'Aisle sum').getByTestId('widget-value');
      await expect.poll(() => sum.textContent(), { timeout: 25_000 }).toContain('70');
      await expect.poll(() => widget(page, 'Aisle door').textContent()).toContain('Open');
      await expect.poll(() => widget(page, 'UPS load').textContent()).toContain('80');
      await expect
        .poll(() =>
          widget(page, 'UPS load').getByTestId('widget-value').getAttribute('data-status'),
        )
        .toBe('warning');
      await force('env-1', { temperature: 31, humidity: 42, doorOpen: 0 });
      await expect.poll(() => sum.textContent(), { timeout: 25_000 }).toContain('73');
      await expect.poll(() => widget(page, 'Aisle door').textContent()).toContain('Closed');
      expect(page.url()).toBe(url);

      // The trend follows the range picker.
      await widget(page, 'CRAC air').locator('canvas').first().waitFor();
      await page.getByRole('button', { name: 'Week' }).click();
      await page.waitForURL(/range=WEEK/);

      // Desktop: widen the gauge; Mobile: widen the calculation. Each is saved on its own.
      await chooseScreenSize(page, 'Desktop');
      const desktopBefore = await layoutOf(page, 'UPS load');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const gaugeHandle = page.getByRole('button', { name: /^Move UPS load/ });
      await gaugeHandle.focus();
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowRight');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
      const desktopAfter = await layoutOf(page, 'UPS load');
      expect(desktopAfter).not.toBe(desktopBefore);

      await chooseScreenSize(page, 'Mobile');
      const mobileBefore = await layoutOf(page, 'Aisle sum');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: /^Move Aisle sum/ }).focus();
      await page.keyboard.press('Shift+ArrowRight');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
      const mobileAfter = await layoutOf(page, 'Aisle sum');
      expect(mobileAfter).not.toBe(mobileBefore);

      // Both layouts survive a reload, each on its own screen size.
      await page.reload();
      await chooseScreenSize(page, 'Desktop');
      await expect.poll(() => layoutOf(page, 'UPS load')).toBe(desktopAfter);
      await chooseScreenSize(page, 'Mobile');
      await expect.poll(() => layoutOf(page, 'Aisle sum')).toBe(mobileAfter);
      expect(errors).toEqual([]);

      // A second view of the same name is refused with the spec's message.
      await page.goto('/views');
      await page.getByRole('button', { name: 'Create View' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill(VIEW.toLowerCase());
      await page.getByText(messages.viewNameIsTaken(VIEW.toLowerCase())).waitFor();
    } finally {
      await context.close();
    }

    const viewer = await signedIn('viewer@vigil.demo');
    try {
      await viewer.page.goto('/views');
      await viewer.page.getByRole('link', { name: VIEW }).click();
      await viewer.page.getByRole('heading', { name: VIEW }).waitFor();
      await expect
        .poll(() => widget(viewer.page, 'Aisle sum').getByTestId('widget-value').textContent(), {
          timeout: 20_000,
        })
        .toMatch(/\d/);
      expect(await viewer.page.getByRole('link', { name: 'Add Widget' }).count()).toBe(0);
      for (const control of ['Add Header', 'Edit']) {
        expect(await viewer.page.getByRole('button', { name: control }).count()).toBe(0);
      }
      expect(await viewer.page.getByRole('button', { name: /^Screen Size/ }).count()).toBe(0);
      expect(await viewer.page.getByRole('button', { name: /^Move / }).count()).toBe(0);
      expect(viewer.errors).toEqual([]);
    } finally {
      await viewer.context.close();
    }
  }, 180_000);

  it("finds the demo dashboard on the map and shows the UPS's trap when its mains fail", async () => {
    const { page, context, errors } = await signedIn('admin@vigil.demo');
    const mains = (failed: boolean) =>
      fetch(`${inject('controlUrl')}/devices/ups-1/mains`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ failed }),
      });
    try {
      // The demo site's pin on the My Views map filters the list by its tag.
      await page.goto('/views');
      await page.getByRole('button', { name: /Frankfurt DC1: \d+ views?$/ }).click();
      await page.waitForURL(/tagID=/);
      await page.getByRole('link', { name: 'DC1 Overview' }).click();
      await page.getByRole('heading', { name: 'DC1 Overview' }).waitFor();
      // Another file may have made the UPS send traps already: wait for one newer than those.
      const newestTrap = async () => {
        const traps = widget(page, 'UPS traps');
        await traps.locator('tbody tr, :text("No traps received")').first().waitFor();
        return (await traps.locator('tbody tr').count()) === 0
          ? null
          : await traps.locator('tbody tr').first().textContent();
      };
      const before = await newestTrap();

      expect((await mains(true)).status).toBe(200);
      // The trap widget polls; a reload shows the stored trap at once.
      await expect
        .poll(
          async () => {
            await page.reload();
            return newestTrap();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .not.toBe(before);

      // View Traps lists the view's SNMP equipment; the UPS's traps page opens in a new window.
      await page.getByRole('button', { name: 'View Traps' }).click();
      const [trapsPage] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('menuitem', { name: 'Traps of UPS A' }).click(),
      ]);
      await trapsPage.getByRole('tab', { name: 'Traps', selected: true }).waitFor();
      await trapsPage
        .getByRole('table', { name: 'Traps of UPS A' })
        .locator('tbody tr')
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await mains(false);
      await context.close();
    }
  });
});
