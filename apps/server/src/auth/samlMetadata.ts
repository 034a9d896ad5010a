import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SAML_METADATA_MAX, messages } from '@vigil/domain';

// An identity provider's SAML 2.0 metadata (OASIS saml-metadata-2.0-os): what a service provider
// needs of it to send a user there and to trust what comes back.

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
export const HTTP_REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the service provider keeps of an identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService of the HTTP-Redirect binding, where AuthnRequests go. */
  ssoUrl: string;
  /** Its signing certificates (PEM): a response signed by any of them is trusted. */
  certificates: string[];
}

/** Metadata that cannot be used, with the reason in words an administrator can act on. */
export class SamlMetadataError extends Error {
  override name = 'SamlMetadataError';
}

const invalid = (reason: string) => new SamlMetadataError(messages.samlMetadataInvalid(reason));

/** A base-64 DER certificate (as in ds:X509Certificate) as PEM, or null when it is no certificate. */
export function certificateToPem(base64: string): string | null {
  const body = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  try {
    new X509Certificate(Buffer.from(body, 'base64'));
  } catch {
    return null;
  }
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

function children(parent: Element, ns: string, name: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(ns, name));
}

/**
 * Reads an identity provider's entity id, sign-in address (HTTP-Redirect) and signing
 * certificates from its metadata: an EntityDescriptor, or the first IdP of an EntitiesDescriptor.
 * Throws SamlMetadataError naming what is missing. The parser resolves no external entities.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (xml.length > SAML_METADATA_MAX) {
    throw new SamlMetadataError(messages.samlMetadataTooLarge(SAML_METADATA_MAX));
  }
  let parseError: string | null = null;
  const document = new DOMParser({
    locator: {},
    errorHandler: {
      warning: () => {},
      error: (message: string) => void (parseError ??= message),
      fatalError: (message: string) => void (parseError ??= message),
    },
  }).parseFromString(xml, 'text/xml');
  if (parseError !== null || !document?.documentElement) throw invalid('it is not XML.');

  const descriptor = children(document.documentElement, MD, 'IDPSSODescriptor')[0] ?? null;
  const root = document.documentElement;
  const entity =
    descriptor?.parentNode && (descriptor.parentNode as Element).localName === 'EntityDescriptor'
      ? (descriptor.parentNode as Element)
      : null;
  if (root.namespaceURI !== MD || !descriptor || !entity) {
    throw invalid('it describes no identity provider (no md:IDPSSODescriptor).');
  }
  const entityId = entity.getAttribute('entityID')?.trim() ?? '';
  if (!entityId) throw invalid('its EntityDescriptor has no entityID.');

  const redirect = children(descriptor, MD, 'SingleSignOnService').find(
    (service) => service.getAttribute('Binding') === HTTP_REDIRECT_BINDING,
  );
  const ssoUrl = redirect?.getAttribute('Location')?.trim() ?? '';
  if (!ssoUrl) throw invalid('it has no SingleSignOnService with the HTTP-Redirect binding.');
  if (!isHttpUrl(ssoUrl)) throw invalid('its sign-in address is not an http:// or https:// URL.');

  const certificates: string[] = [];
  for (const key of children(descriptor, MD, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const node of children(key, DS, 'X509Certificate')) {
      const pem = certificateToPem(node.textContent ?? '');
      if (!pem) throw invalid('one of its certificates cannot be read.');
      if (!certificates.includes(pem)) certificates.push(pem);
    }
  }
  if (certificates.length === 0) throw invalid('it has no signing certificate.');
  return { entityId, ssoUrl, certificates };
}

export interface FetchMetadataOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

/** How long fetching an identity provider's metadata may take. */
export const METADATA_FETCH_TIMEOUT_MS = 10_000;

/**
 * Fetches metadata from the identity provider's address (http or https), within a time limit and
 * a size limit; throws SamlMetadataError with the reason when it cannot.
 */
export async function fetchIdpMetadata(
  url: string,
  {
    timeoutMs = METADATA_FETCH_TIMEOUT_MS,
    maxBytes = SAML_METADATA_MAX,
  }: FetchMetadataOptions = {},
): Promise<string> {
  if (!isHttpUrl(url)) throw new SamlMetadataError(messages.samlMetadataUrl);
  const tooLarge = () => new SamlMetadataError(messages.samlMetadataTooLarge(maxBytes));
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SamlMetadataError(
      messages.samlMetadataUnreachable(
        timedOut ? `no answer within ${timeoutMs / 1000} seconds.` : 'the address did not answer.',
      ),
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SamlMetadataError(
      messages.samlMetadataUnreachable(`the address answered HTTP ${response.status}.`),
    );
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof SamlMetadataError) throw error;
    throw new SamlMetadataError(
      messages.samlMetadataUnreachable('the answer did not arrive in time.'),
    );
  }
  return Buffer.concat(chunks).toString('utf8');
}
