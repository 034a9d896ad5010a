import { createPublicKey, randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignedXml } from 'xml-crypto';
import { encrypt } from 'xml-encryption';
import { createServiceProviderKeys } from '../auth/samlKeys.js';
import type { Database } from '../db/client.js';
import { samlConfigs } from '../db/schema.js';
import type { browserSession } from './testApp.js';

// An identity provider for the integration tests: its metadata, and SAML responses built and
// signed with xml-crypto as an IdP signs them, right or wrong in one chosen way at a time. The
// browser test signs in against a real IdP (SimpleSAMLphp) instead.

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const certificateBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

export interface TestResponseOptions {
  /** The AuthnRequest answered; null for an unsolicited (IdP-initiated) response. */
  inResponseTo: string | null;
  acsUrl: string;
  audience: string;
  nameId: string;
  nameIdFormat?: string;
  attributes?: Record<string, string>;
  issuer?: string;
  /** The assertion's validity window (default: from a minute ago to five minutes on). */
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** Signs with another key than the one the metadata names. */
  signingKey?: string;
  /** Encrypts the assertion for this certificate (PEM). */
  encryptFor?: string;
}

export interface TestIdp {
  entityId: string;
  ssoUrl: string;
  certificate: string;
  metadataXml(): string;
  /** A base-64 SAMLResponse, as the IdP's page posts it. */
  response(options: TestResponseOptions): Promise<string>;
}

export async function createTestIdp(
  entityId = 'https://idp.example.test/metadata',
): Promise<TestIdp> {
  const keys = await createServiceProviderKeys('Test IdP');
  const ssoUrl = 'https://idp.example.test/sso';
  return {
    entityId,
    ssoUrl,
    certificate: keys.certificate,
    metadataXml: () => idpMetadataXml(entityId, ssoUrl, keys.certificate),
    async response(options) {
      const now = new Date();
      const notBefore = options.notBefore ?? new Date(now.getTime() - 60_000);
      const notOnOrAfter = options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
      const issuer = escape(options.issuer ?? entityId);
      const inResponseTo =
        options.inResponseTo === null ? '' : ` InResponseTo="${escape(options.inResponseTo)}"`;
      const attributes = Object.entries(options.attributes ?? {})
        .map(
          ([name, value]) =>
            `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`,
        )
        .join('');
      const assertion =
        `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_a${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
        `<saml:Issuer>${issuer}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="${escape(options.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress')}">${escape(options.nameId)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
        `<saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter.toISOString()}" Recipient="${escape(options.acsUrl)}"${inResponseTo}/>` +
        `</saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${notBefore.toISOString()}" NotOnOrAfter="${notOnOrAfter.toISOString()}">` +
        `<saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext>` +
        `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
        `</saml:AuthnContext></saml:AuthnStatement>` +
        (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
        `</saml:Assertion>`;
      const signer = new SignedXml({
        privateKey: options.signingKey ?? keys.privateKey,
        publicCert: keys.certificate,
        signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
        canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
      });
      signer.addReference({
        xpath: "/*[local-name(.)='Assertion']",
        transforms: [
          'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
          'http://www.w3.org/2001/10/xml-exc-c14n#',
        ],
        digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      });
      signer.computeSignature(assertion, {
        location: {
          reference: "/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
          action: 'after',
        },
      });
      const signed = signer.getSignedXml();
      const body = options.encryptFor
        ? `<saml:EncryptedAssertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${await encrypted(signed, options.encryptFor)}</saml:EncryptedAssertion>`
        : signed;
      const response =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escape(options.acsUrl)}"${inResponseTo}>` +
        `<saml:Issuer>${issuer}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        body +
        `</samlp:Response>`;
      return Buffer.from(response, 'utf8').toString('base64');
    },
  };
}

function encrypted(xml: string, certificate: string): Promise<string> {
  const publicKey = createPublicKey(certificate).export({ type: 'spki', format: 'pem' }).toString();
  return new Promise((resolve, reject) => {
    encrypt(
      xml,
      {
        rsa_pub: publicKey,
        pem: certificate,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** An IdP's metadata as identity providers publish it: entity id, signing key, SSO endpoints. */
export function idpMetadataXml(entityId: string, ssoUrl: string, certificate: string): string {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escape(entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escape(ssoUrl)}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escape(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

/** The AuthnRequest of a redirect to the IdP: its id, and the other query parameters. */
export function authnRequestOf(location: string): {
  id: string;
  xml: string;
  params: URLSearchParams;
} {
  const params = new URL(location).searchParams;
  const xml = inflateRawSync(Buffer.from(params.get('SAMLRequest') ?? '', 'base64')).toString();
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error(`no AuthnRequest id in ${xml}`);
  return { id, xml, params };
}

/**
 * Single sign-on for a tenant of the isolation test: on, with an IdP whose entity id carries the
 * marker, and one sign-in started (a pending request). Answers a line of the service provider's
 * private key, which no answer to another tenant may contain.
 */
export async function seedSamlSignIn(
  db: Database,
  app: FastifyInstance,
  admin: ReturnType<typeof browserSession>,
  customerId: string,
  marker: string,
): Promise<string> {
  const idp = await createTestIdp(`https://idp.${marker.toLowerCase()}.test/${marker}`);
  const { body } = await admin.gql(
    `mutation($c: ID!, $x: String!) {
      updateSamlConfig(customerID: $c, enabled: true, idpMetadataXml: $x) { enabled } }`,
    { c: customerId, x: idp.metadataXml() },
  );
  if (body.errors?.length) throw new Error(`SSO not set: ${JSON.stringify(body.errors)}`);
  const login = await app.inject({ url: `/auth/saml/${customerId}/login?ref=%2F${marker}` });
  if (login.statusCode !== 302) throw new Error(`SSO sign-in not started: ${login.statusCode}`);
  const [row] = await db
    .select({ key: samlConfigs.spPrivateKey })
    .from(samlConfigs)
    .where(eq(samlConfigs.customerId, Number(customerId)));
  const line = row?.key.split(/\r?\n/)[1];
  if (!line) throw new Error('no service provider key');
  return line;
}
