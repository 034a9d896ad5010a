import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  addReportSchedule,
  deleteReport,
  deleteReportSchedule,
  generateReport,
  listReports,
  listSchedules,
  sendReportNow,
  updateReportSchedule,
} from './reports.service.js';

export const reportsResolvers: Resolvers = {
  Query: {
    report: (_parent, args, ctx) => generateReport(ctx, args),
    reports: (_parent, args, ctx) => listReports(ctx, args),
    reportSchedules: (_parent, args, ctx) => listSchedules(ctx, args),
  },
  Mutation: {
    addReportSchedule: (_parent, args, ctx) => addReportSchedule(ctx, args),
    updateReportSchedule: (_parent, args, ctx) => updateReportSchedule(ctx, args),
    deleteReportSchedule: (_parent, args, ctx) => deleteReportSchedule(ctx, args),
    sendReportNow: (_parent, args, ctx) => sendReportNow(ctx, args),
    deleteReport: (_parent, args, ctx) => deleteReport(ctx, args),
  },
};
