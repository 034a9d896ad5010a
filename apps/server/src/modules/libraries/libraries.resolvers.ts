import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  equipmentLib,
  equipmentList,
  equipmentListCount,
  importEquipmentTemplateSnmp,
  importModbusTemplateCsv,
  manufacturers,
  protocols,
  registers,
} from './libraries.service.js';

export const librariesResolvers: Resolvers = {
  Query: {
    equipmentList: (_parent, args, ctx) => equipmentList(ctx, args),
    equipmentListCount: (_parent, args, ctx) => equipmentListCount(ctx, args),
    equipmentLib: (_parent, args, ctx) => equipmentLib(ctx, args),
    manufacturers: (_parent, args, ctx) => manufacturers(ctx, args),
    registers: (_parent, args, ctx) => registers(ctx, args),
    protocols: (_parent, args, ctx) => protocols(ctx, args),
  },
  Mutation: {
    importEquipmentTemplateSNMP: (_parent, args, ctx) => importEquipmentTemplateSnmp(ctx, args),
    importModbusTemplateCSV: (_parent, args, ctx) => importModbusTemplateCsv(ctx, args),
  },
};
