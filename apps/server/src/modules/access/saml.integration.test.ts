import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAML_METADATA_MAX, messages } from '@vigil/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceProviderKeys } from '../../auth/samlKeys.js';
import type { DatabaseHandle } from '../../db/client.js';
import {
  accounts,
  companySettings,
  samlConfigs,
  samlRequests,
  userPermissions,
  users,
} from '../../db/schema.js';
import { DEMO_CUSTOMER, DEMO_PASSWORD, seedDemo } from '../../demo/seedDemo.js';
import { createUser } from '../admin/admin.service.js';
import { signedIn } from '../../testing/tenantFixture.js';
import { authnRequestOf, createTestIdp, type TestIdp } from '../../testing/samlTestIdp.js';
import { browserSession, testApp } from '../../testing/testApp.js';
import { availableDatabases, openTestDatabase } from '../../testing/testDatabases.js';

const CONFIG_FIELDS = `customerID enabled idpMetadataUrl idpEntityId idpSsoUrl spEntityId spAcsUrl
  spMetadataUrl spCertificate loginPath`;
const SAML_CONFIG = `query($c: ID!) { samlConfig(customerID: $c) { ${CONFIG_FIELDS} } }`;
const UPDATE = `mutation($c: ID!, $e: Boolean!, $u: String, $x: String) {
  updateSamlConfig(customerID: $c, enabled: $e, idpMetadataUrl: $u, idpMetadataXml: $x) {
    ${CONFIG_FIELDS} } }`;
const SSO_PATH = `query($c: ID!) { ssoLoginPath(customerID: $c) }`;
const ME = `query { me { email saml customer { id roles } } }`;
const PUBLIC_URL = 'http://localhost:8080';
const REF = '/views/DC1 Overview?tab=2';

type Built = Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof signedIn>>;

