import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@vigil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceProviderKeys } from './samlKeys.js';
import {
  SamlMetadataError,
  certificateToPem,
  fetchIdpMetadata,
  parseIdpMetadata,
} from './samlMetadata.js';

const MD = 'xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"';
const DS = 'xmlns:ds="http://www.w3.org/2000/09/xmldsig#"';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

let certificate: string;
let body: string;

const key = (use: string | null, cert = body) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data>
    <ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const sso = (binding: string, location: string) =>
  `<md:SingleSignOnService Binding="${binding}" Location="${location}"/>`;
const entity = (inner: string, entityId = 'https://idp.test/e') =>
  `<md:EntityDescriptor ${MD} ${DS} entityID="${entityId}">
    <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    ${inner}</md:IDPSSODescriptor></md:EntityDescriptor>`;

beforeAll(async () => {
  // As certificateToPem writes PEM: 64-character lines ending in \n.
  const made = (await createServiceProviderKeys('Metadata test')).certificate;
  certificate = `${made.replace(/\r\n/g, '\n').trim()}\n`;
  body = certificate.replace(/-----[A-Z ]+-----|\s/g, '');
});

describe('parseIdpMetadata', () => {
  it('reads the entity id, the HTTP-Redirect sign-in address and the signing certificates', () => {
    const xml = entity(
      key('signing') +
        key('encryption') +
        sso(POST, 'https://idp.test/post') +
        sso(REDIRECT, 'https://idp.test/redirect'),
    );
    expect(parseIdpMetadata(xml)).toEqual({
      entityId: 'https://idp.test/e',
      ssoUrl: 'https://idp.test/redirect',
      certificates: [certificate],
    });
  });

  it('takes a key without use as a signing key, and the IdP of an EntitiesDescriptor', () => {
    const xml = `<md:EntitiesDescriptor ${MD} ${DS}>
      <md:EntityDescriptor entityID="https://sp.test"><md:SPSSODescriptor/></md:EntityDescriptor>
      ${entity(key(null) + sso(REDIRECT, 'http://idp.test/sso'), 'urn:idp')}
    </md:EntitiesDescriptor>`;
    expect(parseIdpMetadata(xml)).toMatchObject({
      entityId: 'urn:idp',
      certificates: [certificate],
    });
  });

  it.each<[string, () => string, string]>([
    ['not XML', () => 'metadata', 'it is not XML.'],
    ['broken XML', () => `<md:EntityDescriptor ${MD}><md:IDPSSODescriptor>`, 'it is not XML.'],
    [
      'no IdP',
      () => `<md:EntityDescriptor ${MD} entityID="x"><md:SPSSODescriptor/></md:EntityDescriptor>`,
      'it describes no identity provider (no md:IDPSSODescriptor).',
    ],
    [
      'no entity id',
      () => entity(key('signing') + sso(REDIRECT, 'https://idp.test/s'), ''),
      'its EntityDescriptor has no entityID.',
    ],
    [
      'only the POST binding',
      () => entity(key('signing') + sso(POST, 'https://idp.test/s')),
      'it has no SingleSignOnService with the HTTP-Redirect binding.',
    ],
    [
      'a sign-in address that is no web address',
      () => entity(key('signing') + sso(REDIRECT, 'javascript:alert(1)')),
      'its sign-in address is not an http:// or https:// URL.',
    ],
    [
      'no signing certificate',
      () => entity(key('encryption') + sso(REDIRECT, 'https://idp.test/s')),
      'it has no signing certificate.',
    ],
    [
      'a certificate that is not one',
      () =>
        entity(key('signing', 'bm90IGEgY2VydGlmaWNhdGU=') + sso(REDIRECT, 'https://idp.test/s')),
      'one of its certificates cannot be read.',
    ],
  ])('refuses metadata with %s, saying so', (_name, xml, reason) => {
    expect(() => parseIdpMetadata(xml())).toThrow(
      new SamlMetadataError(messages.samlMetadataInvalid(reason)),
    );
  });

  it('never reads an external entity', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY file SYSTEM "file:///etc/passwd">]>
      ${entity(key('signing') + sso(REDIRECT, 'https://idp.test/s'), '&file;')}`;
    let entityId = '';
    try {
      entityId = parseIdpMetadata(xml).entityId;
    } catch (error) {
      expect(error).toBeInstanceOf(SamlMetadataError);
    }
    expect(entityId).not.toContain('root:');
  });
});

describe('certificateToPem', () => {
  it('wraps a certificate in 64-character lines, and refuses what is none', () => {
    const pem = certificateToPem(` ${body.slice(0, 30)}\n  ${body.slice(30)} `);
    expect(pem).toBe(certificate);
    expect(certificateToPem('not base64!')).toBeNull();
    expect(certificateToPem('aGVsbG8=')).toBeNull();
  });
});

describe('fetchIdpMetadata', () => {
  let server: Server;
  let base: string;
  /** Requests that are never answered: the client's time limit ends them. */
  const hanging: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/ok') return response.end('<md:EntityDescriptor/>');
      if (request.url === '/chunked') {
        response.write('x'.repeat(600));
        return response.end('y'.repeat(600));
      }
      hanging.push(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const response of hanging) response.destroy();
    server.close();
  });

  it('answers the document within its limits', async () => {
    await expect(fetchIdpMetadata(`${base}/ok`)).resolves.toBe('<md:EntityDescriptor/>');
  });

  it('stops reading past the size limit', async () => {
    await expect(fetchIdpMetadata(`${base}/chunked`, { maxBytes: 1000 })).rejects.toThrow(
      messages.samlMetadataTooLarge(1000),
    );
  });

  it('gives up on an address that does not answer in time', async () => {
    await expect(fetchIdpMetadata(`${base}/hang`, { timeoutMs: 200 })).rejects.toThrow(
      messages.samlMetadataUnreachable('no answer within 0.2 seconds.'),
    );
  });

  it.each(['ftp://idp.test/metadata', 'not a url', 'file:///etc/passwd'])(
    'refuses %s as an address',
    async (url) => {
      await expect(fetchIdpMetadata(url)).rejects.toThrow(messages.samlMetadataUrl);
    },
  );
});
