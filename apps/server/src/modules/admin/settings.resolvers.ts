import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { companySettings, updateCompanySettings } from './settings.service.js';

export const settingsResolvers: Resolvers = {
  Query: {
    companySettings: (_parent, args, ctx) => companySettings(ctx, args),
  },
  Mutation: {
    updateCompanySettings: (_parent, args, ctx) => updateCompanySettings(ctx, args),
  },
};
