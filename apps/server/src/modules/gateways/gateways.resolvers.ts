import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  addGatewayHaNode,
  countGateways,
  deleteGateway,
  listGateways,
  network,
  networksOf,
  registerGateway,
  rotateGatewayToken,
  setActivateSlave,
  updateGateway,
} from './gateways.service.js';

export const gatewaysResolvers: Resolvers = {
  Query: {
    gateways: (_parent, args, ctx) => listGateways(ctx, args),
    gatewayCount: (_parent, args, ctx) => countGateways(ctx, args),
    network: (_parent, args, ctx) => network(ctx, args),
    networks: (_parent, args, ctx) => networksOf(ctx, args),
  },
  Mutation: {
    registerGateway: (_parent, args, ctx) => registerGateway(ctx, args),
    updateGateway: (_parent, args, ctx) => updateGateway(ctx, args),
    rotateGatewayToken: (_parent, args, ctx) => rotateGatewayToken(ctx, args),
    addGatewayHaNode: (_parent, args, ctx) => addGatewayHaNode(ctx, args),
    deleteGateway: (_parent, args, ctx) => deleteGateway(ctx, args),
    setActivateSlave: (_parent, args, ctx) => setActivateSlave(ctx, args),
  },
};
