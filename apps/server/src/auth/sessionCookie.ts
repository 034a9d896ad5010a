import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { SessionCookie } from '../graphql/context.js';

export const SESSION_COOKIE = 'vigil_session';

/** The session token in a Cookie header, or undefined when absent or its signature is wrong. */
export function sessionTokenFromHeader(
  cookieHeader: string | undefined,
  secret: string,
): string | undefined {
  const raw = cookieHeader ? fastifyCookie.parse(cookieHeader)[SESSION_COOKIE] : undefined;
  if (!raw) return undefined;
  const unsigned = fastifyCookie.unsign(raw, secret);
  return unsigned.valid ? unsigned.value : undefined;
}

export function sessionCookieFor(reply: FastifyReply, secure: boolean): SessionCookie {
  const base = { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true } as const;
  return {
    set: (token, expiresAt) =>
      void reply.setCookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, base),
  };
}
