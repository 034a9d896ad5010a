import {
  MFA_RECOVERY_ALPHABET,
  MFA_RECOVERY_CODE_COUNT,
  MFA_RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  normalizeRecoveryCode,
} from '@vigil/domain';
import { randomInt } from 'node:crypto';
import { hashToken } from '../../auth/tokens.js';
import type { Executor } from '../../db/client.js';
import { createAccountRepository } from './account.repository.js';

/**
 * A new set of recovery codes: as shown to the user once, and the hashes kept (SHA-256 of the
 * normalised code; 50 random bits each, and each works once).
 */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const raw = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () =>
    Array.from(
      { length: MFA_RECOVERY_CODE_LENGTH },
      () => MFA_RECOVERY_ALPHABET[randomInt(MFA_RECOVERY_ALPHABET.length)],
    ).join(''),
  );
  return { codes: raw.map(formatRecoveryCode), hashes: raw.map((code) => hashToken(code)) };
}

/** Spends the user's recovery code if `typed` is one they have not used; false otherwise. */
export async function spendRecoveryCode(
  db: Executor,
  userId: number,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (code === null) return false;
  return createAccountRepository(db).spendRecoveryCode(userId, hashToken(code), now);
}
