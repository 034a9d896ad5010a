import {
  LOGIN_LOCKOUT,
  SESSION_TTL_MS,
  SIGN_IN_ERROR_CODES,
  messages,
  normalizeEmail,
} from '@vigil/domain';
import type { SignInErrorCode } from '@vigil/domain';

import { verifyPassword } from '../../auth/passwords.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import { verifyTotpCode } from '../../auth/totp.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { createAccessRepository } from './access.repository.js';
import { createAccountRepository } from './account.repository.js';
import { spendRecoveryCode } from './recoveryCodes.js';
import type { SessionRecord, UserRecord } from './access.repository.js';
import { accessError, coded } from '../../graphql/errors.js';

export interface SignInResult {
  user: UserRecord | null;
  needsTotp: boolean;
}

const signInError = (message: string, code: SignInErrorCode) => coded(message, code);

/** Reads the session behind a cookie token and the user it signs in, dropping expired ones. */
/**
 * How long a resolved session is reused without a query. Every request needs it, and reading it
 * costs four small queries; a sign-out or a role change reaches other server processes within
 * this long (this process forgets at once).
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;

type ResolvedSession = { session: SessionRecord | null; viewer: UserRecord | null };
const sessionCaches = new WeakMap<
  GraphQLContext['db'],
  Map<string, { at: number; result: ResolvedSession }>
>();

function sessionCache(db: GraphQLContext['db']) {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new Map()));
  return cache;
}

/** Drops a session from this process's cache, after it changed or ended. */
function forgetSession(db: GraphQLContext['db'], sessionId: string) {
  sessionCache(db).delete(sessionId);
}

/**
 * Drops every cached session of a user from this process's cache, after their roles, home page
 * or account changed, so their next request here reads them afresh (other processes within
 * SESSION_CACHE_MS).
 */
export function forgetUserSessions(db: GraphQLContext['db'], userId: number) {
  const cache = sessionCache(db);
  for (const [id, entry] of cache) {
    if (entry.result.session?.userId === userId) cache.delete(id);
  }
}

/**
 * After users' roles changed or they were removed: forgets their cached sessions
 * (forgetUserSessions) and closes the live sockets of the sessions that ended with them.
 */
export function afterUsersChanged(
  ctx: Pick<GraphQLContext, 'db' | 'live'>,
  userIds: readonly number[],
  closedSessions: readonly string[] = [],
) {
  for (const id of userIds) forgetUserSessions(ctx.db, id);
  for (const sessionId of closedSessions) ctx.live.disconnectSession(sessionId);
}

export async function resolveSession(
  db: GraphQLContext['db'],
  token: string | undefined,
  now = new Date(),
): Promise<ResolvedSession> {
  if (!token) return { session: null, viewer: null };
  const id = hashToken(token);
  const cache = sessionCache(db);
  const hit = cache.get(id);
  if (
    hit &&
    now.getTime() - hit.at < SESSION_CACHE_MS &&
    hit.at <= now.getTime() &&
    hit.result.session &&
    hit.result.session.expiresAt > now
  ) {
    return hit.result;
  }
  const repo = createAccessRepository(db);
  const session = await repo.findSession(id, now);
  if (!session) return { session: null, viewer: null };
  const user = await repo.findUserById(session.userId);
  if (!user) return { session: null, viewer: null };
  const result = { session, viewer: session.totpPending ? null : user };
  if (cache.size >= SESSION_CACHE_MAX) cache.clear();
  cache.set(id, { at: now.getTime(), result });
  return result;
}

/** Counts a failed password or code check of the address, locking it after too many (spec §9). */
export async function registerFailure(
  repo: ReturnType<typeof createAccessRepository>,
  email: string,
  ip: string | null,
  now: Date,
): Promise<void> {
  await repo.recordAttempt(email, false, ip);
  const failures = await repo.countRecentFailures(
    email,
    new Date(now.getTime() - LOGIN_LOCKOUT.windowMs),
  );
  if (failures >= LOGIN_LOCKOUT.maxFailures) {
    await repo.lock(email, new Date(now.getTime() + LOGIN_LOCKOUT.durationMs));
  }
}

