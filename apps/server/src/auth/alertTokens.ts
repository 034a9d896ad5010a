import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an alert e-mail's acknowledge link stands for: one alarm, told to one user. */
export interface AlertTokenClaims {
  alarmId: number;
  userId: number;
  customerId: number;
}

/** How long an acknowledge link works: a week, longer than any weekend on call. */
export const ALERT_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** Longer tokens are refused before any work. */
export const ALERT_TOKEN_MAX_LENGTH = 128;

const SHAPE = /^(\d{1,15})\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([0-9a-f]{32})$/;

const signature = (payload: string, secret: string) =>
  createHmac('sha256', `alert-token:${secret}`).update(payload).digest('hex').slice(0, 32);

/**
 * An acknowledge link's token: the alarm, the user and the customer, with its expiry, signed
 * with the server's secret (nothing stored; a changed secret ends every link). Digits, dots and
 * hex only, so no underscore (a space in a path, spec core §2) can appear in it.
 */
export function signAlertToken(claims: AlertTokenClaims, secret: string, now: number): string {
  const expires = Math.floor((now + ALERT_TOKEN_TTL_MS) / 1000);
  const payload = `${claims.alarmId}.${claims.userId}.${claims.customerId}.${expires}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The claims of a good, unexpired token; null for anything else. */
export function verifyAlertToken(
  token: string,
  secret: string,
  now: number,
): AlertTokenClaims | null {
  if (token.length > ALERT_TOKEN_MAX_LENGTH) return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const [, alarm, user, customer, expires, given] = match as unknown as string[];
  const payload = `${alarm}.${user}.${customer}.${expires}`;
  const expected = Buffer.from(signature(payload, secret));
  if (!timingSafeEqual(expected, Buffer.from(given as string))) return null;
  if (Number(expires) * 1000 < now) return null;
  return { alarmId: Number(alarm), userId: Number(user), customerId: Number(customer) };
}
