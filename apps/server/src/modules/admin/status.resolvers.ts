import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { systemStatus } from './status.service.js';

export const statusResolvers: Resolvers = {
  Query: {
    systemStatus: (_parent, _args, ctx) => systemStatus(ctx),
  },
};
