import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  addSensors,
  countSensors,
  deleteSensors,
  listSensors,
  sensorLogsCount,
  sensorLogsOf,
  sensorsByIds,
} from './sensors.service.js';

export const sensorsResolvers: Resolvers = {
  Query: {
    sensors: (_parent, args, ctx) => listSensors(ctx, args),
    sensorsCount: (_parent, args, ctx) => countSensors(ctx, args),
    sensor: (_parent, args, ctx) => sensorsByIds(ctx, args.sensorIDs),
    sensorLogs: (_parent, args, ctx) => sensorLogsOf(ctx, args),
    sensorLogsCount: (_parent, args, ctx) => sensorLogsCount(ctx, args),
  },
  Mutation: {
    addSensors: (_parent, args, ctx) => addSensors(ctx, args),
    deleteSensors: (_parent, args, ctx) => deleteSensors(ctx, args),
  },
};
