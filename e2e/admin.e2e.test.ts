import { messages } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// Told at once: the demo company's admin (a manager of users) invites a new address from the
// Users page; the invitee follows the e-mailed link, sets a password and signs in. The admin then
// gives the read-only viewer the manage-users permission, which their very next request has.
// Last, Set Home Page for three users: one goes through, one is lost on the network and set on
// Retry, one was deleted meanwhile and stays a failure; the invitee's next sign-in lands there.

const stamp = Date.now().toString(36);
const INVITEE = `invitee-${stamp}@partner.test`;
const INVITEE_PASSWORD = 'Invitee-password-2026';
const FLAKY = `flaky-${stamp}@partner.test`;
const GONE = `gone-${stamp}@partner.test`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;

let browser: Browser;
let admin: TestPage;
let customerID: string;

/** A GraphQL call with the page's session, as its own next request. */
async function call<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  return (await reply.json()) as { data?: T | null; errors?: { message: string }[] };
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await call<T>(page, query, variables);
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signedIn(email: string, password = DEMO_PASSWORD, landing = '**/home') {
  const opened = await openPage(browser);
  await opened.page.goto('/login');
  await signIn(opened.page, email, password);
  await opened.page.waitForURL(landing);
  return opened;
}

const userId = async (email: string) =>
  (
    await gql<{ users: { id: string }[] }>(
      admin.page,
      'query($c: ID, $e: String) { users(customerID: $c, email: $e) { id } }',
      { c: customerID, e: email },
    )
  ).users[0]?.id;

const setRoles = (email: string, roles: string[]) =>
  userId(email).then((id) =>
    gql(
      admin.page,
      'mutation($c: ID!, $p: [UserPermissionsInput!]!) { editCustomerPermissions(customerID: $c, permissions: $p) }',
      { c: customerID, p: [{ userID: id, roles }] },
    ),
  );

const USERS_PROBE = 'query($c: ID) { users(customerID: $c, limit: 1) { id } }';

/** Opens the Users page from the account menu. */
async function openUsersPage(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.waitForURL(`**/${customerID}/users`);
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedIn('admin@vigil.demo');
  customerID = (
    await gql<{ me: { customer: { id: string } } }>(admin.page, '{ me { customer { id } } }')
  ).me.customer.id;
});
afterAll(async () => {
  // The demo's read-only viewer is read-only again for the files that run after this one.
  if (admin) {
    await setRoles('viewer@vigil.demo', []);
    await admin.context.close();
  }
  await browser?.close();
});

