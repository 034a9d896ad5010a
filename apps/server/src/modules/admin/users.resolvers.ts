import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  countUsers,
  deleteUser,
  editCustomerHomePage,
  editCustomerPermissions,
  inviteToCompany,
  listUsers,
  reinviteToCompany,
} from './users.service.js';

// productName names the brand of the invitation e-mail.
export const usersResolvers: Resolvers = {
  Query: {
    users: (_parent, args, ctx) => listUsers(ctx, args),
    userCount: (_parent, args, ctx) => countUsers(ctx, args),
  },
  Mutation: {
    inviteToCompany: (_parent, args, ctx) => inviteToCompany(ctx, args),
    reinviteToCompany: (_parent, args, ctx) => reinviteToCompany(ctx, args),
    deleteUser: (_parent, args, ctx) => deleteUser(ctx, args),
    editCustomerPermissions: (_parent, args, ctx) => editCustomerPermissions(ctx, args),
    editCustomerHomePage: (_parent, args, ctx) => editCustomerHomePage(ctx, args),
  },
};
