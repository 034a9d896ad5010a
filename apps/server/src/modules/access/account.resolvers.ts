import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { editUser, resetUserPassword } from './account.service.js';
import { activateTotp, deactivateTotp, generateTotp, verifyTotp } from './mfa.service.js';
import {
  generatePasswordToken,
  resetPassword,
  validatePasswordToken,
} from './passwordReset.service.js';
import { resendVerification } from './verification.service.js';

/** My Account (profile, password, MFA), forgot password and the verification resend page. */
export const accountResolvers: Resolvers = {
  Query: {
    validatePasswordToken: (_parent, { token }, ctx) => validatePasswordToken(ctx, token),
  },
  Mutation: {
    editUser: (_parent, args, ctx) => editUser(ctx, args),
    resetUserPassword: (_parent, args, ctx) => resetUserPassword(ctx, args),
    generateTotp: (_parent, args, ctx) => generateTotp(ctx, args),
    verifyTotp: (_parent, { code }, ctx) => verifyTotp(ctx, code),
    activateTotp: (_parent, _args, ctx) => activateTotp(ctx),
    deactivateTotp: (_parent, { password }, ctx) => deactivateTotp(ctx, password),
    generatePasswordToken: (_parent, args, ctx) => generatePasswordToken(ctx, args),
    resetPassword: (_parent, args, ctx) => resetPassword(ctx, args),
    updateToken: (_parent, args, ctx) => resendVerification(ctx, args),
  },
};
