import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  deleteTag,
  deleteView,
  listViews,
  newTag,
  newView,
  recentViews,
  updateView,
  updateViewLayout,
  userViews,
  validateViewNames,
  viewByNameOrId,
  viewCounts,
  viewTags,
} from './views.service.js';

export const viewsResolvers: Resolvers = {
  Query: {
    views: (_parent, args, ctx) => listViews(ctx, args),
    viewCounts: (_parent, args, ctx) => viewCounts(ctx, args),
    view: (_parent, args, ctx) => viewByNameOrId(ctx, args),
    userViews: (_parent, args, ctx) => userViews(ctx, args),
    recentViews: (_parent, args, ctx) => recentViews(ctx, args),
    validateViewNames: (_parent, args, ctx) => validateViewNames(ctx, args),
    tags: (_parent, args, ctx) => viewTags(ctx, args),
  },
  Mutation: {
    newView: (_parent, args, ctx) => newView(ctx, args),
    updateView: (_parent, args, ctx) => updateView(ctx, args),
    updateViewLayout: (_parent, args, ctx) => updateViewLayout(ctx, args),
    deleteView: (_parent, args, ctx) => deleteView(ctx, args),
    newTag: (_parent, args, ctx) => newTag(ctx, args),
    deleteTag: (_parent, args, ctx) => deleteTag(ctx, args),
  },
};
