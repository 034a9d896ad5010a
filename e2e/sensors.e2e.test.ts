import { STATUS_COLORS } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, force, launchBrowser, openPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function expectValue(page: Page, text: string, status: 'ok' | 'warning' | 'error') {
  const value = page.getByTestId('sensor-value').first();
  await expect.poll(() => value.textContent(), { timeout: 20_000 }).toContain(text);
  await expect.poll(() => value.getAttribute('data-status')).toBe(status);
  const color = {
    ok: STATUS_COLORS.green,
    warning: STATUS_COLORS.yellow,
    error: STATUS_COLORS.red,
  }[status];
  await expect.poll(() => value.evaluate((el) => getComputedStyle(el).color)).toBe(hexToRgb(color));
}

describe('sensor pages', () => {
  it('lists live sensors, opens one and follows a forced value and its colour without reloading', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login');
      await signIn(page, 'admin@vigil.demo', DEMO_PASSWORD);
      await page.waitForURL('**/home');
      await page.goto('/sensors');
      await page.getByRole('heading', { name: 'Sensors' }).waitFor();
      await page.getByLabel('Search sensors').fill('Cold aisle');
      await page.waitForURL(/query=Cold/);
      const row = page.getByTestId('sensor-row').filter({ hasText: 'Temperature' }).first();
      await row.waitFor();
      // The list is live too: the row already shows a value.
      await expect.poll(() => row.getByTestId('sensor-value').textContent()).toMatch(/\d/);
      await row.getByRole('link', { name: 'Temperature' }).click();
      await page.waitForURL(/\/sensors\/\d+/);
      const url = page.url();

      await force('env-1', { temperature: 35.5 });
      await expectValue(page, '35.5', 'error');
      await force('env-1', { temperature: 28.5 });
      await expectValue(page, '28.5', 'warning');
      await force('env-1', { temperature: 21.5 });
      await expectValue(page, '21.5', 'ok');
      // Nothing above reloaded the page.
      expect(page.url()).toBe(url);

      // The trend and the range survive a reload.
      await page.getByRole('button', { name: 'Week' }).click();
      await page.waitForURL(/range=WEEK/);
      await page.getByTestId('sensor-trend').locator('canvas').first().waitFor();
      await page.reload();
      await expect
        .poll(() => page.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed'))
        .toBe('true');
      await page.getByRole('heading', { name: 'Sensor log' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('Manage Sensors removes a sensor and adds it back under its own name, as the sensors page shows', async () => {
    const { page, context, errors } = await openPage(browser);
    const renamed = `Energy ${Date.now().toString(36)}`;
    const pduSensors = async () => {
      await page.goto(`/sensors?query=${encodeURIComponent('Rack PDU A1')}`);
      await page.getByTestId('sensor-row').first().waitFor();
      return page.getByTestId('sensor-row');
    };
    try {
      await page.goto('/login');
      await signIn(page, 'admin@vigil.demo', DEMO_PASSWORD);
      await page.waitForURL('**/home');
      expect(await (await pduSensors()).filter({ hasText: 'Energy' }).count()).toBe(1);

      // From the equipment's details, with the way back.
      await page.goto('/equipment');
      await page.getByLabel('Search equipment').fill('Rack PDU A1');
      await page.waitForURL(/query=/);
      await page.getByRole('link', { name: 'Rack PDU A1', exact: true }).first().click();
      await page
        .getByTestId('equipment-details')
        .getByRole('link', { name: 'Manage sensors' })
        .click();
      await page.waitForURL(/\/equipment\/\d+\/add\?ref=/);
      const manage = page.url();
      await page.getByRole('heading', { name: 'Manage Sensors' }).waitFor();
      const energy = page.getByRole('switch', { name: 'Monitor Energy' });
      await expect.poll(() => energy.isChecked()).toBe(true);

      await energy.uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop monitoring 1 sensor?' });
      await dialog.getByText('Their readings stop.').waitFor();
      await dialog.getByRole('button', { name: 'Stop monitoring' }).click();
      await page.getByText('Saved: 0 added, 0 updated, 1 removed.').waitFor();
      await expect.poll(() => energy.isChecked()).toBe(false);
      expect(await (await pduSensors()).filter({ hasText: 'Energy' }).count()).toBe(0);

      await page.goto(manage);
      await energy.check();
      await page.getByRole('button', { name: 'Settings of Energy' }).click();
      const settings = page.getByRole('region', { name: 'Settings of Energy' });
      await settings.getByLabel('Name', { exact: true }).fill(renamed);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved: 1 added, 0 updated, 0 removed.').waitFor();

      const row = (await pduSensors()).filter({ hasText: renamed });
      await row.waitFor();
      expect(await row.getByRole('link', { name: 'Rack PDU A1' }).getAttribute('href')).toMatch(
        /\/equipment\?tab=equipment&selected=\d+$/,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
