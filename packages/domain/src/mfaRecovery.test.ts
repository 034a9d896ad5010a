import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { formatRecoveryCode, mfaSignInCodeSchema, normalizeRecoveryCode } from './mfaRecovery.js';

describe('recovery codes', () => {
  it('are shown in two groups of five', () => {
    expect(formatRecoveryCode('k7m2px9qra')).toBe('k7m2p-x9qra');
  });

  it.each([
    ['k7m2p-x9qra', 'k7m2px9qra'],
    ['K7M2P X9QRA', 'k7m2px9qra'],
    [' k7m2px9qra ', 'k7m2px9qra'],
    ['k7m2p-x9qr', null],
    ['k7m2p-x9qrao', null],
    // 0, 1, i, l and o are not in the alphabet.
    ['k7m2p-x9qr0', null],
    ['k7m2p-x9qrl', null],
    ['123456', null],
  ])('%j is stored as %j', (typed, stored) => {
    expect(normalizeRecoveryCode(typed)).toBe(stored);
  });
});

describe('the sign-in code step', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['k7m2p-x9qra', true],
    ['12345', false],
    ['1234567', false],
    ['abcdef', false],
  ])('%j is accepted: %s', (code, ok) => {
    const result = mfaSignInCodeSchema.safeParse({ code });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe(messages.mfaCodeFormat);
  });

  it('requires a code', () => {
    expect(mfaSignInCodeSchema.safeParse({ code: ' ' }).error?.issues[0]?.message).toBe(
      messages.required,
    );
  });
});
