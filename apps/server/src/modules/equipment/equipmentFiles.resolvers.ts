import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { deleteEquipmentFile, listEquipmentFiles } from './equipmentFiles.service.js';

export const equipmentFilesResolvers: Resolvers = {
  Query: {
    equipmentFiles: (_parent, args, ctx) => listEquipmentFiles(ctx, args),
  },
  Mutation: {
    deleteEquipmentFile: (_parent, args, ctx) => deleteEquipmentFile(ctx, args),
  },
};
