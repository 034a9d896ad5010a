import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { submitBugReport } from './marketing.service.js';

export const marketingResolvers: Resolvers = {
  Mutation: {
    submitBugReport: (_parent, args, ctx) => submitBugReport(ctx, args),
  },
};
