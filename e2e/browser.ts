import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'VigilDemo-2026!';

/** Debian's Chromium, started as the machine notes say it must be here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far, including CSP violations. */
  errors: string[];
}

/** A fresh browser profile (no cookies) on the app, collecting errors the page reports. */
export async function openPage(browser: Browser, host = 'localhost'): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl').replace('localhost', host),
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Sets simulated device points through the demo's control API, as a test bench would. */
export async function force(device: string, values: Record<string, number>): Promise<void> {
  const response = await fetch(`${inject('controlUrl')}/devices/${device}/values`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (response.status !== 200) throw new Error(`control API: ${response.status}`);
}
