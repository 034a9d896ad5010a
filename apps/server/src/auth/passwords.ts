import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended minimum cost (19 MiB, 2 passes).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the e-mail is unknown, so both cases cost the same time.
const decoyHash = hash('vigil-decoy-password', options);

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    if (!storedHash) {
      await verify(await decoyHash, password);
      return false;
    }
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
