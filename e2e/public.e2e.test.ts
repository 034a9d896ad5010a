import { BRANDS } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn } from './browser.js';

// The public site, signed out: every page under each brand's host name, pre-rendered so it reads
// without JavaScript; a demo request with the ALTCHA captcha solved by the widget itself, stored
// (as a super user sees it) and mailed to SALES_EMAIL; a filled honeypot sends nothing; Choose
// Plan picks exactly one plan, which the pricing request carries.

const SALES = 'sales@vigil.test';
const HOSTS: Record<string, string> = {
  vigil: 'localhost',
  'infra-ai': 'infra-ai.localhost',
  vendor: 'vendor.localhost',
};
const PAGES = [
  ['/', 'Remote Monitoring for Critical Infrastructure', /Know the state of every UPS/],
  ['/landing/company', 'Our Company', /^Our Company$/],
  ['/landing/product', 'Our Product', /^Our Product$/],
  ['/landing/pricing', 'Request Pricing', /^Request Pricing$/],
  ['/landing/demo', 'Request a Demo', /^Request a Demo$/],
  ['/landing/partners', 'Become a Partner', /^Become a Partner$/],
  ['/landing/case-studies', 'Case Studies', /^Case Studies$/],
] as const;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}
interface StoredRequest {
  type: string;
  name: string;
  email: string;
  planType: string;
  productName: string;
  mailedAt: string | null;
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

let browser: Browser;
let superUser: Page;

/** Demo, pricing and partnership requests as the super user's list shows them. */
async function storedRequests(): Promise<StoredRequest[]> {
  const reply = await superUser.context().request.post('/graphql', {
    data: {
      query: '{ marketingRequests(limit: 100) { type name email planType productName mailedAt } }',
    },
  });
  const body = (await reply.json()) as { data?: { marketingRequests: StoredRequest[] } };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.marketingRequests;
}

/** Fills the shared request form and solves its captcha in the browser, as a visitor does. */
async function fillRequest(page: Page, email: string) {
  // Once the app has taken over from the pre-rendered page (the captcha needs it).
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Rosa Diaz');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Company' }).fill('Acme Clinics');
  // The widget's own checkbox, clicked through its label as a person does.
  await page.locator('altcha-widget label').first().click();
  // The widget puts its solved payload in a hidden input once the proof of work is done.
  await expect
    .poll(() => page.locator('altcha-widget input[name="allowedToken"]').inputValue(), {
      timeout: 45_000,
    })
    .not.toBe('');
  return form;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await openPage(browser);
  superUser = opened.page;
  await superUser.goto('/login');
  await signIn(superUser, 'super@vigil.demo', DEMO_PASSWORD);
  await superUser.waitForURL('**/home');
});
afterAll(async () => {
  await superUser?.context().close();
  await browser?.close();
});

