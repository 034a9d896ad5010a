import { createHash, randomBytes } from 'node:crypto';

/** A new gateway secret: 32 random bytes, URL-safe. Shown once; only its hash is stored. */
export function newGatewayToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough here: the token is random, not a password someone chose. */
export function hashGatewayToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
