import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { readingsFor } from './readings.service.js';

export const readingsResolvers: Resolvers = {
  Query: {
    readings: (_parent, args, ctx) => readingsFor(ctx, args),
  },
};
