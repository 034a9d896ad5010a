import { effectiveRoles } from '@vigil/domain';
import { permissionSubject } from '../../auth/access.js';
import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { newestLogo } from '../partners/partnerLogos.service.js';
import { signIn, signInWithCode, signOut } from './access.service.js';
import { validateInvitationToken, verifyInvitedUser } from './verification.service.js';

export const accessResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.viewer,
    needsTotp: (_parent, _args, ctx) => ctx.session?.totpPending ?? false,
    validateToken: (_parent, { token }, ctx) => validateInvitationToken(ctx, token),
  },
  Mutation: {
    signIn: (_parent, { email, password }, ctx) => signIn(ctx, email, password),
    signInWithCode: (_parent, { code }, ctx) => signInWithCode(ctx, code),
    signOut: (_parent, _args, ctx) => signOut(ctx),
    verifyUser: (_parent, args, ctx) => verifyInvitedUser(ctx, args),
  },
  User: {
    id: (user) => String(user.id),
    totp: (user) => user.totpSecret !== null,
    super: (user) => user.isSuper,
    partnerID: (user) => (user.partner ? String(user.partner.id) : null),
    managedCustomerIDs: (user) => user.managedCustomerIds.map(String),
    customer: (user) =>
      user.customer && {
        id: String(user.customer.id),
        name: user.customer.name,
        roles: effectiveRoles(permissionSubject(user), String(user.customer.id)),
      },
    partner: (user) => user.partner && { id: String(user.partner.id), name: user.partner.name },
  },
  UserPartner: {
    // The signed-in user's own partner (User.partner): one query per me.
    logo: (partner, _args, ctx) => newestLogo(ctx.db, Number(partner.id)),
  },
};
