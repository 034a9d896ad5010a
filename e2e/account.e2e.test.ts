import { messages } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn } from './browser.js';

// Told at once: a user who forgot their password asks for a link from the sign-in page, reads
// it in the mailbox of a real SMTP server, sets a new password and signs in with it, then edits
// their profile on My Account; another user enables MFA by typing the manual code into an
// "authenticator" (otplib, here in the test), finishes with its recovery codes, signs out and
// signs in again with a code.

const RESET_USER = 'account@vigil.demo';
const MFA_USER = 'account-mfa@vigil.demo';
const NEW_PASSWORD = 'Fresh-Start-2026';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;

/** Console noise that is expected: the browser logs failed GraphQL answers it then shows. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openMyAccount(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page.waitForURL('**/account');
  await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
}

describe('getting in and My Account', () => {
  it('resets a forgotten password by e-mail, signs in with it and edits the profile', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await page.waitForURL('**/forgotPassword');
      await page.getByRole('heading', { name: 'Reset your Password' }).waitFor();
      await page.getByLabel('Email').fill(RESET_USER);
      await page.getByRole('button', { name: 'Send Email' }).click();
      await page.getByText(messages.resetEmailSent).waitFor();

      await expect
        .poll(async () => (await mails()).filter((m) => m.to.includes(RESET_USER)).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const [mail] = (await mails()).filter((m) => m.to.includes(RESET_USER));
      const link = /https?:\/\/\S+(\/forgotPassword\/\S+)/.exec(mail!.text);
      expect(link).not.toBeNull();

      await page.goto(link![1]!);
      await page.getByText(messages.createNewPassword).waitFor();
      await page.getByLabel('New Password').fill(NEW_PASSWORD);
      await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText(messages.passwordResetDone).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
      await page.waitForURL('**/login');

      // The old password is gone; the new one works.
      await signIn(page, RESET_USER, DEMO_PASSWORD);
      await page.getByText(messages.loginFailed).waitFor();
      await signIn(page, RESET_USER, NEW_PASSWORD);
      await page.waitForURL('**/home');
      // The link was spent.
      await page.goto(link![1]!);
      await page.waitForURL('**/home');

      await openMyAccount(page);
      await page.getByText(RESET_USER).first().waitFor();
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByLabel('First Name').fill('Ada');
      await profile.getByLabel('Last Name').fill('Lovelace');
      const phone = profile.getByLabel('Phone Number (mobile)');
      await phone.fill('555 123 4567');
      await phone.blur();
      await expect.poll(() => phone.inputValue()).toBe('(555) 123-4567');
      await profile.getByText(messages.phoneConsent).waitFor();
      await profile.getByRole('button', { name: 'Update' }).click();
      await profile.getByText(messages.accountUpdated).waitFor();

      await page.reload();
      const reloaded = page.getByRole('region', { name: 'Profile' });
      await expect.poll(() => reloaded.getByLabel('First Name').inputValue()).toBe('Ada');
      expect(await reloaded.getByLabel('Phone Number (mobile)').inputValue()).toBe(
        '(555) 123-4567',
      );
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('presentation').getByText('Ada Lovelace').waitFor();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('enables MFA from the manual code, then signs in with a code', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto('/login');
      await signIn(page, MFA_USER, DEMO_PASSWORD);
      await page.waitForURL('**/home');
      await openMyAccount(page);

      const panel = page.getByRole('region', { name: 'Multifactor Authentication' });
      await panel.getByText(/MFA is off/).waitFor();
      await panel.getByRole('button', { name: 'Enable' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enable MFA' });
      await dialog.getByRole('checkbox', { name: 'I have an authenticator app' }).check();
      await dialog.getByRole('button', { name: 'Generate QR Code' }).click();
      await dialog.getByRole('img', { name: /QR code/ }).waitFor();
      const secret = await dialog.getByLabel('Manual code').inputValue();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      const finish = dialog.getByRole('button', { name: 'Finish' });
      expect(await finish.isDisabled()).toBe(true);
      // Typed, then verified once typing stops.
      await dialog.getByLabel('Six-digit code').fill(await generate({ secret }));
      await dialog.getByLabel('Code verified').waitFor();
      await finish.click();
      const codes = dialog.getByRole('list', { name: 'Your recovery codes' });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await panel.getByText(/MFA is on/).waitFor();

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL('**/login');
      await signIn(page, MFA_USER, DEMO_PASSWORD);
      await page.waitForURL('**/login/mfa**');
      await page.getByLabel('Authenticator code').fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/home');
      await openMyAccount(page);
      await page
        .getByRole('region', { name: 'Multifactor Authentication' })
        .getByRole('button', { name: 'Resync' })
        .waitFor();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
