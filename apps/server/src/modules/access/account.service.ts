import { messages, normalizeEmail, passwordErrors, profileSchema } from '@vigil/domain';
import { parseId, requirePermission, requireViewer } from '../../auth/access.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import {
  accessError,
  badInput,
  firstIssue,
  insufficientPrivileges,
  noAccess,
} from '../../graphql/errors.js';
import type { MutationEditUserArgs } from '../../graphql/generated/resolvers-types.js';
import { createAccessRepository, type UserRecord } from './access.repository.js';
import { forgetUserSessions, registerFailure } from './access.service.js';
import { createAccountRepository, type ProfileChanges } from './account.repository.js';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer' | 'session' | 'live' | 'ip'>;

/**
 * Ends the user's sign-in sessions but `keep` (the one asking, when it is theirs): rows, this
 * process's cache and their live sockets (other processes forget within SESSION_CACHE_MS).
 */
export async function endUserSessions(
  ctx: Pick<GraphQLContext, 'db' | 'live'>,
  userId: number,
  keep: string | null,
): Promise<void> {
  const ended = await createAccountRepository(ctx.db).endSessions(userId, keep);
  forgetUserSessions(ctx.db, userId);
  for (const id of ended) ctx.live.disconnectSession(id);
}

/** The signed-in user unless they sign in through single sign-on (spec access §6). */
export function requirePasswordUser(ctx: Pick<GraphQLContext, 'viewer'>): UserRecord {
  const viewer = requireViewer(ctx);
  if (viewer.saml) throw accessError(messages.ssoManagesSignIn, 'FORBIDDEN');
  return viewer;
}

/**
 * The user whose profile editUser changes: the caller, or another user of a company the caller
 * manages the users of (mu; super users any). Only a super user edits a super user.
 */
async function profileTarget(ctx: Ctx, userID: string | null | undefined): Promise<UserRecord> {
  const viewer = requireViewer(ctx);
  if (userID === null || userID === undefined || parseId(userID) === viewer.id) return viewer;
  const target = await createAccessRepository(ctx.db).findUserById(parseId(userID));
  if (!target) throw noAccess();
  if (viewer.isSuper) return target;
  if (!target.customer || target.isSuper) throw noAccess();
  requirePermission(ctx, target.customer.id, 'mu');
  return target;
}

/** An optional text argument: absent keeps the value, null or blank clears it. */
const textChange = (value: string | null | undefined, current: string | null) =>
  value === undefined ? current : value === null ? null : value.trim() || null;

/**
 * editUser: a profile's names, phone and e-mail by the profile rules (spec access §5), the
 * e-mail unique ('Email has already been taken.'); partnerID and partnerAdmin are super users'.
 */
export async function editUser(
  ctx: Ctx,
  args: MutationEditUserArgs,
  now = new Date(),
): Promise<UserRecord> {
  const viewer = requireViewer(ctx);
  const target = await profileTarget(ctx, args.userID);
  const partnerChange = args.partnerID !== undefined && args.partnerID !== null;
  const partnerAdminChange = args.partnerAdmin !== undefined && args.partnerAdmin !== null;
  if ((partnerChange || partnerAdminChange) && !viewer.isSuper) throw insufficientPrivileges();

  const parsed = profileSchema.safeParse({
    firstName: textChange(args.firstName, target.firstName),
    lastName: textChange(args.lastName, target.lastName),
    phone: textChange(args.phone, target.phone),
    email: args.email === undefined || args.email === null ? target.email : args.email,
  });
  if (!parsed.success) throw firstIssue(parsed.error);
  const repo = createAccountRepository(ctx.db);
  const email = normalizeEmail(parsed.data.email);
  if (email !== target.email && (await repo.emailTakenByOther(email, target.id))) {
    throw badInput(messages.emailTaken, 'email');
  }
  const changes: ProfileChanges = {
    firstName: parsed.data.firstName ?? null,
    lastName: parsed.data.lastName ?? null,
    phone: parsed.data.phone ?? null,
    email,
  };
  if (partnerChange) {
    const partnerId = parseId(args.partnerID!);
    if (!(await repo.isPartnerAccount(partnerId))) throw noAccess();
    changes.partnerId = partnerId;
  }
  if (partnerAdminChange) changes.partnerAdmin = args.partnerAdmin!;
  try {
    await repo.updateProfile(target.id, changes, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(messages.emailTaken, 'email');
    throw error;
  }
  forgetUserSessions(ctx.db, target.id);
  const updated = await createAccessRepository(ctx.db).findUserById(target.id);
  if (!updated) throw noAccess();
  return updated;
}

/**
 * resetUserPassword (the account page): the current password must be right — a wrong one counts
 * toward the sign-in lockout — and the new one follow the password rules. The user's other
 * sessions end; this one stays.
 */
export async function resetUserPassword(
  ctx: Ctx,
  args: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<boolean> {
  const viewer = requirePasswordUser(ctx);
  const access = createAccessRepository(ctx.db);
  if (await access.lockedUntil(viewer.email, now)) throw badInput(messages.lockout);
  if (!(await verifyPassword(viewer.passwordHash, args.currentPassword))) {
    await registerFailure(access, viewer.email, ctx.ip, now);
    throw badInput(messages.passwordNotUpdated, 'currentPassword');
  }
  const [problem] = passwordErrors(args.newPassword);
  if (problem !== undefined) throw badInput(problem, 'newPassword');
  await createAccountRepository(ctx.db).setPasswordHash(
    viewer.id,
    await hashPassword(args.newPassword),
    now,
  );
  await endUserSessions(ctx, viewer.id, ctx.session?.id ?? null);
  return true;
}
