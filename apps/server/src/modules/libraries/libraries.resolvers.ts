import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  addEquipmentList,
  addModbusTemplate,
  deleteEquipmentLib,
  deleteModbusRegister,
  deleteSnmpRegister,
  editEquipmentLib,
  editModbusRegister,
  editSnmpRegister,
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
    addEquipmentList: (_parent, args, ctx) => addEquipmentList(ctx, args),
    editEquipmentLib: (_parent, args, ctx) => editEquipmentLib(ctx, args),
    deleteEquipmentLib: (_parent, args, ctx) => deleteEquipmentLib(ctx, args),
    addModbusTemplate: (_parent, args, ctx) => addModbusTemplate(ctx, args),
    editModbusRegister: (_parent, args, ctx) => editModbusRegister(ctx, args),
    editSNMPRegister: (_parent, args, ctx) => editSnmpRegister(ctx, args),
    deleteModbusRegister: (_parent, args, ctx) => deleteModbusRegister(ctx, args),
    deleteSNMPRegister: (_parent, args, ctx) => deleteSnmpRegister(ctx, args),
    importEquipmentTemplateSNMP: (_parent, args, ctx) => importEquipmentTemplateSnmp(ctx, args),
    importModbusTemplateCSV: (_parent, args, ctx) => importModbusTemplateCsv(ctx, args),
  },
};