/** A small HTTP server answering every request with `answer` (an IdP's metadata address). */
async function metadataServer(
  answer: (response: ServerResponse) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`, server };
}

describe.each(await availableDatabases())('SAML single sign-on on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: Built;
  /** A second server process on the same database: a response may reach either. */
  let other: Built;
  let idp: TestIdp;
  let acmeId: string;
  let otherCompanyId: string;
  let admin: Session;
  let viewer: Session;
  const servers: Server[] = [];

  const acs = () => `${PUBLIC_URL}/auth/saml/${acmeId}/acs`;
  const audience = () => `${PUBLIC_URL}/auth/saml/${acmeId}/metadata`;

  /** GET /auth/saml/{id}/login on `app`: the redirect and, when it goes to the IdP, its request. */
  async function startLogin(app: Built['app'], ref: string | null = REF) {
    const query = ref === null ? '' : `?ref=${encodeURIComponent(ref)}`;
    const response = await app.inject({ method: 'GET', url: `/auth/saml/${acmeId}/login${query}` });
    return response;
  }

  /** Posts a SAMLResponse to the ACS as the IdP's page does; returns the reply. */
  function post(
    app: Built['app'],
    samlResponse: string,
    relayState: string | null = REF,
    cookie?: string,
  ) {
    const form = new URLSearchParams({ SAMLResponse: samlResponse });
    if (relayState !== null) form.set('RelayState', relayState);
    return app.inject({
      method: 'POST',
      url: `/auth/saml/${acmeId}/acs`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      payload: form.toString(),
    });
  }

  const cookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = response.headers['set-cookie'];
    const first = Array.isArray(header) ? header[0] : header;
    return typeof first === 'string' ? first.split(';')[0] : undefined;
  };

  async function meWith(cookie: string | undefined) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: { query: ME },
    });
    return (response.json() as { data: { me: unknown } }).data.me;
  }

  /** A fresh sign-in's request id, and a response to it for `nameId` with these options. */
  async function answered(
    nameId: string,
    options: Partial<Parameters<TestIdp['response']>[0]> = {},
  ) {
    const login = await startLogin(server.app);
    const { id } = authnRequestOf(login.headers.location as string);
    return idp.response({
      inResponseTo: id,
      acsUrl: acs(),
      audience: audience(),
      nameId,
      ...options,
    });
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemo(handle.db);
    server = await testApp(handle.db, { publicUrl: PUBLIC_URL });
    other = await testApp(handle.db, { publicUrl: PUBLIC_URL });
    idp = await createTestIdp();
    const [acme] = await handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, DEMO_CUSTOMER));
    acmeId = String(acme!.id);
    await createUser(handle.db, {
      email: 'someone@globex.test',
      password: DEMO_PASSWORD,
      customerName: 'Globex',
    });
    const [globex] = await handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Globex'));
    otherCompanyId = String(globex!.id);
    admin = await signedIn(server.app, 'admin@vigil.demo', DEMO_PASSWORD);
    viewer = await signedIn(server.app, 'viewer@vigil.demo', DEMO_PASSWORD);
  });
  afterAll(async () => {
    for (const s of servers) s.close();
    await other?.app.close();
    await server?.app.close();
    await handle?.close();
  });

  describe('settings', () => {
    it('are the managers’ of the company’s users: the viewer and a signed-out caller are refused', async () => {
      for (const session of [viewer, browserSession(server.app)]) {
        const read = await session.gql(SAML_CONFIG, { c: acmeId });
        expect(read.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
        const write = await session.gql(UPDATE, { c: acmeId, e: false, x: idp.metadataXml() });
        expect(write.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      }
      expect(await handle.db.select().from(samlConfigs)).toEqual([]);
    });

    it('show the addresses to give the IdP before the first save, with no certificate yet', async () => {
      const { body } = await admin.gql(SAML_CONFIG, { c: acmeId });
      expect(body.data).toEqual({
        samlConfig: {
          customerID: acmeId,
          enabled: false,
          idpMetadataUrl: null,
          idpEntityId: null,
          idpSsoUrl: null,
          spEntityId: audience(),
          spAcsUrl: acs(),
          spMetadataUrl: audience(),
          spCertificate: '',
          loginPath: `/login/saml/${acmeId}`,
        },
      });
      const metadata = await server.app.inject({ url: `/auth/saml/${acmeId}/metadata` });
      expect(metadata.statusCode).toBe(404);
    });

    it('refuse to turn SSO on without an IdP, and both a URL and XML at once', async () => {
      const none = await admin.gql(UPDATE, { c: acmeId, e: true });
      expect(none.body.errors?.[0]?.message).toBe(messages.samlMetadataNeeded);
      const both = await admin.gql(UPDATE, {
        c: acmeId,
        e: true,
        u: 'https://idp.example.test/metadata',
        x: idp.metadataXml(),
      });
      expect(both.body.errors?.[0]?.message).toBe(messages.samlMetadataOneSource);
      expect(await handle.db.select().from(samlConfigs)).toEqual([]);
    });

    it.each([
      ['not XML', 'this is not < xml', messages.samlMetadataInvalid('it is not XML.')],
      [
        'a service provider’s metadata',
        `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x">
          <md:SPSSODescriptor/></md:EntityDescriptor>`,
        messages.samlMetadataInvalid('it describes no identity provider (no md:IDPSSODescriptor).'),
      ],
    ])('refuse metadata that is %s, naming why', async (_name, xml, message) => {
      const { body } = await admin.gql(UPDATE, { c: acmeId, e: true, x: xml });
      expect(body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'idpMetadataXml' },
      });
    });

    it('fetch the metadata from its address, and tell an unreachable or oversized one', async () => {
      const good = await metadataServer((response) => {
        response.setHeader('content-type', 'application/samlmetadata+xml');
        response.end(idp.metadataXml());
      });
      const missing = await metadataServer((response) => {
        response.statusCode = 404;
        response.end('no');
      });
      const huge = await metadataServer((response) =>
        response.end('x'.repeat(SAML_METADATA_MAX + 1)),
      );
      servers.push(good.server, missing.server, huge.server);

      const notFound = await admin.gql(UPDATE, { c: acmeId, e: true, u: missing.url });
      expect(notFound.body.errors?.[0]).toMatchObject({
        message: messages.samlMetadataUnreachable('the address answered HTTP 404.'),
        extensions: { field: 'idpMetadataUrl' },
      });
      const tooLarge = await admin.gql(UPDATE, { c: acmeId, e: true, u: huge.url });
      expect(tooLarge.body.errors?.[0]?.message).toBe(
        messages.samlMetadataTooLarge(SAML_METADATA_MAX),
      );
      const notHttp = await admin.gql(UPDATE, { c: acmeId, e: true, u: 'file:///etc/passwd' });
      expect(notHttp.body.errors?.[0]?.message).toBe(messages.samlMetadataUrl);

      const saved = await admin.gql<{ updateSamlConfig: Record<string, unknown> }>(UPDATE, {
        c: acmeId,
        e: false,
        u: good.url,
      });
      expect(saved.body.errors).toBeUndefined();
      expect(saved.body.data?.updateSamlConfig).toMatchObject({
        enabled: false,
        idpMetadataUrl: good.url,
        idpEntityId: idp.entityId,
        idpSsoUrl: idp.ssoUrl,
      });
      // Still off: nobody is sent to SSO yet.
      expect((await browserSession(server.app).gql(SSO_PATH, { c: acmeId })).body.data).toEqual({
        ssoLoginPath: null,
      });
    });

    it('make the key pair at the first save and keep it; the private key never leaves', async () => {
      const first = await admin.gql<{ updateSamlConfig: { spCertificate: string } }>(UPDATE, {
        c: acmeId,
        e: true,
        x: idp.metadataXml(),
      });
      expect(first.body.errors).toBeUndefined();
      const certificate = first.body.data!.updateSamlConfig.spCertificate;
      expect(certificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
      const again = await admin.gql<{ updateSamlConfig: Record<string, unknown> }>(UPDATE, {
        c: acmeId,
        e: true,
      });
      expect(again.body.data?.updateSamlConfig).toMatchObject({
        enabled: true,
        // Given as XML this time: the earlier address is forgotten.
        idpMetadataUrl: null,
        idpEntityId: idp.entityId,
        spCertificate: certificate,
      });
      const [row] = await handle.db
        .select()
        .from(samlConfigs)
        .where(eq(samlConfigs.customerId, Number(acmeId)));
      expect(row!.spCertificate).toBe(certificate);
      expect(row!.spPrivateKey).toMatch(/PRIVATE KEY/);

      const metadata = await server.app.inject({ url: `/auth/saml/${acmeId}/metadata` });
      expect(metadata.statusCode).toBe(200);
      expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
      expect(metadata.body).toContain(`entityID="${audience()}"`);
      expect(metadata.body).toContain(`Location="${acs()}"`);
      const certificateBody = certificate.replace(/-----[A-Z ]+-----|\s/g, '');
      expect(metadata.body.replace(/\s/g, '')).toContain(certificateBody);
      const privateBody = row!.spPrivateKey.replace(/-----[A-Z ]+-----|\s/g, '').slice(0, 40);
      const config = await admin.gql(SAML_CONFIG, { c: acmeId });
      for (const answer of [metadata.body, JSON.stringify(config.body)]) {
        expect(answer.replace(/\s/g, '')).not.toContain(privateBody);
      }
    });

    it('tell the route guard where the company signs in, signed out', async () => {
      const anonymous = browserSession(server.app);
      expect((await anonymous.gql(SSO_PATH, { c: acmeId })).body.data).toEqual({
        ssoLoginPath: `/login/saml/${acmeId}`,
      });
      for (const c of [otherCompanyId, '999999']) {
        expect((await anonymous.gql(SSO_PATH, { c })).body.data).toEqual({ ssoLoginPath: null });
      }
      const notAnId = await anonymous.gql(SSO_PATH, { c: 'acme' });
      expect(notAnId.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('signing in', () => {
    it('sends the browser to the IdP with a signed AuthnRequest whose id is kept', async () => {
      const response = await startLogin(server.app);
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(idp.ssoUrl);
      const request = authnRequestOf(location.toString());
      expect(request.params.get('RelayState')).toBe(REF);
      expect(request.params.get('SigAlg')).toBe(
        'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      );
      expect(request.params.get('Signature')).toBeTruthy();
      expect(request.xml).toContain(`AssertionConsumerServiceURL="${acs()}"`);
      expect(request.xml).toContain(`>${audience()}</saml:Issuer>`);
      const [kept] = await handle.db
        .select()
        .from(samlRequests)
        .where(eq(samlRequests.id, request.id));
      expect(kept?.customerId).toBe(Number(acmeId));
    });

    it('makes a new user with the company’s default roles, and a session (on another process)', async () => {
      await handle.db
        .insert(companySettings)
        .values({ customerId: Number(acmeId), defaultRoles: ['mc', 'so', 'nonsense'] });
      const login = await startLogin(server.app);
      const { id } = authnRequestOf(login.headers.location as string);
      const samlResponse = await idp.response({
        inResponseTo: id,
        acsUrl: acs(),
        audience: audience(),
        nameId: 'New.Person@Acme.test',
        attributes: { givenName: 'New', sn: 'Person' },
      });
      // The response reaches the other server process.
      const reply = await post(other.app, samlResponse);
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe(
        `/login/saml-success/${acmeId}?ref=${encodeURIComponent(REF)}`,
      );
      const cookie = cookieOf(reply);
      expect(await meWith(cookie)).toEqual({
        email: 'new.person@acme.test',
        saml: true,
        customer: { id: acmeId, roles: ['mc', 'so'] },
      });
      const [user] = await handle.db
        .select()
        .from(users)
        .where(eq(users.email, 'new.person@acme.test'));
      expect(user).toMatchObject({
        passwordHash: null,
        saml: true,
        customerId: Number(acmeId),
        firstName: 'New',
        lastName: 'Person',
        samlNameId: 'New.Person@Acme.test',
      });
      const roles = await handle.db
        .select({ code: userPermissions.code })
        .from(userPermissions)
        .where(eq(userPermissions.userId, user!.id));
      expect(roles.map((r) => r.code).sort()).toEqual(['mc', 'so']);
      // The request is spent: the same response again is refused, on either process.
      for (const app of [server.app, other.app]) {
        const replay = await post(app, samlResponse);
        expect(replay.headers.location).toBe(
          `/login/saml-failure/${acmeId}?ref=${encodeURIComponent(REF)}`,
        );
        expect(cookieOf(replay)).toBeUndefined();
      }
    });

    it('signs an existing user of the company in with a new session id, leaving their password', async () => {
      const before = await signedIn(server.app, 'viewer@vigil.demo', DEMO_PASSWORD);
      const reply = await post(
        server.app,
        await answered('viewer@vigil.demo'),
        null,
        before.cookie,
      );
      expect(reply.headers.location).toBe(`/login/saml-success/${acmeId}`);
      const cookie = cookieOf(reply);
      expect(cookie).not.toBe(before.cookie);
      expect(await meWith(cookie)).toMatchObject({ email: 'viewer@vigil.demo', saml: false });
      expect(await meWith(before.cookie)).toBeNull();
      const again = await signedIn(server.app, 'viewer@vigil.demo', DEMO_PASSWORD);
      expect(again.cookie).toBeTruthy();
    });

    it('finds a user by the NameID the IdP gave them, with the e-mail in an attribute', async () => {
      const reply = await post(
        server.app,
        await answered('employee-4711', {
          nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
          attributes: { email: 'worker@acme.test' },
        }),
      );
      expect(reply.headers.location).toContain('/login/saml-success/');
      // Their address changed at the IdP: the NameID still finds them.
      const later = await post(
        server.app,
        await answered('employee-4711', {
          nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
          attributes: { email: 'renamed@acme.test' },
        }),
      );
      expect(await meWith(cookieOf(later))).toMatchObject({ email: 'worker@acme.test' });
      const created = await handle.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.customerId, Number(acmeId)), eq(users.samlNameId, 'employee-4711')));
      expect(created).toHaveLength(1);
    });

    it('opens an assertion encrypted for its certificate', async () => {
      const [row] = await handle.db
        .select({ certificate: samlConfigs.spCertificate })
        .from(samlConfigs)
        .where(eq(samlConfigs.customerId, Number(acmeId)));
      const reply = await post(
        server.app,
        await answered('encrypted@acme.test', { encryptFor: row!.certificate }),
      );
      expect(reply.headers.location).toBe(
        `/login/saml-success/${acmeId}?ref=${encodeURIComponent(REF)}`,
      );
      expect(await meWith(cookieOf(reply))).toMatchObject({ email: 'encrypted@acme.test' });
    });

    it('says err=1 when the assertion is encrypted for another key', async () => {
      const stranger = await createServiceProviderKeys('Someone else');
      const reply = await post(
        server.app,
        await answered('lost@acme.test', { encryptFor: stranger.certificate }),
      );
      expect(reply.headers.location).toBe(
        `/login/saml-failure/${acmeId}?err=1&ref=${encodeURIComponent(REF)}`,
      );
      expect(cookieOf(reply)).toBeUndefined();
    });

    it.each<[string, () => Promise<string>]>([
      [
        'signed by another key',
        async () =>
          answered('forged@acme.test', {
            signingKey: (await createServiceProviderKeys('Forger')).privateKey,
          }),
      ],
      [
        'for another audience',
        () => answered('aud@acme.test', { audience: 'https://elsewhere.test' }),
      ],
      ['from another issuer', () => answered('iss@acme.test', { issuer: 'https://evil.test/idp' })],
      [
        'expired',
        () =>
          answered('late@acme.test', {
            notBefore: new Date(Date.now() - 3_600_000),
            notOnOrAfter: new Date(Date.now() - 1_800_000),
          }),
      ],
      [
        'not yet valid',
        () =>
          answered('early@acme.test', {
            notBefore: new Date(Date.now() + 1_800_000),
            notOnOrAfter: new Date(Date.now() + 3_600_000),
          }),
      ],
      [
        'unsolicited (no InResponseTo)',
        () =>
          idp.response({
            inResponseTo: null,
            acsUrl: acs(),
            audience: audience(),
            nameId: 'push@acme.test',
          }),
      ],
      [
        'to a request never made',
        () =>
          idp.response({
            inResponseTo: '_never-asked',
            acsUrl: acs(),
            audience: audience(),
            nameId: 'odd@acme.test',
          }),
      ],
      ['for a user of another company', () => answered('someone@globex.test')],
      ['for the super user', () => answered('super@vigil.demo')],
      [
        'without an e-mail address',
        () =>
          answered('opaque-id', {
            nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
          }),
      ],
    ])('refuses a response %s: the failure page, no session, no user', async (_name, make) => {
      const reply = await post(server.app, await make());
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe(
        `/login/saml-failure/${acmeId}?ref=${encodeURIComponent(REF)}`,
      );
      expect(cookieOf(reply)).toBeUndefined();
      const strays = await handle.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.saml, true));
      expect(strays.map((u) => u.email).sort()).toEqual([
        'encrypted@acme.test',
        'new.person@acme.test',
        'worker@acme.test',
      ]);
    });

    it('refuses a post without a response, and drops a ref that leaves the site', async () => {
      const empty = await post(server.app, '', '//evil.example/x');
      expect(empty.headers.location).toBe(`/login/saml-failure/${acmeId}`);
      const login = await startLogin(server.app, 'https://evil.example/');
      expect(authnRequestOf(login.headers.location as string).params.get('RelayState')).toBeNull();
    });

    it('sends to the failure page while SSO is off, or for a company without it', async () => {
      await admin.gql(UPDATE, { c: acmeId, e: false });
      const off = await startLogin(server.app);
      expect(off.statusCode).toBe(302);
      expect(off.headers.location).toBe(
        `/login/saml-failure/${acmeId}?ref=${encodeURIComponent(REF)}`,
      );
      const stranger = await server.app.inject({ url: `/auth/saml/${otherCompanyId}/login` });
      expect(stranger.headers.location).toBe(`/login/saml-failure/${otherCompanyId}`);
      const unknownAcs = await server.app.inject({
        method: 'POST',
        url: `/auth/saml/${otherCompanyId}/acs`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'SAMLResponse=abc',
      });
      expect(unknownAcs.headers.location).toBe(`/login/saml-failure/${otherCompanyId}`);
      await admin.gql(UPDATE, { c: acmeId, e: true });
    });
  });
});
