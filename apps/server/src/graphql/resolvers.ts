import { accessResolvers } from '../modules/access/access.resolvers.js';
import type { Resolvers } from './generated/resolvers-types.js';

const baseResolvers: Resolvers = {
  Query: { ping: () => 'pong' },
};

/** Every area's resolvers, merged by type. */
export const resolvers: Resolvers[] = [baseResolvers, accessResolvers];
