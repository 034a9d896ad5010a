import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { deleteMib, importMib, mibModules, mibObjects, resolveOids } from './mibs.service.js';

export const mibsResolvers: Resolvers = {
  Query: {
    mibModules: (_parent, args, ctx) => mibModules(ctx, args),
    mibObjects: (_parent, args, ctx) => mibObjects(ctx, args),
    resolveOids: (_parent, args, ctx) => resolveOids(ctx, args),
  },
  Mutation: {
    importMib: (_parent, args, ctx) => importMib(ctx, args),
    deleteMib: (_parent, args, ctx) => deleteMib(ctx, args),
  },
};
