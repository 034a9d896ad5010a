import { generate } from 'selfsigned';

/** A service provider's own key pair: the private key stays on the server, the IdP gets the certificate. */
export interface ServiceProviderKeys {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** Self-signed X.509 PEM: SAML trusts the key it carries, not an issuer. */
  certificate: string;
}

const TEN_YEARS_MS = 10 * 365 * 24 * 3_600_000;

/**
 * A new RSA-2048 key pair and its self-signed certificate (SHA-256), valid ten years: it signs
 * this service provider's AuthnRequests and decrypts the assertions encrypted for it.
 */
export async function createServiceProviderKeys(
  commonName: string,
  now = new Date(),
): Promise<ServiceProviderKeys> {
  const pems = await generate([{ name: 'commonName', value: commonName.slice(0, 64) }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + TEN_YEARS_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, dataEncipherment: true },
    ],
  });
  return { privateKey: pems.private, certificate: pems.cert };
}
