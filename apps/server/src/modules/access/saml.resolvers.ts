import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { samlConfig, ssoLoginPath, updateSamlConfig } from './saml.service.js';

/** A company's single sign-on settings, and where its users sign in (spec access §2). */
export const samlResolvers: Resolvers = {
  Query: {
    ssoLoginPath: (_parent, { customerID }, ctx) => ssoLoginPath(ctx, customerID),
    samlConfig: (_parent, { customerID }, ctx) => samlConfig(ctx, customerID),
  },
  Mutation: {
    updateSamlConfig: (_parent, args, ctx) => updateSamlConfig(ctx, args),
  },
};
