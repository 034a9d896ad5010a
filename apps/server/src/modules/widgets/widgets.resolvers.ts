import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  deleteWidget,
  duplicateWidget,
  equipmentAsset,
  listSnmpTraps,
  listTimers,
  listWidgets,
  newWidget,
  resetTimer,
  updateBasis,
  updateWidget,
  viewAlarms,
} from './widgets.service.js';

// userId is accepted for the spec's call shape; access goes by the signed-in user, or by a share
// link's token (widgets, timers), which reaches the widgets of its one view.
export const widgetsResolvers: Resolvers = {
  Query: {
    widgets: (_parent, args, ctx) => listWidgets(ctx, args),
    timers: (_parent, args, ctx) => listTimers(ctx, args),
    viewAlarms: (_parent, args, ctx) => viewAlarms(ctx, args),
    snmpTraps: (_parent, args, ctx) => listSnmpTraps(ctx, args),
    equipmentAsset: (_parent, args, ctx) => equipmentAsset(ctx, args),
  },
  Mutation: {
    newWidget: (_parent, args, ctx) => newWidget(ctx, args),
    updateWidget: (_parent, args, ctx) => updateWidget(ctx, args),
    deleteWidget: (_parent, args, ctx) => deleteWidget(ctx, args),
    duplicateWidget: (_parent, args, ctx) => duplicateWidget(ctx, args),
    updateBasis: (_parent, args, ctx) => updateBasis(ctx, args),
    resetTimer: (_parent, args, ctx) => resetTimer(ctx, args),
  },
};
