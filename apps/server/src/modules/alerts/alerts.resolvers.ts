import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import { deleteAlarmRule, saveAlarmRule, viewAlarmRules } from './alarmRules.service.js';
import {
  acknowledgeAlarm,
  acknowledgeAlarmByToken,
  alarmByToken,
  alarmCounts,
  alarmDeliveries,
  listAlarms,
  myViewAlerts,
  notificationsOf,
  sendTestAlert,
  updateUserAlerts,
  updateViewAlerts,
  viewAlerts,
} from './alerts.service.js';

export const alertsResolvers: Resolvers = {
  Query: {
    alarms: (_parent, args, ctx) => listAlarms(ctx, args),
    alarmCounts: (_parent, args, ctx) => alarmCounts(ctx, args),
    alarmDeliveries: (_parent, args, ctx) => alarmDeliveries(ctx, args),
    alarmByToken: (_parent, args, ctx) => alarmByToken(ctx, args),
    notifications: (_parent, args, ctx) => notificationsOf(ctx, args),
    viewAlerts: (_parent, args, ctx) => viewAlerts(ctx, args),
    myViewAlerts: (_parent, args, ctx) => myViewAlerts(ctx, args),
    viewAlarmRules: (_parent, args, ctx) => viewAlarmRules(ctx, args),
  },
  Mutation: {
    acknowledgeAlarm: (_parent, args, ctx) => acknowledgeAlarm(ctx, args),
    acknowledgeAlarmByToken: (_parent, args, ctx) => acknowledgeAlarmByToken(ctx, args),
    updateViewAlerts: (_parent, args, ctx) => updateViewAlerts(ctx, args),
    updateUserAlerts: (_parent, args, ctx) => updateUserAlerts(ctx, args),
    sendTestAlert: (_parent, args, ctx) => sendTestAlert(ctx, args),
    saveAlarmRule: (_parent, args, ctx) => saveAlarmRule(ctx, args),
    deleteAlarmRule: (_parent, args, ctx) => deleteAlarmRule(ctx, args),
  },
};
