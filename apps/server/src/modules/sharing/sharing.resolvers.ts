import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  addViewUser,
  createShareLink,
  deleteViewUser,
  revokeShareLink,
  sharedViews,
  shareUsers,
  updateViewUsers,
  viewUsers,
} from './sharing.service.js';

// viewName and productName are taken for the spec's call shapes: a view is found by id first,
// and productName names the brand of the invitation e-mail.
export const sharingResolvers: Resolvers = {
  Query: {
    viewUsers: (_parent, args, ctx) => viewUsers(ctx, args),
    shareUsers: (_parent, args, ctx) => shareUsers(ctx, args),
    sharedViews: (_parent, args, ctx) => sharedViews(ctx, args),
  },
  Mutation: {
    addViewUser: (_parent, args, ctx) => addViewUser(ctx, args),
    updateViewUsers: (_parent, args, ctx) => updateViewUsers(ctx, args),
    deleteViewUser: (_parent, args, ctx) => deleteViewUser(ctx, args),
    createShareLink: (_parent, args, ctx) => createShareLink(ctx, args),
    revokeShareLink: (_parent, args, ctx) => revokeShareLink(ctx, args),
  },
};
