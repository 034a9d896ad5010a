import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  deleteTemplate,
  listTemplates,
  newTemplate,
  newTemplateView,
  reapplyTemplate,
  templateById,
  templateRegisters,
  templateTimers,
  templateViewDrift,
  templateWidgets,
} from './templates.service.js';

export const templatesResolvers: Resolvers = {
  Query: {
    templates: (_parent, args, ctx) => listTemplates(ctx, args),
    template: (_parent, args, ctx) => templateById(ctx, args),
    templateWidgets: (_parent, args, ctx) => templateWidgets(ctx, args),
    templateRegisters: (_parent, args, ctx) => templateRegisters(ctx, args),
    templateTimers: (_parent, args, ctx) => templateTimers(ctx, args),
    templateViewDrift: (_parent, args, ctx) => templateViewDrift(ctx, args),
  },
  Mutation: {
    newTemplate: (_parent, args, ctx) => newTemplate(ctx, args),
    newTemplateView: (_parent, args, ctx) => newTemplateView(ctx, args),
    reapplyTemplate: (_parent, args, ctx) => reapplyTemplate(ctx, args),
    deleteTemplate: (_parent, args, ctx) => deleteTemplate(ctx, args),
  },
};
