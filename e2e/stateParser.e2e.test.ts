import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn } from './browser.js';

// The state-sensor parser as a user reaches it: from Home, a MIB enumeration and a raw value
// that reads "unknown", the reason, a fix of the value, a condition, and a reload that keeps it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('state-sensor parser', () => {
  it('says why a state reads unknown, then gives the state its condition, kept over a reload', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login');
      await signIn(page, 'admin@vigil.demo', DEMO_PASSWORD);
      await page.waitForURL('**/home');
      await page.getByRole('link', { name: 'State-sensor parser' }).click();
      await page.waitForURL('**/home/parser');

      await page
        .getByLabel('States', { exact: true })
        .fill('unknown(1), batteryNormal(2), batteryLow(3), batteryDepleted(4)');
      await page.getByLabel('Raw value', { exact: true }).fill('5');
      const result = page.getByRole('region', { name: 'What the sensor shows' });
      await result.getByText('There is no state 5: the states go from 0 to 4.').waitFor();

      await page.getByLabel('Raw value', { exact: true }).fill('batteryLow(3)');
      await page.getByLabel('Condition of state 3 (batteryLow)').click();
      await page.getByRole('option', { name: 'Warning', exact: true }).click();
      await expect.poll(() => page.getByTestId('parser-status').textContent()).toBe('warning');

      await page.reload();
      await expect
        .poll(() => page.getByLabel('Raw value', { exact: true }).inputValue())
        .toBe('batteryLow(3)');
      await expect.poll(() => page.getByTestId('parser-status').textContent()).toBe('warning');
      await expect.poll(() => result.textContent()).toContain('batteryLow');
    } finally {
      await context.close();
    }
  });
});
