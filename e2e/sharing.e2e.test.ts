import { messages } from '@vigil/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, force, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Told at once: the demo admin makes the demo dashboard private and shares it read-only with the
// company's viewer, who then finds it and cannot change it; shares it with a new address, whose
// invitation reaches a real SMTP server with its /verify/ link; creates a 1-day public link,
// which a browser that never signed in opens and watches live; revokes it, and the link says
// 'Invalid token' on the next load.

const VIEW = 'DC1 Overview';
const VIEW_PATH = `/views/${encodeURIComponent(VIEW)}`;
const NEW_ADDRESS = `guest-${Date.now().toString(36)}@partner.test`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;

let browser: Browser;
let admin: TestPage;

async function signedIn(email: string): Promise<TestPage> {
  const opened = await openPage(browser);
  await opened.page.goto('/login');
  await signIn(opened.page, email, DEMO_PASSWORD);
  await opened.page.waitForURL('**/home');
  return opened;
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Opens Permissions & Sharing on the demo view. */
async function openSharing(page: Page): Promise<Locator> {
  await page.goto(VIEW_PATH);
  await page.getByRole('heading', { name: VIEW, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Permissions & Sharing' }).click();
  const dialog = page.getByRole('dialog', { name: `Permissions & Sharing: ${VIEW}` });
  await dialog.getByTestId('view-user').first().waitFor();
  return dialog;
}

const widget = (page: Page, name: string) =>
  page.locator('[data-testid="view-widget"]').filter({ has: page.getByRole('heading', { name }) });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@vigil.demo');
});
afterAll(async () => {
  // The demo view is public again for the files that run after this one.
  if (admin) {
    const { view } = await gql<{ view: { id: string; customerID: string } }>(
      admin.page,
      'query($n: String!) { view(viewName: $n) { id customerID } }',
      { n: VIEW },
    );
    await gql(
      admin.page,
      'mutation($v: ID!, $c: ID!) { updateViewUsers(viewID: $v, customerID: $c, permissions: [], isPublic: true) }',
      { v: view.id, c: view.customerID },
    );
    await admin.context.close();
  }
  await force('ups-1', { loadPercent: 40 });
  await browser?.close();
});

describe('sharing a view', () => {
  it('shares the demo view read-only with the viewer, who then reads it and cannot edit', async () => {
    const { page, errors } = admin;
    const dialog = await openSharing(page);

    // Private first, so that only the share lets the viewer read it.
    const isPublic = dialog.getByRole('switch', { name: 'Public view' });
    await expect.poll(() => isPublic.isEnabled()).toBe(true);
    if (await isPublic.isChecked()) {
      await isPublic.click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Permissions saved.').waitFor();
    }
    expect(await isPublic.isChecked()).toBe(false);
    await expect
      .poll(() => dialog.getByRole('group', { name: 'Permissions of viewer@vigil.demo' }).count())
      .toBe(0);

    // Add people, from the autocomplete, read only.
    const addresses = dialog.getByRole('combobox', { name: 'E-mail addresses' });
    await addresses.fill('viewer@');
    await page.getByRole('option', { name: 'viewer@vigil.demo' }).click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByText('viewer@vigil.demo: shared').waitFor();
    const rights = dialog.getByRole('group', { name: 'Permissions of viewer@vigil.demo' });
    await rights.waitFor();
    expect(await rights.getByRole('checkbox', { name: 'Read' }).isChecked()).toBe(true);
    expect(await rights.getByRole('checkbox', { name: 'Update' }).isChecked()).toBe(false);
    expect(await rights.getByRole('checkbox', { name: 'Share' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);

    const viewer = await signedIn('viewer@vigil.demo');
    try {
      await viewer.page.goto('/views');
      await viewer.page.getByRole('link', { name: VIEW }).click();
      await viewer.page.getByRole('heading', { name: VIEW, level: 1 }).waitFor();
      await widget(viewer.page, 'UPS load').waitFor();
      expect(await viewer.page.getByRole('link', { name: 'Add Widget' }).count()).toBe(0);
      for (const control of ['Edit', 'Add Header', 'Permissions & Sharing']) {
        expect(await viewer.page.getByRole('button', { name: control }).count()).toBe(0);
      }
      expect(await viewer.page.getByRole('button', { name: /^Move / }).count()).toBe(0);
      expect(viewer.errors).toEqual([]);
    } finally {
      await viewer.context.close();
    }
  });

  it('invites an address of no user by e-mail, with its verification link', async () => {
    const dialog = await openSharing(admin.page);
    const addresses = dialog.getByRole('combobox', { name: 'E-mail addresses' });
    // A refused address is told beside it; the good one goes.
    await addresses.fill(`not-an-address, ${NEW_ADDRESS}`);
    await addresses.press('Enter');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const results = dialog.getByRole('list', { name: 'Sharing results' });
    await results.getByText(`${NEW_ADDRESS}: shared`).waitFor();
    const refused = results.getByTestId('share-failure');
    expect(await refused.textContent()).toBe(`not-an-address${messages.invalidEmail}`);

    await expect
      .poll(async () => (await mails()).filter((m) => m.to.includes(NEW_ADDRESS)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [mail] = (await mails()).filter((m) => m.to.includes(NEW_ADDRESS));
    expect(mail!.text).toContain(VIEW);
    const link = /https?:\/\/\S+(\/verify\/\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The guest follows the link, sets a password, signs in and finds the view shared with them.
    const guest = await openPage(browser);
    try {
      await guest.page.goto(link![1]!);
      await guest.page.getByText(NEW_ADDRESS).waitFor();
      const password = 'Guest-password-2026';
      await guest.page.getByLabel('Password', { exact: true }).fill(password);
      await guest.page.getByLabel('Confirm password').fill(password);
      await guest.page.getByRole('button', { name: 'Create Password' }).click();
      await guest.page
        .getByRole('dialog', { name: 'Service Agreement' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await guest.page.getByText(messages.emailVerified).waitFor();
      await guest.page.getByRole('main').getByRole('link', { name: 'Login' }).click();
      await guest.page.waitForURL('**/login');
      await signIn(guest.page, NEW_ADDRESS, password);
      await guest.page.waitForURL('**/home');
      await guest.page.goto(VIEW_PATH);
      await guest.page.getByRole('heading', { name: VIEW, level: 1 }).waitFor();
      // Signed in, the verification page sends them on (spec access §2).
      await guest.page.goto(link![1]!);
      await guest.page.waitForURL('**/home');
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.context.close();
    }
  });

  it('makes a 1-day public link that a browser never signed in watches live, until revoked', async () => {
    await force('ups-1', { loadPercent: 44 });
    const dialog = await openSharing(admin.page);
    const expiry = dialog.getByRole('combobox', { name: 'Link expires after' });
    expect(await expiry.textContent()).toBe('1 day');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const fresh = dialog.getByTestId('new-share-link');
    await fresh.getByText('Shown once: copy it now; only a fingerprint is kept.').waitFor();
    const url = await fresh.getByRole('textbox', { name: 'New public link' }).inputValue();
    expect(url).toMatch(/\/shared\/[^/]+$/);
    expect(await fresh.textContent()).toMatch(/Expires /);
    // The newest link heads the view's list.
    const newest = dialog.getByTestId('share-link').first();
    await newest.getByText('Active').waitFor();
    expect(await newest.textContent()).toMatch(/Expires /);

    const visitor = await openPage(browser);
    try {
      // Every request of the page works, the Image widget's picture included (through the link).
      const refused: string[] = [];
      const images: number[] = [];
      visitor.page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.startsWith('/files/images/')) images.push(response.status());
        if (response.status() >= 400) refused.push(path);
      });
      await visitor.page.goto(url);
      await visitor.page.getByRole('heading', { name: VIEW, level: 1 }).waitFor();
      expect(await visitor.page.title()).toContain(VIEW);
      expect(visitor.page.url()).toBe(url);
      const load = widget(visitor.page, 'UPS load');
      await expect.poll(() => load.textContent(), { timeout: 25_000 }).toContain('44');
      // Read-only: no toolbar, no widget controls.
      expect(await visitor.page.getByRole('toolbar').count()).toBe(0);
      expect(await visitor.page.getByRole('button', { name: /^Move / }).count()).toBe(0);
      // A value changing on the page without a reload: over the link's own live socket.
      await force('ups-1', { loadPercent: 57 });
      await expect.poll(() => load.textContent(), { timeout: 25_000 }).toContain('57');
      expect(visitor.page.url()).toBe(url);
      // A deep link survives a reload.
      await visitor.page.reload();
      await visitor.page.getByRole('heading', { name: VIEW, level: 1 }).waitFor();
      await widget(visitor.page, 'UPS load').waitFor();
      expect(refused).toEqual([]);
      expect(images.length).toBeGreaterThan(0);
      expect(visitor.errors).toEqual([]);

      // Revoked, once confirmed: the next load says so.
      await newest.getByRole('button', { name: /^Revoke/ }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'Revoke this link?' });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await newest.getByText('Revoked', { exact: true }).waitFor();
      await visitor.page.reload();
      await visitor.page.getByText(messages.invalidToken).waitFor();
      expect(visitor.page.url()).toBe(url);
      expect(await visitor.page.getByRole('heading', { name: VIEW }).count()).toBe(0);
      expect(visitor.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
