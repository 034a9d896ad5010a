import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';

// The public forms' captcha: ALTCHA proof of work (PoW v2, as the altcha widget v3 solves it),
// self-hosted. The server hands out signed challenges and checks the widget's payload; nothing
// is asked of a third party. Deterministic mode: the server picks the counter the browser must
// find and signs the key it leads to, so checking a solution is one HMAC.

/** PBKDF2 with SHA-256: native in browsers (WebCrypto) and in Node. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt. */
export const ALTCHA_COST = 1_000;
/**
 * The counter a browser must reach, drawn in this range: 1,000 to 5,000 attempts of 1,000
 * iterations, about a second on a phone with the widget's workers.
 */
export const ALTCHA_COUNTER_MIN = 1_000;
export const ALTCHA_COUNTER_MAX = 5_000;
/** How long a challenge may be solved and submitted: time to fill in the form. */
export const ALTCHA_EXPIRES_MS = 10 * 60_000;

interface AltchaSecrets {
  /** Signs the challenge's parameters. */
  signature: string;
  /** Signs the key the chosen counter leads to. */
  key: string;
}

/** Keys of their own for ALTCHA, derived from the session secret (never the secret itself). */
function altchaSecrets(sessionSecret: string): AltchaSecrets {
  const derive = (purpose: string) =>
    createHmac('sha256', sessionSecret).update(purpose).digest('hex');
  return { signature: derive('vigil altcha challenge'), key: derive('vigil altcha key') };
}

/**
 * A fresh signed challenge for the widget. `counter` fixes the work (tests); a random one in
 * ALTCHA_COUNTER_MIN..MAX otherwise.
 */
export async function createAltchaChallenge(
  sessionSecret: string,
  options: { counter?: number; expiresAt?: Date } = {},
): Promise<Challenge> {
  const secrets = altchaSecrets(sessionSecret);
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: options.counter ?? randomInt(ALTCHA_COUNTER_MAX, ALTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: options.expiresAt ?? new Date(Date.now() + ALTCHA_EXPIRES_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
}

/** A verified solution: its challenge's signature (spent once) and when that challenge expires. */
export type AltchaCheck =
  { verified: true; signature: string; expiresAt: Date } | { verified: false; expired: boolean };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's payload (base64 JSON of the challenge and its solution), or null when it is none. */
function decodePayload(payload: string) {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(decoded) || !isObject(decoded.challenge) || !isObject(decoded.solution)) {
    return null;
  }
  const { challenge, solution } = decoded;
  if (!isObject(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  return {
    challenge: challenge as unknown as Challenge & { signature: string },
    solution: solution as unknown as { counter: number; derivedKey: string },
  };
}

/**
 * Checks the widget's payload: one of our challenges (signature), not expired, solved. Whether
 * it was used before is the caller's to check (the signature, spent once).
 */
export async function checkAltchaPayload(
  sessionSecret: string,
  payload: string,
): Promise<AltchaCheck> {
  const decoded = decodePayload(payload);
  if (!decoded) return { verified: false, expired: false };
  const { challenge, solution } = decoded;
  const secrets = altchaSecrets(sessionSecret);
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    const expiresAt = challenge.parameters.expiresAt;
    // Ours always expire; one without an expiry could be replayed once its spent row is pruned.
    if (!result.verified || typeof expiresAt !== 'number') {
      return { verified: false, expired: result.expired };
    }
    return {
      verified: true,
      signature: challenge.signature,
      expiresAt: new Date(expiresAt * 1000),
    };
  } catch {
    // Malformed parameters (not hex, wrong algorithm): no solution of ours.
    return { verified: false, expired: false };
  }
}