describe('a company’s users', () => {
  it('invites a new address, who follows the e-mailed link, sets a password and signs in', async () => {
    const { page, errors } = admin;
    await openUsersPage(page);
    await page.getByTestId('company-user').first().waitFor();

    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('Email').fill(INVITEE);
    await dialog.getByRole('checkbox', { name: 'Create templates (ct)' }).check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator(`[data-testid="company-user"][data-email="${INVITEE}"]`);
    await row.getByText('Invited').waitFor();

    await expect
      .poll(async () => (await mails()).filter((m) => m.to.includes(INVITEE)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [mail] = (await mails()).filter((m) => m.to.includes(INVITEE));
    expect(mail!.subject).toContain('invited you to');
    const link = /https?:\/\/\S+(\/verify\/\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    const invitee = await openPage(browser);
    try {
      await invitee.page.goto(link!);
      await invitee.page.getByText(INVITEE).waitFor();
      await invitee.page.getByLabel('Password', { exact: true }).fill(INVITEE_PASSWORD);
      await invitee.page.getByLabel('Confirm password').fill(INVITEE_PASSWORD);
      await invitee.page.getByRole('button', { name: 'Create Password' }).click();
      // The service agreement, when the page asks for it.
      const accept = invitee.page.getByRole('button', { name: 'Accept' });
      const verified = invitee.page.getByText(messages.emailVerified);
      await accept.or(verified).first().waitFor();
      if (await accept.isVisible()) await accept.click();
      await verified.waitFor();
      await invitee.page.getByRole('main').getByRole('link', { name: 'Login' }).click();
      await invitee.page.waitForURL('**/login');
      await signIn(invitee.page, INVITEE, INVITEE_PASSWORD);
      await invitee.page.waitForURL('**/home');
      const me = await gql<{ me: { email: string; customer: { id: string; roles: string[] } } }>(
        invitee.page,
        '{ me { email customer { id roles } } }',
      );
      expect(me.me).toEqual({ email: INVITEE, customer: { id: customerID, roles: ['ct'] } });
      expect(invitee.errors).toEqual([]);
    } finally {
      await invitee.context.close();
    }
    // Verified now: no longer marked Invited.
    await page.reload();
    await row.waitFor();
    expect(await row.getByText('Invited').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('gives the viewer manage users, which their very next request has', async () => {
    const viewer = await signedIn('viewer@vigil.demo');
    try {
      // Not a manager of users yet: the page sends them home, the server refuses the list.
      await viewer.page.goto(`/${customerID}/users`);
      await viewer.page.waitForURL('**/home');
      const before = await call(viewer.page, USERS_PROBE, { c: customerID });
      expect(before.errors?.[0]?.message).toBe(messages.insufficientPrivileges);

      const { page } = admin;
      await openUsersPage(page);
      const search = page.getByRole('searchbox', { name: 'Search users' });
      await search.fill('viewer@');
      await search.press('Enter');
      await page.waitForURL('**/users?query=viewer%40');
      await page.getByRole('button', { name: 'Edit permissions of viewer@vigil.demo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Permissions of viewer@vigil.demo' });
      await dialog.getByRole('checkbox', { name: 'Manage users (mu)' }).waitFor();
      expect(await dialog.getByRole('checkbox').count()).toBe(15);
      await dialog.getByRole('checkbox', { name: 'Manage users (mu)' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .locator('[data-testid="company-user"][data-email="viewer@vigil.demo"]')
        .getByTestId('user-roles')
        .getByText('mu', { exact: true })
        .waitFor();

      // The viewer's next request, in the same session: allowed now.
      const after = await call<{ users: unknown[] }>(viewer.page, USERS_PROBE, { c: customerID });
      expect(after.errors).toBeUndefined();
      expect(after.data!.users).toHaveLength(1);
      await viewer.page.goto(`/${customerID}/users`);
      await viewer.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      expect(viewer.page.url()).toMatch(new RegExp(`/${customerID}/users$`));
      expect(viewer.errors).toEqual([]);
    } finally {
      await viewer.context.close();
    }
  });

  it('fits a phone’s width: every row keeps its actions, nothing scrolls sideways', async () => {
    const phone = await signedIn('admin@vigil.demo');
    try {
      await phone.page.setViewportSize({ width: 360, height: 740 });
      await phone.page.goto(`/${customerID}/users`);
      const row = phone.page.locator(
        '[data-testid="company-user"][data-email="viewer@vigil.demo"]',
      );
      await row.waitFor();
      const box = await row.getByRole('button', { name: 'Delete viewer@vigil.demo' }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(await row.evaluate((element) => element.getBoundingClientRect().height)).toBe(48);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await phone.page.getByRole('button', { name: 'Invite User' }).click();
      await phone.page.getByRole('dialog', { name: 'Invite a user' }).waitFor();
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('sets a home page for several users one by one, with Retry for a failure', async () => {
    const { page, errors } = admin;
    for (const email of [FLAKY, GONE]) {
      await gql(
        page,
        'mutation($e: String!, $c: ID!) { inviteToCompany(email: $e, customerID: $c) { id } }',
        { e: email, c: customerID },
      );
    }
    const flakyId = await userId(FLAKY);
    // The network loses the first request for one user.
    let dropped = 0;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { userID?: string };
      } | null;
      if (
        body?.operationName === 'EditCustomerHomePage' &&
        body.variables?.userID === flakyId &&
        dropped === 0
      ) {
        dropped += 1;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });

    const home = `/${customerID}/sensors`;
    await page.goto(home);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Set Home Page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Home Page' });
    expect(await dialog.getByTestId('home-page-address').textContent()).toBe(home);
    const picker = dialog.getByRole('combobox', { name: 'Users' });
    // The admin's own home page stays as it is: take them off the list.
    await picker.click();
    await picker.press('Backspace');
    for (const email of [INVITEE, FLAKY, GONE]) {
      await picker.fill(email.slice(0, 12));
      await page.getByRole('option', { name: email }).click();
    }
    // Deleted meanwhile, while the dialog is open.
    await gql(page, 'mutation($c: ID!, $e: String!) { deleteUser(customerID: $c, email: $e) }', {
      c: customerID,
      e: GONE,
    });
    await dialog.getByRole('button', { name: 'Save' }).click();

    const results = dialog.getByRole('list', { name: 'Results' });
    await results.waitFor();
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    const result = (state: string) =>
      results.locator(`[data-testid="home-page-result"][data-state="${state}"]`);
    expect(await result('done').allTextContents()).toEqual([`${INVITEE}: home page set`]);
    expect(await result('failed').count()).toBe(2);
    await result('failed').filter({ hasText: GONE }).getByText(messages.noAccess).waitFor();

    await dialog.getByRole('button', { name: `Retry ${FLAKY}` }).click();
    await results.getByText(`${FLAKY}: home page set`).waitFor();
    expect(await result('failed').allTextContents()).toEqual([`${GONE}${messages.noAccess}Retry`]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.unroute('**/graphql');

    const homes = await gql<{ users: { email: string; homeUrl: string | null }[] }>(
      page,
      'query($c: ID, $q: String) { users(customerID: $c, query: $q) { email homeUrl } }',
      { c: customerID, q: stamp },
    );
    expect(homes.users.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: FLAKY, homeUrl: home },
      { email: INVITEE, homeUrl: home },
    ]);
    const own = await gql<{ me: { homeUrl: string | null } }>(page, '{ me { homeUrl } }');
    expect(own.me.homeUrl).toBeNull();
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);

    // Signing in lands on the home page set.
    const invitee = await signedIn(INVITEE, INVITEE_PASSWORD, `**${home}`);
    try {
      await invitee.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(invitee.page.url()).pathname).toBe(home);
    } finally {
      await invitee.context.close();
    }
  });
});
