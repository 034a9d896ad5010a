import { messages } from '@vigil/domain';
import type { Browser } from 'playwright-core';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Console noise that is expected: the browser logs failed GraphQL answers it then shows. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('signing in', () => {
  it.each([
    ['super@vigil.demo', 'Sam'],
    ['admin@vigil.demo', 'Alex'],
    ['viewer@vigil.demo', 'Vic'],
  ])('%s signs in, sees the home page and signs out', async (email, firstName) => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await signIn(page, email, DEMO_PASSWORD);
      await page.waitForURL('**/home');
      await page.getByRole('heading', { name: 'Welcome to Vigil' }).waitFor();
      await expect.poll(() => page.title()).toContain('Welcome to Vigil');
      await page.getByText(firstName).first().waitFor();

      // The session survives a reload, and /login sends a signed-in user home.
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome to Vigil' }).waitFor();
      await page.goto('/login');
      await page.waitForURL('**/home');

      await page.getByRole('button', { name: 'Account menu' }).click();
      // The menu shows the account's details above its items.
      await page.getByRole('presentation').getByText(email).waitFor();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
      await page.goto('/home');
      await page.waitForURL(/\/login\?ref=%2Fhome$/);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("answers a wrong password with the spec's message", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login');
      await signIn(page, 'viewer@vigil.demo', 'not-the-password');
      await page.waitForURL(/\/login\?.*invalid/);
      await page.getByText(messages.loginFailed).waitFor();
      // The banner is in the address, so it survives a reload.
      await page.reload();
      await page.getByText(messages.loginFailed).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the lockout banner at the sixth failed attempt', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login');
      for (let attempt = 1; attempt <= 5; attempt++) {
        await signIn(page, 'locked.out@vigil.demo', `wrong-${attempt}`);
        await page.waitForURL(/invalid/);
        await page.getByText(messages.loginFailed).waitFor();
        await page.goto('/login');
      }
      await signIn(page, 'locked.out@vigil.demo', 'wrong-6');
      await page.waitForURL(/\/login\?.*lockout/);
      await page.getByText(messages.lockout).waitFor();
      await expect(page.getByText(messages.loginFailed).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('asks for both fields before sending anything', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText(messages.required).count()).resolves.toBe(2);
      expect(page.url()).toMatch(/\/login$/);
    } finally {
      await context.close();
    }
  });

  it('offers the Forgot Password? link', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/login');
      const link = page.getByRole('link', { name: 'Forgot Password?' });
      await expect(link.getAttribute('href')).resolves.toBe('/forgotPassword');
    } finally {
      await context.close();
    }
  });
});

describe('route guard', () => {
  it('sends a signed-out deep link to /login?ref=… and back after sign-in', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/home?tab=companies');
      await page.waitForURL(/\/login\?ref=/);
      expect(new URL(page.url()).searchParams.get('ref')).toBe('/home?tab=companies');
      await signIn(page, 'admin@vigil.demo', DEMO_PASSWORD);
      await page.waitForURL('**/home?tab=companies');
      await page.getByRole('heading', { name: 'Welcome to Vigil' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows the spec's 404 page for an unknown path, with a working Go Back", async () => {
    const { page, context } = await openPage(browser);
    try {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: messages.notFoundTitle }).waitFor();
      await page.getByText(messages.notFound).waitFor();
      await expect.poll(() => page.title()).toContain(messages.notFoundTitle);
      // Opened directly, there is nothing to go back to in the app: Go Back leads home,
      // which asks a signed-out visitor to sign in first.
      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL(/\/login\?ref=%2Fhome$/);
    } finally {
      await context.close();
    }
  });
});

describe('brands', () => {
  it('picks the brand from the host name', async () => {
    const { page, context, errors } = await openPage(browser, 'infra-ai.localhost');
    try {
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByText('Vigil InfraAI').first().waitFor();
      await expect.poll(() => page.title()).toContain('Vigil InfraAI');
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('multifactor sign-in', () => {
  it('asks for the authenticator code before the app opens, then follows ref', async () => {
    const { email, secret } = inject('mfaUser');
    const { page, context } = await openPage(browser);
    try {
      await page.goto('/home?tab=gateways');
      await page.waitForURL(/\/login\?ref=/);
      await signIn(page, email, DEMO_PASSWORD);
      await page.waitForURL(/\/login\/mfa\?ref=%2Fhome%3Ftab%3Dgateways$/);
      // Half signed in: protected pages still lead back to the code.
      await page.goto('/home?tab=gateways');
      await page.waitForURL(/\/login\/mfa\?ref=%2Fhome%3Ftab%3Dgateways$/);

      await page.getByLabel('Authenticator code').fill('12345');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(messages.mfaCodeFormat).waitFor();

      await page.getByLabel('Authenticator code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/login\/mfa\?.*invalid/);
      await page.getByText(messages.mfaTokenIncorrect).waitFor();

      await page.getByLabel('Authenticator code').fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/home?tab=gateways');
      await page.getByRole('heading', { name: 'Welcome to Vigil' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