/**
 * Starts a session for a user who proved who they are (password, or the company's single sign-on):
 * a new id, the cookie set, and the authenticator code still due when MFA is on.
 */
export async function startSession(
  ctx: Pick<GraphQLContext, 'db' | 'session' | 'cookie'>,
  user: UserRecord,
  now: Date,
): Promise<SessionRecord> {
  const repo = createAccessRepository(ctx.db);
  // A new id at every sign-in, so a session id planted before sign-in is worthless.
  if (ctx.session) {
    forgetSession(ctx.db, ctx.session.id);
    await repo.deleteSession(ctx.session.id);
  }
  await repo.deleteExpiredSessions(now);
  const token = newToken();
  const session: SessionRecord = {
    id: hashToken(token),
    userId: user.id,
    totpPending: user.totpSecret !== null,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await repo.createSession(session);
  ctx.cookie.set(token, session.expiresAt);
  // A sign-in is complete here unless the authenticator code is still due (signInWithCode).
  if (!session.totpPending) await createAccountRepository(ctx.db).recordSignIn(user.id, now);
  return session;
}

/**
 * Password step of sign-in. Unknown e-mail and wrong password answer alike; the lockout
 * applies to the address whether or not it has an account.
 */
export async function signIn(
  ctx: GraphQLContext,
  rawEmail: string,
  password: string,
  now = new Date(),
): Promise<SignInResult> {
  const repo = createAccessRepository(ctx.db);
  const email = normalizeEmail(rawEmail);
  if (await repo.lockedUntil(email, now))
    throw signInError(messages.lockout, SIGN_IN_ERROR_CODES.lockedOut);
  const user = email ? await repo.findUserByEmail(email) : null;
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await registerFailure(repo, email, ctx.ip, now);
    throw signInError(messages.loginFailed, SIGN_IN_ERROR_CODES.loginFailed);
  }
  await repo.recordAttempt(email, true, ctx.ip);
  const session = await startSession(ctx, user, now);
  return session.totpPending ? { user: null, needsTotp: true } : { user, needsTotp: false };
}

/**
 * Authenticator-code step of a sign-in that needs a second factor: a code of the authenticator,
 * or one of the user's unused recovery codes (spent by this).
 */
export async function signInWithCode(
  ctx: GraphQLContext,
  code: string,
  now = new Date(),
): Promise<SignInResult> {
  const session = ctx.session;
  if (!session) throw accessError(messages.mustBeLoggedIn, 'UNAUTHENTICATED');
  const repo = createAccessRepository(ctx.db);
  const user = await repo.findUserById(session.userId);
  if (!user) throw accessError(messages.mustBeLoggedIn, 'UNAUTHENTICATED');
  if (!session.totpPending) return { user, needsTotp: false };
  if (await repo.lockedUntil(user.email, now))
    throw signInError(messages.lockout, SIGN_IN_ERROR_CODES.lockedOut);
  const passed =
    user.totpSecret !== null &&
    ((await verifyTotpCode(user.totpSecret, code)) ||
      (await spendRecoveryCode(ctx.db, user.id, code, now)));
  if (!passed) {
    await registerFailure(repo, user.email, ctx.ip, now);
    throw signInError(messages.mfaTokenIncorrect, SIGN_IN_ERROR_CODES.totpInvalid);
  }
  forgetSession(ctx.db, session.id);
  await repo.completeTotp(session.id);
  await createAccountRepository(ctx.db).recordSignIn(user.id, now);
  return { user, needsTotp: false };
}

export async function signOut(ctx: GraphQLContext): Promise<boolean> {
  if (ctx.session) {
    forgetSession(ctx.db, ctx.session.id);
    await createAccessRepository(ctx.db).deleteSession(ctx.session.id);
    // Live sockets would otherwise keep receiving until their next join.
    ctx.live.disconnectSession(ctx.session.id);
  }
  ctx.cookie.clear();
  return true;
}
