import { messages } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceProviderKeys } from '../apps/server/src/auth/samlKeys.js';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';
import { startSimpleSamlIdp, type IdpUser, type SimpleSamlIdp } from './simpleSamlIdp.js';

// Told at once: Acme's administrator turns single sign-on on with the address of a real IdP's
// metadata (SimpleSAMLphp, which signs and encrypts its assertions and checks our signed
// requests); a person never signed in opens Acme's views, is sent to the IdP, signs in there,
// comes back to the success page and on to the views, as a new user made by SSO. Then the IdP
// encrypts for another key: the failure page says so (err=1), and Try again works once fixed.

const SSO_USER: IdpUser = {
  username: 'sam.sso',
  password: 'Sso-Pass-2026',
  email: 'sam.sso@acme.test',
  givenName: 'Sam',
  sn: 'Single',
};

interface SpFacts {
  spEntityId: string;
  spAcsUrl: string;
  spCertificate: string;
  idpEntityId: string | null;
  enabled: boolean;
}

let browser: Browser;
let admin: TestPage;
let idp: SimpleSamlIdp;
let acmeId: string;
let sp: SpFacts;

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const UPDATE = `mutation($c: ID!, $e: Boolean!, $u: String) {
  updateSamlConfig(customerID: $c, enabled: $e, idpMetadataUrl: $u) {
    spEntityId spAcsUrl spCertificate idpEntityId enabled } }`;

const trustUs = (encryptionCertificate = sp.spCertificate) =>
  idp.trust({
    entityId: sp.spEntityId,
    acsUrl: sp.spAcsUrl,
    signingCertificate: sp.spCertificate,
    encryptionCertificate,
  });

/**
 * Errors our pages report (console errors and page errors); the IdP's pages are not ours to
 * judge (PHP's server answers 404 for the favicon the browser asks it for).
 */
function appErrors(page: Page): string[] {
  const errors: string[] = [];
  const ours = (url: string) => URL.canParse(url) && new URL(url).hostname === 'localhost';
  page.on('pageerror', (error) => {
    if (ours(page.url())) errors.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && ours(message.location().url || page.url())) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** Signs in on SimpleSAMLphp's own user/password form. */
async function signInAtIdp(page: Page) {
  await page.locator('#username').waitFor();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await page.locator('#username').fill(SSO_USER.username);
  await page.locator('#password').fill(SSO_USER.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  idp = await startSimpleSamlIdp([SSO_USER]);
  admin = await openPage(browser);
  await admin.page.goto('/login');
  await signIn(admin.page, 'admin@vigil.demo', DEMO_PASSWORD);
  await admin.page.waitForURL('**/home');
  const { me } = await gql<{ me: { customer: { id: string } } }>(
    admin.page,
    '{ me { customer { id } } }',
  );
  acmeId = me.customer.id;
});
afterAll(async () => {
  // Acme signs in with passwords again for the files that run after this one.
  if (admin && acmeId) {
    await gql(admin.page, UPDATE, { c: acmeId, e: false });
    await admin.context.close();
  }
  await idp?.stop();
  await browser?.close();
});

describe('single sign-on', () => {
  it('sends a signed-out visitor of Acme’s views through its IdP and back, as a new SSO user', async () => {
    ({ updateSamlConfig: sp } = await gql<{ updateSamlConfig: SpFacts }>(admin.page, UPDATE, {
      c: acmeId,
      e: true,
      u: idp.metadataUrl,
    }));
    // SimpleSAMLphp names itself by its metadata address.
    expect(sp).toMatchObject({ enabled: true, idpEntityId: idp.metadataUrl });
    trustUs();

    const { page, context } = await openPage(browser);
    const errors = appErrors(page);
    try {
      const visited: string[] = [];
      // Client-side moves show as navigations of the frame; server redirects as requests.
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      page.on('request', (request) => {
        if (request.isNavigationRequest()) visited.push(request.url());
      });
      await page.goto(`/${acmeId}/views`);
      await signInAtIdp(page);

      const access = page.getByRole('link', { name: 'Access Application' });
      await access.waitFor();
      const ref = encodeURIComponent(`/${acmeId}/views`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        `/login/saml-success/${acmeId}?ref=${ref}`,
      );
      // The guard sent the visitor to Acme's SSO page, which went on to the server's route.
      const paths = visited.map((url) => new URL(url)).map((url) => url.pathname + url.search);
      expect(paths).toContain(`/login/saml/${acmeId}?ref=${ref}`);
      expect(paths).toContain(`/auth/saml/${acmeId}/login?ref=${ref}`);
      expect(paths.some((path) => path.startsWith('/saml2/idp/SSOService.php?SAMLRequest='))).toBe(
        true,
      );

      await access.click();
      await page.waitForURL(`**/${acmeId}/views`);
      await page.getByRole('heading', { name: 'My Views', level: 1 }).waitFor();
      const { me } = await gql<{ me: unknown }>(
        page,
        '{ me { email firstName lastName saml customer { id } } }',
      );
      expect(me).toEqual({
        email: SSO_USER.email,
        firstName: 'Sam',
        lastName: 'Single',
        saml: true,
        customer: { id: acmeId },
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says the encryption is wrong when the IdP encrypts for another key (err=1)', async () => {
    const stranger = await createServiceProviderKeys('Not Vigil');
    trustUs(stranger.certificate);
    const { page, context } = await openPage(browser);
    const errors = appErrors(page);
    try {
      const ref = `/${acmeId}/equipment`;
      await page.goto(`/login/saml/${acmeId}?ref=${encodeURIComponent(ref)}`);
      await signInAtIdp(page);
      await page.getByRole('heading', { name: messages.ssoLoginFailedTitle, level: 1 }).waitFor();
      await page.getByText(messages.ssoEncryptionFailed).waitFor();
      expect(new URL(page.url()).searchParams.get('err')).toBe('1');
      const { me } = await gql<{ me: unknown }>(page, '{ me { email } }');
      expect(me).toBeNull();

      // The administrator gives the IdP the right certificate; Try again goes through (the IdP
      // remembers the person, so no password this time).
      trustUs();
      await page.getByRole('link', { name: 'Try again' }).click();
      await page.getByRole('link', { name: 'Access Application' }).click();
      await page.waitForURL(`**${ref}`);
      const after = await gql<{ me: { email: string } }>(page, '{ me { email } }');
      expect(after.me.email).toBe(SSO_USER.email);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
