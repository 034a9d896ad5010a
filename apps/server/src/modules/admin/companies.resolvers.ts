import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  customer,
  customerCount,
  customerNameOf,
  customers,
  newCustomer,
} from './companies.service.js';

export const companiesResolvers: Resolvers = {
  Query: {
    customer: (_parent, args, ctx) => customer(ctx, args),
    customers: (_parent, args, ctx) => customers(ctx, args),
    customerCount: (_parent, args, ctx) => customerCount(ctx, args),
  },
  Mutation: {
    newCustomer: (_parent, args, ctx) => newCustomer(ctx, args),
  },
  Network: {
    customerName: (parent, _args, ctx) => customerNameOf(ctx, Number(parent.customerID)),
  },
};
