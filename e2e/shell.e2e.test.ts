import { messages } from '@vigil/domain';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// The rest of the shell: What's New opened from the account menu shows the release notes the
// server serves from RELEASE.md; a bug report sent from Send Feedback reaches a real SMTP server
// at BUG_REPORT_EMAIL; the service agreement, the privacy policy and Help open without signing
// in; the footer offers Feedback only to a signed-in user.

const SUPPORT = 'support@vigil.test';
const RELEASE_NOTES = readFileSync(new URL('../RELEASE.md', import.meta.url), 'utf8');
/** The first release's heading in RELEASE.md, as the drawer must show it. */
const FIRST_RELEASE = /^## (.+)$/m.exec(RELEASE_NOTES)![1]!;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;

const footerLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).getByRole('link');

let browser: Browser;
let viewer: TestPage;

beforeAll(async () => {
  browser = await launchBrowser();
  viewer = await openPage(browser);
  await viewer.page.goto('/login');
  await signIn(viewer.page, 'viewer@vigil.demo', DEMO_PASSWORD);
  await viewer.page.waitForURL('**/home');
});
afterAll(async () => {
  await viewer?.context.close();
  await browser?.close();
});

describe('the shell', () => {
  it("opens What's New from the account menu and shows the release notes", async () => {
    const { page, errors } = viewer;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: "What's New" }).click();
    const drawer = page.getByRole('dialog', { name: "What's New" });
    await drawer.getByRole('heading', { name: FIRST_RELEASE }).waitFor();
    expect(await drawer.getByRole('listitem').count()).toBeGreaterThan(5);
    // On the right, over the page.
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('sends a bug report from the footer, which reaches the support mailbox', async () => {
    const { page, errors } = viewer;
    expect(await footerLinks(page).allTextContents()).toEqual([
      'Service Agreement',
      'Privacy Policy',
      'Feedback',
      'Help',
    ]);
    await footerLinks(page).filter({ hasText: 'Feedback' }).click();
    await page.waitForURL('**/feedback/bug');
    await page.getByRole('heading', { name: 'Send Feedback', level: 1 }).waitFor();
    const email = page.getByRole('textbox', { name: 'Your email' });
    expect(await email.inputValue()).toBe('viewer@vigil.demo');

    const subject = `Trend is blank ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('The UPS load trend on DC1 Overview shows no line since 9:00.');
    await page.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText(messages.bugReportSent).waitFor();
    expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('');

    await expect
      .poll(async () => (await mails()).find((mail) => mail.subject.endsWith(subject)), {
        timeout: 15_000,
      })
      .toBeDefined();
    const mail = (await mails()).find((m) => m.subject.endsWith(subject))!;
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.subject).toMatch(/^\[Bug report #\d+\] /);
    expect(mail.text).toContain('Answer to: viewer@vigil.demo');
    expect(mail.text).toContain('The UPS load trend on DC1 Overview shows no line since 9:00.');
    expect(errors).toEqual([]);
  });

  it('opens the terms, the privacy policy and Help signed out, with no Feedback link', async () => {
    const visitor = await openPage(browser);
    try {
      const { page, errors } = visitor;
      // Pages of the app: the server answers them 200, not the 404 of an unknown path.
      for (const path of ['/terms/privacy-policy', '/feedback/help', '/feedback/bug']) {
        expect((await page.request.get(path)).status(), path).toBe(200);
      }
      expect((await page.goto('/terms/service-agreement'))!.status()).toBe(200);
      await page.getByRole('heading', { name: 'Vigil Service Agreement', level: 1 }).waitFor();
      expect(page.url()).toMatch(/\/terms\/service-agreement$/);
      const fees = page.getByRole('region', { name: /Fees and payment/ });
      expect(await fees.textContent()).toContain('1.5% per month');
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
      expect(await footerLinks(page).allTextContents()).toEqual([
        'Service Agreement',
        'Privacy Policy',
        'Help',
      ]);

      await footerLinks(page).filter({ hasText: 'Privacy Policy' }).click();
      await page.getByRole('heading', { name: 'Vigil Privacy Policy', level: 1 }).waitFor();
      expect(page.url()).toMatch(/\/terms\/privacy-policy$/);
      await page.getByRole('heading', { name: /Cookies/, level: 2 }).waitFor();

      await footerLinks(page).filter({ hasText: 'Help' }).click();
      await page.getByRole('heading', { name: 'Vigil Help', level: 1 }).waitFor();
      await page
        .getByRole('region', { name: 'Contact us' })
        .getByRole('link', { name: 'Sign in' })
        .waitFor();

      // Send Feedback itself needs signing in: the guard sends the visitor to sign in first.
      await page.goto('/feedback/bug');
      await page.waitForURL(/\/login\?ref=/);
      expect(errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
