import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  allEquipment,
  equipmentById,
  onboardEquipment,
  validateEquipmentNames,
} from './equipment.service.js';

export const equipmentResolvers: Resolvers = {
  Query: {
    equipment: (_parent, args, ctx) => equipmentById(ctx, args),
    allEquipment: (_parent, args, ctx) => allEquipment(ctx, args),
    validateEquipmentNames: (_parent, args, ctx) => validateEquipmentNames(ctx, args),
  },
  Mutation: {
    onboardEquipment: (_parent, args, ctx) => onboardEquipment(ctx, args),
  },
};
