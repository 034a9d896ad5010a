import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  addGatewayAction,
  deleteGatewayAction,
  discovery,
  gatewayAction,
  gatewayActionQueue,
  reorderActionQueue,
  snmpWalk,
  snmpWalkExists,
} from './gatewayActions.service.js';

export const gatewayActionsResolvers: Resolvers = {
  Query: {
    gatewayActionQueue: (_parent, args, ctx) => gatewayActionQueue(ctx, args),
    gatewayAction: (_parent, args, ctx) => gatewayAction(ctx, args),
    snmpWalkExists: (_parent, args, ctx) => snmpWalkExists(ctx, args),
    snmpWalk: (_parent, args, ctx) => snmpWalk(ctx, args),
    discovery: (_parent, args, ctx) => discovery(ctx, args),
  },
  Mutation: {
    addGatewayAction: (_parent, args, ctx) => addGatewayAction(ctx, args),
    deleteGatewayAction: (_parent, args, ctx) => deleteGatewayAction(ctx, args),
    reorderActionQueue: (_parent, args, ctx) => reorderActionQueue(ctx, args),
  },
};
