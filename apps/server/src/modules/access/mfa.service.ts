import { brandForProductName, messages } from '@vigil/domain';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { verifyPassword } from '../../auth/passwords.js';
import { verifyTotpCode } from '../../auth/totp.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { createAccessRepository } from './access.repository.js';
import { forgetUserSessions, registerFailure } from './access.service.js';
import { requirePasswordUser } from './account.service.js';
import { createAccountRepository } from './account.repository.js';
import { newRecoveryCodes } from './recoveryCodes.js';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer' | 'ip'>;

/** How long after a code of the new secret was verified Finish may activate it. */
export const TOTP_ACTIVATION_WINDOW_MS = 10 * 60_000;

/**
 * The otpauth:// address an authenticator app scans. Most apps read the issuer from the
 * `issuer` parameter (Google's Key URI format, as otplib writes it); Microsoft Authenticator
 * reads it from the label's `Issuer:` prefix and shows the account part as it stands, so its
 * form keeps the address's '@' as typed and leaves out every optional parameter.
 */
export function totpUri(input: {
  issuer: string;
  account: string;
  secret: string;
  isMsAuth: boolean;
}): string {
  if (!input.isMsAuth) {
    return generateURI({ issuer: input.issuer, label: input.account, secret: input.secret });
  }
  const issuer = encodeURIComponent(input.issuer);
  const account = encodeURIComponent(input.account).replace(/%40/g, '@');
  return `otpauth://totp/${issuer}:${account}?secret=${input.secret}&issuer=${issuer}`;
}

/**
 * generateTotp: a new secret for the signed-in user, pending until activated (an active one
 * stays in force meanwhile, so Resync can be cancelled), as a QR image and the manual code.
 */
export async function generateTotp(
  ctx: Ctx,
  args: { productName?: string | null; isMsAuth?: boolean | null },
) {
  const viewer = requirePasswordUser(ctx);
  try {
    const secret = generateSecret();
    const uri = totpUri({
      issuer: brandForProductName(args.productName).productName,
      account: viewer.email,
      secret,
      isMsAuth: args.isMsAuth ?? false,
    });
    const url = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    await createAccountRepository(ctx.db).startTotp(viewer.id, secret);
    return { url, plaintext: secret };
  } catch {
    throw badInput(messages.problemGettingCode);
  }
}

/** verifyTotp: whether the code belongs to the secret being set up; a right one is remembered. */
export async function verifyTotp(ctx: Ctx, code: string, now = new Date()): Promise<boolean> {
  const viewer = requirePasswordUser(ctx);
  const repo = createAccountRepository(ctx.db);
  const pending = await repo.pendingTotp(viewer.id);
  if (!pending || !(await verifyTotpCode(pending.secret, code))) return false;
  await repo.markTotpVerified(viewer.id, pending.secret, now);
  return true;
}

/**
 * activateTotp: the pending secret, verified within the last ten minutes, becomes the user's MFA
 * secret, and a new set of recovery codes replaces any earlier one; answered this once.
 */
export async function activateTotp(ctx: Ctx, now = new Date()) {
  const viewer = requirePasswordUser(ctx);
  const pending = await createAccountRepository(ctx.db).pendingTotp(viewer.id);
  const fresh =
    pending?.verifiedAt &&
    now.getTime() - pending.verifiedAt.getTime() <= TOTP_ACTIVATION_WINDOW_MS;
  if (!pending || !fresh) throw badInput(messages.problemActivatingMfa);
  const { codes, hashes } = newRecoveryCodes();
  const activated = await ctx.db.transaction((tx) =>
    createAccountRepository(tx).activateTotp(viewer.id, pending.secret, hashes, now),
  );
  if (!activated) throw badInput(messages.problemActivatingMfa);
  forgetUserSessions(ctx.db, viewer.id);
  return { recoveryCodes: codes };
}

/**
 * deactivateTotp: MFA off with the user's password (a wrong one counts toward the lockout);
 * 'Problem deactivating MFA' otherwise.
 */
export async function deactivateTotp(
  ctx: Ctx,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const viewer = requirePasswordUser(ctx);
  const access = createAccessRepository(ctx.db);
  if (await access.lockedUntil(viewer.email, now)) throw badInput(messages.lockout);
  if (!(await verifyPassword(viewer.passwordHash, password))) {
    await registerFailure(access, viewer.email, ctx.ip, now);
    throw badInput(messages.problemDeactivatingMfa, 'password');
  }
  await ctx.db.transaction((tx) => createAccountRepository(tx).deactivateTotp(viewer.id, now));
  forgetUserSessions(ctx.db, viewer.id);
  return true;
}
