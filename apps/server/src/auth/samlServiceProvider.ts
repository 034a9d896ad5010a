import { DOMParser } from '@xmldom/xmldom';
import {
  SAML,
  ValidateInResponseTo,
  generateServiceProviderMetadata,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import { decrypt } from 'xml-encryption';

// This server as a SAML 2.0 service provider, one per company: the addresses the company's
// identity provider is given, and node-saml set up with the company's keys and its IdP.

/** Where a company's SAML endpoints are, under the server's public address. */
export interface ServiceProviderEndpoints {
  /** The entity id is the metadata address, as most identity providers expect. */
  entityId: string;
  acsUrl: string;
  metadataUrl: string;
}

export function serviceProviderEndpoints(
  publicUrl: string,
  customerId: number,
): ServiceProviderEndpoints {
  const base = `${publicUrl}/auth/saml/${customerId}`;
  return {
    entityId: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    metadataUrl: `${base}/metadata`,
  };
}

/** The web page where a company's users start a sign-in (spec access §2). */
export const webLoginPath = (customerId: number | string) => `/login/saml/${customerId}`;

/** A company's identity provider and this service provider's keys for it. */
export interface ServiceProviderSettings {
  customerId: number;
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificates: string[];
  spPrivateKey: string;
  spCertificate: string;
}

/** How long an AuthnRequest waits for its response (the person signs in at the IdP meanwhile). */
export const SAML_REQUEST_TTL_MS = 15 * 60_000;
/** Clock difference tolerated between this server and the identity provider. */
const CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * node-saml for one company: AuthnRequests signed (SHA-256) and sent by HTTP-Redirect; a response
 * is accepted only with its assertion signed by one of the IdP's certificates, issued by that IdP,
 * for this audience, within its time window and in response to a request still in `requests`.
 */
export function serviceProvider(
  publicUrl: string,
  settings: ServiceProviderSettings,
  requests: CacheProvider,
): SAML {
  const endpoints = serviceProviderEndpoints(publicUrl, settings.customerId);
  return new SAML({
    entryPoint: settings.idpSsoUrl,
    issuer: endpoints.entityId,
    audience: endpoints.entityId,
    callbackUrl: endpoints.acsUrl,
    idpIssuer: settings.idpEntityId,
    idpCert: settings.idpCertificates,
    privateKey: settings.spPrivateKey,
    decryptionPvk: settings.spPrivateKey,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    identifierFormat: EMAIL_FORMAT,
    // Identity providers that add MFA answer other contexts than password; any is fine here.
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: true,
    // Many identity providers sign only the assertion, which is what is relied on.
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_TTL_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    cacheProvider: requests,
  });
}

/** This service provider's metadata for the company's identity provider. */
export function serviceProviderMetadata(
  publicUrl: string,
  customerId: number,
  keys: { spPrivateKey: string; spCertificate: string },
): string {
  const endpoints = serviceProviderEndpoints(publicUrl, customerId);
  return generateServiceProviderMetadata({
    issuer: endpoints.entityId,
    callbackUrl: endpoints.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    decryptionCert: keys.spCertificate,
    decryptionPvk: keys.spPrivateKey,
    publicCerts: keys.spCertificate,
    privateKey: keys.spPrivateKey,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
  });
}

/** The user a validated assertion names: the e-mail to find them by, and what else it tells. */
export interface SamlIdentity {
  email: string | null;
  /** The NameID, unless it is transient (a new one at every sign-in). */
  nameId: string | null;
  firstName: string | null;
  lastName: string | null;
}

const TRANSIENT_FORMAT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const FIRST_NAME_ATTRIBUTES = [
  'givenName',
  'firstName',
  'urn:oid:2.5.4.42',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
];
const LAST_NAME_ATTRIBUTES = [
  'sn',
  'surname',
  'lastName',
  'urn:oid:2.5.4.4',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
];

function attribute(profile: Profile, names: readonly string[]): string | null {
  for (const name of names) {
    const value = profile[name];
    const first = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string' && first.trim() !== '') return first.trim();
  }
  return null;
}

export function identityOf(profile: Profile): SamlIdentity {
  const nameIdIsEmail = profile.nameIDFormat === EMAIL_FORMAT || /@/.test(profile.nameID ?? '');
  const transient = profile.nameIDFormat === TRANSIENT_FORMAT;
  return {
    email:
      attribute(profile, EMAIL_ATTRIBUTES) ?? (nameIdIsEmail && !transient ? profile.nameID : null),
    nameId: !transient && profile.nameID ? profile.nameID : null,
    firstName: attribute(profile, FIRST_NAME_ATTRIBUTES),
    lastName: attribute(profile, LAST_NAME_ATTRIBUTES),
  };
}

/**
 * Whether a response that failed validation failed for want of our key: it carries an encrypted
 * assertion that this service provider's private key does not open (the IdP encrypted for
 * another certificate). The failure page then tells the administrator so (spec access §2 err=1).
 */
export async function failsToDecrypt(
  samlResponseBase64: string,
  spPrivateKey: string,
): Promise<boolean> {
  const xml = Buffer.from(samlResponseBase64, 'base64').toString('utf8');
  let document: Document | undefined;
  try {
    document = new DOMParser({
      errorHandler: { warning: () => {}, error: () => {}, fatalError: () => {} },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    return false;
  }
  const encrypted = document?.getElementsByTagNameNS(
    'urn:oasis:names:tc:SAML:2.0:assertion',
    'EncryptedAssertion',
  )[0];
  if (!encrypted) return false;
  return new Promise((resolve) => {
    try {
      decrypt(encrypted.toString(), { key: spPrivateKey }, (error) =>
        resolve(error !== null && error !== undefined),
      );
    } catch {
      resolve(true);
    }
  });
}
