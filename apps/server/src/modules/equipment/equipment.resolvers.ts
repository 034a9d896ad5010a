import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  allEquipment,
  deleteEquipment,
  equipmentById,
  equipmentLogs,
  onboardEquipment,
  onboardEquipmentList,
  setLockedMode,
  setMaintenanceMode,
  setRepairMode,
  siteSummary,
  updateEquipment,
  updateEquipmentAsset,
  validateEquipmentNames,
} from './equipment.service.js';

export const equipmentResolvers: Resolvers = {
  Query: {
    equipment: (_parent, args, ctx) => equipmentById(ctx, args),
    allEquipment: (_parent, args, ctx) => allEquipment(ctx, args),
    validateEquipmentNames: (_parent, args, ctx) => validateEquipmentNames(ctx, args),
    equipmentLogs: (_parent, args, ctx) => equipmentLogs(ctx, args),
    siteSummary: (_parent, args, ctx) => siteSummary(ctx, args),
  },
  Mutation: {
    onboardEquipment: (_parent, args, ctx) => onboardEquipment(ctx, args),
    onboardEquipmentList: (_parent, args, ctx) => onboardEquipmentList(ctx, args),
    updateEquipment: (_parent, args, ctx) => updateEquipment(ctx, args),
    deleteEquipment: (_parent, args, ctx) => deleteEquipment(ctx, args),
    setMaintenanceMode: (_parent, args, ctx) => setMaintenanceMode(ctx, args),
    setRepairMode: (_parent, args, ctx) => setRepairMode(ctx, args),
    setLockedMode: (_parent, args, ctx) => setLockedMode(ctx, args),
    updateEquipmentAsset: (_parent, args, ctx) => updateEquipmentAsset(ctx, args),
  },
};
