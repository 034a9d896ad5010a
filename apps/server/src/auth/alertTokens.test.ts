import { describe, expect, it } from 'vitest';
import { ALERT_TOKEN_TTL_MS, signAlertToken, verifyAlertToken } from './alertTokens.js';

const SECRET = 'a-session-secret-long-enough-for-signing-0123';
const NOW = Date.UTC(2026, 10, 27);
const CLAIMS = { alarmId: 42, userId: 7, customerId: 3 };

describe('alert tokens', () => {
  const token = signAlertToken(CLAIMS, SECRET, NOW);

  it('gives back what it signed until it expires, and has no underscore or space', () => {
    expect(verifyAlertToken(token, SECRET, NOW)).toEqual(CLAIMS);
    expect(verifyAlertToken(token, SECRET, NOW + ALERT_TOKEN_TTL_MS - 1000)).toEqual(CLAIMS);
    expect(token).toMatch(/^[0-9a-f.]+$/);
  });

  it.each([
    ['expired', token, SECRET, NOW + ALERT_TOKEN_TTL_MS + 1000],
    ['signed with another secret', token, `${SECRET}x`, NOW],
    ['for another alarm', token.replace(/^42\./, '43.'), SECRET, NOW],
    ['for another user', token.replace(/^42\.7\./, '42.8.'), SECRET, NOW],
    ['with its signature cut', token.slice(0, -1), SECRET, NOW],
    ['empty', '', SECRET, NOW],
    ['far too long', `${token}${'0'.repeat(200)}`, SECRET, NOW],
    ['of another shape', 'not a token', SECRET, NOW],
  ])('refuses a token %s', (_title, given, secret, now) => {
    expect(verifyAlertToken(given, secret, now)).toBeNull();
  });
});
