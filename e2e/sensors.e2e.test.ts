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
});
