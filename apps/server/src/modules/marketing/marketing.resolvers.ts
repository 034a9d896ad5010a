import type { Resolvers } from '../../graphql/generated/resolvers-types.js';
import {
  marketingRequestCount,
  marketingRequests,
  requestDemo,
  submitBugReport,
} from './marketing.service.js';
import { deleteMarketingDocument, marketingDocuments } from './marketingDocuments.service.js';

export const marketingResolvers: Resolvers = {
  Query: {
    marketingRequests: (_parent, args, ctx) => marketingRequests(ctx, args),
    marketingRequestCount: (_parent, args, ctx) => marketingRequestCount(ctx, args),
    marketingDocuments: (_parent, args, ctx) => marketingDocuments(ctx, args),
  },
  Mutation: {
    submitBugReport: (_parent, args, ctx) => submitBugReport(ctx, args),
    requestDemo: (_parent, args, ctx) => requestDemo(ctx, args),
    deleteMarketingDocument: (_parent, args, ctx) => deleteMarketingDocument(ctx, args),
  },
};