describe('the public site', () => {
  it.each(BRANDS.map((brand) => [brand.id, brand.productName] as const))(
    'shows every public page under the %s host, branded, without console errors',
    async (brandId, productName) => {
      const { page, errors, context } = await openPage(browser, HOSTS[brandId]);
      try {
        for (const [path, title, heading] of PAGES) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          // The app has taken over from the pre-rendered copy.
          await page.locator('#prerendered').waitFor({ state: 'detached' });
          await expect.poll(() => page.title()).toBe(`${title} · ${productName}`);
          const banner = page.getByRole('banner');
          expect(await banner.getByRole('link', { name: productName, exact: true }).count()).toBe(
            1,
          );
          expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
            productName,
          );
          // As a Lighthouse audit asks: every image sized and with its alternative text (empty
          // when decorative), every link and button with an accessible name.
          const unsized = await page
            .locator('img')
            .evaluateAll((images) =>
              images
                .filter(
                  (image) =>
                    !image.getAttribute('width') ||
                    !image.getAttribute('height') ||
                    image.getAttribute('alt') === null,
                )
                .map((image) => image.getAttribute('src')),
            );
          expect(unsized).toEqual([]);
          const unnamed = await page
            .locator('a, button')
            .evaluateAll((controls) =>
              controls
                .filter(
                  (control) =>
                    !control.textContent?.trim() &&
                    !control.getAttribute('aria-label') &&
                    !control.getAttribute('aria-labelledby') &&
                    !control.querySelector('img[alt]:not([alt=""]), svg[aria-label]'),
                )
                .map((control) => control.outerHTML.slice(0, 120)),
            );
          expect(unnamed).toEqual([]);
        }
        // The header's links move between pages within the app.
        await page.getByRole('banner').getByRole('link', { name: 'Company' }).click();
        await page.waitForURL('**/landing/company');
        await page.getByRole('heading', { level: 1, name: 'Our Company' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(BRANDS.map((brand) => [brand.id, brand.productName] as const))(
    'reads without JavaScript under the %s host',
    async (brandId, productName) => {
      const context = await browser.newContext({
        baseURL: inject('baseUrl').replace('localhost', HOSTS[brandId]!),
        javaScriptEnabled: false,
      });
      try {
        const page = await context.newPage();
        for (const [path, title, heading] of PAGES) {
          await page.goto(path);
          expect(await page.title()).toBe(`${title} · ${productName}`);
          expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(
            true,
          );
          expect(
            await page.getByRole('banner').getByRole('link', { name: productName }).isVisible(),
          ).toBe(true);
          expect(
            await page.getByRole('contentinfo').getByText('Oakland, CA 94607').isVisible(),
          ).toBe(true);
        }
        // The links are plain links: the visitor moves on without JavaScript too.
        await page.goto('/');
        await page.getByRole('banner').getByRole('link', { name: 'Product' }).click();
        await page.waitForURL('**/landing/product');
        expect(await page.getByRole('heading', { level: 1, name: 'Our Product' }).isVisible()).toBe(
          true,
        );
      } finally {
        await context.close();
      }
    },
  );

  it('sends a demo request whose captcha the widget solves; it is stored and mailed', async () => {
    const { page, errors, context } = await openPage(browser, 'vendor.localhost');
    try {
      const email = `demo-${unique()}@acme.test`;
      await page.goto('/landing/demo');
      const form = await fillRequest(page, email);
      const answers: string[] = [];
      page.on('response', (response) => {
        if (
          response.url().endsWith('/graphql') &&
          response.request().postData()?.includes('requestDemo')
        ) {
          void response.text().then((text) => answers.push(text));
        }
      });
      await form.getByRole('button', { name: 'Show me More' }).click();
      const done = form.getByRole('button', { name: 'Demo Requested' });
      await done.or(form.getByRole('alert')).first().waitFor();
      await expect.poll(() => answers).toEqual(['{"data":{"requestDemo":true}}']);
      expect(await done.isDisabled()).toBe(true);

      await expect
        .poll(async () => (await storedRequests()).find((r) => r.email === email)?.mailedAt, {
          timeout: 15_000,
        })
        .toBeTruthy();
      expect((await storedRequests()).find((r) => r.email === email)).toMatchObject({
        type: 'demo',
        name: 'Rosa Diaz',
        planType: 'UNKNOWN',
        productName: 'PowerWatch',
      });
      const mail = (await mails()).find((m) => m.to.includes(SALES) && m.text.includes(email));
      expect(mail?.subject).toMatch(/^\[Demo request #\d+\] Rosa Diaz \(Acme Clinics\)$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends nothing when the hidden honeypot is filled', async () => {
    const { page, errors, context } = await openPage(browser);
    try {
      const email = `robot-${unique()}@acme.test`;
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.postData()?.includes('requestDemo')) {
          sent.push(request.postData()!);
        }
      });
      await page.goto('/landing/demo');
      const form = await fillRequest(page, email);
      await page.locator('input[name="title"]').fill('Chief Robot');
      await form.getByRole('button', { name: 'Show me More' }).click();
      await form.getByRole('button', { name: 'Demo Requested' }).waitFor();
      expect(sent).toEqual([]);
      expect((await storedRequests()).some((r) => r.email === email)).toBe(false);
      expect((await mails()).some((m) => m.text.includes(email))).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Choose Plan picks exactly one plan, and the pricing request carries it', async () => {
    const { page, errors, context } = await openPage(browser, 'infra-ai.localhost');
    try {
      const pressed = () =>
        page
          .locator('button[aria-pressed="true"]')
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      const choose = (name: string) =>
        page.getByRole('button', { name: `Choose Plan: ${name}` }).click();
      await page.goto('/landing/pricing');
      await page.locator('#prerendered').waitFor({ state: 'detached' });
      await choose('Up to 50 devices');
      await choose('Custom');
      expect(await pressed()).toEqual(['Choose Plan: Custom']);
      await choose('Custom');
      expect(await pressed()).toEqual([]);
      await choose('Up to 100 devices');
      expect(await pressed()).toEqual(['Choose Plan: Up to 100 devices']);

      const email = `pricing-${unique()}@acme.test`;
      const form = await fillRequest(page, email);
      await form.getByRole('button', { name: 'Request Pricing' }).click();
      await form.getByRole('button', { name: 'Pricing Requested' }).waitFor();
      await expect
        .poll(async () => (await storedRequests()).find((r) => r.email === email))
        .toMatchObject({ type: 'Pricing', planType: '100 DEVICE', productName: 'Vigil InfraAI' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in visitor of / on to /home', async () => {
    await superUser.goto('/');
    await superUser.waitForURL('**/home');
    expect(await superUser.locator('#prerendered').count()).toBe(0);
  });
});
